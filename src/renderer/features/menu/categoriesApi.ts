import { alterarCategoria, criarCategoria, excluirCategoria, ordenarCategorias, type Availability, type MenuCategory, type MenuStatus } from '../../../shared/api';
import { availabilityBody } from '../../../shared/menu/availability';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { menuApi } from './menuApi';

/** A category as its modal saves it (spec 02 §2.1: Informações and Disponibilidade). */
export interface CategoryForm {
  id?: number;
  nome_categoria: string;
  status: MenuStatus;
  disponibilidade: Availability;
}

/**
 * The menu categories' saves (spec 02 §7.1). The list is menuApi's `menuCategories` (one cache
 * with the print settings and the print queue); these live apart so the always-loaded code does
 * not carry them.
 */
export const categoriesApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { mutation } = declaredEndpoints(build);
    return {
      saveCategory: mutation({
        query: ({ id, ...form }: CategoryForm) => {
          const body = { nome_categoria: form.nome_categoria, status: form.status, disponibilidade: availabilityBody(form.disponibilidade) };
          return id ? request(alterarCategoria, { params: { id }, body }) : request(criarCategoria, { body });
        },
        transformResponse: (answer, _meta, form) => ({ id: answer.id_cardapio_categoria ?? form.id ?? 0 }),
        invalidatesTags: whenSaved('MenuCategories'),
      }),
      deleteCategory: mutation({
        query: (category: MenuCategory) => request(excluirCategoria, { body: { id_cardapio_categoria: category.id_cardapio_categoria } }),
        invalidatesTags: whenSaved('MenuCategories'),
      }),
      /** The new order shows at once; a refused or failed save puts the list back (and says why). */
      reorderCategories: mutation({
        query: (next: MenuCategory[]) =>
          request(ordenarCategorias, { body: { ordem: next.map((c) => c.id_cardapio_categoria) } }, { feedback: { success: false } }),
        async onQueryStarted(next, { dispatch, queryFulfilled }) {
          const patch = dispatch(menuApi.util.updateQueryData('menuCategories', undefined, () => next.map((c, ordem) => ({ ...c, ordem }))));
          await queryFulfilled.catch(() => patch.undo());
        },
      }),
    };
  },
});

export const { useSaveCategoryMutation, useDeleteCategoryMutation, useReorderCategoriesMutation } = categoriesApi;
