import { describe, expect, it } from 'vitest';
import { calendarDayIn } from '../shared/time';
import { DAY, dayStart, HOUR, isoDay, isoDayTime, MINUTE, monthStart, parseLocal, weekday, weekStart, zoneCalendar } from './calendar';

describe('São Paulo calendar (UTC−3, no daylight saving since 2019)', () => {
  const lateEvening = Date.UTC(2026, 4, 23, 2, 30); // 22/05/2026 23:30 in São Paulo

  it('days and weekdays are São Paulo’s, not UTC’s', () => {
    expect(isoDay(lateEvening)).toBe('2026-05-22');
    expect(weekday(lateEvening)).toBe(5);
    expect(dayStart(lateEvening)).toBe(Date.UTC(2026, 4, 22, 3));
    expect(isoDayTime(lateEvening)).toBe('2026-05-22 23:30:00');
  });

  it('months and weeks (Monday to Sunday)', () => {
    expect([monthStart(lateEvening), monthStart(lateEvening, 1), monthStart(lateEvening, -5), weekStart(lateEvening)].map((value) => isoDay(value))).toEqual(
      ['2026-05-01', '2026-06-01', '2025-12-01', '2026-05-18'],
    );
    expect(weekStart(parseLocal('2026-05-18'))).toBe(parseLocal('2026-05-18'));
    expect(weekStart(parseLocal('2026-05-24 23:59:59'))).toBe(parseLocal('2026-05-18'));
  });

  it('reads a local day or day and time, and refuses what is not one', () => {
    expect(parseLocal('2026-05-22')).toBe(Date.UTC(2026, 4, 22, 3));
    expect(parseLocal('2026-05-22 23:59:59')).toBe(Date.UTC(2026, 4, 22, 3) + DAY - 1000);
    expect(parseLocal('2026-05-22T10:00')).toBe(Date.UTC(2026, 4, 22, 3) + 10 * HOUR);
    for (const bad of ['2026-02-31', '2026-13-01', '2026-05-22 24:00:00', '22/05/2026', 'ontem', '']) expect(parseLocal(bad)).toBeNaN();
  });
});

describe("a store's calendar (its own zone)", () => {
  it('puts a Manaus 23:30 on its own day and weekday, an hour after São Paulo moved on', () => {
    const late = Date.UTC(2026, 10, 28, 3, 30); // Friday 27/11 23:30 in Manaus, Saturday 00:30 in São Paulo
    const manaus = zoneCalendar('America/Manaus');
    expect([manaus.dayOf(late), manaus.weekdayOf(late)]).toEqual(['2026-11-27', 5]);
    expect([isoDay(late), weekday(late)]).toEqual(['2026-11-28', 6]);
  });

  it('agrees with Intl at every hour of a year, across daylight-saving changes', () => {
    for (const zone of ['America/Manaus', 'America/New_York', 'Pacific/Auckland']) {
      const calendar = zoneCalendar(zone);
      for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += HOUR + 7 * MINUTE) {
        expect(calendar.dayOf(ms)).toBe(calendarDayIn(ms, zone));
      }
    }
  });
});
