import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useListSearch } from './useListSearch';

describe('useListSearch', () => {
  const list = ['Açaí 300 ml', 'Pizza', 'Suco de açaí'].map((nome, id) => ({ id, nome }));

  it('works the keys out after the list arrives, before anything is typed, and again for a new list', async () => {
    const text = vi.fn((p: { nome: string }) => p.nome);
    const { result, rerender } = renderHook(({ items }) => useListSearch(items, text), { initialProps: { items: list } });
    await waitFor(() => expect(text).toHaveBeenCalledTimes(list.length));
    expect(result.current('acai').map((p) => p.id)).toEqual([0, 2]);
    // the search found them with the keys already there
    expect(text).toHaveBeenCalledTimes(list.length);
    const moved = [list[1]!, list[0]!, list[2]!];
    rerender({ items: moved });
    await waitFor(() => expect(text).toHaveBeenCalledTimes(2 * list.length));
    expect(result.current('acai').map((p) => p.id)).toEqual([0, 2]);
  });

  it('keeps the same search while the list is the same', () => {
    const text = (p: { nome: string }) => p.nome;
    const { result, rerender } = renderHook(({ items }) => useListSearch(items, text), { initialProps: { items: list } });
    const first = result.current;
    rerender({ items: list });
    expect(result.current).toBe(first);
  });
});
