/**
 * The texts of Formas de Pagamento (spec 01 §2, §8). They go with the area's lazy screens, not in
 * the first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const PAYMENT_METHODS_MESSAGES = {
  paymentMethodsTitle: 'Formas de Pagamento',
  paymentMethodsSearch: 'Procurar...',
  paymentMethodsSave: 'Salvar Alterações',
  paymentMethodsSaved: 'Formas de pagamento salvas com sucesso!',
  paymentMethodsSaveFailed: 'Não foi possível salvar as formas de pagamento. Tente novamente.',
  paymentMethodsLoadFailed: 'Não foi possível carregar as formas de pagamento.',
  paymentMethodsNoneFound: 'Nenhuma forma de pagamento encontrada.',
  paymentMethodsNoneSelected: 'Selecione ao menos uma forma de pagamento.',
  onlinePaymentChangeFailed: 'Não foi possível alterar o Pagamento Online. Tente novamente.',
} as const;
