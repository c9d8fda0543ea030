/**
 * Stock items (spec 02 §2.4, §3, §7.3). The save goes to 'an absolute URL of a separate
 * service': the second service (ws2), as multipart (the image travels with the item). The list is
 * estoque/listar on the legacy base (variations.ts); delete and status change are legacy calls.
 */
import * as z from 'zod/mini';
import { legacy, ws2 } from '../declare';
import { envelopeFields, envelopeSchema, filePart, flexNumber } from '../schema';

export const STOCK_DESCRIPTION_MAX = 200;
/** The longest stock item name, in characters. */
export const STOCK_ITEM_NAME_MAX = 100;

export const stockItemSavedSchema = z.looseObject({
  ...envelopeFields,
  id_estoque: z.optional(flexNumber),
  image_url: z.optional(z.string()),
});

// status ('S' or 'O') and tipo (STOCK_ITEM_TYPES) are text here: the platform refuses another value in its own words
export const stockItemBodySchema = z.object({
  id_estoque: z.optional(z.number()),
  nome_item: z.string(),
  status: z.string(),
  tipo: z.string(),
  /** at most 200 characters */
  descricao: z.string(),
  /** JPG, JPEG, PNG or WEBP up to 2 MB */
  arquivo: z.optional(filePart),
});

export type StockItemBody = z.input<typeof stockItemBodySchema>;

/** multipart: the image travels with the item */
export const salvarItemEstoque = ws2.post('estoque/adicionar', { body: stockItemBodySchema, answer: stockItemSavedSchema });

export const excluirItemEstoque = legacy.post('estoque/excluir', { body: z.object({ id_estoque: z.number() }), answer: envelopeSchema });

export const mudaStatusEstoque = legacy.post('estoque/mudaStatus', {
  body: z.object({ id_estoque: z.number(), novo_status: z.string() }),
  answer: envelopeSchema,
});
