/** The finance tables as CSV (shared/csv.ts: semicolon, decimal comma, dd/MM/yyyy, UTF-8 with BOM). */
import type { Invoice, LegacyInvoice, OnlinePaymentReportRow, OrderTransaction, PayoutBatch, SettlementPeriod } from '../../../shared/api';
import { csvDate, csvDateTime, csvMoney, toCsv, type CsvColumn } from '../../../shared/csv';
import { PLATFORM_TIME_ZONE } from '../../../shared/time';
import {
  BALANCE_TYPE_LABEL,
  balanceType,
  calendarDay,
  invoiceStatusLabel,
  invoiceValue,
  legacyInvoiceStatusLabel,
  paymentTypeLabel,
  type GrossToNet,
} from './model';
import { toCents } from '../../../shared/format';

/** A platform date as its calendar day (no time zone can move it, so the zone given is never used). */
const day = (text: string) => csvDate(calendarDay(text) ?? text, PLATFORM_TIME_ZONE);
/** a value in reais as a CSV cell */
const csvReais = (reais: number) => csvMoney(toCents(reais));

/** Instants (an order's, a payment's) are written on the store's clock, `timeZone` (time.ts). */
const transactionColumns = (timeZone: string): CsvColumn<OrderTransaction>[] => [
  { header: 'Pedido', value: (t) => t.order_hash },
  { header: 'Data do pedido', value: (t) => csvDateTime(t.order_created_at, timeZone) },
  { header: 'Processado em', value: (t) => csvDateTime(t.created_at, timeZone) },
  { header: 'Pagamento', value: (t) => paymentTypeLabel(t.payment_type) },
  { header: 'Forma de pagamento', value: (t) => t.payment_method },
  { header: 'Subtotal', value: (t) => csvMoney(t.subtotal_value) },
  { header: 'Entrega', value: (t) => csvMoney(t.delivery_value) },
  { header: 'Desconto da loja', value: (t) => csvMoney(t.discount_value) },
  { header: 'Desconto patrocinado', value: (t) => csvMoney(t.sponsored_discount_value) },
  { header: 'Total', value: (t) => csvMoney(t.total_value) },
  { header: 'Pago online', value: (t) => csvMoney(t.online_payment_value) },
  { header: 'Comissão', value: (t) => csvMoney(t.commission_value) },
  { header: 'Taxa de pagamento online', value: (t) => csvMoney(t.online_payment_tax_value) },
  { header: 'Multa', value: (t) => csvMoney(t.fine_value) },
  { header: 'Retido', value: (t) => csvMoney(t.retained_value) },
  { header: 'Líquido', value: (t) => csvMoney(t.nett_value) },
];

export const transactionsCsv = (rows: readonly OrderTransaction[], timeZone: string): string => toCsv(rows, transactionColumns(timeZone));

export function settlementsCsv(rows: readonly SettlementPeriod[]): string {
  return toCsv(rows, [
    { header: 'Semana de', value: (s) => day(s.starts_at) },
    { header: 'Até', value: (s) => day(s.ends_at) },
    { header: 'Data do repasse', value: (s) => day(s.settlement_date) },
    { header: 'Pedidos', value: (s) => s.order_count },
    { header: 'Total', value: (s) => csvMoney(s.total_value) },
    { header: 'Subtotal', value: (s) => csvMoney(s.subtotal_value) },
    { header: 'Entrega', value: (s) => csvMoney(s.delivery_value) },
    { header: 'Pago online', value: (s) => csvMoney(s.online_payment_value) },
    { header: 'Comissão', value: (s) => csvMoney(s.commission_value) },
    { header: 'Retido', value: (s) => csvMoney(s.retained_value) },
    { header: 'Valor do repasse', value: (s) => csvMoney(s.merchant_split_value) },
  ]);
}

export function invoicesCsv(rows: readonly Invoice[]): string {
  return toCsv(rows, [
    { header: 'Fatura', value: (i) => i.hash },
    { header: 'Início', value: (i) => day(i.starts_at) },
    { header: 'Fim', value: (i) => day(i.ends_at) },
    { header: 'Vencimento', value: (i) => day(i.overdues_at) },
    // the screen's Valor, with its sign: what the store pays
    { header: 'Valor', value: (i) => csvMoney(invoiceValue(i)) },
    { header: 'Tipo', value: (i) => BALANCE_TYPE_LABEL[balanceType(i.balance)] },
    { header: 'Situação', value: (i) => invoiceStatusLabel(i.status) },
  ]);
}

export function legacyInvoicesCsv(rows: readonly LegacyInvoice[]): string {
  return toCsv(rows, [
    { header: 'Fatura', value: (f) => f.hash_fatura },
    { header: 'Referência', value: (f) => f.referencia },
    { header: 'Vencimento', value: (f) => day(f.data_vencimento) },
    { header: 'Valor', value: (f) => csvReais(f.valor_pagar) },
    { header: 'Situação', value: (f) => legacyInvoiceStatusLabel(f.status) },
  ]);
}

export function reportCsv(rows: readonly OnlinePaymentReportRow[], timeZone: string): string {
  return toCsv(rows, [
    { header: 'Pedido', value: (r) => r.orderHash },
    { header: 'Data', value: (r) => csvDateTime(r.transactionDate, timeZone) },
    { header: 'Total do pedido', value: (r) => csvReais(r.orderAmountTotal) },
    { header: 'Valor para a loja', value: (r) => csvReais(r.finalEstablishment) },
    { header: 'Forma de pagamento', value: (r) => r.paymentType },
    // the platform's words, as the screen shows them (spec 02 §4: PAGO, AGUARDANDO LOTE, others)
    { header: 'Situação', value: (r) => r.status },
  ]);
}

export function batchesCsv(rows: readonly PayoutBatch[], timeZone: string): string {
  return toCsv(rows, [
    { header: 'Lote', value: (b) => b.id },
    { header: 'De', value: (b) => day(b.date_from) },
    { header: 'Até', value: (b) => day(b.date_to) },
    { header: 'Situação', value: (b) => b.status },
    { header: 'Valor para a loja', value: (b) => csvReais(b.value_final_establishment) },
    { header: 'Comissão', value: (b) => csvReais(b.value_commission) },
    { header: 'Taxa', value: (b) => csvReais(b.value_tax) },
    { header: 'Retido', value: (b) => csvReais(b.retained_value) },
    { header: 'Compensado', value: (b) => csvReais(b.compensated_value) },
    { header: 'Pago em', value: (b) => (b.finished_at ? csvDateTime(b.finished_at, timeZone) : '') },
  ]);
}

/** The way from gross to net, line by line, with the platform's total and the difference. */
export function grossToNetCsv(g: GrossToNet): string {
  const rows = [
    ...g.lines.map((l) => ({ label: l.label, cents: l.cents })),
    { label: 'Soma das partes', cents: g.parts },
    { label: 'Total da plataforma', cents: g.platformTotal },
    { label: 'Diferença', cents: g.difference },
  ];
  return toCsv(rows, [
    { header: 'Linha', value: (r) => r.label },
    { header: 'Valor', value: (r) => csvMoney(r.cents) },
  ]);
}
