import {
  alterarProduto,
  buscarCatalogo,
  criarProduto,
  duplicarProduto,
  enviarFotoProduto,
  excluirProduto,
  listarProduto,
  listarProdutos,
  mudaStatusProduto,
  ordenarProdutos,
  type MenuProduct,
  type MenuStatus,
  type ProductBody,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';
import { TOAST_MS } from '../../ui/messages';
import { frozenList, withPositions } from '../../ui/reorder';

declare module '../../api/platformApi' {
  interface PlatformTags {
    MenuProducts: true;
    MenuProduct: true;
  }
}

/** Where a product's photo upload keeps its progress (selectUploadProgress). */
export const PRODUCT_PHOTO_UPLOAD = 'product-photo';

/** The catalogue service's page (spec 02 §9: page 1, 300 per page). */
export const CATALOGUE_PAGE = { page: 1, per_page: 300 } as const;

/** What a catalogue search looks for: a barcode (digits only) or a name. */
export type CatalogueSearch = { codigo_barras: string } | { nome_produto: string };

export interface SaveProductArgs {
  id?: number;
  body: ProductBody;
  /** the category it was in before (a move reloads both lists) */
  previousCategoryId?: number;
  /** the older screen sends the status and the photo with the product */
  multipart?: boolean;
  /** no success toast (the price adjustment saves many) */
  quiet?: boolean;
}

const productTags = (categoryIds: ReadonlyArray<number | undefined>, productId?: number) => [
  ...categoryIds.filter((id): id is number => id !== undefined).map((id) => ({ type: 'MenuProducts' as const, id })),
  ...(productId ? [{ type: 'MenuProduct' as const, id: productId }] : []),
];

/** The products of the menu (spec 02 §2.1, §7.1) and the catalogue service's search. */
export const productsApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { query, mutation } = declaredEndpoints(build);
    return {
      /** A category's products in menu order, each with its sizes. */
      menuProducts: query({
        // a category of 5,000 products checked as one list was the longest task of opening /produtos
        query: (categoryId: number) => request(listarProdutos, { params: { categoryId } }, { checkInSlices: 'cardapio' }),
        transformResponse: (answer) => frozenList([...answer.cardapio].sort((a, b) => a.ordem - b.ordem)),
        providesTags: (_result, _error, categoryId) => [{ type: 'MenuProducts', id: categoryId }],
      }),
      /**
       * One product with its composition, sizes and variations; null when the store has none with
       * that id. The modal reads it by id alone (categoryId 0: wherever it is), also from a deep link.
       */
      menuProduct: query({
        query: ({ categoryId, productId }: { categoryId: number; productId: number }) => request(listarProduto, { params: { categoryId, productId } }),
        transformResponse: (answer) => answer.cardapio[0] ?? null,
        providesTags: (_result, _error, { productId }) => [{ type: 'MenuProduct', id: productId }],
      }),
      saveProduct: mutation({
        query: ({ id, body, multipart, quiet }: SaveProductArgs) => {
          const args = { body, multipart };
          const feedback = quiet ? { success: false as const } : multipart && body.arquivo ? { success: { ms: TOAST_MS.long } } : undefined;
          return id ? request(alterarProduto, { ...args, params: { id } }, { feedback }) : request(criarProduto, args, { feedback });
        },
        transformResponse: (answer, _meta, { id }) => ({ id: answer.id_cardapio ?? id ?? 0, photoUrl: answer.url_imagem }),
        // quiet saves (the price adjustment) reload once, at the end
        invalidatesTags: (result, error, { body, previousCategoryId, quiet }) => (error || quiet ? [] : productTags([body.id_cardapio_categoria, previousCategoryId], result?.id)),
      }),
      /** A photo (png, jpg, jpeg) for a saved product: 5 s success toast (spec 02 §9), refusal in 'Atenção!' with erros. */
      uploadProductPhoto: mutation({
        query: ({ product, file }: { product: MenuProduct; file: File }) =>
          request(
            enviarFotoProduto,
            { body: { arquivo: file, id_cardapio: product.id_cardapio }, multipart: true },
            { progressKey: PRODUCT_PHOTO_UPLOAD, feedback: { success: { ms: TOAST_MS.long } } },
          ),
        transformResponse: (answer) => ({ url: answer.url_imagem ?? '' }),
        invalidatesTags: (_result, error, { product }) => (error ? [] : productTags([product.id_cardapio_categoria], product.id_cardapio)),
      }),
      /** Applied on selection; the list is reloaded (spec 02 §4). */
      setProductStatus: mutation({
        query: ({ product, status }: { product: MenuProduct; status: MenuStatus }) => request(mudaStatusProduto, { body: { id_cardapio: product.id_cardapio, status } }),
        invalidatesTags: (_result, _error, { product }) => productTags([product.id_cardapio_categoria], product.id_cardapio),
      }),
      duplicateProduct: mutation({
        query: (product: MenuProduct) => request(duplicarProduto, { body: { id_cardapio: product.id_cardapio } }),
        transformResponse: (answer) => ({ id: answer.id_cardapio ?? 0 }),
        invalidatesTags: (_result, error, product) => (error ? [] : productTags([product.id_cardapio_categoria])),
      }),
      deleteProduct: mutation({
        query: (product: MenuProduct) => request(excluirProduto, { body: { id_cardapio: product.id_cardapio } }),
        invalidatesTags: (_result, error, product) => (error ? [] : productTags([product.id_cardapio_categoria], product.id_cardapio)),
      }),
      /**
       * The new order shows at once and is posted 100 ms later (spec 02 §4); a refused or failed save
       * puts the list back (and says why).
       */
      reorderProducts: build.mutation<unknown, { categoryId: number; products: MenuProduct[] }>({
        async queryFn({ products }, _api, _extra, baseQuery) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          return baseQuery(request(ordenarProdutos, { body: { ordem: products.map((p) => p.id_cardapio) } }, { feedback: { success: false } }));
        },
        async onQueryStarted({ categoryId, products }, { dispatch, queryFulfilled }) {
          const patch = dispatch(productsApi.util.updateQueryData('menuProducts', categoryId, () => withPositions(products)));
          await queryFulfilled.catch(() => patch.undo());
        },
      }),
      /** The catalogue service (its own base), page 1 with 300 per page. */
      catalogueProducts: query({
        query: (search: CatalogueSearch) => request(buscarCatalogo, { query: { ...CATALOGUE_PAGE, ...search } }),
        transformResponse: (answer) => answer.products.data,
      }),
    };
  },
});

export const {
  useMenuProductsQuery,
  useMenuProductQuery,
  useSaveProductMutation,
  useUploadProductPhotoMutation,
  useSetProductStatusMutation,
  useDuplicateProductMutation,
  useDeleteProductMutation,
  useReorderProductsMutation,
  useLazyCatalogueProductsQuery,
} = productsApi;
