/**
 * The product's message catalogue (spec 01 §8, spec 02 §8): every text a person reads in a
 * dialog or toast has its home here, so the wording is the spec's and changes in one place.
 */
export const MESSAGES = {
  notLoggedIn: 'Erro! Você não está logado, tente novamente.',
  loginFailed: 'Não foi possível fazer login, verifique seus dados e tente novamente!',
  networkFailure: 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.',
  sessionExpiredBody: 'É necessário fazer o login novamente.',
  sessionExpiredAction: 'Fazer Login',
  genericErrorTitle: (status: number | string) => `Ops! Ocorreu um erro inesperado ${status}!`,
  genericErrorTitleWs2: (status: number | string) => `Ops! Ocorreu um erro inesperado ws2 ${status}!`,
  genericErrorBody: 'Uma equipe de fominhas altamente treinados já foi acionada para resolver o problema!',
  retry: 'Tentar novamente',
  attention: 'Atenção!',
  error: 'Erro!',
  connectionLost: 'Perda de conexão com o servidor',
  contractMandatory: 'A assinatura deste documento é obrigatória!',
  passwordTooShort: 'A Senha deve ter no mínimo 8 caracteres.',
  passwordMismatch: 'A senha e a confirmação de senha não são iguais.',
  passwordChanged: 'Senha alterada com sucesso',
  malformedEvent: 'Recebemos uma atualização inválida do servidor e a ignoramos. Seus pedidos continuam sendo atualizados.',
} as const;

/** Toast durations (spec 01 §9). */
export const TOAST_MS = {
  default: 2000,
  long: 5000,
  error: 4000,
} as const;
