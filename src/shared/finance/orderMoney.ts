/**
 * The money rules of an order, in one home (cents everywhere). The sandbox applies them when an
 * order ends (history, live orders, the control API) and sums them for every finance answer
 * (financial periods, transactions, settlements, invoices, payout batches); the panel uses the
 * same identities to go from gross sales to what the store receives.
 *
 * How the money flows:
 * - Paid online (codes -2, -10, -11, -12): the platform holds the customer's payment and pays the
 *   store its share in the weekly settlement: total + sponsored discount − commission −
 *   online-payment tax − retained.
 * - Paid at the door (cash, card): the store holds the money; the commission (less the sponsored
 *   discount the platform owes the store) goes to the monthly invoice.
 * - A cancelled order sells nothing; a cancellation fine goes to the monthly invoice, unless a
 *   fine-reversal request was approved.
 * For every order: net = gross − store discount − commission − online-payment tax − fine −
 * retained = balance with the platform + what the customer paid at the door.
 */
import { isOnlinePayment, paymentKind } from './paymentCodes';

/** The store's contract with the platform, in basis points (1200 = 12 %). */
export interface StoreRates {
  /** on the products sold, less the store's own discount (the delivery fee is not commissioned) */
  commissionBp: number;
  /** on what the customer paid online */
  onlineTaxBp: number;
}

/** What the customer ordered and how they paid. */
export interface OrderAmounts {
  subtotalCents: number;
  deliveryFeeCents: number;
  /** the store's own discount or coupon: the store bears it */
  storeDiscountCents: number;
  /** a coupon at the platform's expense: the platform pays it to the store */
  sponsoredDiscountCents: number;
  /** spec 02 §4 Payment code */
  paymentCode: number;
}

export type OrderOutcome = 'delivered' | 'cancelled';

/** What the platform charges or holds when an order ends, kept with the order. */
export interface OrderCharges {
  commissionCents: number;
  onlineTaxCents: number;
  fineCents: number;
  retainedCents: number;
}

export interface SettlementInput extends OrderAmounts {
  outcome: OrderOutcome;
  /** the store cancelled an order it had already accepted: the cancellation fine applies */
  cancelledAfterAccepting?: boolean;
  /** the customer disputes the online charge: the platform holds the store's share */
  disputed?: boolean;
}

/** The cancellation fine: 10 % of the products, at least R$ 5,00 and at most R$ 30,00. */
export const CANCELLATION_FINE = { rateBp: 1000, minCents: 500, maxCents: 3000 } as const;

const share = (cents: number, bp: number): number => Math.round((cents * bp) / 10_000);

/** What the customer pays: products and delivery, less both discounts (never below zero). */
export function customerTotal(a: OrderAmounts): number {
  return Math.max(0, a.subtotalCents + a.deliveryFeeCents - a.storeDiscountCents - a.sponsoredDiscountCents);
}

export function cancellationFine(subtotalCents: number): number {
  return Math.min(CANCELLATION_FINE.maxCents, Math.max(CANCELLATION_FINE.minCents, share(subtotalCents, CANCELLATION_FINE.rateBp)));
}

/** The charges of an order that has just ended, by the store's rates at that moment. */
export function settleOrder(input: SettlementInput, rates: StoreRates): OrderCharges {
  if (input.outcome === 'cancelled') {
    return { commissionCents: 0, onlineTaxCents: 0, fineCents: input.cancelledAfterAccepting ? cancellationFine(input.subtotalCents) : 0, retainedCents: 0 };
  }
  const total = customerTotal(input);
  const online = isOnlinePayment(input.paymentCode);
  const commissionCents = share(Math.max(0, input.subtotalCents - input.storeDiscountCents), rates.commissionBp);
  const onlineTaxCents = online ? share(total, rates.onlineTaxBp) : 0;
  const storeShare = total + input.sponsoredDiscountCents - commissionCents - onlineTaxCents;
  const retainedCents = online && input.disputed ? Math.max(0, storeShare) : 0;
  return { commissionCents, onlineTaxCents, fineCents: 0, retainedCents };
}

/** An order that ended, as finance reads it. */
export interface SettledOrder extends OrderAmounts, OrderCharges {
  outcome: OrderOutcome;
  /** an approved fine-reversal request cancels the fine */
  fineReversed: boolean;
}

