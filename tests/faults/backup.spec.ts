/**
 * Issue 46: a backup printer takes a stopped printer's tickets, exactly once. Cozinha's backup is
 * Caixa, taking over at once ('Na hora'). What came out is read from both virtual printers' own
 * records: every Cozinha ticket once, on Cozinha or on Caixa (those on Caixa headed
 * 'COZINHA — impresso no Caixa (...)', rig/orderPath.ts stationOf), and nothing twice when Cozinha
 * comes back.
 */
import type { Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { SEED } from '../../src/sandbox/seed/ids';
import {
  RIG_PRINT_SETTINGS,
  type Rig,
  checkPaper,
  expectedPrinters,
  loginPanel,
  panelInitScript,
  platformStatuses,
  printedTickets,
  stationOf,
} from '../../rig/orderPath';
import type { VirtualPrinter } from '../../rig/virtualPrinter';
import { expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, test, expect } from './fixtures';

const WITH_BACKUP = { ...RIG_PRINT_SETTINGS, backupPrinters: { Cozinha: { printer: 'Caixa', afterSeconds: 0 } } };

async function panelWithBackup(page: Page, rig: Rig): Promise<void> {
  await page.addInitScript(panelInitScript(WITH_BACKUP));
  await loginPanel(page, rig.panelUrl);
  await expect(page.locator('[data-order-id]').first()).toBeVisible();
}

/** The printer stops in `state` right after its `nth` ticket from now (between two tickets). */
function stopAfter(printer: VirtualPrinter, nth: number, state: 'sem-papel'): void {
  const start = printer.tickets.length;
  const onTicket = () => {
    if (printer.tickets.length - start < nth) return;
    printer.off('ticket', onTicket);
    printer.setState(state);
  };
  printer.on('ticket', onTicket);
}

/** The store's orders waiting at login print first: once their tickets are out, the next ticket to begin is one of the burst's. */
async function loginTicketsOut(rig: Rig): Promise<void> {
  const statuses = await platformStatuses(rig.sandboxUrl);
  const waiting = [SEED.orders.pendingPickupDigitalMenu, SEED.orders.pendingDelivery].map((id) => statuses.get(id)!.order);
  await expect.poll(() => checkPaper(waiting, printedTickets(rig.printers)).lost, { timeout: 30_000 }).toEqual([]);
}

const kitchenTicketsOf = (rig: Rig, orders: Order[]) =>
  printedTickets(rig.printers).filter((t) => t.station === 'Cozinha' && orders.some((o) => o.id_pedido === t.orderId));

test('a Cozinha fica sem papel numa rajada de 20 pedidos, com o Caixa de reserva: cada via da Cozinha sai uma vez, na Cozinha ou no Caixa com o aviso', async ({ rig, page }) => {
  test.setTimeout(180_000);
  const cozinha = rig.printers.Cozinha;
  cozinha.kind = 'buffer';
  await panelWithBackup(page, rig);
  stopAfter(cozinha, 3, 'sem-papel');
  const orders = await placeOrders(rig, 20, 10, orderRequests(46));
  const forCozinha = orders.filter((o) => expectedPrinters(o).includes('Cozinha'));
  await expect.poll(() => cozinha.state, { timeout: 30_000 }).toBe('sem-papel');
  // while Cozinha is out of paper, its tickets come out on Caixa, headed; the toolbar says so
  await expect(page.getByRole('status', { name: 'Estado das impressoras' }).getByText('Cozinha → Caixa')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => kitchenTicketsOf(rig, forCozinha).filter((t) => t.printer === 'Caixa').length, { timeout: 60_000 }).toBeGreaterThan(5);
  // the kitchen's tickets on paper now: on Caixa, or on Cozinha before it stopped
  const beforeBack = kitchenTicketsOf(rig, forCozinha);
  cozinha.setState('pronta');
  await expectEveryOrderPrintedOnce(rig, orders, 90_000);
  const kitchen = kitchenTicketsOf(rig, forCozinha);
  expect(kitchen).toHaveLength(forCozinha.length);
  for (const t of kitchen) {
    const headed = t.ticket.text.replace(/\s+/g, ' ').includes('COZINHA - impresso no Caixa (Cozinha sem papel)');
    expect(headed, `a via da Cozinha do pedido ${t.orderId} em ${t.printer}: aviso só na reserva; ela começa com '${t.ticket.text.trim().split('\n')[0]}'`).toBe(t.printer === 'Caixa');
  }
  // what Caixa printed for Cozinha never came out again on Cozinha once it was back
  const movedIds = beforeBack.filter((t) => t.printer === 'Caixa').map((t) => t.orderId);
  expect(kitchen.filter((t) => t.printer === 'Cozinha' && movedIds.includes(t.orderId))).toEqual([]);
  // each printer's own record: nothing torn, thrown away or left in a buffer
  for (const printer of [cozinha, rig.printers.Caixa]) {
    expect(printer.torn).toEqual([]);
    expect(printer.discarded).toEqual([]);
    expect(printer.bufferedBytes()).toBe(0);
  }
  console.log(`[faults] vias da Cozinha: ${kitchen.filter((t) => t.printer === 'Caixa').length} no Caixa, ${kitchen.filter((t) => t.printer === 'Cozinha').length} na Cozinha`);
  await expect(page.getByRole('status', { name: 'Estado das impressoras' }).getByText('Cozinha → Caixa')).toBeHidden({ timeout: 15_000 });
});

test('a Cozinha para no meio de uma via, guardando o que recebeu: essa via não vai para o Caixa e nada sai duas vezes quando ela volta', async ({ rig, page }) => {
  test.setTimeout(180_000);
  const cozinha = rig.printers.Cozinha;
  cozinha.kind = 'buffer';
  await panelWithBackup(page, rig);
  // it stops 150 bytes into the first ticket of the burst it begins (its heading is out)
  await loginTicketsOut(rig);
  cozinha.failMidTicket('sem-papel', 150);
  const request = orderRequests(47);
  const orders = await placeOrders(rig, 10, 5, request);
  const kitchenOrders = () => orders.filter((o) => expectedPrinters(o).includes('Cozinha'));
  expect(kitchenOrders().length, 'a rajada tem vias para a Cozinha').toBeGreaterThan(1);
  // Cozinha stops in the first kitchen ticket it is handed. A status answer late by more than the
  // print agent waits (a loaded machine) has the panel take Cozinha for stopped ('sem resposta') for
  // a few seconds, and the backup may take every kitchen ticket of the burst: then, once the panel
  // sends Cozinha its tickets again, one more order, until a kitchen ticket reaches it.
  const backupOn = page.getByRole('status', { name: 'Estado das impressoras' }).getByText('Cozinha → Caixa');
  for (let more = 0; ; more++) {
    await expect
      .poll(() => cozinha.state === 'sem-papel' || kitchenTicketsOf(rig, kitchenOrders()).length === kitchenOrders().length, { timeout: 30_000 })
      .toBe(true);
    if (cozinha.state === 'sem-papel') break;
    const went = kitchenTicketsOf(rig, kitchenOrders()).map((t) => `${t.orderId} em ${t.printer}`);
    expect(more, `nenhuma via da Cozinha chegou a ela: ${went.join(', ')}`).toBeLessThan(3);
    console.log(`[faults] nenhuma via da Cozinha chegou a ela (${went.join(', ')}): mais um pedido`);
    await expect(backupOn).toBeHidden({ timeout: 30_000 });
    orders.push(...(await placeOrders(rig, 1, 1, request)));
  }
  const forCozinha = kitchenOrders();
  // the half-sent ticket stays in Cozinha's buffer; the others may go to Caixa
  await sleep(8000);
  expect(cozinha.bufferedBytes(), 'a Cozinha guarda a via que recebeu').toBeGreaterThan(0);
  expect(cozinha.midTicketStops.map((s) => s.ticket), 'a via parada ainda não saiu inteira').toEqual([null]);
  const backAt = Date.now();
  cozinha.setState('pronta');
  await expectEveryOrderPrintedOnce(rig, orders, 90_000);
  // The ticket Cozinha stopped in, from its own record: a kitchen ticket of the burst, cut once it
  // was back, whole (what it had printed when it stopped, then the rest it kept)
  expect(cozinha.midTicketStops).toHaveLength(1);
  const stop = cozinha.midTicketStops[0]!;
  const held = printedTickets(rig.printers).find((t) => t.ticket === stop.ticket);
  expect(held, `a via parada na Cozinha saiu ao voltar (no papel quando parou: ${JSON.stringify(stop.onPaper)})`).toBeDefined();
  expect(forCozinha.map((o) => o.id_pedido), 'a via parada é de um pedido da rajada').toContain(held!.orderId);
  expect([held!.printer, held!.station, stationOf(held!.ticket.text)], 'saiu na Cozinha, sem o aviso da reserva').toEqual(['Cozinha', 'Cozinha', null]);
  expect(Buffer.from(held!.ticket.bytes.subarray(0, stop.printed.length)), 'começa pelo que já estava no papel').toEqual(Buffer.from(stop.printed));
  expect(held!.ticket.bytes.length).toBeGreaterThan(stop.printed.length);
  expect(held!.firstByteAt).toBeLessThan(backAt);
  expect(held!.lastByteAt).toBeGreaterThanOrEqual(backAt);
  // it came out once, and nowhere else (not on Caixa, headed for the kitchen)
  expect(kitchenTicketsOf(rig, forCozinha.filter((o) => o.id_pedido === held!.orderId)).map((t) => t.printer), `a via da Cozinha do pedido ${held!.orderId}`).toEqual(['Cozinha']);
  // while the backup took kitchen tickets Cozinha had not been handed (headed: they are the kitchen's); those on Cozinha are not headed
  const kitchen = kitchenTicketsOf(rig, forCozinha);
  expect(kitchen.filter((t) => t.printer === 'Caixa').length, 'vias da Cozinha no Caixa').toBeGreaterThan(0);
  for (const t of kitchen.filter((k) => k.printer === 'Cozinha')) expect(stationOf(t.ticket.text), `a via da Cozinha do pedido ${t.orderId} na Cozinha`).toBeNull();
  expect(cozinha.torn).toEqual([]);
  expect(cozinha.discarded).toEqual([]);
  expect(cozinha.bufferedBytes()).toBe(0);
});

test('a Cozinha fica sem papel enquanto imprime, com outras vias esperando por ela no módulo de impressão: essas saem no Caixa sem esperar a Cozinha voltar, cada via uma vez', async ({ rig, page }) => {
  test.setTimeout(180_000);
  const cozinha = rig.printers.Cozinha;
  cozinha.kind = 'buffer';
  await panelWithBackup(page, rig);
  await loginTicketsOut(rig);
  // a ticket takes 1.5 s to come out, as a long one does on a real printer: in a burst, the print
  // agent holds the next kitchen tickets in Cozinha's lane, waiting their turn
  cozinha.paperMs = 1500;
  const before = cozinha.tickets.length;
  const orders = await placeOrders(rig, 12, 20, orderRequests(48));
  const forCozinha = orders.filter((o) => expectedPrinters(o).includes('Cozinha'));
  expect(forCozinha.length, 'a rajada tem vias para a Cozinha').toBeGreaterThan(4);
  await expect.poll(() => cozinha.tickets.length - before, { timeout: 30_000 }).toBeGreaterThan(0);
  // the paper runs out as the next ticket comes out: Cozinha keeps that one for when it is back
  cozinha.setState('sem-papel');
  // every other kitchen ticket comes out while Cozinha is stopped, on Cozinha before it stopped or
  // on Caixa: none waits for it in the print agent
  await expect
    .poll(() => forCozinha.length - kitchenTicketsOf(rig, forCozinha).length, { timeout: 30_000, message: 'vias da Cozinha que esperam por ela' })
    .toBeLessThanOrEqual(1);
  const kitchenWhileStopped = kitchenTicketsOf(rig, forCozinha);
  expect(kitchenWhileStopped.filter((t) => t.printer === 'Caixa').length, 'vias da Cozinha no Caixa').toBeGreaterThan(0);
  cozinha.paperMs = 0;
  cozinha.setState('pronta');
  await expectEveryOrderPrintedOnce(rig, orders, 90_000);
  // nothing came out again once Cozinha was back
  expect(kitchenTicketsOf(rig, forCozinha)).toHaveLength(forCozinha.length);
  for (const t of kitchenTicketsOf(rig, forCozinha)) {
    const headed = t.ticket.text.replace(/\s+/g, ' ').includes('COZINHA - impresso no Caixa (Cozinha sem papel)');
    expect(headed, `a via da Cozinha do pedido ${t.orderId} em ${t.printer}: aviso só na reserva; ela começa com '${t.ticket.text.trim().split('\n')[0]}'`).toBe(t.printer === 'Caixa');
  }
  expect(cozinha.torn).toEqual([]);
  expect(cozinha.discarded).toEqual([]);
  expect(cozinha.bufferedBytes()).toBe(0);
});
