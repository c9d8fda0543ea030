import { formatBRL, toReais } from '../../../shared/format';
import type { MenuProduct } from '../../../shared/api';
import { moneyError, parseMoney, reaisInputText } from '../../../shared/money';
import { MENU_MESSAGES } from './messages';

/**
 * The prices of the product modal, its sizes and variation items: the shared money rule
 * (`src/shared/money.ts`: 6 characters, 2 decimals, '49,90' or '49.90'); the promotional price is
 * optional and below the price. A multi-size product has no price of its own (its sizes are priced).
 */

/** '49,90' -> 49.9 (reais, as the legacy calls take them); null when the money rule refuses it. */
export function parsePrice(text: string): number | null {
  const typed = parseMoney(text);
  return typed.ok ? toReais(typed.cents) : null;
}

/** 49.9 -> '49,90', the way the price inputs show a price. */
export function priceText(reais: number | null | undefined): string {
  return reais === null || reais === undefined ? '' : reaisInputText(reais);
}

/** What is wrong with a typed price, or null. */
export function priceError(text: string): string | null {
  return moneyError(text);
}

/** What is wrong with a typed promotional price (blank: none), given the typed price. */
export function promoPriceError(promoText: string, priceText: string): string | null {
  if (promoText.trim() === '') return null;
  const promo = parseMoney(promoText);
  if (!promo.ok) return promo.message;
  if (promo.cents === 0) return MENU_MESSAGES.promoPriceZero;
  const price = parseMoney(priceText);
  return price.ok && promo.cents >= price.cents ? MENU_MESSAGES.promoPriceNotLower : null;
}

/**
 * How the products table shows a price: a multi-size product's starts from its cheapest size ('a
 * partir de'); during a promotion the old price shows struck through.
 */
export function productPriceLabel(product: MenuProduct): { price: string; old?: string; from?: true } {
  if (product.multipleSize) return product.preco_apartirde === null ? { price: '—' } : { price: formatBRL(product.preco_apartirde), from: true };
  if (product.novo_preco !== null) return { price: formatBRL(product.novo_preco), old: formatBRL(product.preco_antigo ?? product.preco) };
  return { price: formatBRL(product.preco) };
}
