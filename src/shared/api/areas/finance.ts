import * as z from 'zod/mini';
import { json, legacy } from '../declare';
import { envelopeFields, flexNumber, flexText } from '../schema';

/*
 * Finance (spec 02 §3, §4, §7.6, §7.7). Money of the JSON base is in cents; money of the legacy
 * base (faturas, the online-payment report and batches) in reais. A "date" of the JSON base is
 * 'yyyy-MM-dd', possibly followed by a time ('2026-05-01T00:00:00.000000Z'): the panel reads its
 * calendar day only and shows it at noon, so no time zone moves it to the day before.
 */

// The answers as the panel checks them; each type is the schema's output (what the panel reads).

const cents = flexNumber;
const id = flexNumber;

/** The paginated form of the JSON base's lists. */
export const paginateMetadataSchema = z.object({
  total: flexNumber,
  per_page: z.optional(flexNumber),
  current_page: z.optional(flexNumber),
  last_page: z.optional(flexNumber),
});
export type PaginateMetadata = z.output<typeof paginateMetadataSchema>;

export interface Paginated<T> {
  data: T[];
  paginate_metadata: PaginateMetadata;
}

const paginated = <T extends z.core.SomeType>(item: T) => z.object({ data: z.array(item), paginate_metadata: paginateMetadataSchema });

const invoiceStatusSchema = z.enum(['processing', 'accumulated', 'pending', 'overdue', 'paid', 'canceled']);
export type InvoiceStatus = z.output<typeof invoiceStatusSchema>;

export const invoiceSchema = z.object({
  id,
  hash: flexText,
  starts_at: flexText,
  ends_at: flexText,
  /** cents; negative for amounts due */
  balance: cents,
  /** yyyy-mm-dd */
  overdues_at: flexText,
  status: invoiceStatusSchema,
  pdf_url: flexText,
  invoice_url: flexText,
  nfs: z.array(z.object({ type: z.enum(['commission', 'online_payment']), pdf: flexText })),
});
export type Invoice = z.output<typeof invoiceSchema>;

export const invoicesPageSchema = paginated(invoiceSchema);

/** Legacy invoice status: PG paid, AT pending, VC overdue, IS exempt, FA accumulated. */
const legacyInvoiceSchema = z.object({
  hash_fatura: flexText,
  referencia: flexText,
  /** reais */
  valor_pagar: flexNumber,
  data_vencimento: flexText,
  status: z.enum(['PG', 'AT', 'VC', 'IS', 'FA']),
  fatura_link: flexText,
  nfse_link: flexText,
  boleto_link: flexText,
});
export type LegacyInvoice = z.output<typeof legacyInvoiceSchema>;
export type LegacyInvoiceStatus = LegacyInvoice['status'];

export const legacyInvoicesSchema = z.object({ ...envelopeFields, faturas: z.array(legacyInvoiceSchema) });

/** Financial period, older form (finance/financial-periods). */
const financialPeriodOlderFormSchema = z.object({ id, start_at: flexText, end_at: flexText });

/** Financial period, paginated form (financial-periods). */
const financialPeriodPagedFormSchema = z.object({ id, starts_at: flexText, ends_at: flexText });

/** Both answer forms of the financial periods (spec 02 §7.7). */
export const financialPeriodsSchema = z.union([
  z.object({ financial_periods: z.array(financialPeriodOlderFormSchema) }),
  paginated(financialPeriodPagedFormSchema),
]);
export type FinancialPeriodsAnswer = z.output<typeof financialPeriodsSchema>;

/**
 * A financial period's figures, in cents (spec 02 §3 Financial period summary). total_value: what
 * the customers paid (products + delivery − every discount); online_payment_value: what they paid
 * online; discount_value: the store's own discounts; sponsored_discount_value: coupons at the
 * platform's expense; total_online_payment_value: what the settlements pay the store for the
 * online orders; total_offline_payment_value: what the customers paid at the door (the store
 * holds it); balance_value: what the platform owes the store for the period (negative: the store
 * owes); sponsored_discount_balance_value: the sponsored discounts the platform pays the store;
 * custom_transaction_value: manual credits and debits of the platform's team.
 */
