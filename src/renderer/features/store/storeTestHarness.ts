import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { vi } from 'vitest';
import type { Session, StoreDetail } from '../../../shared/api';
import { platformConfigFromOrigin } from '../../../shared/config';
import { SERVICES, type Services } from '../../app/services';
import { uiReducer } from '../../ui/uiSlice';
import { bannersReducer } from '../banners/bannersSlice';
import { realtimeReducer } from '../realtime/realtimeSlice';
import { initialSessionState, sessionReducer } from '../session/sessionSlice';
import { storeReducer } from './storeSlice';

/** Test-only: a store with the shell's slices, a saga and a scripted platform. */
export const TEST_SESSION: Session = {
  id_estabelecimento: 101,
  id_usuario: 1,
  nome: 'Pizzaria',
  hash: 'abc123',
  id_sessao: 's1',
  url_socket: '',
  canal_socket: 'loja-101',
  company: 'aiboo',
};

export const TEST_STORE: StoreDetail = {
  id_estabelecimento: 101,
  nome: 'Pizzaria Bella Napoli',
  logotipo: '',
  fechado: 'S',
  pedeai_id: null,
  upload_em_massa: false,
  loja_bloqueada: false,
  texto_bloqueada: '',
  entrega_minimo: 40,
  entrega_maximo: 60,
  aviso: false,
};

export const shellReducer = combineReducers({
  session: sessionReducer,
  ui: uiReducer,
  realtime: realtimeReducer,
  store: storeReducer,
  banners: bannersReducer,
});

export type ShellTestState = ReturnType<typeof shellReducer>;

/** answers: route key -> answer (a function gets the call's args; a thrown error rejects). */
export type Answers = Record<string, unknown>;

export function createShellTestStore(opts: {
  saga: () => Generator;
  answers?: Answers;
  jsonAnswers?: Answers;
  session?: Session | null;
  preloaded?: Partial<ShellTestState>;
}) {
  const actions: UnknownAction[] = [];
  const respond = (answers: Answers) =>
    vi.fn((key: string, args?: unknown): Promise<unknown> => {
      if (!(key in answers)) return Promise.reject(new Error(`sem resposta para ${key}`));
      const a = answers[key];
      try {
        return Promise.resolve(typeof a === 'function' ? (a as (args: unknown) => unknown)(args) : a);
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    });
  const legacy = respond(opts.answers ?? {});
  const json = respond(opts.jsonAnswers ?? {});
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: shellReducer,
    preloadedState: {
      session: initialSessionState(opts.session === undefined ? TEST_SESSION : opts.session),
      ...opts.preloaded,
    } as ShellTestState,
    middleware: (d) =>
      d({ thunk: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const services = {
    config: platformConfigFromOrigin('http://platform.example'),
    api: { legacy: { call: legacy }, json: { call: json } },
    storage: window.localStorage,
    navigate: vi.fn(),
    reload: vi.fn(),
  } as unknown as Services;
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = sagaMiddleware.run(opts.saga);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { store, actions, legacy, json, services, task, settle };
}
