/**
 * Every time a person reads (on screen and on paper) is in the store's time zone, whatever the
 * computer's zone: a counter PC set to UTC, or a store in Manaus served from São Paulo, still
 * reads the store's clock. Brazil has four zones; a store that does not say is in São Paulo's.
 * Pure functions, no DOM: the renderer, the tickets and the sandbox format through here.
 */

export const DEFAULT_STORE_TIME_ZONE = 'America/Sao_Paulo';

const validZones = new Map<string, boolean>();

/** An IANA zone this runtime knows ('America/Manaus'); anything else is not a zone. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.trim() === '') return false;
  let valid = validZones.get(value);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('pt-BR', { timeZone: value });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(value, valid);
  }
  return valid;
}

/** The store's zone as the platform gives it (fuso_horario), or São Paulo's when it gives none or an unknown one. */
export function storeTimeZone(zone: string | null | undefined): string {
  const trimmed = zone?.trim();
  return isTimeZone(trimmed) ? trimmed : DEFAULT_STORE_TIME_ZONE;
}

type Style = 'dateTime' | 'time' | 'dayMonthTime';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonthTime: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** one formatter per zone and style: building an Intl.DateTimeFormat costs far more than formatting */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, style: Style, timeZone: string): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { ...OPTIONS[style], timeZone });
    formats.set(key, format);
  }
  const out = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of format.formatToParts(date)) if (part.type in out) out[part.type as keyof typeof out] = part.value;
  return out;
}

function dateOf(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * An instant as 'dd/MM/yyyy HH:mm' in `timeZone`. Text that is not a date comes back unchanged,
 * so a ticket or a card never fails on a bad date.
 */
export function formatDateTime(value: string | number | Date, timeZone: string): string {
  const date = dateOf(value);
  if (!date) return String(value);
  const p = partsOf(date, 'dateTime', storeTimeZone(timeZone));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** An instant as 'HH:mm' in `timeZone`; '' for what is not a date. */
export function formatTime(value: string | number | Date, timeZone: string): string {
  const date = dateOf(value);
  if (!date) return '';
  const p = partsOf(date, 'time', storeTimeZone(timeZone));
  return `${p.hour}:${p.minute}`;
}

/** An instant as 'dd/MM HH:mm' in `timeZone`; text that is not a date comes back unchanged. */
export function formatDayMonthTime(value: string | number | Date, timeZone: string): string {
  const date = dateOf(value);
  if (!date) return String(value);
  const p = partsOf(date, 'dayMonthTime', storeTimeZone(timeZone));
  return `${p.day}/${p.month} ${p.hour}:${p.minute}`;
}
