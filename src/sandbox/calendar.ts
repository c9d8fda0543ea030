/**
 * Calendar days, weeks and months of the platform, in São Paulo time, by plain arithmetic (the
 * history's tens of thousands of orders and every finance answer count on it being fast).
 * Brazil has had no daylight saving time since 2019: São Paulo is UTC−3 all year.
 */

import { storeTimeZone, zoneOffset } from '../shared/time';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const SAO_PAULO_OFFSET = -3 * HOUR;

/** The instant São Paulo's day containing `ms` starts. */
export function dayStart(ms: number): number {
  return Math.floor((ms + SAO_PAULO_OFFSET) / DAY) * DAY - SAO_PAULO_OFFSET;
}

/** The São Paulo calendar date of an instant, as a Date whose UTC fields are that date at 00:00. */
function localDate(ms: number): Date {
  return new Date(dayStart(ms) + SAO_PAULO_OFFSET);
}

/** 0 Sunday ... 6 Saturday, in São Paulo. */
export function weekday(ms: number): number {
  return localDate(ms).getUTCDay();
}

/** 'yyyy-mm-dd' in São Paulo. */
export function isoDay(ms: number): string {
  return localDate(ms).toISOString().slice(0, 10);
}

/** 'yyyy-mm-dd HH:mm:ss' in São Paulo (the finance filters' format). */
export function isoDayTime(ms: number): string {
  return new Date(ms + SAO_PAULO_OFFSET).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant a São Paulo 'yyyy-mm-dd' or 'yyyy-mm-dd HH:mm:ss' begins; NaN when it is not one. */
export function parseLocal(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.map((part) => (part === undefined ? undefined : Number(part)));
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // 31/02 or 25:00 roll over into another day: not a date
  const exact = utc.getUTCFullYear() === y && utc.getUTCMonth() === mo - 1 && utc.getUTCDate() === d && utc.getUTCHours() === h && utc.getUTCMinutes() === mi && utc.getUTCSeconds() === s;
  return exact ? utc.getTime() - SAO_PAULO_OFFSET : Number.NaN;
}

/**
 * A store's calendar (its fuso_horario) by arithmetic: the zone's offset is asked of Intl once per
 * UTC day, and per instant only on a day the offset changes, so a year of orders costs a few
 * hundred Intl calls, not one per order.
 */
export function zoneCalendar(timeZone: string): { dayOf: (ms: number) => string; weekdayOf: (ms: number) => number } {
  const zone = storeTimeZone(timeZone);
  const perUtcDay = new Map<number, number | null>();
  const offsetAt = (ms: number): number => {
    const utcDay = Math.floor(ms / DAY);
    let offset = perUtcDay.get(utcDay);
    if (offset === undefined) {
      const [first, next] = [zoneOffset(utcDay * DAY, zone), zoneOffset((utcDay + 1) * DAY, zone)];
      offset = first === next ? first : null;
      perUtcDay.set(utcDay, offset);
    }
    return offset ?? zoneOffset(ms, zone);
  };
  const wall = (ms: number) => new Date(ms + offsetAt(ms));
  return {
    dayOf: (ms) => wall(ms).toISOString().slice(0, 10),
    weekdayOf: (ms) => wall(ms).getUTCDay(),
  };
}

/** The instant the São Paulo month containing `ms` starts, moved by `add` months. */
export function monthStart(ms: number, add = 0): number {
  const d = localDate(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + add, 1) - SAO_PAULO_OFFSET;
}

/** The instant the São Paulo week (Monday to Sunday) containing `ms` starts. */
export function weekStart(ms: number): number {
  return dayStart(ms) - ((weekday(ms) + 6) % 7) * DAY;
}
