/**
 * Issue 33: a printer that stops mid-ticket (out of paper, cover opened) must not lose a ticket on
 * paper nor print one twice. The print agent asks each printer its status before and after every
 * ticket (src/node/printing/confirmedTcp.ts); what comes out is checked against the virtual
 * printer's own record: the tickets it cut (printed), the ones it threw away (discarded) and the
 * half ticket left on the paper when it stopped (torn).
 */
import type { Order } from '../../src/shared/api';
import type { VirtualPrinter, VirtualPrinterKind, VirtualPrinterState } from '../../rig/virtualPrinter';
import { printedTickets } from '../../rig/orderPath';
import { expectEveryOrderPrintedOnce, orderRequests, placeOrders, sleep, test, expect } from './fixtures';
import type { Rig } from '../../rig/orderPath';

const KIND_NAMES: Record<VirtualPrinterKind, string> = { buffer: 'guarda o que recebe parada', drop: 'descarta o que recebe parada' };

/** The printer stops in `state` `afterBytes` into the ticket that follows its `nth` ticket from now. */
function stopMidTicketAfter(printer: VirtualPrinter, nth: number, state: VirtualPrinterState, afterBytes: number): void {
  const start = printer.tickets.length;
  const onTicket = () => {
    if (printer.tickets.length - start < nth) return;
    printer.off('ticket', onTicket);
    printer.failMidTicket(state, afterBytes);
  };
  printer.on('ticket', onTicket);
}

/** Caixa tickets of these orders that came out. */
const caixaTicketsOf = (rig: Rig, orders: Order[]) =>
  printedTickets(rig.printers).filter((t) => t.printer === 'Caixa' && orders.some((o) => o.id_pedido === t.orderId));

/** What the printer itself recorded, beyond the paper check: a ticket cut short is on paper once, whole. */
function expectOwnRecord(printer: VirtualPrinter, kind: VirtualPrinterKind): void {
  if (kind === 'buffer') {
    // it kept everything and printed it when it was ready again: nothing thrown away, nothing torn
    expect(printer.torn, 'meias vias na impressora que guarda').toEqual([]);
    expect(printer.discarded, 'vias descartadas pela impressora que guarda').toEqual([]);
    expect(printer.bufferedBytes()).toBe(0);
  } else {
    // it tore the ticket it was printing and threw the rest away; that ticket was sent again, once
    expect(printer.torn, 'a meia via deixada no papel').toHaveLength(1);
    expect(printer.discarded, 'o resto da via, jogado fora').toHaveLength(1);
    // the half ticket holds at least its heading: the order's code (large letters print spaced out)
    const tornOrder = /PEDIDO#([0-9A-Z]+)\n/.exec((printer.torn[0]?.text ?? '').replace(/ /g, ''))?.[1];
    expect(tornOrder, 'a meia via é de um pedido').toBeDefined();
    const whole = printer.tickets.filter((t) => t.text.replace(/ /g, '').includes(`PEDIDO#${tornOrder}\n`));
    expect(whole, `a via do pedido ${tornOrder}, inteira, uma vez`).toHaveLength(1);
  }
}

for (const kind of ['buffer', 'drop'] as const) {
  test(`o papel acaba no meio de uma rajada de 20 pedidos e é trocado 30 s depois (impressora que ${KIND_NAMES[kind]}): nenhuma via perdida nem repetida`, async ({ rig, panel }) => {
    test.setTimeout(240_000);
    const caixa = rig.printers.Caixa;
    caixa.kind = kind;
    await expect(panel.locator('[data-order-id]').first()).toBeVisible();
    stopMidTicketAfter(caixa, 4, 'sem-papel', 200);
    const orders = await placeOrders(rig, 20, 10, orderRequests(33));
    await expect.poll(() => caixa.state, { timeout: 30_000 }).toBe('sem-papel');
    const outAt = Date.now();
    // the staff see it on the toolbar, as the printer says it
    await expect(panel.getByRole('status', { name: 'Estado das impressoras' }).getByText('Caixa: sem papel')).toBeVisible();
    const onPaperWhenStopped = caixaTicketsOf(rig, orders).length;
    await sleep(30_000 - (Date.now() - outAt));
    // out of paper: nothing more came out of Caixa, the kitchen and the bar kept printing
    expect(caixaTicketsOf(rig, orders)).toHaveLength(onPaperWhenStopped);
    expect(onPaperWhenStopped).toBeLessThan(orders.length);
    expect(printedTickets(rig.printers).filter((t) => t.printer !== 'Caixa' && orders.some((o) => o.id_pedido === t.orderId)).length).toBeGreaterThan(0);
    caixa.setState('pronta');
    await expectEveryOrderPrintedOnce(rig, orders, 120_000);
    expectOwnRecord(caixa, kind);
    await expect(panel.getByRole('status', { name: 'Estado das impressoras' }).getByText('Caixa: pronta')).toBeVisible();
  });

  test(`a tampa é aberta no meio de uma via e fechada 5 s depois (impressora que ${KIND_NAMES[kind]}): nenhuma via perdida nem repetida`, async ({ rig, panel }) => {
    test.setTimeout(180_000);
    const caixa = rig.printers.Caixa;
    caixa.kind = kind;
    await expect(panel.locator('[data-order-id]').first()).toBeVisible();
    stopMidTicketAfter(caixa, 2, 'tampa-aberta', 150);
    const orders = await placeOrders(rig, 10, 5, orderRequests(34));
    await expect.poll(() => caixa.state, { timeout: 30_000 }).toBe('tampa-aberta');
    await sleep(5000);
    caixa.setState('pronta');
    await expectEveryOrderPrintedOnce(rig, orders, 90_000);
    expectOwnRecord(caixa, kind);
  });
}
