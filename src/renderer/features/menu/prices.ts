import { formatBRL } from '../../../shared/format';
import type { MenuProduct } from '../../../shared/api';
import { MESSAGES } from '../../ui/messages';
import { MONEY_MAX_LENGTH } from '../../ui/masks';

/**
 * The price rule of the product modal (spec 02 §5): at most 6 characters, '.' as the decimal
 * separator, at most 2 decimals; the promotional price is optional and below the price. A
 * multi-size product has no price of its own (its sizes are priced).
 */

const PRICE_SHAPE = /^\d+(\.\d{1,2})?$/;

/** '49.9' -> 49.9; null when it is not a price as the rule writes it. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed.length > MONEY_MAX_LENGTH || !PRICE_SHAPE.test(trimmed)) return null;
  return Number(trimmed);
}

/** 49.9 -> '49.90', the way the price inputs show a price. */
export function priceText(reais: number | null | undefined): string {
  return reais === null || reais === undefined ? '' : reais.toFixed(2);
}

/** What is wrong with a typed price, or null. */
export function priceError(text: string): string | null {
  if (text.trim() === '') return MESSAGES.priceRequired;
  return parsePrice(text) === null ? MESSAGES.priceInvalid : null;
}

/** What is wrong with a typed promotional price (blank: none), given the typed price. */
export function promoPriceError(promoText: string, priceText: string): string | null {
  if (promoText.trim() === '') return null;
  const promo = parsePrice(promoText);
  if (promo === null) return MESSAGES.priceInvalid;
  if (promo === 0) return MESSAGES.promoPriceZero;
  const price = parsePrice(priceText);
  return price !== null && promo >= price ? MESSAGES.promoPriceNotLower : null;
}

/** How the products table shows a price: 'a partir de' for multi-size, the old price struck through during a promotion. */
export function productPriceLabel(product: MenuProduct): { price: string; old?: string } {
  if (product.multipleSize) {
    return { price: product.preco_apartirde === null ? '—' : `a partir de ${formatBRL(product.preco_apartirde)}` };
  }
  if (product.novo_preco !== null) return { price: formatBRL(product.novo_preco), old: formatBRL(product.preco_antigo ?? product.preco) };
  return { price: formatBRL(product.preco) };
}
