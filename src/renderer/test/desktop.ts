import type { Session } from '../../shared/api';
import type { DesktopApi, RendererEvent, RendererEvents } from '../../shared/ipc';
import { createDesktopSaga } from '../features/desktop/desktopSaga';
import { createTestStore } from './testStore';

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

/** The app's store (testStore) running the desktop saga over `fake` (null: a browser tab, no window.desktop). */
export function createDesktopTestStore(fake: ReturnType<typeof createFakeDesktop> | null, session: Session | null = null) {
  const t = createTestStore({ session, saga: createDesktopSaga(() => fake?.desktop) });
  return { store: t.store, actions: t.actions, task: t.task! };
}
