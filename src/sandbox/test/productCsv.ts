/**
 * Test-only: product files for the bulk upload (semicolon CSV, spec 02 §5), as a store would
 * export them from its point-of-sale system. Columns: barcode; name; stock; price; promotional
 * price; category; PDV code.
 */
import { ean13 } from '../../shared/menu/ean';

export const PRODUCT_CSV_HEADER = 'codigo_barras;nome;estoque;preco;preco_promocional;categoria;codigo_pdv';

const CATEGORIES = ['Mercearia', 'Bebidas', 'Limpeza', 'Higiene', 'Hortifrúti'];
const NAMES = ['Arroz Tipo 1', 'Feijão Carioca', 'Açúcar Refinado', 'Café Torrado', 'Óleo de Soja', 'Macarrão Espaguete', 'Farinha de Trigo', 'Sabão em Pó'];

/** The barcode of the generated product i (valid EAN-13s, none in the sandbox's catalogue). */
export function generatedBarcode(i: number): string {
  return ean13(`20${String(i).padStart(10, '0')}`);
}

/** One product line; `over` replaces cells (by column, from 0). */
export function productLine(i: number, over: Record<number, string> = {}): string {
  const price = ((i % 90) + 1.5).toFixed(2).replace('.', ',');
  const cells = [
    generatedBarcode(i),
    `${NAMES[i % NAMES.length]} ${String(i).padStart(5, '0')}`,
    String(i % 7 === 0 ? 0 : (i % 40) + 1),
    price,
    '',
    CATEGORIES[i % CATEGORIES.length] ?? '',
    String(10_000 + i),
  ];
  for (const [column, value] of Object.entries(over)) cells[Number(column)] = value;
  return cells.join(';');
}

/** A file of `rows` products (with the header line unless told), CRLF as spreadsheets save it. */
export function productCsv(rows: number, { header = true, lines = [] as string[] } = {}): string {
  const body = Array.from({ length: rows }, (_, i) => productLine(i + 1));
  return [...(header ? [PRODUCT_CSV_HEADER] : []), ...body, ...lines].join('\r\n') + '\r\n';
}

/** columns_disposition of these files: every column, in order. */
export const PRODUCT_CSV_COLUMNS = {
  product_ean_cod: 1,
  product_name: 2,
  product_qty: 3,
  product_price: 4,
  product_promo_price: 5,
  product_category: 6,
  product_pdv_cod: 7,
} as const;
