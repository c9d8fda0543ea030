import * as z from 'zod/mini';
import type { Endpoint } from './endpoint';
import { flexBoolean, flexNumber, flexText } from './schema';

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

export type ProductFileStatus = 'processing' | 'finished' | 'canceled';

export interface ProductFile {
  id: number;
  status: ProductFileStatus;
  file_name: string;
  /** products created by the file */
  added_products: number;
  /** products already in the menu that the file changed (should_update 1) */
  updated_products: number;
  /** rows refused by the rules (see problems) */
  rejected_products: number;
  /** the file's product rows */
  total_products: number;
  /** rows worked through so far */
  processed_products: number;
  should_update: boolean;
  /** ISO date-times; finished_at is null while processing */
  created_at: string;
  finished_at: string | null;
}

export interface ProductFileProblem {
  /** the line of the file (from 1) */
  line: number;
  message: string;
}

export interface ProductFileEntry {
  product_file: ProductFile;
  progress: { percentage: number };
}

export interface ProductFileDetail extends ProductFileEntry {
  /** the first rows refused, with why */
  problems: ProductFileProblem[];
}

export interface ProductFileUpload {
  file: File;
  columns_disposition: ColumnsDisposition;
  /** 1: products already in the menu (same barcode) are updated; 0: they are left as they are */
  should_update: 0 | 1;
  id_estabelecimento: number;
}

export interface BulkUploadEndpoints {
  /** The store's jobs, newest first. */
  'product-files': Endpoint<'GET', undefined, { product_files: ProductFileEntry[] }>;
  'product-files/:id': Endpoint<'GET', undefined, ProductFileDetail>;
  /**
   * Multipart: a new job. The same path as the list, posted (the trailing slash only tells the
   * two keys of the contract apart; the service ignores it).
   */
  'product-files/': Endpoint<'POST', ProductFileUpload, { product_file: ProductFile }>;
  /** Stops a job; the products already made stay. */
  'product-files/:id/cancel': Endpoint<'PATCH', undefined, { product_file: ProductFile }>;
}

/** What the service answers when it refuses a request (HTTP 4xx). */
export interface UploadServiceRefusal {
  message: string;
  errors?: Record<string, string[]>;
}

const count = flexNumber;

export const productFileSchema = z.object({
  id: flexNumber,
  status: z.enum(['processing', 'finished', 'canceled']),
  file_name: flexText,
  added_products: count,
  updated_products: count,
  rejected_products: count,
  total_products: count,
  processed_products: count,
  should_update: flexBoolean,
  created_at: z.string(),
  finished_at: z.nullable(z.string()),
});

export const productFileEntrySchema = z.object({ product_file: productFileSchema, progress: z.object({ percentage: flexNumber }) });

export const productFilesSchema = z.object({ product_files: z.array(productFileEntrySchema) });

export const productFileDetailSchema = z.object({
  product_file: productFileSchema,
  progress: z.object({ percentage: flexNumber }),
  problems: z.array(z.object({ line: flexNumber, message: z.string() })),
});

export const productFileCreatedSchema = z.object({ product_file: productFileSchema });
