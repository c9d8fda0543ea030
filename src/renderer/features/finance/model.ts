/**
 * The finance screens' rules (spec 02 §2.10–2.12, §2.16, §2.17, §4, §5, §9), as pure functions:
 * labels, the balance type, the calendar days of the platform's dates, the period's bounds, both
 * answer forms of §7.7, and the way from gross sales to what the store receives.
 */
import { formatDateTime, formatPlatformDay, platformCalendarDay } from '../../../shared/time';
import type {
  FinancialPeriodSummary,
  FinancialPeriodsAnswer,
  Invoice,
  InvoiceStatus,
  LegacyInvoice,
  LegacyInvoiceStatus,
  OnlinePaymentReportRow,
  OrderTransaction,
  OrderTransactionsAnswer,
  SettlementPeriod,
} from '../../../shared/api';
import { PAYMENT_KIND_LABEL, type PaymentKind } from '../../../shared/finance/paymentCodes';
import type { IsoDate } from '../../ui/dateRange';
import { toCents } from '../../../shared/format';

// ---- page sizes (spec 02 §9) --------------------------------------------------------------------

export const PAGE_SIZE = {
  periods: 5000,
  transactions: 15,
  settlementOrders: 6000,
  settlements: 15,
  payouts: 100,
  invoices: 10,
} as const;

// ---- labels (spec 02 §4) ------------------------------------------------------------------------

export const INVOICE_STATUS_LABEL: Record<InvoiceStatus, string> = {
  processing: 'Em processamento',
  accumulated: 'Acumulada',
  pending: 'Pendente',
  overdue: 'Vencida',
  paid: 'Paga',
  canceled: 'Cancelada',
};

export const LEGACY_INVOICE_STATUS_LABEL: Record<LegacyInvoiceStatus, string> = {
  PG: 'Paga',
  AT: 'Pendente',
  VC: 'Vencida',
  IS: 'Isenta',
  FA: 'Acumulada',
};

/** An invoice status label; a status the platform adds later shows as it comes. */
export function invoiceStatusLabel(status: string): string {
  return INVOICE_STATUS_LABEL[status as InvoiceStatus] ?? status;
}

export function legacyInvoiceStatusLabel(status: string): string {
  return LEGACY_INVOICE_STATUS_LABEL[status as LegacyInvoiceStatus] ?? status;
}

/** Spec 02 §9: the balance threshold between a charged invoice and one carried forward. */
export const BALANCE_THRESHOLD_CENTS = 3000;

export type BalanceType = 'normal' | 'accumulated';

/**
 * Spec 02 §4 Balance type: with the balance's sign inverted (the platform sends what the store
 * owes as a negative balance), above 3000 cents is 'normal' (charged); otherwise 'accumulated'
 * (carried to the next invoice).
 */
export function balanceType(balanceCents: number): BalanceType {
  return -balanceCents > BALANCE_THRESHOLD_CENTS ? 'normal' : 'accumulated';
}

/**
 * An invoice's value as the Faturas screen and faturas.csv show it: what the store pays
 * (the platform sends it as a negative balance), negative when the platform owes the store.
 * Zero is plain zero, never -0.
 */
export function invoiceValue(invoice: { balance: number }): number {
  return invoice.balance === 0 ? 0 : -invoice.balance;
}

export const BALANCE_TYPE_LABEL: Record<BalanceType, string> = { normal: 'Normal', accumulated: 'Acumulado' };

export function paymentTypeLabel(type: string): string {
  return PAYMENT_KIND_LABEL[type as PaymentKind] ?? type;
}

// ---- dates -------------------------------------------------------------------------------------

const MONTHS = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** The calendar day a date of the platform names ('2026-05-20', '2026-05-20T00:00:00.000000Z'), or null. */
export const calendarDay: (text: string) => IsoDate | null = platformCalendarDay;

/**
 * dd/MM/yyyy of a platform date: its calendar day as written, so no time zone moves it to the day
 * before (spec 02 §2.11: '2026-05-27T00:00:00Z' read as an instant is 26/05 at 21:00 in São
 * Paulo). Text that is not a date shows as it comes.
 */
export const formatDay = formatPlatformDay;

/**
 * dd/MM/yyyy HH:mm of an instant on the store's clock (`timeZone`, time.ts), whatever the
 * computer's; the platform's text without a zone is its own (São Paulo's) clock. Text that is not
 * an instant shows as it comes.
 */
