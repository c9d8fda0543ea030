import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MESSAGES, TOAST_MS } from './messages';

export type DialogKind =
  /** 'Atenção!' info dialog */
  | 'attention'
  /** 'Erro!' dialog */
  | 'error'
  /** HTTP failure: 'Ops! Ocorreu um erro inesperado ...' with Tentar novamente (reload) */
  | 'unexpected'
  /** the session expired: non-dismissible, Fazer Login */
  | 'sessionExpired';

export interface Dialog {
  id: number;
  kind: DialogKind;
  title: string;
  message: string;
}

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  durationMs: number;
}

export interface UiState {
  dialogs: Dialog[];
  toasts: Toast[];
  nextId: number;
}

const initialState: UiState = { dialogs: [], toasts: [], nextId: 1 };

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    dialogShown(state, action: PayloadAction<Omit<Dialog, 'id'>>) {
      const d = action.payload;
      // The same dialog twice in a row (a burst of failing requests) is shown once.
      if (state.dialogs.some((x) => x.kind === d.kind && x.title === d.title && x.message === d.message)) return;
      // A session-expired dialog supersedes everything else: nothing else can be done.
      if (d.kind === 'sessionExpired') state.dialogs = [];
      else if (state.dialogs.some((x) => x.kind === 'sessionExpired')) return;
      state.dialogs.push({ ...d, id: state.nextId++ });
    },
    dialogClosed(state, action: PayloadAction<number>) {
      state.dialogs = state.dialogs.filter((d) => d.id !== action.payload);
    },
    toastShown(state, action: PayloadAction<Omit<Toast, 'id' | 'durationMs' | 'severity'> & Partial<Toast>>) {
      state.toasts.push({
        severity: 'success',
        durationMs: TOAST_MS.default,
        ...action.payload,
        id: state.nextId++,
      });
    },
    toastClosed(state, action: PayloadAction<number>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
});

export const { dialogShown, dialogClosed, toastShown, toastClosed } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;

/** 'Atenção!' info dialog with a message (spec: store toggle failure, hours save failure ...). */
export const showAttention = (message: string, title: string = MESSAGES.attention) =>
  dialogShown({ kind: 'attention', title, message });

/** 'Erro!' dialog. */
export const showError = (message: string, title: string = MESSAGES.error) =>
  dialogShown({ kind: 'error', title, message });

export const showToast = (message: string, severity: ToastSeverity = 'success', durationMs: number = TOAST_MS.default) =>
  toastShown({ message, severity, durationMs });
