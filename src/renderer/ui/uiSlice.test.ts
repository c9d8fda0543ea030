import { dialogShown, showAttention, showToast, uiReducer, type UiState } from './uiSlice';

const empty = (): UiState => uiReducer(undefined, { type: 'init' });

describe('ui slice', () => {
  it('shows the same dialog once when a burst of failures repeats it', () => {
    let s = empty();
    s = uiReducer(s, showAttention('Loja fechada'));
    s = uiReducer(s, showAttention('Loja fechada'));
    expect(s.dialogs).toHaveLength(1);
    expect(s.dialogs[0]).toMatchObject({ kind: 'attention', title: 'Atenção!', message: 'Loja fechada' });
  });

  it('lets the session-expired dialog replace the others and block new ones', () => {
    let s = empty();
    s = uiReducer(s, showAttention('a'));
    s = uiReducer(s, dialogShown({ kind: 'sessionExpired', title: 'Sessão expirada', message: 'x' }));
    s = uiReducer(s, showAttention('b'));
    expect(s.dialogs.map((d) => d.kind)).toEqual(['sessionExpired']);
  });

  it('gives toasts the 2 s default and keeps a longer duration when asked', () => {
    let s = empty();
    s = uiReducer(s, showToast('Salvo'));
    s = uiReducer(s, showToast('Perda de conexão com o servidor', 'error', 5000));
    expect(s.toasts.map((t) => [t.severity, t.durationMs])).toEqual([
      ['success', 2000],
      ['error', 5000],
    ]);
  });
});
