/**
 * Sums of reais without floating-point drift: the legacy base sends money in reais (45.9), and
 * adding many of them as floats leaves crumbs (0.1 + 0.2). Every figure of the reports adds
 * cents and gives reais back.
 */

export function toCents(reais: number): number {
  return Number.isFinite(reais) ? Math.round(reais * 100) : 0;
}

/** The sum of the values, in reais, exact to the cent. */
export function sumReais(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += toCents(value);
  return cents / 100;
}

/** a - b in reais, exact to the cent. */
export function subtractReais(a: number, b: number): number {
  return (toCents(a) - toCents(b)) / 100;
}
