import { excluirItemEstoque, listarEstoque, mudaStatusEstoque, salvarItemEstoque, type StockItem, type StockItemType } from '../../../shared/api';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';
import { TOAST_MS } from '../../ui/messages';

declare module '../../api/platformApi' {
  interface PlatformTags {
    StockItems: true;
  }
}

/** Where the stock image upload keeps its progress. */
export const STOCK_IMAGE_UPLOAD = 'stock-image';

export interface StockItemForm {
  id?: number;
  nome_item: string;
  status: 'S' | 'O';
  tipo: StockItemType;
  descricao: string;
  /** a new image (checked on screen: JPG, JPEG, PNG, WEBP up to 2 MB) */
  arquivo?: File;
}

/**
 * The store's stock items (spec 02 §2.4, §7.2, §7.3): listed on the legacy base, saved on the
 * second service (ws2, multipart with the image: 'an absolute URL of a separate service').
 */
export const stockApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, mutation } = declaredEndpoints(build);
    return {
      stockItems: read(listarEstoque, (answer) => answer.estoque, 'StockItems'),
      saveStockItem: mutation({
        query: ({ id, arquivo, ...fields }: StockItemForm) =>
          request(
            salvarItemEstoque,
            { body: { ...fields, ...(id ? { id_estoque: id } : {}), ...(arquivo ? { arquivo } : {}) }, multipart: true },
            { progressKey: arquivo ? STOCK_IMAGE_UPLOAD : undefined, feedback: arquivo ? { success: { ms: TOAST_MS.long } } : undefined },
          ),
        transformResponse: (answer, _m, { id }) => ({ id: answer.id_estoque ?? id ?? 0 }),
        invalidatesTags: (_r, error) => (error ? [] : ['StockItems', 'MenuProduct', { type: 'Variations', id: 'LIST' }]),
      }),
      deleteStockItem: mutation({
        query: (item: StockItem) => request(excluirItemEstoque, { body: { id_estoque: item.id_estoque } }),
        invalidatesTags: (_r, error) => (error ? [] : ['StockItems']),
      }),
      /** Applied on selection; the list is reloaded. */
      setStockItemStatus: mutation({
        query: ({ item, status }: { item: StockItem; status: 'S' | 'O' }) => request(mudaStatusEstoque, { body: { id_estoque: item.id_estoque, novo_status: status } }),
        invalidatesTags: ['StockItems'],
      }),
    };
  },
});

export const { useStockItemsQuery, useSaveStockItemMutation, useDeleteStockItemMutation, useSetStockItemStatusMutation } = stockApi;
