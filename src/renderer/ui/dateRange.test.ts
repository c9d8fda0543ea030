import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  PERIOD_OPTIONS,
  dateRangeErrors,
  fromIsoDate,
  initialDateRange,
  isDateRangeValid,
  pickerLimits,
  rangeForPeriod,
  toIsoDate,
} from './dateRange';

const today = '2024-03-10';

describe('period options (spec 02 §9)', () => {
  it('are today, 7, 30, 60, 90 days and custom, with their labels', () => {
    expect(PERIOD_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [0, 'Hoje'],
      [7, 'Últimos 7 dias'],
      [30, 'Últimos 30 dias'],
      [60, 'Últimos 60 dias'],
      [90, 'Últimos 90 dias'],
      ['custom', 'Personalizado'],
    ]);
  });
});

describe('rangeForPeriod', () => {
  it('covers today only for Hoje', () => {
    expect(rangeForPeriod(0, today)).toEqual({ start: '2024-03-10', end: '2024-03-10' });
  });
  it('covers N calendar days with today included: Últimos 7 dias is 7 days, not 8', () => {
    expect(rangeForPeriod(7, today)).toEqual({ start: '2024-03-04', end: '2024-03-10' });
    expect(rangeForPeriod(30, today)).toEqual({ start: '2024-02-10', end: '2024-03-10' });
    expect(rangeForPeriod(60, today)).toEqual({ start: '2024-01-11', end: '2024-03-10' });
    expect(rangeForPeriod(90, today)).toEqual({ start: '2023-12-12', end: '2024-03-10' });
    // the example: on 27/11 the last 7 days are 21/11 to 27/11
    expect(rangeForPeriod(7, '2026-11-27')).toEqual({ start: '2026-11-21', end: '2026-11-27' });
  });
  it('counts every period to exactly its number of days', () => {
    const days = (r: { start: string; end: string }) => (Date.parse(r.end) - Date.parse(r.start)) / 86_400_000 + 1;
    for (const period of [7, 30, 60, 90] as const) expect(days(rangeForPeriod(period, '2026-03-01'))).toBe(period);
    expect(days(rangeForPeriod(0, '2026-03-01'))).toBe(1);
  });
  it('starts the sales history on the last 7 days; custom starts on today', () => {
    expect(initialDateRange(DEFAULT_PERIOD, today)).toEqual({ period: 7, start: '2024-03-04', end: '2024-03-10' });
    expect(initialDateRange('custom', today)).toEqual({ period: 'custom', start: '2024-03-10', end: '2024-03-10' });
  });
});

describe('toIsoDate / fromIsoDate', () => {
  it('turns a local day into yyyy-MM-dd and back', () => {
    expect(toIsoDate(new Date(2024, 0, 5, 23, 59))).toBe('2024-01-05');
    const back = fromIsoDate('2024-01-05')!;
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours()]).toEqual([2024, 0, 5, 0]);
  });
  it('has no date for a missing, invalid or half-typed value', () => {
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate(new Date(Number.NaN))).toBeNull();
    const typingYear = new Date(2024, 3, 15);
    typingYear.setFullYear(2); // the picker's value while the year is typed: 0002 on the way to 2025
    expect(toIsoDate(typingYear)).toBeNull();
    expect(['2024-02-30', '10/03/2024', null].map((value) => fromIsoDate(value))).toEqual([null, null, null]);
  });
});

describe('dateRangeErrors', () => {
  it('accepts a range whose end is on or after its start', () => {
    expect(dateRangeErrors({ start: '2024-03-01', end: '2024-03-01' })).toEqual({});
    expect(isDateRangeValid({ start: '2024-03-01', end: '2024-03-09' })).toBe(true);
  });
  it('asks for both dates', () => {
    expect(dateRangeErrors({ start: null, end: null })).toEqual({
      start: 'Informe a data inicial (dd/mm/aaaa).',
      end: 'Informe a data final (dd/mm/aaaa).',
    });
  });
  it('refuses an end before the start', () => {
    expect(dateRangeErrors({ start: '2024-03-10', end: '2024-03-09' })).toEqual({
      end: 'A data final não pode ser anterior à data inicial.',
    });
    expect(isDateRangeValid({ start: '2024-03-10', end: '2024-03-09' })).toBe(false);
  });
  it('keeps the dates inside the bounds (financial overview: inside the period)', () => {
    const period = { minDate: '2024-03-01', maxDate: '2024-03-31' };
    expect(dateRangeErrors({ start: '2024-03-01', end: '2024-03-31' }, period)).toEqual({});
    expect(dateRangeErrors({ start: '2024-02-28', end: '2024-04-02' }, period)).toEqual({
      start: 'A data inicial não pode ser anterior a 01/03/2024.',
      end: 'A data final não pode ser posterior a 31/03/2024.',
    });
    expect(dateRangeErrors({ start: '2024-04-05', end: '2024-02-01' }, period)).toEqual({
      start: 'A data inicial não pode ser posterior a 31/03/2024.',
      end: 'A data final não pode ser anterior a 01/03/2024.',
    });
    expect(dateRangeErrors({ start: '2024-03-20', end: '2024-03-10' }, period)).toEqual({
      end: 'A data final não pode ser anterior à data inicial.',
    });
  });
});

describe('pickerLimits', () => {
  it('lets the end be picked from the start on, and the start up to the end', () => {
    expect(pickerLimits({ start: '2024-03-05', end: '2024-03-20' })).toEqual({
      start: { minDate: undefined, maxDate: '2024-03-20' },
      end: { minDate: '2024-03-05', maxDate: undefined },
    });
  });
  it('within bounds: start from the period start, end up to the period end', () => {
    const period = { minDate: '2024-03-01', maxDate: '2024-03-31' };
    expect(pickerLimits({ start: '2024-03-05', end: '2024-03-20' }, period)).toEqual({
      start: { minDate: '2024-03-01', maxDate: '2024-03-20' },
      end: { minDate: '2024-03-05', maxDate: '2024-03-31' },
    });
    expect(pickerLimits({ start: null, end: '2024-04-10' }, period)).toEqual({
      start: { minDate: '2024-03-01', maxDate: '2024-03-31' },
      end: { minDate: '2024-03-01', maxDate: '2024-03-31' },
    });
  });
});
