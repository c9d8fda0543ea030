/** Sorting rule of the back-office tables: what a sortable column's header click does. */

export type SortDirection = 'asc' | 'desc';

/** What a column sorts by: numbers and dates by value, text alphabetically the pt-BR way. */
export type SortValue = string | number | Date | boolean | null | undefined;

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function isEmpty(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || (typeof value === 'number' && Number.isNaN(value));
}

function compareFilled(a: Exclude<SortValue, null | undefined>, b: Exclude<SortValue, null | undefined>): number {
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  const x = a instanceof Date ? a.getTime() : Number(a);
  const y = b instanceof Date ? b.getTime() : Number(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return collator.compare(String(a), String(b));
  return x - y;
}

/**
 * The rows in the order of `sortValue`, ascending or descending. Stable (equal values keep their
 * order) and rows without a value go last in both directions, so blanks never lead the table.
 */
export function sortRows<Row>(rows: readonly Row[], sortValue: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      const aEmpty = isEmpty(a.value);
      const bEmpty = isEmpty(b.value);
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareFilled(a.value!, b.value!) || a.index - b.index;
    })
    .map((entry) => entry.row);
}
