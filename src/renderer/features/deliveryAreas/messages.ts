/**
 * The texts of Locais de Atendimento (spec 02 §2.5, §4, §5, §8). They go with the area's lazy
 * screens, not in the first download; the texts the first screen needs (shell, login, errors,
 * orders) are in ui/messages.ts.
 */
export const DELIVERY_AREAS_MESSAGES = {
  deliveryAreasTitle: 'Locais de Atendimento',
  deliveryAreasLoadFailed: 'Não foi possível carregar os bairros atendidos.',
  deliveryAreasNoCity: 'Sua loja ainda não tem cidades de atendimento. Fale com o suporte para incluir a sua cidade.',
  freeDeliveryAlready: 'O frete deste bairro já é grátis!',
  neighbourhoodSaved: 'Bairro salvo com sucesso!',
  neighbourhoodSaveFailed: 'Não foi possível salvar o bairro. Confira os valores e tente novamente.',
  neighbourhoodsSaveFailed: 'Não foi possível alterar os bairros selecionados. Tente novamente.',
  bulkValuesMissing: 'Informe ao menos um valor (Compra Mínima, Taxa de Entrega ou Entrega Grátis Em) para aplicar aos bairros selecionados.',
} as const;
