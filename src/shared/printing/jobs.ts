import type { Order } from '../api/areas/orders';
import type { PrintSettings } from '../api/areas/printing';
import { buildCashierTicket } from './caixa';
import type { Ticket } from './model';
import { type ProductionSettings, buildProductionTickets } from './producao';
import type { TicketOptions } from './sections';

export const PRINTER_NOT_SELECTED = 'Impressora não selecionada, escolha uma impressora e tente novamente.';

export interface PrintJob {
  /**
   * Ledger key (ARCHITECTURE.md): order (its number and code), revision, ticket kind and printer.
   * A reprint has the same key as the print it repeats; the queue decides whether the ledger applies.
   */
  key: string;
  orderId: number;
  /** the order's code (hash_pedido): with the number, what a platform reset cannot give again */
  orderCode: string;
  revision: number;
  kind: 'caixa' | 'producao';
  printer: string;
  /** production tickets: the categories on the ticket */
  categoryIds: number[];
  reprint: boolean;
  ticket: Ticket;
}

export type OrderPrintSettings = ProductionSettings & Pick<PrintSettings, 'impressora' | 'impressorasCaixa'>;

/** Cashier printers: the configured list, else the default printer. */
export function cashierPrinters(settings: Pick<PrintSettings, 'impressora' | 'impressorasCaixa'>): string[] {
  const listed = [...new Set(settings.impressorasCaixa.map((p) => p.trim()).filter((p) => p !== ''))];
  if (listed.length > 0) return listed;
  return settings.impressora.trim() ? [settings.impressora.trim()] : [];
}

/**
 * The order part of a ledger key: its number and its code ('117550.XTPZHQWZ'). A platform whose
 * numbers start again (the sandbox's reset, a new history) gives a number again, never with the same
 * code, so a new order is never taken for one printed before. Without a code, the number alone.
 */
export function ledgerOrderRef(orderId: number, orderCode: string): string {
  const code = orderCode.trim();
  return code ? `${orderId}.${encodeURIComponent(code)}` : String(orderId);
}

export function printJobKey(job: Pick<PrintJob, 'orderId' | 'orderCode' | 'revision' | 'kind' | 'printer' | 'categoryIds'>): string {
  const kind = job.kind === 'producao' ? `producao:${job.categoryIds.join('+')}` : job.kind;
  return `${ledgerOrderRef(job.orderId, job.orderCode)}:${job.revision}:${kind}:${job.printer}`;
}

/**
 * Every ticket one print of an order makes: the cashier ticket on each cashier printer, then
 * the production tickets. One job per ticket; copies are the queue's business.
 * Throws PRINTER_NOT_SELECTED when there is no cashier printer.
 */
export function buildOrderPrintJobs(order: Order, settings: OrderPrintSettings, options: TicketOptions = {}): PrintJob[] {
  const printers = cashierPrinters(settings);
  if (printers.length === 0) throw new Error(PRINTER_NOT_SELECTED);
  const base = { orderId: order.id_pedido, orderCode: order.hash_pedido, revision: order.revisao, reprint: options.reprint ?? false };
  const cashier = buildCashierTicket(order, settings, options);
  const jobs: Omit<PrintJob, 'key'>[] = [
    ...printers.map((printer) => ({ ...base, kind: 'caixa' as const, printer, categoryIds: [], ticket: cashier })),
    ...buildProductionTickets(order, settings, options).map((p) => ({
      ...base,
      kind: 'producao' as const,
      printer: p.printer,
      categoryIds: p.categoryIds,
      ticket: p.ticket,
    })),
  ];
  return jobs.map((job) => ({ ...job, key: printJobKey(job) }));
}
