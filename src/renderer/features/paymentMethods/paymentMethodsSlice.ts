import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod } from '../../../shared/api';
import { withSelection } from './model';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface PaymentMethodsState {
  /** the methods as the platform last stored them; null until the first answer */
  methods: PaymentMethod[] | null;
  load: { status: LoadStatus; error: string | null };
  saving: boolean;
  /** the Pagamento Online switch (spec 02 §4 Online payment acceptance) */
  acceptance: {
    status: LoadStatus;
    /** what the switch shows: the platform's value, or the requested one while it answers */
    accepts: boolean;
    /** the platform's value before the pending change, to go back to if the call fails */
    previous: boolean;
    updating: boolean;
  };
}

const initialState: PaymentMethodsState = {
  methods: null,
  load: { status: 'idle', error: null },
  saving: false,
  acceptance: { status: 'idle', accepts: false, previous: false, updating: false },
};

const paymentMethodsSlice = createSlice({
  name: 'paymentMethods',
  initialState,
  reducers: {
    paymentMethodsLoadRequested(state) {
      state.load = { status: 'loading', error: null };
    },
    paymentMethodsLoaded(state, action: PayloadAction<PaymentMethod[]>) {
      state.methods = action.payload;
      state.load = { status: 'ready', error: null };
    },
    paymentMethodsLoadFailed(state, action: PayloadAction<string>) {
      state.load = { status: 'failed', error: action.payload };
    },
    paymentMethodsSaveRequested(state, _action: PayloadAction<string[]>) {
      state.saving = true;
    },
    /** the platform took the selection: it is now the saved one (the read-back follows) */
    paymentMethodsSaved(state, action: PayloadAction<string[]>) {
      if (state.methods) state.methods = withSelection(state.methods, action.payload);
    },
    paymentMethodsSaveFinished(state) {
      state.saving = false;
    },
    acceptanceLoadRequested(state) {
      state.acceptance.status = 'loading';
    },
    acceptanceLoaded(state, action: PayloadAction<boolean>) {
      state.acceptance = { status: 'ready', accepts: action.payload, previous: action.payload, updating: false };
    },
    acceptanceLoadFailed(state) {
      state.acceptance.status = 'failed';
    },
    acceptanceChangeRequested(state, action: PayloadAction<boolean>) {
      state.acceptance.previous = state.acceptance.accepts;
      state.acceptance.accepts = action.payload;
      state.acceptance.updating = true;
    },
    /** the platform's answer: the switch follows it, whatever was asked */
    acceptanceChanged(state, action: PayloadAction<boolean>) {
      state.acceptance = { status: 'ready', accepts: action.payload, previous: action.payload, updating: false };
    },
    /** no answer at all: the switch goes back to what it was */
    acceptanceChangeFailed(state) {
      state.acceptance.accepts = state.acceptance.previous;
      state.acceptance.updating = false;
    },
  },
});

export const {
  paymentMethodsLoadRequested,
  paymentMethodsLoaded,
  paymentMethodsLoadFailed,
  paymentMethodsSaveRequested,
  paymentMethodsSaved,
  paymentMethodsSaveFinished,
  acceptanceLoadRequested,
  acceptanceLoaded,
  acceptanceLoadFailed,
  acceptanceChangeRequested,
  acceptanceChanged,
  acceptanceChangeFailed,
} = paymentMethodsSlice.actions;
export const paymentMethodsReducer = paymentMethodsSlice.reducer;
