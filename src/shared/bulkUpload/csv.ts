import Papa from 'papaparse';
import type { ColumnsDisposition } from '../api/areas/bulkUpload';
import { isHeaderRow } from './rows';

/**
 * Reading the product file (spec 02 §5: semicolon separator) with papaparse, the same way in the
 * panel's preview and in the service.
 */

/** The most a file may weigh: 10 MB (10485760 bytes, spec 02 §5, §9). */
export const PRODUCT_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const FILE_TOO_LARGE = 'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.';
export const FILE_NOT_CSV = 'Formato não aceito: selecione um arquivo .csv (separado por ponto e vírgula).';
export const NO_FILE = 'Selecione um arquivo CSV.';

/** Why a chosen file cannot be sent (.csv only, 10 MB at most), or null. */
export function productFileProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return NO_FILE;
  if (!/\.csv$/i.test(file.name)) return FILE_NOT_CSV;
  if (file.size > PRODUCT_FILE_MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}

export const FILE_NOT_TEXT =
  'O arquivo não é um CSV de texto: parece uma imagem ou outro tipo de arquivo com extensão .csv. Salve a planilha como "CSV (separado por ponto e vírgula)" e escolha esse arquivo.';
export const FILE_WITHOUT_PRODUCTS = 'O arquivo não tem nenhuma linha de produto.';

/**
 * The file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (a CSV saved by Excel in
 * Brazil). A UTF-8 byte order mark is dropped. Decode the whole file: a slice cut inside a
 * character is not valid UTF-8 and would read as Windows-1252 ('PÃ£o').
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * A control byte no text file has (NUL, and the C0 controls other than tab, line feed, form feed,
 * carriage return and end-of-file): an image, a spreadsheet's binary format or a UTF-16 file.
 */
function hasBinaryByte(bytes: Uint8Array): boolean {
  for (const b of bytes) {
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0c && b !== 0x0d && b !== 0x1a) return true;
  }
  return false;
}

export type ProductFileText = { text: string; problem: null } | { text: null; problem: string };

/**
 * The one reading of a product file's bytes, in the panel's preview and in the service: its text
 * (decodeCsv, the whole file at once), or why it is not a text file.
 */
export function productFileText(bytes: Uint8Array): ProductFileText {
  if (hasBinaryByte(bytes)) return { text: null, problem: FILE_NOT_TEXT };
  return { text: decodeCsv(bytes), problem: null };
}

export interface ParsedFile {
  /** product rows, each with its line in the file (from 1) */
  rows: Array<{ line: number; cells: string[] }>;
  /** the first line named the columns and was left out */
  header: boolean;
}

/**
 * The rows of a product file, each with its line (a record per line: blank lines count, and are
 * left out); `limit`: only the first product rows (the preview). A first line naming the columns
 * is not a product.
 */
export function parseProductFile(text: string, disposition: ColumnsDisposition, limit?: number): ParsedFile {
  const result = Papa.parse<string[]>(text, {
    delimiter: ';',
    skipEmptyLines: false,
    // a few more lines than asked: the header and blank lines are not products
    preview: limit === undefined ? 0 : limit + 20,
  });
  let rows = result.data.map((cells, i) => ({ line: i + 1, cells })).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const first = rows[0];
  const header = first !== undefined && isHeaderRow(first.cells, disposition);
  if (header) rows = rows.slice(1);
  return { rows: limit === undefined ? rows : rows.slice(0, limit), header };
}
