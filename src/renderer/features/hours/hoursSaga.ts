import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { LegacyApi } from '../../../shared/api';
import { getServices } from '../../app/sagaContext';
import { isApiError } from '../../api/apiError';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showAttention, showError, showToast } from '../../ui/uiSlice';
import { openingHoursFrom, saveBody } from './model';
import {
  hoursLoaded,
  hoursLoadFailed,
  hoursLoadRequested,
  hoursSaveFinished,
  hoursSaveRequested,
} from './hoursSlice';

type Answer<K extends keyof LegacyApi> = LegacyApi[K]['response'];

function* loadHours() {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => api.legacy.call('software_app/listarHorarios', { silent: true }))) as Answer<'software_app/listarHorarios'>;
    if (answer && answer.status === false) {
      yield put(hoursLoadFailed(MESSAGES.hoursLoadFailed));
      return;
    }
    yield put(hoursLoaded(openingHoursFrom(answer)));
  } catch (e) {
    yield put(hoursLoadFailed(isApiError(e) && e.kind === 'network' ? e.message : MESSAGES.hoursLoadFailed));
  }
}

/** Spec 01 §8: status false -> 'Atenção!' with the server's mensagem; success -> toast (2 s). */
function* saveHours(action: ReturnType<typeof hoursSaveRequested>) {
  const { api } = yield* getServices();
  try {
    const answer = (yield call(() => api.legacy.call('software_app/alteraHorarios2', {
      body: saveBody(action.payload),
    }))) as Answer<'software_app/alteraHorarios2'>;
    if (!answer?.status) {
      yield put(showAttention(answer?.mensagem || MESSAGES.hoursSaveFailed));
      return;
    }
    yield put(showToast(answer.mensagem || MESSAGES.hoursSaved, 'success', TOAST_MS.default));
    // Read back what the platform stored, so the screen shows the truth and not our copy.
    yield call(loadHours);
  } catch (e) {
    const message = ownFailureMessage(e, MESSAGES.hoursSaveFailed);
    if (message) yield put(showError(message));
  } finally {
    yield put(hoursSaveFinished());
  }
}

/**
 * The message this screen must show for a failed call, or null when one is already on screen
 * (HTTP failures get the generic 'Ops!' dialog, an expired session its own dialog).
 */
function ownFailureMessage(e: unknown, fallback: string): string | null {
  if (!isApiError(e)) return fallback;
  if (e.kind === 'http' || e.kind === 'sessionExpired') return null;
  return e.kind === 'network' ? e.message : fallback;
}

export function* hoursSaga() {
  yield takeLatest(hoursLoadRequested.type, loadHours);
  yield takeLeading(hoursSaveRequested.type, saveHours);
}
