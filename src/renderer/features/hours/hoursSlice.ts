import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OpeningHours } from './model';

export interface HoursState {
  /** what the platform last said; null until the first answer */
  saved: OpeningHours | null;
  load: { status: 'idle' | 'loading' | 'ready' | 'failed'; error: string | null };
  saving: boolean;
}

const initialState: HoursState = { saved: null, load: { status: 'idle', error: null }, saving: false };

const hoursSlice = createSlice({
  name: 'hours',
  initialState,
  reducers: {
    hoursLoadRequested(state) {
      state.load = { status: 'loading', error: null };
    },
    hoursLoaded(state, action: PayloadAction<OpeningHours>) {
      state.saved = action.payload;
      state.load = { status: 'ready', error: null };
    },
    hoursLoadFailed(state, action: PayloadAction<string>) {
      state.load = { status: 'failed', error: action.payload };
    },
    hoursSaveRequested(state, _action: PayloadAction<OpeningHours>) {
      state.saving = true;
    },
    hoursSaveFinished(state) {
      state.saving = false;
    },
  },
});

export const { hoursLoadRequested, hoursLoaded, hoursLoadFailed, hoursSaveRequested, hoursSaveFinished } =
  hoursSlice.actions;
export const hoursReducer = hoursSlice.reducer;
