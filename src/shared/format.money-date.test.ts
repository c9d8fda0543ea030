import { describe, expect, it } from 'vitest';
import { formatBRL, formatCentsBRL, toCents, toReais } from './format';

describe('formatBRL', () => {
  it('formats reais the pt-BR way with plain spaces', () => {
    expect([1234.5, 0, -10].map((value) => formatBRL(value))).toEqual(['R$ 1.234,50', 'R$ 0,00', '-R$ 10,00']);
  });
  it('shows zero without a sign: a negated zero or a negative that rounds to zero cents', () => {
    expect([-0, -0.004, -0.01].map((value) => formatBRL(value))).toEqual(['R$ 0,00', 'R$ 0,00', '-R$ 0,01']);
    expect([-0, -0.4, -1].map((value) => formatCentsBRL(value))).toEqual(['R$ 0,00', 'R$ 0,00', '-R$ 0,01']);
  });
  it('shows zero instead of NaN for a missing number', () => {
    expect(formatBRL(Number.NaN)).toBe('R$ 0,00');
  });
});

describe('formatCentsBRL', () => {
  it('divides cents by 100', () => {
    expect([123450, 5, -8990].map((value) => formatCentsBRL(value))).toEqual(['R$ 1.234,50', 'R$ 0,05', '-R$ 89,90']);
  });
});

describe('reais and cents (one home: toCents / toReais)', () => {
  it('reais to whole cents, rounded to the nearest cent', () => {
    expect(toCents(49.9)).toBe(4990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(100); // 1.005 is 1.00499... as a float
    expect(toCents(-12.5)).toBe(-1250);
    expect(toCents(0)).toBe(0);
  });
  it('cents to reais as the legacy calls carry them', () => {
    expect([4990, 125000, -1, toCents(45.9)].map((value) => toReais(value))).toEqual([49.9, 1250, -0.01, 45.9]);
  });
});
