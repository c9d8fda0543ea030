import { isApiError } from '../../src/renderer/api/apiError';
import {
  financialPeriodSummarySchema,
  financialPeriodsSchema,
  invoicesPageSchema,
  legacyInvoicesSchema,
  onlinePaymentReportSchema,
  orderTransactionsSchema,
  payoutBatchesSchema,
  settlementPeriodAnswerSchema,
  settlementPeriodsSchema,
} from '../../src/shared/api';
import { useContractRig } from '../support/contractRig';
import { signedInClients } from '../../rig/platformClients';

/**
 * Finance (spec 02 §7.6, §7.7): every route through the renderer's own clients against the
 * sandbox, each answer checked by the schema the panel checks it with, in both answer forms.
 */
const rig = useContractRig();

beforeEach(() => rig.loginAs('pizzaria'));

const today = (): string => new Date().toISOString().slice(0, 10);

describe('financial periods, summaries and transactions', () => {
  it('both forms of the periods parse with the panel’s schema and hold the same periods', async () => {
    const paged = financialPeriodsSchema.parse(await rig.api.json.call('financial-periods', { query: { per_page: 5000, page: 1 } }));
    const older = financialPeriodsSchema.parse(await rig.api.json.call('finance/financial-periods'));
    if (!('data' in paged) || !('financial_periods' in older)) throw new Error('formas trocadas');
    expect(paged.data.map((p) => p.id)).toEqual(older.financial_periods.map((p) => p.id));
    const id = paged.data[0]?.id as number;
    const summary = financialPeriodSummarySchema.parse(await rig.api.json.call('financial-periods/:id', { params: { id } }));
    expect(financialPeriodSummarySchema.parse(await rig.api.json.call('finance/financial-periods/:id', { params: { id } }))).toEqual(summary);
    expect(summary.financial_period_summary.order_count).toBeGreaterThan(0);
  });

  it('both forms of the transactions parse; the paginated one takes the filters of the overview', async () => {
    const periods = financialPeriodsSchema.parse(await rig.api.json.call('financial-periods', { query: { per_page: 5000, page: 1 } }));
    const id = 'data' in periods ? (periods.data[1]?.id as number) : -1;
    const paged = orderTransactionsSchema.parse(
      await rig.api.json.call('order-transactions', {
        query: { per_page: 15, page: 2, financial_period_id: id, processed_at_start: '2000-01-01 00:00:00', processed_at_end: `${today()} 23:59:59` },
      }),
    );
    const all = orderTransactionsSchema.parse(await rig.api.json.call('finance/order-transactions', { query: { financial_period_id: id } }));
    if (!('data' in paged) || !('order_transactions' in all)) throw new Error('formas trocadas');
    expect(paged.data).toHaveLength(15);
    expect(paged.paginate_metadata.total).toBe(all.order_transactions.length);
    expect(paged.data.map((x) => x.id)).toEqual(all.order_transactions.slice(15, 30).map((x) => x.id));
  });

  it('an unknown period is a 404 the panel reads as an HTTP failure', async () => {
    const failure = await rig.api.json.call('financial-periods/:id', { params: { id: 42 }, silent: true }).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.kind === 'http' && failure.status === 404).toBe(true);
  });
});

describe('settlements', () => {
  it('a page of settlements, one settlement, and its online orders in one page of 6000', async () => {
    const page = settlementPeriodsSchema.parse(await rig.api.json.call('settlement-periods', { query: { per_page: 15, page: 1 } }));
    expect(page.data).toHaveLength(15);
    const s = page.data[2] as (typeof page.data)[number];
    expect(settlementPeriodAnswerSchema.parse(await rig.api.json.call('settlement-periods/:id', { params: { id: s.id } })).settlement_period).toEqual(s);
    const orders = orderTransactionsSchema.parse(
      await rig.api.json.call('order-transactions', { query: { per_page: 6000, page: 1, settlement_period_id: s.id, online_payment: 1 } }),
    );
    if (!('data' in orders)) throw new Error('forma paginada esperada');
    expect(orders.data.reduce((acc, x) => acc + x.nett_value, 0)).toBe(s.merchant_split_value);
  });
});

describe('invoices', () => {
  it('paginated with last_page; the legacy list with its links; a store without invoices is a 404', async () => {
    const page = invoicesPageSchema.parse(await rig.api.json.call('invoices', { query: { page: 1, per_page: 3 } }));
    expect(page.paginate_metadata.last_page).toBe(Math.ceil(page.paginate_metadata.total / 3));
    const legacy = legacyInvoicesSchema.parse(await rig.api.legacy.call('faturas/listar'));
    expect(legacy.faturas[0]?.boleto_link).toMatch(/^http/);
    const lanchonete = await signedInClients(rig.url, 'lanchonete');
    const failure = await lanchonete.json.call('invoices', { query: { page: 1 }, silent: true }).catch((e: unknown) => e);
    expect(isApiError(failure) && failure.status === 404).toBe(true);
  });
});

describe('online payment report and batches', () => {
  it('getReportTransactions and getReportBatch answer as the panel reads them', async () => {
    const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const report = onlinePaymentReportSchema.parse(
      await rig.api.legacy.call('pagamentoonline/getReportTransactions', { body: { data_inicio: from, data_final: today(), id_estabelecimento: 101 } }),
    );
    expect(report.status).toBe(true);
    expect(report.report?.length).toBeGreaterThan(10);
    const batches = payoutBatchesSchema.parse(await rig.api.legacy.call('pagamentoonline/getReportBatch', { body: { limit: 100, page: 1, paymentData: '' } }));
    expect(batches.report?.entities.length).toBeGreaterThan(10);
    const refused = onlinePaymentReportSchema.parse(
      await rig.api.legacy.call('pagamentoonline/getReportTransactions', { body: { data_inicio: from, data_final: today(), id_estabelecimento: 202 } }),
    );
    expect(refused).toMatchObject({ status: false, erro: expect.any(String) });
  });
});
