import { browserSessionVault } from '../../session/sessionStorage';
import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware from 'redux-saga';
import { vi } from 'vitest';
import type { Session } from '../../../../shared/api';
import { platformConfigFromOrigin } from '../../../../shared/config';
import { ApiError } from '../../../api/apiError';
import type { ApiClients } from '../../../api/clients';
import { SERVICES, type Services } from '../../../app/services';
import { uiReducer } from '../../../ui/uiSlice';
import { chatReducer } from '../../chat/chatSlice';
import { initialSessionState, sessionReducer } from '../../session/sessionSlice';
import { couriersReducer } from '../couriersSlice';

/** Test-only: a store with the couriers and chat slices, a saga and a scripted platform. */
export const TEST_SESSION: Session = {
  id_estabelecimento: 101,
  id_usuario: 7,
  nome: 'Pizzaria',
  hash: 'abc123',
  id_sessao: 's1',
  url_socket: '',
  canal_socket: 'loja-101',
  company: 'aiboo',
};

const reducer = combineReducers({ session: sessionReducer, ui: uiReducer, couriers: couriersReducer, chat: chatReducer });
export type TestState = ReturnType<typeof reducer>;

/**
 * Scripted answers per base: route key -> value, or a function of the call's args (it may
 * throw, e.g. an ApiError, to make the call fail).
 */
export type Answers = Record<string, unknown>;

export function httpFailure(status: number, body: unknown): ApiError {
  return new ApiError('http', `Ops! Ocorreu um erro inesperado ${status}!`, status, body);
}

function scripted(answers: Answers) {
  return vi.fn((key: string, args?: unknown): Promise<unknown> => {
    if (!(key in answers)) return Promise.reject(new ApiError('network', `sem resposta para ${key}`));
    const a = answers[key];
    try {
      return Promise.resolve(typeof a === 'function' ? (a as (args: unknown) => unknown)(args) : a);
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

export function createTestStore(
  opts: {
    saga?: () => Generator;
    legacy?: Answers;
    json?: Answers;
    chat?: Answers;
    maps?: Answers;
    session?: Session | null;
  } = {},
) {
  const actions: UnknownAction[] = [];
  const calls = {
    legacy: scripted(opts.legacy ?? {}),
    json: scripted(opts.json ?? {}),
    chat: scripted(opts.chat ?? {}),
    maps: scripted(opts.maps ?? {}),
  };
  const api = {
    legacy: { base: 'legacy', call: calls.legacy },
    json: { base: 'json', call: calls.json },
    chat: { base: 'chat', call: calls.chat },
    maps: { base: 'maps', call: calls.maps },
  } as unknown as ApiClients;
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { session: initialSessionState(opts.session === undefined ? TEST_SESSION : opts.session) } as TestState,
    middleware: (d) =>
      d({ thunk: false, serializableCheck: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const services: Services = {
    config: platformConfigFromOrigin('http://sandbox.test'),
    api,
    storage: window.localStorage,
    vault: browserSessionVault(window.localStorage),
    navigate: vi.fn(),
    reload: vi.fn(),
  };
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = opts.saga ? sagaMiddleware.run(opts.saga) : null;
  return {
    store,
    calls,
    actions,
    task,
    /** types of the actions dispatched so far */
    types: () => actions.map((a) => a.type),
    dialogs: () => store.getState().ui.dialogs,
    toasts: () => store.getState().ui.toasts,
  };
}

export function renderWithStore(ui: ReactElement, store: ReturnType<typeof createTestStore>['store']) {
  return render(<Provider store={store}>{ui}</Provider>);
}

/** Lets pending promises and saga steps settle. */
export async function settle(ms = 0) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => setTimeout(resolve, 0));
}
