import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_TIME_ZONE, formatDateTime, formatDayMonthTime, formatTime, isTimeZone, storeTimeZone } from './time';

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
    expect(isTimeZone('America/Noronha')).toBe(true);
    expect(isTimeZone('Lua/Tranquilidade')).toBe(false);
    expect(isTimeZone(42)).toBe(false);
  });
});

describe('times as a person reads them', () => {
  it("are in the zone given: each of Brazil's four reads its own clock", () => {
    expect(formatDateTime(INSTANT, 'America/Noronha')).toBe('22/11/2026 20:32');
    expect(formatDateTime(INSTANT, 'America/Sao_Paulo')).toBe('22/11/2026 19:32');
    expect(formatDateTime(INSTANT, 'America/Manaus')).toBe('22/11/2026 18:32');
    expect(formatDateTime(INSTANT, 'America/Rio_Branco')).toBe('22/11/2026 17:32');
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
