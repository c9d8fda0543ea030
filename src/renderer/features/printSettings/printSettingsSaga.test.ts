// @vitest-environment jsdom
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CloudPrintSettings, PrintSettings, Session } from '../../../shared/api';
import { CLOUD_PRINT_SETTINGS } from '../../../shared/test/printing';
import { ApiError } from '../../api/apiError';
import { SERVICES, type Services } from '../../app/services';
import { uiReducer } from '../../ui/uiSlice';
import { initialSessionState, loginRequested, loginSucceeded, logoutRequested, sessionExpired, sessionReducer } from '../session/sessionSlice';
import { sessionSaga } from '../session/sessionSaga';
import { SCREEN_DEFAULTS } from './model';
import { printSettingsSaga } from './printSettingsSaga';
import {
  printSettingsCloudCheckRequested,
  printSettingsReducer,
  printSettingsSaveRequested,
  printSettingsSyncRequested,
} from './printSettingsSlice';
import { selectPrintSettings } from './selectors';
import { loadPrintSettings, PRINT_SETTINGS_KEY, storePrintSettings } from './storage';

const SESSION = { id_estabelecimento: 101, hash: 'h', nome: 'Pizzaria' } as Session;

const CLOUD: CloudPrintSettings = { ...CLOUD_PRINT_SETTINGS, impressaoLayout: 3, tamanhoFonte: 8 };

type Platform = (key: string, args?: { body?: Record<string, unknown> }) => unknown;

function setup(platform: Platform, { session = SESSION }: { session?: Session | null } = {}) {
  const call = vi.fn((key: string, args?: { body?: Record<string, unknown> }) => Promise.resolve().then(() => platform(key, args)));
  // the saga calls a declaration (callEndpoint), which adds its method: recorded as the saga wrote the call
  const send = (key: string, { method: _method, ...args }: { method?: string; body?: Record<string, unknown> } = {}) => call(key, args);
  const storage = window.localStorage;
  const services = { api: { legacy: { call: send } }, storage, navigate: vi.fn() } as unknown as Services;
  const saga = createSagaMiddleware({ context: { [SERVICES]: services } });
  const store = configureStore({
    reducer: combineReducers({ ui: uiReducer, session: sessionReducer, printSettings: printSettingsReducer }),
    preloadedState: { session: initialSessionState(session) },
    middleware: (d) => d({ thunk: false }).concat(saga),
  });
  saga.run(printSettingsSaga);
  return { store, call, storage };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => window.localStorage.clear());

describe('start', () => {
  it('restores the settings saved on this machine, and does not ask the cloud for them', async () => {
    const saved: PrintSettings = { ...SCREEN_DEFAULTS, impressora: 'Caixa', qtdeCopia: 3 };
    storePrintSettings(window.localStorage, saved);
    const { store, call } = setup(() => ({ status: true, obj: CLOUD }));
    expect(selectPrintSettings(store.getState())).toEqual(saved);
    expect(store.getState().printSettings.saved).toEqual(saved);
    await settle();
    expect(call).not.toHaveBeenCalled();
  });

  it("a machine with nothing saved takes the store's cloud settings", async () => {
    const { store } = setup(() => ({ status: true, obj: CLOUD }));
    await settle();
    expect(selectPrintSettings(store.getState())).toMatchObject({ impressora: 'EPSON TM-T20 (Caixa)', impressaoLayout: 3, sincronizado: true });
    expect(loadPrintSettings(window.localStorage)).toMatchObject({ impressora: 'EPSON TM-T20 (Caixa)' });
  });

  it('after a login on a machine with nothing saved, too', async () => {
    const { store, call } = setup(() => ({ status: true, obj: CLOUD }), { session: null });
    await settle();
    expect(call).not.toHaveBeenCalled();
    store.dispatch(loginSucceeded(SESSION));
    await settle();
    expect(selectPrintSettings(store.getState()).impressaoLayout).toBe(3);
  });

});

