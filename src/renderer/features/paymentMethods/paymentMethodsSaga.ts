import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LegacyApi } from '../../../shared/api';
import { getServices } from '../../app/sagaContext';
import { isApiError } from '../../api/apiError';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showAttention, showError, showToast } from '../../ui/uiSlice';
import { paymentMethodsFrom } from './model';
import {
  acceptanceChanged,
  acceptanceChangeFailed,
  acceptanceChangeRequested,
  acceptanceLoaded,
  acceptanceLoadFailed,
  acceptanceLoadRequested,
  paymentMethodsLoaded,
  paymentMethodsLoadFailed,
  paymentMethodsLoadRequested,
  paymentMethodsSaved,
  paymentMethodsSaveFinished,
  paymentMethodsSaveRequested,
  type PaymentMethodsState,
} from './paymentMethodsSlice';
import { RECEIVING_ACCOUNTS_PATH, receivingAccountsRouteRegistered } from './receivingAccountsRoute';

type Answer<K extends keyof LegacyApi> = LegacyApi[K]['response'];

/**
 * The message this screen must show for a failed call, or null when one is already on screen
 * (HTTP failures get the generic 'Ops!' dialog, an expired session its own dialog).
 */
function ownFailureMessage(e: unknown, fallback: string): string | null {
  if (!isApiError(e)) return fallback;
  if (e.kind === 'http' || e.kind === 'sessionExpired') return null;
  return e.kind === 'network' ? e.message : fallback;
}

function* loadMethods() {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => api.legacy.call('software_app/listarpagamentos/', { silent: true }))) as Answer<'software_app/listarpagamentos/'>;
    if (answer && answer.status === false) {
      yield put(paymentMethodsLoadFailed(MESSAGES.paymentMethodsLoadFailed));
      return;
    }
    yield put(paymentMethodsLoaded(paymentMethodsFrom(answer)));
  } catch (e) {
    yield put(paymentMethodsLoadFailed(isApiError(e) && e.kind === 'network' ? e.message : MESSAGES.paymentMethodsLoadFailed));
  }
}

/** Spec 01 §8: success toast 5 s. The platform's answer carries nothing else to read. */
function* saveMethods(action: ReturnType<typeof paymentMethodsSaveRequested>) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => api.legacy.call('software_app/alteraPagamentos', {
      body: { formas: action.payload },
    }))) as Answer<'software_app/alteraPagamentos'>;
    // The original screen never read this answer; an explicit refusal is still not a success.
    if (answer && answer.status === false) {
      yield put(showAttention(answer.mensagem || answer.erro || MESSAGES.paymentMethodsSaveFailed));
      return;
    }
    yield put(paymentMethodsSaved(action.payload));
    yield put(showToast(MESSAGES.paymentMethodsSaved, 'success', TOAST_MS.long));
    yield call(loadMethods);
  } catch (e) {
    const message = ownFailureMessage(e, MESSAGES.paymentMethodsSaveFailed);
    if (message) yield put(showError(message));
  } finally {
    yield put(paymentMethodsSaveFinished());
  }
}

function* loadAcceptance() {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => api.legacy.call('pagamentoonline/getAcceptanceStatus', { silent: true }))) as Answer<'pagamentoonline/getAcceptanceStatus'>;
    if (!answer || typeof answer.acceptsOnline !== 'boolean') {
      yield put(acceptanceLoadFailed());
      return;
    }
    yield put(acceptanceLoaded(answer.acceptsOnline));
  } catch {
    yield put(acceptanceLoadFailed());
  }
}

/**
 * Spec 02 §4, §8: the platform may refuse; the switch then follows the value it returns. A
 * refusal shows 'Erro!' with 'erros' and, when it was an attempt to enable, takes the user to the
 * receiving-account screen (once that screen exists).
 */
function* changeAcceptance(action: ReturnType<typeof acceptanceChangeRequested>) {
  const services = yield* getServices();
  const wanted = action.payload;
  try {
    const answer = (yield call(() => services.api.legacy.call('pagamentoonline/setAcceptanceStatus', {
      body: { accepts: wanted },
    }))) as Answer<'pagamentoonline/setAcceptanceStatus'>;
    const previous = ((yield select((s: { paymentMethods: PaymentMethodsState }) => s.paymentMethods.acceptance.previous)) as boolean);
    const holds = typeof answer?.accepts === 'boolean' ? answer.accepts : answer?.status ? wanted : previous;
    yield put(acceptanceChanged(holds));
    if (answer?.status) {
      if (answer.mensagem) yield put(showToast(answer.mensagem, 'success', TOAST_MS.default));
      return;
    }
    yield put(showError(answer?.erros || answer?.mensagem || MESSAGES.onlinePaymentChangeFailed));
    if (wanted && ((yield call(receivingAccountsRouteRegistered)) as boolean)) services.navigate(RECEIVING_ACCOUNTS_PATH);
  } catch (e) {
    yield put(acceptanceChangeFailed());
    const message = ownFailureMessage(e, MESSAGES.onlinePaymentChangeFailed);
    if (message) yield put(showError(message));
  }
}

export function* paymentMethodsSaga() {
  yield takeLatest(paymentMethodsLoadRequested.type, loadMethods);
  yield takeLeading(paymentMethodsSaveRequested.type, saveMethods);
  yield takeLatest(acceptanceLoadRequested.type, loadAcceptance);
  yield takeLeading(acceptanceChangeRequested.type, changeAcceptance);
}
