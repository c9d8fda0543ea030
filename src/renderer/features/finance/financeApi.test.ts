// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError';
import { createTestStore } from '../../test/testStore';
import { makeInvoice, makeOrderTransaction, paginated } from '../../test/finance';
import { financeApi } from './financeApi';

const api = financeApi.endpoints;

describe('finance on the data layer', () => {
  it('asks for the periods 5000 at a time and reads both answer forms', async () => {
    const paged = createTestStore({ json: { 'financial-periods': paginated([{ id: 1, starts_at: '2026-05-01', ends_at: '2026-05-31' }]) } });
    expect((await paged.store.dispatch(api.financialPeriods.initiate())).data).toEqual([{ id: 1, start: '2026-05-01', end: '2026-05-31', label: 'Maio/2026' }]);
    expect(paged.calls.json).toHaveBeenCalledWith('financial-periods', expect.objectContaining({ query: { per_page: 5000, page: 1 } }));
    const older = createTestStore({ json: { 'financial-periods': { financial_periods: [{ id: 2, start_at: '2026-04-01', end_at: '2026-04-30' }] } } });
    expect((await older.store.dispatch(api.financialPeriods.initiate())).data?.[0]).toMatchObject({ id: 2, label: 'Abril/2026' });
  });

  it('a failed period load is an error for the screen, not a dialog', async () => {
    const t = createTestStore({ json: { 'financial-periods': () => { throw new ApiError('http', 'Ops! Ocorreu um erro inesperado 500!', 500); } } });
    const result = await t.store.dispatch(api.financialPeriods.initiate());
    expect(result.error).toMatchObject({ kind: 'http', status: 500 });
    expect(t.dialogs()).toEqual([]);
  });

  it('transactions of a period: 15 a page, the filter as processed_at from the start to the end of the day', async () => {
    const t = createTestStore({ json: { 'order-transactions': paginated([makeOrderTransaction()], 31) } });
    const { data } = await t.store.dispatch(api.transactions.initiate({ periodId: 9, page: 2, pageSize: 15, range: { start: '2026-05-03', end: '2026-05-04' } }));
    expect(data?.total).toBe(31);
    expect(t.calls.json).toHaveBeenCalledWith(
      'order-transactions',
      expect.objectContaining({
        query: { per_page: 15, page: 2, financial_period_id: 9, processed_at_start: '2026-05-03 00:00:00', processed_at_end: '2026-05-04 23:59:59' },
      }),
    );
    await t.store.dispatch(api.transactions.initiate({ settlementId: 77, page: 1, pageSize: 6000 }));
    expect(t.calls.json).toHaveBeenLastCalledWith('order-transactions', expect.objectContaining({ query: { per_page: 6000, page: 1, settlement_period_id: 77, online_payment: 1 } }));
  });

  it('invoices: a 404 is an empty list; another failure stays a failure', async () => {
    const none = createTestStore({ json: { invoices: () => { throw new ApiError('http', 'Nenhuma fatura encontrada.', 404); } } });
    expect((await none.store.dispatch(api.invoices.initiate({ page: 1, perPage: 10 }))).data).toEqual({ rows: [], total: 0, lastPage: 1 });
    const broken = createTestStore({ json: { invoices: () => { throw new ApiError('http', 'Ops!', 502); } } });
    expect((await broken.store.dispatch(api.invoices.initiate({ page: 1, perPage: 10 }))).error).toMatchObject({ status: 502 });
    const some = createTestStore({ json: { invoices: { data: [makeInvoice()], paginate_metadata: { total: 23, last_page: 3 } } } });
    expect((await some.store.dispatch(api.invoices.initiate({ page: 1, perPage: 10 }))).data).toMatchObject({ total: 23, lastPage: 3 });
  });

  it('the online-payment report: status false is Erro! with the server text; empty is Nenhum registro encontrado!', async () => {
    const refused = createTestStore({ legacy: { 'pagamentoonline/getReportTransactions': { status: false, erro: 'Período maior que 90 dias.' } } });
    await refused.store.dispatch(api.onlinePaymentReport.initiate({ start: '2026-01-01', end: '2026-05-01', storeId: 101 }));
    expect(refused.dialogs()).toEqual([expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Período maior que 90 dias.' })]);
    const empty = createTestStore({ legacy: { 'pagamentoonline/getReportTransactions': { status: true, report: [] } } });
    await empty.store.dispatch(api.onlinePaymentReport.initiate({ start: '2026-05-01', end: '2026-05-07', storeId: 101 }));
    expect(empty.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Nenhum registro encontrado!' })]);
    expect(empty.calls.legacy).toHaveBeenCalledWith(
      'pagamentoonline/getReportTransactions',
      expect.objectContaining({ body: { data_inicio: '2026-05-01', data_final: '2026-05-07', id_estabelecimento: 101 } }),
    );
  });

  it('payout batches: 100 a page and the date as yyyy-mm-dd', async () => {
    const t = createTestStore({ legacy: { 'pagamentoonline/getReportBatch': { status: true, report: { entities: [], count: 0 } } } });
    expect((await t.store.dispatch(api.payoutBatches.initiate({ page: 2, day: '2026-11-10' }))).data).toEqual({ rows: [], total: 0 });
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/getReportBatch', expect.objectContaining({ body: { limit: 100, page: 2, paymentData: '2026-11-10' } }));
  });
});
