// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../test/testStore';
import { menuApi } from './menuApi';
import { preloadMenu } from './preload';
import { productsApi } from './productsApi';
import { categoryRow } from '../../test/menu';

const category = (id: number, ordem: number) => categoryRow(id, `Categoria ${id}`, ordem);

function storeWith(initial: unknown[]) {
  let categories = initial;
  const t = createTestStore({
    legacy: {
      'cardapiocategorias/listar': () => ({ status: true, categorias: categories }),
      'cardapio/listar/:categoryId': { status: true, cardapio: [] },
    },
  });
  return { ...t, setCategories: (next: unknown[]) => (categories = next) };
}

const productCalls = (t: ReturnType<typeof createTestStore>) =>
  t.calls.legacy.mock.calls.filter(([key]) => key === 'cardapio/listar/:categoryId').map(([, args]) => (args as { params: { categoryId: number } }).params.categoryId);

afterEach(() => vi.useRealTimers());

describe("/produtos' preload", () => {
  it("asks the categories, then the first category's products, into the cache the screen reads", async () => {
    const t = storeWith([category(7, 1), category(3, 0)]);
    preloadMenu(t.store.dispatch, t.store.getState);
    await waitFor(() => expect(productsApi.endpoints.menuProducts.select(3)(t.store.getState()).isSuccess).toBe(true));
    expect(productCalls(t)).toEqual([3]);
  });

  it('with the categories already in the store, asks both at once, and the first of the fresh list if it changed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = storeWith([category(7, 0), category(3, 1)]);
    await t.store.dispatch(menuApi.endpoints.menuCategories.initiate(undefined, { subscribe: false }));
    vi.setSystemTime(Date.now() + 60_000); // older than what a preload takes as fresh
    t.setCategories([category(9, 0), category(7, 1)]);
    preloadMenu(t.store.dispatch, t.store.getState);
    expect(productCalls(t)).toEqual([7]);
    await waitFor(() => expect(productCalls(t)).toEqual([7, 9]));
  });
});
