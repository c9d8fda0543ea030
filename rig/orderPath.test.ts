import { describe, expect, it } from 'vitest';
import { checkPaper, expectedPrinters, EmitLog, printedTickets, RIG_PRINT_SETTINGS, type PrintedTicket } from './orderPath';
import type { VirtualPrinter } from './virtualPrinter';
import { makeOrder } from '../src/shared/test/orders';
import type { Order } from '../src/shared/api';

function orderWith(id: number, categories: number[]): Order {
  const base = makeOrder(id, { status: 'PP' });
  const item = base.pedidoObj.itens[0]!;
  return { ...base, pedidoObj: { ...base.pedidoObj, itens: categories.map((c) => ({ ...item, id_cardapio_categoria: c })) } };
}

const ticket = (printer: PrintedTicket['printer'], orderId: number): PrintedTicket =>
  ({ printer, station: printer, orderId, firstByteAt: 0, lastByteAt: 0, reprint: false, ticket: {} as PrintedTicket['ticket'] });

/** The fault suite's and the pipeline benchmark's own arithmetic: if these lie, every verdict does. */
describe('paper check', () => {
  it('expects the cashier ticket and one production ticket per printer (Pizzas and Sobremesas share Cozinha)', () => {
    expect(expectedPrinters(orderWith(1, [11, 13]), RIG_PRINT_SETTINGS)).toEqual(['Caixa', 'Cozinha']);
    expect(expectedPrinters(orderWith(2, [12, 11]), RIG_PRINT_SETTINGS)).toEqual(['Caixa', 'Bar', 'Cozinha']);
  });

  it('counts lost, duplicated and unexpected tickets, and ignores orders not asked about', () => {
    const a = orderWith(1, [11]);
    const b = orderWith(2, [12]);
    const check = checkPaper([a, b], [ticket('Caixa', 1), ticket('Caixa', 1), ticket('Cozinha', 1), ticket('Bar', 2), ticket('Cozinha', 2), ticket('Caixa', 99)]);
    expect(check.lost).toEqual([{ orderId: 2, printer: 'Caixa' }]);
    expect(check.duplicated).toEqual([{ orderId: 1, printer: 'Caixa', count: 2 }]);
    expect(check.unexpected).toEqual([{ orderId: 2, printer: 'Cozinha' }]);
    expect(check.expectedTickets).toBe(4);
  });

  it("reads each ticket's order number once: the checks repeat while a phase drains, in the process that times the printers", () => {
    let reads = 0;
    const decoded = (text: string, at: number) =>
      ({
        get text() {
          reads += 1;
          return text;
        },
        firstByteAt: at - 5,
        receivedAt: at,
      }) as unknown as PrintedTicket['ticket'];
    const printers = {
      Caixa: { tickets: [decoded('P E D I D O   # 1 0 2 2\n', 10), decoded('REIMPRESSÃO\nP E D I D O   # 1 0 2 2\n', 20)] },
      Cozinha: { tickets: [decoded('P E D I D O   # 7\n', 30)] },
      Bar: { tickets: [decoded('sem número\n', 40)] },
    } as unknown as Record<PrintedTicket['printer'], VirtualPrinter>;
    const first = printedTickets(printers);
    expect(first.map((t) => [t.printer, t.orderId, t.reprint, t.lastByteAt])).toEqual([
      ['Caixa', 1022, false, 10],
      ['Caixa', 1022, true, 20],
      ['Cozinha', 7, false, 30],
      ['Bar', null, false, 40],
    ]);
    expect(printedTickets(printers)).toEqual(first);
    expect(reads).toBe(4);
  });

  it("counts a ticket a backup printed for the station its heading names, once: on the station or its backup, never both", () => {
    const a = orderWith(1, [11]);
    const decoded = (text: string) => ({ text, firstByteAt: 0, receivedAt: 0 }) as unknown as PrintedTicket['ticket'];
    const heading = 'COZINHA - impresso no Caixa (Cozinha sem papel)\n';
    const printers = {
      Caixa: { tickets: [decoded('P E D I D O   # 1\n'), decoded(`${heading}P E D I D O   # 1\n`)] },
      Cozinha: { tickets: [] },
      Bar: { tickets: [] },
    } as unknown as Record<PrintedTicket['printer'], VirtualPrinter>;
    const tickets = printedTickets(printers);
    expect(tickets.map((t) => [t.printer, t.station])).toEqual([
      ['Caixa', 'Caixa'],
      ['Caixa', 'Cozinha'],
    ]);
    expect(checkPaper([a], tickets)).toMatchObject({ lost: [], duplicated: [], unexpected: [], printedTickets: 2 });
    const twice = [...tickets, { ...tickets[1]!, printer: 'Cozinha' as const, station: 'Cozinha' as const }];
    expect(checkPaper([a], twice).duplicated).toEqual([{ orderId: 1, printer: 'Cozinha', count: 2 }]);
  });

  it("works out an order's printers once", () => {
    const order = orderWith(3, [11, 12]);
    expect(expectedPrinters(order)).toBe(expectedPrinters(order));
  });

  it('the emit log: first novo, then the n-th atualiza of an order', () => {
    const log = new EmitLog();
    log.record({ event: 'atualiza', payload: { id_pedido: 5 }, at: 1 });
    log.record({ event: 'novo', payload: { id_pedido: 5 }, at: 2 });
    log.record({ event: 'novo', payload: { id_pedido: 5 }, at: 3 });
    log.record({ event: 'atualiza', payload: { id_pedido: 5 }, at: 4 });
    log.record({ event: 'novo', payload: 'malformado', at: 5 });
    expect(log.novoAt(5)).toBe(2);
    expect(log.atualizaAt(5, 1)).toBe(4);
    expect(log.all).toHaveLength(5);
  });
});
