/**
 * The cancelled sales of a period, one definition for every screen and paper that shows them
 * (Painel de Controle, Relatório Geral and its print, the day's closing): the cancelled orders
 * (PC) and the products they would have sold (valor_pedido: no delivery fee, no discount), a
 * figure every form of the report rows carries.
 */
import type { ReportOrderRow } from '../api/areas/reports';
import { sumReais } from './money';
import { isCancelled } from './orderStatus';

export type CancelledRow = Pick<ReportOrderRow, 'status' | 'valor_pedido'>;

/** What the label next to the value says it is. */
export const CANCELLED_SALES_LABEL = 'Vendas canceladas (produtos)';

export function cancelledSales(rows: readonly CancelledRow[]): { count: number; value: number } {
  const cancelled = rows.filter((row) => isCancelled(row.status));
  return { count: cancelled.length, value: sumReais(cancelled.map((row) => row.valor_pedido)) };
}
