import { describe, expect, it } from 'vitest';
import { orderForShortcut, pendingAfterLeaving, stepPending } from './orderFocus';

const list = [{ id_pedido: 3 }, { id_pedido: 2 }, { id_pedido: 1 }];

describe('stepPending (J and K)', () => {
  it('goes to the next or the previous pending order', () => {
    expect(([[list, 3, 1], [list, 2, 1], [list, 2, -1], [list, 1, -1]] as const).map(([a, b, c]) => stepPending(a, b, c))).toEqual([2, 1, 3, 2]);
  });

  it('stays on the first with K and on the last with J (issue 45 item 3)', () => {
    expect(([[list, 3, -1], [list, 1, 1], [[{ id_pedido: 5 }], 5, -1]] as const).map(([a, b, c]) => stepPending(a, b, c))).toEqual([3, 1, 5]);
  });

  it('starts at the first (or the last, going back) when the order is not pending', () => {
    expect(([[list, 99, 1], [list, null, 1], [list, null, -1]] as const).map(([a, b, c]) => stepPending(a, b, c))).toEqual([3, 3, 1]);
  });

  it('answers null when none is pending', () => {
    expect(stepPending([], null, 1)).toBeNull();
    expect(stepPending([], 4, -1)).toBeNull();
  });
});

describe('pendingAfterLeaving (the focus after Aceitar or Cancelar)', () => {
  it('goes to the next pending order below the one that left, whether or not it left the list yet', () => {
    expect(pendingAfterLeaving([4, 3, 2, 1], [4, 3, 2, 1], 3)).toBe(2);
    expect(pendingAfterLeaving([4, 3, 2, 1], [4, 2, 1], 3)).toBe(2);
  });

  it('goes to the one above when the last one left', () => {
    expect(pendingAfterLeaving([4, 3, 2], [4, 3], 2)).toBe(3);
  });

  it('skips orders that left meanwhile, and knows a new arrival', () => {
    expect(pendingAfterLeaving([4, 3, 2, 1], [4, 1], 3)).toBe(1);
    expect(pendingAfterLeaving([3], [7], 3)).toBe(7);
  });

  it('answers null when none is left', () => {
    expect(pendingAfterLeaving([3], [], 3)).toBeNull();
    expect(pendingAfterLeaving([3], [3], 3)).toBeNull();
  });
});

describe('orderForShortcut (the order A, I and C act on)', () => {
  it('is the order whose row has the focus, else the selected one', () => {
    expect(([[7, 3], [null, 3], [null, null]] as const).map(([a, b]) => orderForShortcut(a, b))).toEqual([7, 3, null]);
  });

});
