import { describe, expect, it } from 'vitest';
import { isValidTime } from './format';

describe('isValidTime', () => {
  it('accepts 00:00 to 23:59', () => {
    for (const t of ['00:00', '09:05', '12:30', '23:59']) expect(isValidTime(t)).toBe(true);
  });
  it('refuses hours above 23 and minutes above 59', () => {
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('25:10')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime('99:99')).toBe(false);
  });
  it('refuses incomplete or empty times', () => {
    expect(isValidTime('')).toBe(false);
    expect(isValidTime('1:30')).toBe(false);
    expect(isValidTime('12:3')).toBe(false);
    expect(isValidTime('1230')).toBe(false);
  });
});