describe("a new login keeps this computer's print settings (issue 45 item 1)", () => {
  /** The session's saga and this one, as the panel runs them: logout and expiry clear storage. */
  function withSessionSaga(cloud: CloudPrintSettings) {
    const vault = { load: () => null, save: vi.fn(), clear: vi.fn() };
    const answers = (key: string) =>
      key === 'login/index' ? { status: true, ...SESSION, id_usuario: 1, id_sessao: 's', url_socket: '', canal_socket: '', company: 'aiboo' } : { status: true, obj: cloud };
    const call = vi.fn((key: string) => Promise.resolve().then(() => answers(key)));
    const services = { api: { legacy: { call } }, storage: window.localStorage, navigate: vi.fn(), vault } as unknown as Services;
    const saga = createSagaMiddleware({ context: { [SERVICES]: services } });
    const store = configureStore({
      reducer: combineReducers({ ui: uiReducer, session: sessionReducer, printSettings: printSettingsReducer }),
      preloadedState: { session: initialSessionState(SESSION) },
      middleware: (d) => d({ thunk: false }).concat(saga),
    });
    saga.run(sessionSaga);
    saga.run(printSettingsSaga);
    const login = async () => {
      store.dispatch(loginRequested({ usuario: 'pizzaria', senha: 'senha123' }));
      await settle();
      await settle();
    };
    return { store, call, login };
  }

  // what this computer chose: the kitchen prints every category; the cloud keeps none of it
  const MINE: PrintSettings = {
    ...SCREEN_DEFAULTS,
    impressora: 'Caixa',
    impressorasCaixa: ['Caixa'],
    impressaoProducao: true,
    impressorasProducao: { '1': { impressora: 'Cozinha', agrupamento: false }, '2': { impressora: 'Cozinha', agrupamento: true } },
    printerCodePages: { Cozinha: 'cp860' },
    sincronizado: true,
  };

  for (const [how, end] of [
    ['logging out', logoutRequested()],
    ['an expired session', sessionExpired({ title: 'Sessão expirada' })],
  ] as const) {
    it(`${how} and logging in again keeps every print setting, in effect and in local storage`, async () => {
      storePrintSettings(window.localStorage, MINE);
      const { store, login } = withSessionSaga(CLOUD);
      await settle();
      store.dispatch(end);
      await settle();
      expect(selectPrintSettings(store.getState())).toEqual(MINE);
      expect(loadPrintSettings(window.localStorage)).toEqual(MINE);
      await login();
      expect(store.getState().session.session).not.toBeNull();
      expect(selectPrintSettings(store.getState())).toEqual(MINE);
      expect(loadPrintSettings(window.localStorage)).toEqual(MINE);
      expect(window.localStorage.getItem(PRINT_SETTINGS_KEY)).toContain('Cozinha');
    });
  }

  it("a sync after the new login takes the cloud's fields and keeps the printers the cloud does not hold", async () => {
    storePrintSettings(window.localStorage, MINE);
    const { store, login } = withSessionSaga(CLOUD);
    store.dispatch(logoutRequested());
    await settle();
    await login();
    store.dispatch(printSettingsSyncRequested());
    await settle();
    await settle();
    expect(selectPrintSettings(store.getState())).toMatchObject({
      impressaoLayout: 3,
      impressorasCaixa: ['Caixa'],
      impressorasProducao: MINE.impressorasProducao,
      printerCodePages: MINE.printerCodePages,
    });
  });
});

