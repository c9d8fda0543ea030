import { all, call, spawn } from 'redux-saga/effects';
import { featureSagas } from './featureSagas';

/**
 * Every feature saga runs under its own spawn: a crash in one (a bug, a malformed answer) is
 * logged and that saga restarts, instead of taking the whole panel down.
 */
export function* rootSaga() {
  yield all(featureSagas.map((saga) => spawn(keepAlive, saga)));
}

function* keepAlive(saga: () => Generator) {
  for (;;) {
    try {
      yield call(saga);
      return;
    } catch (e) {
      console.error(`[saga ${saga.name}]`, e);
    }
  }
}
