/**
 * The stores' invoices, issued from their own orders (spec 02 §3 Invoice, Legacy invoice): one a
 * month for what the store owes the platform (the commission of the orders paid at the door,
 * less the sponsored discounts, and the cancellation fines: orderFigures' `invoiced`), due on the
 * 10th of the next month. A month owing R$ 30,00 or less is not charged: it is 'accumulated' and
 * carried to the next invoice. Months before a store moved to the new billing are legacy invoices
 * (faturas); the current month is the new billing's invoice 'processing', whose balance the
 * sandbox computes live (data/finance.ts).
 *
 * - 101 moved to the new billing 5 months ago and pays on time.
 * - 202 moved 3 months ago and has not paid its last two invoices (the overdue banner).
 * - 303 never moved: legacy invoices only (its new invoice list is a 404), the last two overdue,
 *   which is why it is suspended.
 */
import { orderFigures } from '../../shared/finance/orderMoney';
import { DAY, isoDay, monthStart } from '../calendar';
import type { SandboxDb } from '../db';
import { ENDED_ORDER_COLUMNS, settledOrder, type EndedOrderRow } from '../data/orderMoney';

/** Spec 02 §9: a balance of 3000 cents or less is accumulated, not charged. */
export const ACCUMULATE_UP_TO_CENTS = 3000;

interface Billing {
  /** the first month billed by the new invoices, counted back from the current month; null: never */
  newBillingMonthsAgo: number | null;
  /** the most recent closed invoices the store has not paid */
  unpaid: number;
}

const BILLING: Record<number, Billing> = {
  101: { newBillingMonthsAgo: 5, unpaid: 0 },
  202: { newBillingMonthsAgo: 3, unpaid: 2 },
  303: { newBillingMonthsAgo: null, unpaid: 2 },
};

const MONTH_NAMES = ['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro'];

/** 'Maio/2026' */
export function monthReference(month: number): string {
  const [year, mm] = isoDay(month).split('-');
  return `${MONTH_NAMES[Number(mm) - 1] ?? ''}/${year ?? ''}`;
}

/** What each month of the store's orders puts on its invoice (cents, negative: owed), oldest first. */
function invoicedByMonth(db: SandboxDb, storeId: number): Map<number, number> {
  const byMonth = new Map<number, number[]>();
  const rows = db.all<EndedOrderRow>(
    `SELECT ${ENDED_ORDER_COLUMNS} FROM orders o WHERE o.store_id = ? AND o.finalizado_em IS NOT NULL ORDER BY o.finalizado_em`,
    [storeId],
  );
  for (const row of rows) {
    const month = monthStart(row.finalizado_em);
    const value = orderFigures(settledOrder(row)).invoiced;
    const list = byMonth.get(month);
    if (list) list.push(value);
    else byMonth.set(month, [value]);
  }
  return new Map([...byMonth.entries()].map(([month, values]) => [month, values.reduce((s, v) => s + v, 0)]));
}

/** Writes the invoices of every store as of `now` (the seed's clock hour). */
export function seedInvoices(db: SandboxDb, now: number): void {
  const current = monthStart(now);
  let id = 1;
  for (const [storeId, billing] of Object.entries(BILLING).map(([s, b]) => [Number(s), b] as const)) {
    const byMonth = invoicedByMonth(db, storeId);
    const firstNew = billing.newBillingMonthsAgo === null ? Number.POSITIVE_INFINITY : monthStart(current, -billing.newBillingMonthsAgo);
    const closed = [...byMonth.keys()].filter((m) => m < current).sort((a, b) => a - b);
    const unpaidFrom = closed[Math.max(0, closed.length - billing.unpaid)] ?? Number.POSITIVE_INFINITY;
    let carried = 0;
    for (const month of closed) {
      const next = monthStart(month, 1);
      const balance = (byMonth.get(month) ?? 0) + carried;
      const accumulated = -balance <= ACCUMULATE_UP_TO_CENTS;
      carried = accumulated ? balance : 0;
      const due = isoDay(next + 9 * DAY);
      const hash = `FT${storeId}${isoDay(month).slice(0, 7).replace('-', '')}`;
      const unpaid = month >= unpaidFrom;
      if (month >= firstNew) {
        db.run(
          `INSERT INTO invoices (id, store_id, hash, starts_at, ends_at, balance_cents, overdues_at, status, acumulado_cents)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [id++, storeId, hash, isoDay(month), isoDay(next - DAY), balance, due, accumulated ? 'accumulated' : unpaid ? 'pending' : 'paid', balance - (byMonth.get(month) ?? 0)],
        );
      } else {
        const overdue = due < isoDay(now);
        db.run('INSERT INTO legacy_invoices (hash, store_id, referencia, valor_cents, vencimento, status) VALUES (?, ?, ?, ?, ?, ?)', [
          `L${hash}`,
          storeId,
          monthReference(month),
          -balance,
          due,
          accumulated ? 'FA' : unpaid ? (overdue ? 'VC' : 'AT') : 'PG',
        ]);
      }
    }
    if (current >= firstNew) {
      // the open month: its balance is computed live as orders end (data/finance.ts invoices)
      db.run(
        `INSERT INTO invoices (id, store_id, hash, starts_at, ends_at, balance_cents, overdues_at, status, acumulado_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'processing', ?)`,
        [
          id++,
          storeId,
          `FT${storeId}${isoDay(current).slice(0, 7).replace('-', '')}`,
          isoDay(current),
          isoDay(monthStart(current, 1) - DAY),
          (byMonth.get(current) ?? 0) + carried,
          isoDay(monthStart(current, 1) + 9 * DAY),
          carried,
        ],
      );
    }
  }
}