export const SUMMARY_FIELDS = [
  'total_value',
  'subtotal_value',
  'delivery_value',
  'commission_value',
  'online_payment_tax_value',
  'online_payment_value',
  'cash_value',
  'card_on_delivery_value',
  'total_discount_value',
  'discount_value',
  'sponsored_discount_value',
  'total_online_payment_value',
  'total_offline_payment_value',
  'fine_value',
  'balance_value',
  'sponsored_discount_balance_value',
  'retained_value',
  'order_count',
  'custom_transaction_value',
  'commissionable_subtotal_value',
  'commissionable_delivery_value',
] as const;

export const financialPeriodSummarySchema = z.object({
  financial_period_summary: z.object(
    Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, cents])) as Record<(typeof SUMMARY_FIELDS)[number], typeof cents>,
  ),
});
export type FinancialPeriodSummary = z.output<typeof financialPeriodSummarySchema>['financial_period_summary'];

/** A ledger line of an order (sale, discount, commission, online_payment_tax, fine, fine_reversal, retained); value in cents, signed from the store's point of view. */
const transactionOperationSchema = z.object({ type: flexText, value: cents, description: flexText });

/** An order's money in a period (spec 02 §3 Order transaction), in cents; its operations sum to nett_value. */
export const orderTransactionSchema = z.object({
  id,
  order_id: id,
  order_hash: flexText,
  /** when the order ended and its money was processed */
  created_at: flexText,
  order_created_at: flexText,
  /** online, cash or card (spec 02 §4 Payment code groups) */
  payment_type: flexText,
  /** the payment form as the customer chose it */
  payment_method: flexText,
  operations: z.array(transactionOperationSchema),
  subtotal_value: cents,
  delivery_value: cents,
  total_value: cents,
  online_payment_value: cents,
  commission_value: cents,
  nett_value: cents,
  discount_value: cents,
  sponsored_discount_value: cents,
  online_payment_tax_value: cents,
  fine_value: cents,
  retained_value: cents,
  financial_period_id: id,
  settlement_period_id: z.nullable(id),
});
export type OrderTransaction = z.output<typeof orderTransactionSchema>;

/** Both answer forms of the order transactions (spec 02 §7.7). */
export const orderTransactionsSchema = z.union([z.object({ order_transactions: z.array(orderTransactionSchema) }), paginated(orderTransactionSchema)]);
export type OrderTransactionsAnswer = z.output<typeof orderTransactionsSchema>;

/** The order transactions' filter (both paths). */
export const orderTransactionsQuerySchema = z.object({
  per_page: z.optional(z.number()),
  page: z.optional(z.number()),
  financial_period_id: z.optional(z.number()),
  settlement_period_id: z.optional(z.number()),
  /** 1: only orders paid online */
  online_payment: z.optional(z.number()),
  /** 'yyyy-MM-dd HH:mm:ss', start of the first day */
  processed_at_start: z.optional(z.string()),
  /** 'yyyy-MM-dd HH:mm:ss', end of the last day */
  processed_at_end: z.optional(z.string()),
});
export type OrderTransactionsQuery = z.input<typeof orderTransactionsQuerySchema>;

/** A weekly settlement of the online payments (spec 02 §3 Settlement period), in cents. */
export const settlementPeriodSchema = z.object({
  id,
  /** the week it settles, Monday to Sunday */
  starts_at: flexText,
  ends_at: flexText,
  /** the day the money is paid */
  settlement_date: flexText,
  /** what the store receives: its orders' net */
  merchant_split_value: cents,
  total_value: cents,
  subtotal_value: cents,
  delivery_value: cents,
  online_payment_value: cents,
  commission_value: cents,
  retained_value: cents,
  online_payment_tax_value: cents,
  discount_value: cents,
  order_count: flexNumber,
});
export type SettlementPeriod = z.output<typeof settlementPeriodSchema>;

export const settlementPeriodsSchema = paginated(settlementPeriodSchema);
export const settlementPeriodAnswerSchema = z.object({ settlement_period: settlementPeriodSchema });

