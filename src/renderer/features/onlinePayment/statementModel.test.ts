import { describe, expect, it } from 'vitest';
import { parseAmount } from './statementModel';

describe('the transfer amount', () => {
  it('reads reais typed with a dot or a comma, up to two decimals', () => {
    expect(parseAmount('125.50')).toBe(125.5);
    expect(parseAmount('125,5')).toBe(125.5);
    expect(parseAmount(' 80 ')).toBe(80);
  });

  it('is nothing when empty, zero, negative or not a number', () => {
    for (const text of ['', '0', '0.00', '-10', 'dez', '1.234', '12.345.67']) expect(parseAmount(text)).toBeNull();
  });
});
