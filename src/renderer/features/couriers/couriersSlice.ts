import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ExternalDeliveryHistoryEntry, Order, PlacePrediction } from '../../../shared/api';
import type { CoverageAreaOption } from '../../../shared/couriers';
import { resetOnSessionEnd } from '../session/sessionSlice';

/** 'request': Solicitar Motoboy; 'link': Vincular Motoboy (the courier links himself with a code). */
export type CourierRequestMode = 'request' | 'link';

/** The neighbourhood modal (spec 01 §2): pick the coverage area, then Chamar entregador. */
export interface CourierRequestDialog {
  orderId: number;
  mode: CourierRequestMode;
  /** the link code shown in link mode (A-XXXXX) */
  code: string | null;
  areas: CoverageAreaOption[];
  areasStatus: 'loading' | 'ready' | 'failed';
  /** the area of the order's neighbourhood, when the platform knows it (areas/{id}) */
  suggestedAreaId: number | null;
  submitting: boolean;
}

export interface DeliveryHistory {
  status: 'loading' | 'ready' | 'failed';
  entries: ExternalDeliveryHistoryEntry[];
}

/** The point the address-adjustment dialog will save. */
export interface AddressChoice {
  lat: number;
  lng: number;
  formattedAddress: string;
  selectedAddress: string;
}

export interface AddressDialog {
  orderId: number;
  addressId: number;
  /** the address as the order has it */
  orderAddress: string;
  /** where the order's address is today (null: not standardised) */
  current: { lat: number; lng: number } | null;
  query: string;
  searching: boolean;
  predictions: PlacePrediction[];
  searchError: string | null;
  choice: AddressChoice | null;
  saving: boolean;
  saveError: string | null;
}

export interface CouriersState {
  request: CourierRequestDialog | null;
  /** orders whose coordinates lookup failed: external delivery stays off for them (spec 01 §5) */
  lookupFailed: Record<number, true>;
  /** orders with a cancel of their external delivery on its way */
  cancelling: Record<number, true>;
  history: Record<number, DeliveryHistory>;
  address: AddressDialog | null;
}

export const initialCouriersState: CouriersState = {
  request: null,
  lookupFailed: {},
  cancelling: {},
  history: {},
  address: null,
};

