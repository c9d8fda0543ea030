import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { cancelled, take } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/api';
import { initialSessionState, loggedOut, loginSucceeded, sessionExpired, sessionReducer } from './sessionSlice';
import { runWhileLoggedIn } from './whileLoggedIn';

const session = (id_sessao: string) => ({ id_estabelecimento: 101, id_sessao }) as Session;

/** A store running runWhileLoggedIn with a work that logs when it starts (with which session) and when it is cancelled. */
function setup(stored: Session | null) {
  const log: string[] = [];
  function* work(s: Session) {
    log.push(`start ${s.id_sessao}`);
    try {
      yield take('never');
    } finally {
      if ((yield cancelled()) as boolean) log.push(`stop ${s.id_sessao}`);
    }
  }
  const saga = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ session: sessionReducer }),
    preloadedState: { session: initialSessionState(stored) },
    middleware: (gdm) => gdm({ serializableCheck: false }).concat(saga),
  });
  saga.run(function* () {
    yield* runWhileLoggedIn(work);
  });
  return { store, log };
}

describe('runWhileLoggedIn', () => {
  it('starts at once with a stored session', () => {
    const { log } = setup(session('s1'));
    expect(log).toEqual(['start s1']);
  });

  it('without a session waits for the login', () => {
    const { store, log } = setup(null);
    expect(log).toEqual([]);
    store.dispatch(loginSucceeded(session('s2')));
    expect(log).toEqual(['start s2']);
  });

  it('stops at logout and starts again with the next login', () => {
    const { store, log } = setup(session('s1'));
    store.dispatch(loggedOut());
    expect(log).toEqual(['start s1', 'stop s1']);
    store.dispatch(loginSucceeded(session('s2')));
    expect(log).toEqual(['start s1', 'stop s1', 'start s2']);
  });

  it('stops when the session expires', () => {
    const { store, log } = setup(session('s1'));
    store.dispatch(sessionExpired({ title: 'Sessão expirada' }));
    expect(log).toEqual(['start s1', 'stop s1']);
  });

  it('a login that replaces the session restarts the work with the new one', () => {
    const { store, log } = setup(session('s1'));
    store.dispatch(loginSucceeded(session('s2')));
    expect(log).toEqual(['start s1', 'stop s1', 'start s2']);
  });
});
