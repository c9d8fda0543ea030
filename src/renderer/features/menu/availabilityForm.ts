import type { OpeningDay } from '../../../shared/api';
import {
  AVAILABILITY_DAYS,
  END_OF_DAY,
  endMinutes,
  minutesFromTime,
  startMinutes,
  timeFromMinutes,
  type Availability,
  type AvailabilityDay,
  type AvailabilityPeriods,
} from '../../../shared/menu/availability';
import { MENU_MESSAGES } from './messages';

/**
 * The availability editor's rules (spec 02 §3 Availability, §5): seven days, two periods a day
 * typed as HH:MM with a disable box each, stored as minutes from midnight. An empty or 00:00 end
 * is the end of the day (1439); an empty start is midnight.
 */

export const DAY_NAMES: Record<AvailabilityDay, string> = {
  do: 'Domingo',
  sg: 'Segunda-feira',
  te: 'Terça-feira',
  qa: 'Quarta-feira',
  qi: 'Quinta-feira',
  sx: 'Sexta-feira',
  sb: 'Sábado',
};

export interface PeriodForm {
  start: string;
  end: string;
  disabled: boolean;
}

export interface DayForm {
  day: AvailabilityDay;
  periods: [PeriodForm, PeriodForm];
}

const ALL_DAY: PeriodForm = { start: '00:00', end: '23:59', disabled: false };
const UNUSED: PeriodForm = { start: '', end: '', disabled: true };

/** The editor's week for a stored schedule; null (always available) is every day all day. */
export function availabilityToForm(schedule: Availability): DayForm[] {
  return AVAILABILITY_DAYS.map((day) => {
    if (schedule === null) return { day, periods: [{ ...ALL_DAY }, { ...UNUSED }] };
    const p = schedule[day];
    if (!p) return { day, periods: [{ ...ALL_DAY, disabled: true }, { ...UNUSED }] };
    const second: PeriodForm =
      p.initAt2 !== undefined && p.endAt2 !== undefined ? { start: timeFromMinutes(p.initAt2), end: timeFromMinutes(p.endAt2), disabled: false } : { ...UNUSED };
    return { day, periods: [{ start: timeFromMinutes(p.initAt), end: timeFromMinutes(p.endAt), disabled: false }, second] };
  });
}

/** 'Terça-feira, 2º período': where a message points. */
export const periodName = (day: AvailabilityDay, period: number): string => `${DAY_NAMES[day]}, ${period + 1}º período`;

/** The minutes of an enabled period as typed, or null when a time is not valid. */
export function periodMinutes(p: PeriodForm): [number, number] | null {
  const start = startMinutes(p.start);
  const end = endMinutes(p.end);
  return start === null || end === null ? null : [start, end];
}

/** What is wrong with the typed week (a time that is not HH:MM, an end before its start); [] when nothing. */
export function availabilityErrors(week: readonly DayForm[]): string[] {
  const errors: string[] = [];
  for (const { day, periods } of week) {
    periods.forEach((p, i) => {
      if (p.disabled) return;
      const minutes = periodMinutes(p);
      if (!minutes) errors.push(MENU_MESSAGES.availabilityInvalidTime(periodName(day, i)));
      else if (minutes[1] <= minutes[0]) errors.push(MENU_MESSAGES.availabilityEndBeforeStart(periodName(day, i)));
    });
  }
  return errors;
}

/**
 * The schedule to store for a valid typed week: a day with both periods disabled is left out (not
 * available that day), a lone second period becomes the first; every day open all day is null.
 */
export function availabilityFromForm(week: readonly DayForm[]): Availability {
  const schedule: Partial<Record<AvailabilityDay, AvailabilityPeriods>> = {};
  for (const { day, periods } of week) {
    const [first, second] = periods.filter((p) => !p.disabled).map((p): [number, number] => periodMinutes(p) ?? [0, END_OF_DAY]);
    if (!first) continue;
    schedule[day] = second ? { initAt: first[0], endAt: first[1], initAt2: second[0], endAt2: second[1] } : { initAt: first[0], endAt: first[1] };
  }
  const allDayEveryDay = AVAILABILITY_DAYS.every((day) => {
    const p = schedule[day];
    return p !== undefined && p.initAt === 0 && p.endAt === END_OF_DAY && p.initAt2 === undefined;
  });
  return allDayEveryDay ? null : schedule;
}

/**
 * The store's opening minutes per weekday (0 Sunday) from its opening hours: a shift that closes
 * at or before it opens runs past midnight into the next day.
 */
export function openingIntervals(days: readonly OpeningDay[]): Array<Array<[number, number]>> {
  const byWeekday: Array<Array<[number, number]>> = Array.from({ length: 7 }, () => []);
  days.forEach((d, weekday) => {
    if (!d.checked) return;
    for (const [open, close] of [
      [d.abertura, d.fechamento],
      [d.abertura2, d.fechamento2],
    ] as const) {
      const a = minutesFromTime(open);
      const b = minutesFromTime(close);
      if (a === null || b === null) continue;
      if (b > a) byWeekday[weekday]!.push([a, b]);
      else {
        byWeekday[weekday]!.push([a, END_OF_DAY]);
        if (b > 0) byWeekday[(weekday + 1) % 7]!.push([0, b]);
      }
    }
  });
  return byWeekday;
}

/** Whether [start, end] lies within the union of the intervals. */
function covered(start: number, end: number, intervals: ReadonlyArray<[number, number]>): boolean {
  let reached = start;
  for (const [a, b] of [...intervals].sort((x, y) => x[0] - y[0])) {
    if (a > reached) break;
    reached = Math.max(reached, b);
    if (reached >= end) return true;
  }
  return reached >= end;
}

const hoursText = (intervals: ReadonlyArray<[number, number]>): string =>
  intervals.map(([a, b]) => `${timeFromMinutes(a)} às ${timeFromMinutes(b)}`).join(' e ');

/**
 * What deserves a second look before saving a valid week: two periods of a day that overlap, and
 * a period outside the store's opening hours (`days`, Domingo to Sábado, when known). A week open
 * all day is 'whenever the store is open': nothing to say.
 */
export function availabilityWarnings(week: readonly DayForm[], days?: readonly OpeningDay[]): string[] {
  // always available means: whenever the store is open
  if (availabilityFromForm(week) === null) return [];
  const warnings: string[] = [];
  const opening = days && days.length === 7 ? openingIntervals(days) : null;
  week.forEach(({ day, periods }, weekday) => {
    const active = periods.map((p, i) => ({ i, minutes: p.disabled ? null : periodMinutes(p) })).filter((p) => p.minutes !== null) as Array<{ i: number; minutes: [number, number] }>;
    const [a, b] = active;
    if (a && b && a.minutes[0] <= b.minutes[1] && b.minutes[0] <= a.minutes[1]) warnings.push(MENU_MESSAGES.availabilityOverlap(DAY_NAMES[day]));
    if (!opening) return;
    const open = opening[weekday] ?? [];
    for (const { i, minutes } of active) {
      if (open.length === 0) warnings.push(MENU_MESSAGES.availabilityStoreClosed(periodName(day, i)));
      else if (!covered(minutes[0], minutes[1], open)) warnings.push(MENU_MESSAGES.availabilityOutsideHours(periodName(day, i), hoursText(open)));
    }
  });
  return warnings;
}
