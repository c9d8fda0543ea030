import type { Task } from 'redux-saga';
import { call, cancel, delay, fork, put, select, takeEvery } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import alertSoundUrl from '../../assets/new-order-alert.wav';
import { alertSoundChanged, alertSoundUnlockRequested, selectAlertSound, selectPendingCount } from './ordersSlice';
import { selectStoppedPrintersWithJobs } from '../printing/printingSlice';

/** What the saga needs of an audio element (a fake one in tests). */
export interface AlertAudio {
  loop: boolean;
  currentTime: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
}

/**
 * One looping <audio> element in the page. It lives in the DOM (hidden) so that anyone, a test
 * included, can see whether the alert is sounding. In Electron the window's background
 * throttling is off, so it keeps playing while the window is hidden or minimised.
 */
export function createAlertAudio(): AlertAudio {
  const audio = document.createElement('audio');
  audio.src = alertSoundUrl;
  audio.loop = true;
  audio.preload = 'auto';
  audio.hidden = true;
  audio.dataset.alertSound = 'pedidos-pendentes';
  document.body.appendChild(audio);
  return audio;
}

/**
 * Orders must have been waiting this long, without a moment with none pending, before the alert
 * starts: with auto-accept on, the panel accepts each within a few tens of milliseconds, and
 * starting and stopping the sound for each order was a blip nobody could act on, and work on the
 * page's main thread (a play, seek and pause of the media pipeline per order).
 */
export const ALERT_START_MS = 400;

/**
 * The new-order alert (spec 01 §4): plays in a loop while any order is pending (PP), or a printer
 * stopped with tickets waiting (printing/printerHealthSaga.ts), and stops when none is (it starts once one has been pending ALERT_START_MS). Driven by state, not by events, so every way an order arrives or leaves PP
 * (event, reload, a click, another device) is covered. When the browser refuses to play without
 * a click (autoplay policy; never in Electron), the state says `blocked` and the screen offers
 * 'Ativar som'; the click's action plays it at once, inside the person's gesture.
 */
export function* alertSoundSaga(createAudio: () => AlertAudio = createAlertAudio, startAfterMs = ALERT_START_MS) {
  let audio: AlertAudio | null = null;
  let wanted = false;
  /** the start of the sound, waiting for ALERT_START_MS: cancelled when no order is pending */
  let starting: Task | null = null;

  function* play(target: AlertAudio, now: boolean) {
    // 'Ativar som' plays at once: the browser allows it only inside the person's click.
    if (!now && startAfterMs > 0) {
      yield delay(startAfterMs);
      if (!wanted) return;
    }
    try {
      target.currentTime = 0;
      yield call(() => target.play());
      if (wanted) {
        yield put(alertSoundChanged({ playing: true, blocked: false }));
      } else {
        target.pause();
      }
    } catch (e) {
      const name = (e as { name?: string } | null)?.name;
      // AbortError: pause() arrived before play() finished (the last pending order left PP).
      if (name === 'AbortError') return;
      if (name === 'NotAllowedError') {
        if (wanted) yield put(alertSoundChanged({ playing: false, blocked: true }));
        return;
      }
      console.warn('[orders] alerta sonoro não tocou', e);
      yield put(alertSoundChanged({ playing: false }));
    }
  }

  yield takeEvery('*', function* onAction(action: UnknownAction) {
    if (action.type === alertSoundChanged.type) return;
    const pendingCount: number = yield select(selectPendingCount);
    // a printer stopped with tickets waiting (sem papel, tampa aberta...) sounds like a pending order
    const stoppedPrinters: unknown[] = yield select(selectStoppedPrintersWithJobs);
    const pending = pendingCount > 0 || stoppedPrinters.length > 0;
    const unlock = action.type === alertSoundUnlockRequested.type;
    if (pending === wanted && !(unlock && pending)) return;
    wanted = pending;
    if (starting?.isRunning()) yield cancel(starting);
    starting = null;
    if (pending) {
      audio ??= createAudio();
      starting = (yield fork(play, audio, unlock)) as Task;
    } else {
      // Most orders leave PP before the sound ever started (auto-accept): then there is nothing
      // to stop and nothing to tell, on the way of each order to the printer.
      if (audio && !audio.paused) audio.pause();
      const sound = (yield select(selectAlertSound)) as ReturnType<typeof selectAlertSound>;
      if (sound.playing || sound.blocked) yield put(alertSoundChanged({ playing: false, blocked: false }));
    }
  });
}
