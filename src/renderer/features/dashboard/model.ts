/**
 * The dashboard screen's own rules (spec 02 §2.18, §5 "Dashboard"): the dates the platform sends
 * back with a refusal, and how a card's change from the previous period reads. The figures are
 * in src/shared/reports/dashboard.ts.
 */
import { formatBRL, formatNumberBR } from '../../../shared/format';
import { previousComparablePeriod, relativeChange } from '../../../shared/reports';
import { rangeForPeriod, type IsoDate } from '../../ui/dateRange';

/**
 * The periods the dashboard opens on (spec 02 §2.18): the last 30 days up to the store's `today`,
 * and the period before on the same weekdays. One home for the page's first query and its
 * route's preload, which must ask with the same args to land in the same cache entries.
 */
export function openingPeriods(today: IsoDate): { period: { start: IsoDate; end: IsoDate }; previous: { start: IsoDate; end: IsoDate } } {
  const period = rangeForPeriod(30, today);
  return { period, previous: previousComparablePeriod(period.start, period.end) };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period a refusal's answer carries (data_inicio, data_final), when both are days. */
export function serverDates(body: unknown): { start: string; end: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { data_inicio: start, data_final: end } = body as { data_inicio?: unknown; data_final?: unknown };
  const day = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 10) : '');
  return ISO_DAY.test(day(start)) && ISO_DAY.test(day(end)) ? { start: day(start), end: day(end) } : null;
}

export type Trend = 'up' | 'down' | 'same' | 'none';

/** '+12,5%', '−3%', '0%' or null (nothing to compare with), and which way it went. */
export function changeFromPrevious(current: number, previous: number | undefined): { text: string | null; trend: Trend } {
  if (previous === undefined) return { text: null, trend: 'none' };
  const change = relativeChange(current, previous);
  if (change === null) return { text: null, trend: 'none' };
  const percent = formatNumberBR(Math.abs(change) * 100, 1);
  if (percent === '0') return { text: '0%', trend: 'same' };
  return change > 0 ? { text: `+${percent}%`, trend: 'up' } : { text: `−${percent}%`, trend: 'down' };
}

/** The cards' tooltips (spec 02 §2.18). */
export const DASHBOARD_HINTS = {
  orders: 'Pedidos entregues no período. O valor já tem o desconto da loja subtraído e não inclui a taxa de entrega.',
  cancelled: 'Pedidos cancelados no período e o valor dos produtos que venderiam, sem taxa de entrega nem descontos (o mesmo do Relatório Geral).',
  coupons: 'Pedidos entregues com cupom e o valor das vendas feitas por conta da plataforma (descontos que ela paga).',
  deliveryFee: 'Taxas de entrega dos pedidos entregues; corridas são os pedidos com taxa de entrega acima de zero.',
  averageTicket: 'Valor dos pedidos entregues, menos o desconto da loja, dividido pelo número de pedidos entregues.',
  roi: `Para cada ${formatBRL(1)} pago em comissão, este valor em vendas foi entregue.`,
  users: 'Clientes dos pedidos entregues: novos fizeram a primeira compra no aplicativo no período; recorrentes já tinham comprado.',
} as const;
