import { beforeAll, describe, expect, it } from 'vitest';
import { orderFigures, settleOrder } from '../shared/finance/orderMoney';
import { paymentKind } from '../shared/finance/paymentCodes';
import { DAY, dayStart, HOUR, weekday } from './calendar';
import { SandboxDb } from './db';
import { changeOrderStatusAsMerchant, forceOrderStatus, insertOrder, LIVE_ORDERS_WINDOW_MS, listOrders } from './data/orders';
import { ENDED_ORDER_COLUMNS, settledOrder, storeRates, type EndedOrderRow } from './data/orderMoney';
import { buildOrder } from './orderFactory';
import { seedDatabase } from './seed';
import { SEED } from './seed/ids';
import { HISTORY_DAYS, HISTORY_FIRST_ID } from './seed/history';
import { seededContext, type TestContext } from './test/context';

// Friday 22 May 2026, 20:00 in São Paulo
const NOW = Date.UTC(2026, 4, 22, 23, 0, 0);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await seededContext(NOW);
}, 60_000);

const value = (sql: string, params: (string | number)[] = []): number => ctx.db.value(sql, params);
const history = (where = '1 = 1'): string => `FROM orders o WHERE o.id >= ${HISTORY_FIRST_ID} AND ${where}`;

/** What identifies the whole history: a change anywhere changes it. */
function digest(db: SandboxDb): string {
  const row = db.get<Record<string, number | string>>(
    `SELECT COUNT(*) n, SUM(total_cents) total, SUM(created_at % 100000) t, GROUP_CONCAT(hash, '') FILTER (WHERE id % 97 = 0) h,
            (SELECT COUNT(*) FROM order_items) items, (SELECT SUM(nota_geral) FROM ratings) notas, (SELECT COUNT(*) FROM customers) customers
       FROM orders WHERE id >= ${HISTORY_FIRST_ID}`,
  );
  return JSON.stringify(row);
}

