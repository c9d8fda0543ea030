/** Relatório Geral's and the operational charts' own rules; the figures are in src/shared/reports. */
import type { DashboardOrderRow, OperationalChartsAnswer } from '../../../shared/api';
import { csvDateTime, csvMoney, toCsv } from '../../../shared/csv';
import { orderStatusLabel, paymentGroupLabel, toCents } from '../../../shared/reports';

/** The report's orders as a Brazilian spreadsheet opens them (shared/csv.ts). */
export function reportCsv(rows: readonly DashboardOrderRow[], timeZone: string): string {
  return toCsv(rows, [
    { header: 'Pedido', value: (r) => r.hash_pedido },
    { header: 'Data', value: (r) => csvDateTime(r.data_criacao, timeZone) },
    { header: 'Cliente', value: (r) => r.usuario_nome },
    { header: 'Status', value: (r) => orderStatusLabel(r.status) },
    { header: 'Tipo de pagamento', value: (r) => paymentGroupLabel(r.pagamento) },
    { header: 'Forma de pagamento', value: (r) => r.forma_pagamento },
    { header: 'Subtotal', value: (r) => csvMoney(toCents(r.valor_pedido)) },
    { header: 'Desconto', value: (r) => csvMoney(toCents(r.valor_desconto)) },
    { header: 'Taxa de entrega', value: (r) => csvMoney(toCents(r.valor_taxa)) },
    { header: 'Total', value: (r) => csvMoney(toCents(r.valor_total)) },
  ]);
}

/** Weekdays as the platform numbers them (1 Sunday ... 7 Saturday). */
export const WEEKDAY_NAMES = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'] as const;

/** Orders per weekday, every day from Sunday to Saturday (0 where the platform sent none). */
export function ordersByWeekday(days: OperationalChartsAnswer['diaSemana']): { label: string; value: number }[] {
  return WEEKDAY_NAMES.map((label, index) => ({
    label,
    value: days.filter((d) => d.dia === index + 1).reduce((sum, d) => sum + d.qtde, 0),
  }));
}
