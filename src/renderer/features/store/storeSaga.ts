import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { alteraAviso, getLoja, mudaAberturaFechamento, mudaPrevisao, refusalText, successText, type EndpointOf, type Session } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { isApiError } from '../../api/apiError';
import { getServices } from '../../app/sagaContext';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showAttention, showToast } from '../../ui/uiSlice';
import { socketReconnected } from '../realtime/realtimeActions';
import { loginSucceeded, selectSession } from '../session/sessionSlice';
import {
  deliveryTimeChangeFinished,
  deliveryTimeChangeRequested,
  onlinePaymentNoticeSilenced,
  onlinePaymentNoticeSilenceRequested,
  openingChangeFinished,
  openingChangeRequested,
  storeDetailFailed,
  storeDetailLoaded,
  storeDetailRequested,
} from './storeSlice';

type Answer<D> = EndpointOf<D>['response'];

/** A network failure has no generic dialog (only HTTP failures do): say it here. */
function* reportFailure(e: unknown) {
  if (isApiError(e) && e.kind === 'network') yield put(showAttention(MESSAGES.networkFailure));
  else if (!isApiError(e)) console.error('[store]', e);
}

function* loadStoreDetail() {
  const { api } = yield* getServices();
  try {
    // Not silent: the header cannot work without it, so an HTTP failure gets the generic dialog.
    const answer = (yield call(() => callEndpoint(api, getLoja, {}))) as Answer<typeof getLoja>;
    if (!answer.status || !answer.estabelecimento) {
      yield put(storeDetailFailed());
      yield put(showAttention(refusalText(answer) ?? MESSAGES.storeLoadFailed));
      return;
    }
    yield put(storeDetailLoaded(answer.estabelecimento));
  } catch (e) {
    yield put(storeDetailFailed());
    yield* reportFailure(e);
  }
}

function* changeOpening(action: ReturnType<typeof openingChangeRequested>) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, mudaAberturaFechamento, {
      body: { fechado: action.payload.fechado },
    }))) as Answer<typeof mudaAberturaFechamento>;
    if (answer.status) {
      yield put(openingChangeFinished({ fechado: action.payload.fechado }));
      yield put(showToast(successText(answer) ?? (action.payload.fechado === 'N' ? MESSAGES.storeOpen : MESSAGES.storeClosed)));
    } else {
      // Spec 01 §8: the switch stays as the platform says; the reason goes in an 'Atenção!' dialog.
      yield put(openingChangeFinished(null));
      yield put(showAttention(refusalText(answer) ?? MESSAGES.storeToggleFailed));
    }
  } catch (e) {
    yield put(openingChangeFinished(null));
    yield* reportFailure(e);
  }
}

function* changeDeliveryTime(action: ReturnType<typeof deliveryTimeChangeRequested>) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, mudaPrevisao, {
      body: action.payload,
    }))) as Answer<typeof mudaPrevisao>;
    // The spec does not show this answer: anything but an explicit status false counts as done.
    if (answer?.status === false) {
      yield put(deliveryTimeChangeFinished(null));
      yield put(showAttention(refusalText(answer) ?? MESSAGES.deliveryTimeFailed));
      return;
    }
    yield put(deliveryTimeChangeFinished(action.payload));
    yield put(showToast(successText(answer) ?? MESSAGES.deliveryTimeChanged, 'success', TOAST_MS.default));
  } catch (e) {
    yield put(deliveryTimeChangeFinished(null));
    yield* reportFailure(e);
  }
}

function* silenceOnlinePaymentNotice() {
  const { api } = yield* getServices();
  // Hidden at once: the person asked not to see it; if the call fails it may come back next login.
  yield put(onlinePaymentNoticeSilenced());
  try {
    yield call(() => callEndpoint(api, alteraAviso, { silent: true }));
  } catch (e) {
    console.warn('[store] alteraAviso falhou:', e);
  }
}

export function* storeSaga() {
  yield takeLatest(storeDetailRequested.type, loadStoreDetail);
  yield takeLatest(openingChangeRequested.type, changeOpening);
  yield takeLatest(deliveryTimeChangeRequested.type, changeDeliveryTime);
  yield takeEvery(onlinePaymentNoticeSilenceRequested.type, silenceOnlinePaymentNotice);
  // Loaded when a session begins (stored at start, or a login) and again after a reconnection,
  // since the store may have been opened or closed elsewhere during the outage.
  yield takeEvery([loginSucceeded.type, socketReconnected.type], function* () {
    yield put(storeDetailRequested());
  });
  if ((yield select(selectSession)) as Session | null) yield put(storeDetailRequested());
}
