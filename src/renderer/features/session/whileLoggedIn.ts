import { call, race, select, take } from 'redux-saga/effects';
import type { Session } from '../../../shared/api';
import { loggedOut, loginSucceeded, selectSession, sessionExpired } from './sessionSlice';

/**
 * Runs `work` for each session: at once when one is stored, else after the next login; it is
 * cancelled at logout or expiry, and restarted with the new session when another login replaces it.
 * The store socket and the chat socket each live this way (ARCHITECTURE "Real-time").
 */
export function* runWhileLoggedIn(work: (session: Session) => Generator) {
  for (;;) {
    const session = (yield select(selectSession)) as Session | null;
    if (!session) {
      yield take(loginSucceeded.type);
      continue;
    }
    yield race({
      work: call(work, session),
      end: take([loggedOut.type, sessionExpired.type, loginSucceeded.type]),
    });
  }
}
