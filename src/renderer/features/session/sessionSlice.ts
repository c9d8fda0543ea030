import { createSlice, isAnyOf, type ActionReducerMapBuilder, type PayloadAction } from '@reduxjs/toolkit';
import type { Session } from '../../../shared/api';

export interface SessionState {
  session: Session | null;
  login: { status: 'idle' | 'loading' | 'failed'; error: string | null };
}

export const initialSessionState = (session: Session | null): SessionState => ({
  session,
  login: { status: 'idle', error: null },
});

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState(null),
  reducers: {
    loginRequested(state, _action: PayloadAction<{ usuario: string; senha: string }>) {
      state.login = { status: 'loading', error: null };
    },
    loginSucceeded(state, action: PayloadAction<Session>) {
      state.session = action.payload;
      state.login = { status: 'idle', error: null };
    },
    loginFailed(state, action: PayloadAction<string>) {
      state.login = { status: 'failed', error: action.payload };
    },
    logoutRequested() {},
    /** the platform answered the 401 envelope: storage is cleared, the dialog asks to log in */
    sessionExpired(state, _action: PayloadAction<{ title: string }>) {
      state.session = null;
    },
    loggedOut(state) {
      state.session = null;
      state.login = { status: 'idle', error: null };
    },
  },
});

export const { loginRequested, loginSucceeded, loginFailed, logoutRequested, sessionExpired, loggedOut } =
  sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;

/** The session ended (logged out, or expired): each slice that holds the store's data goes back to its start. */
export const sessionEnded = isAnyOf(loggedOut, sessionExpired);

/** A slice's extraReducers when all it does with other slices' actions is go back to its start as the session ends. */
export function resetOnSessionEnd<S>(initial: S) {
  return (builder: ActionReducerMapBuilder<S>): void => {
    builder.addMatcher(sessionEnded, () => initial);
  };
}

/** Any state that holds the session slice (the root state, or a saga test's smaller one). */
type WithSession = { session: Pick<SessionState, 'session'> };

/** The store logged in, or null: the one selector the sagas and screens read the session by. */
export const selectSession = (state: WithSession): Session | null => state.session.session;

/** The id of the store logged in (undefined when none). */
export const selectSessionStoreId = (state: WithSession): number | undefined => state.session.session?.id_estabelecimento;
