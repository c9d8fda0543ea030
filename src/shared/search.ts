/**
 * How every search box of the panel and the sandbox compares text: accents and case aside
 * ('acai' finds 'Açaí', 'sao' finds 'São'), surrounding spaces ignored. The one home for it;
 * the lint rule against `.normalize('NFD')` elsewhere keeps it that way.
 */
export function searchKey(text: string): string {
  // plain ASCII has no accents to drop and no letter whose case depends on the language
  if (ASCII.test(text)) return text.toLowerCase().trim();
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}
// eslint-disable-next-line no-control-regex
const ASCII = /^[\x00-\x7f]*$/;

/** Whether `text` contains `query` as a search compares them; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const q = searchKey(query);
  return q === '' || searchKey(text).includes(q);
}

/** A list's search (see listSearch): call it with the query; `prepare()` works the keys out ahead. */
export interface ListSearch<T> {
  (query: string): readonly T[];
  /** works out every item's key now (e.g. in idle time after the list arrives), so the first key typed does not */
  prepare: () => void;
}

/**
 * A list searched as a person types (the menu's 5,000-product category): the items whose text
 * contains the query, in the list's order, the list itself for an empty query. Each item's key is
 * worked out once, by `prepare()` or else on the first search, and a query that extends the last
 * one only narrows the last result. Make one per list (e.g. `useMemo(() => listSearch(list, (p) =>
 * p.nome), [list])`).
 */
export function listSearch<T>(items: readonly T[], text: (item: T) => string): ListSearch<T> {
  let keys: string[] | null = null;
  let last: { query: string; found: T[]; at: number[] } | null = null;
  const keysOf = () => (keys ??= items.map((item) => searchKey(text(item))));
  const search = (query: string): readonly T[] => {
    const q = searchKey(query);
    if (q === '') return items;
    if (last?.query === q) return last.found;
    const all = keysOf();
    const within = last && q.startsWith(last.query) ? last.at : null;
    const at: number[] = [];
    if (within) {
      for (const i of within) if (all[i]!.includes(q)) at.push(i);
    } else {
      for (let i = 0; i < all.length; i++) if (all[i]!.includes(q)) at.push(i);
    }
    last = { query: q, found: at.map((i) => items[i]!), at };
    return last.found;
  };
  return Object.assign(search, { prepare: () => void keysOf() });
}
