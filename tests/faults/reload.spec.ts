import {
  expect,
  expectEveryOrderPrintedOnce,
  orderRequests,
  placeOrders,
  settleInterruptedPrints,
  sleep,
  storedPrintJobs,
  test,
} from './fixtures';

test('o painel é recarregado no meio de uma rajada com vias na fila: a via interrompida é conferida por uma pessoa, cada via sai uma vez', async ({ rig, panel }) => {
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  // A slow kitchen printer keeps jobs waiting in the queue when the page reloads.
  await rig.printers.Cozinha.refuseConnections(true);
  const request = orderRequests(31);
  const placing = placeOrders(rig, 30, 15, request);
  await sleep(1200);
  await expect.poll(() => storedPrintJobs(panel)).toBeGreaterThan(0);
  await panel.reload();
  await rig.printers.Cozinha.refuseConnections(false);
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  // A ticket caught on its way to the printer is not printed again on its own: a person looks.
  const decided = await settleInterruptedPrints(panel, rig);
  const orders = await placing;
  console.log(`vias interrompidas pela recarga: ${decided.join(', ') || 'nenhuma'}`);
  await expectEveryOrderPrintedOnce(rig, orders, 60_000);
});
