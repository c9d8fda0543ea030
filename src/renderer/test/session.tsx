/**
 * Test-only helpers of the session feature: a real store (root reducer, the session and recovery
 * sagas, the real platform client) whose HTTP answers come from a table instead of a network.
 * It does not build on testStore on purpose: login, recovery and session expiry are tested
 * through the real axios clients (envelopes, encodings, the 401 handling), with only the
 * adapter faked, where testStore scripts the clients' calls themselves.
 */
import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import createSagaMiddleware from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import { vi } from 'vitest';
import type { Session } from '../../shared/api';
import { platformConfigFromOrigin } from '../../shared/config';
import { createApiClients } from '../api/clients';
import { RequireSession } from '../app/RequireSession';
import { SERVICES, type Services } from '../app/services';
import { rootReducer, type RootState } from '../app/rootReducer';
import { DialogHost } from '../ui/DialogHost';
import { LoginPage } from '../features/session/LoginPage';
import { passwordRecoverySaga } from '../features/session/passwordRecoverySaga';
import { initialPasswordRecoveryState, type PasswordRecoveryState } from '../features/session/passwordRecoverySlice';
import { sessionExpired, initialSessionState } from '../features/session/sessionSlice';
import { sessionSaga } from '../features/session/sessionSaga';
import { browserSessionVault } from '../features/session/sessionStorage';

/** What the fake platform answers: a body (HTTP 200), an HTTP status with a body, or no answer. */
export type FakeReply = { status?: number; data: unknown } | 'network';
export type FakeRoute = (body: Record<string, string>) => FakeReply;

export interface Request {
  url: string;
  body: Record<string, string>;
}

export const PIZZARIA_SESSION: Session = {
  id_estabelecimento: 101,
  id_usuario: 1,
  nome: 'Pizzaria Bella Napoli',
  hash: 'hash-pizzaria',
  id_sessao: 's1',
  url_socket: 'http://sandbox.test',
  canal_socket: 'loja-101',
  company: 'aiboo',
};

export function createSessionTestStore(
  opts: { session?: Session | null; routes?: Record<string, FakeRoute>; recovery?: Partial<PasswordRecoveryState> } = {},
) {
  const routes = opts.routes ?? {};
  const actions: UnknownAction[] = [];
  const requests: Request[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: initialSessionState(opts.session ?? null),
      passwordRecovery: { ...initialPasswordRecoveryState, ...opts.recovery },
    } satisfies Partial<RootState>,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(recorder, sagaMiddleware),
  });
  const config = platformConfigFromOrigin('http://sandbox.test');
  const api = createApiClients(config, {
    getHash: () => store.getState().session.session?.hash ?? null,
    onSessionExpired: (title) => store.dispatch(sessionExpired({ title })),
    onUnexpectedStatus: () => undefined,
  });
  api.legacy.http.defaults.adapter = (cfg: InternalAxiosRequestConfig) => {
    const url = cfg.url ?? '';
    const body = Object.fromEntries(new URLSearchParams(typeof cfg.data === 'string' ? cfg.data : ''));
    requests.push({ url, body });
    const route = routes[url];
    const reply = route ? route(body) : 'network';
    if (reply === 'network') return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, cfg));
    const response = { data: reply.data, status: reply.status ?? 200, statusText: '', headers: new AxiosHeaders(), config: cfg };
    if (response.status >= 400) {
      return Promise.reject(new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, cfg, null, response));
    }
    return Promise.resolve(response);
  };
  // navigate goes wherever renderLogin points it (the test's router), and is recorded.
  const navigation = { to: (_path: string): void => undefined };
  const services: Services = {
    config,
    api,
    storage: window.localStorage,
    vault: browserSessionVault(window.localStorage),
    navigate: vi.fn((path: string) => navigation.to(path)),
    reload: vi.fn(),
  };
  sagaMiddleware.setContext({ [SERVICES]: services });
  sagaMiddleware.run(function* () {
    yield all([call(sessionSaga), call(passwordRecoverySaga)]);
  });
  return { store, actions, requests, services, navigation };
}

export type SessionTestStore = ReturnType<typeof createSessionTestStore>;

/** The login page at `path` (with the dialog host), plus a guarded stand-in for the orders screen. */
export function renderLogin(path: string, testStore: SessionTestStore = createSessionTestStore()) {
  const page = <LoginPage />;
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/login', element: page },
      { path: '/login/:usuario/:hash', element: page },
      { path: '/auth', element: page },
      {
        path: '/pedidos',
        element: (
          <RequireSession>
            <p>Tela de pedidos</p>
          </RequireSession>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  testStore.navigation.to = (to) => void router.navigate(to);
  const view = render(
    <Provider store={testStore.store}>
      <RouterProvider router={router} />
      <DialogHost onLogin={() => void router.navigate('/login')} onReload={() => undefined} />
    </Provider>,
  );
  return { ...testStore, ...view, router };
}

/** 'pizzaria' in base64, as an auto-login link carries it. */
export const PIZZARIA_B64 = btoa('pizzaria');
