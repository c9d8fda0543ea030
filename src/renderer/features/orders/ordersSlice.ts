import { createAction, createSelector, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Order, OrderStatus } from '../../../shared/api';
import { isPending } from '../../../shared/orders/statusRules';
import { PIPELINE_META, pipelineAction } from '../../app/pipelineNotifications';
import { resetOnSessionEnd } from '../session/sessionSlice';
import { compareOrders, groupBySection, isNewerOrSame, orderMatches, withConfirmedStatus, type OrdersBySection } from './model';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface OrdersState {
  /**
   * The day's orders in the order they arrived; selectAllOrders sorts them (newest first). An
   * array, not an entity map keyed by id: storing one order copies the collection, and V8 copies
   * an object keyed by order ids about a thousand times slower than an array (0.6 ms against
   * 0.7 us for 1,000 orders), several times per order on a Friday night.
   */
  list: Order[];
  /**
   * when the copy of each pending order arrived (ms): its countdown runs from it. Only pending
   * orders have an entry (it goes when the order leaves PP), so the record stays small.
   */
  receivedAt: Record<number, number>;
  load: { status: LoadStatus; error: string | null };
  /**
   * Orders that arrived by event while a list load was in flight: a list answer that was
   * computed before they existed must not remove them.
   */
  arrivedDuringLoad: number[];
  selectedId: number | null;
  search: string;
  /** orders with a status change on its way to the platform: their buttons wait */
  changing: Record<number, OrderStatus>;
  /** the order whose cancel dialog is open */
  cancelDialogFor: number | null;
  alertSound: { playing: boolean; blocked: boolean };
}

export const initialOrdersState: OrdersState = {
  list: [],
  receivedAt: {},
  load: { status: 'idle', error: null },
  arrivedDuringLoad: [],
  selectedId: null,
  search: '',
  changing: {},
  cancelDialogFor: null,
  alertSound: { playing: false, blocked: false },
};

/*
 * The three actions that change the list are reduced below by plain functions rather than in the
 * slice: two of them come several times per order, and an Immer update of the list walks every
 * order in it when it finishes (O(n) per event, most of a burst's reducer time).
 */

/** the list as the platform has it now (a load or a reload) */
export const ordersLoaded = createAction('orders/ordersLoaded', (orders: Order[]) => ({ payload: { orders, receivedAt: Date.now() } }));
/** one order fetched after an event or a status change; an older revision is ignored */
export const orderReceived = createAction('orders/orderReceived', (order: Order) => ({
  payload: { order, receivedAt: Date.now() },
  meta: PIPELINE_META,
}));
/**
 * The platform took a status change the panel made on its own (auto-accept, the PI mark): the
 * stored copy shows it at once, without fetching the order again; the change's 'atualiza'
 * brings the platform's copy. A late copy from before the change (a second 'novo') is older
 * (withConfirmedStatus) and ignored. Only from the statuses the change was made from: a copy
 * already past it is not turned back.
 */
export const orderStatusConfirmed = createAction(
  'orders/orderStatusConfirmed',
  pipelineAction<{ orderId: number; from: readonly OrderStatus[]; to: OrderStatus }>,
);

/**
 * An order came into the list: what the staff wait to see, heard by the screens at once rather
 * than with the pipeline's batch (pipelineNotifications), while its tickets' steps stay batched.
 */
export const orderAdded = (before: { orders: OrdersState }, after: { orders: OrdersState }): boolean => after.orders.list.length > before.orders.list.length;

/** The stored copy is this very copy (same revision, same content). */
function isSameCopy(stored: Order | undefined, order: Order): boolean {
  if (stored === undefined || stored.revisao !== order.revisao) return false;
  return JSON.stringify(stored) === JSON.stringify(order);
}

/** The record without this order's entry (the same record when it has none). */
function withoutEntry<T>(record: Record<number, T>, id: number): Record<number, T> {
  if (!(id in record)) return record;
  const { [id]: _gone, ...rest } = record;
  return rest;
}

