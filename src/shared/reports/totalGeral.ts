/**
 * Relatório Geral's totals (spec 02 §2.14, §9): Total Geral = effective orders + delivery fee -
 * discounts, where the effective orders are the delivered ones (PD).
 */
import type { ReportOrderRow } from '../api/areas/reports';
import { subtractReais, sumReais } from './money';
import { cancelledSales } from './cancelled';
import { isDelivered } from './orderStatus';

export type TotalsRow = Pick<ReportOrderRow, 'status' | 'valor_pedido' | 'valor_taxa' | 'valor_desconto'>;

/** spec 02 §9: effective orders + delivery fee - discounts (reais). */
export function totalGeral(parts: { effectiveOrders: number; deliveryFee: number; discounts: number }): number {
  return subtractReais(sumReais([parts.effectiveOrders, parts.deliveryFee]), parts.discounts);
}

export interface ReportTotals {
  /** every order of the period */
  orders: number;
  delivered: number;
  cancelled: number;
  /** products of the cancelled orders, reais (cancelled.ts: the one definition) */
  cancelledValue: number;
  /** products of the delivered orders, reais */
  effectiveOrders: number;
  deliveryFee: number;
  discounts: number;
  totalGeral: number;
}

export function reportTotals(rows: readonly TotalsRow[]): ReportTotals {
  const delivered = rows.filter((row) => isDelivered(row.status));
  const cancelled = cancelledSales(rows);
  const effectiveOrders = sumReais(delivered.map((row) => row.valor_pedido));
  const deliveryFee = sumReais(delivered.map((row) => row.valor_taxa));
  const discounts = sumReais(delivered.map((row) => row.valor_desconto));
  return {
    orders: rows.length,
    delivered: delivered.length,
    cancelled: cancelled.count,
    cancelledValue: cancelled.value,
    effectiveOrders,
    deliveryFee,
    discounts,
    totalGeral: totalGeral({ effectiveOrders, deliveryFee, discounts }),
  };
}
