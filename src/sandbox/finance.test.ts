import { describe, expect, it } from 'vitest';
import type {
  FinancialPeriodSummary,
  Invoice,
  LegacyInvoice,
  OnlinePaymentReportRow,
  OrderTransaction,
  Paginated,
  PayoutBatch,
  SettlementPeriod,
} from '../shared/api';
import { isoDay, isoDayTime, monthStart } from './calendar';
import { SEED } from './seed/ids';
import { useSandbox, type TestClient } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro', lanchonete: 'lanchonete' });

type Periods = Paginated<{ id: number; starts_at: string; ends_at: string }>;

const get = async <T>(client: TestClient, path: string): Promise<T> => {
  const reply = await client.json<T>('GET', path);
  if (reply.status !== 200) throw new Error(`${path}: HTTP ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

const sum = (list: OrderTransaction[], field: keyof OrderTransaction): number => list.reduce((s, x) => s + (x[field] as number), 0);

async function currentPeriod(client: TestClient): Promise<number> {
  const periods = await get<Periods>(client, 'financial-periods?per_page=5000&page=1');
  return periods.data[0]?.id ?? -1;
}

describe('financial periods (spec 02 §7.7)', () => {
  it('one a month for a year, newest first, in both answer forms', async () => {
    const paged = await get<Periods>(t.pizzaria, 'financial-periods?per_page=5000&page=1');
    expect(paged.paginate_metadata.total).toBe(13);
    const today = isoDay(Date.now());
    expect(paged.data[0]?.starts_at.slice(0, 10)).toBe(`${today.slice(0, 7)}-01`);
    expect(paged.data[0]?.ends_at.slice(0, 7)).toBe(today.slice(0, 7));
    const older = await get<{ financial_periods: { id: number; start_at: string; end_at: string }[] }>(t.pizzaria, 'finance/financial-periods');
    expect(older.financial_periods.map((p) => [p.id, p.start_at, p.end_at])).toEqual(paged.data.map((p) => [p.id, p.starts_at, p.ends_at]));
    const page2 = await get<Periods>(t.pizzaria, 'financial-periods?per_page=5&page=3');
    expect(page2.data.map((p) => p.id)).toEqual(paged.data.slice(10, 13).map((p) => p.id));
    expect(page2.paginate_metadata.last_page).toBe(3);
  });

  it("a period's summary is the sum of its transactions", async () => {
    const periods = await get<Periods>(t.pizzaria, 'financial-periods?per_page=5000');
    const id = periods.data[2]?.id as number;
    const { financial_period_summary: s } = await get<{ financial_period_summary: FinancialPeriodSummary }>(t.pizzaria, `financial-periods/${id}`);
    const { order_transactions: list } = await get<{ order_transactions: OrderTransaction[] }>(t.pizzaria, `finance/order-transactions?financial_period_id=${id}`);
    expect(list.length).toBeGreaterThan(500);
    expect(s.subtotal_value).toBe(sum(list, 'subtotal_value'));
    expect(s.delivery_value).toBe(sum(list, 'delivery_value'));
    expect(s.total_value).toBe(sum(list, 'total_value'));
    expect(s.online_payment_value).toBe(sum(list, 'online_payment_value'));
    expect(s.commission_value).toBe(sum(list, 'commission_value'));
    expect(s.online_payment_tax_value).toBe(sum(list, 'online_payment_tax_value'));
    expect(s.discount_value).toBe(sum(list, 'discount_value'));
    expect(s.sponsored_discount_value).toBe(sum(list, 'sponsored_discount_value'));
    expect(s.fine_value).toBe(sum(list, 'fine_value'));
    expect(s.retained_value).toBe(sum(list, 'retained_value'));
    expect(s.balance_value + s.total_offline_payment_value).toBe(sum(list, 'nett_value'));
    expect(s.total_value).toBe(s.cash_value + s.card_on_delivery_value + s.online_payment_value);
    expect(s.total_discount_value).toBe(s.discount_value + s.sponsored_discount_value);
    expect(s.order_count).toBe(list.filter((x) => x.subtotal_value > 0).length);
    for (const x of list) expect(x.operations.reduce((acc, op) => acc + op.value, 0)).toBe(x.nett_value);
    // the other path of the summary answers the same
    expect(await get(t.pizzaria, `finance/financial-periods/${id}`)).toEqual({ financial_period_summary: s });
  });

  it("another store's period, or no period at all, is a 404", async () => {
    const periods = await get<Periods>(t.sabor, 'financial-periods?per_page=5000');
    expect((await t.pizzaria.json('GET', `financial-periods/${periods.data[0]?.id}`)).status).toBe(404);
    expect((await t.pizzaria.json('GET', 'financial-periods/123')).status).toBe(404);
    expect((await t.pizzaria.json('GET', `order-transactions?financial_period_id=${periods.data[0]?.id}`)).status).toBe(422);
  });
});

describe('order transactions', () => {
  it('pages of 15, newest first, filtered by processing time from the start to the end of the day', async () => {
    const id = await currentPeriod(t.pizzaria);
    const page1 = await get<Paginated<OrderTransaction>>(t.pizzaria, `order-transactions?per_page=15&page=1&financial_period_id=${id}`);
    expect(page1.data).toHaveLength(15);
    const times = page1.data.map((x) => Date.parse(x.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const yesterday = isoDay(Date.now() - 30 * 60 * 60 * 1000 - 24 * 60 * 60 * 1000);
    const day = await get<Paginated<OrderTransaction>>(
      t.pizzaria,
      `order-transactions?per_page=6000&page=1&processed_at_start=${yesterday}%2000:00:00&processed_at_end=${yesterday}%2023:59:59`,
    );
    for (const x of day.data) expect(isoDayTime(Date.parse(x.created_at)).slice(0, 10)).toBe(yesterday);
    expect(day.paginate_metadata.total).toBe(day.data.length);
    const bad = await t.pizzaria.json('GET', 'order-transactions?processed_at_start=ontem');
    expect(bad.status).toBe(422);
  });

  it('a store delivers an order today and it is in today’s transactions, the summary and the open invoice', async () => {
    const id = await currentPeriod(t.pizzaria);
    const summaryBefore = (await get<{ financial_period_summary: FinancialPeriodSummary }>(t.pizzaria, `financial-periods/${id}`)).financial_period_summary;
    const invoiceBefore = (await get<Paginated<Invoice>>(t.pizzaria, 'invoices?status=processing')).data[0] as Invoice;
    const order = await t.sandbox.placeOrder({ storeId: 101, retirada_local: true, forma_pagamento: 'Dinheiro', items: 2 });
    for (const status of ['PA', 'PICKUP_READY', 'PD']) {
      expect((await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${order.id_pedido}`, { novo_status: status })).body).toMatchObject({ status: true });
    }
    const today = isoDay(Date.now());
    const list = await get<Paginated<OrderTransaction>>(
      t.pizzaria,
      `order-transactions?per_page=15&page=1&processed_at_start=${today}%2000:00:00&processed_at_end=${today}%2023:59:59`,
    );
    const tx = list.data.find((x) => x.order_hash === order.hash_pedido) as OrderTransaction;
    expect(tx).toMatchObject({ payment_type: 'cash', total_value: Math.round(order.valor_total * 100), financial_period_id: id, settlement_period_id: null });
    const summaryAfter = (await get<{ financial_period_summary: FinancialPeriodSummary }>(t.pizzaria, `financial-periods/${id}`)).financial_period_summary;
    expect(summaryAfter.total_value - summaryBefore.total_value).toBe(tx.total_value);
    expect(summaryAfter.commission_value - summaryBefore.commission_value).toBe(tx.commission_value);
    expect(summaryAfter.order_count - summaryBefore.order_count).toBe(1);
    const invoiceAfter = (await get<Paginated<Invoice>>(t.pizzaria, 'invoices?status=processing')).data[0] as Invoice;
    expect(invoiceAfter.balance - invoiceBefore.balance).toBe(-tx.commission_value);
  });

  it('a store that cancels an order it had accepted sees the fine as the order’s transaction', async () => {
    const order = await t.sandbox.placeOrder({ storeId: 101, items: 3 });
    await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${order.id_pedido}`, { novo_status: 'PA' });
    await t.pizzaria.legacy('POST', `pedidos/mudaStatus/${order.id_pedido}`, { novo_status: 'PC', obs: 'Acabou o gás' });
    const id = await currentPeriod(t.pizzaria);
    const fined = (await get<{ order_transactions: OrderTransaction[] }>(t.pizzaria, `finance/order-transactions?financial_period_id=${id}`)).order_transactions.find(
      (x) => x.order_id === order.id_pedido,
    ) as OrderTransaction;
    expect(fined.fine_value).toBeGreaterThanOrEqual(500);
    expect(fined.nett_value).toBe(-fined.fine_value);
    expect(fined.operations.map((op) => op.type)).toEqual(['fine']);
  });
});

describe('settlements (Repasses)', () => {
  it('weekly, 15 a page; a settlement’s value is its orders’ net, online orders only', async () => {
    const page = await get<Paginated<SettlementPeriod>>(t.pizzaria, 'settlement-periods?per_page=15&page=1');
    expect(page.data).toHaveLength(15);
    expect(page.paginate_metadata.total).toBeGreaterThan(45);
    const s = page.data[1] as SettlementPeriod;
    const days = (Date.parse(s.settlement_date) - Date.parse(s.starts_at)) / 86_400_000;
    expect(days).toBe(9); // the Wednesday after the week
    const orders = await get<Paginated<OrderTransaction>>(t.pizzaria, `order-transactions?per_page=6000&page=1&settlement_period_id=${s.id}&online_payment=1`);
    expect(orders.data.length).toBe(s.order_count);
    expect(orders.data.every((x) => x.payment_type === 'online' && x.settlement_period_id === s.id)).toBe(true);
    expect(s.merchant_split_value).toBe(sum(orders.data, 'nett_value'));
    expect(s.total_value).toBe(sum(orders.data, 'total_value'));
    expect(s.commission_value).toBe(sum(orders.data, 'commission_value'));
    expect(s.retained_value).toBe(sum(orders.data, 'retained_value'));
    expect(await get(t.pizzaria, `settlement-periods/${s.id}`)).toEqual({ settlement_period: s });
    expect((await t.sabor.json('GET', `settlement-periods/${s.id}`)).status).toBe(404);
  });
});

describe('invoices', () => {
  it('store 303 has none: a 404; 202 has an overdue one, owing more than R$ 30,00', async () => {
    const none = await t.lanchonete.json('GET', 'invoices?page=1');
    expect(none.status).toBe(404);
    const sabor = await get<Paginated<Invoice>>(t.sabor, 'invoices?page=1&per_page=2');
    expect(sabor.paginate_metadata.last_page).toBe(Math.ceil(sabor.paginate_metadata.total / 2));
    const overdue = await get<Paginated<Invoice>>(t.sabor, 'invoices?status=overdue');
    expect(overdue.data.length).toBeGreaterThanOrEqual(1);
    for (const i of overdue.data) expect(-i.balance).toBeGreaterThan(3000);
  });

  it('a closed month’s invoice is what its orders put on it: commission at the door less coupons, and fines', async () => {
    const all = await get<Paginated<Invoice>>(t.pizzaria, 'invoices?per_page=50');
    const paid = all.data.find((i) => i.status === 'paid') as Invoice;
    const periods = await get<Periods>(t.pizzaria, 'financial-periods?per_page=5000');
    const period = periods.data.find((p) => p.starts_at.startsWith(paid.starts_at)) as { id: number };
    const { order_transactions: list } = await get<{ order_transactions: OrderTransaction[] }>(t.pizzaria, `finance/order-transactions?financial_period_id=${period.id}`);
    const invoiced = list
      .filter((x) => x.payment_type !== 'online')
      .reduce((acc, x) => acc + x.sponsored_discount_value - x.commission_value, 0) - sum(list, 'fine_value');
    expect(paid.balance).toBe(invoiced);
    expect(paid.overdues_at).toBe(isoDay(monthStart(Date.parse(`${paid.starts_at}T12:00:00-03:00`), 1) + 9 * 86_400_000));
  });

  it('legacy invoices: 303 owes its last two, with links to the fatura, the NFS-e and the boleto', async () => {
    const { faturas } = (await t.lanchonete.legacy<{ faturas: LegacyInvoice[] }>('GET', 'faturas/listar')).body;
    expect(faturas.slice(0, 2).map((f) => f.status)).toEqual(['VC', 'VC']);
    expect(faturas.slice(2).every((f) => f.status === 'PG')).toBe(true);
    for (const link of [faturas[0]?.fatura_link, faturas[0]?.nfse_link, faturas[0]?.boleto_link]) {
      expect((await t.lanchonete.raw('GET', new URL(link ?? '').pathname)).status).toBe(200);
    }
  });
});

describe('online payment report and batches (spec 02 §7.6)', () => {
  it('the online orders of a date range, paid or waiting for their batch', async () => {
    const start = isoDay(Date.now() - 20 * 86_400_000);
    const end = isoDay(Date.now());
    const reply = await t.pizzaria.legacy<{ status: boolean; report: OnlinePaymentReportRow[] }>('POST', 'pagamentoonline/getReportTransactions', {
      data_inicio: start,
      data_final: end,
      id_estabelecimento: SEED.stores.bellaNapoli,
    });
    expect(reply.body.status).toBe(true);
    const statuses = new Set(reply.body.report.map((r) => r.status));
    expect(statuses.has('PAGO')).toBe(true);
    expect(statuses.has('AGUARDANDO LOTE') || new Date().getDay() === 1).toBe(true);
    for (const r of reply.body.report) {
      expect(r.paymentType).toMatch(/^Pagamento online/);
      expect(r.finalEstablishment).toBeLessThan(r.orderAmountTotal + 15);
    }
    const other = await t.pizzaria.legacy<{ status: boolean; erro: string }>('POST', 'pagamentoonline/getReportTransactions', {
      data_inicio: start,
      data_final: end,
      id_estabelecimento: SEED.stores.saborCaseiro,
    });
    expect(other.body).toMatchObject({ status: false, erro: expect.stringContaining('Estabelecimento') });
    const empty = await t.lanchonete.legacy<{ status: boolean; report: unknown[] }>('POST', 'pagamentoonline/getReportTransactions', {
      data_inicio: isoDay(Date.now() - 5 * 86_400_000),
      data_final: end,
      id_estabelecimento: SEED.stores.lanchoneteCentral,
    });
    expect(empty.body).toEqual({ status: true, report: [] });
  });

  it('batches: a page of closed weeks, the count, and the date filter', async () => {
    const reply = await t.pizzaria.legacy<{ status: boolean; report: { entities: PayoutBatch[]; count: number } }>('POST', 'pagamentoonline/getReportBatch', {
      limit: 100,
      page: 1,
      paymentData: '',
    });
    const { entities, count } = reply.body.report;
    expect(count).toBeGreaterThan(45);
    expect(entities).toHaveLength(Math.min(100, count));
    const paid = entities.find((b) => b.status === 'PAGO') as PayoutBatch;
    expect(paid.finished_at).toMatch(/^\d{4}-\d{2}-\d{2} 10:00:00$/);
    const settlement = (await get<{ settlement_period: SettlementPeriod }>(t.pizzaria, `settlement-periods/${paid.id}`)).settlement_period;
    expect(Math.round(paid.value_final_establishment * 100)).toBe(settlement.merchant_split_value);
    const day = await t.pizzaria.legacy<{ report: { entities: PayoutBatch[]; count: number } }>('POST', 'pagamentoonline/getReportBatch', {
      limit: 100,
      page: 1,
      paymentData: paid.date_from,
    });
    expect(day.body.report.entities.map((b) => b.id)).toEqual([paid.id]);
    const bad = await t.pizzaria.legacy<{ status: boolean }>('POST', 'pagamentoonline/getReportBatch', { limit: 100, page: 1, paymentData: '31/31/2026' });
    expect(bad.body.status).toBe(false);
  });
});
