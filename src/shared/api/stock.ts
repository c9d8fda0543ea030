/**
 * Stock items (spec 02 §2.4, §3, §7.3). The save goes to 'an absolute URL of a separate
 * service': the second service (ws2), as multipart (the image travels with the item). The list is
 * estoque/listar on the legacy base (variations.ts); delete and status change are legacy calls.
 */
import * as z from 'zod/mini';
import type { Endpoint, Envelope } from './endpoint';
import { envelopeFields, flexNumber } from './schema';
import type { StockItemType } from './variations';

export const STOCK_DESCRIPTION_MAX = 200;
/** The longest stock item name, in characters. */
export const STOCK_ITEM_NAME_MAX = 100;
/** 2 MB, the stock image's limit (spec 02 §9) */
export const STOCK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export interface StockItemBody {
  id_estoque?: number;
  nome_item: string;
  status: 'S' | 'O';
  tipo: StockItemType;
  /** at most 200 characters */
  descricao: string;
  /** JPG, JPEG, PNG or WEBP up to 2 MB */
  arquivo?: Blob;
}

export interface StockWs2Endpoints {
  /** multipart */
  'estoque/adicionar': Endpoint<'POST', StockItemBody, Envelope & { id_estoque?: number; image_url?: string }>;
}

export interface StockLegacyEndpoints {
  'estoque/excluir': Endpoint<'POST', { id_estoque: number }, Envelope>;
  'estoque/mudaStatus': Endpoint<'POST', { id_estoque: number; novo_status: 'S' | 'O' }, Envelope>;
}

export const stockItemSavedSchema = z.looseObject({
  ...envelopeFields,
  id_estoque: z.optional(flexNumber),
  image_url: z.optional(z.string()),
});
