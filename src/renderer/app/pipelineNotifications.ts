import type { StoreEnhancer } from '@reduxjs/toolkit';

/**
 * The order pipeline's own actions (an event arrived, a copy fetched, a status confirmed, a
 * ticket queued, started, printed) are many and nobody is typing into what they change: the
 * store tells its subscribers, the screens, of them once the pipeline is quiet (PIPELINE_QUIET_MS)
 * and at least every PIPELINE_NOTIFY_MS, instead of once per action. A burst of 20 orders a
 * second, some 300 actions, then costs ten renders of the list a second instead of one or more
 * per frame. Any other action, a person's click or keystroke,
 * notifies at once, with whatever was waiting. (Redux Toolkit's autoBatchEnhancer, still in place
 * for RTK Query's own actions, waits one frame: too little for a burst.)
 */
export const PIPELINE_NOTIFY_MS = 100;
/**
 * Within that tenth of a second, the screens are told as soon as the pipeline has been quiet this
 * long: between the steps of one order (fetch, accept, tickets to the printer) the gaps are the
 * round trips, a few milliseconds, so a render left waiting by the order before no longer lands
 * in the middle of the next order's way to the printer (at 5 orders/s it did, at a fixed phase).
 */
export const PIPELINE_QUIET_MS = 30;

const PIPELINE = 'orderPipeline';

/** Meta of an order pipeline action. */
export const PIPELINE_META = { [PIPELINE]: true } as const;

/** prepare callback of a pipeline action whose payload is its one argument */
export const pipelineAction = <P>(payload: P) => ({ payload, meta: PIPELINE_META });

const isPipelineAction = (action: unknown) => (action as { meta?: Record<string, unknown> } | null)?.meta?.[PIPELINE] === true;

/**
 * Which pipeline actions the screens hear of at the end of the task that dispatched them, without
 * the batching's wait: what a person is waiting to see (a new order in the list), given the state
 * before and after the action. The end of the task, not at once: the saga's next request (the
 * accept, the tickets) leaves first, and the render runs while it is on the wire.
 */
export type HeardAtOnce = (before: unknown, after: unknown) => boolean;

/** The store enhancer: after Redux Toolkit's defaults, so every dispatch (the sagas' too) goes through it. */
export const pipelineNotifications =
  (heardAtOnce: HeardAtOnce = () => false, everyMs = PIPELINE_NOTIFY_MS, quietMs = PIPELINE_QUIET_MS): StoreEnhancer =>
  (next) =>
  (...args) => {
    const store = next(...args);
    const listeners = new Set<() => void>();
    let quiet = false;
    let waiting: ReturnType<typeof setTimeout> | null = null;
    /** the first and the last pipeline action the screens have not heard of yet */
    let firstAt = 0;
    let lastAt = 0;
    /** the screens are told at the end of this task (a pipeline action heard at once) */
    let soon = false;
    const notify = () => {
      if (waiting !== null) clearTimeout(waiting);
      waiting = null;
      soon = false;
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch (error) {
          // A screen that fails to render must not throw into the dispatch: the saga that
          // dispatched (accepting an order, printing its tickets) would stop there. The state
          // has changed already; the other screens are still told.
          console.error('[store] uma tela falhou ao receber uma mudança', error);
        }
      }
    };
    const arm = () => {
      const due = Math.min(lastAt + quietMs, firstAt + everyMs);
      waiting = setTimeout(onTimer, Math.max(0, due - Date.now()));
    };
    const onTimer = () => {
      const now = Date.now();
      if (now - lastAt >= quietMs || now - firstAt >= everyMs) notify();
      else arm();
    };
    store.subscribe(() => {
      if (!quiet) return notify();
      lastAt = Date.now();
      if (waiting === null) {
        firstAt = lastAt;
        arm();
      }
    });
    const hurry = () => {
      if (soon) return;
      if (waiting !== null) clearTimeout(waiting);
      soon = true;
      waiting = setTimeout(notify, 0);
    };
    const dispatch: typeof store.dispatch = (action) => {
      const outer = quiet;
      quiet = isPipelineAction(action);
      const before = quiet ? store.getState() : undefined;
      try {
        const result = store.dispatch(action);
        if (quiet && waiting !== null && heardAtOnce(before, store.getState())) hurry();
        return result;
      } finally {
        quiet = outer;
      }
    };
    const subscribe: typeof store.subscribe = (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    };
    return { ...store, dispatch, subscribe };
  };