describe('cloud check and the no-cloud-settings warning (spec 02 §8)', () => {
  it('flags a store without cloud settings', async () => {
    const { store, call } = setup(() => ({ status: true, obj: null }));
    await settle();
    store.dispatch(printSettingsCloudCheckRequested());
    await settle();
    expect(call).toHaveBeenCalledWith('estabelecimentosimpressao/listar', { silent: true });
    expect(store.getState().printSettings).toMatchObject({ status: 'ready', cloudMissing: true });
  });

  it('does not flag a store with cloud settings, and keeps the local ones when there are some', async () => {
    const local = { ...SCREEN_DEFAULTS, impressora: 'Local' };
    storePrintSettings(window.localStorage, local);
    const { store } = setup(() => ({ status: true, obj: CLOUD }));
    store.dispatch(printSettingsCloudCheckRequested());
    await settle();
    expect(store.getState().printSettings.cloudMissing).toBe(false);
    expect(selectPrintSettings(store.getState()).impressora).toBe('Local');
  });

  it('a failed check is no warning', async () => {
    const { store } = setup(() => {
      throw new ApiError('network', 'Sem conexão com o servidor.');
    });
    store.dispatch(printSettingsCloudCheckRequested());
    await settle();
    expect(store.getState().printSettings).toMatchObject({ status: 'failed', cloudMissing: false });
  });
});

describe('Salvar Alterações', () => {
  it('posts the cloud fields with the store id, stores the settings locally and shows the server message for 5 s', async () => {
    storePrintSettings(window.localStorage, SCREEN_DEFAULTS);
    const { store, call } = setup((key) =>
      key === 'estabelecimentosimpressao/adicionar' ? { status: true, mensagem: 'Configurações de impressão salvas na nuvem.' } : { status: true },
    );
    const values: PrintSettings = {
      ...SCREEN_DEFAULTS,
      impressora: 'Caixa',
      tamanhoFonte: 12,
      impressorasProducao: { '11': { impressora: 'Forno', agrupamento: false } },
      printerCodePages: { Forno: 'cp860' },
    };
    store.dispatch(printSettingsSaveRequested(values));
    expect(store.getState().printSettings.saving).toBe(true);
    await settle();
    const body = call.mock.calls.find(([key]) => key === 'estabelecimentosimpressao/adicionar')?.[1]?.body;
    expect(body).toMatchObject({ defaultPrinter: 'Caixa', tamanhoFonte: 12, id_estabelecimento: 101 });
    expect(body).not.toHaveProperty('printerCodePages');
    const expected = { ...values, sincronizado: true };
    expect(selectPrintSettings(store.getState())).toEqual(expected);
    expect(store.getState().printSettings.saved).toEqual(expected);
    expect(loadPrintSettings(window.localStorage)).toEqual(expected);
    expect(store.getState().printSettings.saving).toBe(false);
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ message: 'Configurações de impressão salvas na nuvem.', severity: 'success', durationMs: 5000 }),
    ]);
    expect(call).toHaveBeenCalledWith('estabelecimentosimpressao/atualizar', { silent: true });
  });

  it('in Electron the QZ private key goes to the safe storage, not to local storage', async () => {
    const set = vi.fn(() => Promise.resolve());
    window.desktop = { secrets: { set } } as unknown as typeof window.desktop;
    try {
      const { store } = setup(() => ({ status: true, mensagem: 'ok' }));
      store.dispatch(printSettingsSaveRequested({ ...SCREEN_DEFAULTS, metodoImpressao: 'qz', qzCertificate: 'CERT', qzPrivate: 'KEY' }));
      await settle();
      expect(set).toHaveBeenCalledWith('qzPrivateKey', 'KEY');
      expect(loadPrintSettings(window.localStorage)).toMatchObject({ qzCertificate: 'CERT', qzPrivate: '' });
      expect(selectPrintSettings(store.getState()).qzPrivate).toBe('');
    } finally {
      delete window.desktop;
    }
  });

  it('in a browser the QZ private key stays in the settings', async () => {
    const { store } = setup(() => ({ status: true, mensagem: 'ok' }));
    store.dispatch(printSettingsSaveRequested({ ...SCREEN_DEFAULTS, qzPrivate: 'KEY' }));
    await settle();
    expect(loadPrintSettings(window.localStorage)?.qzPrivate).toBe('KEY');
  });

  it('a refusal shows "Atenção!" with the server text and keeps the previous settings', async () => {
    storePrintSettings(window.localStorage, SCREEN_DEFAULTS);
    const { store } = setup(() => ({ status: false, erro: 'Layout de impressão inválido.' }));
    store.dispatch(printSettingsSaveRequested({ ...SCREEN_DEFAULTS, qtdeCopia: 4 }));
    await settle();
    expect(store.getState().ui.dialogs).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Layout de impressão inválido.' })]);
    expect(selectPrintSettings(store.getState()).qtdeCopia).toBe(1);
    expect(loadPrintSettings(window.localStorage)?.qtdeCopia).toBe(1);
    expect(store.getState().ui.toasts).toEqual([]);
    expect(store.getState().printSettings.saving).toBe(false);
  });

  it('a network failure shows "Erro!" with the reason and saves nothing', async () => {
    storePrintSettings(window.localStorage, SCREEN_DEFAULTS);
    const { store } = setup(() => {
      throw new ApiError('network', 'Sem conexão com o servidor.');
    });
    store.dispatch(printSettingsSaveRequested({ ...SCREEN_DEFAULTS, qtdeCopia: 4 }));
    await settle();
    expect(store.getState().ui.dialogs).toEqual([expect.objectContaining({ kind: 'error', message: 'Sem conexão com o servidor.' })]);
    expect(selectPrintSettings(store.getState()).qtdeCopia).toBe(1);
  });

  it('an HTTP failure leaves the message to the central "Ops!" dialog', async () => {
    storePrintSettings(window.localStorage, SCREEN_DEFAULTS);
    const { store } = setup(() => {
      throw new ApiError('http', 'HTTP 500', 500);
    });
    store.dispatch(printSettingsSaveRequested({ ...SCREEN_DEFAULTS, qtdeCopia: 4 }));
    await settle();
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(store.getState().printSettings.saving).toBe(false);
  });
});

