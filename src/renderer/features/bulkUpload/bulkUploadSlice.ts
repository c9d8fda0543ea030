import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductFileEntry, ProductFileProblem, ProductFileStatus } from '../../../shared/api';
import { resetOnSessionEnd } from '../session/sessionSlice';

/**
 * Upload em massa (spec 02 §4 Bulk upload states): idle, loading (the file on its way), uploading
 * (the service works through it; followed every 2 s), finished, canceled, error. The state lives
 * here, not in the screen, so leaving /bulkupload and coming back shows the same progress.
 */
export type BulkUploadPhase = 'idle' | 'loading' | 'uploading' | 'finished' | 'canceled' | 'error';

/** A job of the upload service as the screen shows it. */
export interface UploadJob {
  id: number;
  status: ProductFileStatus;
  fileName: string;
  percentage: number;
  processed: number;
  total: number;
  added: number;
  updated: number;
  rejected: number;
  /**
   * rows whose barcode is already in the menu, left as they were (should_update 0): what the
   * service worked through and neither created, updated nor refused
   */
  kept: number;
  /** ISO; null while processing */
  finishedAt: string | null;
  /** the first rows refused, with why (the job's detail; [] from the list) */
  problems: ProductFileProblem[];
}

export function uploadJob({ product_file: f, progress, problems }: ProductFileEntry & { problems?: ProductFileProblem[] }): UploadJob {
  return {
    id: f.id,
    status: f.status,
    fileName: f.file_name,
    percentage: Math.min(100, Math.max(0, Math.floor(progress.percentage))),
    processed: f.processed_products,
    total: f.total_products,
    added: f.added_products,
    updated: f.updated_products,
    rejected: f.rejected_products,
    kept: Math.max(0, f.processed_products - f.added_products - f.updated_products - f.rejected_products),
    finishedAt: f.finished_at,
    problems: problems ?? [],
  };
}

export interface BulkUploadState {
  phase: BulkUploadPhase;
  /** the job being followed, or the one that just ended */
  job: UploadJob | null;
  /** 'Último upload': the last job that finished or was cancelled */
  last: UploadJob | null;
  canceling: boolean;
  /** counts the uploads that finished: the screen clears its form when it changes */
  finishedCount: number;
  /** why the service refused the file (phase error), null when it gave no reason */
  refusal: string | null;
}

const initialState: BulkUploadState = { phase: 'idle', job: null, last: null, canceling: false, finishedCount: 0, refusal: null };

const bulkUploadSlice = createSlice({
  name: 'bulkUpload',
  initialState,
  reducers: {
    /** the screen opened: a job still processing is resumed */
    bulkUploadPageOpened() {},
    /** the earlier jobs, read when the screen opens (one still processing is then followed: bulkUploadStarted) */
    bulkUploadJobsRead(state, action: PayloadAction<{ last: UploadJob | null }>) {
      state.last = action.payload.last;
    },
    /** a failure to load the earlier jobs returns to idle */
    bulkUploadJobsFailed(state) {
      if (state.phase !== 'uploading' && state.phase !== 'loading') state.phase = 'idle';
    },
    /** the file is on its way */
    bulkUploadSubmitted(state) {
      state.phase = 'loading';
      state.job = null;
      state.refusal = null;
    },
    bulkUploadStarted(state, action: PayloadAction<UploadJob>) {
      state.phase = 'uploading';
      state.job = action.payload;
    },
    /** the file was not taken: the service's reason when it refused it, null for any other failure */
    bulkUploadStartFailed(state, action: PayloadAction<string | null>) {
      state.phase = 'error';
      state.refusal = action.payload;
    },
    bulkUploadProgressed(state, action: PayloadAction<UploadJob>) {
      if (state.job?.id === action.payload.id) state.job = action.payload;
    },
    bulkUploadFinished(state, action: PayloadAction<UploadJob>) {
      state.phase = 'finished';
      state.job = action.payload;
      state.finishedCount++;
    },
    bulkUploadLastRead(state, action: PayloadAction<UploadJob | null>) {
      state.last = action.payload;
    },
    bulkUploadCancelRequested(state) {
      state.canceling = true;
    },
    bulkUploadCanceled(state, action: PayloadAction<UploadJob>) {
      state.phase = 'canceled';
      state.job = action.payload;
      state.canceling = false;
    },
    bulkUploadCancelFailed(state) {
      state.phase = 'error';
      state.canceling = false;
    },
  },
  extraReducers: resetOnSessionEnd(initialState),
});

export const {
  bulkUploadPageOpened,
  bulkUploadJobsRead,
  bulkUploadJobsFailed,
  bulkUploadSubmitted,
  bulkUploadStarted,
  bulkUploadStartFailed,
  bulkUploadProgressed,
  bulkUploadFinished,
  bulkUploadLastRead,
  bulkUploadCancelRequested,
  bulkUploadCanceled,
  bulkUploadCancelFailed,
} = bulkUploadSlice.actions;

export const bulkUploadReducer = bulkUploadSlice.reducer;

type WithBulkUpload = { bulkUpload: BulkUploadState };
export const selectBulkUpload = (s: WithBulkUpload) => s.bulkUpload;
/** One upload at a time: while the file goes or the service works, nothing else starts. */
export const selectUploadRunning = (s: WithBulkUpload) => s.bulkUpload.phase === 'loading' || s.bulkUpload.phase === 'uploading';
