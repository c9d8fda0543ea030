import { expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, test, expect } from './fixtures';
import { printedTickets } from '../../rig/orderPath';

test('uma impressora recusa conexões por um tempo e depois aceita: nenhuma via perdida nem repetida', async ({ rig, panel }) => {
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  await rig.printers.Cozinha.refuseConnections(true);
  const orders = await placeOrders(rig, 20, 10, orderRequests(21));
  await sleep(4000);
  // The other printers kept going meanwhile.
  const ofThese = (printer: string) => printedTickets(rig.printers).filter((t) => t.printer === printer && orders.some((o) => o.id_pedido === t.orderId));
  expect(ofThese('Caixa').length).toBeGreaterThan(0);
  expect(ofThese('Cozinha')).toHaveLength(0);
  await rig.printers.Cozinha.refuseConnections(false);
  await expectEveryOrderPrintedOnce(rig, orders, 60_000);
});
