import { describe, expect, it } from 'vitest';
import { matchesSearch, searchKey } from './search';

describe('searchKey', () => {
  it('drops accents and case, and the spaces around', () => {
    expect(searchKey('  Açaí com Pão  ')).toBe('acai com pao');
    expect(searchKey('SÃO JOÃO')).toBe('sao joao');
    expect(searchKey('Crédito')).toBe('credito');
  });

  it('keeps letters that are not accents (ç becomes c, º stays)', () => {
    expect(searchKey('Nº 1 Maçã')).toBe('nº 1 maca');
  });
});

describe('matchesSearch', () => {
  it('finds an accented name by a plain query and the other way round', () => {
    expect(matchesSearch('Açaí 500 ml', 'acai')).toBe(true);
    expect(matchesSearch('Acai 500 ml', 'AÇAÍ')).toBe(true);
  });

  it('matches everything for an empty or blank query, nothing for a missing word', () => {
    expect(matchesSearch('Pizza', '')).toBe(true);
    expect(matchesSearch('Pizza', '   ')).toBe(true);
    expect(matchesSearch('Pizza', 'calzone')).toBe(false);
  });
});
