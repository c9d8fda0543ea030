/** pt-BR texts the platform puts inside its answers (progress dates, masked contacts). Money is written by src/shared/format.ts. */

import { onlyDigits } from '../shared/documents';

import { DEFAULT_STORE_TIME_ZONE, calendarDayIn, formatDateTime } from '../shared/time';

export const TIME_ZONE = DEFAULT_STORE_TIME_ZONE;

/** epoch ms -> '14/05/2026 19:32' in the store's time zone (São Paulo's unless given) */
export function dataHora(ms: number, timeZone: string = TIME_ZONE): string {
  return formatDateTime(ms, timeZone);
}

export const iso = (ms: number): string => new Date(ms).toISOString();

/** epoch ms -> 'yyyy-mm-dd' in São Paulo time */
export function isoDate(ms: number): string {
  return calendarDayIn(ms, TIME_ZONE)!;
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

