/**
 * How every search box of the panel and the sandbox compares text: accents and case aside
 * ('acai' finds 'Açaí', 'sao' finds 'São'), surrounding spaces ignored. The one home for it;
 * the lint rule against `.normalize('NFD')` elsewhere keeps it that way.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('pt-BR')
    .trim();
}

/** Whether `text` contains `query` as a search compares them; an empty query matches everything. */
export function matchesSearch(text: string, query: string): boolean {
  const q = searchKey(query);
  return q === '' || searchKey(text).includes(q);
}
