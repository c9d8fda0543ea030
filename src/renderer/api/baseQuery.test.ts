// @vitest-environment jsdom
import createSagaMiddleware from 'redux-saga';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, type Endpoint, type Envelope } from '../../shared/api';
import { platformConfigFromOrigin } from '../../shared/config';
import type { Services } from '../app/services';
import { configureAppStore, platformClientHooks } from '../app/store';
import { initialSessionState, loggedOut } from '../features/session/sessionSlice';
import { browserSessionVault } from '../features/session/sessionStorage';
import { TEST_SESSION } from '../test/testStore';
import { answerHttpFrom, type FakeHttpReply } from '../test/fakeHttp';
import { createApiClients, type ApiClients } from './clients';
import { platformApi } from './platformApi';
import { createPlatformClient, type BaseName } from './platformClient';
import { selectUploadProgress } from './uploadsSlice';

/** A tiny contract of its own, served by every base, so each base's behaviour can be checked. */
type TestApi = {
  loja: Endpoint<'GET', undefined, Envelope & { nome: string }>;
  salvar: Endpoint<'POST', { nome: string }, Envelope>;
  foto: Endpoint<'POST', { arquivo: File }, Envelope & { url_imagem: string }>;
};
const METHODS = { loja: 'GET', salvar: 'POST', foto: 'POST' } as const;
const lojaSchema = z.object({ status: z.boolean(), nome: z.string() });

const testApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    loja: build.query<{ nome: string }, BaseName>({
      query: (base) => ({ base, key: 'loja', schema: lojaSchema }),
    }),
    salvar: build.mutation<unknown, { base: BaseName; nome: string; errorDialog?: boolean; errorToast?: boolean }>({
      query: ({ base, nome, errorDialog, errorToast }) => ({
        base,
        key: 'salvar',
        body: { nome },
        schema: envelopeSchema,
        feedback: errorDialog
          ? { refusal: 'error', success: { text: 'Salvo.' } }
          : errorToast
            ? { refusal: 'toast', httpRefusal: true }
            : undefined,
      }),
    }),
    foto: build.mutation<unknown, File>({
      query: (arquivo) => ({ base: 'legacy', key: 'foto', body: { arquivo }, multipart: true, progressKey: 'foto', schema: envelopeSchema }),
    }),
  }),
});

function setup(routes: Record<string, FakeHttpReply>) {
  let store: ReturnType<typeof configureAppStore> | null = null;
  const hooks = platformClientHooks(
    () => store?.getState() ?? null,
    (action) => store?.dispatch(action),
  );
  const config = platformConfigFromOrigin('http://platform.test');
  const api = createApiClients(config, hooks) as unknown as Record<BaseName, unknown>;
  const requests: Record<string, ReturnType<typeof answerHttpFrom>> = {};
  for (const base of ['legacy', 'merchant', 'json', 'ws2', 'upload', 'catalogue'] as const) {
    const client = createPlatformClient<TestApi>(base, `http://platform.test/${base}/`, base === 'legacy' || base === 'merchant' ? 'form' : 'json', METHODS, hooks);
    requests[base] = answerHttpFrom(client.http, routes);
    api[base] = client;
  }
  const services: Services = {
    config,
    api: api as unknown as ApiClients,
    storage: window.localStorage,
    vault: browserSessionVault(window.localStorage),
    navigate: vi.fn(),
    reload: vi.fn(),
  };
  store = configureAppStore({
    services,
    sagaMiddleware: createSagaMiddleware(),
    preloadedState: { session: initialSessionState(TEST_SESSION) },
  });
  const s = store;
  return {
    store: s,
    requests,
    dialogs: () => s.getState().ui.dialogs.map(({ kind, title, message }) => ({ kind, title, message })),
    toasts: () => s.getState().ui.toasts.map(({ message, severity, durationMs }) => ({ message, severity, durationMs })),
  };
}

