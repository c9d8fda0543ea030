/**
 * The platform's numeric payment codes (spec 02 §4 Payment code): -2, -10, -11 and -12 are paid
 * online in the app; -1 is cash at the door; any other code is a card (or voucher) at the door.
 * One home for the groups: the sales history, the dashboard, finance and the sandbox read them here.
 */

export const CASH_PAYMENT_CODE = -1;
export const ONLINE_PAYMENT_CODES: readonly number[] = [-2, -10, -11, -12];

export type PaymentKind = 'online' | 'cash' | 'card';

/** The group of a payment code; text codes ('-2') are read as numbers. */
export function paymentKind(code: number | string): PaymentKind {
  const n = Number(code);
  if (ONLINE_PAYMENT_CODES.includes(n)) return 'online';
  if (n === CASH_PAYMENT_CODE) return 'cash';
  return 'card';
}

export const isOnlinePayment = (code: number | string): boolean => paymentKind(code) === 'online';

/** How each group is named on screen. */
export const PAYMENT_KIND_LABEL: Record<PaymentKind, string> = {
  online: 'Pagamento online',
  cash: 'Dinheiro',
  card: 'Cartão',
};
