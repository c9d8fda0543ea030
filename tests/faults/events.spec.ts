import { control, expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, test, expect } from './fixtures';
import { printedTickets } from '../../rig/orderPath';

test('o mesmo novo duas vezes, atualiza antes de novo e eventos de pedidos desconhecidos: cada via uma vez', async ({ rig, panel }) => {
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  const request = orderRequests(41);
  const event = (name: string, payload: unknown) => control(rig.sandboxUrl, 'POST', 'events', { storeId: 101, event: name, payload });

  const orders = await placeOrders(rig, 6, 10, request);
  // The same 'novo' again, at once and a little later, for every order.
  for (const o of orders) await event('novo', { id_pedido: o.id_pedido });
  await sleep(300);
  for (const o of orders) await event('novo', { id_pedido: o.id_pedido });

  // 'atualiza' for an order before its 'novo': the next id, not placed yet.
  const nextId = Math.max(...orders.map((o) => o.id_pedido)) + 1;
  await event('atualiza', { id_pedido: nextId });
  await sleep(200);
  const [late] = await placeOrders(rig, 1, 1, request);
  expect(late?.id_pedido).toBe(nextId);

  // Events for orders that do not exist (or are another store's).
  await event('novo', { id_pedido: 987_654 });
  await event('atualiza', { id_pedido: 876_543 });
  await event('novo', { id_pedido: 2001 });

  const more = await placeOrders(rig, 6, 10, request);
  await expectEveryOrderPrintedOnce(rig, [...orders, late!, ...more]);
  // 'novo' once more after everything was printed: nothing comes out again.
  const printed = printedTickets(rig.printers).length;
  for (const o of orders) await event('novo', { id_pedido: o.id_pedido });
  await sleep(2000);
  expect(printedTickets(rig.printers).length).toBe(printed);
  expect(printedTickets(rig.printers).filter((t) => t.orderId === 987_654 || t.orderId === 876_543)).toEqual([]);
});
