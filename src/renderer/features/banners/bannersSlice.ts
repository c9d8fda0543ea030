import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Contract, Invoice } from '../../../shared/api';
import { resetOnSessionEnd } from '../session/sessionSlice';

export interface BannersState {
  overdueInvoices: Invoice[];
  /** null until pagamentoonline/getAcceptanceStatus answers (no promo while unknown) */
  acceptsOnline: boolean | null;
  /** the contract waiting for signature, while its modal is open */
  contract: Contract | null;
  contractSending: boolean;
  /** what the modal says under the text: the mandatory warning or the platform's answer */
  contractNotice: { severity: 'warning' | 'error'; message: string } | null;
  onlinePaymentNoticeClosed: boolean;
}

const initialState: BannersState = {
  overdueInvoices: [],
  acceptsOnline: null,
  contract: null,
  contractSending: false,
  contractNotice: null,
  onlinePaymentNoticeClosed: false,
};

const bannersSlice = createSlice({
  name: 'banners',
  initialState,
  reducers: {
    bannersRequested() {},
    overdueInvoicesLoaded(state, action: PayloadAction<Invoice[]>) {
      state.overdueInvoices = action.payload;
    },
    acceptanceStatusLoaded(state, action: PayloadAction<boolean>) {
      state.acceptsOnline = action.payload;
    },
    contractLoaded(state, action: PayloadAction<Contract>) {
      state.contract = action.payload;
      state.contractNotice = null;
    },
    /** Esc, backdrop or the close button */
    contractCloseAttempted() {},
    contractCloseRefused(state, action: PayloadAction<string>) {
      state.contractNotice = { severity: 'warning', message: action.payload };
    },
    contractClosed(state) {
      state.contract = null;
      state.contractNotice = null;
      state.contractSending = false;
    },
    contractSendRequested(state, _action: PayloadAction<{ email: string }>) {
      state.contractSending = true;
      state.contractNotice = null;
    },
    contractSendFailed(state, action: PayloadAction<string>) {
      state.contractSending = false;
      state.contractNotice = { severity: 'error', message: action.payload };
    },
    contractSendFinished(state) {
      state.contractSending = false;
    },
    onlinePaymentNoticeClosed(state) {
      state.onlinePaymentNoticeClosed = true;
    },
  },
  extraReducers: resetOnSessionEnd(initialState),
});

export const {
  bannersRequested,
  overdueInvoicesLoaded,
  acceptanceStatusLoaded,
  contractLoaded,
  contractCloseAttempted,
  contractCloseRefused,
  contractClosed,
  contractSendRequested,
  contractSendFailed,
  contractSendFinished,
  onlinePaymentNoticeClosed,
} = bannersSlice.actions;

export const bannersReducer = bannersSlice.reducer;

type WithBanners = { banners: BannersState };
export const selectBanners = (s: WithBanners) => s.banners;