/** The list with this copy in place of the one at `index` (-1: added at the end). */
function withCopy(list: Order[], index: number, order: Order): Order[] {
  const next = list.slice();
  if (index < 0) next.push(order);
  else next[index] = order;
  return next;
}

function receiveOrder(state: OrdersState, { order, receivedAt }: { order: Order; receivedAt: number }): OrdersState {
  const index = state.list.findIndex((o) => o.id_pedido === order.id_pedido);
  const stored = index < 0 ? undefined : state.list[index];
  if (!isNewerOrSame(order, stored)) return state;
  const arrivedDuringLoad = state.load.status === 'loading' ? [...state.arrivedDuringLoad, order.id_pedido] : state.arrivedDuringLoad;
  // Every status change is fetched twice (by whoever changed it and after its 'atualiza'): the
  // second copy is the same, and storing it would re-sort the list and re-render it for nothing.
  if (isSameCopy(stored, order)) return arrivedDuringLoad === state.arrivedDuringLoad ? state : { ...state, arrivedDuringLoad };
  return {
    ...state,
    list: withCopy(state.list, index, order),
    receivedAt: isPending(order) ? { ...state.receivedAt, [order.id_pedido]: receivedAt } : withoutEntry(state.receivedAt, order.id_pedido),
    arrivedDuringLoad,
  };
}

function confirmStatus(state: OrdersState, { orderId, from, to }: ReturnType<typeof orderStatusConfirmed>['payload']): OrdersState {
  const index = state.list.findIndex((o) => o.id_pedido === orderId);
  const stored = state.list[index];
  if (!stored || !from.includes(stored.status)) return state;
  const order = withConfirmedStatus(stored, to);
  const receivedAt = isPending(order) ? state.receivedAt : withoutEntry(state.receivedAt, orderId);
  return { ...state, list: withCopy(state.list, index, order), receivedAt };
}

function loadList(state: OrdersState, { orders, receivedAt }: { orders: Order[]; receivedAt: number }): OrdersState {
  const listed = new Set(orders.map((o) => o.id_pedido));
  const keep = new Set(state.arrivedDuringLoad);
  // the stored orders still listed, or that arrived while the list was on its way
  const byId = new Map(state.list.filter((o) => listed.has(o.id_pedido) || keep.has(o.id_pedido)).map((o) => [o.id_pedido, o]));
  const fresh = new Set<number>();
  for (const order of orders) {
    if (isNewerOrSame(order, byId.get(order.id_pedido))) {
      byId.set(order.id_pedido, order);
      fresh.add(order.id_pedido);
    }
  }
  const since: OrdersState['receivedAt'] = {};
  for (const [id, order] of byId) {
    const at = fresh.has(id) ? receivedAt : state.receivedAt[id];
    if (isPending(order) && at !== undefined) since[id] = at;
  }
  return {
    ...state,
    list: [...byId.values()],
    receivedAt: since,
    selectedId: state.selectedId !== null && byId.has(state.selectedId) ? state.selectedId : null,
    load: { status: 'loaded', error: null },
    arrivedDuringLoad: [],
  };
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState: initialOrdersState,
  reducers: {
    /** the orders screen was opened: the saga loads the list if it has none yet */
    ordersScreenOpened() {},
    /** load the list again ('Tentar novamente', or the saga at start with a stored session) */
    ordersReloadRequested() {},
    ordersLoadStarted(state) {
      state.load = { status: 'loading', error: null };
      state.arrivedDuringLoad = [];
    },
    ordersLoadFailed(state, action: PayloadAction<string>) {
      state.load = { status: 'failed', error: action.payload };
      state.arrivedDuringLoad = [];
    },
    orderSelected(state, action: PayloadAction<number | null>) {
      state.selectedId = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
    statusChangeRequested(state, action: PayloadAction<{ orderId: number; status: OrderStatus }>) {
      state.changing[action.payload.orderId] = action.payload.status;
    },
    cancelDialogOpened(state, action: PayloadAction<number>) {
      state.cancelDialogFor = action.payload;
    },
    cancelDialogClosed(state) {
      state.cancelDialogFor = null;
    },
    /** Cancelar with the reason the customer will read */
    cancelRequested(state, action: PayloadAction<{ orderId: number; reason: string }>) {
      state.changing[action.payload.orderId] = 'PC';
    },
    statusChangeFinished(state, action: PayloadAction<{ orderId: number; ok: boolean }>) {
      delete state.changing[action.payload.orderId];
      if (action.payload.ok && state.cancelDialogFor === action.payload.orderId) state.cancelDialogFor = null;
    },
    alertSoundChanged: {
      reducer(state, action: PayloadAction<Partial<OrdersState['alertSound']>>) {
        state.alertSound = { ...state.alertSound, ...action.payload };
      },
      prepare: pipelineAction<Partial<OrdersState['alertSound']>>,
    },
    /** 'Ativar som': the person clicked, so the browser lets the page play sound now */
    alertSoundUnlockRequested() {},
  },
  extraReducers: resetOnSessionEnd(initialOrdersState),
});

