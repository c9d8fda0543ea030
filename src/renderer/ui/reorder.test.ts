import { describe, expect, it } from 'vitest';
import { frozenList, moveItem, withPositions } from './reorder';

describe('moveItem', () => {
  const list = ['Pizzas', 'Bebidas', 'Sobremesas', 'Lanches'];

  it('moves an item down and up', () => {
    expect(moveItem(list, 0, 2)).toEqual(['Bebidas', 'Sobremesas', 'Pizzas', 'Lanches']);
    expect(moveItem(list, 3, 1)).toEqual(['Pizzas', 'Lanches', 'Bebidas', 'Sobremesas']);
  });
  it('leaves the list it was given untouched', () => {
    moveItem(list, 0, 3);
    expect(list).toEqual(['Pizzas', 'Bebidas', 'Sobremesas', 'Lanches']);
  });
  it('keeps the order for a move to the same place or from an unknown place', () => {
    expect(moveItem(list, 1, 1)).toEqual(list);
    expect(moveItem(list, 7, 0)).toEqual(list);
    expect(moveItem(list, -1, 0)).toEqual(list);
  });
  it('reads a target past either end as that end', () => {
    expect(moveItem(list, 1, 99)).toEqual(['Pizzas', 'Sobremesas', 'Lanches', 'Bebidas']);
    expect(moveItem(list, 2, -5)).toEqual(['Sobremesas', 'Pizzas', 'Bebidas', 'Lanches']);
  });
});

describe('withPositions', () => {
  const item = (id: number, ordem: number) => ({ id, ordem });

  it('numbers the items by their place, keeping those already in place as they were', () => {
    const [a, b, c, d] = [item(1, 0), item(2, 1), item(3, 2), item(4, 3)];
    const next = withPositions(moveItem([a, b, c, d], 0, 1));
    expect(next).toEqual([item(2, 0), item(1, 1), item(3, 2), item(4, 3)]);
    expect(next[2]).toBe(c);
    expect(next[3]).toBe(d);
    expect(next[0]).not.toBe(b);
    expect(b.ordem).toBe(1);
  });

  it('gives a frozen list of frozen items (the store does not walk them)', () => {
    const next = withPositions([item(1, 5)]);
    expect([next, next[0], frozenList([{ id: 1 }])[0]].map((value) => Object.isFrozen(value))).toEqual([true, true, true]);
  });
});
