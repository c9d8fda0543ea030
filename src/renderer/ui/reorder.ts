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
