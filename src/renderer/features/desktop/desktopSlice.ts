import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QuitChoice } from '../../../shared/ipc';

/** The desktop host's state in the page: the update screen and the close question. */
export interface DesktopState {
  /** An update is under way: the 'Atualizando...' screen replaces the app. */
  update: { active: boolean; version: string | null; percent: number; message: string };
  closeQuestionOpen: boolean;
}

export const initialDesktopState: DesktopState = {
  update: { active: false, version: null, percent: 0, message: '' },
  closeQuestionOpen: false,
};

export type CloseAnswer = QuitChoice | 'cancel';

const desktopSlice = createSlice({
  name: 'desktop',
  initialState: initialDesktopState,
  reducers: {
    updateAvailable(state, action: PayloadAction<{ version: string }>) {
      state.update = { active: true, version: action.payload.version, percent: 0, message: '' };
    },
    updateMessage(state, action: PayloadAction<string>) {
      state.update.active = true;
      state.update.message = action.payload;
    },
    updateProgress(state, action: PayloadAction<number>) {
      state.update.active = true;
      state.update.percent = Math.max(0, Math.min(100, Math.round(action.payload)));
    },
    /** main reported a failure: the screen goes away (the saga shows the toast) */
    updateFailed(state, _action: PayloadAction<string>) {
      state.update = initialDesktopState.update;
    },
    /** main's 'on-close-click': ask 'Tem certeza que precisa fechar?' */
    closeQuestionAsked(state) {
      state.closeQuestionOpen = true;
    },
    /** the dialog is on screen: the saga tells main it need not ask natively */
    closeQuestionDisplayed() {},
    closeQuestionAnswered(state, _action: PayloadAction<CloseAnswer>) {
      state.closeQuestionOpen = false;
    },
    /** main is quitting: anything that writes should finish now */
    appQuitting() {},
  },
});

export const {
  updateAvailable,
  updateMessage,
  updateProgress,
  updateFailed,
  closeQuestionAsked,
  closeQuestionDisplayed,
  closeQuestionAnswered,
  appQuitting,
} = desktopSlice.actions;
export const desktopReducer = desktopSlice.reducer;

type WithDesktop = { desktop: DesktopState };
export const selectUpdate = (s: WithDesktop) => s.desktop.update;
export const selectCloseQuestionOpen = (s: WithDesktop) => s.desktop.closeQuestionOpen;
