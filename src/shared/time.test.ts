import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCalendarDayMonth,
  formatPlatformDay,
  platformCalendarDay,
  DEFAULT_STORE_TIME_ZONE,
  addCalendarDays,
  dayStartIn,
  calendarDayIn,
  formatDate,
  formatDateTime,
  formatDayMonthTime,
  formatTime,
  formatTimeOrDay,
  isTimeZone,
  parseInstant,
  storeTimeZone,
  todayIn,
} from './time';

const INSTANT = '2026-11-22T22:32:00.000Z';

describe("the store's time zone", () => {
  it("is the platform's when it names a zone, São Paulo's otherwise", () => {
    expect(storeTimeZone('America/Manaus')).toBe('America/Manaus');
    expect(storeTimeZone(' America/Rio_Branco ')).toBe('America/Rio_Branco');
    for (const missing of [undefined, null, '', '   ', 'Brasil/Amazonas_Central', 'GMT-25']) {
      expect(storeTimeZone(missing)).toBe(DEFAULT_STORE_TIME_ZONE);
    }
    expect(DEFAULT_STORE_TIME_ZONE).toBe('America/Sao_Paulo');
  });

  it('knows real IANA zones only', () => {
    expect(['America/Noronha', 'Lua/Tranquilidade', 42].map((value) => isTimeZone(value))).toEqual([true, false, false]);
  });
});

describe('times as a person reads them', () => {
  it("are in the zone given: each of Brazil's four reads its own clock", () => {
    expect(([[INSTANT, 'America/Noronha'], [INSTANT, 'America/Sao_Paulo'], [INSTANT, 'America/Manaus'], [INSTANT, 'America/Rio_Branco']] as const).map(([a, b]) => formatDateTime(a, b))).toEqual(
      ['22/11/2026 20:32', '22/11/2026 19:32', '22/11/2026 18:32', '22/11/2026 17:32'],
    );
  });

  it('cross midnight by the zone, not by the computer', () => {
    expect(formatDateTime('2026-11-23T02:10:00.000Z', 'America/Sao_Paulo')).toBe('22/11/2026 23:10');
    expect(formatDayMonthTime('2026-11-23T02:10:00.000Z', 'America/Sao_Paulo')).toBe('22/11 23:10');
    expect(formatTime('2026-11-23T02:10:00.000Z', 'UTC')).toBe('02:10');
  });

  it('take epoch milliseconds and dates too, and use 00-23 hours', () => {
    expect(formatTime(Date.parse('2026-11-23T03:05:00.000Z'), 'America/Sao_Paulo')).toBe('00:05');
    expect(formatDayMonthTime(new Date(INSTANT), 'America/Manaus')).toBe('22/11 18:32');
  });

  it('an unknown zone reads São Paulo, never throws', () => {
    expect(formatDateTime(INSTANT, 'Nada/Disso')).toBe('22/11/2026 19:32');
  });

  it('what is not a date comes back as it was (or empty for a bare time)', () => {
    expect(formatDateTime('ontem', 'America/Sao_Paulo')).toBe('ontem');
    expect(formatDayMonthTime('', 'America/Sao_Paulo')).toBe('');
    expect(formatTime('amanhã', 'America/Sao_Paulo')).toBe('');
  });
});

describe('what the platform sends, read as an instant', () => {
  it("reads a date-time without a zone on the platform's clock (São Paulo), never the computer's", () => {
    expect(parseInstant('2026-11-18 10:00:00')?.toISOString()).toBe('2026-11-18T13:00:00.000Z');
    expect(parseInstant('2026-11-18T10:00')?.toISOString()).toBe('2026-11-18T13:00:00.000Z');
    expect(formatDateTime('2026-11-18 10:00:00', 'America/Manaus')).toBe('18/11/2026 09:00');
    expect(formatDateTime('2026-11-18 23:30:00', 'Pacific/Auckland')).toBe('19/11/2026 15:30');
  });

  it('keeps ISO text with its zone, epoch ms and Dates as they are; refuses what is not a date', () => {
    expect(parseInstant(INSTANT)?.toISOString()).toBe(INSTANT);
    expect(parseInstant(Date.parse(INSTANT))?.toISOString()).toBe(INSTANT);
    expect(['2026-02-30 10:00:00', '2026-11-18 25:00:00', 'ontem'].map((value) => parseInstant(value))).toEqual([null, null, null]);
  });
});

