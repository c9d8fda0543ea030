/** Page arithmetic of the back-office tables (spec 02 §5, §9): pages count from 1. */

/** How many page numbers the pagination control shows (spec 02 §9). */
export const PAGE_NUMBERS_SHOWN = 5;

/**
 * Keeps a page between 1 and the last page: a page past the end goes to the last one, anything
 * below 1 (or not a number) to 1, and with no pages at all the page is 1.
 */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(Number.isFinite(totalPages) ? totalPages : 1));
  const wanted = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, wanted), last);
}

/** How many pages `total` rows fill, `pageSize` to a page (0 rows: 0 pages). */
export function totalPagesFor(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers the control shows: `shown` consecutive pages with the current one in the
 * middle when it can be, shifted at either end so there are always `shown` of them (or every
 * page when there are fewer). (7, 20) -> [5, 6, 7, 8, 9]; (1, 20) -> [1..5]; (20, 20) -> [16..20].
 */
export function pageNumbers(current: number, totalPages: number, shown: number = PAGE_NUMBERS_SHOWN): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0 || shown < 1) return [];
  const page = clampPage(current, total);
  const count = Math.min(shown, total);
  const first = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The rows of one page (client-side pagination). */
export function pageRows<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  const start = (page - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}
