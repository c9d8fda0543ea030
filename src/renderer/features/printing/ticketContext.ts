import { isAnyOf } from '@reduxjs/toolkit';
import { delay, race, select, take } from 'redux-saga/effects';
import { categoriesSettled, selectCategoriesLoading, selectCategoryNames } from '../menu/menuApi';
import { selectStoreDetail, selectStoreLoad, selectStoreTimeZone, storeDetailFailed, storeDetailLoaded } from '../store/storeSlice';

/** What an order's tickets take from the rest of the panel. */
export interface TicketContext {
  /** menu category names by id, for the production tickets' titles ('Categoria 11' without) */
  categoryNames: Record<number, string>;
  /** the store's time zone: the ticket's times read as the orders screen and the history do */
  timeZone: string;
}

/** How long a print waits for the menu or the store detail still on their way (right after login). */
export const TICKET_CONTEXT_WAIT_MS = 3000;

const storeSettled = isAnyOf(storeDetailLoaded, storeDetailFailed);

/**
 * The category names and the store's zone for the tickets about to be built. Right after a login
 * both may still be on their way: it waits for them (at most TICKET_CONTEXT_WAIT_MS), so the first
 * tickets of the evening are titled and timed like the rest. A store detail already known (being
 * loaded again after a reconnection) holds the zone: no wait then.
 */
export function* ticketContext(waitMs: number = TICKET_CONTEXT_WAIT_MS): Generator<unknown, TicketContext, unknown> {
  if ((yield select(selectCategoriesLoading)) as boolean) {
    yield race({ loaded: take(isAnyOf(...categoriesSettled)), timeout: delay(waitMs) });
  }
  const storeKnown = (yield select(selectStoreDetail)) !== null;
  if (!storeKnown && ((yield select(selectStoreLoad)) as string) === 'loading') {
    yield race({ loaded: take(storeSettled), timeout: delay(waitMs) });
  }
  const context: TicketContext = {
    categoryNames: (yield select(selectCategoryNames)) as Record<number, string>,
    timeZone: (yield select(selectStoreTimeZone)) as string,
  };
  return context;
}
