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
import { platformApi, request } from '../../api/platformApi';

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
  endpoints: (build) => ({
    /** Every variation of the store (the product's variation picker). */
    variations: build.query<Variation[], void>({
      query: () => request(listarVariacoes, {}),
      transformResponse: (answer: { variacoes: Variation[] }) => answer.variacoes,
      providesTags: [LIST],
    }),
    /** The variations of one variation category, in order. */
    categoryVariations: build.query<Variation[], number>({
      query: (id) => request(listarVariacoesDaCategoria, { params: { id } }),
      transformResponse: (answer: { variacoes: Variation[] }) => [...answer.variacoes].sort((a, b) => a.ordem - b.ordem),
      providesTags: [LIST],
    }),
    /** One variation with its items; null when the store has none with that id. */
    variation: build.query<Variation | null, number>({
      query: (id) => request(listarVariacao, { params: { id } }),
      transformResponse: (answer: { variacoes: Variation[] }) => answer.variacoes[0] ?? null,
      providesTags: (_r, _e, id) => variationTags(id),
    }),
    variationCategories: build.query<VariationCategory[], void>({
      query: () => request(listarCategoriasVariacao, {}),
      transformResponse: (answer: { categorias: VariationCategory[] }) => [...answer.categorias].sort((a, b) => a.ordem - b.ordem),
      providesTags: ['VariationCategories'],
    }),
    saveVariationCategory: build.mutation<{ id: number }, { id?: number; nome_categoria: string; status: VariantStatus }>({
      query: ({ id, ...body }) => (id ? request(alterarCategoriaVariacao, { params: { id }, body }) : request(criarCategoriaVariacao, { body })),
      transformResponse: (answer: { id_variacao_categoria?: number }, _m, { id }) => ({ id: answer.id_variacao_categoria ?? id ?? 0 }),
      invalidatesTags: (_r, error) => (error ? [] : ['VariationCategories']),
    }),
    deleteVariationCategory: build.mutation<unknown, VariationCategory>({
      query: (c) => request(excluirCategoriaVariacao, { body: { id_variacao_categoria: c.id_variacao_categoria } }),
      invalidatesTags: (_r, error) => (error ? [] : ['VariationCategories']),
    }),
    /** Creates (no id) or changes a variation; answers its id. */
    saveVariation: build.mutation<{ id: number }, { id?: number; body: VariationBody }>({
      query: ({ id, body }) => (id ? request(alterarVariacao, { params: { id }, body }) : request(criarVariacao, { body })),
      transformResponse: (answer: { id_variacao?: number }, _m, { id }) => ({ id: answer.id_variacao ?? id ?? 0 }),
      invalidatesTags: (result, error) => (error ? [] : withProducts(result?.id)),
    }),
    setVariationStatus: build.mutation<unknown, { variation: Variation; status: VariantStatus }>({
      query: ({ variation, status }) => request(mudaStatusVariacao, { body: { id: variation.id_variacao, status } }),
      invalidatesTags: (_r, _e, { variation }) => withProducts(variation.id_variacao),
    }),
    /** A copy in the same category, or in `categoryId` (duplicar_card). */
    duplicateVariation: build.mutation<{ id: number }, { variation: Variation; categoryId?: number }>({
      query: ({ variation, categoryId }) =>
        categoryId !== undefined && categoryId !== variation.id_variacao_categoria
          ? request(copiarVariacaoParaCategoria, { body: { variacao: variation.id_variacao, categoria: categoryId } })
          : request(duplicarVariacao, { body: { variacao: variation.id_variacao } }),
      transformResponse: (answer: { id_variacao?: number }) => ({ id: answer.id_variacao ?? 0 }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    deleteVariation: build.mutation<unknown, Variation>({
      query: (v) => request(excluirVariacao, { body: { id_variacao: v.id_variacao } }),
      invalidatesTags: (_r, error, v) => (error ? [] : withProducts(v.id_variacao)),
    }),
    saveVariationItem: build.mutation<unknown, VariationItemForm>({
      query: ({ id, variationId, stockItemId, nome_item, preco }) => {
        const body = { id_variacao: variationId, id_estoque: stockItemId, preco, ...(nome_item ? { nome_item } : {}) };
        return id ? request(alterarItemVariacao, { params: { id }, body }) : request(criarItemVariacao, { body });
      },
      invalidatesTags: (_r, error, { variationId }) => (error ? [] : variationTags(variationId)),
    }),
    deleteVariationItem: build.mutation<unknown, { variationId: number; item: VariationItem }>({
      query: ({ item }) => request(excluirItemVariacao, { body: { id_variacao_estoque: item.id_variacao_estoque } }),
      invalidatesTags: (_r, error, { variationId }) => (error ? [] : variationTags(variationId)),
    }),
    /** Shows at once; a failed save puts the items back. */
    reorderVariationItems: build.mutation<unknown, { variationId: number; next: VariationItem[] }>({
      query: ({ next }) =>
        request(ordenarItensVariacao, { body: { ordem: next.map((i) => i.id_variacao_estoque) } }, { feedback: { success: false } }),
      async onQueryStarted({ variationId, next }, { dispatch, queryFulfilled }) {
        const patch = dispatch(variationsApi.util.updateQueryData('variation', variationId, (draft) => (draft ? { ...draft, estoque: next } : draft)));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
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
