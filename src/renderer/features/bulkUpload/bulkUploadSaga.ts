import { call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { cancelProductFile, productFileDetail, productFiles, type ProductFile, type ProductFileDetail, type ProductFileEntry } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { platformApi } from '../../api/platformApi';
import { getServices } from '../../app/sagaContext';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showToast } from '../../ui/uiSlice';
import { loggedOut, sessionExpired } from '../session/sessionSlice';
import {
  bulkUploadCanceled,
  bulkUploadCancelFailed,
  bulkUploadCancelRequested,
  bulkUploadFinished,
  bulkUploadJobsFailed,
  bulkUploadJobsRead,
  bulkUploadLastRead,
  bulkUploadPageOpened,
  bulkUploadProgressed,
  bulkUploadStarted,
  bulkUploadStartFailed,
  selectBulkUpload,
  selectUploadRunning,
  uploadJob,
  type BulkUploadState,
  type UploadJob,
} from './bulkUploadSlice';

/** The job is asked for its progress every 2 s (spec 02 §9). */
export const POLL_MS = 2000;

/**
 * The bulk upload's progress lives across screens (spec 02 §4): this saga follows the job the
 * screen started (or found processing when it opened) until it ends, whatever screen is open.
 * The screen sends the file itself (bulkUploadApi) and says bulkUploadStarted.
 */
export function* bulkUploadSaga() {
  yield takeLeading(bulkUploadPageOpened.type, readJobs);
  yield takeLatest(bulkUploadStarted.type, follow);
  yield takeLeading(bulkUploadCancelRequested.type, cancel);
  // the service's reason when it refused the file; the spec's sentence for any other failure
  yield takeLatest(bulkUploadStartFailed.type, function* (action: ReturnType<typeof bulkUploadStartFailed>) {
    yield put(showToast(action.payload ?? MESSAGES.bulkUploadFailed, 'error', TOAST_MS.error));
  });
}

/** The newest job that ended, for 'Último upload'. */
const lastEnded = (entries: ProductFileEntry[]): UploadJob | null => {
  const ended = entries.find((e) => e.product_file.status !== 'processing');
  return ended ? uploadJob(ended) : null;
};

function* listJobs() {
  const { api } = yield* getServices();
  const answer = (yield call(() => callEndpoint(api, productFiles, { silent: true }))) as { product_files: ProductFileEntry[] };
  return answer.product_files;
}

/** On opening the screen: the earlier jobs; one still processing is followed again. */
function* readJobs() {
  if ((yield select(selectUploadRunning)) as boolean) return;
  try {
    const entries = (yield call(listJobs)) as ProductFileEntry[];
    yield put(bulkUploadJobsRead({ last: lastEnded(entries) }));
    const processing = entries.find((e) => e.product_file.status === 'processing');
    if (processing) yield put(bulkUploadStarted(uploadJob(processing)));
  } catch (e) {
    console.warn('[upload em massa] os uploads anteriores não foram lidos:', e);
    yield put(bulkUploadJobsFailed());
  }
}

/** Every 2 s until the job ends, the person cancels it or the session ends. */
function* follow(action: ReturnType<typeof bulkUploadStarted>) {
  yield race({ polled: call(poll, action.payload.id), stopped: take([bulkUploadCancelRequested.type, loggedOut.type, sessionExpired.type]) });
}

function* poll(id: number) {
  const { api } = yield* getServices();
  let failing = false;
  for (;;) {
    yield delay(POLL_MS);
    let job: UploadJob;
    try {
      job = uploadJob((yield call(() => callEndpoint(api, productFileDetail, { params: { id }, silent: true }))) as ProductFileDetail);
    } catch (e) {
      // said once while it keeps failing; the job goes on at the service and is asked again
      if (!failing) yield put(showToast(MESSAGES.bulkUploadFailed, 'error', TOAST_MS.error));
      failing = true;
      console.warn('[upload em massa] progresso não lido:', e);
      continue;
    }
    failing = false;
    if (job.status === 'canceled') {
      yield put(bulkUploadCanceled(job));
      yield call(ended);
      return;
    }
    if (job.status === 'finished' || job.percentage >= 100) {
      yield put(bulkUploadFinished(job));
      yield put(
        job.rejected > 0
          ? showToast(MESSAGES.bulkUploadFinishedWithRejections(job.added + job.updated, MESSAGES.bulkUploadRejectedRows(job.rejected)), 'warning', TOAST_MS.long)
          : showToast(MESSAGES.bulkUploadFinished(job.added + job.updated), 'success', TOAST_MS.long),
      );
      yield call(ended);
      return;
    }
    yield put(bulkUploadProgressed(job));
  }
}

/** The products made are the menu's now; 'Último upload' is read again. */
function* ended() {
  yield put(platformApi.util.invalidateTags(['MenuCategories', 'MenuProducts']));
  try {
    yield put(bulkUploadLastRead(lastEnded((yield call(listJobs)) as ProductFileEntry[])));
  } catch (e) {
    console.warn('[upload em massa] último upload não lido:', e);
  }
}

function* cancel() {
  const { api } = yield* getServices();
  const { job } = (yield select(selectBulkUpload)) as BulkUploadState;
  if (!job) return;
  try {
    const canceled = ((yield call(() => callEndpoint(api, cancelProductFile, { params: { id: job.id }, silent: true }))) as { product_file: ProductFile }).product_file;
    const percentage = Math.floor((canceled.processed_products * 100) / Math.max(1, canceled.total_products));
    yield put(bulkUploadCanceled(uploadJob({ product_file: canceled, progress: { percentage } })));
    yield put(showToast(MESSAGES.bulkUploadCanceled, 'success', TOAST_MS.long));
    yield call(ended);
  } catch (e) {
    console.warn('[upload em massa] cancelamento falhou:', e);
    yield put(bulkUploadCancelFailed());
    yield put(showToast(MESSAGES.bulkUploadCancelFailed, 'error', TOAST_MS.error));
  }
}
