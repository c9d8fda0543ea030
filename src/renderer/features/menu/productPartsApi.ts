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
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';
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
  endpoints: (build) => {
    const { mutation } = declaredEndpoints(build);
    return {
      addIngredient: mutation({
        query: (a: ProductRef & { stockItemId: number; quantidade: number; removivel: boolean }) =>
          request(inserirIngrediente, { body: { id_estoque: a.stockItemId, id_cardapio: a.productId, quantidade: a.quantidade, removivel: a.removivel } }),
        invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
      }),
      updateIngredient: mutation({
        query: (a: ProductRef & { link: IngredientLink; quantidade: number; removivel: boolean }) =>
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
      deleteIngredient: mutation({
        query: (a: ProductRef & { link: IngredientLink }) => request(excluirIngrediente, { body: { id_cardapio_estoque: a.link.id_cardapio_estoque } }),
        invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
      }),
      reorderIngredients: mutation({
        query: (a: ProductRef & { next: IngredientLink[] }) => request(ordenarComposicao, { body: { ordem: a.next.map((i) => i.id_cardapio_estoque) } }, { feedback: noToast }),
        onQueryStarted: (a, api) => patchProduct(api, a, (p) => ({ ...p, ingredientes: a.next })),
      }),

      /** quiet: no success toast (the price adjustment saves many). */
      saveSize: mutation({
        query: (a: ProductRef & { id?: number; nome: string; preco: number; status: VariantStatus; quiet?: boolean }) => {
          const body = { id_cardapio: a.productId, nome: a.nome, preco: a.preco, status: a.status };
          const options = { feedback: a.quiet ? noToast : undefined };
          return a.id ? request(alterarTamanho, { params: { id: a.id }, body }, options) : request(criarTamanho, { body }, options);
        },
        invalidatesTags: (_r, error, a) => (error || a.quiet ? [] : partTags(a, true)),
      }),
      /** precoProduto (reais): the product's own price, required by the platform when the last size goes */
      deleteSize: mutation({
        query: (a: ProductRef & { size: MenuSize; precoProduto?: number }) =>
          request(excluirTamanho, {
            body: { id_cardapio_tamanho: a.size.id_cardapio_tamanho, ...(a.precoProduto !== undefined ? { preco_produto: a.precoProduto } : {}) },
          }),
        invalidatesTags: (_r, error, a) => (error ? [] : partTags(a, true)),
      }),
      setSizeStatus: mutation({
        query: (a: ProductRef & { size: MenuSize; status: VariantStatus }) => request(mudaStatusTamanho, { body: { id_cardapio_tamanho: a.size.id_cardapio_tamanho, status: a.status } }),
        invalidatesTags: (_r, _error, a) => partTags(a, true),
      }),
      reorderSizes: mutation({
        query: (a: ProductRef & { next: MenuSize[] }) => request(ordenarTamanhos, { body: { ordem: a.next.map((s) => s.id_cardapio_tamanho) } }, { feedback: noToast }),
        onQueryStarted: (a, api) => patchProduct(api, a, (p) => ({ ...p, tamanhos: a.next })),
        invalidatesTags: (_r, error, a) => (error ? [] : [{ type: 'MenuProducts', id: a.categoryId }]),
      }),

      /** sizeId null: every size ('Todos'). */
      addProductVariation: mutation({
        query: (a: ProductRef & { variationId: number; sizeId: number | null }) =>
          request(adicionarVariacaoProduto, {
            body: { id_cardapio: a.productId, id_variacao: a.variationId, ...(a.sizeId ? { id_cardapio_tamanho: a.sizeId } : {}) },
          }),
        invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
      }),
      deleteProductVariation: mutation({
        query: (a: ProductRef & { link: ProductVariation }) => request(excluirVariacaoProduto, { body: { id_cardapio_variacao: a.link.id_cardapio_variacao } }),
        invalidatesTags: (_r, error, a) => (error ? [] : partTags(a)),
      }),
      setProductVariationStatus: mutation({
        query: (a: ProductRef & { link: ProductVariation; status: VariantStatus }) => request(mudaStatusVariacaoProduto, { body: { id_cardapio_variacao: a.link.id_cardapio_variacao, status: a.status } }),
        invalidatesTags: (_r, _error, a) => partTags(a),
      }),
      reorderProductVariations: mutation({
        query: (a: ProductRef & { next: ProductVariation[] }) => request(ordenarVariacoesProduto, { body: { ordem: a.next.map((v) => v.id_cardapio_variacao) } }, { feedback: noToast }),
        onQueryStarted: (a, api) => patchProduct(api, a, (p) => ({ ...p, variacoes: a.next })),
      }),
    };
  },
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
