import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, select, spawn, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { Order } from '../../../shared/api';
import { getServices } from '../../app/sagaContext';
import type { Services } from '../../app/services';
import { isApiError } from '../../api/apiError';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showError, showToast } from '../../ui/uiSlice';
import {
  atualizaReceived,
  f5paginaReceived,
  novoReceived,
  socketConnected,
  socketReconnected,
} from '../realtime/realtimeActions';
import { loggedOut, loginSucceeded, selectSession, sessionExpired } from '../session/sessionSlice';
import { alertSoundSaga, createAlertAudio, type AlertAudio } from './alertSound';
import { noticeFor, notifyNewOrder, onOrderNotificationClick, type OrderNotice } from './orderNotifier';
import { cancelOrder, changeStatus, fetchOrder, fetchOrders, type ChangeAnswer, type CheckedOrders } from './ordersCalls';
import { ATUALIZA_SETTLE_MS, EVENT_FETCH_RETRY_MS, JOIN_SETTLE_MS } from './timings';
import {
  cancelRequested,
  orderReceived,
  orderSelected,
  ordersLoaded,
  ordersLoadFailed,
  ordersLoadStarted,
  ordersReloadRequested,
  ordersScreenOpened,
  selectOrderById,
  selectOrdersLoad,
  statusChangeFinished,
  statusChangeRequested,
} from './ordersSlice';


export interface OrdersSagaDeps {
  notify(notice: OrderNotice): Promise<void>;
  onNotificationClick(listener: (orderId: number) => void): () => void;
  createAudio(): AlertAudio;
  /** waits before each new try of a failed fetch after an event (default EVENT_FETCH_RETRY_MS) */
  fetchRetryMs?: readonly number[];
  /** how long an 'atualiza' waits for the others of its order (default ATUALIZA_SETTLE_MS) */
  atualizaSettleMs?: number;
}


const defaultDeps: OrdersSagaDeps = {
  notify: notifyNewOrder,
  onNotificationClick: onOrderNotificationClick,
  createAudio: createAlertAudio,
};

/** A short reason for the status-change failure message ('[...]' at its end). */
export function failureReason(e: unknown): string {
  if (isApiError(e)) {
    if (e.kind === 'network') return 'sem conexão com o servidor';
    if (e.kind === 'http' && e.status !== undefined) return `HTTP ${e.status}`;
    if (e.kind === 'malformed') return 'resposta inválida do servidor';
    return e.message;
  }
  return e instanceof Error ? e.message : String(e);
}

function* loadOrders() {
  const session = (yield select(selectSession)) as ReturnType<typeof selectSession>;
  if (!session) return;
  const { api } = yield* getServices();
  yield put(ordersLoadStarted());
  try {
    const { orders, malformed } = (yield call(fetchOrders, api)) as CheckedOrders;
    yield put(ordersLoaded(orders));
    if (malformed.length > 0) yield put(showToast(MESSAGES.malformedOrders(malformed), 'warning', TOAST_MS.long));
  } catch (e) {
    if (isApiError(e) && e.kind === 'sessionExpired') return;
    yield put(ordersLoadFailed(MESSAGES.ordersLoadFailed));
  }
}

function* loadIfNeeded() {
  const load = (yield select(selectOrdersLoad)) as { status: string };
  if (load.status === 'idle' || load.status === 'failed') yield put(ordersReloadRequested());
}

function* fetchOne(api: Services['api'], orderId: number) {
  const session = (yield select(selectSession)) as ReturnType<typeof selectSession>;
  if (!session) return null;
  return (yield call(fetchOrder, api, orderId, session.id_estabelecimento)) as Order | null;
}

/**
 * Events for orders: a copy is fetched and kept only if it is not older than the stored one
 * (the reducer compares `revisao`). An order the platform does not give this store (another
 * store's, an unknown id) is ignored quietly: the event was not for this panel.
 */
