import { describe, expect, it } from 'vitest';
import { subtractReais, sumReais } from './money';

describe('money in reais, summed by the cent', () => {
  it('adds without floating-point crumbs', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumReais([0.1, 0.2])).toBe(0.3);
    expect(sumReais(Array.from({ length: 1000 }, () => 45.9))).toBe(45900);
  });
  it('subtracts by the cent and treats a missing number as zero', () => {
    expect(subtractReais(10.3, 0.1)).toBe(10.2);
    expect(sumReais([12.5, Number.NaN])).toBe(12.5);
    expect(subtractReais(Number.NaN, 0.1)).toBe(-0.1);
    expect(sumReais([])).toBe(0);
  });
});
