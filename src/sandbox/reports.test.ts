import { beforeAll, describe, expect, it } from 'vitest';
import { paymentKind } from '../shared/finance/paymentCodes';
import { dashboardFigures, isCancelled, isDelivered, ratingMatches, ratingMean, salesSummary } from '../shared/reports';
import { searchKey } from '../shared/search';
import { isoDay } from './calendar';
import { changeOrderStatusAsMerchant, forceOrderStatus, insertOrder } from './data/orders';
import {
  acceptablePeriod,
  decideFineReversal,
  generalReport,
  listFineReversals,
  operationalCharts,
  ratedOrderHtml,
  ratingsOf,
  replyToRating,
  reportPeriod,
  requestFineReversal,
  salesHistory,
  type ReportPeriod,
} from './data/reports';
import { buildOrder } from './orderFactory';
import { seededContext, type TestContext } from './test/context';
import { addCalendarDays } from '../shared/time';

// Sunday 22 November 2026, 19:00 in São Paulo
const NOW = Date.UTC(2026, 10, 22, 22, 0, 0);
const TODAY = '2026-11-22';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await seededContext(NOW);
}, 60_000);

const SAO_PAULO = 'America/Sao_Paulo';

function period(start: string, end: string, zone = SAO_PAULO): Extract<ReportPeriod, { ok: true }> {
  const p = reportPeriod(start, end, zone);
  if (!p.ok) throw new Error(p.erro);
  return p;
}

const LAST_90 = () => period(addCalendarDays(TODAY, -90), TODAY);

