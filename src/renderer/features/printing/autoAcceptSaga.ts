import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { call, delay, fork, put, select, take } from 'redux-saga/effects';
import type { Order } from '../../../shared/api';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { cashierPrinters } from '../../../shared/printing/jobs';
import { getServices } from '../../app/sagaContext';
import { MESSAGES } from '../../ui/messages';
import { showError } from '../../ui/uiSlice';
import { withConfirmedStatus } from '../orders/model';
import { changeStatus } from '../orders/ordersCalls';
import { failureReason } from '../orders/ordersSaga';
import { orderReceived, ordersLoaded, orderStatusConfirmed, selectOrderList } from '../orders/ordersSlice';
import { printSettingsRestored, printSettingsSaved } from '../printSettings/printSettingsSlice';
import { loginSucceeded, selectSessionStoreId } from '../session/sessionSlice';
import { orderJobs, sayUnroutedProduction } from './orderPrintSaga';
import { queuedFromPrintJobs } from './model';
import { orderBatchPrinted, printJobsRequested } from './printQueueSaga';
import { AUTO_ACCEPTED_KEY, LEDGER_TTL_MS, type OrderSet, type PrintLedger, persistedOrderMap } from './ledger';
import { selectPrintSettings } from '../printSettings/selectors';
import { ticketContext } from './ticketContext';
import { DEFAULT_STORE_TIME_ZONE } from '../../../shared/time';
import { jobDiscarded, selectGivenUpOrders, selectPrintJobs } from './printingSlice';
import type { QueuedJob } from './model';

/** After a failed accept, the order is tried again this much later. */
export const AUTO_ACCEPT_RETRY_MS = 10_000;
/** the sweep after a failed accept's wait */
export const autoAcceptRetryDue = createAction('printing/autoAcceptRetryDue');

function* retryLater() {
  yield delay(AUTO_ACCEPT_RETRY_MS);
  yield put(autoAcceptRetryDue());
}

export interface AutoAcceptDeps {
  now(): number;
  ledger: PrintLedger;
  storage: Storage;
}

const isSince = (v: unknown): v is number => typeof v === 'number';

/** The orders auto-accept is accepting or accepted (orderId -> since), kept across a reload. */
export function autoAccepted(storage: Storage): OrderSet<number> {
  return persistedOrderMap(storage, AUTO_ACCEPTED_KEY, isSince);
}

/** The revision part of a ledger key (printJobKey: order:revision:kind:printer). */
function atRevision(key: string, revision: number): string {
  const parts = key.split(':');
  parts[1] = String(revision);
  return parts.join(':');
}

/**
 * Every ticket of the order's first print is in the ledger, at its revision or an earlier one
 * (the accepted copy may not have been reloaded before printing, or changed since).
 */
export function firstPrintComplete(jobs: { key: string }[], revision: number, ledger: PrintLedger): boolean {
  return jobs.every((job) => {
    for (let r = Math.max(1, revision); r >= 1; r--) if (ledger.has(atRevision(job.key, r))) return true;
    return false;
  });
}

/**
 * The actions that may give auto-accept work, i.e. change what a sweep reads: the orders (the
 * list, one order), the print settings in effect (selectPrintSettings), the store logged in, a
 * ticket of an accepted order leaving the queue unprinted (resumeOne), and the retry timer.
 * Not listed: the status confirmations (its own PP -> PA while the order is in flight, the PI
 * mark's PA -> PI), tickets printed (the queue reports the batch itself), and logging out or an
 * expired session: they only take work away.
 */
export const AUTO_ACCEPT_WAKERS = [
  ordersLoaded,
  orderReceived,
  printSettingsRestored,
  printSettingsSaved,
  loginSucceeded,
  jobDiscarded,
  autoAcceptRetryDue,
] as const;

export const wakesAutoAccept = isAnyOf(...AUTO_ACCEPT_WAKERS);

/**
 * Auto-accept and print, driven by state (ARCHITECTURE.md): after every change of the orders or
 * the settings, any order in PP while autoAceiteImprimir is on is accepted (PA), its tickets go to
 * the print queue, and the queue marks it PI with obs 'auto' once they are out. An order that
 * arrived live, during an outage (the list reload brings it) or before the panel started is
 * handled alike; the in-flight set, the status and the ledger keep it to once.
 * The intent is written before the accept is sent (printAutoAccepted): an order left PA by a
 * reload before its tickets were queued is picked up again, its tickets queued (the ledger skips
 * those already out), until it is PI or later, or cancelled.
 */
