/**
 * Every time a person reads (on screen and on paper) is in the store's time zone, whatever the
 * computer's zone: a counter PC set to UTC, or a store in Manaus served from São Paulo, still
 * reads the store's clock. Brazil has four zones; a store that does not say is in São Paulo's.
 * Pure functions, no DOM: the renderer, the tickets and the sandbox format through here.
 */

export const DEFAULT_STORE_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The platform's own clock. A date-time it writes without a zone ('2026-11-18 10:00:00': a
 * payout's finished_at, a transaction's date) is São Paulo's wall clock, whatever the store's zone.
 */
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day, 'yyyy-MM-dd': no time, no zone (a due date, a filter's day, a platform date). */
export type CalendarDay = string;

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

type Style = 'dateTime' | 'time' | 'dayMonthTime' | 'wallClock';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  wallClock: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonthTime: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** one formatter per zone and style: building an Intl.DateTimeFormat costs far more than formatting */
const formats = new Map<string, Intl.DateTimeFormat>();

type Part = 'day' | 'month' | 'year' | 'hour' | 'minute' | 'second';

function partsOf(date: Date, style: Style, timeZone: string): Record<Part, string> {
  const key = `${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('pt-BR', { ...OPTIONS[style], timeZone });
    formats.set(key, format);
  }
  const out = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of format.formatToParts(date)) if (part.type in out) out[part.type as keyof typeof out] = part.value;
  return out;
}

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ZONELESS_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** How far `timeZone`'s wall clock is ahead of UTC at the instant `ms` (negative west of Greenwich). */
export function zoneOffset(ms: number, timeZone: string): number {
  const p = partsOf(new Date(ms), 'wallClock', timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute), Number(p.second));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant `timeZone`'s wall clock reads the given date and time (a second pass settles a daylight-saving change). */
function instantOfWallClock(year: number, month: number, day: number, hour: number, minute: number, second: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(first, timeZone);
}

/**
 * An instant from what the platform sends: ISO text with its zone, epoch ms, a Date, or a
 * date-time without a zone, read on the platform's clock (never the computer's). Null when it is
 * not a date.
 */
export function parseInstant(value: string | number | Date): Date | null {
  if (typeof value === 'string') {
    const m = ZONELESS_DATE_TIME.exec(value.trim());
    if (m) {
      const [y, mo, d, h, mi, s = 0] = m.slice(1).map((part) => (part === undefined ? undefined : Number(part))) as number[];
      const wall = new Date(Date.UTC(y!, mo! - 1, d, h, mi, s));
      // 31/02 or 25:00 roll over into another day: not a date
      if (wall.getUTCDate() !== d || wall.getUTCHours() !== h || wall.getUTCMinutes() !== mi || wall.getUTCSeconds() !== s) return null;
      return new Date(instantOfWallClock(y!, mo!, d, h, mi, s, PLATFORM_TIME_ZONE));
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dateOf = parseInstant;

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

/**
 * A date as 'dd/MM/yyyy'. A calendar day ('yyyy-MM-dd') stays that day in every zone (a due date
 * of 2026-11-20 is 20/11/2026 everywhere); an instant is read in `timeZone`. Text that is not a
 * date comes back unchanged.
 */
export function formatDate(value: string | number | Date, timeZone: string): string {
  if (typeof value === 'string' && PLAIN_DAY.test(value.trim())) return formatCalendarDay(value);
  const date = dateOf(value);
  if (!date) return String(value);
  const p = partsOf(date, 'dateTime', storeTimeZone(timeZone));
  return `${p.day}/${p.month}/${p.year}`;
}

/**
 * A calendar day ('yyyy-MM-dd': a due date, a filter's day, a chart's point) as 'dd/MM/yyyy'. It is
 * that day in every zone, so no zone is asked for. Anything else (an instant, text that is not a
 * date) comes back unchanged: an instant is read with formatDate and the store's zone.
 */
export function formatCalendarDay(day: CalendarDay): string {
  const m = PLAIN_DAY.exec(day.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]}` : day;
}

/** A calendar day as 'dd/MM', for chart axes ('2026-03-10' -> '10/03'); anything else comes back unchanged. */
export function formatCalendarDayMonth(day: CalendarDay): string {
  const m = PLAIN_DAY.exec(day.trim());
  return m ? `${m[3]}/${m[2]}` : day;
}

/**
 * The calendar day a platform date names ('2026-05-20', '2026-05-20T00:00:00.000000Z'), or null:
 * its own day, never moved by a zone (spec 02 §2.11: a due or settlement date written as midnight
 * UTC is still that day in São Paulo).
 */
export function platformCalendarDay(text: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** dd/MM/yyyy of a platform date's calendar day (platformCalendarDay); text that is not a date shows as it comes. */
export function formatPlatformDay(text: string): string {
  const day = platformCalendarDay(text);
  return day ? formatCalendarDay(day) : text;
}

/** The calendar day ('yyyy-MM-dd') an instant falls on in `timeZone`; a calendar day stays itself; null for what is not a date. */
export function calendarDayIn(value: string | number | Date, timeZone: string): CalendarDay | null {
  if (typeof value === 'string' && PLAIN_DAY.test(value.trim())) return value.trim();
  const date = dateOf(value);
  if (!date) return null;
  const p = partsOf(date, 'dateTime', storeTimeZone(timeZone));
  return `${p.year}-${p.month}-${p.day}`;
}

/** Today's calendar day in `timeZone` (the store's 'Hoje', whatever the computer's calendar says). */
export function todayIn(timeZone: string, now: number | Date = Date.now()): CalendarDay {
  return calendarDayIn(now instanceof Date ? now : new Date(now), timeZone)!;
}

/** The instant a calendar day begins in `timeZone` (a report's period of the store's days). */
export function dayStartIn(day: CalendarDay, timeZone: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallClock(y, m, d, 0, 0, 0, storeTimeZone(timeZone));
}

/** A calendar day moved by `days` (negative: back), by the calendar: no zone, no daylight saving. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * An instant as a list shows it: 'HH:mm' when it is on today's date in `timeZone`, 'dd/MM HH:mm'
 * on any other day, so yesterday's 10:10 never reads as today's. '' for what is not a date.
 */
export function formatTimeOrDay(value: string | number | Date, timeZone: string, now: number | Date = Date.now()): string {
  const day = calendarDayIn(value, timeZone);
  if (!day) return '';
  return day === todayIn(timeZone, now) ? formatTime(value, timeZone) : formatDayMonthTime(value, timeZone);
}

const weekMinuteFormats = new Map<string, Intl.DateTimeFormat>();

/** Weekday (0 Sunday) and minute of the day of an instant in `timeZone` (a store's hours, a menu's availability). */
export function weekdayAndMinuteIn(ms: number, timeZone: string): { weekday: number; minute: number } {
  let format = weekMinuteFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    weekMinuteFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(ms));
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(part('weekday'));
  return { weekday, minute: Number(part('hour')) * 60 + Number(part('minute')) };
}
