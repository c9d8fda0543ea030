/** pt-BR formats for tickets. */
import { formatBRL } from '../format';

/**
 * 1234.5 -> 'R$ 1.234,50'; -5 -> '-R$ 5,00': the panel's money format (plain spaces, which every
 * code page has), rounded to cents first so that -0.001 prints as 'R$ 0,00'.
 */
export function formatReais(value: number): string {
  return formatBRL(Math.round(value * 100) / 100 || 0);
}

/** Quantity as printed before an item: 2 -> '2x', 1.5 -> '1,5x'. */
export function formatQuantity(quantity: number): string {
  return `${Number.isInteger(quantity) ? quantity : quantity.toString().replace('.', ',')}x`;
}

/** one formatter per zone: building an Intl.DateTimeFormat costs far more than formatting */
const dateTimeFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * ISO date-time -> 'dd/MM/yyyy HH:mm' in `timeZone` (the machine's zone when omitted).
 * Anything that is not a date comes back unchanged, so a ticket never fails on a bad date.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = dateTimeFormat(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}
