/**
 * 'Fechamento do dia': the figures of a day's closing, from that day's report rows. The same
 * rules as the sales history (payment groups, delivered orders only) and Relatório Geral (Total
 * Geral), so the paper and the screens agree.
 */
import type { ReportOrderRow } from '../api/areas/reports';
import { salesSummary, type PaymentGroupTotal } from './salesHistory';
import { reportTotals } from './totalGeral';

export type ClosingRow = Pick<ReportOrderRow, 'status' | 'pagamento' | 'valor_pedido' | 'valor_taxa' | 'valor_desconto'>;

export interface DayClosing {
  /** yyyy-MM-dd */
  day: string;
  /** every order of the day, whatever its status */
  orders: number;
  /** delivered orders per payment group: count and products plus delivery fee (reais) */
  byPayment: PaymentGroupTotal[];
  delivered: { count: number; total: number };
  cancelled: { count: number; value: number };
  effectiveOrders: number;
  deliveryFee: number;
  discounts: number;
  totalGeral: number;
}

export function dayClosing(day: string, rows: readonly ClosingRow[]): DayClosing {
  const sales = salesSummary(rows);
  const totals = reportTotals(rows);
  return {
    day,
    orders: totals.orders,
    byPayment: sales.byGroup,
    delivered: { count: sales.count, total: sales.total },
    cancelled: { count: totals.cancelled, value: totals.cancelledValue },
    effectiveOrders: totals.effectiveOrders,
    deliveryFee: totals.deliveryFee,
    discounts: totals.discounts,
    totalGeral: totals.totalGeral,
  };
}
