/** Relatório Geral's and the operational charts' own rules; the figures are in src/shared/reports. */
import type { DashboardOrderRow, OperationalChartsAnswer } from '../../../shared/api';
import { toCsv } from '../../../shared/csv';
import { orderCsvColumns } from '../../../shared/reports/orderCsv';

/** The report's orders as a Brazilian spreadsheet opens them (shared/csv.ts). */
export function reportCsv(rows: readonly DashboardOrderRow[], timeZone: string): string {
  const columns = orderCsvColumns(timeZone);
  return toCsv(rows, [...columns.order, ...columns.payment, ...columns.money]);
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
