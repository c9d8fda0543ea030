/** pt-BR texts the platform puts inside its answers (money lines, progress dates). */

import { onlyDigits } from '../shared/documents';

import { DEFAULT_STORE_TIME_ZONE, formatDateTime } from '../shared/time';

export const TIME_ZONE = DEFAULT_STORE_TIME_ZONE;

/** 4590 -> 'R$ 45,90' (plain space: tickets and printers choke on a no-break space). */
export function brl(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.round(cents));
  const reais = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = (abs % 100).toString().padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${reais},${centavos}`;
}

export const reais = (cents: number): number => Math.round(cents) / 100;

/** epoch ms -> '14/05/2026 19:32' in the store's time zone (São Paulo's unless given) */
export function dataHora(ms: number, timeZone: string = TIME_ZONE): string {
  return formatDateTime(ms, timeZone);
}

export const iso = (ms: number): string => new Date(ms).toISOString();

const calendarDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** epoch ms -> 'yyyy-mm-dd' in São Paulo time */
export function isoDate(ms: number): string {
  return calendarDay.format(new Date(ms));
}

/** 'joao.silva@exemplo.com.br' -> 'jo***@exemplo.com.br' */
export function maskEmail(email: string): string {
  const [user, domain] = email.split('@');
  if (!user || !domain) return '';
  return `${user.slice(0, 2)}***@${domain}`;
}

/** '(11) 98765-4321' -> '(11) *****-4321' */
export function maskPhone(phone: string): string {
  const d = onlyDigits(phone);
  if (d.length < 10) return '';
  return `(${d.slice(0, 2)}) *****-${d.slice(-4)}`;
}

