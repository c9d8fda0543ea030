import { describe, expect, it } from 'vitest';
import { formatBRL, formatCentsBRL, toCents, toReais } from './format';

describe('formatBRL', () => {
  it('formats reais the pt-BR way with plain spaces', () => {
    expect(formatBRL(1234.5)).toBe('R$ 1.234,50');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(-10)).toBe('-R$ 10,00');
  });
  it('shows zero without a sign: a negated zero or a negative that rounds to zero cents', () => {
    expect(formatBRL(-0)).toBe('R$ 0,00');
    expect(formatBRL(-0.004)).toBe('R$ 0,00');
    expect(formatBRL(-0.01)).toBe('-R$ 0,01');
    expect(formatCentsBRL(-0)).toBe('R$ 0,00');
    expect(formatCentsBRL(-0.4)).toBe('R$ 0,00');
    expect(formatCentsBRL(-1)).toBe('-R$ 0,01');
  });
  it('shows zero instead of NaN for a missing number', () => {
    expect(formatBRL(Number.NaN)).toBe('R$ 0,00');
  });
});

describe('formatCentsBRL', () => {
  it('divides cents by 100', () => {
    expect(formatCentsBRL(123450)).toBe('R$ 1.234,50');
    expect(formatCentsBRL(5)).toBe('R$ 0,05');
    expect(formatCentsBRL(-8990)).toBe('-R$ 89,90');
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
    expect(toReais(4990)).toBe(49.9);
    expect(toReais(125000)).toBe(1250);
    expect(toReais(-1)).toBe(-0.01);
    expect(toReais(toCents(45.9))).toBe(45.9);
  });
});
