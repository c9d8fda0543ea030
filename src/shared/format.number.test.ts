import { describe, expect, it } from 'vitest';
import { formatDayMonthBR, formatNumberBR } from './format';

describe('formatNumberBR', () => {
  it('groups thousands with dots and shows counts as integers', () => {
    expect(formatNumberBR(12345)).toBe('12.345');
    expect(formatNumberBR(1234567)).toBe('1.234.567');
    expect(formatNumberBR(7)).toBe('7');
    expect(formatNumberBR(2.6)).toBe('3');
  });
  it('shows up to the decimals asked for, with a comma', () => {
    expect(formatNumberBR(2.44, 1)).toBe('2,4');
    expect(formatNumberBR(2, 1)).toBe('2');
    expect(formatNumberBR(1536.25, 2)).toBe('1.536,25');
  });
  it('shows zero for a missing number', () => {
    expect(formatNumberBR(Number.NaN)).toBe('0');
    expect(formatNumberBR(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatDayMonthBR', () => {
  it('gives dd/mm of a calendar day without a time-zone shift', () => {
    expect(formatDayMonthBR('2024-03-10')).toBe('10/03');
    expect(formatDayMonthBR('2025-12-01')).toBe('01/12');
  });
  it('gives dd/mm of a date-time in local time', () => {
    expect(formatDayMonthBR(new Date(2024, 6, 9, 23, 30).toISOString())).toBe('09/07');
  });
  it('gives back text that is not a date', () => {
    expect(formatDayMonthBR('ontem')).toBe('ontem');
  });
});
