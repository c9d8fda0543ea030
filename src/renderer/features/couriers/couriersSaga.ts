import { call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import {
  cancelDelivery,
  deliveryArea,
  deliveryCoverageAreas,
  externalDeliveryStatusList,
  requestDelivery,
  places,
  updateUserAddress,
  type EndpointOf,
  type Order,
} from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import {
  coverageAreaOptions,
  externalDeliveryBlock,
  EXTERNAL_PROVIDERS,
  generateLinkCode,
  ORDER_CANCELED_MESSAGE,
  type CoverageAreaOption,
} from '../../../shared/couriers';
import { getServices } from '../../app/sagaContext';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showAttention, showToast } from '../../ui/uiSlice';
import { atualizaReceived } from '../realtime/realtimeActions';
import { writeClipboard } from './clipboard';
import {
  ADDRESS_QUERY_MIN_LENGTH,
  addressPredictionsLoaded,
  addressQueryChanged,
  addressSaved,
  addressSaveFailed,
  addressSaveRequested,
  addressSearchFailed,
  coordinatesLookupFailed,
  courierCancelFinished,
  courierCancelRequested,
  courierDialogOpened,
  courierRequestFinished,
  courierRequestStarted,
  courierRequestSubmitted,
  coverageAreasFailed,
  coverageAreasLoaded,
  coverageAreasRetried,
  deliveryHistoryFailed,
  deliveryHistoryLoaded,
  deliveryHistoryRequested,
  linkCodeCopyRequested,
  type CouriersState,
} from './couriersSlice';
import { serverMessage } from './serverMessage';

type Answer<D> = EndpointOf<D>['response'];

export interface CouriersSagaDeps {
  writeClipboard: (text: string) => Promise<void>;
  /** Math.random-like source of the link codes */
  random: () => number;
  /** pause after the last keystroke before asking the maps service */
  searchDebounceMs: number;
}

const defaultDeps: CouriersSagaDeps = { writeClipboard, random: Math.random, searchDebounceMs: 300 };

const couriers = (s: { couriers: CouriersState }) => s.couriers;

/**
 * The order changed on the platform (a delivery requested or cancelled, an address fixed): ask
 * the orders feature to fetch it again, exactly as the store socket's 'atualiza' does. The
 * platform also emits 'atualiza'; fetching twice is harmless (older revisions are ignored).
 */
const orderChanged = (orderId: number) => atualizaReceived({ id_pedido: orderId });

function* startRequest(deps: CouriersSagaDeps, action: ReturnType<typeof courierRequestStarted>) {
  const { order, mode } = action.payload;
  const state = (yield select(couriers)) as CouriersState;
  const block = externalDeliveryBlock(order, state.lookupFailed[order.id_pedido] === true);
  if (block === 'noCoordinates' || block === 'lookupFailed') {
    // The address was never standardised: nothing to send a courier to. Off for this order
    // until the address is adjusted (spec 01 §5).
    yield put(coordinatesLookupFailed(order.id_pedido));
    yield put(showAttention(MESSAGES.courierNoCoordinatesBody, MESSAGES.courierNoCoordinatesTitle));
    return;
  }
  if (block !== null) return; // the buttons are not offered then; a stale click does nothing
  const code = mode === 'link' ? generateLinkCode(deps.random) : null;
  yield put(courierDialogOpened({ orderId: order.id_pedido, mode, code }));
  yield call(loadCoverageAreas, order);
}

function* loadCoverageAreas(order: Order) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, deliveryCoverageAreas, { silent: true }))) as Answer<typeof deliveryCoverageAreas>;
    const areas = coverageAreaOptions(answer.coverageAreas ?? []);
    const suggestedAreaId = (yield call(suggestedArea, order, areas)) as number | null;
    yield put(coverageAreasLoaded({ orderId: order.id_pedido, areas, suggestedAreaId }));
  } catch (e) {
    console.warn('[couriers] áreas de cobertura indisponíveis', e);
    yield put(coverageAreasFailed(order.id_pedido));
  }
}

/**
 * The courier provider's area of the order's neighbourhood (areas/{id} → external_id), so the
 * modal opens with it chosen. Only a convenience: without it the person picks the area.
 */
function* suggestedArea(order: Order, areas: CoverageAreaOption[]) {
  const neighbourhood = order.pedidoObj.endereco_id_bairro;
  if (neighbourhood === null) return null;
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, deliveryArea, {
      params: { areaId: neighbourhood },
      silent: true,
    }))) as Answer<typeof deliveryArea>;
    const id = Number(answer.area?.external_id);
    return areas.some((a) => a.id === id) ? id : null;
  } catch {
    return null;
  }
}

