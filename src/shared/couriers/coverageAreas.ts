import type { CoverageArea } from '../api/areas/orders';

/** One entry of the neighbourhood select in the courier request modal. */
export interface CoverageAreaOption {
  id: number;
  /** the area's name; when two offered areas share it, 'Centro (Campinas)' */
  label: string;
  /** the area's own name, sent as v2/delivery 'name' */
  name: string;
  city: string;
  /** cents */
  price: number;
}

/**
 * The coverage areas the store may call a courier to (spec 01 §9): only enabled areas with an
 * id and a name; names that appear more than once get their city in parentheses so the
 * person can tell them apart. Sorted by label, pt-BR collation.
 */
export function coverageAreaOptions(areas: readonly CoverageArea[]): CoverageAreaOption[] {
  const offered = areas.flatMap((a): CoverageAreaOption[] => {
    const name = a.coverageArea?.name?.trim();
    if (!a.enabled || a.coverageAreaID === null || a.coverageAreaID === undefined || !name) return [];
    const city = a.coverageArea?.city?.name?.trim() ?? '';
    return [{ id: a.coverageAreaID, label: name, name, city, price: a.price }];
  });
  const count = new Map<string, number>();
  for (const o of offered) count.set(nameKey(o.name), (count.get(nameKey(o.name)) ?? 0) + 1);
  return offered
    .map((o) => ((count.get(nameKey(o.name)) ?? 0) > 1 && o.city ? { ...o, label: `${o.name} (${o.city})` } : o))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

// 'Centro' and 'centro ' are the same neighbourhood name to a person reading the list.
function nameKey(name: string): string {
  return name.trim().toLocaleLowerCase('pt-BR');
}
