import { COLUMN_TYPES, REQUIRED_COLUMN_TYPES, type ColumnsDisposition, type ColumnType } from '../api/areas/bulkUpload';

/**
 * The CSV settings of a bulk upload (spec 02 §3 Column mapping options, §5 Bulk upload): which
 * data types the file has and in which column (from 1). One home for the panel's form and the
 * service's check.
 */

export const COLUMN_LABELS: Record<ColumnType, string> = {
  product_ean_cod: 'Código de barras',
  product_name: 'Nome',
  product_qty: 'Quantidade em estoque',
  product_price: 'Preço',
  product_promo_price: 'Preço promocional',
  product_category: 'Categoria',
  product_pdv_cod: 'Código PDV',
};

export const TWO_TYPES_ONE_COLUMN = 'Não é possível ter dois tipos de dados na mesma coluna.';
export const COLUMN_REQUIRED = 'Informe o número da coluna.';
export const COLUMN_FROM_ONE = 'A primeira coluna é a 1: informe um número inteiro a partir de 1.';

/** One line of the settings: whether the type is in the file, and its column as typed ('' when empty). */
export interface ColumnChoice {
  checked: boolean;
  column: string;
}

export type ColumnChoices = Record<ColumnType, ColumnChoice>;

/** Barcode, quantity and price on, in columns 1, 2 and 3; the others off (spec 02 §3 'default on'). */
export const DEFAULT_COLUMN_CHOICES: ColumnChoices = {
  product_ean_cod: { checked: true, column: '1' },
  product_name: { checked: false, column: '' },
  product_qty: { checked: true, column: '2' },
  product_price: { checked: true, column: '3' },
  product_promo_price: { checked: false, column: '' },
  product_category: { checked: false, column: '' },
  product_pdv_cod: { checked: false, column: '' },
};

export function isRequiredColumn(type: ColumnType): boolean {
  return REQUIRED_COLUMN_TYPES.includes(type);
}

/** What is wrong with each checked type's column ({} when nothing). */
export function columnProblems(choices: ColumnChoices): Partial<Record<ColumnType, string>> {
  const problems: Partial<Record<ColumnType, string>> = {};
  const used = new Map<number, ColumnType[]>();
  for (const type of COLUMN_TYPES) {
    const choice = choices[type];
    if (!choice.checked && !isRequiredColumn(type)) continue;
    const text = choice.column.trim();
    if (text === '') {
      problems[type] = COLUMN_REQUIRED;
      continue;
    }
    const column = Number(text);
    if (!/^\d+$/.test(text) || column < 1) {
      problems[type] = COLUMN_FROM_ONE;
      continue;
    }
    used.set(column, [...(used.get(column) ?? []), type]);
  }
  for (const types of used.values()) {
    if (types.length > 1) for (const type of types) problems[type] = TWO_TYPES_ONE_COLUMN;
  }
  return problems;
}

/**
 * columns_disposition as the service takes it: only the checked types (unchecking removes the
 * mapping), each with its column. Call it on choices without problems.
 */
export function columnsDisposition(choices: ColumnChoices): ColumnsDisposition {
  const disposition: ColumnsDisposition = {};
  for (const type of COLUMN_TYPES) {
    const choice = choices[type];
    if (choice.checked || isRequiredColumn(type)) disposition[type] = Number(choice.column);
  }
  return disposition;
}

/**
 * A disposition received by the service, checked: every required type present, columns whole
 * numbers from 1, no column twice, no unknown type. Returns the problems as sentences ([] when none).
 */
export function dispositionProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['Informe as colunas do arquivo (columns_disposition).'];
  const entries = Object.entries(value as Record<string, unknown>);
  const problems: string[] = [];
  const unknown = entries.filter(([type]) => !(COLUMN_TYPES as readonly string[]).includes(type)).map(([type]) => type);
  if (unknown.length > 0) problems.push(`Tipo de dado desconhecido: ${unknown.join(', ')}.`);
  for (const type of REQUIRED_COLUMN_TYPES) {
    if (!entries.some(([t]) => t === type)) problems.push(`${COLUMN_LABELS[type]}: ${COLUMN_REQUIRED}`);
  }
  const columns = entries.map(([, column]) => Number(column));
  if (columns.some((c) => !Number.isInteger(c) || c < 1)) problems.push(COLUMN_FROM_ONE);
  if (new Set(columns).size !== columns.length) problems.push(TWO_TYPES_ONE_COLUMN);
  return problems;
}
