/**
 * The platform's finance, computed from the store's own orders (spec 02 §3, §7.6, §7.7):
 * monthly financial periods and their summaries, order transactions, weekly settlements of the
 * online payments, their payout batches and the online-payment report. Every figure is a sum of
 * shared/finance/orderMoney.ts `orderFigures` over the ended orders, so a period's summary is the
 * sum of its transactions and a settlement's value the net of its orders.
 *
 * A transaction is an order that ended with money: delivered, or cancelled with a fine. It
 * belongs to the São Paulo month in which it ended (financial period) and, when it was paid
 * online and delivered, to the week in which it ended (settlement, paid the next Wednesday).
 */
import type {
  FinancialPeriodSummary,
  OnlinePaymentReportRow,
  OrderTransaction,
  OrderTransactionsQuery,
  PayoutBatch,
  SettlementPeriod,
} from '../../shared/api';
import { formatCentsBRL, toReais } from '../../shared/format';
import { orderFigures, orderOperations, sumFigures, type MoneyOperation, type OrderFigures } from '../../shared/finance/orderMoney';
import { ONLINE_PAYMENT_CODES, paymentKind } from '../../shared/finance/paymentCodes';
import { DAY, HOUR, isoDay, isoDayTime, monthStart, parseLocal, weekStart } from '../calendar';
import type { Param, SandboxDb } from '../db';
import { ENDED_ORDER_COLUMNS, settledOrder, type EndedOrderRow } from './orderMoney';


/** The settlement of a week is paid on the Wednesday after it (the contract's weekly payout). */
const PAYOUT_DELAY = 9 * DAY;
const ONLINE_CODES = ONLINE_PAYMENT_CODES.join(', ');

// ---- ids: a period is a store's month, a settlement a store's week -------------------------------

const yyyymmdd = (ms: number): number => Number(isoDay(ms).replace(/-/g, ''));

export const periodId = (storeId: number, month: number): number => storeId * 1_000_000 + Math.floor(yyyymmdd(month) / 100);
export const settlementId = (storeId: number, week: number): number => storeId * 100_000_000 + yyyymmdd(week);

/** The month a period id stands for, when it is one of the store's. */
export function periodRange(storeId: number, id: number): { start: number; end: number } | null {
  if (Math.floor(id / 1_000_000) !== storeId) return null;
  const yyyymm = id % 1_000_000;
  const start = parseLocal(`${Math.floor(yyyymm / 100)}-${String(yyyymm % 100).padStart(2, '0')}-01`);
  if (Number.isNaN(start) || periodId(storeId, start) !== id) return null;
  return { start, end: monthStart(start, 1) };
}

/** The week a settlement id stands for, when it is one of the store's. */
export function settlementRange(storeId: number, id: number): { start: number; end: number } | null {
  if (Math.floor(id / 100_000_000) !== storeId) return null;
  const d = String(id % 100_000_000);
  const start = parseLocal(`${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`);
  if (Number.isNaN(start) || weekStart(start) !== start || settlementId(storeId, start) !== id) return null;
  return { start, end: start + 7 * DAY };
}

/** A date of the JSON base: the calendar day, at São Paulo midnight, as the platform sends dates. */
const apiDate = (ms: number): string => `${isoDay(ms)}T00:00:00.000000Z`;

// ---- ended orders ------------------------------------------------------------------------------

interface LedgerRow extends EndedOrderRow {
  forma_pagamento: string;
}

export interface LedgerOrder {
  row: LedgerRow;
  figures: OrderFigures;
  operations: MoneyOperation[];
}

interface LedgerFilter {
  from?: number;
  to?: number;
  /** only delivered orders paid online (a settlement's) */
  settled?: boolean;
  onlineOnly?: boolean;
}

function whereOf(storeId: number, f: LedgerFilter): { sql: string; params: Param[] } {
  const parts = ['o.store_id = ?', 'o.finalizado_em IS NOT NULL', "(o.status = 'PD' OR o.multa_cents > 0)"];
  const params: Param[] = [storeId];
  if (f.from !== undefined) {
    parts.push('o.finalizado_em >= ?');
    params.push(f.from);
  }
  if (f.to !== undefined) {
    parts.push('o.finalizado_em < ?');
    params.push(f.to);
  }
  if (f.onlineOnly || f.settled) parts.push(`o.pagamento IN (${ONLINE_CODES})`);
  if (f.settled) parts.push("o.status = 'PD'");
  return { sql: parts.join(' AND '), params };
}

