import { describe, expect, it } from 'vitest';
import { isStatusCode, statusLabel, statusOptions } from './statusCodes';

describe('status codes (spec 02 §4)', () => {
  it('reads S Ativo, F Em falta, O Oculto, N Inativo', () => {
    expect(['S', 'F', 'O', 'N'].map((value) => statusLabel(value))).toEqual(['Ativo', 'Em falta', 'Oculto', 'Inativo']);
  });
  it('offers S, F, O for categories and products', () => {
    expect(statusOptions('category').map((o) => o.code)).toEqual(['S', 'F', 'O']);
    expect(statusOptions('product')).toEqual([
      { code: 'S', label: 'Ativo' },
      { code: 'F', label: 'Em falta' },
      { code: 'O', label: 'Oculto' },
    ]);
  });
  it('offers N as well for sizes and variations', () => {
    expect(statusOptions('size').map((o) => o.code)).toEqual(['S', 'F', 'O', 'N']);
    expect(statusOptions('variation').map((o) => o.code)).toEqual(['S', 'F', 'O', 'N']);
  });
  it('offers only S and O for stock items', () => {
    expect(statusOptions('stockItem')).toEqual([
      { code: 'S', label: 'Ativo' },
      { code: 'O', label: 'Oculto' },
    ]);
  });
  it('shows an unknown code as it came and knows which codes exist', () => {
    expect(statusLabel('X')).toBe('X');
    expect(['F', 'X', 'toString'].map((value) => isStatusCode(value))).toEqual([true, false, false]);
  });
});
