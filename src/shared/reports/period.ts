/**
 * Calendar periods of the reports, as 'yyyy-MM-dd' days (no time, no time zone): how many days a
 * period covers, the days in it, and the period the dashboard compares with.
 */
import { addCalendarDays } from '../time';

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayNumber(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Data inválida: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** How many days from start to end, both included (1 for a single day). */
export function periodLength(start: string, end: string): number {
  return dayNumber(end) - dayNumber(start) + 1;
}

/** Every day from start to end, both included. */
export function daysOf(start: string, end: string): string[] {
  return Array.from({ length: Math.max(0, periodLength(start, end)) }, (_, i) => addCalendarDays(start, i));
}

/** 0 Sunday ... 6 Saturday. */
export function weekdayOf(day: string): number {
  return (dayNumber(day) + 4) % 7; // 1970-01-01 was a Thursday
}

/**
 * The period before, of the same length and on the same weekdays: moved back by whole weeks,
 * as many as it takes not to overlap (a day: the same weekday of last week; 7 days: the 7
 * before; 10 days: two weeks back).
 */
export function previousComparablePeriod(start: string, end: string): { start: string; end: string } {
  const shift = Math.ceil(periodLength(start, end) / 7) * 7;
  return { start: addCalendarDays(start, -shift), end: addCalendarDays(end, -shift) };
}

/** One value per day of the period (days without a point are 0). */
export function dailySeries(points: ReadonlyArray<{ day: string; value: number }>, start: string, end: string): { date: string; value: number }[] {
  const byDay = new Map<string, number>();
  for (const p of points) byDay.set(p.day, (byDay.get(p.day) ?? 0) + p.value);
  return daysOf(start, end).map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}
