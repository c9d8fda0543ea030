import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../../shared/test/orders';
import { initialOrdersState, orderReceived, orderStatusConfirmed, ordersReducer, selectAllOrders, selectOrderById } from './ordersSlice';

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
