/**
 * The date-range filter's rules (spec 02 §2.8–2.10, §5, §9): the period options, the range
 * each one covers, and what makes a range acceptable. Dates are calendar days written
 * 'yyyy-MM-dd' (no time, no time zone), the form query arguments and the platform use.
 */
import { format, isValid, parse } from 'date-fns';
import { addCalendarDays, formatCalendarDay } from '../../shared/time';
import { KIT_MESSAGES } from './kitMessages';

/** A calendar day, 'yyyy-MM-dd'. */
export type IsoDate = string;

/** How many days up to today, today included (0 = only today), or a range typed by the person. */
export type PeriodOption = 0 | 7 | 30 | 60 | 90 | 'custom';

export const PERIOD_OPTIONS: ReadonlyArray<{ value: PeriodOption; label: string }> = [
  { value: 0, label: 'Hoje' },
  { value: 7, label: 'Últimos 7 dias' },
  { value: 30, label: 'Últimos 30 dias' },
  { value: 60, label: 'Últimos 60 dias' },
  { value: 90, label: 'Últimos 90 dias' },
  { value: 'custom', label: 'Personalizado' },
];

/** The period the sales history opens with (spec 02 §9: 'history default 7'). */
export const DEFAULT_PERIOD: PeriodOption = 7;

export interface DateRange {
  start: IsoDate | null;
  end: IsoDate | null;
}

/** What the filter holds: the period chosen and the dates (null while a date is incomplete). */
export interface DateRangeValue extends DateRange {
  period: PeriodOption;
}

/** Limits a range must stay within (the financial overview: the selected financial period). */
export interface DateBounds {
  minDate?: IsoDate;
  maxDate?: IsoDate;
}

export interface DateRangeErrors {
  start?: string;
  end?: string;
}

const ISO = 'yyyy-MM-dd';
// The pickers' own limits: a year being typed ('0002' on the way to 2025) is not a date yet.
const FIRST_YEAR = 1900;
const LAST_YEAR = 2099;

/**
 * The calendar day of a Date, or null for a missing, invalid or out-of-reach date (years 1900–2099).
 * The date pickers hold a day as a local Date at midnight (fromIsoDate), so its local parts are that
 * day: no instant is read here, and no zone can move it (the one other home of date-fns' format,
 * eslint.config.js ONE_HOME). 'Hoje' comes from the store's zone (time.ts todayIn), not from here.
 */
export function toIsoDate(date: Date | null | undefined): IsoDate | null {
  if (!date || !isValid(date)) return null;
  const year = date.getFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  return format(date, ISO);
}

/** A calendar day as a local Date at midnight, or null when it is not one. */
export function fromIsoDate(value: IsoDate | null | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, ISO, new Date(2000, 0, 1));
  return toIsoDate(date) === value ? date : null;
}

/**
 * The days a period covers, `today` included: 'Últimos 7 dias' on 27/11 is 21/11 to 27/11 (7
 * days), 'Hoje' is today only. `today` is the store's (time.ts todayIn), not the computer's.
 */
export function rangeForPeriod(period: Exclude<PeriodOption, 'custom'>, today: IsoDate): { start: IsoDate; end: IsoDate } {
  return { start: addCalendarDays(today, -Math.max(period - 1, 0)), end: today };
}

/** A filter's starting value: a period and its range (for 'custom', today to today), from the store's `today`. */
export function initialDateRange(period: PeriodOption, today: IsoDate): DateRangeValue {
  return { period, ...rangeForPeriod(period === 'custom' ? 0 : period, today) };
}

/**
 * Why a range cannot be used, per date, in Portuguese; {} when it can. Both dates are needed,
 * the end never precedes the start, and with bounds the start is not before `minDate` and the
 * end not after `maxDate` (nor either date on the wrong side of them).
 */
export function dateRangeErrors(range: DateRange, { minDate, maxDate }: DateBounds = {}): DateRangeErrors {
  const { start, end } = range;
  const errors: DateRangeErrors = {};
  if (!start) errors.start = KIT_MESSAGES.dateStartRequired;
  else if (minDate && start < minDate) errors.start = KIT_MESSAGES.dateStartBeforeMin(formatCalendarDay(minDate));
  else if (maxDate && start > maxDate) errors.start = KIT_MESSAGES.dateStartAfterMax(formatCalendarDay(maxDate));
  if (!end) errors.end = KIT_MESSAGES.dateEndRequired;
  else if (maxDate && end > maxDate) errors.end = KIT_MESSAGES.dateEndAfterMax(formatCalendarDay(maxDate));
  else if (minDate && end < minDate) errors.end = KIT_MESSAGES.dateEndBeforeMin(formatCalendarDay(minDate));
  else if (start && end < start) errors.end = KIT_MESSAGES.dateEndBeforeStart;
  return errors;
}

export function isDateRangeValid(range: DateRange, bounds: DateBounds = {}): range is { start: IsoDate; end: IsoDate } {
  const errors = dateRangeErrors(range, bounds);
  return !errors.start && !errors.end;
}

/**
 * What each picker lets a person choose: the start from `minDate` up to the end (or `maxDate`),
 * the end from the start (or `minDate`) up to `maxDate`, so the end can't be picked before the start.
 */
export function pickerLimits(range: DateRange, { minDate, maxDate }: DateBounds = {}) {
  return {
    start: { minDate, maxDate: earliest(range.end, maxDate) },
    end: { minDate: latest(range.start, minDate), maxDate },
  };
}

function earliest(a: IsoDate | null | undefined, b: IsoDate | undefined): IsoDate | undefined {
  if (!a) return b;
  return b && b < a ? b : a;
}

function latest(a: IsoDate | null | undefined, b: IsoDate | undefined): IsoDate | undefined {
  if (!a) return b;
  return b && b > a ? b : a;
}
