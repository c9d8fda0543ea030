import { describe, expect, it } from 'vitest';
import { formatBRL, formatCentsBRL, toCents, toReais } from './format';

describe('formatBRL', () => {
  it("formats reais the pt-BR way, 'R$' and the number joined by a no-break space", () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(-10)).toBe('-R$\u00a010,00');
  });
  it('shows zero without a sign: a negated zero or a negative that rounds to zero cents', () => {
    expect(formatBRL(-0)).toBe('R$\u00a00,00');
    expect(formatBRL(-0.004)).toBe('R$\u00a00,00');
    expect(formatBRL(-0.01)).toBe('-R$\u00a00,01');
    expect(formatCentsBRL(-0)).toBe('R$\u00a00,00');
    expect(formatCentsBRL(-0.4)).toBe('R$\u00a00,00');
    expect(formatCentsBRL(-1)).toBe('-R$\u00a00,01');
  });
  it('shows zero instead of NaN for a missing number', () => {
    expect(formatBRL(Number.NaN)).toBe('R$\u00a00,00');
  });
});

describe('formatCentsBRL', () => {
  it('divides cents by 100', () => {
    expect(formatCentsBRL(123450)).toBe('R$\u00a01.234,50');
    expect(formatCentsBRL(5)).toBe('R$\u00a00,05');
    expect(formatCentsBRL(-8990)).toBe('-R$\u00a089,90');
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
