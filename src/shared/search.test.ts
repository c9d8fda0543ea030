import { describe, expect, it, vi } from 'vitest';
import { listSearch, matchesSearch, searchKey } from './search';

describe('searchKey', () => {
  it('drops accents and case, and the spaces around', () => {
    expect(['  Açaí com Pão  ', 'SÃO JOÃO', 'Crédito'].map((value) => searchKey(value))).toEqual(['acai com pao', 'sao joao', 'credito']);
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
    expect(([['Pizza', ''], ['Pizza', '   '], ['Pizza', 'calzone']] as const).map(([a, b]) => matchesSearch(a, b))).toEqual([true, true, false]);
  });
});

describe('searchKey on plain text', () => {
  it('lowers the case and trims, as for accented text', () => {
    expect(['  Item 12 ', 'PIZZA Calabresa\t', 'x-burguer_2', ''].map((value) => searchKey(value))).toEqual(['item 12', 'pizza calabresa', 'x-burguer_2', '']);
    // one accented letter takes the accent-aware path for the whole text
    expect(searchKey('PIZZA À Moda')).toBe('pizza a moda');
  });
});

describe('listSearch', () => {
  const names = ['Açaí 300 ml', 'Acai 500 ml', 'Pão de queijo', 'Suco de açaí', 'Pizza'];
  const list = names.map((nome, id) => ({ id, nome }));

  it('finds the items containing the query in the list’s order, the list itself when empty', () => {
    const search = listSearch(list, (p) => p.nome);
    expect(search('')).toBe(list);
    expect(search('  ')).toBe(list);
    expect(search('ACAI').map((p) => p.id)).toEqual([0, 1, 3]);
    expect(search('pao').map((p) => p.nome)).toEqual(['Pão de queijo']);
    expect(search('calzone')).toEqual([]);
  });

  it('narrows the last result while the query grows, and starts over when it does not', () => {
    const text = vi.fn((p: { nome: string }) => p.nome);
    const search = listSearch(list, text);
    expect(search('a').map((p) => p.id)).toEqual([0, 1, 2, 3, 4]);
    expect(text).toHaveBeenCalledTimes(list.length);
    expect(search('ac').map((p) => p.id)).toEqual([0, 1, 3]);
    expect(search('aca').map((p) => p.id)).toEqual([0, 1, 3]);
    // the same query gives the same array (a memoised table is not rendered again)
    expect(search('aca')).toBe(search(' ACA '));
    expect(search('acai 5').map((p) => p.id)).toEqual([1]);
    // shorter, or another: the whole list again
    expect(search('ca').map((p) => p.id)).toEqual([0, 1, 3]);
    expect(search('pizza').map((p) => p.id)).toEqual([4]);
    expect(search('suco').map((p) => p.id)).toEqual([3]);
    // the keys were worked out once
    expect(text).toHaveBeenCalledTimes(list.length);
  });

  it('works out no key until something is searched', () => {
    const text = vi.fn((p: { nome: string }) => p.nome);
    listSearch(list, text)('');
    expect(text).not.toHaveBeenCalled();
  });

  it('works the keys out ahead with prepare(), once, so the first search works out none', () => {
    const text = vi.fn((p: { nome: string }) => p.nome);
    const search = listSearch(list, text);
    search.prepare();
    expect(text).toHaveBeenCalledTimes(list.length);
    search.prepare();
    expect(search('acai').map((p) => p.id)).toEqual([0, 1, 3]);
    expect(text).toHaveBeenCalledTimes(list.length);
  });
});