describe('the seed history', () => {
  it('is the same for the same clock, also when built again from nothing', async () => {
    const build = async (now: number): Promise<string> => {
      const { db } = await SandboxDb.open();
      seedDatabase(db, now);
      return digest(db);
    };
    const first = digest(ctx.db);
    // another hour in between: the per-hour snapshot cannot answer, the year is built again
    expect(await build(NOW + 3 * HOUR)).not.toBe(first);
    expect(await build(NOW + 20 * 60_000)).toBe(first);
  }, 60_000);

  it('covers a year, up to the start of the orders screen window, which keeps only the seed orders', () => {
    const first = value(`SELECT MIN(created_at) ${history()}`);
    expect(first).toBeGreaterThanOrEqual(dayStart(NOW - HISTORY_DAYS * DAY));
    expect(first).toBeLessThan(dayStart(NOW - (HISTORY_DAYS - 3) * DAY));
    expect(value(`SELECT MAX(finalizado_em) ${history()}`)).toBeLessThan(NOW - LIVE_ORDERS_WINDOW_MS);
    expect(value(`SELECT MAX(finalizado_em) ${history('store_id = 101')}`)).toBeGreaterThan(NOW - LIVE_ORDERS_WINDOW_MS - 2 * DAY);
    expect(listOrders(ctx, 101).map((o) => o.id_pedido).sort()).toEqual(
      Object.values(SEED.orders)
        .filter((id) => id <= SEED.orders.pendingDelivery)
        .sort(),
    );
  });

  it('has 20 to 60 orders on the days store 101 opens, none on Monday, busier on Friday and the weekend', () => {
    const days = ctx.db.all<{ day: number; n: number }>(
      `SELECT (created_at - 10800000) / 86400000 AS day, COUNT(*) n ${history('store_id = 101')} GROUP BY day`,
    );
    const byWeekday = new Map<number, number[]>();
    for (const d of days) {
      const wd = weekday(d.day * DAY + 3 * HOUR);
      byWeekday.set(wd, [...(byWeekday.get(wd) ?? []), d.n]);
    }
    expect(byWeekday.get(1)).toBeUndefined();
    const mean = (wd: number[]): number => {
      const all = wd.flatMap((w) => byWeekday.get(w) ?? []);
      return all.reduce((s, n) => s + n, 0) / all.length;
    };
    expect(mean([5, 6, 0])).toBeGreaterThan(1.5 * mean([2, 3, 4]));
    const counts = days.map((d) => d.n);
    expect(Math.min(...counts.slice(7, -1))).toBeGreaterThanOrEqual(12);
    expect(Math.max(...counts)).toBeLessThanOrEqual(75);
    const average = counts.reduce((s, n) => s + n, 0) / counts.length;
    expect(average).toBeGreaterThan(25);
    expect(average).toBeLessThan(45);
    // the others sell less; the suspended 303 has sold nothing for 40 days
    expect(value(`SELECT COUNT(*) ${history('store_id = 202')}`)).toBeLessThan(value(`SELECT COUNT(*) ${history('store_id = 101')}`) / 2);
    expect(value(`SELECT MAX(created_at) ${history('store_id = 303')}`)).toBeLessThan(NOW - 39 * DAY);
    expect(value(`SELECT COUNT(*) ${history('store_id = 303')}`)).toBeGreaterThan(1500);
  });

  it('sells within the opening hours, most in the evening', () => {
    const hours = ctx.db.all<{ h: number; n: number }>(
      `SELECT ((created_at - 10800000) % 86400000) / 3600000 AS h, COUNT(*) n ${history('store_id = 101')} GROUP BY h`,
    );
    const at = (h: number): number => hours.find((r) => r.h === h)?.n ?? 0;
    // 101 opens 18:00 (11:30 to 14:30 on Saturdays too) and closes by 00:30
    for (const h of [3, 4, 5, 6, 7, 8, 9, 10, 15, 16, 17]) expect(at(h)).toBe(0);
    expect(at(20)).toBeGreaterThan(at(12) + at(13));
  });

  it('mostly delivered, some cancelled with and without a fine, with their progress', () => {
    const total = value(`SELECT COUNT(*) ${history()}`);
    const cancelled = value(`SELECT COUNT(*) ${history("status = 'PC'")}`);
    expect(value(`SELECT COUNT(*) ${history("status NOT IN ('PD', 'PC')")}`)).toBe(0);
    expect(cancelled / total).toBeGreaterThan(0.03);
    expect(cancelled / total).toBeLessThan(0.1);
    expect(value(`SELECT COUNT(*) ${history("status = 'PC' AND multa_cents > 0")}`)).toBeGreaterThan(50);
    expect(value(`SELECT COUNT(*) ${history("status = 'PC' AND multa_cents = 0")}`)).toBeGreaterThan(50);
    expect(value(`SELECT COUNT(*) ${history("status = 'PD' AND multa_cents > 0")}`)).toBe(0);
    // every order has its progress, the last step at the time it ended
    const progress = ctx.db.all<{ id: number; steps: string; last: number; finalizado_em: number }>(
      `SELECT o.id, GROUP_CONCAT(h.status) steps, MAX(h.created_at) last, o.finalizado_em FROM orders o JOIN order_history h ON h.order_id = o.id
        WHERE o.id IN (${HISTORY_FIRST_ID}, ${HISTORY_FIRST_ID + 500}, ${HISTORY_FIRST_ID + 9000}) GROUP BY o.id`,
    );
    expect(progress).toHaveLength(3);
    for (const p of progress) {
      expect(p.steps.startsWith('PP')).toBe(true);
      expect(p.last).toBe(p.finalizado_em);
    }
    expect(value(`SELECT COUNT(*) FROM order_history WHERE order_id >= ${HISTORY_FIRST_ID}`)).toBe(value(`SELECT SUM(revisao) ${history()}`));
  });

  it('pays online with every online code, in cash and by card', () => {
    const codes = ctx.db.all<{ pagamento: number; forma_pagamento: string }>(`SELECT DISTINCT pagamento, forma_pagamento ${history('store_id = 101')}`);
    const kinds = new Set(codes.map((c) => paymentKind(c.pagamento)));
    expect(kinds).toEqual(new Set(['online', 'cash', 'card']));
    expect(new Set(codes.filter((c) => c.pagamento < -1).map((c) => c.pagamento))).toEqual(new Set([-2, -10, -11, -12]));
    expect(codes.filter((c) => c.pagamento === -1).map((c) => c.forma_pagamento)).toEqual(['Dinheiro']);
    expect(value(`SELECT COUNT(*) ${history('pagamento_online = 1 AND pagamento >= -1')}`)).toBe(0);
  });

  it('has new and recurring customers, first purchases in the app, coupons of both sponsors and free deliveries', () => {
    expect(value(`SELECT COUNT(*) FROM (SELECT customer_id ${history('store_id = 101')} GROUP BY customer_id HAVING COUNT(*) > 5)`)).toBeGreaterThan(100);
    expect(value(`SELECT COUNT(*) FROM (SELECT customer_id ${history('store_id = 101')} GROUP BY customer_id HAVING COUNT(*) = 1)`)).toBeGreaterThan(100);
    expect(value(`SELECT COUNT(*) ${history('compra_global = 1')}`)).toBeGreaterThan(100);
    expect(value(`SELECT COUNT(*) ${history('compra_est = 1')}`)).toBe(value(`SELECT COUNT(DISTINCT store_id || '-' || customer_id) ${history()}`));
    expect(value(`SELECT COUNT(*) ${history('desconto_plataforma_cents > 0 AND cupom_id IS NOT NULL')}`)).toBeGreaterThan(100);
    expect(value(`SELECT COUNT(*) ${history('desconto_loja_cents > 0 AND cupom_id IS NOT NULL')}`)).toBeGreaterThan(50);
    expect(value(`SELECT COUNT(*) ${history('desconto_loja_cents > 0 AND cupom_id IS NULL')}`)).toBeGreaterThan(50);
    expect(value(`SELECT COUNT(*) ${history('desconto_cents <> desconto_loja_cents + desconto_plataforma_cents')}`)).toBe(0);
    expect(value(`SELECT COUNT(*) ${history('retirada_local = 0 AND taxa_entrega_cents = 0')}`)).toBeGreaterThan(100);
    // each of the ten neighbourhoods of the store's own seed has orders (seedDeliveryAreas adds its areas after the orders)
    expect(value(`SELECT COUNT(DISTINCT neighbourhood_id) ${history('store_id = 101')}`)).toBe(10);
    expect(value(`SELECT COUNT(*) ${history('total_cents <> subtotal_cents + taxa_entrega_cents - desconto_cents')}`)).toBe(0);
  });

  it('orders items of every menu category, the subtotal their sum', () => {
    expect(value(`SELECT COUNT(DISTINCT i.category_id) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.store_id = 101 AND o.id >= ${HISTORY_FIRST_ID}`)).toBe(3);
    expect(
      value(`SELECT COUNT(*) FROM orders o WHERE o.id >= ${HISTORY_FIRST_ID} AND o.subtotal_cents <>
               (SELECT SUM(i.quantidade * i.valor_unitario_cents) FROM order_items i WHERE i.order_id = o.id)`),
    ).toBe(0);
    const pizzas = ctx.db.all<{ nome: string; n: number }>(
      `SELECT i.nome, COUNT(*) n FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.store_id = 101 AND i.category_id = 11 GROUP BY i.nome ORDER BY n DESC`,
    );
    // a most frequent item, not a flat menu
    expect((pizzas[0]?.n ?? 0) > 2 * (pizzas[pizzas.length - 1]?.n ?? 0)).toBe(true);
  });

  it('charges every order by the one money rule', () => {
    const rows = ctx.db.all<EndedOrderRow & { store_id: number; contestado: number }>(
      `SELECT ${ENDED_ORDER_COLUMNS}, o.store_id, o.contestado FROM orders o WHERE o.id >= ${HISTORY_FIRST_ID} AND o.id % 7 = 0`,
    );
    expect(rows.length).toBeGreaterThan(2000);
    for (const row of rows) {
      const o = settledOrder(row);
      const fined = o.fineCents > 0;
      expect(
        settleOrder({ ...o, cancelledAfterAccepting: fined, disputed: row.contestado === 1 }, storeRates(ctx.db, row.store_id)),
      ).toEqual({ commissionCents: o.commissionCents, onlineTaxCents: o.onlineTaxCents, fineCents: o.fineCents, retainedCents: o.retainedCents });
      const f = orderFigures(o);
      expect(f.net).toBe(f.balance + f.offlinePayment);
    }
    expect(value(`SELECT COUNT(*) ${history('contestado = 1 AND retido_cents > 0')}`)).toBeGreaterThan(5);
  });

  it('has ratings with and without comments and replies, counted or still processing', () => {
    const rated = value('SELECT COUNT(*) FROM ratings WHERE store_id = 101');
    const delivered = value(`SELECT COUNT(*) ${history("store_id = 101 AND status = 'PD'")}`);
    expect(rated / delivered).toBeGreaterThan(0.3);
    expect(rated / delivered).toBeLessThan(0.5);
    expect(value("SELECT COUNT(*) FROM ratings WHERE comentario_usuario <> '' AND comentario_estabelecimento <> ''")).toBeGreaterThan(100);
    expect(value("SELECT COUNT(*) FROM ratings WHERE comentario_usuario <> '' AND comentario_estabelecimento = ''")).toBeGreaterThan(100);
    expect(value("SELECT COUNT(*) FROM ratings WHERE comentario_usuario = '' AND comentario_estabelecimento <> ''")).toBe(0);
    expect(value("SELECT COUNT(*) FROM ratings WHERE status = 'PR'")).toBeGreaterThan(0);
    expect(value(`SELECT COUNT(*) FROM ratings WHERE status = 'CC' AND created_at > ${NOW - 2 * DAY}`)).toBe(0);
    expect(value('SELECT COUNT(*) FROM ratings WHERE nota_geral <= 2')).toBeGreaterThan(10);
    expect(value(`SELECT MAX(created_at) FROM ratings`)).toBeLessThan(NOW);
    expect(value("SELECT COUNT(*) FROM ratings r JOIN orders o ON o.id = r.order_id WHERE o.status <> 'PD'")).toBe(0);
  });

  it('has fine-reversal requests in analysis, approved and rejected, only on fined cancellations', () => {
    const states = ctx.db.all<{ is_approved: number | null; n: number }>('SELECT is_approved, COUNT(*) n FROM fine_reversals GROUP BY is_approved');
    expect(states.map((s) => s.is_approved).sort()).toEqual([0, 1, null].sort());
    expect(value("SELECT COUNT(*) FROM fine_reversals r JOIN orders o ON o.id = r.order_id WHERE o.status <> 'PC' OR o.multa_cents = 0")).toBe(0);
    expect(value('SELECT MIN(LENGTH(description)) FROM fine_reversals')).toBeGreaterThanOrEqual(20);
  });
});

