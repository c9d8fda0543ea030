import { describe, expect, it } from 'vitest';
import { isValidTime, maskTime } from './format';

describe('maskTime (99:99)', () => {
  it('puts the colon once the third digit is typed', () => {
    expect(maskTime('1')).toBe('1');
    expect(maskTime('18')).toBe('18');
    expect(maskTime('183')).toBe('18:3');
    expect(maskTime('1830')).toBe('18:30');
  });
  it('drops letters and digits beyond four', () => {
    expect(maskTime('18h30')).toBe('18:30');
    expect(maskTime('18:305')).toBe('18:30');
    expect(maskTime('ab')).toBe('');
  });
});

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
