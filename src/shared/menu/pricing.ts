/**
 * How a menu item's price is made (spec 02 §3, §4 price calculation codes), one home for the
 * sandbox's orders and the panel's words:
 * - a product with sizes is multi-size: its base price is zero and each size has its price;
 * - a variation's chosen items give a price by its calculation code. mp (highest), pm (lowest),
 *   mm (average) and st (total sum) set the item's price from the choices, in place of the
 *   product's or size's price (a half-and-half pizza costs its dearest flavour under mp);
 *   in (incremental) adds each chosen unit's price to it (a stuffed crust, extra bacon).
 * Amounts are in cents.
 */

export const PRICE_CALCULATIONS = ['mp', 'pm', 'mm', 'st', 'in'] as const;
export type PriceCalculation = (typeof PRICE_CALCULATIONS)[number];

/** What each code is called and what it does, as the variation modal explains it. */
export const PRICE_CALCULATION_LABELS: Record<PriceCalculation, { name: string; explanation: string }> = {
  mp: { name: 'Maior preço', explanation: 'O item custa o preço da opção mais cara escolhida (ex.: pizza meio a meio pelo sabor mais caro).' },
  pm: { name: 'Menor preço', explanation: 'O item custa o preço da opção mais barata escolhida.' },
  mm: { name: 'Média', explanation: 'O item custa a média dos preços das opções escolhidas.' },
  st: { name: 'Soma total', explanation: 'O item custa a soma dos preços de todas as opções escolhidas.' },
  in: { name: 'Incremental', explanation: 'Cada opção escolhida soma o seu preço ao preço do item (ex.: borda recheada, adicionais).' },
};

export function isPriceCalculation(value: unknown): value is PriceCalculation {
  return typeof value === 'string' && (PRICE_CALCULATIONS as readonly string[]).includes(value);
}

/** 'Maior preço (mp)': the code as a select lists it. */
export function priceCalculationLabel(code: string): string {
  return isPriceCalculation(code) ? PRICE_CALCULATION_LABELS[code].name : code;
}

/** The price of a variation's choices under its code (0 without any choice). */
export function choicesPrice(code: PriceCalculation, chosenCents: readonly number[]): number {
  if (chosenCents.length === 0) return 0;
  switch (code) {
    case 'mp':
      return Math.max(...chosenCents);
    case 'pm':
      return Math.min(...chosenCents);
    case 'mm':
      return Math.round(chosenCents.reduce((a, b) => a + b, 0) / chosenCents.length);
    case 'st':
    case 'in':
      return chosenCents.reduce((a, b) => a + b, 0);
  }
}

/** Whether a code replaces the base price with its choices' price (all but 'in'). */
export function replacesBasePrice(code: PriceCalculation): boolean {
  return code !== 'in';
}

/**
 * One ordered unit's price: the base (size, or product) replaced by the replacing variations'
 * choices when any was chosen (summed when several), plus the incremental variations' choices.
 */
export function unitPriceCents(baseCents: number, variations: ReadonlyArray<{ code: PriceCalculation; chosenCents: readonly number[] }>): number {
  const replacing = variations.filter((v) => replacesBasePrice(v.code) && v.chosenCents.length > 0);
  const start = replacing.length > 0 ? replacing.reduce((sum, v) => sum + choicesPrice(v.code, v.chosenCents), 0) : baseCents;
  return variations.filter((v) => !replacesBasePrice(v.code)).reduce((sum, v) => sum + choicesPrice(v.code, v.chosenCents), start);
}

/** A product with at least one size is multi-size (spec 02 §3). */
export function isMultiSize(sizes: readonly unknown[]): boolean {
  return sizes.length > 0;
}

/** The base price a product keeps: zero once it has sizes (each size has its own price). */
export function basePriceCents(priceCents: number, sizes: readonly unknown[]): number {
  return isMultiSize(sizes) ? 0 : priceCents;
}

/** The price a multi-size product starts from ('a partir de'): its cheapest size, null without sizes. */
export function startingPriceCents(sizes: ReadonlyArray<{ precoCents: number }>): number | null {
  return sizes.length === 0 ? null : Math.min(...sizes.map((s) => s.precoCents));
}
