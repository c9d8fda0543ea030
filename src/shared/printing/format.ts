/** pt-BR formats for tickets. */
import { formatBRL, toCents, toReais } from '../format';

/**
 * 1234.5 -> 'R$ 1.234,50'; -5 -> '-R$ 5,00': the panel's money format, rounded to cents first so
 * that -0.001 prints as 'R$ 0,00' (its no-break space prints as a plain one: printable, text.ts).
 */
export function formatReais(value: number): string {
  return formatBRL(toReais(toCents(value)) || 0);
}

/** Quantity as printed before an item: 2 -> '2x', 1.5 -> '1,5x'. */
export function formatQuantity(quantity: number): string {
  return `${Number.isInteger(quantity) ? quantity : quantity.toString().replace('.', ',')}x`;
}
