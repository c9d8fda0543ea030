import { describe, expect, it } from 'vitest';
import { dailySeries, daysOf, periodLength, previousComparablePeriod, weekdayOf } from './period';

describe('report periods', () => {
  it('counts days with both ends included, across months and years', () => {
    expect(periodLength('2026-11-22', '2026-11-22')).toBe(1);
    expect(periodLength('2026-02-25', '2026-03-02')).toBe(6);
    expect(daysOf('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('knows the weekday of a day (0 Sunday)', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });

  it('compares with the period before on the same weekdays, without overlapping', () => {
    // a single Sunday: the Sunday before
    expect(previousComparablePeriod('2026-11-22', '2026-11-22')).toEqual({ start: '2026-11-15', end: '2026-11-15' });
    // seven days: the seven before
    expect(previousComparablePeriod('2026-11-16', '2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    // ten days: two weeks back
    const previous = previousComparablePeriod('2026-11-13', '2026-11-22');
    expect(previous).toEqual({ start: '2026-10-30', end: '2026-11-08' });
    expect(weekdayOf(previous.start)).toBe(weekdayOf('2026-11-13'));
    expect(periodLength(previous.start, previous.end)).toBe(10);
  });

  it('fills every day of the period, 0 where there is no point', () => {
    expect(dailySeries([{ day: '2026-11-21', value: 3 }, { day: '2026-11-19', value: 2 }], '2026-11-19', '2026-11-21')).toEqual([
      { date: '2026-11-19', value: 2 },
      { date: '2026-11-20', value: 0 },
      { date: '2026-11-21', value: 3 },
    ]);
  });
});