describe('report periods', () => {
  it("are the store's days, both ends included", () => {
    const p = period('2026-11-01', '2026-11-22');
    expect([p.from, p.from - 1, p.to - 1, p.to].map((value) => isoDay(value))).toEqual(['2026-11-01', '2026-10-31', '2026-11-22', '2026-11-23']);
  });

  it("a store in Manaus has its own days: its 23:30 is in that day's report, not the next", () => {
    const p = period('2026-11-27', '2026-11-27', 'America/Manaus');
    expect(new Date(p.from).toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(new Date(p.to).toISOString()).toBe('2026-11-28T04:00:00.000Z');
    const late = Date.UTC(2026, 10, 28, 3, 30); // 23:30 in Manaus, already the 28th in São Paulo
    expect(late >= p.from && late < p.to).toBe(true);
  });

  it('refuse missing dates, an end before the start and more than 366 days, offering a period back', () => {
    expect(reportPeriod('', TODAY, SAO_PAULO)).toEqual({ ok: false, erro: 'Informe a data inicial e a data final do período.' });
    expect(reportPeriod('22/11/2026', TODAY, SAO_PAULO)).toMatchObject({ ok: false });
    expect(reportPeriod(TODAY, '2026-11-01', SAO_PAULO)).toEqual({ ok: false, erro: 'A data final não pode ser anterior à data inicial.' });
    expect(reportPeriod('2025-11-21', TODAY, SAO_PAULO)).toEqual({ ok: false, erro: 'O período pode ter no máximo 366 dias.' });
    expect(reportPeriod('2025-11-22', TODAY, SAO_PAULO).ok).toBe(true);
    expect(acceptablePeriod(ctx, '2026-11-22', SAO_PAULO)).toEqual({ start: '2025-11-22', end: '2026-11-22' });
    expect(acceptablePeriod(ctx, 'amanhã', SAO_PAULO)).toEqual({ start: '2026-10-23', end: TODAY });
  });
});

describe('sales history from the store’s own orders', () => {
  it('has 90 days of delivered and cancelled orders of every payment group, each request state among them', () => {
    const rows = salesHistory(ctx, 101, LAST_90());
    expect(rows.length).toBeGreaterThan(90 * 15);
    const days = new Set(rows.map((r) => isoDay(Date.parse(r.data_criacao))));
    expect(days.size).toBeGreaterThan(70);
    expect(new Set(rows.map((r) => paymentKind(r.pagamento)))).toEqual(new Set(['card', 'cash', 'online']));
    expect(rows.some((r) => isDelivered(r.status))).toBe(true);
    const cancelled = rows.filter((r) => isCancelled(r.status));
    expect(cancelled.some((r) => r.fine_reversal_id === null)).toBe(true);
    const states = new Set(cancelled.filter((r) => r.fine_reversal_id !== null).map((r) => r.fine_reversal_is_approved));
    expect(states).toEqual(new Set([null, '1', '0']));
    for (const r of rows.slice(0, 50)) {
      expect(r.valor_total).toBeCloseTo(r.valor_pedido + r.valor_taxa - r.valor_desconto, 2);
    }
  });

  it("shows only the store's own orders of the period", () => {
    const rows = salesHistory(ctx, 202, period('2026-11-16', '2026-11-20'));
    const ids = new Set(rows.map((r) => r.id_pedido));
    const stores = ctx.db.all<{ store_id: number }>(`SELECT DISTINCT store_id FROM orders WHERE id IN (${[...ids].join(',') || 0})`);
    expect(stores).toEqual([{ store_id: 202 }]);
    for (const r of rows) expect(isoDay(Date.parse(r.data_criacao)) >= '2026-11-16' && isoDay(Date.parse(r.data_criacao)) <= '2026-11-20').toBe(true);
  });
});

describe('general report and dashboard rows', () => {
  it('count the delivered orders of each day in grafico, and carry the money the dashboard needs', () => {
    const p = period(addCalendarDays(TODAY, -30), TODAY);
    const { retorno, grafico } = generalReport(ctx, 101, p);
    const delivered = retorno.filter((r) => isDelivered(r.status));
    expect(grafico.reduce((sum, point) => sum + point.qtde, 0)).toBe(delivered.length);
    for (const point of grafico) expect(point.data_criacao >= p.start && point.data_criacao <= p.end).toBe(true);
    expect(delivered.every((r) => r.comissao > 0)).toBe(true);
    expect(delivered.some((r) => r.id_cupom !== null && r.valor_desconto_aiboo > 0)).toBe(true);
    expect(new Set(delivered.map((r) => r.compraGlobal))).toEqual(new Set([0, 1]));
    const f = dashboardFigures(retorno);
    expect(f.orders.count).toBe(delivered.length);
    expect(f.roi).toBeGreaterThan(0);
    expect(f.deliveryFee.rides).toBeLessThan(delivered.length);
    expect(f.users.new).toBeGreaterThan(0);
    expect(f.users.recurring).toBeGreaterThan(0);
  });
});

describe('operational charts', () => {
  it("break the period's delivered orders down by weekday, item, neighbourhood and payment form", () => {
    const p = period(addCalendarDays(TODAY, -30), TODAY);
    const delivered = salesHistory(ctx, 101, p).filter((r) => isDelivered(r.status));
    const charts = operationalCharts(ctx, 101, p);
    expect(charts.diaSemana.reduce((s, d) => s + d.qtde, 0)).toBe(delivered.length);
    for (const d of charts.diaSemana) expect(d.dia).toBeGreaterThanOrEqual(1);
    // store 101 does not open on Mondays (2)
    expect(charts.diaSemana.find((d) => d.dia === 2)).toBeUndefined();
    expect(charts.formaPagamento.reduce((s, f) => s + f.qtde, 0)).toBe(delivered.length);
    expect(charts.obj.length).toBeLessThanOrEqual(10);
    expect(charts.obj.map((o) => o.contagem_vezes)).toEqual([...charts.obj.map((o) => o.contagem_vezes)].sort((a, b) => b - a));
    expect(charts.pedidoBairro.length).toBeGreaterThan(1);
  });
});

describe('ratings', () => {
  it('list every rating, counting only CC in the means, the total and the distribution', () => {
    const all = ratingsOf(ctx, 101, null);
    const counted = all.avaliacao.filter((r) => r.status_avaliacao === 'CC');
    expect(all.avaliacao.length).toBeGreaterThan(counted.length);
    const [totals] = all.total;
    expect(totals!.total).toBe(counted.length);
    const food = counted.reduce((s, r) => s + r.nota_comida, 0) / counted.length;
    expect(totals!.nota_comida).toBeCloseTo(food, 2);
    expect(all.contaGeral.reduce((s, c) => s + c.qtde, 0)).toBe(counted.length);
    expect(ratingMean(totals!)).toBeGreaterThan(3);
    expect(all.avaliacao.some((r) => r.comentario_usuario === '')).toBe(true);
    expect(all.avaliacao.some((r) => r.comentario_estabelecimento !== '')).toBe(true);
  });

  it('narrow to the ratings given in a period', () => {
    const p = period(addCalendarDays(TODAY, -7), TODAY);
    const week = ratingsOf(ctx, 101, p).avaliacao;
    expect(week.length).toBeGreaterThan(0);
    for (const r of week) expect(Date.parse(r.data_criacao)).toBeGreaterThanOrEqual(p.from);
  });

  it('answer a page, newest first, with the figures of the whole period (issue 32)', () => {
    const all = ratingsOf(ctx, 101, null);
    const first = ratingsOf(ctx, 101, null, { page: 1, per_page: 10 });
    expect(first.avaliacao).toEqual(all.avaliacao.slice(0, 10));
    expect(first.paginate_metadata).toEqual({ total: all.avaliacao.length, per_page: 10, current_page: 1, last_page: Math.ceil(all.avaliacao.length / 10) });
    const { contaComida, contaEntrega, contaGeral, total } = all;
    expect(first).toMatchObject({ contaComida, contaEntrega, contaGeral, total });
    expect(ratingsOf(ctx, 101, null, { page: 3, per_page: 10 }).avaliacao).toEqual(all.avaliacao.slice(20, 30));
    // past the last page: the last one; per_page at most 100
    const last = ratingsOf(ctx, 101, null, { page: 10_000, per_page: 10 });
    expect(last.paginate_metadata?.current_page).toBe(first.paginate_metadata?.last_page);
    expect(last.avaliacao).toEqual(all.avaliacao.slice((last.paginate_metadata!.current_page! - 1) * 10));
    expect(ratingsOf(ctx, 101, null, { page: 1, per_page: 5000 }).avaliacao).toHaveLength(Math.min(100, all.avaliacao.length));
    const p = period(addCalendarDays(TODAY, -7), TODAY);
    const week = ratingsOf(ctx, 101, p);
    expect(ratingsOf(ctx, 101, p, { page: 1, per_page: 100 })).toMatchObject({ total: week.total, contaGeral: week.contaGeral, paginate_metadata: { total: week.avaliacao.length } });
  });

  it('search in SQL as the panel does: order hash with or without #, customer or comment, accents and case aside; the figures stay', () => {
    const all = ratingsOf(ctx, 101, null);
    const someone = all.avaliacao.find((r) => /[áéíóúãõç]/i.test(r.usuario_nome)) ?? all.avaliacao[0]!;
    const plain = searchKey(someone.usuario_nome.split(' ')[0]!).toUpperCase();
    const found = ratingsOf(ctx, 101, null, { page: 1, per_page: 100, busca: ` ${plain} ` });
    expect(found.avaliacao.map((r) => r.id_pedido)).toEqual(all.avaliacao.filter((r) => ratingMatches(r, plain)).slice(0, 100).map((r) => r.id_pedido));
    expect(found.avaliacao.map((r) => r.id_pedido)).toContain(someone.id_pedido);
    expect(found.total).toEqual(all.total);
    const byHash = ratingsOf(ctx, 101, null, { page: 1, per_page: 10, busca: `#${all.avaliacao[5]!.hash_pedido.toLowerCase()}` });
    expect(byHash.avaliacao.map((r) => r.id_pedido)).toContain(all.avaliacao[5]!.id_pedido);
    expect(ratingsOf(ctx, 101, null, { page: 1, busca: 'nenhuma avaliação diz isto' })).toMatchObject({ avaliacao: [], paginate_metadata: { total: 0, current_page: 1, last_page: 1 } });
  });

  it('take one reply, only to a comment nobody answered, and show the order', () => {
    const { avaliacao } = ratingsOf(ctx, 101, null);
    const open = avaliacao.find((r) => r.comentario_usuario !== '' && r.comentario_estabelecimento === '')!;
    const answered = avaliacao.find((r) => r.comentario_estabelecimento !== '')!;
    const silent = avaliacao.find((r) => r.comentario_usuario === '')!;
    expect(replyToRating(ctx, 202, open.id_pedido, 'Obrigado!')).toEqual({ ok: false, mensagem: 'Avaliação não encontrada.' });
    expect(replyToRating(ctx, 101, open.id_pedido, '   ')).toEqual({ ok: false, mensagem: 'Escreva a resposta ao cliente.' });
    expect(replyToRating(ctx, 101, open.id_pedido, 'Obrigado pela preferência!')).toEqual({ ok: true, mensagem: 'Resposta salva.' });
    expect(ratingsOf(ctx, 101, null).avaliacao.find((r) => r.id_pedido === open.id_pedido)?.comentario_estabelecimento).toBe('Obrigado pela preferência!');
    for (const r of [open, answered, silent]) expect(replyToRating(ctx, 101, r.id_pedido, 'De novo').ok).toBe(false);
    const html = ratedOrderHtml(ctx, 101, open.id_pedido)!;
    expect(html).toContain(`Pedido #${open.hash_pedido}`);
    expect(ratedOrderHtml(ctx, 202, open.id_pedido)).toBeNull();
  });
});

describe('fine reversals', () => {
  const cancel = (fined: boolean) => {
    const id = insertOrder(ctx.db, buildOrder(ctx.db, ctx.random, NOW, { storeId: 101, customer: { nome: 'Débora Conceição' } }));
    if (fined) {
      forceOrderStatus(ctx, id, 'PA');
      expect(changeOrderStatusAsMerchant(ctx, 101, id, 'PC', 'Acabou a massa').ok).toBe(true);
    } else {
      forceOrderStatus(ctx, id, 'PC');
    }
    return id;
  };

  it('are taken only for a fined cancellation of the store, once, with 20 to 200 characters', () => {
    const fined = cancel(true);
    const free = cancel(false);
    const text = 'Cancelamos a pedido do cliente, que ligou logo depois.';
    expect(requestFineReversal(ctx, 101, { description: 'curto demais', order_id: fined })).toMatchObject({ ok: false, status: 422 });
    expect(requestFineReversal(ctx, 202, { description: text, order_id: fined })).toEqual({ ok: false, status: 404, message: 'Pedido não encontrado.' });
    expect(requestFineReversal(ctx, 101, { description: text, order_id: free })).toEqual({
      ok: false,
      status: 422,
      message: 'Este pedido não teve multa por cancelamento.',
    });
    const delivered = ctx.db.value("SELECT id FROM orders WHERE store_id = 101 AND status = 'PD' LIMIT 1");
    expect(requestFineReversal(ctx, 101, { description: text, order_id: delivered })).toMatchObject({ ok: false, status: 422 });
    const hash = ctx.db.get<{ hash: string }>('SELECT hash FROM orders WHERE id = ?', [fined])!.hash;
    const sent = requestFineReversal(ctx, 101, { description: text, order_hash: hash });
    expect(sent).toMatchObject({ ok: true, id: expect.any(Number) });
    expect(requestFineReversal(ctx, 101, { description: text, order_id: fined })).toEqual({
      ok: false,
      status: 422,
      message: 'Já existe uma solicitação de estorno para este pedido.',
    });
    const row = salesHistory(ctx, 101, period(TODAY, TODAY)).find((r) => r.id_pedido === fined)!;
    expect(row).toMatchObject({ status: 'PC', fine_reversal_is_approved: null, fine_reversal_id: expect.any(Number) });

    expect(decideFineReversal(ctx, { hash }, true)).toMatchObject({ orderId: fined, approved: true });
    expect(salesHistory(ctx, 101, period(TODAY, TODAY)).find((r) => r.id_pedido === fined)?.fine_reversal_is_approved).toBe('1');
    expect(decideFineReversal(ctx, { orderId: fined }, false)).toMatchObject({ approved: false });
    expect(salesHistory(ctx, 101, period(TODAY, TODAY)).find((r) => r.id_pedido === fined)?.fine_reversal_is_approved).toBe('0');
    expect(decideFineReversal(ctx, { orderId: free }, true)).toBeNull();
  });

  it('include requests in analysis in the seed, besides the decided ones', () => {
    const states = new Set(listFineReversals(ctx, 101).map((r) => r.approved));
    expect(states).toEqual(new Set([null, true, false]));
  });
});

describe('a live order', () => {
  it("is in today's history, report and charts with the same value once delivered", () => {
    const id = insertOrder(ctx.db, buildOrder(ctx.db, ctx.random, NOW, { storeId: 101, retirada_local: false, forma_pagamento: 'Dinheiro' }));
    forceOrderStatus(ctx, id, 'PA');
    forceOrderStatus(ctx, id, 'PD');
    const order = ctx.db.get<{ subtotal_cents: number; taxa_entrega_cents: number; total_cents: number }>(
      'SELECT subtotal_cents, taxa_entrega_cents, total_cents FROM orders WHERE id = ?',
      [id],
    )!;
    const today = period(TODAY, TODAY);
    const history = salesHistory(ctx, 101, today);
    const row = history.find((r) => r.id_pedido === id)!;
    expect(row).toMatchObject({ status: 'PD', valor_pedido: order.subtotal_cents / 100, valor_total: order.total_cents / 100, pagamento: -1 });
    expect(salesSummary(history).byGroup.find((g) => g.group === 'cash')!.count).toBeGreaterThan(0);
    const report = generalReport(ctx, 101, today);
    expect(report.retorno.find((r) => r.id_pedido === id)).toMatchObject({ valor_total: order.total_cents / 100, comissao: expect.any(Number) });
    expect(report.grafico.find((p) => p.data_criacao === TODAY)?.qtde).toBe(report.retorno.filter((r) => isDelivered(r.status)).length);
    expect(operationalCharts(ctx, 101, today).formaPagamento.find((f) => f.pagamento === 'Dinheiro')?.qtde).toBeGreaterThan(0);
  });
});
