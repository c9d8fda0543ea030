import {
  alterarCategoriaVariacao,
  alterarItemVariacao,
  alterarVariacao,
  copiarVariacaoParaCategoria,
  criarCategoriaVariacao,
  criarItemVariacao,
  criarVariacao,
  duplicarVariacao,
  excluirCategoriaVariacao,
  excluirItemVariacao,
  excluirVariacao,
  listarCategoriasVariacao,
  listarVariacao,
  listarVariacoes,
  listarVariacoesDaCategoria,
  mudaStatusVariacao,
  ordenarItensVariacao,
  type VariantStatus,
  type Variation,
  type VariationBody,
  type VariationCategory,
  type VariationItem,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';

declare module '../../api/platformApi' {
  interface PlatformTags {
    Variations: true;
    VariationCategories: true;
  }
}

export interface VariationItemForm {
  id?: number;
  variationId: number;
  /** -1: a loose item named by `nome_item` */
  stockItemId: number;
  nome_item?: string;
  preco: number;
}

const LIST = { type: 'Variations' as const, id: 'LIST' };
const variationTags = (id?: number) => [LIST, ...(id ? [{ type: 'Variations' as const, id }] : [])];
// a variation's change shows on every product offering it
const withProducts = (id?: number) => [...variationTags(id), 'MenuProduct' as const];

/** Global variations, their categories and items (spec 02 §2.3, §7.2). */
export const variationsApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, query, mutation } = declaredEndpoints(build);
    return {
      /** Every variation of the store (the product's variation picker). */
      variations: read(listarVariacoes, (answer) => answer.variacoes, LIST),
      /** The variations of one variation category, in order. */
      categoryVariations: query({
        query: (id: number) => request(listarVariacoesDaCategoria, { params: { id } }),
        transformResponse: (answer) => [...answer.variacoes].sort((a, b) => a.ordem - b.ordem),
        providesTags: [LIST],
      }),
      /** One variation with its items; null when the store has none with that id. */
      variation: query({
        query: (id: number) => request(listarVariacao, { params: { id } }),
        transformResponse: (answer) => answer.variacoes[0] ?? null,
        providesTags: (_r, _e, id) => variationTags(id),
      }),
      variationCategories: read(listarCategoriasVariacao, (answer) => [...answer.categorias].sort((a, b) => a.ordem - b.ordem), 'VariationCategories'),
      saveVariationCategory: mutation({
        query: ({ id, ...body }: { id?: number; nome_categoria: string; status: VariantStatus }) => (id ? request(alterarCategoriaVariacao, { params: { id }, body }) : request(criarCategoriaVariacao, { body })),
        transformResponse: (answer, _m, { id }) => ({ id: answer.id_variacao_categoria ?? id ?? 0 }),
        invalidatesTags: (_r, error) => (error ? [] : ['VariationCategories']),
      }),
      deleteVariationCategory: mutation({
        query: (c: VariationCategory) => request(excluirCategoriaVariacao, { body: { id_variacao_categoria: c.id_variacao_categoria } }),
        invalidatesTags: (_r, error) => (error ? [] : ['VariationCategories']),
      }),
      /** Creates (no id) or changes a variation; answers its id. */
      saveVariation: mutation({
        query: ({ id, body }: { id?: number; body: VariationBody }) => (id ? request(alterarVariacao, { params: { id }, body }) : request(criarVariacao, { body })),
        transformResponse: (answer, _m, { id }) => ({ id: answer.id_variacao ?? id ?? 0 }),
        invalidatesTags: (result, error) => (error ? [] : withProducts(result?.id)),
      }),
      setVariationStatus: mutation({
        query: ({ variation, status }: { variation: Variation; status: VariantStatus }) => request(mudaStatusVariacao, { body: { id: variation.id_variacao, status } }),
        invalidatesTags: (_r, _e, { variation }) => withProducts(variation.id_variacao),
      }),
      /** A copy in the same category, or in `categoryId` (duplicar_card). */
      duplicateVariation: mutation({
        query: ({ variation, categoryId }: { variation: Variation; categoryId?: number }) =>
          categoryId !== undefined && categoryId !== variation.id_variacao_categoria
            ? request(copiarVariacaoParaCategoria, { body: { variacao: variation.id_variacao, categoria: categoryId } })
            : request(duplicarVariacao, { body: { variacao: variation.id_variacao } }),
        transformResponse: (answer) => ({ id: answer.id_variacao ?? 0 }),
        invalidatesTags: (_r, error) => (error ? [] : [LIST]),
      }),
      deleteVariation: mutation({
        query: (v: Variation) => request(excluirVariacao, { body: { id_variacao: v.id_variacao } }),
        invalidatesTags: (_r, error, v) => (error ? [] : withProducts(v.id_variacao)),
      }),
      saveVariationItem: mutation({
        query: ({ id, variationId, stockItemId, nome_item, preco }: VariationItemForm) => {
          const body = { id_variacao: variationId, id_estoque: stockItemId, preco, ...(nome_item ? { nome_item } : {}) };
          return id ? request(alterarItemVariacao, { params: { id }, body }) : request(criarItemVariacao, { body });
        },
        invalidatesTags: (_r, error, { variationId }) => (error ? [] : variationTags(variationId)),
      }),
      deleteVariationItem: mutation({
        query: ({ item }: { variationId: number; item: VariationItem }) => request(excluirItemVariacao, { body: { id_variacao_estoque: item.id_variacao_estoque } }),
        invalidatesTags: (_r, error, { variationId }) => (error ? [] : variationTags(variationId)),
      }),
      /** Shows at once; a failed save puts the items back. */
      reorderVariationItems: mutation({
        query: ({ next }: { variationId: number; next: VariationItem[] }) =>
          request(ordenarItensVariacao, { body: { ordem: next.map((i) => i.id_variacao_estoque) } }, { feedback: { success: false } }),
        async onQueryStarted({ variationId, next }, { dispatch, queryFulfilled }) {
          const patch = dispatch(variationsApi.util.updateQueryData('variation', variationId, (draft) => (draft ? { ...draft, estoque: next } : draft)));
          await queryFulfilled.catch(() => patch.undo());
        },
      }),
    };
  },
});

export const {
  useVariationsQuery,
  useCategoryVariationsQuery,
  useVariationQuery,
  useVariationCategoriesQuery,
  useSaveVariationCategoryMutation,
  useDeleteVariationCategoryMutation,
  useSaveVariationMutation,
  useSetVariationStatusMutation,
  useDuplicateVariationMutation,
  useDeleteVariationMutation,
  useSaveVariationItemMutation,
  useDeleteVariationItemMutation,
  useReorderVariationItemsMutation,
} = variationsApi;
