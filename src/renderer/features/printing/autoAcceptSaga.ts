import { type Action, createAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Order } from '../../../shared/api';
import type { PrintSettings } from '../../../shared/api/printing';
import { cashierPrinters } from '../../../shared/printing/jobs';
import { getServices } from '../../app/sagaContext';
import { MESSAGES } from '../../ui/messages';
import { showError } from '../../ui/uiSlice';
import { changeStatus, fetchOrder } from '../orders/ordersApi';
import { failureReason } from '../orders/ordersSaga';
import { orderReceived, selectAllOrders } from '../orders/ordersSlice';
import { orderJobs } from './orderPrintSaga';
import { queuedFromPrintJobs } from './model';
import { printJobsRequested } from './printQueueSaga';
import { selectPrintSettings } from './printSettingsSource';
import { categoryNamesSettled, selectCategoryNames, selectCategoryNamesLoading } from './printingSlice';

/** After a failed accept, the order is tried again this much later. */
export const AUTO_ACCEPT_RETRY_MS = 10_000;
/** How long a print waits for the menu's category names before titling by number. */
export const CATEGORY_NAMES_WAIT_MS = 3000;
/** the sweep after a failed accept's wait */
export const autoAcceptRetryDue = createAction('printing/autoAcceptRetryDue');

function* retryLater() {
  yield delay(AUTO_ACCEPT_RETRY_MS);
  yield put(autoAcceptRetryDue());
}

export interface AutoAcceptDeps {
  now(): number;
}

type SessionLike = { session: { session: { id_estabelecimento: number } | null } };
const selectStoreId = (s: SessionLike) => s.session.session?.id_estabelecimento;

/** What may change the set of orders to accept: the orders, the settings, the session. */
const mayChangeWork = (a: Action) =>
  a.type.startsWith('orders/') ||
  a.type.startsWith('printSettings/') ||
  a.type.startsWith('session/') ||
  a.type === 'printing/storedSettingsLoaded' ||
  a.type === autoAcceptRetryDue.type;

/**
 * Auto-accept and print, driven by state (ARCHITECTURE.md): after every change of the orders or
 * the settings, any order in PP while autoAceiteImprimir is on is accepted (PA), its tickets go to
 * the print queue, and the queue marks it PI with obs 'auto' once they are out. An order that
 * arrived live, during an outage (the list reload brings it) or before the panel started is
 * handled alike; the in-flight set, the status and the ledger keep it to once.
 */
export function* autoAcceptSaga(deps: AutoAcceptDeps) {
  const inFlight = new Set<number>();
  const retryAt = new Map<number, number>();
  let warnedSettings: PrintSettings | null = null;

  function* acceptOne(order: Order, settings: PrintSettings) {
    const id = order.id_pedido;
    const { api } = yield* getServices();
    let reason: string | null = null;
    try {
      const answer = (yield call(changeStatus, api, id, 'PA')) as { ok: boolean; message?: string };
      if (!answer.ok) reason = answer.message || 'o servidor recusou a alteração';
    } catch (error) {
      reason = failureReason(error);
    }
    if (reason !== null) {
      console.warn(`[printing] ${MESSAGES.autoAcceptFailed(id, reason)}`);
      retryAt.set(id, deps.now() + AUTO_ACCEPT_RETRY_MS);
      inFlight.delete(id);
      yield fork(retryLater);
      return;
    }
    let accepted: Order = { ...order, status: 'PA' };
    try {
      const fresh = (yield call(fetchOrder, api, id, (yield select(selectStoreId)) as number | undefined)) as Order | null;
      if (fresh) {
        accepted = fresh;
        yield put(orderReceived(fresh));
      }
    } catch (error) {
      console.warn(`[printing] pedido ${id} aceito, mas não recarregado`, error);
    }
    try {
      // Right after login the menu may still be on its way: its names title the kitchen tickets.
      if ((yield select(selectCategoryNamesLoading)) as boolean) {
        yield race({ loaded: take(categoryNamesSettled.type), timeout: delay(CATEGORY_NAMES_WAIT_MS) });
      }
      const names = (yield select(selectCategoryNames)) as Record<number, string>;
      const jobs = orderJobs(accepted, settings, false, deps.now(), names);
      yield put(printJobsRequested(queuedFromPrintJobs(jobs, { copies: settings.qtdeCopia, markPrinted: { obs: 'auto' }, now: deps.now() })));
    } finally {
      inFlight.delete(id);
    }
  }

  function* sweep() {
    const settings = (yield select(selectPrintSettings)) as PrintSettings;
    if (!settings.autoAceiteImprimir) return;
    const storeId = (yield select(selectStoreId)) as number | undefined;
    if (storeId === undefined) return;
    const pending = ((yield select(selectAllOrders)) as Order[]).filter((o) => o.status === 'PP' && !inFlight.has(o.id_pedido));
    if (pending.length === 0) return;
    // No printer: accepting would leave the kitchen without the ticket. Say so once per settings.
    if (cashierPrinters(settings).length === 0) {
      if (warnedSettings !== settings) yield put(showError(MESSAGES.printerNotSelected));
      warnedSettings = settings;
      return;
    }
    const now = deps.now();
    for (const order of pending) {
      if ((retryAt.get(order.id_pedido) ?? 0) > now) continue;
      retryAt.delete(order.id_pedido);
      inFlight.add(order.id_pedido);
      yield fork(acceptOne, order, settings);
    }
  }

  yield* sweep();
  for (;;) {
    yield take(mayChangeWork);
    yield* sweep();
  }
}
