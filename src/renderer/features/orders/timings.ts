/**
 * The orders saga's waits (ordersSaga.ts). A module of their own, free of the browser, so that
 * the Node-side tests that drive the panel can read them too.
 */

/**
 * A fetch after `novo`/`atualiza` that fails (network, HTTP 500, a malformed answer) is tried
 * again: the event is not sent twice, so giving up would leave the order off the screen and out
 * of auto-accept until the next list reload.
 */
export const EVENT_FETCH_RETRY_MS = [1000, 2000, 4000, 8000, 15_000] as const;

/**
 * An 'atualiza' is fetched this long after it arrives, and every other 'atualiza' of the same
 * order meanwhile shares that one fetch: the panel's own accept and printed mark come a moment
 * apart, and their statuses are on screen already (orderStatusConfirmed), so the wait only
 * delays the platform's copy of them. A fetch starts after the wait: an 'atualiza' arriving while
 * it is on its way gets a fetch of its own (the one on its way may predate that change).
 */
export const ATUALIZA_SETTLE_MS = 300;

/**
 * After a socket (re)connection the list is loaded again this much later: the store room is
 * joined without waiting for an answer, and an order placed before the platform took the join
 * would have no 'novo' for this panel.
 */
export const JOIN_SETTLE_MS = 1500;
