/**
 * pt-BR formatting shared by every part of the panel and the sandbox: money (and reais <-> cents),
 * numbers, percentages.
 * Pure functions, no DOM. Dates and times are in time.ts (the store's zone); documents and phones
 * in documents.ts; masks for typing in the renderer (ui/masks.ts).
 */

/** Reais (as the legacy calls carry them: 49.9) in whole cents (4990), rounded to the nearest cent. */
export function toCents(reais: number): number {
  return Math.round(reais * 100);
}

/** Whole cents (4990) in reais as the legacy calls carry them (49.9). */
export function toReais(cents: number): number {
  return Math.round(cents) / 100;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** What stands between 'R$' and the number: a no-break space, so a screen never wraps one from the other. */
export const MONEY_SPACE = '\u00a0';

/**
 * Reais as pt-BR money: 1234.5 -> 'R$\u00a01.234,50'. 'R$' and the number are joined by a
 * no-break space (MONEY_SPACE, as Intl writes pt-BR), so a narrow column wraps before 'R$', never
 * after it. Tickets and CSV files fold it into a plain space where they clean their text
 * (printing/text.ts printable, csv.ts). Zero has no sign: a negated zero (-0) or a negative
 * amount that rounds to zero cents is 'R$ 0,00', never '-R$ 0,00'.
 */
export function formatBRL(reais: number): string {
  const cents = Number.isFinite(reais) ? toCents(reais) : 0;
  const value = cents === 0 ? 0 : reais;
  return brl.format(value).replace(/\s/gu, MONEY_SPACE);
}

/** Cents as pt-BR money (the JSON base sends amounts in cents): 123450 -> 'R$\u00a01.234,50'. */
export function formatCentsBRL(cents: number): string {
  return formatBRL(Number.isFinite(cents) ? toReais(cents) : 0);
}

/** A complete, real time of day HH:MM: hours 00–23, minutes 00–59. */
export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number the pt-BR way, with thousands dots and at most `maxFractionDigits` decimals
 * (rounded): 12345 -> '12.345', (2.44, 1) -> '2,4', (2, 1) -> '2'. Counts on charts and
 * reports use the default 0 decimals. A missing number shows as 0.
 */
export function formatNumberBR(value: number, maxFractionDigits = 0): string {
  let format = numberFormats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: maxFractionDigits });
    numberFormats.set(maxFractionDigits, format);
  }
  return format.format(Number.isFinite(value) ? value : 0).replace(/\u00a0|\u202f/g, ' ');
}

/** A rate the pt-BR way with at most two decimals: 3.19 -> '3,19%', 2.5 -> '2,5%' (fee tables, plans). */
export function formatPercentBR(value: number): string {
  return `${formatNumberBR(value, 2)}%`;
}
