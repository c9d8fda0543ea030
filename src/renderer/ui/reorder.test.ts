import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

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
