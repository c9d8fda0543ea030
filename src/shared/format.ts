/**
 * pt-BR formatting shared by every part of the panel: money, dates, times. Pure functions, no
 * DOM. Documents and phones are in documents.ts; masks for typing are in the renderer (ui/masks.ts).
 */

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Reais as pt-BR money: 1234.5 -> 'R$ 1.234,50' (plain spaces, so it reads and matches the same everywhere). */
export function formatBRL(reais: number): string {
  const value = Number.isFinite(reais) ? reais : 0;
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
