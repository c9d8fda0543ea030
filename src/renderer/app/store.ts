import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { PlatformConfig } from '../../shared/config';
import { createApiClients } from '../api/clients';
import { initialSessionState, sessionExpired, sessionReducer } from '../features/session/sessionSlice';
import { browserSessionVault, type SessionVault } from '../features/session/sessionStorage';
import { dialogShown, uiReducer } from '../ui/uiSlice';
import { MESSAGES } from '../ui/messages';
import { rootSaga } from './rootSaga';
import { SERVICES, type Services } from './services';
import { featureReducers } from './featureReducers';

export const rootReducer = combineReducers({
  ui: uiReducer,
  session: sessionReducer,
  ...featureReducers,
});

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreDeps {
  config: PlatformConfig;
  storage?: Storage;
  vault?: SessionVault;
  navigate?: (path: string) => void;
  reload?: () => void;
}

export function createAppStore(deps: StoreDeps) {
  const storage = deps.storage ?? window.localStorage;
  const vault = deps.vault ?? browserSessionVault(storage);
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { session: initialSessionState(vault.load()) },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });

  const api = createApiClients(deps.config, {
    getHash: () => store.getState().session.session?.hash ?? null,
    onSessionExpired: (title) => store.dispatch(sessionExpired({ title })),
    onUnexpectedStatus: (status, base) =>
      store.dispatch(
        dialogShown({
          kind: 'unexpected',
          title: base === 'ws2' ? MESSAGES.genericErrorTitleWs2(status) : MESSAGES.genericErrorTitle(status),
          message: MESSAGES.genericErrorBody,
        }),
      ),
  });

  const services: Services = {
    config: deps.config,
    api,
    storage,
    vault,
    navigate: deps.navigate ?? ((path) => window.history.pushState(null, '', path)),
    reload: deps.reload ?? (() => window.location.reload()),
  };
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = sagaMiddleware.run(rootSaga);
  return { store, services, task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