describe('calendar days in the store', () => {
  // 22/11 23:10 in São Paulo is already 23/11 in UTC and 23/11 15:10 in Auckland
  const LATE = '2026-11-23T02:10:00.000Z';

  it('an instant falls on the day of the zone given', () => {
    expect(([[LATE, 'America/Sao_Paulo'], [LATE, 'America/Manaus'], [LATE, 'Pacific/Auckland'], [LATE, 'UTC']] as const).map(([a, b]) => calendarDayIn(a, b))).toEqual(
      ['2026-11-22', '2026-11-22', '2026-11-23', '2026-11-23'],
    );
  });

  it('a calendar day stays itself; what is not a date has no day', () => {
    expect(calendarDayIn('2026-11-20', 'Pacific/Auckland')).toBe('2026-11-20');
    expect(calendarDayIn('nunca', 'America/Sao_Paulo')).toBeNull();
  });

  it("today is the store's, whatever the computer's calendar", () => {
    expect(todayIn('America/Manaus', Date.parse(LATE))).toBe('2026-11-22');
    expect(todayIn('Pacific/Auckland', new Date(LATE))).toBe('2026-11-23');
  });

  it("a day begins at the zone's midnight, across a daylight-saving change too", () => {
    expect(new Date(dayStartIn('2026-11-27', 'America/Manaus')).toISOString()).toBe('2026-11-27T04:00:00.000Z');
    expect(new Date(dayStartIn('2026-11-27', 'America/Sao_Paulo')).toISOString()).toBe('2026-11-27T03:00:00.000Z');
    expect(new Date(dayStartIn('2026-11-27', 'Pacific/Auckland')).toISOString()).toBe('2026-11-26T11:00:00.000Z');
    // New York moves its clocks on 08/03/2026 at 02:00: that day still begins at 05:00 UTC, the next at 04:00
    expect(new Date(dayStartIn('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(dayStartIn('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('days are added by the calendar, across months and years', () => {
    expect(([['2026-11-27', -6], ['2026-03-01', -1], ['2026-12-31', 1], ['2026-11-27', 0], ['2026-12-15', 30], ['2028-02-28', 1], ['2024-03-01', -1]] as const).map(([a, b]) => addCalendarDays(a, b))).toEqual(
      ['2026-11-21', '2026-02-28', '2027-01-01', '2026-11-27', '2027-01-14', '2028-02-29', '2024-02-29'],
    );
    // a day in the week daylight saving started in São Paulo (2018-11-04) is still one day
    expect(addCalendarDays('2018-11-03', 1)).toBe('2018-11-04');
  });

  it('formatDate shows a calendar day without a shift and an instant on the zone\'s day', () => {
    expect(([['2026-11-20', 'Pacific/Auckland'], [LATE, 'America/Sao_Paulo'], [LATE, 'Pacific/Auckland'], ['talvez', 'UTC']] as const).map(([a, b]) => formatDate(a, b))).toEqual(
      ['20/11/2026', '22/11/2026', '23/11/2026', 'talvez'],
    );
  });
});

describe('a platform date (due and settlement dates)', () => {
  it('is its own calendar day, never moved by a zone', () => {
    expect(['2026-05-20T00:00:00.000000Z', ' 2026-05-20 ', '20/05/2026'].map((value) => platformCalendarDay(value))).toEqual(['2026-05-20', '2026-05-20', null]);
    // midnight UTC read as an instant would be 19/05 in São Paulo
    expect(formatPlatformDay('2026-05-20T00:00:00.000000Z')).toBe('20/05/2026');
    expect(formatPlatformDay('sem data')).toBe('sem data');
  });
});

describe('a time in a list', () => {
  const NOW = Date.parse('2026-11-27T15:00:00.000Z'); // 27/11 12:00 in São Paulo

  it("is the time alone today and the day with the time on another day, on the store's calendar", () => {
    expect(formatTimeOrDay('2026-11-27T13:10:00.000Z', 'America/Sao_Paulo', NOW)).toBe('10:10');
    expect(formatTimeOrDay('2026-11-26T13:10:00.000Z', 'America/Sao_Paulo', NOW)).toBe('26/11 10:10');
    // 02:30 UTC on the 27th is still the 26th in São Paulo
    expect(([['2026-11-27T02:30:00.000Z', 'America/Sao_Paulo', NOW], ['2026-11-27T02:30:00.000Z', 'UTC', NOW], ['', 'America/Sao_Paulo', NOW]] as const).map(([a, b, c]) => formatTimeOrDay(a, b, c))).toEqual(
      ['26/11 23:30', '02:30', ''],
    );
  });
});

describe('a calendar day as a person reads it', () => {
  it('is that day whatever the zone: dd/MM/yyyy, and dd/MM for a chart axis', () => {
    expect(formatCalendarDay('2024-03-01')).toBe('01/03/2024');
    expect(formatCalendarDay('2025-12-31')).toBe('31/12/2025');
    expect(formatCalendarDayMonth('2024-03-10')).toBe('10/03');
  });
  it('gives back what is not a calendar day unchanged, an instant included (it needs a zone: formatDate)', () => {
    expect(formatCalendarDay('amanhã')).toBe('amanhã');
    expect(formatCalendarDay('2024-07-09T23:30:00.000Z')).toBe('2024-07-09T23:30:00.000Z');
    expect(formatCalendarDayMonth('2024-07-09T23:30:00.000Z')).toBe('2024-07-09T23:30:00.000Z');
  });
});
