/**
 * The payment calendar (spec 02 §2.8 Calendário, §3 Calendar day and Payment item, §4 Calendar
 * payment statuses), derived from the store's online-paid orders: each one is paid to the store
 * RECEIPT_DAYS after the sale (debit and Pix the next day, credit in 30 days), less the active
 * plan's fee for its card brand. Days are the store's (its fuso_horario): a sale at 23:30 in Manaus
 * is that day's sale there, though São Paulo already reads the next day.
 */
import { createHash } from 'node:crypto';
import { RECEIPT_DAYS, type CalendarDay, type CalendarPayment, type FeeType } from '../../shared/api';
import type { SandboxContext } from '../context';
import { addCalendarDays, calendarDayIn } from '../../shared/time';
import { storeZone } from './stores';
import { searchKey } from '../../shared/search';
import { activePlanId } from './onlinePayment';
import { toCents, toReais } from '../../shared/format';

/** Payment statuses as the processor reports them (the spec's codes, CANCELAD spelled as sent). */
export type PaymentStatus = 'SUCCEEDED' | 'CONFIRMED' | 'WAITING' | 'FAILED' | 'CANCELAD' | 'DELAYED';

/** What does not reach the store: a cancelled sale and a payment the processor cancelled. */
const NOT_RECEIVED = new Set<string>(['CANCELAD', 'DELAYED']);

export interface ScheduledPayment extends CalendarPayment {
  /** the day it is paid, 'yyyy-mm-dd' */
  dia: string;
  orderId: number;
  tipo: FeeType;
  bandeira: string;
  /** the fee kept, cents */
  feeCents: number;
}

interface OnlineOrderRow {
  id: number;
  hash: string;
  status: string;
  created_at: number;
  forma_pagamento: string;
  total_cents: number;
  reported: string | null;
}

interface RateRow {
  tipo: FeeType;
  bandeira: string;
  taxa: number;
}

/**
 * How an online sale was paid, by its payment form: credit card, or debit (a debit card or Pix,
 * both received the next day). The card brand is the processor's: the order does not carry it,
 * so the sandbox's processor assigns one of the plan's brands by the order's number.
 */
export function paymentMethodOf(formaPagamento: string, orderId: number, rates: RateRow[]): { tipo: FeeType; bandeira: string } {
  const forma = searchKey(formaPagamento);
  if (forma.includes('pix')) return { tipo: 'Débito', bandeira: 'Pix' };
  const tipo: FeeType = forma.includes('debito') ? 'Débito' : 'Crédito';
  const brands = [...new Set(rates.filter((r) => r.tipo === tipo && r.bandeira !== 'Pix').map((r) => r.bandeira))];
  return { tipo, bandeira: brands.length > 0 ? (brands[orderId % brands.length] ?? '') : '' };
}

/**
 * A payment's status on `today`: what the processor reported, if anything; else a cancelled sale
 * is CANCELAD, a day gone by is paid (SUCCEEDED), today's is CONFIRMED and a later one WAITING.
 */
export function paymentStatus(due: string, today: string, orderStatus: string, reported: string | null): string {
  if (reported) return reported;
  if (orderStatus === 'PC') return 'CANCELAD';
  if (due < today) return 'SUCCEEDED';
  return due === today ? 'CONFIRMED' : 'WAITING';
}

const ref = (prefix: string, hash: string): string => createHash('sha256').update(`${prefix}-${hash}`).digest('hex').slice(0, 32);

const DAY_MS = 24 * 60 * 60 * 1000;
const LONGEST_RECEIPT_DAYS = Math.max(...Object.values(RECEIPT_DAYS));

/**
 * Every payment of the store's online-paid orders, by the day it is paid; `sales` narrows it to
 * the sales made between two instants (epoch ms), for a day's payments.
 */
export function scheduledPayments(ctx: SandboxContext, storeId: number, sales: { from: number; to: number } = { from: 0, to: Number.MAX_SAFE_INTEGER }): ScheduledPayment[] {
  const planId = activePlanId(ctx, storeId);
  // the first row of a brand is its one-instalment rate (the table's order)
  const rates = ctx.db.all<RateRow>('SELECT tipo, bandeira, taxa FROM fee_plan_rates WHERE plan_id = ? ORDER BY posicao', [planId]);
  const rateOf = (tipo: FeeType, bandeira: string): number => rates.find((r) => r.tipo === tipo && r.bandeira === bandeira)?.taxa ?? 0;
  const zone = storeZone(ctx.db, storeId);
  const today = calendarDayIn(ctx.clock.now(), zone)!;
  const orders = ctx.db.all<OnlineOrderRow>(
    `SELECT o.id, o.hash, o.status, o.created_at, o.forma_pagamento, o.total_cents, r.status AS reported
       FROM orders o LEFT JOIN online_payment_reports r ON r.order_id = o.id
      WHERE o.store_id = ? AND o.pagamento_online = 1 AND o.created_at BETWEEN ? AND ? ORDER BY o.created_at`,
    [storeId, sales.from, sales.to],
  );
  return orders.map((o) => {
    const { tipo, bandeira } = paymentMethodOf(o.forma_pagamento, o.id, rates);
    const feeCents = Math.round((o.total_cents * rateOf(tipo, bandeira)) / 100);
    const dia = addCalendarDays(calendarDayIn(o.created_at, zone)!, RECEIPT_DAYS[tipo]);
    const status = paymentStatus(dia, today, o.status, o.reported);
    return {
      dia,
      orderId: o.id,
      tipo,
      bandeira,
      feeCents,
      status,
      is_paid: status === 'SUCCEEDED' ? 1 : 0,
      valorReceber: toReais(o.total_cents - feeCents),
      created_at: new Date(o.created_at).toISOString(),
      transaction_id: ref('transacao', o.hash),
      external_split_id: ref('split', o.hash),
      establishment_id: storeId,
    };
  });
}


/**
 * pagamentoonlinecalendario/listar: each day's total (what reaches the store that day) and the
 * total still to receive (not paid yet and not cancelled), in reais.
 */
export function calendar(ctx: SandboxContext, storeId: number): { total: number; valores: CalendarDay[] } {
  const byDay = new Map<string, number>();
  let toReceive = 0;
  for (const p of scheduledPayments(ctx, storeId)) {
    if (NOT_RECEIVED.has(p.status)) continue;
    byDay.set(p.dia, (byDay.get(p.dia) ?? 0) + toCents(p.valorReceber));
    if (p.is_paid !== 1) toReceive += toCents(p.valorReceber);
  }
  const valores = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([dia, total]) => ({ dia, totalDia: toReais(total) }));
  return { total: toReais(toReceive), valores };
}

/** pagamentoonlinecalendario/listarPag: the payments of one day, in the order of the sales. */
export function paymentsOn(ctx: SandboxContext, storeId: number, dataPag: string): CalendarPayment[] {
  // only the sales that can be paid on that day (with a day's margin for the time zone)
  const day = Date.parse(`${dataPag}T12:00:00Z`);
  const sales = { from: day - (LONGEST_RECEIPT_DAYS + 2) * DAY_MS, to: day + DAY_MS };
  return scheduledPayments(ctx, storeId, sales)
    .filter((p) => p.dia === dataPag)
    .map(({ status, is_paid, valorReceber, created_at, transaction_id, external_split_id, establishment_id }) => ({
      status,
      is_paid,
      valorReceber,
      created_at,
      transaction_id,
      external_split_id,
      establishment_id,
    }));
}
