/**
 * Test-only: the app's store (its root reducer, so every slice a mounted component reads is
 * there) with a saga, a platform whose answers come from a table, and a record of every action.
 * The area kits beside it (orders, shell, printing, couriers, desktop) build on it; session.tsx
 * keeps its own store (see there).
 *
 * Naming in src/renderer/test and src/shared/test: one file per area (`<area>.ts(x)`), the
 * area's store `create<Area>TestStore` (this base: createTestStore), fixtures `make<Thing>`,
 * stand-ins `Fake<Thing>` or `createFake<Thing>`, sample data in UPPER_CASE.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { vi } from 'vitest';
import type { Session } from '../../shared/api';
import { platformConfigFromOrigin } from '../../shared/config';
import { ApiError } from '../api/apiError';
import type { ApiClients } from '../api/clients';
import type { BaseName } from '../api/platformClient';
import { SERVICES, type Services } from '../app/services';
import { rootReducer, type RootState } from '../app/rootReducer';
import { configureAppStore } from '../app/store';
import { initialSessionState } from '../features/session/sessionSlice';
import { browserSessionVault } from '../features/session/sessionStorage';

/** the platform's address in these tests (nothing listens there: answers come from tables) */
export const TEST_PLATFORM_ORIGIN = 'http://platform.example';

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

/**
 * Scripted answers: route key -> value, or a function of the call's args (it may throw, e.g. an
 * ApiError, to make the call fail). A key without an answer fails as an unreachable platform.
 */
export type Answers = Record<string, unknown>;

export function scriptedCalls(answers: Answers) {
  return vi.fn((key: string, args?: unknown): Promise<unknown> => {
    if (!(key in answers)) return Promise.reject(new ApiError('network', `sem resposta para ${key}`));
    const answer = answers[key];
    try {
      return Promise.resolve(typeof answer === 'function' ? (answer as (args: unknown) => unknown)(args) : answer);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

/**
 * A call as the saga wrote it: callEndpoint (api/callEndpoint.ts) adds the declaration's method,
 * which the table of answers does not need; a call with nothing else is recorded without args.
 */
function asWritten(args?: object): [] | [object] {
  if (!args) return [];
  const { method: _method, ...written } = args as { method?: unknown };
  return 'method' in args && Object.keys(written).length === 0 ? [] : [written];
}

const BASES: readonly BaseName[] = ['legacy', 'merchant', 'json', 'ws2', 'upload', 'catalogue', 'chat', 'maps'];

export interface TestStoreOptions {
  saga?: () => Generator;
  /** answers per base */
  legacy?: Answers;
  merchant?: Answers;
  json?: Answers;
  ws2?: Answers;
  upload?: Answers;
  catalogue?: Answers;
  chat?: Answers;
  maps?: Answers;
  /** the logged-in session (default TEST_SESSION; null: logged out) */
  session?: Session | null;
  /** slices to start from instead of their initial state */
  preloaded?: Partial<RootState>;
  storage?: Storage;
}

export function createTestStore(opts: TestStoreOptions = {}) {
  const actions: UnknownAction[] = [];
  const calls = Object.fromEntries(BASES.map((base) => [base, scriptedCalls(opts[base] ?? {})])) as Record<
    BaseName,
    ReturnType<typeof scriptedCalls>
  >;
  // as the real client (api/platformClient.ts): a key called without its method is refused; an
  // endpoint is called through its declaration (callEndpoint or request()), which carries it
  const call = (base: BaseName) => (key: string, args?: object) =>
    args && 'method' in args
      ? calls[base](key, ...asWritten(args))
      : Promise.reject(new ApiError('malformed', `Chamada desconhecida: ${key}`));
  const api = Object.fromEntries(BASES.map((base) => [base, { base, call: call(base) }])) as unknown as ApiClients;
  const sagaMiddleware = createSagaMiddleware();
  const initial = rootReducer(undefined, { type: '@@init' });
  const storage = opts.storage ?? window.localStorage;
  const services: Services = {
    config: platformConfigFromOrigin(TEST_PLATFORM_ORIGIN),
    api,
    storage,
    vault: browserSessionVault(storage),
    navigate: vi.fn(),
    reload: vi.fn(),
  };
  const store = configureAppStore({
    services,
    sagaMiddleware,
    checks: false,
    preloadedState: {
      ...initial,
      session: initialSessionState(opts.session === undefined ? TEST_SESSION : opts.session),
      ...opts.preloaded,
    },
    extraMiddleware: [
      () => (next) => (action) => {
        actions.push(action as UnknownAction);
        return next(action);
      },
    ],
  });
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = opts.saga ? sagaMiddleware.run(opts.saga) : null;
  return {
    store,
    actions,
    calls,
    services,
    task,
    /** starts a saga on this store (a saga started again after a crash, as rootSaga does) */
    run: sagaMiddleware.run,
    /** types of the actions dispatched so far */
    types: () => actions.map((a) => a.type),
    dialogs: () => store.getState().ui.dialogs,
    toasts: () => store.getState().ui.toasts,
    /** lets pending promises and the sagas waiting on them run */
    settle: async (rounds = 3) => {
      for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
    },
  };
}

export type TestStore = ReturnType<typeof createTestStore>['store'];

export function renderWithStore(ui: ReactElement, store: TestStore) {
  return render(<Provider store={store}>{ui}</Provider>);
}
