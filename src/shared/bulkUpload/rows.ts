import { REQUIRED_COLUMN_TYPES, type ColumnsDisposition, type ColumnType } from '../api/areas/bulkUpload';
import { MENU_TEXT_LIMITS } from '../api/areas/menu';
import { parseMoney } from '../money';
import { formatCentsBRL } from '../format';
import { COLUMN_LABELS } from './columns';

/**
 * The rules of a product row (spec 02 §5 Bulk upload), one home for the panel's preview and the
 * service that applies them: a row is read with the chosen columns, and what is wrong in it is
 * said in the words the person reads.
 */

/** A row's product as the service will take it. Money in cents. */
export interface RowProduct {
  barcode: string;
  /** '' when the file has no name for it (it then needs the catalogue's) */
  name: string;
  quantity: number;
  priceCents: number;
  promoCents: number | null;
  /** '' when the file has no category for it */
  category: string;
  pdvCode: string;
}

export interface ReadRow {
  /** what the columns hold, as text, for the preview */
  cells: Partial<Record<ColumnType, string>>;
  /** null when the row has a problem */
  product: RowProduct | null;
  /** why the row cannot be made into a product (empty: it can) */
  problems: string[];
  /** the product is made unavailable (price or stock zero) */
  unavailable: boolean;
  /** made only if the barcode is in the catalogue (no name in the file) */
  needsCatalogue: boolean;
}

/** The largest price the menu takes (R$ 9.999,99). */
export const MAX_ROW_PRICE_CENTS = 999_999;

export const ROW_PROBLEMS = {
  barcode: 'Código de barras precisa ter 13 dígitos.',
  price: 'Preço inválido: use um número com até duas casas decimais.',
  promo: 'Preço promocional inválido: use um número com até duas casas decimais.',
  promoNotLower: 'O preço promocional precisa ser menor que o preço.',
  quantity: 'Estoque inválido: use apenas números.',
  pdv: 'Código PDV inválido: use apenas números.',
  missingColumn: (column: number, label: string) => `A linha não tem a coluna ${column} (${label}).`,
  tooExpensive: `Preço acima do limite de ${formatCentsBRL(MAX_ROW_PRICE_CENTS)}.`,
  noName: 'Produto sem nome: o código de barras não está no catálogo.',
  nameTooLong: `Nome do produto com mais de ${MENU_TEXT_LIMITS.productName} caracteres.`,
  categoryTooLong: `Nome da categoria com mais de ${MENU_TEXT_LIMITS.categoryName} caracteres.`,
} as const;

/**
 * A cell's money by the panel's one rule (shared/money.ts), without thousands separators:
 * 12.5, 12,50, 7 -> cents; null when not a number with up to two decimals. No limit here: a price
 * above the menu's is its own problem (tooExpensive), a promotional one must be below the price.
 */
export function moneyCents(text: string): number | null {
  const read = parseMoney(text, { thousands: false, maxCents: Number.MAX_SAFE_INTEGER });
  return read.ok ? read.cents : null;
}

const DIGITS = /^\d+$/;

/** Reads one row of cells (columns from 1) with the chosen disposition. */
export function readRow(row: readonly string[], disposition: ColumnsDisposition): ReadRow {
  const cells: Partial<Record<ColumnType, string>> = {};
  const problems: string[] = [];
  for (const [type, column] of Object.entries(disposition) as [ColumnType, number][]) {
    const value = row[column - 1];
    // a spreadsheet leaves the last empty cells out: only a required column must be there
    if (value === undefined && REQUIRED_COLUMN_TYPES.includes(type)) problems.push(ROW_PROBLEMS.missingColumn(column, COLUMN_LABELS[type]));
    else cells[type] = (value ?? '').trim();
  }
  const barcode = cells.product_ean_cod ?? '';
  if (cells.product_ean_cod !== undefined && !/^\d{13}$/.test(barcode)) problems.push(ROW_PROBLEMS.barcode);

  const price = cells.product_price !== undefined ? moneyCents(cells.product_price) : null;
  if (cells.product_price !== undefined && price === null) problems.push(ROW_PROBLEMS.price);
  if (price !== null && price > MAX_ROW_PRICE_CENTS) problems.push(ROW_PROBLEMS.tooExpensive);

  const promoText = cells.product_promo_price ?? '';
  const promo = promoText === '' ? null : moneyCents(promoText);
  if (promoText !== '' && promo === null) problems.push(ROW_PROBLEMS.promo);
  if (promo !== null && price !== null && promo >= price) problems.push(ROW_PROBLEMS.promoNotLower);

  const quantityText = cells.product_qty ?? '';
  if (cells.product_qty !== undefined && !DIGITS.test(quantityText)) problems.push(ROW_PROBLEMS.quantity);

  const pdvCode = cells.product_pdv_cod ?? '';
  if (pdvCode !== '' && !DIGITS.test(pdvCode)) problems.push(ROW_PROBLEMS.pdv);

  const name = (cells.product_name ?? '').replace(/\s+/g, ' ');
  if (name.length > MENU_TEXT_LIMITS.productName) problems.push(ROW_PROBLEMS.nameTooLong);
  // the menu's limit, as a category made in the menu screen has it
  const category = (cells.product_category ?? '').replace(/\s+/g, ' ');
  if (category.length > MENU_TEXT_LIMITS.categoryName) problems.push(ROW_PROBLEMS.categoryTooLong);

  const quantity = DIGITS.test(quantityText) ? Number(quantityText) : 0;
  const product: RowProduct | null =
    problems.length === 0 && price !== null ? { barcode, name, quantity, priceCents: price, promoCents: promo, category, pdvCode } : null;
  return {
    cells,
    product,
    problems,
    unavailable: product !== null && (product.priceCents === 0 || product.quantity === 0),
    needsCatalogue: product !== null && name === '',
  };
}

/**
 * A first line that names the columns instead of holding a product: its barcode cell has no digit
 * at all ('EAN', 'codigo_barras'). Such a line is not a product.
 */
export function isHeaderRow(row: readonly string[], disposition: ColumnsDisposition): boolean {
  const column = disposition.product_ean_cod;
  const cell = column === undefined ? undefined : row[column - 1];
  return cell !== undefined && cell.trim() !== '' && !/\d/.test(cell);
}
