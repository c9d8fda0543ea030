// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { dialogClosed } from '../../ui/uiSlice';
import {
  codeSubmitted,
  documentSubmitted,
  establishmentSubmitted,
  newPasswordSubmitted,
  recoveryFormSubmitted,
  recoveryOpened,
} from './passwordRecoverySlice';
import { createSessionTestStore as createTestStore, type FakeRoute } from '../../test/session';

const ESTABLISHMENTS = [
  { id_estabelecimento: 101, nome: 'Pizzaria Bella Napoli', razao_social: 'Bella Napoli Ltda', endereco_bairro: 'Centro' },
  { id_estabelecimento: 102, nome: 'Bella Napoli Express', razao_social: 'Bella Napoli Ltda', endereco_bairro: 'Moema' },
];

const happyRoutes: Record<string, FakeRoute> = {
  'login/redefinir': () => ({ data: { status: true, estabelecimentos: ESTABLISHMENTS } }),
  'login/redefinirSenha': () => ({ data: { status: true, opcoes: { email: 'pi***@bella.com.br', telefone: '(11) *****-4321' } } }),
  'login/enviarCodigo': () => ({ data: { status: true, uuid: 'uuid-1', usuario: 'pizzaria' } }),
  'login/salvarSenha': () => ({ data: { status: true, message: 'ok' } }),
};

afterEach(() => {
  vi.useRealTimers();
});

async function throughStep4(t: ReturnType<typeof createTestStore>) {
  const state = () => t.store.getState().passwordRecovery;
  t.store.dispatch(recoveryOpened());
  t.store.dispatch(documentSubmitted({ cnpj: '12345678000190' }));
  await waitFor(() => expect(state().step).toBe(1));
  t.store.dispatch(establishmentSubmitted({ estabelecimento: 101 }));
  await waitFor(() => expect(state().step).toBe(2));
  t.store.dispatch(newPasswordSubmitted({ senha: 'novaSenha1' }));
  t.store.dispatch(recoveryFormSubmitted({ forma: 'sms' }));
  await waitFor(() => expect(state().step).toBe(4));
}

describe('passwordRecoverySaga', () => {
  it('walks the five steps with the calls and payloads of the contract', async () => {
    const t = createTestStore({ routes: happyRoutes });
    const before = Date.now();
    await throughStep4(t);
    const s = t.store.getState().passwordRecovery;
    expect(s.establishments).toEqual(ESTABLISHMENTS);
    expect(s.options).toEqual({ email: 'pi***@bella.com.br', telefone: '(11) *****-4321' });
    expect(s.uuid).toBe('uuid-1');
    expect(s.codeExpiresAt! - before).toBeGreaterThanOrEqual(300_000);
    expect(s.codeExpiresAt! - Date.now()).toBeLessThanOrEqual(300_000);

    t.store.dispatch(codeSubmitted({ codigo: ' 123456 ' }));
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    expect(t.requests.map((r) => [r.url, r.body])).toEqual([
      ['login/redefinir', { cnpj: '12345678000190' }],
      ['login/redefinirSenha', { cnpj: '12345678000190', estabelecimento: '101' }],
      ['login/enviarCodigo', { cnpj: '12345678000190', estabelecimento: '101', forma: 'sms' }],
      ['login/salvarSenha', { estabelecimento: '101', codigo: '123456', uuid: 'uuid-1', valor: 'novaSenha1' }],
    ]);
  });

  it("shows 'Senha alterada com sucesso' with the user name and reloads only after it is closed", async () => {
    const t = createTestStore({ routes: happyRoutes });
    await throughStep4(t);
    t.store.dispatch(codeSubmitted({ codigo: '123456' }));
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    const dialog = t.store.getState().ui.dialogs[0]!;
    expect(dialog.title).toBe('Senha alterada com sucesso');
    expect(dialog.message).toContain('pizzaria');
    expect(t.store.getState().passwordRecovery.open).toBe(false);
    expect(t.services.reload).not.toHaveBeenCalled();
    t.store.dispatch(dialogClosed(dialog.id));
    await waitFor(() => expect(t.services.reload).toHaveBeenCalledTimes(1));
  });

  it("shows the server's refusal in an 'Erro!' dialog and stays on the step", async () => {
    const t = createTestStore({
      routes: { ...happyRoutes, 'login/salvarSenha': () => ({ data: { status: false, message: 'Código inválido.' } }) },
    });
    await throughStep4(t);
    t.store.dispatch(codeSubmitted({ codigo: '000000' }));
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    expect(t.store.getState().ui.dialogs[0]).toMatchObject({ kind: 'error', title: 'Erro!', message: 'Código inválido.' });
    expect(t.store.getState().passwordRecovery).toMatchObject({ open: true, step: 4, busy: false });
    expect(t.services.reload).not.toHaveBeenCalled();
  });

  it('says when no establishment matches the document', async () => {
    const t = createTestStore({ routes: { 'login/redefinir': () => ({ data: { status: true, estabelecimentos: [] } }) } });
    t.store.dispatch(recoveryOpened());
    t.store.dispatch(documentSubmitted({ cnpj: '11111111111' }));
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    expect(t.store.getState().ui.dialogs[0]!.message).toBe(MESSAGES.recoveryNoEstablishment);
    expect(t.store.getState().passwordRecovery).toMatchObject({ step: 0, busy: false });
  });

  it('shows the network message when the platform does not answer', async () => {
    const t = createTestStore({ routes: {} });
    t.store.dispatch(recoveryOpened());
    t.store.dispatch(documentSubmitted({ cnpj: '12345678000190' }));
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    expect(t.store.getState().ui.dialogs[0]).toMatchObject({ title: 'Erro!', message: MESSAGES.networkFailure });
  });

  it('refuses a code once its 5 minutes are over, without calling the platform', async () => {
    const t = createTestStore({ routes: happyRoutes });
    await throughStep4(t);
    vi.useFakeTimers({ now: Date.now() + 300_000 });
    t.store.dispatch(codeSubmitted({ codigo: '123456' }));
    vi.useRealTimers();
    await waitFor(() => expect(t.store.getState().ui.dialogs).toHaveLength(1));
    expect(t.store.getState().ui.dialogs[0]!.message).toBe(MESSAGES.recoveryCodeExpired);
    expect(t.requests.some((r) => r.url === 'login/salvarSenha')).toBe(false);
  });
});
