import { describe, expect, it } from 'vitest';
import { neighbourPending } from './orderFocus';

const list = [{ id_pedido: 3 }, { id_pedido: 2 }, { id_pedido: 1 }];

describe('neighbourPending', () => {
  it('goes to the next pending order, or back to the one before from the last', () => {
    expect(neighbourPending(list, 3)).toBe(2);
    expect(neighbourPending(list, 2)).toBe(1);
    expect(neighbourPending(list, 1)).toBe(2);
    expect(neighbourPending(list, 2, -1)).toBe(3);
    expect(neighbourPending(list, 3, -1)).toBe(2);
  });

  it('starts at the first (or the last, going back) when the order is not pending', () => {
    expect(neighbourPending(list, 99)).toBe(3);
    expect(neighbourPending(list, null)).toBe(3);
    expect(neighbourPending(list, null, -1)).toBe(1);
  });

  it('answers null when no other order is pending', () => {
    expect(neighbourPending([{ id_pedido: 5 }], 5)).toBeNull();
    expect(neighbourPending([], null)).toBeNull();
  });
});
