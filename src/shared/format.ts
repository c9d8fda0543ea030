/**
 * pt-BR formatting shared by every part of the panel: money, dates, times. Pure functions, no
 * DOM. Documents and phones are in documents.ts; masks for typing are in the renderer (ui/masks.ts).
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Reais as pt-BR money: 1234.5 -> 'R$ 1.234,50' (plain spaces, so it reads and matches the same
 * everywhere). Zero has no sign: a negated zero (-0) or a negative amount that rounds to zero
 * cents is 'R$ 0,00', never '-R$ 0,00'.
 */
export function formatBRL(reais: number): string {
  const cents = Math.round(Number.isFinite(reais) ? reais * 100 : 0);
  const value = cents === 0 ? 0 : reais;
  return brl.format(value).replace(/\u00a0|\u202f/g, ' ');
}

/** Cents as pt-BR money (the JSON base sends amounts in cents): 123450 -> 'R$ 1.234,50'. */
export function formatCentsBRL(cents: number): string {
  return formatBRL(Math.round(Number.isFinite(cents) ? cents : 0) / 100);
}

/**
 * A date as dd/mm/aaaa. A plain 'yyyy-mm-dd' is read as a calendar day (no time-zone shift: a
 * due date of 2024-03-10 is 10/03/2024 everywhere); a date-time is shown in local time. Text
 * that is not a date comes back unchanged rather than as 'Invalid Date'.
 */
export function formatDateBR(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
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

/**
 * Day and month of a date, dd/mm, for chart axes: a plain 'yyyy-mm-dd' is a calendar day
 * ('2024-03-10' -> '10/03'); a date-time is shown in local time; other text comes back unchanged.
 */
export function formatDayMonthBR(value: string): string {
  const full = formatDateBR(value);
  return /^\d{2}\/\d{2}\/\d{4}$/.test(full) ? full.slice(0, 5) : full;
}