export const {
  ordersScreenOpened,
  ordersReloadRequested,
  ordersLoadStarted,
  ordersLoadFailed,
  orderSelected,
  searchChanged,
  statusChangeRequested,
  cancelDialogOpened,
  cancelDialogClosed,
  cancelRequested,
  statusChangeFinished,
  alertSoundChanged,
  alertSoundUnlockRequested,
} = ordersSlice.actions;

export function ordersReducer(state: OrdersState = initialOrdersState, action: UnknownAction): OrdersState {
  if (orderReceived.match(action)) return receiveOrder(state, action.payload);
  if (orderStatusConfirmed.match(action)) return confirmStatus(state, action.payload);
  if (ordersLoaded.match(action)) return loadList(state, action.payload);
  return ordersSlice.reducer(state, action);
}

type WithOrders = { orders: OrdersState };

/** the orders in arrival order (oldest first), for the sagas: no sort */
export const selectOrderList = (s: WithOrders) => s.orders.list;
/** the orders newest first, as the screen lists them */
export const selectAllOrders = createSelector([selectOrderList], (orders) => [...orders].sort(compareOrders));
export const selectOrderById = (s: WithOrders, id: number): Order | undefined => s.orders.list.find((o) => o.id_pedido === id);
export const selectOrdersLoad = (s: WithOrders) => s.orders.load;
export const selectSearch = (s: WithOrders) => s.orders.search;
export const selectSelectedId = (s: WithOrders) => s.orders.selectedId;
export const selectSelectedOrder = (s: WithOrders) =>
  s.orders.selectedId === null ? undefined : selectOrderById(s, s.orders.selectedId);
export const selectReceivedAt = (s: WithOrders, id: number) => s.orders.receivedAt[id];
export const selectChanging = (s: WithOrders, id: number) => s.orders.changing[id];
export const selectCancelDialogFor = (s: WithOrders) => s.orders.cancelDialogFor;
export const selectAlertSound = (s: WithOrders) => s.orders.alertSound;

export const selectPendingCount = createSelector([selectOrderList], (orders) => orders.filter(isPending).length);

export const selectFilteredOrders = createSelector([selectAllOrders, selectSearch], (orders, search) =>
  search.trim() === '' ? orders : orders.filter((o) => orderMatches(o, search)),
);

/** A search is typed and finds nothing: a yes/no, so the search box does not render again for every order that arrives. */
export const selectNoneFound = (s: WithOrders) => selectSearch(s).trim() !== '' && selectFilteredOrders(s).length === 0;

export const selectOrdersBySection = createSelector([selectFilteredOrders], (orders): OrdersBySection => groupBySection(orders));
