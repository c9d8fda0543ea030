import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Fechado, StoreDetail } from '../../../shared/api';
import { sessionEnded } from '../session/sessionSlice';
import { lojaReceived } from '../realtime/realtimeActions';
import { storeTimeZone } from '../../../shared/time';
import { deliveryTimeOption, deliveryTimeOptions, isStoreOpen } from './model';

export interface StoreState {
  detail: StoreDetail | null;
  load: 'idle' | 'loading' | 'loaded' | 'failed';
  /** an open/close request is on its way: the switch waits for the platform's answer */
  toggling: boolean;
  deliveryTimeSaving: boolean;
}

const initialState: StoreState = { detail: null, load: 'idle', toggling: false, deliveryTimeSaving: false };

export interface DeliveryTime {
  entrega_minimo: number;
  entrega_maximo: number;
}

const storeSlice = createSlice({
  name: 'store',
  initialState,
  reducers: {
    storeDetailRequested(state) {
      state.load = 'loading';
    },
    storeDetailLoaded(state, action: PayloadAction<StoreDetail>) {
      state.detail = action.payload;
      state.load = 'loaded';
    },
    storeDetailFailed(state) {
      state.load = 'failed';
    },
    /** the switch: fechado 'N' opens, 'S' closes */
    openingChangeRequested(state, _action: PayloadAction<{ fechado: Fechado }>) {
      state.toggling = true;
    },
    /** null when the platform refused: the switch stays as it was */
    openingChangeFinished(state, action: PayloadAction<{ fechado: Fechado } | null>) {
      state.toggling = false;
      if (action.payload && state.detail) state.detail.fechado = action.payload.fechado;
    },
    deliveryTimeChangeRequested(state, _action: PayloadAction<DeliveryTime>) {
      state.deliveryTimeSaving = true;
    },
    deliveryTimeChangeFinished(state, action: PayloadAction<DeliveryTime | null>) {
      state.deliveryTimeSaving = false;
      if (action.payload && state.detail) {
        state.detail.entrega_minimo = action.payload.entrega_minimo;
        state.detail.entrega_maximo = action.payload.entrega_maximo;
      }
    },
    onlinePaymentNoticeSilenced(state) {
      if (state.detail) state.detail.aviso = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(lojaReceived, (state, action) => {
        if (state.detail) state.detail.fechado = action.payload.fechado;
      })
      .addMatcher(sessionEnded, () => initialState);
  },
});

export const {
  storeDetailRequested,
  storeDetailLoaded,
  storeDetailFailed,
  openingChangeRequested,
  openingChangeFinished,
  deliveryTimeChangeRequested,
  deliveryTimeChangeFinished,
  onlinePaymentNoticeSilenced,
} = storeSlice.actions;

/** 'Não mostrar novamente' on the online-payment notice: estabelecimento/alteraAviso. */
export const onlinePaymentNoticeSilenceRequested = createAction('store/onlinePaymentNoticeSilenceRequested');

export const storeReducer = storeSlice.reducer;

type WithStore = { store: StoreState };

export const selectStoreDetail = (s: WithStore) => s.store.detail;
export const selectStoreLoad = (s: WithStore) => s.store.load;
export const selectStoreOpen = (s: WithStore) => (s.store.detail ? isStoreOpen(s.store.detail) : null);
export const selectStoreToggling = (s: WithStore) => s.store.toggling;
/** The zone every time on screen and on paper is shown in (São Paulo's until the store says otherwise). */
export const selectStoreTimeZone = (s: WithStore): string => storeTimeZone(s.store.detail?.fuso_horario);

/** The delivery-time dropdown (orders toolbar): presets plus the store's current estimate. */
export const selectDeliveryTimeOptions = createSelector([selectStoreDetail], (detail) => deliveryTimeOptions(detail));
/** The store's current estimate as an option of the dropdown ('40-60 min'), or null before it loads. */
export const selectCurrentDeliveryTime = createSelector([selectStoreDetail], (detail) =>
  detail ? deliveryTimeOption(detail.entrega_minimo, detail.entrega_maximo) : null,
);
export const selectDeliveryTimeSaving = (s: WithStore) => s.store.deliveryTimeSaving;
