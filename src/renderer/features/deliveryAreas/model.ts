import { searchKey } from '../../../shared/search';
import type { BulkNeighbourhoodChange, BulkSwitch, DeliveryNeighbourhood, NeighbourhoodService, NeighbourhoodServiceFields } from '../../../shared/api';
import { parseMoney } from '../../../shared/money';
import { toReais } from '../../../shared/format';

/**
 * The rules of Locais de Atendimento (spec 02 §2.5, §4 Neighbourhoods, §5 price inputs), as pure
 * functions: the screen only shows them.
 */

/** The fields of a service as editar takes them. */
export function serviceFields(service: NeighbourhoodService): NeighbourhoodServiceFields {
  const { id_estabelecimento_bairro: _id, ...fields } = service;
  return fields;
}

export function isFreeDelivery(service: NeighbourhoodService): boolean {
  return service.valor_taxa === 0;
}

/**
 * The free-delivery switch: it moves the fee between zero and the remembered valor_taxa_old.
 * With both at zero there is nothing to move: 'alreadyFree' ('O frete deste bairro já é grátis!').
 */
export function toggleFreeDelivery(service: NeighbourhoodService): { kind: 'save'; fields: NeighbourhoodServiceFields } | { kind: 'alreadyFree' } {
  const fields = serviceFields(service);
  if (service.valor_taxa > 0) return { kind: 'save', fields: { ...fields, valor_taxa: 0, valor_taxa_old: service.valor_taxa } };
  if (service.valor_taxa_old > 0) return { kind: 'save', fields: { ...fields, valor_taxa: service.valor_taxa_old } };
  return { kind: 'alreadyFree' };
}

/** The four bulk actions and the values of the header (spec 02 §4), as mudaStsLote's path. */
export type BulkAction = 'apply' | 'activate' | 'deactivate' | 'freeOn' | 'freeOff';

const BULK_PATHS: Record<BulkAction, { status: 'S' | 'N'; frete: BulkSwitch }> = {
  apply: { status: 'S', frete: '' },
  activate: { status: 'S', frete: 'E' },
  deactivate: { status: 'N', frete: 'E' },
  freeOn: { status: 'S', frete: 'F' },
  freeOff: { status: 'N', frete: 'F' },
};

/** The values typed in the bulk header; '' is a field left empty (not applied). */
export interface BulkValues {
  valor_minimo: string;
  valor_taxa: string;
  valor_frete_gratis: string;
}

export const EMPTY_BULK_VALUES: BulkValues = { valor_minimo: '', valor_taxa: '', valor_frete_gratis: '' };

export interface BulkRequest {
  status: 'S' | 'N';
  frete: BulkSwitch;
  body: BulkNeighbourhoodChange;
}

const BULK_KEYS = ['valor_minimo', 'valor_taxa', 'valor_frete_gratis'] as const;

/**
 * mudaStsLote's path and body: the sel map of the selected rows; with 'apply', the values typed
 * (checked first with bulkValueErrors: a value the money rule refuses is never sent).
 */
export function bulkRequest(action: BulkAction, selected: Iterable<number>, values: BulkValues = EMPTY_BULK_VALUES): BulkRequest {
  const sel = Object.fromEntries([...selected].map((id) => [String(id), true]));
  const body: BulkNeighbourhoodChange = { sel };
  if (action === 'apply') {
    for (const key of BULK_KEYS) {
      const typed = parseMoney(values[key]);
      if (values[key].trim() !== '' && typed.ok) body[key] = toReais(typed.cents);
    }
  }
  return { ...BULK_PATHS[action], body };
}

/** 'apply' needs at least one value typed. */
export function hasBulkValues(values: BulkValues): boolean {
  return BULK_KEYS.some((key) => values[key].trim() !== '');
}

/** What the money rule refuses among the bulk values typed (a field left empty is not applied). */
export function bulkValueErrors(values: BulkValues): Partial<Record<keyof BulkValues, string>> {
  const errors: Partial<Record<keyof BulkValues, string>> = {};
  for (const key of BULK_KEYS) {
    const typed = parseMoney(values[key]);
    if (values[key].trim() !== '' && !typed.ok) errors[key] = typed.message;
  }
  return errors;
}

/** The neighbourhoods whose name contains the search (accents and case aside). */
export function filterNeighbourhoods(list: readonly DeliveryNeighbourhood[], search: string): readonly DeliveryNeighbourhood[] {
  const key = searchKey(search);
  if (key === '') return list;
  return list.filter((b) => searchKey(b.nome_bairro).includes(key));
}

/** The select-all box: checked when every shown row is selected, indeterminate when some are. */
export function selectAllState(shown: readonly DeliveryNeighbourhood[], selected: ReadonlySet<number>): 'none' | 'some' | 'all' {
  const count = shown.reduce((n, b) => n + (selected.has(b.id_bairro) ? 1 : 0), 0);
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
}

/** The select-all box clicked: every shown row selected, or (when all were) none of them. */
export function toggleAll(shown: readonly DeliveryNeighbourhood[], selected: ReadonlySet<number>): Set<number> {
  const next = new Set(selected);
  const all = selectAllState(shown, selected) === 'all';
  for (const b of shown) {
    if (all) next.delete(b.id_bairro);
    else next.add(b.id_bairro);
  }
  return next;
}