function* submitRequest(action: ReturnType<typeof courierRequestSubmitted>) {
  const { order, area } = action.payload;
  const { api } = yield* getServices();
  const dialog = ((yield select(couriers)) as CouriersState).request;
  const code = dialog?.orderId === order.id_pedido ? dialog.code : null;
  const body = {
    id_pedido: order.id_pedido,
    coverage_area_id: area.id,
    name: area.name,
    external_provider: code ? EXTERNAL_PROVIDERS.link : EXTERNAL_PROVIDERS.request,
    ...(code ? { code } : {}),
  };
  try {
    const answer = (yield call(() => callEndpoint(api, requestDelivery, { body, silent: true }))) as Answer<typeof requestDelivery>;
    if (!answer.status) {
      yield put(courierRequestFinished({ orderId: order.id_pedido, ok: false }));
      yield put(showAttention(serverMessage(answer) ?? MESSAGES.courierRequestFailed));
      return;
    }
    yield put(courierRequestFinished({ orderId: order.id_pedido, ok: true }));
    yield put(showToast(code ? MESSAGES.courierLinked : MESSAGES.courierRequested));
    yield put(orderChanged(order.id_pedido));
  } catch (e) {
    yield put(courierRequestFinished({ orderId: order.id_pedido, ok: false }));
    yield put(showAttention(serverMessage(e) ?? MESSAGES.courierRequestFailed));
  }
}

function* cancelRequest(action: ReturnType<typeof courierCancelRequested>) {
  const { orderId, deliveryId } = action.payload;
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, cancelDelivery, {
      params: { id: deliveryId },
      silent: true,
    }))) as Answer<typeof cancelDelivery>;
    if (answer.message !== ORDER_CANCELED_MESSAGE) throw new Error(String(answer.message));
    yield put(showToast(MESSAGES.courierCancelSucceeded));
    yield put(orderChanged(orderId));
  } catch (e) {
    console.warn('[couriers] cancelamento da entrega falhou', e);
    yield put(showAttention(MESSAGES.courierCancelFailed));
  } finally {
    yield put(courierCancelFinished(orderId));
  }
}

function* loadHistory(action: ReturnType<typeof deliveryHistoryRequested>) {
  const orderId = action.payload;
  const { api } = yield* getServices();
  try {
    const entries = (yield call(() => callEndpoint(api, externalDeliveryStatusList, {
      params: { orderId },
      silent: true,
    }))) as Answer<typeof externalDeliveryStatusList>;
    if (!Array.isArray(entries)) throw new Error('histórico em formato inesperado');
    yield put(deliveryHistoryLoaded({ orderId, entries }));
  } catch (e) {
    console.warn('[couriers] histórico da entrega indisponível', e);
    yield put(deliveryHistoryFailed(orderId));
  }
}

function* copyLinkCode(deps: CouriersSagaDeps, action: ReturnType<typeof linkCodeCopyRequested>) {
  try {
    yield call(deps.writeClipboard, action.payload);
    yield put(showToast(MESSAGES.linkCodeCopied, 'success', TOAST_MS.default));
  } catch {
    yield put(showToast(MESSAGES.linkCodeCopyFailed, 'warning', TOAST_MS.long));
  }
}

function* searchPlaces(deps: CouriersSagaDeps, action: ReturnType<typeof addressQueryChanged>) {
  const query = action.payload.trim();
  if (query.length < ADDRESS_QUERY_MIN_LENGTH) return;
  yield delay(deps.searchDebounceMs); // takeLatest: a newer keystroke cancels this one
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, places, { query: { q: query, limit: 8 }, silent: true }))) as Answer<typeof places>;
    yield put(addressPredictionsLoaded({ query: action.payload, predictions: answer.predictions ?? [] }));
  } catch (e) {
    console.warn('[couriers] busca de endereços falhou', e);
    yield put(addressSearchFailed({ query: action.payload, message: MESSAGES.addressSearchFailed }));
  }
}

function* saveAddress() {
  const dialog = ((yield select(couriers)) as CouriersState).address;
  if (!dialog?.choice) return;
  const { orderId, addressId, choice } = dialog;
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, updateUserAddress, {
      params: { addressId, orderId },
      body: { founded: true, ...choice },
      silent: true,
    }))) as Answer<typeof updateUserAddress>;
    if (!answer.success) {
      yield put(addressSaveFailed({ orderId, message: serverMessage(answer) ?? MESSAGES.addressSaveFailed }));
      return;
    }
    yield put(addressSaved(orderId));
    yield put(showToast(MESSAGES.addressSaved));
    yield put(orderChanged(orderId));
  } catch (e) {
    yield put(addressSaveFailed({ orderId, message: serverMessage(e) ?? MESSAGES.addressSaveFailed }));
  }
}

export function createCouriersSaga(deps: CouriersSagaDeps = defaultDeps) {
  return function* couriersSaga() {
    yield takeLeading(courierRequestStarted.type, startRequest, deps);
    yield takeLatest(coverageAreasRetried.type, (a: ReturnType<typeof coverageAreasRetried>) => loadCoverageAreas(a.payload));
    yield takeLeading(courierRequestSubmitted.type, submitRequest);
    yield takeEvery(courierCancelRequested.type, cancelRequest);
    yield takeEvery(deliveryHistoryRequested.type, loadHistory);
    yield takeEvery(linkCodeCopyRequested.type, copyLinkCode, deps);
    yield takeLatest(addressQueryChanged.type, searchPlaces, deps);
    yield takeLeading(addressSaveRequested.type, saveAddress);
  };
}

export const couriersSaga = createCouriersSaga();
