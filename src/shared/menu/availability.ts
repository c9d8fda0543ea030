/**
 * Weekly availability of a menu category or product (spec 02 §3 Availability, §5, §9): per
 * weekday key (do, sg, te, qa, qi, sx, sb: Sunday to Saturday) one or two periods, stored as
 * minutes from midnight and typed as HH:MM. An empty or 00:00 end means the end of the day (1439).
 * A schedule of null means: available whenever the store is open.
 */

/** Weekday keys, Sunday to Saturday (the index is the JavaScript weekday). */
export const AVAILABILITY_DAYS = ['do', 'sg', 'te', 'qa', 'qi', 'sx', 'sb'] as const;
export type AvailabilityDay = (typeof AVAILABILITY_DAYS)[number];

/** The last minute of a day: an end at 1439 runs to midnight. */
export const END_OF_DAY = 1439;

/** One weekday of a schedule, in minutes from midnight. */
export interface AvailabilityPeriods {
  initAt: number;
  endAt: number;
  initAt2?: number;
  endAt2?: number;
}

/** A weekday left out is a day without availability; null: whenever the store is open. */
export type Availability = Partial<Record<AvailabilityDay, AvailabilityPeriods>> | null;

/** 'HH:MM' -> minutes from midnight; null when it is not a time of day. */
export function minutesFromTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Minutes from midnight -> 'HH:MM' (1439 is '23:59'). */
export function timeFromMinutes(minutes: number): string {
  const m = Math.min(END_OF_DAY, Math.max(0, Math.round(minutes)));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A period's start as typed: empty is midnight (0); null when it is not a time. */
export function startMinutes(text: string): number | null {
  return text.trim() === '' ? 0 : minutesFromTime(text);
}

/** A period's end as typed: empty or 00:00 is the end of the day (1439); null when it is not a time. */
export function endMinutes(text: string): number | null {
  if (text.trim() === '') return END_OF_DAY;
  const minutes = minutesFromTime(text);
  return minutes === 0 ? END_OF_DAY : minutes;
}

/** The periods of one day as [start, end] minute pairs. */
export function dayPeriods(p: AvailabilityPeriods | undefined): Array<[number, number]> {
  if (!p) return [];
  const list: Array<[number, number]> = [[p.initAt, p.endAt]];
  if (p.initAt2 !== undefined && p.endAt2 !== undefined) list.push([p.initAt2, p.endAt2]);
  return list;
}

/** Whether a schedule allows a weekday (0 Sunday) and minute of the day; null allows always. */
export function isAvailableAt(schedule: Availability, weekday: number, minute: number): boolean {
  if (schedule === null) return true;
  const day = AVAILABILITY_DAYS[weekday];
  return day !== undefined && dayPeriods(schedule[day]).some(([start, end]) => minute >= start && minute <= end);
}

/** The schedule as JSON text for a form body ('' for null: always available). */
export function availabilityBody(schedule: Availability): string {
  return schedule === null ? '' : JSON.stringify(schedule);
}
