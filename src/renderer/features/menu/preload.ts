import { PRELOADED_DATA_FRESH_S, type ScreenPreload } from '../../app/lazyScreen';
import { menuApi } from './menuApi';
import { productsApi } from './productsApi';

const FRESH = { ifOlderThan: PRELOADED_DATA_FRESH_S };

/**
 * /produtos' categories and the first category's products (the category the screen opens on)
 * asked when the route is entered, while the screen's chunk downloads. The categories are usually
 * in the store already (the tickets' titles use them): the products of the first one are asked at
 * once, and again for the first of the fresh list if that one differs.
 */
export const preloadMenu: ScreenPreload = (dispatch, getState) => {
  const known = menuApi.endpoints.menuCategories.select()(getState()).data?.[0]?.id_cardapio_categoria;
  if (known !== undefined) dispatch(productsApi.util.prefetch('menuProducts', known, FRESH));
  void dispatch(menuApi.endpoints.menuCategories.initiate(undefined, { subscribe: false, forceRefetch: PRELOADED_DATA_FRESH_S })).then(({ data }) => {
    const first = data?.[0]?.id_cardapio_categoria;
    if (first !== undefined && first !== known) dispatch(productsApi.util.prefetch('menuProducts', first, FRESH));
  });
};
