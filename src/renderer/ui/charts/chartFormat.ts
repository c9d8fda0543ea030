/** How the charts write their values and describe themselves to screen readers (pt-BR). */
import { formatBRL, formatNumberBR } from '../../../shared/format';

/** 'money': reais as 'R$ 1.234,50'; 'count': an integer with thousands dots ('1.234'). */
export type ValueFormat = 'money' | 'count';

export function formatChartValue(value: number, format: ValueFormat): string {
  return format === 'money' ? formatBRL(value) : formatNumberBR(value);
}

export interface ChartRow {
  label: string;
  value: string;
}

/** Up to this many values are read out in the chart's label; beyond, the table holds them. */
const READ_OUT_MAX = 12;

/**
 * The chart's accessible label: its title and values ('Pedidos por forma de pagamento: Cartão
 * 12; Dinheiro 5'), or for a long series the title, count and span, the values being in the
 * chart's table.
 */
export function chartSummary(title: string, rows: readonly ChartRow[]): string {
  if (rows.length === 0) return title;
  if (rows.length <= READ_OUT_MAX) return `${title}: ${rows.map((r) => `${r.label} ${r.value}`).join('; ')}`;
  return `${title}: ${rows.length} valores, de ${rows[0]!.label} a ${rows[rows.length - 1]!.label}`;
}
