/**
 * The texts of Estabelecimento (spec 02 §2.19, §4, §5, §8). They go with the area's lazy screens,
 * not in the first download; the texts the first screen needs (shell, login, errors, orders) are in
 * ui/messages.ts.
 */
export const STORE_REGISTRATION_MESSAGES = {
  storeRegistrationTitle: 'Estabelecimento',
  storeRegistrationLoadFailed: 'Não foi possível carregar o cadastro da loja.',
  requestedChangesLoadFailed: 'Não foi possível carregar as alterações solicitadas.',
  storeRegistrationSaved: 'Estabelecimento salvo com sucesso',
  storeRegistrationSaveFailed: 'Não foi possível salvar o cadastro. Confira os dados e tente novamente.',
  storeImageSent: 'Imagem enviada para aprovação.',
  storeImageFailed: 'Não foi possível enviar a imagem. Tente novamente.',
  approvalNotice:
    'As alterações de Texto App, Frase Promocional, Logo e Banner passam pela avaliação da nossa equipe antes de aparecer no aplicativo. Enquanto uma alteração aguarda, o campo fica bloqueado.',
  fieldPending: 'O campo está pendente para avaliação',
  noRequestedChanges: 'Nenhuma alteração solicitada até agora.',
} as const;
