import { createSlice } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/sessionSlice';
import { socketConnected, socketDisconnected } from './realtimeActions';

export interface RealtimeState {
  /** the store socket is connected and joined to the store's channel */
  connected: boolean;
}

const initialState: RealtimeState = { connected: false };

const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(socketConnected, (state) => {
        state.connected = true;
      })
      .addCase(socketDisconnected, (state) => {
        state.connected = false;
      })
      .addMatcher(sessionEnded, () => initialState);
  },
});

export const realtimeReducer = realtimeSlice.reducer;

export const selectConnected = (state: { realtime: RealtimeState }) => state.realtime.connected;
