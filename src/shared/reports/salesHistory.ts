/**
 * The sales history's figures (spec 02 §2.9, §4 "Payment code"): the value of a sale is its
 * products plus the delivery fee, and only delivered orders (PD) are summed, overall and per
 * payment group (card, cash, online: the payment-code rule of shared/finance/paymentCodes.ts).
 */
import type { ReportOrderRow } from '../api/areas/reports';
import { sumReais } from './money';
import { isDelivered } from './orderStatus';
import { PAYMENT_KIND_LABEL, paymentKind, type PaymentKind } from '../finance/paymentCodes';

/** In the order the sales history lists them (spec 02 §2.9: card, cash, online). */
export const PAYMENT_GROUPS: readonly PaymentKind[] = ['card', 'cash', 'online'];

/** A row's payment type as the screens read it: 'Cartão', 'Dinheiro' or 'Pagamento online'. */
export function paymentGroupLabel(code: number | string): string {
  return PAYMENT_KIND_LABEL[paymentKind(code)];
}

export type SaleRow = Pick<ReportOrderRow, 'status' | 'pagamento' | 'valor_pedido' | 'valor_taxa'>;

export interface PaymentGroupTotal {
  group: PaymentKind;
  label: string;
  count: number;
  /** reais */
  total: number;
}

export interface SalesSummary {
  /** delivered orders */
  count: number;
  /** their products plus delivery fees, reais */
  total: number;
  /** card, cash and online, always all three */
  byGroup: PaymentGroupTotal[];
}

/** Products plus delivery fee (spec 02 §2.9). */
export function saleValue(row: Pick<ReportOrderRow, 'valor_pedido' | 'valor_taxa'>): number {
  return sumReais([row.valor_pedido, row.valor_taxa]);
}

/** Count and value of the delivered orders of each payment group. */
export function salesByPaymentGroup(rows: readonly SaleRow[]): PaymentGroupTotal[] {
  const delivered = rows.filter((row) => isDelivered(row.status));
  return PAYMENT_GROUPS.map((group) => {
    const mine = delivered.filter((row) => paymentKind(row.pagamento) === group);
    return { group, label: PAYMENT_KIND_LABEL[group], count: mine.length, total: sumReais(mine.map(saleValue)) };
  });
}

export function salesSummary(rows: readonly SaleRow[]): SalesSummary {
  const byGroup = salesByPaymentGroup(rows);
  return {
    count: byGroup.reduce((sum, g) => sum + g.count, 0),
    total: sumReais(byGroup.map((g) => g.total)),
    byGroup,
  };
}
