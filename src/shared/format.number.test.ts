import { describe, expect, it } from 'vitest';
import { formatNumberBR, formatPercentBR } from './format';

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

describe('formatPercentBR', () => {
  it('writes a rate with a comma and at most two decimals', () => {
    expect(formatPercentBR(3.19)).toBe('3,19%');
    expect(formatPercentBR(2.5)).toBe('2,5%');
    expect(formatPercentBR(0)).toBe('0%');
  });
});
