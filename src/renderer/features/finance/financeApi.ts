import {
  faturas,
  listarFaturas,
  lotesDeRepasse,
  periodosFinanceiros,
  relatorioPagamentoOnline,
  repasse,
  repasses,
  resumoDoPeriodo,
  transacoes,
  type Invoice,
  type OrderTransactionsQuery,
  type Paginated,
} from '../../../shared/api';
import type { Feedback } from '../../api/baseQuery';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';
import type { IsoDate } from '../../ui/dateRange';
import { FINANCE_MESSAGES } from './messages';
import { showAttention } from '../../ui/uiSlice';
import { PAGE_SIZE, payoutsByStatus, periodsFrom, processedRange, transactionsFrom } from './model';

/** Which transactions: a period's (with its date filter) or a settlement's online orders. */
export type TransactionsArgs =
  | { periodId: number; page: number; pageSize: number; range?: { start: IsoDate; end: IsoDate } }
  | { settlementId: number; page: number; pageSize: number };

export interface InvoicesPage {
  rows: Invoice[];
  total: number;
  lastPage: number;
}

function transactionsQuery(args: TransactionsArgs): OrderTransactionsQuery {
  const page = { per_page: args.pageSize, page: args.page };
  if ('settlementId' in args) return { ...page, settlement_period_id: args.settlementId, online_payment: 1 };
  return { ...page, financial_period_id: args.periodId, ...(args.range ? processedRange(args.range) : {}) };
}

/**
 * Finance (spec 02 §2.10–2.12, §2.16, §2.17, §7.6, §7.7): loads only. Every failure is the
 * screen's error state, except the online-payment report, whose refusal is the spec's 'Erro!'.
 */
/** The online payment report of the days from start to end (spec 02 §7.6). */
function reportRequest({ start, end, storeId }: { start: IsoDate; end: IsoDate; storeId: number }, feedback?: Feedback) {
  return request(relatorioPagamentoOnline, { body: { data_inicio: start, data_final: end, id_estabelecimento: storeId } }, feedback ? { feedback } : {});
}

export const financeApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, query } = declaredEndpoints(build);
    return {
      financialPeriods: query({
        query: () => request(periodosFinanceiros, { query: { per_page: PAGE_SIZE.periods, page: 1 } }),
        transformResponse: periodsFrom,
      }),
      periodSummary: query({
        query: (id: number) => request(resumoDoPeriodo, { params: { id } }),
        transformResponse: (answer) => answer.financial_period_summary,
      }),
      transactions: query({
        query: (args: TransactionsArgs) => request(transacoes, { query: transactionsQuery(args) }),
        transformResponse: transactionsFrom,
      }),
      settlements: query({
        query: (page: number) => request(repasses, { query: { per_page: PAGE_SIZE.settlements, page } }),
        transformResponse: (answer) => ({ rows: answer.data, total: answer.paginate_metadata.total }),
      }),
      settlement: query({
        query: (id: number) => request(repasse, { params: { id } }),
        transformResponse: (answer) => answer.settlement_period,
      }),
      /** Spec 02 §7.7: a 404 is an empty list ('Nada por aqui'); any other failure is the screen's error. */
      invoices: build.query<InvoicesPage, { page: number; perPage: number }>({
        async queryFn({ page, perPage }, _api, _extra, baseQuery) {
          const result = await baseQuery(request(faturas, { query: { page, per_page: perPage } }));
          if (result.error) {
            const error = result.error;
            if (error.kind === 'http' && error.status === 404) return { data: { rows: [], total: 0, lastPage: 1 } };
            return { error };
          }
          const answer = result.data as Paginated<Invoice>;
          const meta = answer.paginate_metadata;
          return { data: { rows: answer.data, total: meta.total, lastPage: meta.last_page ?? Math.max(1, Math.ceil(meta.total / perPage)) } };
        },
      }),
      legacyInvoices: read(listarFaturas, (answer) => answer.faturas),
      /**
       * Spec 02 §5, §8: status false is 'Erro!' with the server's text, and an empty report the
       * popup 'Nenhum registro encontrado!'.
       */
      onlinePaymentReport: query({
        query: (args: { start: IsoDate; end: IsoDate; storeId: number }) => reportRequest(args, { refusal: 'error', refusalText: FINANCE_MESSAGES.financeReportRefused }),
        transformResponse: (answer) => answer.report ?? [],
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          const rows = await queryFulfilled.then(
            (r) => r.data,
            () => null,
          );
          if (rows && rows.length === 0) dispatch(showAttention(FINANCE_MESSAGES.financeReportEmpty));
        },
      }),
      /**
       * A financial period's payouts split by their batches' status, from the same report; quietly:
       * the overview shows what it cannot load in place, and a period without online orders is no news.
       */
      periodPayouts: query({
        query: (args: { start: IsoDate; end: IsoDate; storeId: number }) => reportRequest(args),
        transformResponse: (answer) => payoutsByStatus(answer.report ?? []),
      }),
      payoutBatches: query({
        query: ({ page, day }: { page: number; day: IsoDate | null }) =>
          request(lotesDeRepasse, { body: { limit: PAGE_SIZE.payouts, page, paymentData: day ?? '' } }),
        transformResponse: (answer) => ({
          rows: answer.report?.entities ?? [],
          total: answer.report?.count ?? 0,
        }),
      }),
    };
  },
});

export const {
  useFinancialPeriodsQuery,
  usePeriodPayoutsQuery,
  usePeriodSummaryQuery,
  useTransactionsQuery,
  useLazyTransactionsQuery,
  useSettlementsQuery,
  useLazySettlementsQuery,
  useSettlementQuery,
  useInvoicesQuery,
  useLazyInvoicesQuery,
  useLegacyInvoicesQuery,
  useOnlinePaymentReportQuery,
  usePayoutBatchesQuery,
} = financeApi;
