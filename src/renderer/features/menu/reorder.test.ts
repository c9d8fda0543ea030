// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuProduct } from '../../../shared/api';
import { createTestStore } from '../../test/testStore';
import { categoriesApi } from './categoriesApi';
import { menuApi } from './menuApi';
import { productsApi } from './productsApi';
import { categoryRow as category, productRow as product } from '../../test/menu';

const names = (list: ReadonlyArray<{ nome_categoria?: string; nome_prod?: string }> | undefined) => list?.map((x) => x.nome_categoria ?? x.nome_prod);

describe('reordering the menu', () => {
  it('shows a new category order at once, and a refused save puts the list back and says why', async () => {
    let refuse: (answer: unknown) => void = () => undefined;
    const t = createTestStore({
      legacy: {
        'cardapiocategorias/listar': { status: true, categorias: [category(11, 'Pizzas', 0), category(12, 'Bebidas', 1), category(13, 'Sobremesas', 2)] },
        'cardapiocategorias/ordem': () => new Promise((resolve) => (refuse = resolve)),
      },
    });
    await t.store.dispatch(menuApi.endpoints.menuCategories.initiate());
    const list = menuApi.endpoints.menuCategories.select()(t.store.getState()).data!;
    const next: MenuCategory[] = [list[2]!, list[0]!, list[1]!];
    const saving = t.store.dispatch(categoriesApi.endpoints.reorderCategories.initiate(next));
    expect(names(menuApi.endpoints.menuCategories.select()(t.store.getState()).data)).toEqual(['Sobremesas', 'Pizzas', 'Bebidas']);
    expect(t.calls.legacy).toHaveBeenCalledWith('cardapiocategorias/ordem', expect.objectContaining({ body: { ordem: [13, 11, 12] } }));

    refuse({ status: false, mensagem: 'Não foi possível salvar a ordem.' });
    await saving;
    expect(names(menuApi.endpoints.menuCategories.select()(t.store.getState()).data)).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Não foi possível salvar a ordem.' })]);
  });

  it('posts a product order 100 ms after the drop, shown at once, and puts it back when the save fails', async () => {
    const t = createTestStore({
      legacy: {
        'cardapio/listar/:categoryId': { status: true, cardapio: [product(1, 'Guaraná', 0), product(2, 'Coca-Cola', 1)] },
        'cardapio/ordem': { status: false, mensagem: 'Produto não encontrado.' },
      },
    });
    await t.store.dispatch(productsApi.endpoints.menuProducts.initiate(12));
    const list = productsApi.endpoints.menuProducts.select(12)(t.store.getState()).data!;
    const dropped = Date.now();
    const saving = t.store.dispatch(productsApi.endpoints.reorderProducts.initiate({ categoryId: 12, products: [list[1]!, list[0]!] as MenuProduct[] }));
    expect(names(productsApi.endpoints.menuProducts.select(12)(t.store.getState()).data)).toEqual(['Coca-Cola', 'Guaraná']);
    expect(t.calls.legacy).not.toHaveBeenCalledWith('cardapio/ordem', expect.anything());
    await saving;
    expect(Date.now() - dropped).toBeGreaterThanOrEqual(95);
    expect(t.calls.legacy).toHaveBeenCalledWith('cardapio/ordem', expect.objectContaining({ body: { ordem: [2, 1] } }));
    expect(names(productsApi.endpoints.menuProducts.select(12)(t.store.getState()).data)).toEqual(['Guaraná', 'Coca-Cola']);
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', message: 'Produto não encontrado.' })]);
  });
});
