import { combineReducers, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { platformApi } from '../api/platformApi';
import { uploadsReducer } from '../api/uploadsSlice';
import { loginSucceeded, sessionEnded, sessionReducer } from '../features/session/sessionSlice';
import { uiReducer } from '../ui/uiSlice';
import { featureReducers } from './featureReducers';

const appReducer = combineReducers({
  ui: uiReducer,
  session: sessionReducer,
  uploads: uploadsReducer,
  [platformApi.reducerPath]: platformApi.reducer,
  ...featureReducers,
});

export type RootState = ReturnType<typeof appReducer>;

/** A session starts or ends: what the platform said to the previous one must not be shown. */
export const sessionChanged = isAnyOf(loginSucceeded, sessionEnded);

/**
 * The app's reducer. The data layer's cache is emptied in the same step as the session changes,
 * so a second store never sees the first store's data, not even for one render.
 * (app/store.ts also tells the data layer's middleware, which keeps its own bookkeeping.)
 */
export function rootReducer(state: Partial<RootState> | undefined, action: UnknownAction): RootState {
  if (state && sessionChanged(action)) {
    state = { ...state, [platformApi.reducerPath]: platformApi.reducer(undefined, platformApi.util.resetApiState()) };
  }
  return appReducer(state, action);
}
