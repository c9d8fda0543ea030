import type { MenuProduct, MenuSize } from '../../../shared/api';
import { MONEY_MAX_CENTS, parseMoney } from '../../../shared/money';
import { MENU_MESSAGES } from './messages';
import { toCents, toReais } from '../../../shared/format';

/**
 * Price adjustment of a category or of chosen products (beyond the spec): up or down by a
 * percentage or an amount, rounded to the cent or to end in ,90 or ,99 within the same real.
 * Amounts in cents. A multi-size product changes its sizes' prices; a single-size one its price and
 * its promotional price.
 */
export interface Adjustment {
  direction: 'up' | 'down';
  kind: 'percent' | 'amount';
  /** percent, or reais */
  value: number;
  rounding: 'cents' | '90' | '99';
}

export const ROUNDING_LABELS: Record<Adjustment['rounding'], string> = {
  cents: 'Centavos',
  '90': 'Terminar em ,90',
  '99': 'Terminar em ,99',
};

/**
 * The value typed for an adjustment, or why it is refused: a percentage above zero ('10', '2,5'),
 * or an amount in reais above zero read by the shared money rule ('1,50'; '1.234,56' is above
 * its limit, not 1.23).
 */
export function readAdjustmentValue(kind: Adjustment['kind'], text: string): { ok: true; value: number } | { ok: false; message: string } {
  if (kind === 'amount') {
    const amount = parseMoney(text);
    if (!amount.ok) return amount;
    return amount.cents > 0 ? { ok: true, value: toReais(amount.cents) } : { ok: false, message: MENU_MESSAGES.priceAdjustValueInvalid };
  }
  const percent = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(percent) && percent > 0 ? { ok: true, value: percent } : { ok: false, message: MENU_MESSAGES.priceAdjustValueInvalid };
}

/** The new price in cents; null when it would be zero or less. */
export function adjustCents(cents: number, adjustment: Adjustment): number | null {
  const sign = adjustment.direction === 'up' ? 1 : -1;
  const raw = adjustment.kind === 'percent' ? cents * (1 + (sign * adjustment.value) / 100) : cents + sign * toCents(adjustment.value);
  const rounded = roundCents(raw, adjustment.rounding);
  return rounded > 0 ? rounded : null;
}

/** To the cent, or to ,90 / ,99 of the same real (R$ 43,12 -> R$ 43,90; R$ 43,95 -> R$ 43,90). */
export function roundCents(cents: number, rounding: Adjustment['rounding']): number {
  const exact = Math.round(cents);
  if (rounding === 'cents') return exact;
  const ending = rounding === '90' ? 90 : 99;
  return Math.floor(exact / 100) * 100 + ending;
}

/** One price to change: a single-size product's (with its promotion) or one size's. */
export type PriceChange =
  | { kind: 'product'; product: MenuProduct; oldCents: number; newCents: number | null; oldPromoCents: number | null; newPromoCents: number | null }
  | { kind: 'size'; product: MenuProduct; size: MenuSize; oldCents: number; newCents: number | null };

/** Every price the adjustment changes, old and new, for the preview and for applying. */
export function planAdjustment(products: readonly MenuProduct[], adjustment: Adjustment): PriceChange[] {
  return products.flatMap((product): PriceChange[] => {
    if (product.multipleSize) {
      return product.tamanhos.map((size) => ({ kind: 'size', product, size, oldCents: toCents(size.preco), newCents: adjustCents(toCents(size.preco), adjustment) }));
    }
    const oldPromoCents = product.novo_preco === null ? null : toCents(product.novo_preco);
    return [
      {
        kind: 'product',
        product,
        oldCents: toCents(product.preco),
        newCents: adjustCents(toCents(product.preco), adjustment),
        oldPromoCents,
        newPromoCents: oldPromoCents === null ? null : adjustCents(oldPromoCents, adjustment),
      },
    ];
  });
}

/**
 * Why a change cannot be applied: a price at zero or below, above the money rule's limit
 * (R$ 999,99), or a promotion no longer below the price.
 */
export function changeProblem(change: PriceChange): 'notPositive' | 'aboveLimit' | 'promoNotLower' | null {
  if (change.newCents === null) return 'notPositive';
  if (change.newCents > MONEY_MAX_CENTS) return 'aboveLimit';
  if (change.kind === 'product' && change.oldPromoCents !== null) {
    if (change.newPromoCents === null) return 'notPositive';
    if (change.newPromoCents >= change.newCents) return 'promoNotLower';
  }
  return null;
}

/** The changes that put the old prices back (Desfazer), in the same order. */
export function undoChanges(applied: readonly PriceChange[]): PriceChange[] {
  return applied.map((change) =>
    change.kind === 'size'
      ? { ...change, oldCents: change.newCents ?? change.oldCents, newCents: change.oldCents }
      : { ...change, oldCents: change.newCents ?? change.oldCents, newCents: change.oldCents, oldPromoCents: change.newPromoCents, newPromoCents: change.oldPromoCents },
  );
}
