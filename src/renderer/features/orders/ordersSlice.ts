import { createEntityAdapter, createSelector, createSlice, type EntityState, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import type { Order, OrderStatus } from '../../../shared/api';
import { isPending } from '../../../shared/orders/statusRules';
import { PIPELINE_META, pipelineAction } from '../../app/pipelineNotifications';
import { loggedOut, sessionExpired } from '../session/sessionSlice';
import { compareOrders, groupBySection, isNewerOrSame, orderMatches, withConfirmedStatus, type OrdersBySection } from './model';

/**
 * Orders by id, in arrival order; selectAllOrders sorts them (newest first). Not a sorted adapter:
 * it copies the whole entity map (immer's current) on every order stored, O(n) per event.
 */
const adapter = createEntityAdapter<Order, number>({ selectId: (o) => o.id_pedido });

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface OrdersState {
  orders: EntityState<Order, number>;
  /**
   * when the copy of each pending order arrived (ms): its countdown runs from it. Only pending
   * copies write it: every write copies the whole record, and a burst brings several copies of
   * each order once it is past pending.
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
  orders: adapter.getInitialState(),
  receivedAt: {},
  load: { status: 'idle', error: null },
  arrivedDuringLoad: [],
  selectedId: null,
  search: '',
  changing: {},
  cancelDialogFor: null,
  alertSound: { playing: false, blocked: false },
};

/** The stored copy is this very copy (same revision, same content). */
function isSameCopy(stored: Order | undefined, order: Order): boolean {
  if (stored === undefined || stored.revisao !== order.revisao) return false;
  const plain = isDraft(stored) ? original<Order>(stored) : stored;
  return JSON.stringify(plain) === JSON.stringify(order);
}

function keepIfNotOlder(state: OrdersState, order: Order, receivedAt: number): boolean {
  const stored = state.orders.entities[order.id_pedido];
  if (!isNewerOrSame(order, stored)) return false;
  // Every status change is fetched twice (by whoever changed it and after its 'atualiza'): the
  // second copy is the same, and storing it would re-sort the list and re-render it for nothing.
  if (isSameCopy(stored, order)) return true;
  adapter.setOne(state.orders, order);
  if (isPending(order)) state.receivedAt[order.id_pedido] = receivedAt;
  return true;
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
    ordersLoaded: {
      reducer(state, action: PayloadAction<{ orders: Order[]; receivedAt: number }>) {
        const { orders, receivedAt } = action.payload;
        const listed = new Set(orders.map((o) => o.id_pedido));
        const keep = new Set(state.arrivedDuringLoad);
        const gone = state.orders.ids.filter((id) => !listed.has(id) && !keep.has(id));
        adapter.removeMany(state.orders, gone);
        for (const id of gone) delete state.receivedAt[id];
        const fresh: Order[] = [];
        for (const order of orders) {
          if (isNewerOrSame(order, state.orders.entities[order.id_pedido])) {
            fresh.push(order);
            if (isPending(order)) state.receivedAt[order.id_pedido] = receivedAt;
          }
        }
        adapter.setMany(state.orders, fresh);
        if (state.selectedId !== null && !state.orders.entities[state.selectedId]) state.selectedId = null;
        state.load = { status: 'loaded', error: null };
        state.arrivedDuringLoad = [];
      },
      prepare: (orders: Order[]) => ({ payload: { orders, receivedAt: Date.now() } }),
    },
    ordersLoadFailed(state, action: PayloadAction<string>) {
      state.load = { status: 'failed', error: action.payload };
      state.arrivedDuringLoad = [];
    },
    /** one order fetched after an event or a status change; an older revision is ignored */
    orderReceived: {
      reducer(state, action: PayloadAction<{ order: Order; receivedAt: number }>) {
        const { order, receivedAt } = action.payload;
        if (keepIfNotOlder(state, order, receivedAt) && state.load.status === 'loading') {
          state.arrivedDuringLoad.push(order.id_pedido);
        }
      },
      prepare: (order: Order) => ({ payload: { order, receivedAt: Date.now() }, meta: PIPELINE_META }),
    },
    /**
     * The platform took a status change the panel made on its own (auto-accept, the PI mark): the
     * stored copy shows it at once, without fetching the order again; the change's 'atualiza'
     * brings the platform's copy. A late copy from before the change (a second 'novo') is older
     * (withConfirmedStatus) and ignored. Only from the statuses the change was made from: a copy already past it is not turned back.
     */
    orderStatusConfirmed: {
      reducer(state, action: PayloadAction<{ orderId: number; from: readonly OrderStatus[]; to: OrderStatus }>) {
        const { orderId, from, to } = action.payload;
        const stored = state.orders.entities[orderId];
        if (!stored || !from.includes(stored.status)) return;
        const { status, revisao } = withConfirmedStatus({ status: stored.status, revisao: stored.revisao }, to);
        adapter.updateOne(state.orders, { id: orderId, changes: { status, revisao } });
      },
      prepare: pipelineAction<{ orderId: number; from: readonly OrderStatus[]; to: OrderStatus }>,
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
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialOrdersState).addCase(sessionExpired, () => initialOrdersState);
  },
});

export const {
  ordersScreenOpened,
  ordersReloadRequested,
  ordersLoadStarted,
  ordersLoaded,
  ordersLoadFailed,
  orderReceived,
  orderStatusConfirmed,
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
export const ordersReducer = ordersSlice.reducer;

type WithOrders = { orders: OrdersState };

const entitySelectors = adapter.getSelectors((s: WithOrders) => s.orders.orders);
export const selectAllOrders = createSelector([entitySelectors.selectAll], (orders) => [...orders].sort(compareOrders));
export const selectOrderById = entitySelectors.selectById;
export const selectOrdersLoad = (s: WithOrders) => s.orders.load;
export const selectSearch = (s: WithOrders) => s.orders.search;
export const selectSelectedId = (s: WithOrders) => s.orders.selectedId;
export const selectSelectedOrder = (s: WithOrders) =>
  s.orders.selectedId === null ? undefined : s.orders.orders.entities[s.orders.selectedId];
export const selectReceivedAt = (s: WithOrders, id: number) => s.orders.receivedAt[id];
export const selectChanging = (s: WithOrders, id: number) => s.orders.changing[id];
export const selectCancelDialogFor = (s: WithOrders) => s.orders.cancelDialogFor;
export const selectAlertSound = (s: WithOrders) => s.orders.alertSound;

export const selectPendingCount = createSelector([selectAllOrders], (orders) => orders.filter(isPending).length);

export const selectFilteredOrders = createSelector([selectAllOrders, selectSearch], (orders, search) =>
  search.trim() === '' ? orders : orders.filter((o) => orderMatches(o, search)),
);

export const selectOrdersBySection = createSelector([selectFilteredOrders], (orders): OrdersBySection => groupBySection(orders));
