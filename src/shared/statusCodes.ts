/**
 * The availability status codes of the menu and stock (spec 02 §4), and which codes each kind of
 * entity offers. The screens' status dropdowns read their options from here.
 *
 * The spec notes that some size and product-modal dropdowns of the source label F and O the
 * other way round (F 'Oculto', O 'Em falta'): both readings exist there. The panel follows the
 * main reading everywhere: F = Em falta, O = Oculto.
 */
export type StatusCode = 'S' | 'F' | 'O' | 'N';

export const AVAILABILITY_STATUS_LABELS: Record<StatusCode, string> = {
  S: 'Ativo',
  F: 'Em falta',
  O: 'Oculto',
  N: 'Inativo',
};

export type StatusEntity = 'category' | 'product' | 'size' | 'variation' | 'stockItem';

/** The codes each entity offers, in the order the dropdown lists them. */
export const STATUS_CODES_BY_ENTITY: Record<StatusEntity, readonly StatusCode[]> = {
  category: ['S', 'F', 'O'],
  product: ['S', 'F', 'O'],
  size: ['S', 'F', 'O', 'N'],
  variation: ['S', 'F', 'O', 'N'],
  stockItem: ['S', 'O'],
};

export function isStatusCode(value: unknown): value is StatusCode {
  return typeof value === 'string' && Object.hasOwn(AVAILABILITY_STATUS_LABELS, value);
}

/** The options of an entity's status dropdown: code and label. */
export function statusOptions(entity: StatusEntity): Array<{ code: StatusCode; label: string }> {
  return STATUS_CODES_BY_ENTITY[entity].map((code) => ({ code, label: AVAILABILITY_STATUS_LABELS[code] }));
}

/** The label of a code as the platform sent it; an unknown code is shown as it came. */
export function statusLabel(code: string): string {
  return isStatusCode(code) ? AVAILABILITY_STATUS_LABELS[code] : code;
}
