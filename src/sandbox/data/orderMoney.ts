/**
 * The money of the orders in the database: the payment code of a payment form, the charges
 * written when an order ends, and the ended orders as finance reads them. The rules themselves
 * are shared/finance/orderMoney.ts; this module only reads and writes the order rows.
 */
import type { OrderStatus } from '../../shared/api';
import { CASH_PAYMENT_CODE } from '../../shared/finance/paymentCodes';
import { settleOrder, type SettledOrder, type StoreRates } from '../../shared/finance/orderMoney';
import type { SandboxDb } from '../db';

/** The online payment forms the app offers, by payment code (spec 02 §4: -2, -10, -11, -12). */
export const ONLINE_PAYMENT_FORM_CODES: Readonly<Record<string, number>> = {
  'Pagamento online - Cartão de crédito': -2,
  'Pagamento online - Pix': -10,
  'Pagamento online - Apple Pay': -11,
  'Pagamento online - Google Pay': -12,
};

const CASH_FORM = 'Dinheiro';

/**
 * The payment code of a payment form as the order names it: an online form by the table above,
 * cash -1, and a card or voucher the store accepts by its position in the platform's list (1 up).
 */
export function paymentCodeFor(db: SandboxDb, formaPagamento: string, online: boolean): number {
  const code = ONLINE_PAYMENT_FORM_CODES[formaPagamento];
  if (code !== undefined) return code;
  if (online) return -2;
  if (formaPagamento === CASH_FORM) return CASH_PAYMENT_CODE;
  const position = db.get<{ posicao: number }>('SELECT posicao FROM payment_methods WHERE nome = ?', [formaPagamento]);
  return position ? position.posicao + 1 : 1;
}

/** Who ended an order: the store (its cancellations after accepting are fined) or the platform. */
export type EndedBy = 'loja' | 'plataforma';

export function storeRates(db: SandboxDb, storeId: number): StoreRates {
  const row = db.get<{ comissao_bp: number; taxa_online_bp: number }>('SELECT comissao_bp, taxa_online_bp FROM stores WHERE id = ?', [storeId]);
  return { commissionBp: row?.comissao_bp ?? 1200, onlineTaxBp: row?.taxa_online_bp ?? 349 };
}

interface MoneyRow {
  store_id: number;
  subtotal_cents: number;
  taxa_entrega_cents: number;
  desconto_loja_cents: number;
  desconto_plataforma_cents: number;
  pagamento: number;
  contestado: number;
}

/**
 * Writes what an order's new status means for its money: PD or PC settles it (commission,
 * online-payment tax, fine, retained, finalizado_em = at); any other status, as when the
 * platform reopens an order, leaves it unsettled. `previous` is the status it had before.
 */
export function applyStatusMoney(db: SandboxDb, orderId: number, status: OrderStatus, previous: OrderStatus, at: number, by: EndedBy): void {
  if (status !== 'PD' && status !== 'PC') {
    db.run('UPDATE orders SET finalizado_em = NULL, comissao_cents = 0, taxa_online_cents = 0, multa_cents = 0, retido_cents = 0 WHERE id = ?', [orderId]);
    return;
  }
  const row = db.get<MoneyRow>(
    `SELECT store_id, subtotal_cents, taxa_entrega_cents, desconto_loja_cents, desconto_plataforma_cents, pagamento, contestado
       FROM orders WHERE id = ?`,
    [orderId],
  );
  if (!row) return;
  const charges = settleOrder(
    {
      subtotalCents: row.subtotal_cents,
      deliveryFeeCents: row.taxa_entrega_cents,
      storeDiscountCents: row.desconto_loja_cents,
      sponsoredDiscountCents: row.desconto_plataforma_cents,
      paymentCode: row.pagamento,
      outcome: status === 'PD' ? 'delivered' : 'cancelled',
      cancelledAfterAccepting: by === 'loja' && previous !== 'PP',
      disputed: row.contestado === 1,
    },
    storeRates(db, row.store_id),
  );
  db.run('UPDATE orders SET finalizado_em = ?, comissao_cents = ?, taxa_online_cents = ?, multa_cents = ?, retido_cents = ? WHERE id = ?', [
    at,
    charges.commissionCents,
    charges.onlineTaxCents,
    charges.fineCents,
    charges.retainedCents,
    orderId,
  ]);
}

/** An ended order's row as finance reads it (see ENDED_ORDER_COLUMNS). */
export interface EndedOrderRow {
  id: number;
  hash: string;
  status: string;
  created_at: number;
  finalizado_em: number;
  subtotal_cents: number;
  taxa_entrega_cents: number;
  desconto_loja_cents: number;
  desconto_plataforma_cents: number;
  pagamento: number;
  comissao_cents: number;
  taxa_online_cents: number;
  multa_cents: number;
  retido_cents: number;
  /** 1 when a fine-reversal request of the order was approved */
  multa_estornada: number;
}

/** The columns of EndedOrderRow, for `SELECT ${ENDED_ORDER_COLUMNS} FROM orders o ...`. */
export const ENDED_ORDER_COLUMNS = `o.id, o.hash, o.status, o.created_at, o.finalizado_em, o.subtotal_cents, o.taxa_entrega_cents,
  o.desconto_loja_cents, o.desconto_plataforma_cents, o.pagamento, o.comissao_cents, o.taxa_online_cents, o.multa_cents,
  o.retido_cents,
  COALESCE((SELECT r.is_approved FROM fine_reversals r WHERE r.order_id = o.id), 0) AS multa_estornada`;

export function settledOrder(row: EndedOrderRow): SettledOrder {
  return {
    subtotalCents: row.subtotal_cents,
    deliveryFeeCents: row.taxa_entrega_cents,
    storeDiscountCents: row.desconto_loja_cents,
    sponsoredDiscountCents: row.desconto_plataforma_cents,
    paymentCode: row.pagamento,
    commissionCents: row.comissao_cents,
    onlineTaxCents: row.taxa_online_cents,
    fineCents: row.multa_cents,
    retainedCents: row.retido_cents,
    outcome: row.status === 'PD' ? 'delivered' : 'cancelled',
    fineReversed: row.multa_estornada === 1,
  };
}