describe('the data layer base query', () => {
  it('gives a load its checked answer, with the session as Basic credential, and shows nothing', async () => {
    const t = setup({ loja: { data: { status: true, nome: 'Pizzaria' } } });
    const result = await t.store.dispatch(testApi.endpoints.loja.initiate('legacy'));
    expect(result.data).toEqual({ nome: 'Pizzaria', status: true });
    expect(t.requests.legacy?.[0]?.headers.Authorization).toBe('Basic abc123');
    expect(t.dialogs()).toEqual([]);
    expect(t.toasts()).toEqual([]);
  });

  it('toasts the server mensagem of a save for 2 s', async () => {
    const t = setup({ salvar: { data: { status: true, mensagem: 'Categoria salva!' } } });
    const result = await t.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'Pizzas' }));
    expect('data' in result).toBe(true);
    expect(t.requests.legacy?.[0]?.data).toBe('nome=Pizzas');
    expect(t.toasts()).toEqual([{ message: 'Categoria salva!', severity: 'success', durationMs: 2000 }]);
    expect(t.dialogs()).toEqual([]);
  });

  it.each([
    ['erro', { status: false, erro: 'Nome já existe', mensagem: 'outra' }, 'Nome já existe'],
    ['mensagem', { status: false, mensagem: 'Sem permissão' }, 'Sem permissão'],
    ['erros', { status: false, erros: ['Arquivo muito grande.'] }, 'Arquivo muito grande.'],
    ['no field', { status: false }, 'O servidor não aceitou a alteração. Confira os dados e tente novamente.'],
  ])("shows a refused save's %s in 'Atenção!' and returns it as the error", async (_field, answer, text) => {
    const t = setup({ salvar: { data: answer } });
    const result = await t.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'x' }));
    expect(result.error).toMatchObject({ kind: 'refused', message: text });
    expect(t.dialogs()).toEqual([{ kind: 'attention', title: 'Atenção!', message: text }]);
    expect(t.toasts()).toEqual([]);
  });

  it("uses 'Erro!' and the fallback success text where the endpoint says so", async () => {
    const refused = setup({ salvar: { data: { status: false, erros: 'CPF inválido' } } });
    await refused.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'x', errorDialog: true }));
    expect(refused.dialogs()).toEqual([{ kind: 'error', title: 'Erro!', message: 'CPF inválido' }]);
    const ok = setup({ salvar: { data: { status: true } } });
    await ok.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'x', errorDialog: true }));
    expect(ok.toasts()).toEqual([{ message: 'Salvo.', severity: 'success', durationMs: 2000 }]);
  });

  it("shows a refusal in a 4 s error toast, an HTTP 4xx's message included, where the endpoint says so", async () => {
    const refused = setup({ salvar: { data: { status: false, message: 'Pedido sem multa.' } } });
    const first = await refused.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'json', nome: 'x', errorToast: true }));
    expect(first.error).toMatchObject({ kind: 'refused', message: 'Pedido sem multa.' });
    expect(refused.toasts()).toEqual([{ message: 'Pedido sem multa.', severity: 'error', durationMs: 4000 }]);
    expect(refused.dialogs()).toEqual([]);

    const http = setup({ salvar: { status: 422, data: { message: 'Já existe uma solicitação para este pedido.' } } });
    const second = await http.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'json', nome: 'x', errorToast: true }));
    expect(second.error).toMatchObject({ kind: 'refused', status: 422, message: 'Já existe uma solicitação para este pedido.' });
    expect(http.toasts()).toEqual([{ message: 'Já existe uma solicitação para este pedido.', severity: 'error', durationMs: 4000 }]);
    expect(http.dialogs()).toEqual([]);

    const broken = setup({ salvar: { status: 500, data: { message: 'SQLSTATE[42S02]' } } });
    const third = await broken.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'json', nome: 'x', errorToast: true }));
    expect(third.error).toMatchObject({ kind: 'http', status: 500 });
    expect(broken.toasts()).toEqual([{ message: 'Ops! Ocorreu um erro inesperado 500!', severity: 'error', durationMs: 4000 }]);
    expect(broken.dialogs()).toEqual([]);
  });

  it('keeps a refused load to the screen: the error carries the text, no dialog', async () => {
    const t = setup({ loja: { data: { status: false, erro: 'Loja não encontrada' } } });
    const result = await t.store.dispatch(testApi.endpoints.loja.initiate('legacy'));
    expect(result.error).toMatchObject({ kind: 'refused', message: 'Loja não encontrada' });
    expect(t.dialogs()).toEqual([]);
  });

  it('turns the 401 envelope into the end of the session, without the generic dialog', async () => {
    const t = setup({ salvar: { status: 401, data: { status: false, code: 401, erro: 'Sessão expirada', mensagem: 'x' } } });
    const result = await t.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'x' }));
    // the session ended while the call was under way: the data layer was reset and the call with it
    expect(result.error).toBeDefined();
    // the session saga (not running here) shows the dialog titled with erro on sessionExpired
    expect(t.store.getState().session.session).toBeNull();
    expect(t.dialogs()).toEqual([]);
  });

  it.each(['legacy', 'merchant', 'json', 'upload', 'catalogue'] as const)(
    "shows 'Ops! Ocorreu um erro inesperado 500!' for a failed save on the %s base",
    async (base) => {
      const t = setup({ salvar: { status: 500, data: { erro: 'boom' } } });
      const result = await t.store.dispatch(testApi.endpoints.salvar.initiate({ base, nome: 'x' }));
      expect(result.error).toMatchObject({ kind: 'http', status: 500, message: 'Ops! Ocorreu um erro inesperado 500!' });
      expect(t.dialogs()).toEqual([
        {
          kind: 'unexpected',
          title: 'Ops! Ocorreu um erro inesperado 500!',
          message: 'Uma equipe de fominhas altamente treinados já foi acionada para resolver o problema!',
        },
      ]);
    },
  );

  it("names the second service: 'Ops! Ocorreu um erro inesperado ws2 500!'", async () => {
    const t = setup({ salvar: { status: 500, data: {} } });
    await t.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'ws2', nome: 'x' }));
    expect(t.dialogs()[0]?.title).toBe('Ops! Ocorreu um erro inesperado ws2 500!');
  });

  it('leaves an HTTP failure of a load to the screen (its error state), without the dialog', async () => {
    const t = setup({ loja: { status: 503, data: {} } });
    const result = await t.store.dispatch(testApi.endpoints.loja.initiate('json'));
    expect(result.error).toMatchObject({ kind: 'http', message: 'Ops! Ocorreu um erro inesperado 503!' });
    expect(t.dialogs()).toEqual([]);
  });

  it("says a save's network failure in 'Erro!', and a load's only to the screen", async () => {
    const t = setup({});
    const save = await t.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'x' }));
    expect(save.error).toMatchObject({ kind: 'network', message: expect.stringMatching(/^Não foi possível conectar ao servidor/) });
    expect(t.dialogs()).toEqual([{ kind: 'error', title: 'Erro!', message: expect.stringMatching(/^Não foi possível conectar/) }]);
    const load = await t.store.dispatch(testApi.endpoints.loja.initiate('legacy'));
    expect(load.error).toMatchObject({ kind: 'network' });
    expect(t.dialogs()).toHaveLength(1);
  });

  it('turns an answer of the wrong shape into a clear message, never a crash', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = setup({ loja: { data: { status: true, nome: 42 } }, salvar: { data: '<html>502</html>' } });
    const load = await t.store.dispatch(testApi.endpoints.loja.initiate('legacy'));
    expect(load.error).toMatchObject({ kind: 'malformed', message: expect.stringMatching(/formato que o painel não reconhece/) });
    expect(t.dialogs()).toEqual([]);
    const save = await t.store.dispatch(testApi.endpoints.salvar.initiate({ base: 'legacy', nome: 'x' }));
    expect(save.error).toMatchObject({ kind: 'malformed' });
    expect(t.dialogs()).toEqual([{ kind: 'error', title: 'Erro!', message: expect.stringMatching(/formato que o painel não reconhece/) }]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends an upload as multipart and keeps its progress under its key until it ends', async () => {
    const t = setup({ foto: { data: { status: true, mensagem: 'Imagem enviada', url_imagem: 'http://x/foto.png' } } });
    const seen: Array<number | null> = [];
    const unsubscribe = t.store.subscribe(() => seen.push(selectUploadProgress(t.store.getState(), 'foto')));
    const file = new File(['x'.repeat(1000)], 'foto.png', { type: 'image/png' });
    const result = await t.store.dispatch(testApi.endpoints.foto.initiate(file));
    unsubscribe();
    expect('data' in result).toBe(true);
    expect(t.requests.legacy?.[0]?.data).toBeInstanceOf(FormData);
    expect((t.requests.legacy?.[0]?.data as FormData).get('arquivo')).toBeInstanceOf(File);
    expect(seen.filter((p, i) => p !== seen[i - 1])).toEqual([null, 50, 100, null]);
    expect(selectUploadProgress(t.store.getState(), 'foto')).toBeNull();
  });

  it('empties the cache when the session ends, in the same step', async () => {
    const t = setup({ loja: { data: { status: true, nome: 'Pizzaria' } } });
    await t.store.dispatch(testApi.endpoints.loja.initiate('legacy'));
    expect(testApi.endpoints.loja.select('legacy')(t.store.getState()).data).toEqual({ status: true, nome: 'Pizzaria' });
    const states: unknown[] = [];
    const unsubscribe = t.store.subscribe(() => states.push(testApi.endpoints.loja.select('legacy')(t.store.getState()).data));
    t.store.dispatch(loggedOut());
    unsubscribe();
    expect(states).toEqual(states.map(() => undefined));
    expect(testApi.endpoints.loja.select('legacy')(t.store.getState()).data).toBeUndefined();
  });
});
