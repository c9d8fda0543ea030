import { describe, expect, it } from 'vitest';
import { isValidTime } from './format';

describe('isValidTime', () => {
  it('accepts 00:00 to 23:59', () => {
    for (const t of ['00:00', '09:05', '12:30', '23:59']) expect(isValidTime(t)).toBe(true);
  });
  it('refuses hours above 23 and minutes above 59', () => {
    expect(['24:00', '25:10', '12:60', '99:99'].map((value) => isValidTime(value))).toEqual([false, false, false, false]);
  });
  it('refuses incomplete or empty times', () => {
    expect(['', '1:30', '12:3', '1230'].map((value) => isValidTime(value))).toEqual([false, false, false, false]);
  });
});
