import { MONEY_SPACE } from '../format';
import { formatQuantity, formatReais } from './format';
import { printable } from './text';

/** 'R$ 10,00' as formatReais writes it: 'R$', a no-break space, the number. */
const reais = (text: string) => text.replace(' ', MONEY_SPACE);

describe('formatReais', () => {
  it.each([
    [0, 'R$ 0,00'],
    [10, 'R$ 10,00'],
    [1234.56, 'R$ 1.234,56'],
    [1234567.8, 'R$ 1.234.567,80'],
    [0.1 + 0.2, 'R$ 0,30'],
    [-10, '-R$ 10,00'],
    [-0.001, 'R$ 0,00'],
  ])('%s -> %s', (value, expected) => {
    expect(formatReais(value)).toBe(reais(expected));
  });

  it('prints with a plain space after R$ (a no-break space may be missing from a code page)', () => {
    expect(formatReais(1)).toBe('R$\u00a01,00');
    expect(printable(formatReais(1))).toBe('R$ 1,00');
  });
});

describe('formatQuantity', () => {
  it('prints 2x and 1,5x', () => {
    expect(formatQuantity(2)).toBe('2x');
    expect(formatQuantity(1.5)).toBe('1,5x');
  });
});
