import { describe, expect, it } from 'vitest';
import { formatBRL, formatCentsBRL } from './format';

describe('formatBRL', () => {
  it('formats reais the pt-BR way with plain spaces', () => {
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
