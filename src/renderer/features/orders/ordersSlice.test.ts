import { describe, expect, it } from 'vitest';
import { makeOrder } from './orderFixture';
import { initialOrdersState, orderReceived, ordersReducer, selectAllOrders } from './ordersSlice';

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
