import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { Session } from '../../../shared/api';
import type { DesktopApi, RendererEvent, RendererEvents } from '../../../shared/ipc';
import { uiReducer } from '../../ui/uiSlice';
import { ordersReducer } from '../orders/ordersSlice';
import { initialSessionState, sessionReducer } from '../session/sessionSlice';
import { createDesktopSaga } from './desktopSaga';
import { desktopReducer } from './desktopSlice';

/** Test-only: window.desktop as the desktop saga uses it; the test plays main. */
export function createFakeDesktop() {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]): Promise<void> => {
      calls.push([name, ...args]);
      return Promise.resolve();
    };
  const desktop = {
    on<E extends RendererEvent>(event: E, listener: (payload: RendererEvents[E]) => void) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener as (payload: unknown) => void);
      return () => listeners.get(event)!.delete(listener as (payload: unknown) => void);
    },
    toAppQuit: record('toAppQuit'),
    closeQuestionShown: record('closeQuestionShown'),
    quitReady: record('quitReady'),
    setPendingCount: record('setPendingCount'),
    setWaitingForOrders: record('setWaitingForOrders'),
  } satisfies Partial<DesktopApi>;
  /** main sends a message */
  const send = <E extends RendererEvent>(event: E, payload: RendererEvents[E]): void => {
    for (const l of listeners.get(event) ?? []) l(payload);
  };
  return { desktop, calls, send, listeners };
}

const reducer = combineReducers({ ui: uiReducer, session: sessionReducer, orders: ordersReducer, desktop: desktopReducer });

export function createDesktopTestStore(fake: ReturnType<typeof createFakeDesktop> | null, session: Session | null = null) {
  const actions: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer,
    preloadedState: { session: initialSessionState(session) },
    middleware: (d) =>
      d({ thunk: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const task = sagaMiddleware.run(createDesktopSaga(() => fake?.desktop as never));
  return { store, actions, task };
}
