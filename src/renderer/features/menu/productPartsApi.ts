import {
  adicionarVariacaoProduto,
  alterarTamanho,
  criarTamanho,
  excluirIngrediente,
  excluirTamanho,
  excluirVariacaoProduto,
  inserirIngrediente,
  mudaStatusTamanho,
  mudaStatusVariacaoProduto,
  ordenarComposicao,
  ordenarTamanhos,
  ordenarVariacoesProduto,
  salvarIngrediente,
  type IngredientLink,
  type MenuProduct,
  type MenuSize,
  type ProductVariation,
  type VariantStatus,
} from '../../../shared/api';
import { platformApi, request } from '../../api/platformApi';
import { productsApi } from './productsApi';

/** The product a part belongs to, and the category whose list shows it. */
export interface ProductRef {
  categoryId: number;
  productId: number;
}

/** Every part changes the product's read; sizes also change its price in the category's list. */
const partTags = (ref: ProductRef, list = false) => [
  { type: 'MenuProduct' as const, id: ref.productId },
  ...(list ? [{ type: 'MenuProducts' as const, id: ref.categoryId }] : []),
];

const noToast = { success: false } as const;

/**
 * A product's composition, sizes and variations (spec 02 §7.1: cardapioestoque, cardapiotamanhos,
 * cardapiovariacoes). Reorders show at once and go back when the save fails.
 */
const productPartsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    addIngredient: build.mutation<unknown, ProductRef & { stockItemId: number; quantidade: number; removivel: boolean }>({
      query: (a) =>
        request(inserirIngrediente, { body: { id_estoque: a.stockItemId, id_cardapio: a.productId, quantidade: a.quantidade, removivel: a.removivel } }),
      invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
    }),
    updateIngredient: build.mutation<unknown, ProductRef & { link: IngredientLink; quantidade: number; removivel: boolean }>({
      query: (a) =>
        request(
          salvarIngrediente,
          {
            body: {
              id_cardapio_estoque: a.link.id_cardapio_estoque,
              id_estoque: a.link.id_estoque,
              id_cardapio: a.productId,
              quantidade: a.quantidade,
              removivel: a.removivel,
            },
          },
          { feedback: noToast },
        ),
      invalidatesTags: (_r, _error, a) => partTags(a),
    }),
    deleteIngredient: build.mutation<unknown, ProductRef & { link: IngredientLink }>({
      query: (a) => request(excluirIngrediente, { body: { id_cardapio_estoque: a.link.id_cardapio_estoque } }),
      invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
    }),
    reorderIngredients: build.mutation<unknown, ProductRef & { next: IngredientLink[] }>({
      query: (a) => request(ordenarComposicao, { body: { ordem: a.next.map((i) => i.id_cardapio_estoque) } }, { feedback: noToast }),
      onQueryStarted: (a, api) => patchProduct(api, a, (p) => ({ ...p, ingredientes: a.next })),
    }),

    /** quiet: no success toast (the price adjustment saves many). */
    saveSize: build.mutation<unknown, ProductRef & { id?: number; nome: string; preco: number; status: VariantStatus; quiet?: boolean }>({
      query: (a) => {
        const body = { id_cardapio: a.productId, nome: a.nome, preco: a.preco, status: a.status };
        const options = { feedback: a.quiet ? noToast : undefined };
        return a.id ? request(alterarTamanho, { params: { id: a.id }, body }, options) : request(criarTamanho, { body }, options);
      },
      invalidatesTags: (_r, error, a) => (error || a.quiet ? [] : partTags(a, true)),
    }),
    /** precoProduto (reais): the product's own price, required by the platform when the last size goes */
    deleteSize: build.mutation<unknown, ProductRef & { size: MenuSize; precoProduto?: number }>({
      query: (a) =>
        request(excluirTamanho, {
          body: { id_cardapio_tamanho: a.size.id_cardapio_tamanho, ...(a.precoProduto !== undefined ? { preco_produto: a.precoProduto } : {}) },
        }),
      invalidatesTags: (_r, error, a) => (error ? [] : partTags(a, true)),
    }),
    setSizeStatus: build.mutation<unknown, ProductRef & { size: MenuSize; status: VariantStatus }>({
      query: (a) => request(mudaStatusTamanho, { body: { id_cardapio_tamanho: a.size.id_cardapio_tamanho, status: a.status } }),
      invalidatesTags: (_r, _error, a) => partTags(a, true),
    }),
    reorderSizes: build.mutation<unknown, ProductRef & { next: MenuSize[] }>({
      query: (a) => request(ordenarTamanhos, { body: { ordem: a.next.map((s) => s.id_cardapio_tamanho) } }, { feedback: noToast }),
      onQueryStarted: (a, api) => patchProduct(api, a, (p) => ({ ...p, tamanhos: a.next })),
      invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'MenuProducts', id: a.categoryId }]),
    }),

    /** sizeId null: every size ('Todos'). */
    addProductVariation: build.mutation<unknown, ProductRef & { variationId: number; sizeId: number | null }>({
      query: (a) =>
        request(adicionarVariacaoProduto, {
          body: { id_cardapio: a.productId, id_variacao: a.variationId, ...(a.sizeId ? { id_cardapio_tamanho: a.sizeId } : {}) },
        }),
      invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
    }),
    deleteProductVariation: build.mutation<unknown, ProductRef & { link: ProductVariation }>({
      query: (a) => request(excluirVariacaoProduto, { body: { id_cardapio_variacao: a.link.id_cardapio_variacao } }),
      invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
    }),
    setProductVariationStatus: build.mutation<unknown, ProductRef & { link: ProductVariation; status: VariantStatus }>({
      query: (a) => request(mudaStatusVariacaoProduto, { body: { id_cardapio_variacao: a.link.id_cardapio_variacao, status: a.status } }),
      invalidatesTags: (_r, _error, a) => partTags(a),
    }),
    reorderProductVariations: build.mutation<unknown, ProductRef & { next: ProductVariation[] }>({
      query: (a) => request(ordenarVariacoesProduto, { body: { ordem: a.next.map((v) => v.id_cardapio_variacao) } }, { feedback: noToast }),
      onQueryStarted: (a, api) => patchProduct(api, a, (p) => ({ ...p, variacoes: a.next })),
    }),
  }),
});

/** Shows a change in the product's read at once, and takes it back if the save fails. */
async function patchProduct(
  { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof productsApi.util.updateQueryData>) => { undo: () => void }; queryFulfilled: Promise<unknown> },
  ref: ProductRef,
  change: (product: MenuProduct) => MenuProduct,
): Promise<void> {
  // the modal reads a product by id alone (category 0): that is its cache entry's key
  const key = { categoryId: 0, productId: ref.productId };
  const patch = dispatch(productsApi.util.updateQueryData('menuProduct', key, (draft) => (draft ? change(draft) : draft)));
  await queryFulfilled.catch(() => patch.undo());
}

export const {
  useAddIngredientMutation,
  useUpdateIngredientMutation,
  useDeleteIngredientMutation,
  useReorderIngredientsMutation,
  useSaveSizeMutation,
  useDeleteSizeMutation,
  useSetSizeStatusMutation,
  useReorderSizesMutation,
  useAddProductVariationMutation,
  useDeleteProductVariationMutation,
  useSetProductVariationStatusMutation,
  useReorderProductVariationsMutation,
} = productPartsApi;