/** A row of the online-payment report (spec 02 §3), in reais. */
const onlinePaymentReportRowSchema = z.object({
  orderHash: flexText,
  /** 'yyyy-MM-dd HH:mm:ss', São Paulo time */
  transactionDate: flexText,
  orderAmountTotal: flexNumber,
  finalEstablishment: flexNumber,
  paymentType: flexText,
  /** PAGO, AGUARDANDO LOTE or another state of the batch */
  status: flexText,
});
export type OnlinePaymentReportRow = z.output<typeof onlinePaymentReportRowSchema>;

export const onlinePaymentReportSchema = z.object({ ...envelopeFields, report: z.optional(z.array(onlinePaymentReportRowSchema)) });

/** A payout batch of the online payments (spec 02 §3), in reais. */
export const payoutBatchSchema = z.object({
  id,
  establishment_id: id,
  establishment: flexText,
  value_final_establishment: flexNumber,
  value_tax: flexNumber,
  value_commission: flexNumber,
  /** yyyy-mm-dd */
  date_from: flexText,
  date_to: flexText,
  status: flexText,
  token: flexText,
  retained_value: flexNumber,
  compensated_value: flexNumber,
  invoice_id: z.nullable(id),
  /** 'yyyy-MM-dd HH:mm:ss' or null while not paid */
  finished_at: z.nullable(z.string()),
  complete_description: flexText,
});
export type PayoutBatch = z.output<typeof payoutBatchSchema>;

export const payoutBatchesSchema = z.object({
  ...envelopeFields,
  report: z.optional(z.object({ entities: z.array(payoutBatchSchema), count: flexNumber })),
});

// ---- endpoints (spec 02 §7.6, §7.7) -----------------------------------------------------------

const pageQuerySchema = z.object({ per_page: z.optional(z.number()), page: z.optional(z.number()) });
/** An unknown status lists every invoice, as the platform does. */
const invoicesQuerySchema = z.object({ status: z.optional(z.string()), page: z.optional(z.number()), per_page: z.optional(z.number()) });

export const listarFaturas = legacy.get('faturas/listar', { answer: legacyInvoicesSchema });
/** The online payment report of a period (days yyyy-MM-dd or dd/MM/yyyy); refused with status false. */
export const relatorioPagamentoOnline = legacy.post('pagamentoonline/getReportTransactions', {
  body: z.object({ data_inicio: z.string(), data_final: z.string(), id_estabelecimento: z.number() }),
  answer: onlinePaymentReportSchema,
});
/** The payout batches, a page at a time; `paymentData` narrows them to a day. */
export const lotesDeRepasse = legacy.post('pagamentoonline/getReportBatch', {
  body: z.object({ limit: z.number(), page: z.number(), paymentData: z.optional(z.string()) }),
  answer: payoutBatchesSchema,
});
/** The JSON base's invoices; a store without any is a 404. */
export const faturas = json.get('invoices', { query: invoicesQuerySchema, answer: invoicesPageSchema });
/** §7.7: the older path answers the older form, the newer one the paginated form. */
export const periodosFinanceirosFormaAntiga = json.get('finance/financial-periods', { query: pageQuerySchema, answer: financialPeriodsSchema });
export const periodosFinanceiros = json.get('financial-periods', { query: pageQuerySchema, answer: financialPeriodsSchema });
export const resumoDoPeriodo = json.get('financial-periods/:id', { answer: financialPeriodSummarySchema });
export const resumoDoPeriodoFormaAntiga = json.get('finance/financial-periods/:id', { answer: financialPeriodSummarySchema });
/** The older path lists everything the filter matches, without pages. */
export const transacoesFormaAntiga = json.get('finance/order-transactions', { query: orderTransactionsQuerySchema, answer: orderTransactionsSchema });
export const transacoes = json.get('order-transactions', { query: orderTransactionsQuerySchema, answer: orderTransactionsSchema });
export const repasses = json.get('settlement-periods', { query: pageQuerySchema, answer: settlementPeriodsSchema });
export const repasse = json.get('settlement-periods/:id', { answer: settlementPeriodAnswerSchema });
