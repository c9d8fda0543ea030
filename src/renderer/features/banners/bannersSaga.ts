import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { faturas, getAcceptanceStatus, refusalText, termsCheck, termsSendToSignature, type EndpointOf, type Session } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { errorMessage, isApiError } from '../../api/apiError';
import { getServices } from '../../app/sagaContext';
import { MESSAGES } from '../../ui/messages';
import { showToast } from '../../ui/uiSlice';
import { loginSucceeded, selectSession } from '../session/sessionSlice';
import {
  acceptanceStatusLoaded,
  bannersRequested,
  contractCloseAttempted,
  contractClosed,
  contractCloseRefused,
  contractLoaded,
  contractSendFailed,
  contractSendFinished,
  contractSendRequested,
  overdueInvoicesLoaded,
  selectBanners,
} from './bannersSlice';
import { contractCloseOutcome, contractToSign } from './model';

type Answer<D> = EndpointOf<D>['response'];

/*
 * The banners are extras around the screen: each loads on its own and silently (a failure is
 * logged and that banner simply does not show), so one broken call never blocks the panel or
 * stacks error dialogs over the orders.
 */

function* loadOverdueInvoices() {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, faturas, { query: { status: 'overdue' }, silent: true }))) as Answer<typeof faturas>;
    yield put(overdueInvoicesLoaded(Array.isArray(answer?.data) ? answer.data : []));
  } catch (e) {
    // spec 02 §7.7: the invoice list answers 404 when the store has none
    if (isApiError(e) && e.kind === 'http' && e.status === 404) yield put(overdueInvoicesLoaded([]));
    else console.warn('[banners] faturas vencidas indisponíveis:', e);
  }
}

function* loadAcceptanceStatus() {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, getAcceptanceStatus, {
      silent: true,
    }))) as Answer<typeof getAcceptanceStatus>;
    if (typeof answer?.acceptsOnline === 'boolean') yield put(acceptanceStatusLoaded(answer.acceptsOnline));
  } catch (e) {
    console.warn('[banners] status do pagamento online indisponível:', e);
  }
}

function* loadContract() {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => callEndpoint(api, termsCheck, { silent: true }))) as Answer<typeof termsCheck>;
    if (contractToSign(answer)) yield put(contractLoaded(answer));
  } catch (e) {
    console.warn('[banners] verificação de contrato indisponível:', e);
  }
}

function* loadBanners() {
  yield all([call(loadOverdueInvoices), call(loadAcceptanceStatus), call(loadContract)]);
}

function* attemptContractClose() {
  const { contract } = (yield select(selectBanners)) as ReturnType<typeof selectBanners>;
  if (!contract) return;
  const outcome = contractCloseOutcome(contract);
  if (outcome.close) yield put(contractClosed());
  else yield put(contractCloseRefused(outcome.message));
}

function* sendContract(action: ReturnType<typeof contractSendRequested>) {
  const { api } = yield* getServices();
  const { contract } = (yield select(selectBanners)) as ReturnType<typeof selectBanners>;
  if (!contract) return;
  try {
    const answer = (yield call(() => callEndpoint(api, termsSendToSignature, {
      body: { email: action.payload.email, contrato: contract.contrato },
      // The modal may be blocking (mandatory): its own notice says what went wrong.
      silent: true,
    }))) as Answer<typeof termsSendToSignature>;
    if (!answer.status) {
      yield put(contractSendFailed(refusalText(answer) ?? MESSAGES.contractSendFailed));
      return;
    }
    yield put(contractSendFinished());
    if (answer.mensagem) yield put(showToast(answer.mensagem));
    if (answer.close) yield put(contractClosed());
  } catch (e) {
    yield put(contractSendFailed(errorMessage(e, MESSAGES.contractSendFailed)));
  }
}

export function* bannersSaga() {
  yield takeLatest(bannersRequested.type, loadBanners);
  yield takeEvery(contractCloseAttempted.type, attemptContractClose);
  yield takeLatest(contractSendRequested.type, sendContract);
  yield takeEvery(loginSucceeded.type, function* () {
    yield put(bannersRequested());
  });
  if ((yield select(selectSession)) as Session | null) yield put(bannersRequested());
}
