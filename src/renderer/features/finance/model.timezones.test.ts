import { afterAll, describe, expect, it } from 'vitest';
import { settlementsCsv } from './csvExports';
import { formatDay, formatInstant } from './model';
import { makeSettlement } from '../../test/finance';
import { formatDate } from '../../../shared/time';

// Spec 02 §2.11: a date is its calendar day, so no time zone moves it to the day before. Node reads
// process.env.TZ again whenever it is assigned, so each block runs in its own zone.
const original = process.env.TZ;
afterAll(() => {
  // assigning undefined would set the text 'undefined'
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

const MIDNIGHT_UTC = '2026-05-27T00:00:00.000000Z';

describe.each([
  ['America/Sao_Paulo', -180],
  ['Australia/Brisbane', 600],
])('in %s', (zone, offsetMinutes) => {
  it('the zone is in force', () => {
    process.env.TZ = zone;
    expect(-new Date(2026, 4, 27, 12).getTimezoneOffset()).toBe(offsetMinutes);
  });

  it('a settlement date is its own calendar day', () => {
    process.env.TZ = zone;
    expect(formatDay(MIDNIGHT_UTC)).toBe('27/05/2026');
    expect(formatDay('2026-05-27')).toBe('27/05/2026');
    const [row] = settlementsCsv([makeSettlement({ settlement_date: MIDNIGHT_UTC })]).slice(1).split('\r\n').slice(1);
    expect(row?.split(';').slice(0, 3)).toEqual(['18/05/2026', '24/05/2026', '27/05/2026']);
  });

  it("an instant is shown on the store's clock, whatever the computer's", () => {
    process.env.TZ = zone;
    expect(formatInstant('2026-05-20T23:40:00.000Z', 'America/Sao_Paulo')).toBe('20/05/2026 20:40');
    expect(formatInstant('2026-05-20T23:40:00.000Z', 'America/Manaus')).toBe('20/05/2026 19:40');
    // the platform's text without a zone is its own clock, São Paulo's
    expect(formatInstant('2026-11-18 10:00:00', 'America/Manaus')).toBe('18/11/2026 09:00');
  });
});

describe('read as an instant', () => {
  it('the date would show as the day before in São Paulo (what the rule prevents)', () => {
    process.env.TZ = 'America/Sao_Paulo';
    expect(formatDate(MIDNIGHT_UTC, 'America/Sao_Paulo')).toBe('26/05/2026');
    expect(formatDay(MIDNIGHT_UTC)).toBe('27/05/2026');
  });
});
