// @vitest-environment jsdom
import type { Session } from '../../../shared/api';
import { browserSessionVault, clearStorage, desktopSessionVault } from './sessionStorage';

const session = { hash: 'h-1', nome: 'Pizzaria', id_estabelecimento: 101 } as Session;

function fakeSecrets(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  return {
    store,
    secrets: {
      get: vi.fn((key: string) => Promise.resolve(store.get(key) ?? null)),
      set: vi.fn((key: string, value: string) => Promise.resolve(void store.set(key, value))),
      delete: vi.fn((key: string) => Promise.resolve(void store.delete(key))),
    },
  };
}

describe('session vault', () => {
  it('keeps the session in local storage in a browser, and drops a corrupt one', () => {
    const vault = browserSessionVault(localStorage);
    expect(vault.load()).toBeNull();
    vault.save(session);
    expect(vault.load()?.hash).toBe('h-1');
    localStorage.setItem('painel.session', '{não é json');
    expect(vault.load()).toBeNull();
  });

  it('keeps the session in safe storage in Electron, never in local storage', async () => {
    const { store, secrets } = fakeSecrets();
    const vault = await desktopSessionVault({ secrets });
    vault.save(session);
    expect(vault.load()?.hash).toBe('h-1');
    await Promise.resolve();
    expect(JSON.parse(store.get('session')!)).toMatchObject({ hash: 'h-1' });
    expect(localStorage.length).toBe(0);
    vault.clear();
    expect(vault.load()).toBeNull();
    expect(secrets.delete).toHaveBeenCalledWith('session');
  });

  it('restores the stored session at start, and starts logged out when safe storage fails', async () => {
    const { secrets } = fakeSecrets({ session: JSON.stringify(session) });
    expect((await desktopSessionVault({ secrets })).load()?.hash).toBe('h-1');
    secrets.get.mockRejectedValueOnce(new Error('criptografia indisponível'));
    const errors: unknown[] = [];
    expect((await desktopSessionVault({ secrets }, (e) => errors.push(e))).load()).toBeNull();
    expect(errors).toHaveLength(1);
  });
});

describe('clearing storage at the end of a session', () => {
  it("forgets the user but keeps the print ledger, the unprinted jobs and this computer's print settings", () => {
    localStorage.setItem('painel.session', '{"hash":"h"}');
    localStorage.setItem('painel.printSettings', '{}');
    localStorage.setItem('painel.printLedger.10:1:caixa:Caixa', '1');
    localStorage.setItem('painel.printJob.j1', '{}');
    localStorage.setItem('painel.printOwedMarks', '{}');
    localStorage.setItem('painel.printAutoAccepted', '{}');
    // the single keys of earlier versions, not migrated yet
    localStorage.setItem('painel.printLedger', '{"k":1}');
    localStorage.setItem('painel.printPending', '[]');
    clearStorage(localStorage);
    expect(Object.keys({ ...localStorage }).sort()).toEqual([
      'painel.printAutoAccepted',
      'painel.printJob.j1',
      'painel.printLedger',
      'painel.printLedger.10:1:caixa:Caixa',
      'painel.printOwedMarks',
      'painel.printPending',
      'painel.printSettings',
    ]);
  });
});
