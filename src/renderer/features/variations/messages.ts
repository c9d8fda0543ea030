/**
 * The texts of Variações (spec 02 §2.3, §4, §5, §8). They go with the area's lazy screens, not in
 * the first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const VARIATIONS_MESSAGES = {
  variationLoadFailed: 'Erro ao obter variação',
  variationsTitle: 'Variações',
  variationCategoriesLoadFailed: 'Não foi possível carregar as categorias de variações.',
  variationsLoadFailed: 'Não foi possível carregar as variações.',
  variationNoCategories: 'Nenhuma categoria de variações. Adicione a primeira.',
  variationNone: 'Nenhuma variação nesta categoria.',
  variationNameRequired: 'Informe o nome da variação.',
  variationChoiceInvalid: 'Use um número inteiro a partir de 0.',
  variationMaxTooLow: 'A escolha máxima precisa ser pelo menos 1.',
  variationMinAboveMax: 'A escolha mínima não pode ser maior que a máxima.',
  variationCategoryRequired: 'Escolha a categoria da variação.',
  variationItemsEmpty: 'Nenhum item nesta variação.',
  looseItemNameRequired: 'Informe o nome do item avulso.',
} as const;
