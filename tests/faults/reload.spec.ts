import { expect, expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, storedPrintJobs, test } from './fixtures';

test('o painel é recarregado no meio de uma rajada com vias na fila: cada via sai uma vez, sem ninguém precisar conferir', async ({ rig, panel }) => {
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
  const orders = await placing;
  // A ticket caught on its way to the printer goes again to the same print agent with the same id:
  // the agent prints it only if it had not (src/node/printing/printOnce.ts). Nobody has to look.
  await expectEveryOrderPrintedOnce(rig, orders, 60_000);
  await expect(panel.getByText(/Impressão interrompida|Erro no módulo de impressão/)).toHaveCount(0);
});
