import { expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, test, expect } from './fixtures';

test('o painel é recarregado no meio de uma rajada com vias na fila: cada via sai uma vez', async ({ rig, panel }) => {
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  // A slow kitchen printer keeps jobs waiting in the queue when the page reloads.
  await rig.printers.Cozinha.refuseConnections(true);
  const request = orderRequests(31);
  const placing = placeOrders(rig, 30, 15, request);
  await sleep(1200);
  await expect.poll(() => panel.evaluate(() => localStorage.getItem('painel.printPending')?.length ?? 0)).toBeGreaterThan(0);
  await panel.reload();
  await rig.printers.Cozinha.refuseConnections(false);
  const orders = await placing;
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  await expectEveryOrderPrintedOnce(rig, orders, 60_000);
});