function* watchOrderEvents(deps: OrdersSagaDeps) {
  const inFlight = new Set<number>();
  const notified = new Set<number>();
  const settling = new Set<number>();

  function* refresh(orderId: number, isNew: boolean) {
    const { api } = yield* getServices();
    const retries = deps.fetchRetryMs ?? EVENT_FETCH_RETRY_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        const order = yield* fetchOne(api, orderId);
        if (!order) return;
        yield put(orderReceived(order));
        // One notification per order, and only while it still waits for the store (the stored
        // copy decides: a late 'novo' may bring an older copy than an 'atualiza' already did).
        const stored = (yield select(selectOrderById, orderId)) as Order | undefined;
        if (isNew && stored?.status === 'PP' && !notified.has(orderId)) {
          notified.add(orderId);
          yield spawn(notifyQuietly, deps, noticeFor(stored));
        }
        return;
      } catch (e) {
        const wait = retries[attempt];
        // An expired session ends in a new login, which reloads the whole list.
        if (wait === undefined || (isApiError(e) && e.kind === 'sessionExpired')) {
          console.warn(`[orders] pedido ${orderId} não atualizado`, e);
          // The platform keeps sending a copy the panel cannot read: it is not shown nor printed, and a person must know.
          if (isApiError(e) && e.kind === 'malformed') yield put(showToast(MESSAGES.malformedOrders([String(orderId)]), 'warning', TOAST_MS.long));
          return;
        }
        yield delay(wait);
      }
    }
  }

  yield takeEvery(novoReceived.type, function* (action: ReturnType<typeof novoReceived>) {
    const id = action.payload.id_pedido;
    // The same 'novo' twice while the first is being fetched: one fetch, one notification.
    if (inFlight.has(id)) return;
    inFlight.add(id);
    try {
      yield* refresh(id, true);
    } finally {
      inFlight.delete(id);
    }
  });
  yield takeEvery(atualizaReceived.type, function* (action: ReturnType<typeof atualizaReceived>) {
    const id = action.payload.id_pedido;
    if (settling.has(id)) return;
    settling.add(id);
    try {
      yield delay(deps.atualizaSettleMs ?? ATUALIZA_SETTLE_MS);
    } finally {
      settling.delete(id);
    }
    yield* refresh(id, false);
  });
  yield takeEvery([loggedOut.type, sessionExpired.type], () => notified.clear());
}

function* notifyQuietly(deps: OrdersSagaDeps, notice: OrderNotice) {
  try {
    yield call(() => deps.notify(notice));
  } catch (e) {
    console.warn('[orders] notificação não exibida', e);
  }
}

/** Clicking a new-order notification shows that order. */
function* watchNotificationClicks(deps: OrdersSagaDeps) {
  const clicks: EventChannel<number> = eventChannel((emit) => deps.onNotificationClick((id) => emit(id)));
  const services = yield* getServices();
  for (;;) {
    const orderId = (yield take(clicks)) as number;
    yield put(orderSelected(orderId));
    services.navigate('/pedidos');
  }
}

function* applyChange(orderId: number, request: () => Promise<ChangeAnswer>) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(request)) as ChangeAnswer;
    if (!answer.ok) {
      yield put(statusChangeFinished({ orderId, ok: false }));
      yield put(showError(answer.message || MESSAGES.orderStatusChangeFailed('o servidor recusou a alteração')));
      return;
    }
    yield put(statusChangeFinished({ orderId, ok: true }));
    yield put(showToast(MESSAGES.orderStatusChanged, 'success', TOAST_MS.default));
    // The list shows the order as the platform now has it.
    try {
      const order = yield* fetchOne(api, orderId);
      if (order) yield put(orderReceived(order));
    } catch (e) {
      console.warn(`[orders] pedido ${orderId} não recarregado após a mudança de status`, e);
    }
  } catch (e) {
    yield put(statusChangeFinished({ orderId, ok: false }));
    if (isApiError(e) && e.kind === 'sessionExpired') return;
    yield put(showError(MESSAGES.orderStatusChangeFailed(failureReason(e))));
  }
}

function* changeStatusSaga(action: ReturnType<typeof statusChangeRequested>) {
  const { api } = yield* getServices();
  const { orderId, status } = action.payload;
  yield* applyChange(orderId, () => changeStatus(api, orderId, status));
}

function* cancelSaga(action: ReturnType<typeof cancelRequested>) {
  const { api } = yield* getServices();
  const { orderId, reason } = action.payload;
  yield* applyChange(orderId, () => cancelOrder(api, orderId, reason));
}

export function* ordersSaga(deps: OrdersSagaDeps = defaultDeps) {
  // The list is (re)loaded after login, on every socket (re)connection (so orders placed
  // during an outage appear), on f5pagina, and when the screen opens without a list.
  yield takeLatest(
    [ordersReloadRequested.type, loginSucceeded.type, socketConnected.type, socketReconnected.type, f5paginaReceived.type],
    loadOrders,
  );
  // Once more after the join has settled (JOIN_SETTLE_MS says why).
  yield takeLatest([socketConnected.type], function* () {
    yield delay(JOIN_SETTLE_MS);
    yield put(ordersReloadRequested());
  });
  yield takeEvery(ordersScreenOpened.type, loadIfNeeded);
  yield fork(watchOrderEvents, deps);
  yield takeEvery(statusChangeRequested.type, changeStatusSaga);
  yield takeEvery(cancelRequested.type, cancelSaga);
  yield fork(alertSoundSaga, () => deps.createAudio());
  yield fork(watchNotificationClicks, deps);
  if ((yield select(selectSession)) as ReturnType<typeof selectSession>) yield put(ordersReloadRequested());
}
