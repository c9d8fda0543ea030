/**
 * The texts of Estoque (spec 02 §2.4, §4, §5, §8). They go with the area's lazy screens, not in the
 * first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const STOCK_MESSAGES = {
  stockTitle: 'Estoque',
  stockCount: (count: number) => `${count} Itens`,
  stockLoadFailed: 'Não foi possível carregar o estoque.',
  stockEmpty: 'Nenhum item no estoque.',
  stockNoneFound: (query: string) => `Nenhum item encontrado para "${query}".`,
  stockNameRequired: 'Informe o nome do item.',
  stockImageRecommendation: 'JPG, JPEG, PNG ou WEBP de até 2 MB. Recomendado: 500x500.',
} as const;
