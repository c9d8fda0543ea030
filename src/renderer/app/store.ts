import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import createSagaMiddleware, { type SagaMiddleware } from 'redux-saga';
import type { PlatformConfig } from '../../shared/config';
import { createApiClients } from '../api/clients';
import type { ClientHooks } from '../api/platformClient';
import { platformApi } from '../api/platformApi';
import { initialSessionState, sessionExpired } from '../features/session/sessionSlice';
import { browserSessionVault, type SessionVault } from '../features/session/sessionStorage';
import { dialogShown } from '../ui/uiSlice';
import { MESSAGES } from '../ui/messages';
import { pipelineNotifications } from './pipelineNotifications';
import { orderAdded } from '../features/orders/ordersSlice';
import { rootReducer, sessionChanged, type RootState } from './rootReducer';
import { rootSaga } from './rootSaga';
import { SERVICES, type Services } from './services';

export type { RootState } from './rootReducer';

// Immer deep-freezes every new value a reducer stores, a whole order at each copy: a burst of
// orders paid for it on every step. Development and the tests keep freezing (and Redux Toolkit's
// immutability check), which is where a reducer that mutates is caught.
if (import.meta.env.PROD) setAutoFreeze(false);

export interface StoreDeps {
  config: PlatformConfig;
  storage?: Storage;
  vault?: SessionVault;
  navigate?: (path: string) => void;
  reload?: () => void;
}

/** The data layer's middleware forgets the previous session's subscriptions and timers too. */
const cacheReset: Middleware = ({ dispatch }) => (next) => (action) => {
  const result = next(action);
  // The reducer already emptied the cache in this same step (rootReducer.ts).
  if (sessionChanged(action)) dispatch(platformApi.util.resetApiState());
  return result;
};

export interface ConfigureOptions {
  services: Services;
  sagaMiddleware: SagaMiddleware;
  preloadedState?: Partial<RootState>;
  /** more middleware before the sagas (tests record actions) */
  extraMiddleware?: Middleware[];
  /** Redux Toolkit's development checks (tests turn them off) */
  checks?: boolean;
}

/**
 * The app's store: the root reducer, RTK Query's middleware (it needs thunks, whose extra
 * argument is the Services its base query calls the platform through), then the sagas. Uploads
 * put File objects in a save's arguments, which are not serialisable and need not be.
 */
export function configureAppStore({ services, sagaMiddleware, preloadedState, extraMiddleware = [], checks = true }: ConfigureOptions) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: services },
        serializableCheck: checks ? { ignoredPaths: [/^platformApi\.mutations\.[^.]+\.originalArgs/] } : false,
        immutableCheck: checks,
      }).concat(platformApi.middleware, cacheReset, ...extraMiddleware, sagaMiddleware),
    enhancers: (getDefault) => getDefault().concat(pipelineNotifications((before, after) => orderAdded(before as RootState, after as RootState))),
  });
}

type AppStoreOf = ReturnType<typeof configureAppStore>;

/**
 * What the platform clients need from the store: the session hash for the Basic credential, and
 * the dialogs of an expired session and of any other HTTP failure (spec 01 §8).
 */
export function platformClientHooks(getState: () => RootState | null, dispatch: (action: UnknownAction) => void): ClientHooks {
  return {
    getHash: () => getState()?.session.session?.hash ?? null,
    onSessionExpired: (title) => dispatch(sessionExpired({ title })),
    onUnexpectedStatus: (status, base) =>
      dispatch(
        dialogShown({
          kind: 'unexpected',
          title: base === 'ws2' ? MESSAGES.genericErrorTitleWs2(status) : MESSAGES.genericErrorTitle(status),
          message: MESSAGES.genericErrorBody,
        }),
      ),
  };
}

export function createAppStore(deps: StoreDeps) {
  const storage = deps.storage ?? window.localStorage;
  const vault = deps.vault ?? browserSessionVault(storage);
  const sagaMiddleware = createSagaMiddleware();
  // The clients read the session from the store, which does not exist yet: they ask lazily.
  let store: AppStoreOf | null = null;
  const api = createApiClients(
    deps.config,
    platformClientHooks(
      () => store?.getState() ?? null,
      (action) => store?.dispatch(action),
    ),
  );
  const services: Services = {
    config: deps.config,
    api,
    storage,
    vault,
    navigate: deps.navigate ?? ((path) => window.history.pushState(null, '', path)),
    reload: deps.reload ?? (() => window.location.reload()),
  };
  store = configureAppStore({ services, sagaMiddleware, preloadedState: { session: initialSessionState(vault.load()) } });
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = sagaMiddleware.run(rootSaga);
  return { store, services, task };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];