describe('Sincronizar com as configurações da nuvem', () => {
  it("replaces the local settings with the cloud's", async () => {
    const local: PrintSettings = { ...SCREEN_DEFAULTS, impressora: 'Local', tamanhoFonte: 16, impressorasCaixa: ['Balcão'] };
    storePrintSettings(window.localStorage, local);
    const { store } = setup(() => ({ status: true, obj: CLOUD }));
    store.dispatch(printSettingsSyncRequested());
    expect(store.getState().printSettings.syncing).toBe(true);
    await settle();
    expect(selectPrintSettings(store.getState())).toMatchObject({ impressora: 'EPSON TM-T20 (Caixa)', tamanhoFonte: 8, impressaoLayout: 3, impressorasCaixa: ['Balcão'] });
    expect(loadPrintSettings(window.localStorage)?.impressora).toBe('EPSON TM-T20 (Caixa)');
    expect(store.getState().printSettings.syncing).toBe(false);
    expect(store.getState().ui.toasts).toHaveLength(1);
  });

  it('with nothing in the cloud: keeps the local settings and raises the warning', async () => {
    const local = { ...SCREEN_DEFAULTS, impressora: 'Local' };
    storePrintSettings(window.localStorage, local);
    const { store } = setup(() => ({ status: true, obj: null, mensagem: 'Nenhuma configuração salva na nuvem.' }));
    store.dispatch(printSettingsSyncRequested());
    await settle();
    expect(selectPrintSettings(store.getState())).toEqual(local);
    expect(store.getState().printSettings.cloudMissing).toBe(true);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('a save clears the warning', async () => {
    const { store } = setup((key) => (key === 'estabelecimentosimpressao/listar' ? { status: true, obj: null } : { status: true, mensagem: 'ok' }));
    await settle();
    expect(store.getState().printSettings.cloudMissing).toBe(true);
    store.dispatch(printSettingsSaveRequested(SCREEN_DEFAULTS));
    await settle();
    expect(store.getState().printSettings.cloudMissing).toBe(false);
  });
});

it('the storage key is the one the print queue reads', () => {
  expect(PRINT_SETTINGS_KEY).toBe('painel.printSettings');
});
