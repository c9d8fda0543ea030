import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

describe('sortRows', () => {
  it('sorts text alphabetically the pt-BR way (accents and case aside, numbers by value)', () => {
    const rows = ['Água', 'abacaxi', 'Banana', 'açaí', 'Item 10', 'Item 2'];
    expect(sortRows(rows, (r) => r, 'asc')).toEqual(['abacaxi', 'açaí', 'Água', 'Banana', 'Item 2', 'Item 10']);
  });
  it('sorts numbers and dates by value, both ways', () => {
    expect(sortRows([10, 2, 33], (r) => r, 'asc')).toEqual([2, 10, 33]);
    expect(sortRows([10, 2, 33], (r) => r, 'desc')).toEqual([33, 10, 2]);
    const dates = [new Date(2024, 5, 1), new Date(2023, 0, 1), new Date(2024, 0, 1)];
    expect(sortRows(dates, (d) => d, 'asc').map((d) => d.getFullYear())).toEqual([2023, 2024, 2024]);
  });
  it('keeps rows with equal values in their order', () => {
    const rows = [
      { n: 'b', v: 1 },
      { n: 'a', v: 1 },
      { n: 'c', v: 0 },
    ];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.n)).toEqual(['c', 'b', 'a']);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.n)).toEqual(['b', 'a', 'c']);
  });
  it('puts rows without a value last in both directions', () => {
    const rows = [{ v: null }, { v: 3 }, { v: undefined }, { v: 1 }];
    expect(sortRows(rows, (r) => r.v, 'asc').map((r) => r.v)).toEqual([1, 3, null, undefined]);
    expect(sortRows(rows, (r) => r.v, 'desc').map((r) => r.v)).toEqual([3, 1, null, undefined]);
  });
  it('does not change the list it was given', () => {
    const rows = [3, 1, 2];
    sortRows(rows, (r) => r, 'asc');
    expect(rows).toEqual([3, 1, 2]);
  });
});