export function* autoAcceptSaga(deps: AutoAcceptDeps) {
  const inFlight = new Set<number>();
  const retryAt = new Map<number, number>();
  const accepted = autoAccepted(deps.storage);
  /** PA orders whose printed batch was handed to the PI marks in this run */
  const handedOver = new Set<number>();
  let warnedSettings: PrintSettings | null = null;

  function* acceptOne(order: Order, settings: PrintSettings) {
    const id = order.id_pedido;
    const { api } = yield* getServices();
    let reason: string | null = null;
    if (accepted.get(id) === undefined) accepted.set(id, deps.now());
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
    // Printed from the copy that was accepted: fetching it again would hold the tickets for one
    // more round trip, and its 'atualiza' brings the platform's copy to the list anyway.
    const acceptedOrder = withConfirmedStatus(order, 'PA');
    yield put(orderStatusConfirmed({ orderId: id, from: ['PP'], to: 'PA' }));
    try {
      yield* queuePrint(acceptedOrder, settings);
    } finally {
      inFlight.delete(id);
    }
  }

  function* queuePrint(order: Order, settings: PrintSettings) {
    // Right after login the menu and the store detail may still be on their way (ticketContext).
    const context = yield* ticketContext();
    const jobs = orderJobs(order, settings, false, deps.now(), context);
    yield put(printJobsRequested(queuedFromPrintJobs(jobs, { copies: settings.qtdeCopia, markPrinted: { obs: 'auto' }, now: deps.now() })));
    yield* sayUnroutedProduction(order, settings, context);
  }

  /** An accepted order whose first print never reached the queue (a reload fell in between). */
  function* resumeOne(order: Order, settings: PrintSettings) {
    const id = order.id_pedido;
    try {
      // only the tickets' ledger keys are compared here: names and times do not change them
      const jobs = orderJobs(order, settings, false, deps.now(), { categoryNames: {}, timeZone: DEFAULT_STORE_TIME_ZONE });
      if (!firstPrintComplete(jobs, order.revisao, deps.ledger)) {
        yield* queuePrint(order, settings);
      } else if (!handedOver.has(id)) {
        // every ticket out, the PI mark not known to be sent: it is owed (owedMarksSaga keeps it to once)
        handedOver.add(id);
        yield put(orderBatchPrinted({ orderId: id, orderCode: order.hash_pedido, obs: 'auto' }));
      }
    } catch (error) {
      console.warn(`[printing] pedido ${id} aceito, mas não impresso`, error);
    } finally {
      inFlight.delete(id);
    }
  }

  /** PA orders auto-accept accepted and whose tickets are not in the queue; forgets finished ones. */
  function* acceptedToResume(orders: Order[]): Generator<unknown, Order[], unknown> {
    const ids = accepted.ids();
    if (ids.length === 0) return [];
    const byId = new Map(orders.map((o) => [o.id_pedido, o]));
    const queued = new Set(((yield select(selectPrintJobs)) as QueuedJob[]).map((j) => j.orderId));
    // a person gave up a ticket of it before it printed: it is neither printed again nor marked printed
    const givenUp = new Set((yield select(selectGivenUpOrders)) as number[]);
    const now = deps.now();
    const resume: Order[] = [];
    for (const id of ids) {
      if (givenUp.has(id)) {
        accepted.delete(id);
        continue;
      }
      const order = byId.get(id);
      if (!order) {
        if ((accepted.get(id) ?? 0) < now - LEDGER_TTL_MS) accepted.delete(id);
        continue;
      }
      if (order.status !== 'PP' && order.status !== 'PA') {
        accepted.delete(id);
        handedOver.delete(id);
        continue;
      }
      if (order.status === 'PA' && !inFlight.has(id) && !queued.has(id) && !handedOver.has(id)) resume.push(order);
    }
    return resume;
  }

  function* sweep() {
    const settings = (yield select(selectPrintSettings)) as PrintSettings;
    if (!settings.autoAceiteImprimir) return;
    const storeId = (yield select(selectSessionStoreId)) as number | undefined;
    if (storeId === undefined) return;
    // in arrival order: in a burst, the order that came first is accepted first
    const orders = (yield select(selectOrderList)) as Order[];
    const pending = orders.filter((o) => o.status === 'PP' && !inFlight.has(o.id_pedido));
    const resume = yield* acceptedToResume(orders);
    if (pending.length === 0 && resume.length === 0) return;
    // No printer: accepting would leave the kitchen without the ticket. Say so once per settings.
    if (cashierPrinters(settings).length === 0) {
      if (warnedSettings !== settings) yield put(showError(MESSAGES.printerNotSelected));
      warnedSettings = settings;
      return;
    }
    for (const order of resume) {
      inFlight.add(order.id_pedido);
      yield fork(resumeOne, order, settings);
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
    yield take(wakesAutoAccept);
    yield* sweep();
  }
}
