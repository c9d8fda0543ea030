import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api';
import { makeOrder } from '../../../shared/test/orders';
import { createOrdersTestStore } from '../../test/orders';
import { NewOrderAnnouncer, newOrderAnnouncement } from './NewOrderAnnouncer';
import { pinnedRows } from './OrdersList';
import { OrdersPage } from './OrdersPage';
import { listRows, groupBySection } from './model';
import { orderReceived, ordersLoaded } from './ordersSlice';

function renderPage(orders: Order[]) {
  const t = createOrdersTestStore();
  t.store.dispatch(ordersLoaded(orders));
  render(
    <Provider store={t.store}>
      <OrdersPage />
      <NewOrderAnnouncer />
    </Provider>,
  );
  return t;
}

const selectedRow = () => document.querySelector<HTMLElement>('[aria-current="true"]');

describe('orders screen by keyboard', () => {
  it('J and K walk the pending orders (newest first); A presses Aceitar on the selected one', async () => {
    const user = userEvent.setup();
    const t = renderPage([makeOrder(1), makeOrder(2), makeOrder(3, { status: 'PA' })]);
    await user.keyboard('j');
    expect(selectedRow()?.dataset.orderId).toBe('2');
    expect(document.activeElement).toBe(selectedRow());
    await user.keyboard('j');
    expect(selectedRow()?.dataset.orderId).toBe('1');
    await user.keyboard('k');
    expect(selectedRow()?.dataset.orderId).toBe('2');
    await user.keyboard('a');
    expect(t.actions.filter((a) => a.type === 'orders/statusChangeRequested')).toEqual([
      { type: 'orders/statusChangeRequested', payload: { orderId: 2, status: 'PA' } },
    ]);
  });

  it('J puts the focus on the next order at once: a Tab pressed right after goes on from its row', () => {
    renderPage([makeOrder(1), makeOrder(2)]);
    fireEvent.keyDown(document.body, { key: 'j' });
    expect(selectedRow()?.dataset.orderId).toBe('2');
    expect(document.activeElement).toBe(selectedRow());
    fireEvent.keyDown(document.activeElement!, { key: 'j' });
    expect(document.activeElement).toBe(selectedRow());
    expect(selectedRow()?.dataset.orderId).toBe('1');
  });

  it('A and I act on the order whose row has the focus, and select it (issue 45 item 3)', async () => {
    const user = userEvent.setup();
    const t = renderPage([makeOrder(1), makeOrder(2), makeOrder(3)]);
    await user.keyboard('j');
    expect(selectedRow()?.dataset.orderId).toBe('3');
    // Shift+Tab... or any way: the focus on another pending row
    act(() => document.querySelector<HTMLElement>('[data-order-id="1"]')!.focus());
    await user.keyboard('i');
    expect(selectedRow()?.dataset.orderId).toBe('1');
    expect(screen.getByRole('article', { name: /^Pedido #H1/ })).toBeInTheDocument();
    expect(t.actions.filter((a) => a.type === 'orders/printRequested').map((a) => (a.payload as { orderId: number }).orderId)).toEqual([1]);
    act(() => document.querySelector<HTMLElement>('[data-order-id="2"]')!.focus());
    await user.keyboard('a');
    expect(t.actions.filter((a) => a.type === 'orders/statusChangeRequested')).toEqual([
      { type: 'orders/statusChangeRequested', payload: { orderId: 2, status: 'PA' } },
    ]);
    expect(t.actions.filter((a) => a.type === 'orders/orderSelected').map((a) => a.payload)).toEqual([3, 1, 2, 1]);
    // then the focus and the selection on the next pending order below the accepted one
    await waitFor(() => expect(document.activeElement).toBe(selectedRow()));
    expect(selectedRow()?.dataset.orderId).toBe('1');
  });

  it('K on the first pending order stays on it; J on the last stays on it', async () => {
    const user = userEvent.setup();
    renderPage([makeOrder(1), makeOrder(2)]);
    await user.keyboard('j');
    await user.keyboard('k');
    expect(selectedRow()?.dataset.orderId).toBe('2');
    await user.keyboard('j');
    await user.keyboard('j');
    expect(selectedRow()?.dataset.orderId).toBe('1');
  });

  it("no shortcut fires while the 'Tempo de entrega' list is open (issue 45 item 4)", async () => {
    const user = userEvent.setup();
    const t = renderPage([makeOrder(1), makeOrder(2)]);
    await user.click(document.querySelector<HTMLElement>('[data-order-id="2"]')!);
    await user.click(screen.getByRole('combobox', { name: 'Tempo de entrega' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('a');
    await user.keyboard('i');
    await user.keyboard('l');
    await user.keyboard('j');
    expect(t.actions.filter((a) => a.type === 'orders/statusChangeRequested' || a.type.endsWith('printRequested'))).toEqual([]);
    expect(screen.queryByRole('dialog', { name: 'Fechar a loja?' })).toBeNull();
    expect(selectedRow()?.dataset.orderId).toBe('2');
  });

  it('from the selected order, Tab goes to its actions', async () => {
    const user = userEvent.setup();
    renderPage([makeOrder(1), makeOrder(2)]);
    await user.click(document.querySelector<HTMLElement>('[data-order-id="1"]')!);
    await user.tab();
    expect(within(screen.getByRole('group', { name: 'Ações do pedido' })).getByRole('button', { name: 'Aceitar' })).toHaveFocus();
  });

  it('never fires while typing in the search field; / focuses it', async () => {
    const user = userEvent.setup();
    const t = renderPage([makeOrder(1)]);
    await user.keyboard('/');
    const search = screen.getByLabelText('Buscar pedido');
    expect(search).toHaveFocus();
    await user.keyboard('ja');
    expect(search).toHaveValue('ja');
    expect(selectedRow()).toBeNull();
    expect(t.actions.filter((a) => a.type === 'orders/statusChangeRequested')).toEqual([]);
  });

  it('? opens the shortcuts; L asks before closing the store', async () => {
    const user = userEvent.setup();
    renderPage([makeOrder(1)]);
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Atalhos de teclado' });
    expect(within(help).getByText('Próximo pedido pendente')).toBeInTheDocument();
    expect(within(help).getByText('Abrir ou fechar a loja (pede confirmação)')).toBeInTheDocument();
  });
});

describe('the orders list keeps the pending orders in the page', () => {
  it('pins the pending section and the selected order, whatever the scroll', () => {
    const orders = [makeOrder(1), makeOrder(2), makeOrder(3, { status: 'PA' }), makeOrder(4, { status: 'PD' })];
    const rows = listRows(groupBySection([...orders].reverse()));
    const pinned = pinnedRows(rows, 4).map((i) => rows[i]);
    expect(pinned.map((r) => (r!.kind === 'order' ? r!.order.id_pedido : r!.kind))).toEqual(['section', 2, 1, 4]);
  });
});

describe('new orders for screen readers', () => {
  it('says each new pending order with its number and total, not the ones already there', async () => {
    const t = renderPage([makeOrder(1)]);
    const region = screen.getByRole('status', { name: 'Novos pedidos' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('');
    const order = makeOrder(7);
    act(() => {
      t.store.dispatch(orderReceived(order));
    });
    // the store tells the screens of the order pipeline's actions a moment later (pipelineNotifications)
    await waitFor(() => expect(region.textContent).toBe(newOrderAnnouncement([order])));
    expect(newOrderAnnouncement([order])).toMatch(/^Novo pedido #H7, total R\$\u00a0\d/);
  });
});
