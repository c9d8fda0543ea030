import { describe, expect, it } from 'vitest';
import { formatNumberBR, formatPercentBR } from './format';

describe('formatNumberBR', () => {
  it('groups thousands with dots and shows counts as integers', () => {
    expect([12345, 1234567, 7, 2.6].map((value) => formatNumberBR(value))).toEqual(['12.345', '1.234.567', '7', '3']);
  });
  it('shows up to the decimals asked for, with a comma', () => {
    expect(([[2.44, 1], [2, 1], [1536.25, 2]] as const).map(([a, b]) => formatNumberBR(a, b))).toEqual(['2,4', '2', '1.536,25']);
  });
  it('shows zero for a missing number', () => {
    expect(formatNumberBR(Number.NaN)).toBe('0');
    expect(formatNumberBR(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatPercentBR', () => {
  it('writes a rate with a comma and at most two decimals', () => {
    expect([3.19, 2.5, 0].map((value) => formatPercentBR(value))).toEqual(['3,19%', '2,5%', '0%']);
  });
});
