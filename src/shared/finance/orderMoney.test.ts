import { describe, expect, it } from 'vitest';
import {
  cancellationFine,
  customerTotal,
  orderFigures,
  orderOperations,
  settleOrder,
  sumFigures,
  ZERO_FIGURES,
  type OrderAmounts,
  type SettledOrder,
  type StoreRates,
} from './orderMoney';
import { paymentKind, PAYMENT_KIND_LABEL } from './paymentCodes';

const RATES: StoreRates = { commissionBp: 1200, onlineTaxBp: 349 };

// R$ 80,00 of products, R$ 6,00 delivery, R$ 5,00 store discount, R$ 10,00 platform coupon
const amounts = (paymentCode: number): OrderAmounts => ({
  subtotalCents: 8000,
  deliveryFeeCents: 600,
  storeDiscountCents: 500,
  sponsoredDiscountCents: 1000,
  paymentCode,
});

const settled = (a: OrderAmounts, extra: Partial<SettledOrder> = {}, disputed = false): SettledOrder => ({
  ...a,
  ...settleOrder({ ...a, outcome: 'delivered', disputed }, RATES),
  outcome: 'delivered',
  fineReversed: false,
  ...extra,
});

describe('payment codes (spec 02 §4)', () => {
  it('-2, -10, -11, -12 are online, -1 is cash, anything else is card; text codes too', () => {
    expect([-2, -10, -11, -12, '-10'].map(paymentKind)).toEqual(['online', 'online', 'online', 'online', 'online']);
    expect(paymentKind(-1)).toBe('cash');
    expect(paymentKind('-1')).toBe('cash');
    expect([0, 3, 14, -3, 'x'].map(paymentKind)).toEqual(['card', 'card', 'card', 'card', 'card']);
    expect(PAYMENT_KIND_LABEL.card).toBe('Cartão');
  });
});

describe('customerTotal', () => {
  it('is products and delivery less both discounts, never negative', () => {
    expect(customerTotal(amounts(-1))).toBe(8000 + 600 - 500 - 1000);
    expect(customerTotal({ ...amounts(-1), storeDiscountCents: 9000 })).toBe(0);
  });
});

describe('settleOrder', () => {
  it('charges the commission on the products less the store discount, never on the delivery fee', () => {
    expect(settleOrder({ ...amounts(3), outcome: 'delivered' }, RATES)).toEqual({
      commissionCents: 900, // 12 % of 7500
      onlineTaxCents: 0,
      fineCents: 0,
      retainedCents: 0,
    });
  });

  it('charges the online-payment tax on what the customer paid online', () => {
    expect(settleOrder({ ...amounts(-2), outcome: 'delivered' }, RATES).onlineTaxCents).toBe(248); // 3.49 % of 7100 = 247,79, rounded
  });

  it('holds the whole store share of a disputed online order, and nothing of an order paid at the door', () => {
    const online = settleOrder({ ...amounts(-10), outcome: 'delivered', disputed: true }, RATES);
    expect(online.retainedCents).toBe(7100 + 1000 - 900 - 248);
    expect(settleOrder({ ...amounts(-1), outcome: 'delivered', disputed: true }, RATES).retainedCents).toBe(0);
  });

  it('fines a store that cancels an order it had accepted: 10 % of the products between R$ 5 and R$ 30', () => {
    expect(settleOrder({ ...amounts(-1), outcome: 'cancelled', cancelledAfterAccepting: true }, RATES)).toEqual({
      commissionCents: 0,
      onlineTaxCents: 0,
      fineCents: 800,
      retainedCents: 0,
    });
    expect(settleOrder({ ...amounts(-1), outcome: 'cancelled' }, RATES).fineCents).toBe(0);
    expect(cancellationFine(2000)).toBe(500);
    expect(cancellationFine(100_000)).toBe(3000);
  });
});

describe('orderFigures', () => {
  it('an order paid online: paid out in the settlement, nothing on the invoice', () => {
    const f = orderFigures(settled(amounts(-2)));
    expect(f).toMatchObject({ gross: 8600, total: 7100, onlinePayment: 7100, offlinePayment: 0, commission: 900, onlineTax: 248 });
    expect(f.payout).toBe(7100 + 1000 - 900 - 248);
    expect(f.invoiced).toBe(0);
    expect(f.net).toBe(8600 - 500 - 900 - 248);
    expect(f.net).toBe(f.balance + f.offlinePayment);
  });

  it('an order paid at the door: the store holds the money, the invoice takes the commission less the coupon', () => {
    const f = orderFigures(settled(amounts(-1)));
    expect(f).toMatchObject({ cash: 7100, cardOnDelivery: 0, onlinePayment: 0, payout: 0, invoiced: 1000 - 900 });
    expect(f.net).toBe(8600 - 500 - 900);
    expect(f.net).toBe(f.balance + f.offlinePayment);
    expect(orderFigures(settled(amounts(5))).cardOnDelivery).toBe(7100);
  });

  it('a cancelled order sells nothing and owes only its fine, which an approved reversal cancels', () => {
    const charges = settleOrder({ ...amounts(-2), outcome: 'cancelled', cancelledAfterAccepting: true }, RATES);
    const cancelled: SettledOrder = { ...amounts(-2), ...charges, outcome: 'cancelled', fineReversed: false };
    expect(orderFigures(cancelled)).toEqual({ ...ZERO_FIGURES, fine: 800, net: -800, invoiced: -800, balance: -800 });
    expect(orderFigures({ ...cancelled, fineReversed: true })).toEqual(ZERO_FIGURES);
  });

  it('a disputed online order: its share is retained and the store receives nothing for it', () => {
    const f = orderFigures(settled(amounts(-11), {}, true));
    expect(f.payout).toBe(0);
    expect(f.net).toBe(0);
    expect(f.retained).toBe(7100 + 1000 - 900 - 248);
  });
});

describe('orderOperations', () => {
  it('lists the ledger lines that make the net, without lines of zero', () => {
    const o = settled(amounts(-2));
    expect(orderOperations(o)).toEqual([
      { type: 'sale', value: 8600 },
      { type: 'discount', value: -500 },
      { type: 'commission', value: -900 },
      { type: 'online_payment_tax', value: -248 },
    ]);
    const reversed: SettledOrder = { ...amounts(-1), commissionCents: 0, onlineTaxCents: 0, retainedCents: 0, fineCents: 800, outcome: 'cancelled', fineReversed: true };
    expect(orderOperations(reversed)).toEqual([
      { type: 'fine', value: -800 },
      { type: 'fine_reversal', value: 800 },
    ]);
  });

  it('sums to the net of every kind of order', () => {
    const orders = [settled(amounts(-2)), settled(amounts(-1)), settled(amounts(7)), settled(amounts(-12), {}, true)];
    for (const o of orders) expect(orderOperations(o).reduce((s, l) => s + l.value, 0)).toBe(orderFigures(o).net);
  });
});

describe('sumFigures', () => {
  it('adds every field, so a summary equals the sum of its orders', () => {
    const a = orderFigures(settled(amounts(-2)));
    const b = orderFigures(settled(amounts(-1)));
    const sum = sumFigures([a, b]);
    expect(sum.net).toBe(a.net + b.net);
    expect(sum.orderCount).toBe(2);
    expect(sum.total).toBe(sum.onlinePayment + sum.offlinePayment);
    expect(sum.net).toBe(sum.balance + sum.offlinePayment);
    expect(sumFigures([])).toEqual(ZERO_FIGURES);
  });
});