function ledger(db: SandboxDb, storeId: number, f: LedgerFilter, page?: { limit: number; offset: number }): LedgerOrder[] {
  const where = whereOf(storeId, f);
  const limit = page ? ` LIMIT ${page.limit} OFFSET ${page.offset}` : '';
  return db
    .all<LedgerRow>(`SELECT ${ENDED_ORDER_COLUMNS}, o.forma_pagamento FROM orders o WHERE ${where.sql} ORDER BY o.finalizado_em DESC, o.id DESC${limit}`, where.params)
    .map((row) => {
      const settled = settledOrder(row);
      return { row, figures: orderFigures(settled), operations: orderOperations(settled) };
    });
}

function ledgerCount(db: SandboxDb, storeId: number, f: LedgerFilter): number {
  const where = whereOf(storeId, f);
  return db.value(`SELECT COUNT(*) FROM orders o WHERE ${where.sql}`, where.params);
}

/** The figures of the store's ended orders in [from, to). */
export function figuresBetween(db: SandboxDb, storeId: number, from: number, to: number, f: Omit<LedgerFilter, 'from' | 'to'> = {}): OrderFigures {
  return sumFigures(ledger(db, storeId, { ...f, from, to }).map((o) => o.figures));
}

/** The São Paulo months from the store's first transaction to the current one. */
function months(db: SandboxDb, storeId: number, now: number): number[] {
  const first = db.value(`SELECT MIN(o.finalizado_em) FROM orders o WHERE ${whereOf(storeId, {}).sql}`, [storeId]);
  if (!first) return [];
  const list: number[] = [];
  for (let m = monthStart(first); m <= now; m = monthStart(m, 1)) list.push(m);
  return list;
}

// ---- financial periods -------------------------------------------------------------------------

export interface PeriodRow {
  id: number;
  starts_at: string;
  ends_at: string;
}

/** The store's monthly financial periods, newest first (the current month included). */
export function financialPeriods(db: SandboxDb, storeId: number, now: number): PeriodRow[] {
  return months(db, storeId, now)
    .reverse()
    .map((m) => ({ id: periodId(storeId, m), starts_at: apiDate(m), ends_at: `${isoDay(monthStart(m, 1) - DAY)}T23:59:59.000000Z` }));
}

export function summaryOf(f: OrderFigures): FinancialPeriodSummary {
  return {
    total_value: f.total,
    subtotal_value: f.subtotal,
    delivery_value: f.delivery,
    commission_value: f.commission,
    online_payment_tax_value: f.onlineTax,
    online_payment_value: f.onlinePayment,
    cash_value: f.cash,
    card_on_delivery_value: f.cardOnDelivery,
    total_discount_value: f.totalDiscount,
    discount_value: f.storeDiscount,
    sponsored_discount_value: f.sponsoredDiscount,
    total_online_payment_value: f.payout,
    total_offline_payment_value: f.offlinePayment,
    fine_value: f.fine,
    balance_value: f.balance,
    sponsored_discount_balance_value: f.sponsoredDiscount,
    retained_value: f.retained,
    order_count: f.orderCount,
    // the sandbox's platform team makes no manual credits or debits
    custom_transaction_value: 0,
    commissionable_subtotal_value: f.commissionableSubtotal,
    commissionable_delivery_value: f.commissionableDelivery,
  };
}

/** A period's summary, or null when the id is not one of the store's periods. */
export function periodSummary(db: SandboxDb, storeId: number, id: number): FinancialPeriodSummary | null {
  const range = periodRange(storeId, id);
  return range ? summaryOf(figuresBetween(db, storeId, range.start, range.end)) : null;
}

// ---- order transactions ------------------------------------------------------------------------

const OPERATION_LABEL: Record<MoneyOperation['type'], string> = {
  sale: 'Venda (produtos e entrega)',
  discount: 'Desconto da loja',
  commission: 'Comissão',
  online_payment_tax: 'Taxa de pagamento online',
  fine: 'Multa por cancelamento',
  fine_reversal: 'Estorno da multa',
  retained: 'Valor retido (contestação do pagamento)',
};