export function formatInstant(text: string, timeZone: string): string {
  return formatDateTime(text, timeZone);
}

/** 'Maio/2026' for a period starting in May 2026. */
export function monthLabel(day: IsoDate): string {
  const [y, m] = day.split('-');
  return `${MONTHS[Number(m) - 1] ?? m}/${y}`;
}

// ---- financial periods -------------------------------------------------------------------------

export interface Period {
  id: number;
  /** calendar days */
  start: IsoDate;
  end: IsoDate;
  label: string;
}

/** Both answer forms of spec 02 §7.7 as one list of periods; a period without dates is left out. */
export function periodsFrom(answer: FinancialPeriodsAnswer): Period[] {
  const raw = 'financial_periods' in answer ? answer.financial_periods.map((p) => ({ id: p.id, start: p.start_at, end: p.end_at })) : answer.data.map((p) => ({ id: p.id, start: p.starts_at, end: p.ends_at }));
  return raw.flatMap((p) => {
    const start = calendarDay(p.start);
    const end = calendarDay(p.end);
    return start && end ? [{ id: p.id, start, end, label: monthLabel(start) }] : [];
  });
}

/**
 * Spec 02 §2.10, §5: the transaction filter stays inside the selected period: the start no earlier
 * than its start, the end no later than its end (the kit's filter also keeps the start up to the end).
 */
export function periodBounds(period: Pick<Period, 'start' | 'end'>): { minDate: IsoDate; maxDate: IsoDate } {
  return { minDate: period.start, maxDate: period.end };
}

/** The filter's days as the platform takes them: from the start to the end of the day (yyyy-MM-dd HH:mm:ss). */
export function processedRange(range: { start: IsoDate; end: IsoDate }): { processed_at_start: string; processed_at_end: string } {
  return { processed_at_start: `${range.start} 00:00:00`, processed_at_end: `${range.end} 23:59:59` };
}

export interface TransactionsPage {
  rows: OrderTransaction[];
  total: number;
}

/** Both answer forms of the transactions: the paginated one says its total, the other is all there is. */
export function transactionsFrom(answer: OrderTransactionsAnswer): TransactionsPage {
  if ('order_transactions' in answer) return { rows: answer.order_transactions, total: answer.order_transactions.length };
  return { rows: answer.data, total: answer.paginate_metadata.total };
}

// ---- summary cards -----------------------------------------------------------------------------

export interface SummaryCard {
  label: string;
  cents: number;
  /** a count, not money */
  count?: boolean;
  detail?: string;
}

/** spec 02 §4: the online payment report's status of an order whose payout batch has been paid. */
export const PAID_BATCH_STATUS = 'PAGO';

/** The period's online-payment payouts by where their batch is (cents). */
export interface PeriodPayouts {
  /** in a batch the platform has paid (PAGO) */
  paid: number;
  /** in a batch still being processed, or waiting for one (AGUARDANDO LOTE, any other status) */
  toReceive: number;
}

/** The period's payouts split by the status the online payment report gives each order's batch. */
export function payoutsByStatus(rows: readonly OnlinePaymentReportRow[]): PeriodPayouts {
  let paid = 0;
  let toReceive = 0;
  for (const row of rows) {
    const cents = toCents(row.finalEstablishment);
    if (row.status === PAID_BATCH_STATUS) paid += cents;
    else toReceive += cents;
  }
  return { paid, toReceive };
}

/**
 * What the period's invoice charges the store (cents; negative when it credits the store): the
 * balance is the payouts plus the invoice's part, with the platform's sign (what the store owes is
 * negative), so the invoice's part is the balance less the payouts, sign inverted.
 */
export function periodInvoiceCharge(s: FinancialPeriodSummary): number {
  const charge = s.total_online_payment_value - s.balance_value;
  return charge === 0 ? 0 : charge;
}

/**
 * The summary as cards, each field where it means something to a store: sales and how they were
 * paid, what the platform charged, what it pays and holds. Nothing already paid reads as still to
 * come: the payouts are split by their batches' status (payouts: the online payment report's,
 * null while it is not known, and then no card claims what is still to receive), the invoice's part
 * says the invoice's status, and the period's balance is named as the result it is, not as money
 * owed. Adjustments and the commissioned delivery show only when there are any.
 */
