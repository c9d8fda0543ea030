/** Accent- and case-insensitive search of the menu, variation and stock lists ('acai' finds 'Açaí'). */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function matchesSearch(text: string, query: string): boolean {
  const q = searchKey(query);
  return q === '' || searchKey(text).includes(q);
}
