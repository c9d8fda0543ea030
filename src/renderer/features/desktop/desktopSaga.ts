/**
 * The page's side of the desktop host (absent in a browser): main's messages become actions,
 * the close question's answer goes back to main, and main learns the pending-order count (tray)
 * and whether the store is logged in (keep the system from suspending the app).
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { DesktopApi } from '../../../shared/ipc';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showToast } from '../../ui/uiSlice';
import { selectPendingCount } from '../orders/ordersSlice';
import {
  appQuitting,
  closeQuestionAnswered,
  closeQuestionAsked,
  closeQuestionDisplayed,
  updateAvailable,
  updateFailed,
  updateMessage,
  updateProgress,
} from './desktopSlice';

type DesktopBridge = Pick<
  DesktopApi,
  'on' | 'toAppQuit' | 'closeQuestionShown' | 'quitReady' | 'setPendingCount' | 'setWaitingForOrders'
>;

/** Main's messages for this feature, as actions. */
function desktopEvents(desktop: DesktopBridge): EventChannel<UnknownAction> {
  return eventChannel((emit) => {
    const offs = [
      desktop.on('update-available', ({ version }) => emit(updateAvailable({ version }))),
      desktop.on('update-message', ({ message }) => emit(updateMessage(message))),
      desktop.on('update-progress', ({ percent }) => emit(updateProgress(percent))),
      desktop.on('update-error', ({ message }) => emit(updateFailed(message))),
      desktop.on('on-close-click', () => emit(closeQuestionAsked())),
      desktop.on('app:before-quit', () => emit(appQuitting())),
    ];
    return () => offs.forEach((off) => off());
  });
}

function* forwardEvents(desktop: DesktopBridge) {
  const channel = desktopEvents(desktop);
  try {
    for (;;) {
      const action = (yield take(channel)) as UnknownAction;
      yield put(action);
      if (updateFailed.match(action)) yield put(showToast(action.payload || MESSAGES.updateFailed, 'error', TOAST_MS.error));
      // Writes to storage are synchronous, so once every saga has seen appQuitting nothing is half-written.
      if (appQuitting.match(action)) yield call(quietly, () => desktop.quitReady());
    }
  } finally {
    channel.close();
  }
}

function* quietly(request: () => Promise<unknown>) {
  try {
    yield call(request);
  } catch (e) {
    console.warn('[desktop] chamada ao aplicativo falhou', e);
  }
}

type RootLike = { session: { session: unknown } };
const selectLoggedIn = (s: RootLike) => s.session.session !== null;

/** Tells main the count and the logged-in state whenever either changes. */
function* syncTrayAndPower(desktop: DesktopBridge) {
  let count: number | null = null;
  let waiting: boolean | null = null;
  // Never blocks between reading the state and sending it: calls go out in state order.
  function* sync() {
    const nextCount = (yield select(selectPendingCount)) as number;
    const nextWaiting = (yield select(selectLoggedIn)) as boolean;
    if (nextCount !== count) {
      count = nextCount;
      yield fork(quietly, () => desktop.setPendingCount(nextCount));
    }
    if (nextWaiting !== waiting) {
      waiting = nextWaiting;
      yield fork(quietly, () => desktop.setWaitingForOrders(nextWaiting));
    }
  }
  yield takeEvery('*', sync);
  yield call(sync);
}

export function createDesktopSaga(getDesktop: () => DesktopBridge | undefined = () => window.desktop) {
  return function* desktopSaga() {
    const desktop = getDesktop();
    if (!desktop) return;
    yield fork(forwardEvents, desktop);
    yield fork(syncTrayAndPower, desktop);
    yield takeEvery(closeQuestionDisplayed.type, function* () {
      yield call(quietly, () => desktop.closeQuestionShown());
    });
    yield takeEvery(closeQuestionAnswered.type, function* (action: ReturnType<typeof closeQuestionAnswered>) {
      const choice = action.payload;
      if (choice !== 'cancel') yield call(quietly, () => desktop.toAppQuit(choice));
    });
  };
}

export const desktopSaga = createDesktopSaga();
