// @vitest-environment jsdom
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../../test/testStore';
import { categoryRow } from '../../test/menu';
import { menuApi } from '../menu/menuApi';
import { preloadPrintSettings } from './preload';

const categoryCalls = (t: ReturnType<typeof createTestStore>) => t.calls.legacy.mock.calls.filter(([key]) => key === 'cardapiocategorias/listar').length;

describe("Impressoras' preload", () => {
  it('asks the menu categories into the cache the screen reads, once while they are fresh', async () => {
    const t = createTestStore({ legacy: { 'cardapiocategorias/listar': { status: true, categorias: [categoryRow(3, 'Bebidas', 0)] } } });
    preloadPrintSettings(t.store.dispatch, t.store.getState);
    await waitFor(() => expect(menuApi.endpoints.menuCategories.select()(t.store.getState()).data?.map((c) => c.nome_categoria)).toEqual(['Bebidas']));
    preloadPrintSettings(t.store.dispatch, t.store.getState);
    expect(categoryCalls(t)).toBe(1);
  });
});
