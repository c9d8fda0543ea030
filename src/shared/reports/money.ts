/**
 * Sums of reais without floating-point drift: the legacy base sends money in reais (45.9), and
 * adding many of them as floats leaves crumbs (0.1 + 0.2). Every figure of the reports adds
 * cents and gives reais back.
 */

import { toCents, toReais } from '../format';

/** cents of a value a report adds: one that is not a number adds nothing */
const centsOf = (reais: number): number => (Number.isFinite(reais) ? toCents(reais) : 0);

/** The sum of the values, in reais, exact to the cent. */
export function sumReais(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += centsOf(value);
  return toReais(cents);
}

/** a - b in reais, exact to the cent. */
export function subtractReais(a: number, b: number): number {
  return toReais(centsOf(a) - centsOf(b));
}
