/**
 * The dashboard's figures (spec 02 §2.18, §4 "Dashboard codes", §9 "Dashboard formulas"), from the
 * general report's rows. PD counts as delivered and PC as cancelled; a sale's value is its
 * products minus the store's own discount (the card's tooltip: discount subtracted, delivery fee
 * left out).
 */
import type { DashboardOrderRow } from '../api/areas/reports';
import { subtractReais, sumReais } from './money';
import { cancelledSales } from './cancelled';
import { isDelivered } from './orderStatus';
import { toCents, toReais } from '../format';

export type DashboardRow = Pick<
  DashboardOrderRow,
  'status' | 'valor_pedido' | 'valor_taxa' | 'valor_desconto_rest' | 'valor_desconto_aiboo' | 'comissao' | 'id_cupom' | 'compraGlobal' | 'id_usuario'
>;

/** Products minus the store's discount (reais). */
export function dashboardSaleValue(row: Pick<DashboardRow, 'valor_pedido' | 'valor_desconto_rest'>): number {
  return subtractReais(row.valor_pedido, row.valor_desconto_rest);
}

/** spec 02 §9: delivered value minus the store's discount, over the delivered count (0 without orders). */
export function averageTicket(deliveredValue: number, deliveredCount: number): number {
  return deliveredCount > 0 ? toReais(toCents(deliveredValue / deliveredCount)) : 0;
}

/** spec 02 §9: (total - commission) / commission; 0 when there is no commission. */
export function roi(total: number, commission: number): number {
  return commission > 0 ? (total - commission) / commission : 0;
}

/** spec 02 §9: a ride is an order with a delivery fee above zero. */
export function isRide(row: Pick<DashboardRow, 'valor_taxa'>): boolean {
  return row.valor_taxa > 0;
}

/** spec 02 §9: coupons are delivered orders with a coupon. */
export function hasCoupon(row: Pick<DashboardRow, 'id_cupom'>): boolean {
  return row.id_cupom !== null && row.id_cupom !== 0;
}

export interface DashboardFigures {
  orders: { count: number; value: number };
  /** cancelled.ts: products of the cancelled orders */
  cancelled: { count: number; value: number };
  /** delivered orders with a coupon, and the discount the platform paid on them */
  coupons: { count: number; platformValue: number };
  deliveryFee: { value: number; rides: number };
  averageTicket: number;
  commission: number;
  roi: number;
  /** distinct customers of delivered orders: on their first purchase in the app, or back again */
  users: { new: number; recurring: number };
}

export function dashboardFigures(rows: readonly DashboardRow[]): DashboardFigures {
  const delivered = rows.filter((row) => isDelivered(row.status));
  const withCoupon = delivered.filter(hasCoupon);
  const value = sumReais(delivered.map(dashboardSaleValue));
  const commission = sumReais(delivered.map((row) => row.comissao));
  const newUsers = new Set(delivered.filter((row) => row.compraGlobal === 1).map((row) => row.id_usuario));
  const recurring = new Set(delivered.map((row) => row.id_usuario).filter((id) => !newUsers.has(id)));
  return {
    orders: { count: delivered.length, value },
    // the same definition as Relatório Geral's (cancelled.ts), not the delivered orders' sale value
    cancelled: cancelledSales(rows),
    coupons: { count: withCoupon.length, platformValue: sumReais(withCoupon.map((row) => row.valor_desconto_aiboo)) },
    deliveryFee: { value: sumReais(delivered.map((row) => row.valor_taxa)), rides: delivered.filter(isRide).length },
    averageTicket: averageTicket(value, delivered.length),
    commission,
    roi: roi(value, commission),
    users: { new: newUsers.size, recurring: recurring.size },
  };
}

/**
 * The change from the previous period, as a fraction (0.25 = 25% more); null when the previous
 * period had nothing to compare with.
 */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / Math.abs(previous);
}
