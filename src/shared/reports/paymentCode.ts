/**
 * The payment-code rule (spec 02 §4, "Payment code"): an order's numeric payment code says how it
 * was paid. -2, -10, -11 and -12 are online, -1 is cash, any other code is a card (on delivery).
 */

export type PaymentGroup = 'card' | 'cash' | 'online';

/** In the order the sales history lists them (spec 02 §2.9: card, cash, online). */
export const PAYMENT_GROUPS: readonly PaymentGroup[] = ['card', 'cash', 'online'];

export const PAYMENT_GROUP_LABELS: Readonly<Record<PaymentGroup, string>> = {
  card: 'Cartão',
  cash: 'Dinheiro',
  online: 'Online',
};

export const ONLINE_PAYMENT_CODES: readonly number[] = [-2, -10, -11, -12];
export const CASH_PAYMENT_CODE = -1;

/** The group of a payment code, as a number or its text ('-1'). */
export function paymentGroup(code: number | string): PaymentGroup {
  const value = Number(code);
  if (ONLINE_PAYMENT_CODES.includes(value)) return 'online';
  if (value === CASH_PAYMENT_CODE) return 'cash';
  return 'card';
}

export function paymentGroupLabel(code: number | string): string {
  return PAYMENT_GROUP_LABELS[paymentGroup(code)];
}
