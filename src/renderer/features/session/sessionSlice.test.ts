import { describe, expect, it } from 'vitest';
import { chatReducer, chatSocketConnected, initialChatState } from '../chat/chatSlice';
import { socketConnected } from '../realtime/realtimeActions';
import { realtimeReducer } from '../realtime/realtimeSlice';
import { TEST_SESSION } from '../../test/testStore';
import { loggedOut, loginSucceeded, selectSession, selectSessionStoreId, sessionEnded, sessionExpired } from './sessionSlice';

describe('the end of a session, for the other slices', () => {
  it('is a logout or an expiry, not a login', () => {
    expect([loggedOut(), sessionExpired({ title: 'Sessão expirada' }), loginSucceeded({} as never)].map((value) => sessionEnded(value))).toEqual([true, true, false]);
  });

  it('takes a slice back to its start (resetOnSessionEnd) and one with cases of its own alike', () => {
    const chat = chatReducer(initialChatState, chatSocketConnected('socket-1'));
    expect(chat.socketId).toBe('socket-1');
    expect(chatReducer(chat, loggedOut())).toBe(initialChatState);
    expect(chatReducer(chat, sessionExpired({ title: 'Sessão expirada' }))).toBe(initialChatState);

    const realtime = realtimeReducer(undefined, socketConnected());
    expect(realtime.connected).toBe(true);
    expect(realtimeReducer(realtime, sessionExpired({ title: 'Sessão expirada' }))).toEqual({ connected: false });
  });
});

describe('the session selectors the sagas share', () => {
  it('read the store logged in, and nothing when none is', () => {
    const loggedIn = { session: { session: TEST_SESSION } };
    expect(selectSession(loggedIn)).toBe(TEST_SESSION);
    expect(selectSessionStoreId(loggedIn)).toBe(TEST_SESSION.id_estabelecimento);
    const none = { session: { session: null } };
    expect(selectSession(none)).toBeNull();
    expect(selectSessionStoreId(none)).toBeUndefined();
  });
});
