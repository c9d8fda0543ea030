/**
 * 'Fechamento do dia': a day's closing on the cashier's thermal printer, from Relatório Geral.
 * The figures come from shared/reports/closing.ts (the same rules as the sales history and the
 * report); this only lays them out, at 32 (58 mm) or 48 (80 mm) columns.
 */
import type { DayClosing } from '../reports/closing';
import { formatReais } from './format';
import { formatCalendarDay, formatDateTime } from '../time';
import { type Ticket, columns, cut, separator, text } from './model';
import { type PageSettings, pageSetup } from './page';

export interface ClosingTicketInput {
  storeName: string;
  closing: DayClosing;
  /** ISO date-time the ticket is printed at */
  printedAt: string;
  /** the store's zone, the time is written in it */
  timeZone: string;
}

const count = (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`);

export function buildClosingTicket({ storeName, closing, printedAt, timeZone }: ClosingTicketInput, settings: PageSettings): Ticket {
  const day = formatCalendarDay(closing.day);
  return {
    kind: 'fechamento',
    title: `Fechamento do dia ${day}`,
    page: pageSetup(settings),
    blocks: [
      text('FECHAMENTO DO DIA', { align: 'center', bold: true, size: 'tall' }),
      ...(storeName.trim() ? [text(storeName, { align: 'center', bold: true })] : []),
      text(day, { align: 'center' }),
      separator('='),
      text('VENDAS POR FORMA DE PAGAMENTO', { bold: true }),
      ...closing.byPayment.flatMap((g) => [columns(g.label, formatReais(g.total)), text(count(g.count), { indent: 2 })]),
      separator(),
      columns(`Entregues (${closing.delivered.count})`, formatReais(closing.delivered.total), { bold: true }),
      text('Produtos + taxa de entrega, pedidos entregues', { indent: 2 }),
      separator(),
      columns('Pedidos no dia', String(closing.orders), { fill: ' ' }),
      columns(`Cancelamentos (${closing.cancelled.count})`, formatReais(closing.cancelled.value)),
      separator(),
      columns('Pedidos efetivados', formatReais(closing.effectiveOrders)),
      columns('(+) Taxas de entrega', formatReais(closing.deliveryFee)),
      columns('(-) Descontos', formatReais(closing.discounts)),
      separator('='),
      columns('TOTAL GERAL', formatReais(closing.totalGeral), { bold: true, size: 'tall' }),
      separator('='),
      text(`Impresso em ${formatDateTime(printedAt, timeZone)}`, { align: 'center' }),
      cut(),
    ],
  };
}