export function summaryCards(
  s: FinancialPeriodSummary,
  money: (cents: number) => string,
  context: { payouts?: PeriodPayouts | null; invoice?: PeriodInvoice | null } = {},
): SummaryCard[] {
  const invoiceCharge = periodInvoiceCharge(s);
  const cards: SummaryCard[] = [
    { label: 'Pedidos entregues', cents: s.order_count, count: true },
    { label: 'Total pago pelos clientes', cents: s.total_value, detail: `Produtos ${money(s.subtotal_value)} + entrega ${money(s.delivery_value)} − descontos ${money(s.total_discount_value)}` },
    { label: 'Produtos', cents: s.subtotal_value },
    { label: 'Taxas de entrega', cents: s.delivery_value },
    { label: 'Descontos', cents: s.total_discount_value, detail: `Da loja ${money(s.discount_value)} · patrocinados ${money(s.sponsored_discount_value)}` },
    { label: 'Pagamento online', cents: s.online_payment_value },
    { label: 'Dinheiro', cents: s.cash_value },
    { label: 'Cartão na entrega', cents: s.card_on_delivery_value },
    { label: 'Recebido na entrega', cents: s.total_offline_payment_value, detail: 'Dinheiro e cartão, já com a loja' },
    { label: 'Comissão', cents: s.commission_value, detail: `Sobre ${money(s.commissionable_subtotal_value)} em produtos` },
    { label: 'Taxa de pagamento online', cents: s.online_payment_tax_value },
    { label: 'Multas', cents: s.fine_value },
    { label: 'Valores retidos', cents: s.retained_value },
    { label: 'Repasses dos pagamentos online', cents: s.total_online_payment_value, detail: 'Pagos ou não: a parte da loja nos pagamentos online do período' },
  ];
  if (context.payouts) {
    cards.push(
      { label: 'Repasses já pagos', cents: context.payouts.paid, detail: 'Em lotes de repasse com situação PAGO' },
      { label: 'Repasses a receber', cents: context.payouts.toReceive, detail: 'Em lotes ainda não pagos ou aguardando lote' },
    );
  }
  cards.push(
    { label: 'Descontos patrocinados', cents: s.sponsored_discount_balance_value, detail: 'Pagos pela plataforma à loja, nos repasses e na fatura' },
    {
      label: invoiceCharge >= 0 ? 'Cobrado na fatura do período' : 'Creditado na fatura do período',
      cents: Math.abs(invoiceCharge),
      detail: invoiceDetail(context.invoice),
    },
    {
      label: 'Saldo do período com a plataforma',
      cents: s.balance_value,
      detail: `Repasses menos o cobrado na fatura, pagos ou não (${s.balance_value >= 0 ? 'a favor da loja' : 'a favor da plataforma'})`,
    },
  );
  if (s.commissionable_delivery_value !== 0) cards.push({ label: 'Entregas com comissão', cents: s.commissionable_delivery_value });
  if (s.custom_transaction_value !== 0) cards.push({ label: 'Ajustes da plataforma', cents: s.custom_transaction_value });
  return cards;
}

/**
 * The period's invoice as the overview reads it: the new billing's invoice of that month or,
 * for a store still on the older billing, its fatura (spec 02 §3 Legacy invoice).
 */
export type PeriodInvoice = Pick<Invoice, 'status' | 'overdues_at'> | Pick<LegacyInvoice, 'status' | 'data_vencimento'>;

/** Whether the period's invoice, of either billing, is overdue; and its due day. */
export function invoiceDue(invoice: PeriodInvoice): { label: string; overdue: boolean; pending: boolean; due: string } {
  if ('overdues_at' in invoice) {
    return { label: invoiceStatusLabel(invoice.status), overdue: invoice.status === 'overdue', pending: invoice.status === 'pending', due: invoice.overdues_at };
  }
  return { label: legacyInvoiceStatusLabel(invoice.status), overdue: invoice.status === 'VC', pending: invoice.status === 'AT', due: invoice.data_vencimento };
}

/** The invoice's status, in words a store reads: paid, or when it is due. */
function invoiceDetail(invoice: PeriodInvoice | null | undefined): string {
  if (!invoice) return 'Comissão e multas dos pedidos pagos na entrega, menos descontos patrocinados';
  const read = invoiceDue(invoice);
  const status = `Fatura ${read.label.toLowerCase()}`;
  return read.pending || read.overdue ? `${status}: vencimento ${formatDay(read.due)}` : status;
}

// ---- from gross sales to what the store receives -----------------------------------------------