function transactionOf(storeId: number, o: LedgerOrder): OrderTransaction {
  const { row, figures: f } = o;
  const online = paymentKind(row.pagamento) === 'online';
  return {
    id: row.id,
    order_id: row.id,
    order_hash: row.hash,
    created_at: new Date(row.finalizado_em).toISOString(),
    order_created_at: new Date(row.created_at).toISOString(),
    payment_type: paymentKind(row.pagamento),
    payment_method: row.forma_pagamento,
    operations: o.operations.map((op) => ({ type: op.type, value: op.value, description: OPERATION_LABEL[op.type] })),
    subtotal_value: f.subtotal,
    delivery_value: f.delivery,
    total_value: f.total,
    online_payment_value: f.onlinePayment,
    commission_value: f.commission,
    nett_value: f.net,
    discount_value: f.storeDiscount,
    sponsored_discount_value: f.sponsoredDiscount,
    online_payment_tax_value: f.onlineTax,
    fine_value: f.fine,
    retained_value: f.retained,
    financial_period_id: periodId(storeId, monthStart(row.finalizado_em)),
    settlement_period_id: online && row.status === 'PD' ? settlementId(storeId, weekStart(row.finalizado_em)) : null,
  };
}

export type TransactionsResult = { ok: true; transactions: OrderTransaction[]; total: number } | { ok: false; mensagem: string };

/**
 * The store's transactions, newest first, filtered as the query says (spec 02 §7.7); without
 * per_page, all of them. An unknown period or settlement, or a date that is not one, is refused.
 */
export function orderTransactions(db: SandboxDb, storeId: number, q: OrderTransactionsQuery): TransactionsResult {
  const f: LedgerFilter = {};
  const narrow = (start: number, end: number): void => {
    f.from = Math.max(f.from ?? start, start);
    f.to = Math.min(f.to ?? end, end);
  };
  if (q.financial_period_id !== undefined) {
    const range = periodRange(storeId, q.financial_period_id);
    if (!range) return { ok: false, mensagem: 'Período financeiro não encontrado.' };
    narrow(range.start, range.end);
  }
  if (q.settlement_period_id !== undefined) {
    const range = settlementRange(storeId, q.settlement_period_id);
    if (!range) return { ok: false, mensagem: 'Repasse não encontrado.' };
    narrow(range.start, range.end);
    f.settled = true;
  }
  if (q.online_payment === 1) f.onlineOnly = true;
  for (const [field, text] of [
    ['processed_at_start', q.processed_at_start],
    ['processed_at_end', q.processed_at_end],
  ] as const) {
    if (text === undefined) continue;
    const at = parseLocal(text);
    if (Number.isNaN(at)) return { ok: false, mensagem: `Data inválida em ${field}: use aaaa-mm-dd hh:mm:ss.` };
    // the end is the last second of the range: everything before the next second counts
    if (field === 'processed_at_start') narrow(at, Number.MAX_SAFE_INTEGER);
    else narrow(0, at + 1000);
  }
  const perPage = q.per_page !== undefined ? Math.max(1, Math.min(Math.floor(q.per_page), 10_000)) : undefined;
  const page = Math.max(1, Math.floor(q.page ?? 1));
  const rows = ledger(db, storeId, f, perPage ? { limit: perPage, offset: (page - 1) * perPage } : undefined);
  return { ok: true, transactions: rows.map((o) => transactionOf(storeId, o)), total: perPage ? ledgerCount(db, storeId, f) : rows.length };
}

// ---- settlements and payout batches ------------------------------------------------------------

interface Week {
  start: number;
  figures: OrderFigures;
}

/** The weeks with online orders delivered, newest first, with their figures. */
/**
 * The starts of the weeks that have settled orders, newest first. Only the orders' times are read:
 * a week's figures (the money rules of each of its orders) are worked out for the weeks a page
 * shows, not for a year of them on every page (issue 32: a year at 60 orders a day took Repasses
 * and Lotes hundreds of ms a page).
 */
function settledWeekStarts(db: SandboxDb, storeId: number): number[] {
  const where = whereOf(storeId, { settled: true });
  const starts = new Set<number>();
  for (const { at } of db.all<{ at: number }>(`SELECT o.finalizado_em AS at FROM orders o WHERE ${where.sql}`, where.params)) starts.add(weekStart(at));
  return [...starts].sort((a, b) => b - a);
}

const settledWeek = (db: SandboxDb, storeId: number, start: number): Week => ({ start, figures: figuresBetween(db, storeId, start, start + 7 * DAY, { settled: true }) });

function settlementOf(storeId: number, week: Week): SettlementPeriod {
  const f = week.figures;
  return {
    id: settlementId(storeId, week.start),
    starts_at: apiDate(week.start),
    ends_at: apiDate(week.start + 6 * DAY),
    settlement_date: apiDate(week.start + PAYOUT_DELAY),
    merchant_split_value: f.net,
    total_value: f.total,
    subtotal_value: f.subtotal,
    delivery_value: f.delivery,
    online_payment_value: f.onlinePayment,
    commission_value: f.commission,
    retained_value: f.retained,
    online_payment_tax_value: f.onlineTax,
    discount_value: f.storeDiscount,
    order_count: f.orderCount,
  };
}

