import { call, fork, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { adicionarImpressao, atualizarImpressao, listarImpressao, refusalText, successText, type AnyDeclaration, type EndpointOf, type PrintSettings, type Session, type StoredPrintSettings } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { failureDialogText } from '../../api/apiError';
import { getServices } from '../../app/sagaContext';
import { loginSucceeded, selectSession } from '../session/sessionSlice';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showAttention, showError, showToast } from '../../ui/uiSlice';
import { fromCloud, toCloud } from './model';
import {
  printSettingsCloudChecked,
  printSettingsCloudCheckFailed,
  printSettingsCloudCheckRequested,
  printSettingsRestored,
  printSettingsSaved,
  printSettingsSaveFinished,
  printSettingsSaveRequested,
  printSettingsSyncFinished,
  printSettingsSyncRequested,
  type PrintSettingsState,
} from './printSettingsSlice';
import { loadPrintSettings, storePrintSettings } from './storage';

type State = { printSettings: PrintSettingsState };

const selectState = (s: State) => s.printSettings;

type Answer<D extends AnyDeclaration> = EndpointOf<D>['response'];

/** The store's settings in the cloud, or null when it has none. */
function* fetchCloud() {
  const { api } = yield* getServices();
  const answer = (yield call(() => callEndpoint(api, listarImpressao, { silent: true }))) as Answer<typeof listarImpressao>;
  if (answer.status === false) throw new Error(refusalText(answer) ?? MESSAGES.printSettingsCloudLoadFailed);
  return answer.obj ?? null;
}

function* applyCloud(cloud: StoredPrintSettings) {
  const { storage } = yield* getServices();
  const { settings } = (yield select(selectState)) as PrintSettingsState;
  const next = fromCloud(cloud, settings);
  storePrintSettings(storage, next);
  yield put(printSettingsSaved(next));
}

/** Opening the screen: does the cloud hold settings for this store? (spec 02 §8 warning) */
function* checkCloud() {
  try {
    const cloud = (yield call(fetchCloud)) as StoredPrintSettings | null;
    yield put(printSettingsCloudChecked({ exists: cloud !== null }));
    // A machine that never saved anything starts from the store's cloud settings.
    const { saved } = (yield select(selectState)) as PrintSettingsState;
    if (cloud && saved === null) yield call(applyCloud, cloud);
  } catch {
    yield put(printSettingsCloudCheckFailed());
  }
}

/** Spec 02 §2.6 'Sincronizar com as configurações da nuvem': the cloud's replace the local ones. */
function* syncFromCloud() {
  try {
    const cloud = (yield call(fetchCloud)) as StoredPrintSettings | null;
    yield put(printSettingsCloudChecked({ exists: cloud !== null }));
    if (!cloud) return; // the warning on the screen says what to do
    yield call(applyCloud, cloud);
    yield put(showToast(MESSAGES.printSettingsSynced, 'success', TOAST_MS.long));
  } catch (e) {
    const message = failureDialogText(e, e instanceof Error ? e.message : MESSAGES.printSettingsCloudLoadFailed);
    if (message) yield put(showError(message));
  } finally {
    yield put(printSettingsSyncFinished());
  }
}

/**
 * In Electron the QZ private key is kept by main in the OS's safe storage (main signs with it), not
 * in local storage: a typed key goes there and the stored settings keep ''.
 */
async function keepQzKeySafe(settings: PrintSettings): Promise<PrintSettings> {
  const desktop = typeof window === 'undefined' ? undefined : window.desktop;
  if (!desktop || settings.qzPrivate.trim() === '') return settings;
  await desktop.secrets.set('qzPrivateKey', settings.qzPrivate.trim());
  return { ...settings, qzPrivate: '' };
}

/**
 * Salvar Alterações (both screens): the cloud first, then local storage; only a save the cloud
 * took is kept, so the form stays as typed (and Save enabled) when it fails. Toast 5 s (§9).
 */
function* save(action: ReturnType<typeof printSettingsSaveRequested>) {
  const { api, storage } = yield* getServices();
  const session = (yield select(selectSession)) as Session | null;
  try {
    if (!session) return;
    const body = toCloud(action.payload, session.id_estabelecimento);
    const answer = (yield call(() => callEndpoint(api, adicionarImpressao, { body }))) as Answer<typeof adicionarImpressao>;
    if (answer.status !== true) {
      yield put(showAttention(refusalText(answer) ?? MESSAGES.printSettingsSaveFailed));
      return;
    }
    const next = (yield call(keepQzKeySafe, { ...action.payload, sincronizado: true })) as PrintSettings;
    storePrintSettings(storage, next);
    yield put(printSettingsSaved(next));
    yield put(showToast(successText(answer) ?? MESSAGES.printSettingsSaved, 'success', TOAST_MS.long));
    // The platform marks its copy as the current one; its answer changes nothing here.
    yield call(() => callEndpoint(api, atualizarImpressao, { silent: true }).catch(() => undefined));
  } catch (e) {
    const message = failureDialogText(e, MESSAGES.printSettingsSaveFailed);
    if (message) yield put(showError(message));
  } finally {
    yield put(printSettingsSaveFinished());
  }
}

/** After a login on a machine with nothing saved: take the store's cloud settings. */
function* afterLogin() {
  const { saved } = (yield select(selectState)) as PrintSettingsState;
  if (saved === null) yield call(checkCloud);
}

export function* printSettingsSaga() {
  const { storage } = yield* getServices();
  const stored = loadPrintSettings(storage);
  yield put(printSettingsRestored(stored));
  if (stored === null && ((yield select(selectSession)) as Session | null)) yield fork(checkCloud);
  yield takeLatest(printSettingsCloudCheckRequested.type, checkCloud);
  yield takeLeading(printSettingsSyncRequested.type, syncFromCloud);
  yield takeLeading(printSettingsSaveRequested.type, save);
  yield takeLatest(loginSucceeded.type, afterLogin);
}