describe('the live order path fills the same columns', () => {
  it('a placed order carries its payment code and coupon; delivered on the panel, it is settled by the same rule', async () => {
    const c = await seededContext();
    const id = insertOrder(c.db, buildOrder(c.db, c.random, c.clock.now(), { storeId: 101, forma_pagamento: 'Pagamento online - Pix', retirada_local: true }));
    expect(c.db.get('SELECT pagamento, finalizado_em, comissao_cents FROM orders WHERE id = ?', [id])).toEqual({ pagamento: -10, finalizado_em: null, comissao_cents: 0 });
    for (const status of ['PA', 'PICKUP_READY', 'PD']) expect(changeOrderStatusAsMerchant(c, 101, id, status, '')).toMatchObject({ ok: true });
    const row = c.db.get<EndedOrderRow>(`SELECT ${ENDED_ORDER_COLUMNS} FROM orders o WHERE o.id = ?`, [id]) as EndedOrderRow;
    expect(row.finalizado_em).toBe(c.clock.now());
    const o = settledOrder(row);
    expect(o.commissionCents).toBe(Math.round(((o.subtotalCents - o.storeDiscountCents) * 1200) / 10_000));
    expect(o.onlineTaxCents).toBe(Math.round(((o.subtotalCents - o.storeDiscountCents - o.sponsoredDiscountCents) * 349) / 10_000));
  });

  it('coupons are the platform’s or the store’s; cash is -1 and a card its own code', async () => {
    const c = await seededContext();
    const orders = Array.from({ length: 80 }, () => insertOrder(c.db, buildOrder(c.db, c.random, c.clock.now(), { storeId: 101 })));
    const rows = c.db.all<{ pagamento: number; forma_pagamento: string; cupom_id: number | null; desconto_plataforma_cents: number; desconto_loja_cents: number }>(
      `SELECT pagamento, forma_pagamento, cupom_id, desconto_plataforma_cents, desconto_loja_cents FROM orders WHERE id IN (${orders.join(',')})`,
    );
    for (const r of rows) {
      if (r.forma_pagamento === 'Dinheiro') expect(r.pagamento).toBe(-1);
      else if (r.forma_pagamento.startsWith('Pagamento online')) expect(paymentKind(r.pagamento)).toBe('online');
      else expect(paymentKind(r.pagamento)).toBe('card');
      if (r.cupom_id === null) expect(r.desconto_plataforma_cents).toBe(0);
    }
    expect(rows.some((r) => r.cupom_id !== null)).toBe(true);
  });

  it('a store that cancels an order it accepted is fined; refusing it, or the platform cancelling, is not', async () => {
    const c = await seededContext();
    const place = (): number => insertOrder(c.db, buildOrder(c.db, c.random, c.clock.now(), { storeId: 101, items: 2 }));
    const fine = (id: number): number => c.db.value('SELECT multa_cents FROM orders WHERE id = ?', [id]);
    const accepted = place();
    changeOrderStatusAsMerchant(c, 101, accepted, 'PA', '');
    expect(changeOrderStatusAsMerchant(c, 101, accepted, 'PC', 'Acabou a massa')).toMatchObject({ ok: true });
    const subtotal = c.db.value('SELECT subtotal_cents FROM orders WHERE id = ?', [accepted]);
    expect(fine(accepted)).toBe(Math.min(3000, Math.max(500, Math.round(subtotal / 10))));
    const refused = place();
    changeOrderStatusAsMerchant(c, 101, refused, 'PC', 'Sem entregador');
    expect(fine(refused)).toBe(0);
    const byPlatform = place();
    forceOrderStatus(c, byPlatform, 'PA');
    forceOrderStatus(c, byPlatform, 'PC', 'Cliente pediu para cancelar.');
    expect(fine(byPlatform)).toBe(0);
    // reopened by the platform: no longer settled
    forceOrderStatus(c, accepted, 'PA');
    expect(c.db.get('SELECT finalizado_em, multa_cents FROM orders WHERE id = ?', [accepted])).toEqual({ finalizado_em: null, multa_cents: 0 });
  });

  it('the seed orders are settled too: 1001 delivered, 1002 cancelled for the customer without a fine', () => {
    const delivered = ctx.db.get<EndedOrderRow>(`SELECT ${ENDED_ORDER_COLUMNS} FROM orders o WHERE o.id = ?`, [SEED.orders.delivered]) as EndedOrderRow;
    expect(delivered.finalizado_em).toBeGreaterThan(NOW - HOUR * 2);
    expect(delivered.comissao_cents).toBeGreaterThan(0);
    expect(ctx.db.get('SELECT status, multa_cents FROM orders WHERE id = ?', [SEED.orders.cancelled])).toEqual({ status: 'PC', multa_cents: 0 });
    expect(ctx.db.value('SELECT COUNT(*) FROM orders WHERE finalizado_em IS NOT NULL AND status NOT IN (?, ?)', ['PD', 'PC'])).toBe(0);
  });
});

describe('store 303 tells one story (issue 45 item 11)', () => {
  it('has no online sales: its online payment registration never got past the analysis, so nothing is paid out to it', () => {
    const store = SEED.stores.lanchoneteCentral;
    expect(value(`SELECT COUNT(*) ${history('store_id = ? AND pagamento_online = 1')}`, [store])).toBe(0);
    expect(value(`SELECT COUNT(*) ${history('store_id = ?')}`, [store])).toBeGreaterThan(100);
    expect(value("SELECT COUNT(*) FROM pagon_registrations WHERE store_id = ? AND status IN ('ENABLED', 'ACTIVATED')", [store])).toBe(0);
  });
});
