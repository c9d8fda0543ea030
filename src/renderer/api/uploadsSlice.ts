import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Upload progress in percent, by the key an upload request names (PlatformRequest.progressKey). */
export type UploadsState = Record<string, number>;

const initialState: UploadsState = {};

const uploadsSlice = createSlice({
  name: 'uploads',
  initialState,
  reducers: {
    uploadProgressed(state, action: PayloadAction<{ key: string; percent: number }>) {
      state[action.payload.key] = action.payload.percent;
    },
    uploadFinished(state, action: PayloadAction<string>) {
      delete state[action.payload];
    },
  },
});

export const { uploadProgressed, uploadFinished } = uploadsSlice.actions;
export const uploadsReducer = uploadsSlice.reducer;

/** The percent sent of the upload under `key`, or null when none is under way. */
export const selectUploadProgress = (state: { uploads: UploadsState }, key: string): number | null => state.uploads[key] ?? null;
