import { type Action, createAction } from '@reduxjs/toolkit';
import { call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { Order } from '../../../shared/api';
import { getServices } from '../../app/sagaContext';
import { PIPELINE_META } from '../../app/pipelineNotifications';
import { MESSAGES } from '../../ui/messages';
import { showError } from '../../ui/uiSlice';
import { changeStatus, fetchOrder } from '../orders/ordersCalls';
import { failureReason } from '../orders/ordersSaga';
import { orderReceived, orderStatusConfirmed, ordersLoaded, selectOrderById } from '../orders/ordersSlice';
import { socketReconnected } from '../realtime/realtimeActions';
import { loginSucceeded, selectSessionStoreId } from '../session/sessionSlice';
import { ledgerOrderRef } from '../../../shared/printing/jobs';
import { LEDGER_TTL_MS, OWED_MARKS_KEY, type OrderSet, persistedOrderMap } from './ledger';
import { retryDelay } from './model';
import { orderBatchPrinted } from './printQueueSaga';

/**
 * The PI mark of an order whose tickets are all out is owed until the platform takes it: it is
 * written to local storage BEFORE it is sent, then sent again with backoff (1 s … 30 s), at once
 * when the store socket reconnects or the orders list reloads, and after a reload of the page.
 * It is dropped once the platform accepts it or the order left PP/PA (cancelled, already PI).
 * A platform that is down is said by the connection status, not by a dialog per attempt.
 */
export interface OwedMark {
  obs: string;
  since: number;
}

const isOwedMark = (v: unknown): v is OwedMark =>
  typeof v === 'object' && v !== null && typeof (v as OwedMark).obs === 'string' && typeof (v as OwedMark).since === 'number';

export function owedMarks(storage: Storage): OrderSet<OwedMark> {
  return persistedOrderMap(storage, OWED_MARKS_KEY, isOwedMark);
}

/** the retry timer of the owed marks fired */
export const owedMarksDue = createAction('printing/owedMarksDue', () => ({ payload: undefined, meta: PIPELINE_META }));

export interface OwedMarksDeps {
  storage: Storage;
  now(): number;
}

/** Printing from PP/PA is the first print and marks the order PI (spec 01 §4). */
const stillOwed = (order: Pick<Order, 'status'>) => order.status === 'PP' || order.status === 'PA';

export function* owedMarksSaga(deps: OwedMarksDeps) {
  const owed = owedMarks(deps.storage);
  /** orderId -> failed attempts in a row and when the next is due (this run only) */
  const tries = new Map<number, { attempts: number; dueAt: number }>();
  const inFlight = new Set<number>();
  /**
   * marks the platform took in this run, by the order's number and code (ledgerOrderRef): a late
   * report of the same batch sends nothing, while a new order that reuses the number after a
   * reset of the platform is marked
   */
  const marked = new Set<string>();

  function* markOne(orderId: number, mark: OwedMark, orderCode: string) {
    const { api } = yield* getServices();
    const storeId = (yield select(selectSessionStoreId)) as number | undefined;
    const failed = tries.get(orderId);
    let dropped = false;
    let refusal: string | null = null;
    try {
      const answer = (yield call(changeStatus, api, orderId, 'PI', mark.obs || undefined)) as { ok: boolean; message?: string };
      if (answer.ok) {
        marked.add(ledgerOrderRef(orderId, orderCode));
        owed.delete(orderId);
        tries.delete(orderId);
        dropped = true;
        yield put(orderStatusConfirmed({ orderId, from: ['PP', 'PA'], to: 'PI' }));
      } else {
        refusal = answer.message || MESSAGES.orderStatusChangeFailed('o servidor recusou a alteração');
        // After a refusal the order may already be PI (a mark whose answer was lost) or cancelled.
        // Not found after a refusal: an order of another store (a mark left by an earlier login).
        const fresh = (yield call(fetchOrder, api, orderId, storeId)) as Order | null;
        if (fresh) yield put(orderReceived(fresh));
        if (fresh === null || !stillOwed(fresh)) {
          owed.delete(orderId);
          tries.delete(orderId);
          dropped = true;
        }
      }
    } catch (error) {
      console.warn(`[printing] pedido ${orderId}: marcação de impresso pendente (${failureReason(error)})`);
    } finally {
      inFlight.delete(orderId);
    }
    if (!dropped) {
      if (refusal !== null && !failed) yield put(showError(refusal));
      const attempts = (failed?.attempts ?? 0) + 1;
      tries.set(orderId, { attempts, dueAt: deps.now() + retryDelay(attempts) });
    }
    yield put(owedMarksDue());
  }

  /** Sends the owed marks that are due (all of them when `all` is true). */
  function* sendOwed(all: boolean) {
    if (((yield select(selectSessionStoreId)) as number | undefined) === undefined) return;
    const now = deps.now();
    for (const orderId of owed.ids()) {
      if (inFlight.has(orderId)) continue;
      const mark = owed.get(orderId);
      if (!mark) continue;
      const order = (yield select(selectOrderById, orderId)) as Order | undefined;
      if ((order && !stillOwed(order)) || mark.since < now - LEDGER_TTL_MS) {
        owed.delete(orderId);
        tries.delete(orderId);
        continue;
      }
      if (!all && (tries.get(orderId)?.dueAt ?? 0) > now) continue;
      inFlight.add(orderId);
      yield fork(markOne, orderId, mark, order?.hash_pedido ?? '');
    }
  }

  function* timer() {
    for (;;) {
      const due = [...tries].filter(([id]) => !inFlight.has(id)).map(([, t]) => t.dueAt);
      yield race({ due: delay(due.length > 0 ? Math.max(0, Math.min(...due) - deps.now()) : 1000), changed: take(owedMarksDue.type) });
      if (due.length > 0 && Math.min(...due) <= deps.now()) yield* sendOwed(false);
    }
  }

  yield* sendOwed(true);
  yield fork(timer);
  for (;;) {
    const action = (yield take([orderBatchPrinted.type, socketReconnected.type, ordersLoaded.type, loginSucceeded.type])) as Action;
    if (orderBatchPrinted.match(action)) {
      const { orderId, orderCode, obs } = action.payload;
      const order = (yield select(selectOrderById, orderId)) as Order | undefined;
      if ((order && !stillOwed(order)) || marked.has(ledgerOrderRef(orderId, orderCode))) continue;
      if (!owed.get(orderId)) owed.set(orderId, { obs, since: deps.now() });
      tries.delete(orderId);
      if (!inFlight.has(orderId)) {
        inFlight.add(orderId);
        yield fork(markOne, orderId, { obs, since: deps.now() }, orderCode);
      }
    } else {
      yield* sendOwed(true);
    }
    yield put(owedMarksDue());
  }
}
