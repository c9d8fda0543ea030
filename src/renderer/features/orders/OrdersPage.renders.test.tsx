import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/api';
import { makeOrder } from '../../../shared/test/orders';
import { createOrdersTestStore } from '../../test/orders';
import { OrdersPage } from './OrdersPage';
import { orderReceived, orderSelected, ordersLoaded } from './ordersSlice';

const renders = vi.hoisted(() => ({ card: 0, header: 0 }));

// counted stand-ins for the selected order's card and one of the header's controls
vi.mock('./OrderCard', () => ({
  OrderCard: ({ order }: { order: Order }) => {
    renders.card += 1;
    return <p>Pedido {order.id_pedido} aberto</p>;
  },
}));
vi.mock('./DeliveryTimeSelect', () => ({
  DeliveryTimeSelect: () => {
    renders.header += 1;
    return null;
  },
}));

describe('orders screen: what a new order renders', () => {
  it('adds the order to the list without rendering the header nor the selected order again', async () => {
    const t = createOrdersTestStore();
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PA' })]));
    t.store.dispatch(orderSelected(1));
    render(
      <Provider store={t.store}>
        <OrdersPage />
      </Provider>,
    );
    expect(screen.getByText('Pedido 1 aberto')).toBeInTheDocument();
    const before = { ...renders };

    act(() => {
      t.store.dispatch(orderReceived(makeOrder(2, { status: 'PP' })));
    });

    // the screens hear of a new order at the end of the task that brought it (pipelineNotifications)
    expect(await screen.findByRole('heading', { name: 'Pendente (1)' })).toBeInTheDocument();
    expect(renders).toEqual(before);
  });
});