const couriersSlice = createSlice({
  name: 'couriers',
  initialState: initialCouriersState,
  reducers: {
    /** Solicitar Motoboy / Vincular Motoboy clicked: the saga checks the rule, then opens the modal */
    courierRequestStarted(_state, _action: PayloadAction<{ order: Order; mode: CourierRequestMode }>) {},
    coordinatesLookupFailed(state, action: PayloadAction<number>) {
      state.lookupFailed[action.payload] = true;
    },
    courierDialogOpened(state, action: PayloadAction<{ orderId: number; mode: CourierRequestMode; code: string | null }>) {
      state.request = { ...action.payload, areas: [], areasStatus: 'loading', suggestedAreaId: null, submitting: false };
    },
    coverageAreasLoaded(
      state,
      action: PayloadAction<{ orderId: number; areas: CoverageAreaOption[]; suggestedAreaId: number | null }>,
    ) {
      if (state.request?.orderId !== action.payload.orderId) return;
      state.request.areas = action.payload.areas;
      state.request.suggestedAreaId = action.payload.suggestedAreaId;
      state.request.areasStatus = 'ready';
    },
    coverageAreasFailed(state, action: PayloadAction<number>) {
      if (state.request?.orderId === action.payload) state.request.areasStatus = 'failed';
    },
    coverageAreasRetried(state, _action: PayloadAction<Order>) {
      if (state.request) state.request.areasStatus = 'loading';
    },
    /** Chamar entregador with the chosen area */
    courierRequestSubmitted(state, _action: PayloadAction<{ order: Order; area: CoverageAreaOption }>) {
      if (state.request) state.request.submitting = true;
    },
    courierRequestFinished(state, action: PayloadAction<{ orderId: number; ok: boolean }>) {
      if (state.request?.orderId !== action.payload.orderId) return;
      if (action.payload.ok) state.request = null;
      else state.request.submitting = false;
    },
    courierDialogClosed(state) {
      state.request = null;
    },
    /** copy button next to a link code */
    linkCodeCopyRequested(_state, _action: PayloadAction<string>) {},

    courierCancelRequested(state, action: PayloadAction<{ orderId: number; deliveryId: number }>) {
      state.cancelling[action.payload.orderId] = true;
    },
    courierCancelFinished(state, action: PayloadAction<number>) {
      delete state.cancelling[action.payload];
    },

    deliveryHistoryRequested(state, action: PayloadAction<number>) {
      const current = state.history[action.payload];
      state.history[action.payload] = { status: 'loading', entries: current?.entries ?? [] };
    },
    deliveryHistoryLoaded(state, action: PayloadAction<{ orderId: number; entries: ExternalDeliveryHistoryEntry[] }>) {
      state.history[action.payload.orderId] = { status: 'ready', entries: action.payload.entries };
    },
    deliveryHistoryFailed(state, action: PayloadAction<number>) {
      const current = state.history[action.payload];
      state.history[action.payload] = { status: 'failed', entries: current?.entries ?? [] };
    },

    addressDialogOpened(state, action: PayloadAction<Order>) {
      const order = action.payload;
      const { endereco_lat: lat, endereco_lng: lng } = order.pedidoObj;
      state.address = {
        orderId: order.id_pedido,
        addressId: order.pedidoObj.endereco_id ?? 0,
        orderAddress: order.pedidoObj.endereco_completo,
        current: lat !== null && lng !== null ? { lat, lng } : null,
        query: '',
        searching: false,
        predictions: [],
        searchError: null,
        choice: null,
        saving: false,
        saveError: null,
      };
    },
    addressDialogClosed(state) {
      state.address = null;
    },
    addressQueryChanged(state, action: PayloadAction<string>) {
      if (!state.address) return;
      state.address.query = action.payload;
      state.address.searchError = null;
      state.address.searching = action.payload.trim().length >= ADDRESS_QUERY_MIN_LENGTH;
      if (!state.address.searching) state.address.predictions = [];
    },
    addressPredictionsLoaded(state, action: PayloadAction<{ query: string; predictions: PlacePrediction[] }>) {
      if (!state.address || state.address.query !== action.payload.query) return;
      state.address.predictions = action.payload.predictions;
      state.address.searching = false;
    },
    addressSearchFailed(state, action: PayloadAction<{ query: string; message: string }>) {
      if (!state.address || state.address.query !== action.payload.query) return;
      state.address.searching = false;
      state.address.searchError = action.payload.message;
    },
    /** a places prediction chosen: the marker moves there */
    addressPredictionChosen(state, action: PayloadAction<PlacePrediction>) {
      if (!state.address) return;
      const p = action.payload;
      state.address.choice = { lat: p.lat, lng: p.lng, formattedAddress: p.description, selectedAddress: p.description };
      state.address.saveError = null;
    },
    /** the person clicked the map to put the marker on the exact door */
    addressMarkerMoved(state, action: PayloadAction<{ lat: number; lng: number }>) {
      if (!state.address) return;
      const base = state.address.choice ?? {
        formattedAddress: state.address.orderAddress,
        selectedAddress: state.address.orderAddress,
      };
      state.address.choice = { ...base, lat: action.payload.lat, lng: action.payload.lng };
      state.address.saveError = null;
    },
    addressSaveRequested(state) {
      if (!state.address?.choice) return;
      state.address.saving = true;
      state.address.saveError = null;
    },
    addressSaved(state, action: PayloadAction<number>) {
      delete state.lookupFailed[action.payload];
      if (state.address?.orderId === action.payload) state.address = null;
    },
    addressSaveFailed(state, action: PayloadAction<{ orderId: number; message: string }>) {
      if (state.address?.orderId !== action.payload.orderId) return;
      state.address.saving = false;
      state.address.saveError = action.payload.message;
    },
  },
  extraReducers: resetOnSessionEnd(initialCouriersState),
});

/** Fewer letters than this match too much to be useful. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;

export const {
  courierRequestStarted,
  coordinatesLookupFailed,
  courierDialogOpened,
  coverageAreasLoaded,
  coverageAreasFailed,
  coverageAreasRetried,
  courierRequestSubmitted,
  courierRequestFinished,
  courierDialogClosed,
  linkCodeCopyRequested,
  courierCancelRequested,
  courierCancelFinished,
  deliveryHistoryRequested,
  deliveryHistoryLoaded,
  deliveryHistoryFailed,
  addressDialogOpened,
  addressDialogClosed,
  addressQueryChanged,
  addressPredictionsLoaded,
  addressSearchFailed,
  addressPredictionChosen,
  addressMarkerMoved,
  addressSaveRequested,
  addressSaved,
  addressSaveFailed,
} = couriersSlice.actions;
export const couriersReducer = couriersSlice.reducer;

type WithCouriers = { couriers: CouriersState };
export const selectCourierRequest = (s: WithCouriers) => s.couriers.request;
export const selectLookupFailed = (orderId: number) => (s: WithCouriers) => s.couriers.lookupFailed[orderId] === true;
export const selectCancelling = (orderId: number) => (s: WithCouriers) => s.couriers.cancelling[orderId] === true;
export const selectDeliveryHistory = (orderId: number) => (s: WithCouriers) => s.couriers.history[orderId];
export const selectAddressDialog = (s: WithCouriers) => s.couriers.address;
