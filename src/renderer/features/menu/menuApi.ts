import { createSelector } from '@reduxjs/toolkit';
import { listarCategorias } from '../../../shared/api';
import { declaredEndpoints, platformApi } from '../../api/platformApi';

declare module '../../api/platformApi' {
  interface PlatformTags {
    MenuCategories: true;
  }
}

/**
 * The menu (spec 02 §2.1, §7.1). The categories are read by the menu screens, the print settings
 * screen (production printers per category) and the print queue (the kitchen tickets' titles):
 * all from this one cache entry.
 */
export const menuApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read } = declaredEndpoints(build);
    return {
      menuCategories: read(listarCategorias, (answer) => [...answer.categorias].sort((a, b) => a.ordem - b.ordem), 'MenuCategories'),
    };
  },
});

export const { useMenuCategoriesQuery } = menuApi;

const NO_NAMES: Readonly<Record<number, string>> = Object.freeze({});
const selectMenuCategories = menuApi.endpoints.menuCategories.select();

/** Category id -> name, for the production tickets' titles ('Categoria 11' without); {} until loaded. */
export const selectCategoryNames = createSelector(selectMenuCategories, (result) =>
  result.data ? Object.fromEntries(result.data.map((c) => [c.id_cardapio_categoria, c.nome_categoria])) : NO_NAMES,
);

/** The categories are on their way (the first load after a login). */
export const selectCategoriesLoading = (state: Parameters<typeof selectMenuCategories>[0]): boolean => selectMenuCategories(state).isLoading;

/** The categories' load settled, with data or not (auto-accept waits for it before the first tickets). */
export const categoriesSettled = [menuApi.endpoints.menuCategories.matchFulfilled, menuApi.endpoints.menuCategories.matchRejected] as const;
