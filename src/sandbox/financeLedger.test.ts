import { beforeAll, describe, expect, it } from 'vitest';
import { DAY, monthStart, parseLocal, weekStart } from './calendar';
import { financialPeriods, orderTransactions, periodId, periodRange, periodSummary, settlementRange } from './data/financeLedger';
import { seededContext, type TestContext } from './test/context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await seededContext();
}, 60_000);

describe('period and settlement ids', () => {
  it('a period id is a store’s month; a settlement id a store’s week (Monday)', () => {
    const may = parseLocal('2026-05-01');
    expect(periodRange(101, 101202605)).toEqual({ start: may, end: monthStart(may, 1) });
    expect(periodRange(202, 101202605)).toBeNull();
    expect(periodRange(101, 101202613)).toBeNull();
    const monday = parseLocal('2026-05-18');
    expect(weekStart(monday + 3 * DAY)).toBe(monday);
    expect(settlementRange(101, 10120260518)).toEqual({ start: monday, end: monday + 7 * DAY });
    expect(settlementRange(101, 10120260519)).toBeNull();
  });
});

describe('fines and their reversal', () => {
  it('an approved reversal takes the fine out of the period; one in analysis or rejected does not', () => {
    const fined = ctx.db.all<{ id: number; finalizado_em: number; multa_cents: number }>(
      `SELECT o.id, o.finalizado_em, o.multa_cents FROM orders o WHERE o.store_id = 101 AND o.multa_cents > 0
          AND NOT EXISTS (SELECT 1 FROM fine_reversals r WHERE r.order_id = o.id) ORDER BY o.finalizado_em DESC LIMIT 1`,
    )[0];
    if (!fined) throw new Error('a história não tem multa sem pedido de estorno');
    const id = periodId(101, monthStart(fined.finalizado_em));
    expect(financialPeriods(ctx.db, 101, ctx.clock.now()).map((p) => p.id)).toContain(id);
    const before = periodSummary(ctx.db, 101, id)?.fine_value ?? 0;
    const ask = (approved: number | null): void => {
      ctx.db.run('DELETE FROM fine_reversals WHERE order_id = ?', [fined.id]);
      ctx.db.run('INSERT INTO fine_reversals (order_id, store_id, description, created_at, is_approved) VALUES (?, 101, ?, ?, ?)', [
        fined.id,
        'O cliente cancelou por telefone antes do preparo.',
        ctx.clock.now(),
        approved,
      ]);
    };
    ask(null);
    expect(periodSummary(ctx.db, 101, id)?.fine_value).toBe(before);
    ask(0);
    expect(periodSummary(ctx.db, 101, id)?.fine_value).toBe(before);
    ask(1);
    expect(periodSummary(ctx.db, 101, id)?.fine_value).toBe(before - fined.multa_cents);
    const result = orderTransactions(ctx.db, 101, { financial_period_id: id });
    const tx = result.ok ? result.transactions.find((x) => x.order_id === fined.id) : undefined;
    expect(tx?.operations.map((op) => [op.type, op.value])).toEqual([
      ['fine', -fined.multa_cents],
      ['fine_reversal', fined.multa_cents],
    ]);
    expect(tx?.nett_value).toBe(0);
  });
});
