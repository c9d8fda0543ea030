import * as z from 'zod/mini';
import { upload } from '../declare';
import { flexBoolean, flexNumber, flexText } from '../schema';

/**
 * The bulk upload service (spec 02 §2.20, §3 Product file and Column mapping options, §4 Bulk
 * upload states, §7.9): a semicolon CSV of products becomes a job the service works through row
 * by row, creating or updating products in the store's menu. Its own base (PLATFORM_PREFIXES.upload),
 * authorised by the session hash; JSON answers without the status envelope. Only a store whose
 * detail has upload_em_massa has it: any other gets HTTP 403 with { message } (UploadServiceRefusal).
 */

/** The CSV's data types, in the order the settings show them. */
export const COLUMN_TYPES = [
  'product_ean_cod',
  'product_name',
  'product_qty',
  'product_price',
  'product_promo_price',
  'product_category',
  'product_pdv_cod',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** Barcode, quantity and price are always read (spec 02 §5). */
export const REQUIRED_COLUMN_TYPES: readonly ColumnType[] = ['product_ean_cod', 'product_qty', 'product_price'];

/** Which column (from 1) holds each data type the file has. */
export type ColumnsDisposition = Partial<Record<ColumnType, number>>;

const count = flexNumber;

export const productFileSchema = z.object({
  id: flexNumber,
  status: z.enum(['processing', 'finished', 'canceled']),
  file_name: flexText,
  /** products created by the file */
  added_products: count,
  /** products already in the menu that the file changed (should_update 1) */
  updated_products: count,
  /** rows refused by the rules (see problems) */
  rejected_products: count,
  /** the file's product rows */
  total_products: count,
  /** rows worked through so far */
  processed_products: count,
  should_update: flexBoolean,
  /** ISO date-times; finished_at is null while processing */
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type ProductFile = z.output<typeof productFileSchema>;
export type ProductFileStatus = ProductFile['status'];

export const productFileEntrySchema = z.object({ product_file: productFileSchema, progress: z.object({ percentage: flexNumber }) });
export type ProductFileEntry = z.output<typeof productFileEntrySchema>;

export const productFilesSchema = z.object({ product_files: z.array(productFileEntrySchema) });

/** problems: the first rows refused, with why (line: the file's, from 1) */
export const productFileDetailSchema = z.object({
  product_file: productFileSchema,
  progress: z.object({ percentage: flexNumber }),
  problems: z.array(z.object({ line: flexNumber, message: z.string() })),
});
export type ProductFileDetail = z.output<typeof productFileDetailSchema>;
export type ProductFileProblem = ProductFileDetail['problems'][number];

export const productFileCreatedSchema = z.object({ product_file: productFileSchema });

/**
 * A new job: the file and how to read it. The service checks the disposition and should_update
 * itself and refuses them with its own message (HTTP 422), so they are not narrowed here.
 */
export const productFileUploadSchema = z.object({
  file: z.file(),
  /** which column (from 1) holds each data type the file has */
  columns_disposition: z.custom<ColumnsDisposition>(),
  /** 1: products already in the menu (same barcode) are updated; 0: they are left as they are */
  should_update: z.number(),
  id_estabelecimento: z.number(),
});
export type ProductFileUpload = z.input<typeof productFileUploadSchema>;

/** The store's jobs, newest first. */
export const productFiles = upload.get('product-files', { answer: productFilesSchema });

export const productFileDetail = upload.get('product-files/:id', { answer: productFileDetailSchema });

/**
 * Multipart: a new job. The same path as the list, posted (the trailing slash only tells the two
 * keys of the contract apart; the service ignores it).
 */
export const startProductFile = upload.post('product-files/', { body: productFileUploadSchema, answer: productFileCreatedSchema });

/** Stops a job; the products already made stay. */
export const cancelProductFile = upload.patch('product-files/:id/cancel', { answer: productFileCreatedSchema });