export function settlementPeriods(db: SandboxDb, storeId: number, perPage: number, page: number): { settlements: SettlementPeriod[]; total: number } {
  const weeks = settledWeekStarts(db, storeId);
  return { settlements: weeks.slice((page - 1) * perPage, page * perPage).map((start) => settlementOf(storeId, settledWeek(db, storeId, start))), total: weeks.length };
}

export function settlementPeriod(db: SandboxDb, storeId: number, id: number): SettlementPeriod | null {
  const range = settlementRange(storeId, id);
  if (!range) return null;
  const figures = figuresBetween(db, storeId, range.start, range.end, { settled: true });
  return figures.orderCount > 0 ? settlementOf(storeId, { start: range.start, figures }) : null;
}

const dayBR = (ms: number): string => isoDay(ms).split('-').reverse().join('/');

/** Where a week's payout is: paid on its date, or waiting for it once the week is closed. */
function batchStatus(week: number, now: number): 'PAGO' | 'EM PROCESSAMENTO' | null {
  if (week + 7 * DAY > now) return null;
  return week + PAYOUT_DELAY + 10 * HOUR <= now ? 'PAGO' : 'EM PROCESSAMENTO';
}

function batchOf(storeId: number, storeName: string, week: Week, now: number): PayoutBatch {
  const f = week.figures;
  const status = batchStatus(week.start, now) ?? 'EM PROCESSAMENTO';
  const paidAt = week.start + PAYOUT_DELAY + 10 * HOUR;
  const id = settlementId(storeId, week.start);
  return {
    id,
    establishment_id: storeId,
    establishment: storeName,
    value_final_establishment: toReais(f.net),
    value_tax: toReais(f.onlineTax),
    value_commission: toReais(f.commission),
    date_from: isoDay(week.start),
    date_to: isoDay(week.start + 6 * DAY),
    status,
    token: `lote_${id.toString(36)}`,
    retained_value: toReais(f.retained),
    compensated_value: 0,
    invoice_id: null,
    finished_at: status === 'PAGO' ? isoDayTime(paidAt) : null,
    complete_description:
      `Repasse dos pagamentos online de ${dayBR(week.start)} a ${dayBR(week.start + 6 * DAY)}: ${f.orderCount} pedido(s), ` +
      `${formatCentsBRL(f.total)} pagos pelos clientes, comissão ${formatCentsBRL(f.commission)}, taxa de pagamento online ${formatCentsBRL(f.onlineTax)}, ` +
      `retido ${formatCentsBRL(f.retained)}; líquido ${formatCentsBRL(f.net)}.`,
  };
}

/**
 * The payout batches of closed weeks, newest first, `limit` a page. With `day` (yyyy-mm-dd),
 * only the batches whose week holds that day or that were paid on it.
 */
export function payoutBatches(db: SandboxDb, storeId: number, now: number, q: { limit: number; page: number; day?: string }): { entities: PayoutBatch[]; count: number } {
  const storeName = db.get<{ nome: string }>('SELECT nome FROM stores WHERE id = ?', [storeId])?.nome ?? '';
  let weeks = settledWeekStarts(db, storeId).filter((start) => batchStatus(start, now) !== null);
  if (q.day) {
    const day = parseLocal(q.day);
    weeks = weeks.filter((start) => (day >= start && day < start + 7 * DAY) || isoDay(start + PAYOUT_DELAY) === q.day);
  }
  const limit = Math.max(1, Math.min(Math.floor(q.limit), 1000));
  const page = Math.max(1, Math.floor(q.page));
  return { entities: weeks.slice((page - 1) * limit, page * limit).map((start) => batchOf(storeId, storeName, settledWeek(db, storeId, start), now)), count: weeks.length };
}

/** The online payments of the days from `start` to `end` (yyyy-mm-dd, São Paulo), newest first. */
export function onlinePaymentReport(db: SandboxDb, storeId: number, now: number, start: number, end: number): OnlinePaymentReportRow[] {
  return ledger(db, storeId, { settled: true, from: start, to: end }).map((o) => {
    const status = batchStatus(weekStart(o.row.finalizado_em), now);
    return {
      orderHash: o.row.hash,
      transactionDate: isoDayTime(o.row.created_at),
      orderAmountTotal: toReais(o.figures.total),
      finalEstablishment: toReais(o.figures.net),
      paymentType: o.row.forma_pagamento,
      status: status ?? 'AGUARDANDO LOTE',
    };
  });
}
