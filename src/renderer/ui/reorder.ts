/**
 * The list after an item moved from one position to another (drag reordering of categories,
 * products, sizes, variations...): a new list, the one given untouched. A position past either
 * end is read as that end; an unknown `from` leaves the order as it was.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (!Number.isInteger(from) || from < 0 || from >= list.length) return next;
  const target = Math.min(Math.max(0, Math.trunc(to)), list.length - 1);
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * The list with each item's `ordem` set to its position, frozen (see `frozenList`): an item already in
 * its place is the same object (a memoised row is not drawn again, and one product moved in a
 * category of 5,000 makes two new objects, not 5,000).
 */
export function withPositions<T extends { ordem: number }>(list: readonly T[]): T[] {
  return frozenList(list.map((item, ordem) => (item.ordem === ordem ? item : { ...item, ordem })));
}

/**
 * A list (and its items, one level) frozen for the store. Immer, which the store's reducers run
 * in, walks every object of a new unfrozen value to look for drafts; the panel's production build
 * turns auto-freeze off, so a 5,000-product answer was walked on every load and every patch.
 */
export function frozenList<T>(list: T[]): T[] {
  for (const item of list) if (typeof item === 'object' && item !== null) Object.freeze(item);
  // typed as the store's lists are (mutable); nothing changes them in place, Immer makes copies
  return Object.freeze(list) as T[];
}
