import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../shared/test/orders';
import {
  initialOrdersState,
  orderReceived,
  orderStatusConfirmed,
  ordersLoadStarted,
  ordersLoaded,
  ordersReducer,
  searchChanged,
  selectAllOrders,
  selectNoneFound,
  selectOrderById,
} from './ordersSlice';

describe('orderReceived', () => {
  it('keeps the state as it is when the same copy arrives again (no re-sort, no re-render)', () => {
    const order = makeOrder(7, { status: 'PA', revisao: 2 });
    const once = ordersReducer(initialOrdersState, orderReceived(order));
    const twice = ordersReducer(once, orderReceived(structuredClone(order)));
    expect(twice).toBe(once);
  });

  it('stores a copy of the same revision whose content differs', () => {
    const once = ordersReducer(initialOrdersState, orderReceived(makeOrder(7, { status: 'PA', revisao: 2 })));
    const changed = makeOrder(7, { status: 'PI', revisao: 2 });
    const after = ordersReducer(once, orderReceived(changed));
    expect(selectAllOrders({ orders: after })[0]).toEqual(changed);
  });

  it('ignores an older revision and stores a newer one', () => {
    const stored = ordersReducer(initialOrdersState, orderReceived(makeOrder(7, { status: 'PA', revisao: 2 })));
    expect(ordersReducer(stored, orderReceived(makeOrder(7, { status: 'PP', revisao: 1 })))).toBe(stored);
    const newer = ordersReducer(stored, orderReceived(makeOrder(7, { status: 'PI', revisao: 3 })));
    expect(selectAllOrders({ orders: newer })[0]?.status).toBe('PI');
  });

  it('takes a copy with another code as the new order it is, whatever its revision: the platform reused the number after a reset', () => {
    const printed = ordersReducer(initialOrdersState, orderReceived(makeOrder(7, { hash_pedido: 'ANTESDO1', status: 'PI', revisao: 3 })));
    const fresh = makeOrder(7, { hash_pedido: 'DEPOIS22', status: 'PP', revisao: 1 });
    expect(selectAllOrders({ orders: ordersReducer(printed, orderReceived(fresh)) })).toEqual([fresh]);
    // the list reload after the reset too
    expect(selectAllOrders({ orders: ordersReducer(printed, ordersLoaded([fresh])) })).toEqual([fresh]);
  });
});

describe('orderStatusConfirmed', () => {
  const pending = ordersReducer(initialOrdersState, orderReceived(makeOrder(7, { status: 'PP', revisao: 1 })));

  it('shows the change the platform took, one revision on, so a late copy from before it is ignored', () => {
    const accepted = ordersReducer(pending, orderStatusConfirmed({ orderId: 7, from: ['PP'], to: 'PA' }));
    expect(selectOrderById({ orders: accepted }, 7)).toMatchObject({ status: 'PA', revisao: 2 });
    expect(ordersReducer(accepted, orderReceived(makeOrder(7, { status: 'PP', revisao: 1 })))).toBe(accepted);
    // the platform's own copy of the change replaces it
    const platformCopy = makeOrder(7, { status: 'PA', revisao: 2, usuario_compras: 5 });
    expect(selectOrderById({ orders: ordersReducer(accepted, orderReceived(platformCopy)) }, 7)).toEqual(platformCopy);
  });

  it('does not turn back a copy already past the change, nor invent an order it does not have', () => {
    const printed = ordersReducer(initialOrdersState, orderReceived(makeOrder(7, { status: 'PI', revisao: 3 })));
    expect(ordersReducer(printed, orderStatusConfirmed({ orderId: 7, from: ['PP'], to: 'PA' }))).toBe(printed);
    expect(ordersReducer(pending, orderStatusConfirmed({ orderId: 8, from: ['PP'], to: 'PA' }))).toBe(pending);
  });
});

