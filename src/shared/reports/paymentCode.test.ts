import { describe, expect, it } from 'vitest';
import { paymentGroup, paymentGroupLabel } from './paymentCode';

describe('payment code (spec 02 §4)', () => {
  it('-2, -10, -11 and -12 are online', () => {
    for (const code of [-2, -10, -11, -12]) expect(paymentGroup(code)).toBe('online');
  });
  it('-1 is cash', () => {
    expect(paymentGroup(-1)).toBe('cash');
    expect(paymentGroupLabel(-1)).toBe('Dinheiro');
  });
  it('any other code is card', () => {
    for (const code of [0, 1, 7, -3, -9, -13, 42]) expect(paymentGroup(code)).toBe('card');
    expect(paymentGroupLabel(3)).toBe('Cartão');
  });
  it('reads the code as text too', () => {
    expect(paymentGroup('-11')).toBe('online');
    expect(paymentGroup(' -1 ')).toBe('cash');
    expect(paymentGroupLabel('-2')).toBe('Online');
  });
});
