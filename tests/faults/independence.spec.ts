/**
 * Issue 45 item 2: a stopped printer holds only its own tickets. Caixa's cover is opened in the
 * middle of its second ticket of a burst (the print agent keeps that ticket's connection open until
 * the cover closes and the ticket's ID comes back); Cozinha is ready throughout. Every Cozinha
 * ticket of the burst must come out while Caixa is still stopped, and before the panel gives up
 * waiting on any request to the print agent (the held Caixa ones time out after 20 s: a kitchen
 * ticket that waited on them came out only after that). Read from the virtual printers' own
 * records (when each ticket was cut, Caixa's state then) and the page's failed requests.
 */
import type { Order } from '../../src/shared/api';
import { expectedPrinters, printedTickets } from '../../rig/orderPath';
import { expectEveryOrderPrintedOnce, orderRequests, placeOrders, test, expect } from './fixtures';

test('a tampa do Caixa é aberta no meio de uma rajada de 5 pedidos: as vias da Cozinha saem com o Caixa parado', async ({ rig, panel }) => {
  test.setTimeout(180_000);
  const caixa = rig.printers.Caixa;
  caixa.kind = 'buffer';
  await expect(panel.locator('[data-order-id]').first()).toBeVisible();
  // the cover is opened in the middle of Caixa's first ticket of the burst: the print agent holds
  // that ticket until the cover closes and its ID comes back (the Caixa tickets behind it are
  // refused, nothing sent, and wait in the panel's queue)
  caixa.failMidTicket('tampa-aberta', 150);

  /** when the page's first request to the print agent failed (timed out) */
  let firstAgentRequestFailedAt: number | null = null;
  panel.on('requestfailed', (request) => {
    if (request.url().startsWith(rig.agent.url)) firstAgentRequestFailedAt ??= Date.now();
  });
  const burstAt = Date.now();
  const orders: Order[] = await placeOrders(rig, 5, 10, orderRequests(45));
  await expect.poll(() => caixa.state, { timeout: 30_000 }).toBe('tampa-aberta');

  const forCozinha = orders.filter((o) => expectedPrinters(o).includes('Cozinha'));
  expect(forCozinha.length, 'a rajada tem vias para a Cozinha').toBeGreaterThan(1);
  const cozinhaTickets = () => printedTickets(rig.printers).filter((t) => t.printer === 'Cozinha' && forCozinha.some((o) => o.id_pedido === t.orderId));
  // Caixa stays stopped until every Cozinha ticket is out, or this gives up
  await expect.poll(() => cozinhaTickets().length, { timeout: 60_000, message: 'as vias da Cozinha com o Caixa parado' }).toBe(forCozinha.length);
  expect(caixa.state, 'o Caixa ainda está parado').toBe('tampa-aberta');
  for (const ticket of cozinhaTickets()) {
    const failedAt = firstAgentRequestFailedAt ?? Infinity;
    expect(ticket.lastByteAt < failedAt, `a via da Cozinha do pedido ${ticket.orderId} não esperou pelos pedidos presos no Caixa`).toBe(true);
  }
  // the kitchen's tickets as the printer recorded them, from the burst's start (figures, not a limit)
  const delays = cozinhaTickets().map((t) => `${t.orderId}: ${((t.lastByteAt - burstAt) / 1000).toFixed(1)} s`);
  console.log(`[faults] vias da Cozinha com o Caixa parado, desde o início da rajada: ${delays.join(', ')}`);

  caixa.setState('pronta');
  await expectEveryOrderPrintedOnce(rig, orders, 90_000);
  expect(caixa.torn).toEqual([]);
  expect(caixa.bufferedBytes()).toBe(0);
});
