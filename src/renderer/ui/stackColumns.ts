/** Where a column goes when a table's columns do not fit its box (see `stackColumns`). */
export interface WhenNarrow {
  /** the id of the column it goes under: its content below that column's, in the same cell */
  under: string;
  /** its cell starts with its name (a figure or stars that need one to be read) */
  labelled?: boolean;
}

export interface ColumnGroup<C> {
  /** the column that keeps its place */
  host: C;
  /** the columns shown under it, in the table's order */
  guests: C[];
}

/**
 * A table's narrow column set: each column whose `whenNarrow.under` names another column of the
 * table goes under it; every other column keeps its place. A column named as `under` that is
 * itself a guest (or is missing) leaves the guest where it was, so no content is ever dropped.
 */
export function stackColumns<C extends { id: string; whenNarrow?: WhenNarrow }>(columns: readonly C[]): ColumnGroup<C>[] {
  const isHost = (id: string) => columns.some((c) => c.id === id && c.whenNarrow === undefined);
  const stays = (c: C) => c.whenNarrow === undefined || c.whenNarrow.under === c.id || !isHost(c.whenNarrow.under);
  return columns.filter(stays).map((host) => ({
    host,
    guests: columns.filter((c) => !stays(c) && c.whenNarrow!.under === host.id),
  }));
}

/** The whole column set, one column each. */
export function singleColumns<C>(columns: readonly C[]): ColumnGroup<C>[] {
  return columns.map((host) => ({ host, guests: [] }));
}