/** Every figure of an ended order (cents); a cancelled order has only its fine. */
export interface OrderFigures {
  orderCount: number;
  subtotal: number;
  delivery: number;
  /** products and delivery: what the store sold */
  gross: number;
  storeDiscount: number;
  sponsoredDiscount: number;
  totalDiscount: number;
  /** what the customer paid */
  total: number;
  onlinePayment: number;
  cash: number;
  cardOnDelivery: number;
  offlinePayment: number;
  commissionableSubtotal: number;
  /** the contract leaves the delivery fee out of the commission: always 0 */
  commissionableDelivery: number;
  commission: number;
  onlineTax: number;
  /** after an approved reversal */
  fine: number;
  retained: number;
  /** what the store keeps of this order: gross − store discount − commission − tax − fine − retained */
  net: number;
  /** paid to the store in the weekly settlement (online orders) */
  payout: number;
  /** on the monthly invoice: the sponsored discount less the commission of orders paid at the door, less fines */
  invoiced: number;
  /** payout + invoiced: what the platform owes the store for this order (negative: the store owes) */
  balance: number;
}

export function orderFigures(o: SettledOrder): OrderFigures {
  const delivered = o.outcome === 'delivered';
  const kind = paymentKind(o.paymentCode);
  const subtotal = delivered ? o.subtotalCents : 0;
  const delivery = delivered ? o.deliveryFeeCents : 0;
  const storeDiscount = delivered ? o.storeDiscountCents : 0;
  const sponsoredDiscount = delivered ? o.sponsoredDiscountCents : 0;
  const gross = subtotal + delivery;
  const total = gross - storeDiscount - sponsoredDiscount;
  const commission = delivered ? o.commissionCents : 0;
  const onlineTax = delivered ? o.onlineTaxCents : 0;
  const retained = delivered ? o.retainedCents : 0;
  const fine = o.fineReversed ? 0 : o.fineCents;
  const onlinePayment = kind === 'online' ? total : 0;
  const cash = kind === 'cash' ? total : 0;
  const cardOnDelivery = kind === 'card' ? total : 0;
  const payout = delivered && kind === 'online' ? total + sponsoredDiscount - commission - onlineTax - retained : 0;
  const invoiced = (delivered && kind !== 'online' ? sponsoredDiscount - commission : 0) - fine;
  return {
    orderCount: delivered ? 1 : 0,
    subtotal,
    delivery,
    gross,
    storeDiscount,
    sponsoredDiscount,
    totalDiscount: storeDiscount + sponsoredDiscount,
    total,
    onlinePayment,
    cash,
    cardOnDelivery,
    offlinePayment: cash + cardOnDelivery,
    commissionableSubtotal: delivered ? Math.max(0, subtotal - storeDiscount) : 0,
    commissionableDelivery: 0,
    commission,
    onlineTax,
    fine,
    retained,
    net: gross - storeDiscount - commission - onlineTax - fine - retained,
    payout,
    invoiced,
    balance: payout + invoiced,
  };
}

export const ZERO_FIGURES: OrderFigures = {
  orderCount: 0,
  subtotal: 0,
  delivery: 0,
  gross: 0,
  storeDiscount: 0,
  sponsoredDiscount: 0,
  totalDiscount: 0,
  total: 0,
  onlinePayment: 0,
  cash: 0,
  cardOnDelivery: 0,
  offlinePayment: 0,
  commissionableSubtotal: 0,
  commissionableDelivery: 0,
  commission: 0,
  onlineTax: 0,
  fine: 0,
  retained: 0,
  net: 0,
  payout: 0,
  invoiced: 0,
  balance: 0,
};

/** Figures of many orders added field by field (a period, a week, a month's invoice). */
export function sumFigures(list: Iterable<OrderFigures>): OrderFigures {
  const sum = { ...ZERO_FIGURES };
  const keys = Object.keys(ZERO_FIGURES) as (keyof OrderFigures)[];
  for (const f of list) for (const k of keys) sum[k] += f[k];
  return sum;
}

/** A ledger line of an order: what makes its net, entry by entry (sum of values = net). */
export interface MoneyOperation {
  type: 'sale' | 'discount' | 'commission' | 'online_payment_tax' | 'fine' | 'fine_reversal' | 'retained';
  /** cents, signed from the store's point of view */
  value: number;
}

/** The ledger lines of an ended order, in the order they apply; lines of zero are left out. */
export function orderOperations(o: SettledOrder): MoneyOperation[] {
  const f = orderFigures(o);
  const lines: MoneyOperation[] = [
    { type: 'sale', value: f.gross },
    { type: 'discount', value: -f.storeDiscount },
    { type: 'commission', value: -f.commission },
    { type: 'online_payment_tax', value: -f.onlineTax },
    { type: 'fine', value: -o.fineCents },
    { type: 'fine_reversal', value: o.fineReversed ? o.fineCents : 0 },
    { type: 'retained', value: -f.retained },
  ];
  return lines.filter((l) => l.value !== 0);
}
