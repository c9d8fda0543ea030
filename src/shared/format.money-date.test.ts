import { describe, expect, it } from 'vitest';
import { formatBRL, formatCentsBRL } from './format';

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
