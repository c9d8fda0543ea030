// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { listarCategoriasSchema } from '../../../shared/api';
import { loggedOut } from '../session/sessionSlice';
import { createTestStore } from '../../test/testStore';
import { menuApi, selectCategoriesLoading, selectCategoryNames } from './menuApi';

const CATEGORIAS = [
  { id_cardapio_categoria: 12, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 },
  { id_cardapio_categoria: '11', nome_categoria: 'Pizzas', status: 'S', disponibilidade: { sx: { initAt: '1080', endAt: 1439 } }, ordem: 0 },
];

describe('menu categories in the data layer', () => {
  it('loads them in menu order, reading ids and minutes given as text', async () => {
    const t = createTestStore({ legacy: { 'cardapiocategorias/listar': { status: true, categorias: CATEGORIAS } } });
    const { data } = await t.store.dispatch(menuApi.endpoints.menuCategories.initiate());
    expect(data?.map((c) => c.nome_categoria)).toEqual(['Pizzas', 'Bebidas']);
    expect(data?.[0]).toMatchObject({ id_cardapio_categoria: 11, disponibilidade: { sx: { initAt: 1080, endAt: 1439 } } });
  });

  it('gives the production tickets the names by id, and nothing until they are loaded', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const t = createTestStore({ legacy: { 'cardapiocategorias/listar': () => new Promise((resolve) => (answer = resolve)) } });
    expect(selectCategoryNames(t.store.getState())).toEqual({});
    const loading = t.store.dispatch(menuApi.endpoints.menuCategories.initiate());
    expect(selectCategoriesLoading(t.store.getState())).toBe(true);
    answer({ status: true, categorias: CATEGORIAS });
    await loading;
    expect(selectCategoriesLoading(t.store.getState())).toBe(false);
    expect(selectCategoryNames(t.store.getState())).toEqual({ 11: 'Pizzas', 12: 'Bebidas' });
    t.store.dispatch(loggedOut());
    expect(selectCategoryNames(t.store.getState())).toEqual({});
  });

  it('asks the platform once when the print queue and a screen both want them', async () => {
    const t = createTestStore({ legacy: { 'cardapiocategorias/listar': { status: true, categorias: CATEGORIAS } } });
    const queue = t.store.dispatch(menuApi.endpoints.menuCategories.initiate());
    const screen = t.store.dispatch(menuApi.endpoints.menuCategories.initiate());
    await Promise.all([queue, screen]);
    expect(t.calls.legacy.mock.calls.filter(([key]) => key === 'cardapiocategorias/listar')).toHaveLength(1);
  });

  it('reports a refusal as an error the screens show', async () => {
    const t = createTestStore({ legacy: { 'cardapiocategorias/listar': { status: false } } });
    const result = await t.store.dispatch(menuApi.endpoints.menuCategories.initiate());
    expect(result.error).toMatchObject({ kind: 'refused' });
  });
});

describe('the categories answer', () => {
  it('reads a schedule sent as JSON text, and refuses a status the menu does not have', () => {
    const ok = listarCategoriasSchema.safeParse({
      status: true,
      categorias: [{ id_cardapio_categoria: 1, nome_categoria: 'Pizzas', status: 'F', disponibilidade: '{"sb":{"initAt":600,"endAt":1439}}', ordem: 2 }],
    });
    expect(ok.success && ok.data.categorias[0]?.disponibilidade).toEqual({ sb: { initAt: 600, endAt: 1439 } });
    expect(listarCategoriasSchema.safeParse({ status: true, categorias: [{ ...CATEGORIAS[0], status: 'A' }] }).success).toBe(false);
    expect(listarCategoriasSchema.safeParse({ status: true, categorias: [{ ...CATEGORIAS[0], disponibilidade: 'sempre' }] }).success).toBe(false);
  });
});
