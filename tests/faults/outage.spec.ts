import { expect, expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, test } from './fixtures';

const OUTAGE_MS = 30_000;

test('a plataforma fica fora do ar por 30 s no meio de uma rajada e volta: todo pedido aceito e impresso uma vez', async ({ rig, panel }) => {
  test.setTimeout(150_000);
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  const request = orderRequests(11);
  // The kitchen printer is slow at that moment: some orders are accepted, their cashier ticket
  // is out, the kitchen's is still queued when the platform goes down.
  await rig.printers.Cozinha.refuseConnections(true);
  const before = await placeOrders(rig, 12, 10, request);
  await sleep(500);
  await rig.sandbox.suspend();
  const downAt = Date.now();
  // The kitchen's tickets come out while the platform is down (the PI mark cannot be sent then).
  await rig.printers.Cozinha.refuseConnections(false);
  const during = await placeOrders(rig, 12, 4, request);
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  await sleep(OUTAGE_MS - (Date.now() - downAt));
  await rig.sandbox.resume();
  const after = await placeOrders(rig, 12, 10, request);
  await expectEveryOrderPrintedOnce(rig, [...before, ...during, ...after], 60_000);
});
