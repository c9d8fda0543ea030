/**
 * The texts of the contract to sign (spec 01 §2, §8): the modal is its own chunk. They go with the
 * area's lazy screens, not in the first download; the texts the first screen needs (shell, login,
 * errors, orders) are in ui/messages.ts.
 */
export const BANNERS_MESSAGES = {
  contractTitle: 'Contrato',
  contractEmail: 'E-mail para assinatura',
  contractEmailRequired: 'Informe o e-mail que receberá o documento para assinatura.',
  contractEmailInvalid: 'E-mail inválido: confira o endereço digitado.',
  contractSend: 'Enviar para assinatura',
  contractOpenLink: 'Abrir documento',
} as const;