describe('selectNoneFound', () => {
  const listed = ordersReducer(initialOrdersState, ordersLoaded([makeOrder(7), makeOrder(8, { usuario_nome: 'Joana Prado' })]));
  const searching = (query: string) => ({ orders: ordersReducer(listed, searchChanged(query)) });

  it('is true only when a search is typed and no order matches it', () => {
    expect([searching('pastel'), searching('joana'), searching(''), searching('   ')].map((value) => selectNoneFound(value))).toEqual([true, false, false, false]);
  });

  it('is false with an empty list and no search (the list says it is empty, not the search)', () => {
    expect(selectNoneFound({ orders: initialOrdersState })).toBe(false);
  });
});

describe('selectAllOrders', () => {
  it('lists the orders newest first whatever the order they arrived in', () => {
    const older = makeOrder(1, { data_criacao: '2026-11-22T12:00:00.000Z' });
    const newer = makeOrder(2, { data_criacao: '2026-11-22T12:05:00.000Z' });
    const sameTime = makeOrder(3, { data_criacao: '2026-11-22T12:00:00.000Z' });
    let state = initialOrdersState;
    for (const order of [older, newer, sameTime]) state = ordersReducer(state, orderReceived(order));
    expect(selectAllOrders({ orders: state }).map((o) => o.id_pedido)).toEqual([2, 3, 1]);
  });
});

describe('the countdown start (receivedAt)', () => {
  it('is kept while the order is pending and goes once it is accepted, by the platform or by this panel', () => {
    const pending = ordersReducer(initialOrdersState, orderReceived(makeOrder(7, { status: 'PP', revisao: 1 })));
    expect(pending.receivedAt[7]).toBeTypeOf('number');
    const confirmed = ordersReducer(pending, orderStatusConfirmed({ orderId: 7, from: ['PP'], to: 'PA' }));
    expect(confirmed.receivedAt).toEqual({});
    const fetched = ordersReducer(pending, orderReceived(makeOrder(7, { status: 'PA', revisao: 2 })));
    expect(fetched.receivedAt).toEqual({});
  });
});

describe('ordersLoaded', () => {
  it('replaces the list, keeps an order that arrived while it was on its way and an order newer than the listed copy', () => {
    let state = ordersReducer(initialOrdersState, orderReceived(makeOrder(1, { status: 'PA', revisao: 2 })));
    state = ordersReducer(state, orderReceived(makeOrder(2, { status: 'PP', revisao: 1 })));
    state = ordersReducer(state, ordersLoadStarted());
    state = ordersReducer(state, orderReceived(makeOrder(3, { status: 'PP', revisao: 1 })));
    state = ordersReducer(state, orderReceived(makeOrder(1, { status: 'PI', revisao: 3 })));
    // the list was computed before order 3 existed and before order 1's last change; order 2 is gone
    state = ordersReducer(state, ordersLoaded([makeOrder(1, { status: 'PA', revisao: 2 }), makeOrder(4, { status: 'PP', revisao: 1 })]));
    expect(state.list.map((o) => [o.id_pedido, o.status])).toEqual([
      [1, 'PI'],
      [3, 'PP'],
      [4, 'PP'],
    ]);
    expect(Object.keys(state.receivedAt).map(Number).sort()).toEqual([3, 4]);
    expect(state.load.status).toBe('loaded');
  });
});

describe('storing one order', () => {
  it('keeps every other order object as it was (a row that did not change does not render again)', () => {
    let state = initialOrdersState;
    for (let id = 1; id <= 5; id++) state = ordersReducer(state, orderReceived(makeOrder(id, { status: 'PA', revisao: 1 })));
    const after = ordersReducer(state, orderReceived(makeOrder(3, { status: 'PI', revisao: 2 })));
    expect(after.list.filter((o, i) => o !== state.list[i]).map((o) => o.id_pedido)).toEqual([3]);
    expect(state.list[2]?.status).toBe('PA');
  });
});
