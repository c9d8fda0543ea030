// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../ui/messages';
import { createTestStore } from '../../test/testStore';
import { productsApi } from './productsApi';
import { productRow as product } from '../../test/menu';

afterEach(() => vi.restoreAllMocks());

describe("a category's products in the data layer", () => {
  it('loads every product in menu order, read as the answer schema reads them, frozen for the store', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => product(i + 10, `Produto ${i}`, i + 2));
    const t = createTestStore({
      legacy: { 'cardapio/listar/:categoryId': { status: true, cardapio: [...many, product('2', 'Guaraná', 1, { preco: '' }), product(1, 'Coca-Cola', 0)] } },
    });
    const { data } = await t.store.dispatch(productsApi.endpoints.menuProducts.initiate(12));
    expect(data).toHaveLength(3002);
    expect(data?.slice(0, 3).map((p) => p.nome_prod)).toEqual(['Coca-Cola', 'Guaraná', 'Produto 0']);
    expect(data?.[1]).toMatchObject({ id_cardapio: 2, preco: 0, tamanhos: [], multipleSize: false });
    expect(Object.isFrozen(data) && Object.isFrozen(data?.[2])).toBe(true);
  });

  it('makes the whole answer malformed when one product does not match, and shows none of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createTestStore({
      legacy: { 'cardapio/listar/:categoryId': { status: true, cardapio: [product(1, 'Coca-Cola', 0), product(2, 'Guaraná', 1, { status: 'A' })] } },
    });
    const result = await t.store.dispatch(productsApi.endpoints.menuProducts.initiate(12));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ kind: 'malformed', message: MESSAGES.malformedAnswer });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cardapio/listar'), [expect.objectContaining({ path: ['cardapio', 1, 'status'] })]);
  });

  it('reports a refusal as before', async () => {
    const t = createTestStore({ legacy: { 'cardapio/listar/:categoryId': { status: false, mensagem: 'Categoria não encontrada.' } } });
    const result = await t.store.dispatch(productsApi.endpoints.menuProducts.initiate(12));
    expect(result.error).toMatchObject({ kind: 'refused', message: 'Categoria não encontrada.' });
  });
});