export type LineKey = 'gross' | 'discount' | 'commission' | 'onlineTax' | 'fine' | 'retained' | 'adjustments';

export interface GrossToNetLine {
  key: LineKey;
  label: string;
  /** as it applies: the gross positive, what is taken negative */
  cents: number;
  /** the orders behind it can be listed */
  drillDown: boolean;
}

export interface GrossToNet {
  lines: GrossToNetLine[];
  /** the sum of the lines */
  parts: number;
  /** what the platform says the store receives */
  platformTotal: number;
  /** platformTotal − parts: 0 when they agree */
  difference: number;
  agrees: boolean;
  /** coupons the platform paid: they cost the store nothing, shown apart */
  sponsored: number;
}

const LINE_LABEL: Record<LineKey, string> = {
  gross: 'Vendas brutas (produtos e entrega)',
  discount: 'Descontos da loja',
  commission: 'Comissão',
  onlineTax: 'Taxa de pagamento online',
  fine: 'Multas',
  retained: 'Valores retidos',
  adjustments: 'Ajustes da plataforma',
};

function grossToNet(parts: Record<Exclude<LineKey, 'adjustments'>, number> & { adjustments: number; sponsored: number }, platformTotal: number): GrossToNet {
  const lines: GrossToNetLine[] = [
    { key: 'gross', label: LINE_LABEL.gross, cents: parts.gross, drillDown: true },
    { key: 'discount', label: LINE_LABEL.discount, cents: -parts.discount, drillDown: true },
    { key: 'commission', label: LINE_LABEL.commission, cents: -parts.commission, drillDown: true },
    { key: 'onlineTax', label: LINE_LABEL.onlineTax, cents: -parts.onlineTax, drillDown: true },
    { key: 'fine', label: LINE_LABEL.fine, cents: -parts.fine, drillDown: true },
    { key: 'retained', label: LINE_LABEL.retained, cents: -parts.retained, drillDown: true },
  ];
  if (parts.adjustments !== 0) lines.push({ key: 'adjustments', label: LINE_LABEL.adjustments, cents: parts.adjustments, drillDown: false });
  const sum = lines.reduce((s, l) => s + l.cents, 0);
  return { lines, parts: sum, platformTotal, difference: platformTotal - sum, agrees: platformTotal === sum, sponsored: parts.sponsored };
}

/**
 * A financial period from gross sales to what the store receives, from its summary. The
 * platform's total is what the store ends up with: the balance with the platform plus what the
 * customers paid at the door.
 */
export function periodGrossToNet(s: FinancialPeriodSummary): GrossToNet {
  return grossToNet(
    {
      gross: s.subtotal_value + s.delivery_value,
      discount: s.discount_value,
      commission: s.commission_value,
      onlineTax: s.online_payment_tax_value,
      fine: s.fine_value,
      retained: s.retained_value,
      adjustments: s.custom_transaction_value,
      sponsored: s.sponsored_discount_value,
    },
    s.balance_value + s.total_offline_payment_value,
  );
}

/** A settlement from gross sales to its payout, from its orders; the platform's total is merchant_split_value. */
export function settlementGrossToNet(settlement: Pick<SettlementPeriod, 'merchant_split_value'>, orders: readonly OrderTransaction[]): GrossToNet {
  const sum = (key: LineKey): number => orders.reduce((s, o) => s + lineCents(o, key), 0);
  return grossToNet(
    {
      gross: sum('gross'),
      discount: sum('discount'),
      commission: sum('commission'),
      onlineTax: sum('onlineTax'),
      fine: sum('fine'),
      retained: sum('retained'),
      adjustments: 0,
      sponsored: orders.reduce((s, o) => s + o.sponsored_discount_value, 0),
    },
    settlement.merchant_split_value,
  );
}

/** An order's part of a line (positive amounts). */
export function lineCents(o: OrderTransaction, key: LineKey): number {
  switch (key) {
    case 'gross':
      return o.subtotal_value + o.delivery_value;
    case 'discount':
      return o.discount_value;
    case 'commission':
      return o.commission_value;
    case 'onlineTax':
      return o.online_payment_tax_value;
    case 'fine':
      return o.fine_value;
    case 'retained':
      return o.retained_value;
    case 'adjustments':
      return 0;
  }
}

/** The orders behind a line: those with a part in it. */
export function ordersBehind(orders: readonly OrderTransaction[], key: LineKey): OrderTransaction[] {
  return orders.filter((o) => lineCents(o, key) !== 0);
}
