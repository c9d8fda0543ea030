/**
 * The product's common message catalogue (spec 01 §8, spec 02 §8): the texts of the shell, the
 * login, the errors of every screen and the orders manager, i.e. what the first screen needs. Each
 * back-office area's texts live beside it (`features/<area>/messages.ts`, `ui/kitMessages.ts`) and
 * ride in its lazy chunk. Every text has one home; tests/unit/messageCatalogues.test.ts fails on a
 * key no code uses.
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
  dayClosingSent: (printers: string) => `Fechamento do dia enviado para impressão em ${printers}.`,
  categoryNameRequired: 'Informe o nome da categoria.',
  stockItemRequired: 'Escolha um item do estoque.',
  bulkUploadFailed: 'Ops! algo deu errado com o upload dos produtos, tente novamente mais tarde!',
  bulkUploadCancelFailed: 'Ops! algo deu errado com o cancelamento do upload!',
  bulkUploadCanceled: 'Upload cancelado!',
  bulkUploadFinished: (products: number) => `Upload concluído: ${products} ${products === 1 ? 'produto enviado' : 'produtos enviados'} ao cardápio.`,
  bulkUploadRejectedRows: (rows: number) => (rows === 1 ? '1 linha recusada' : `${rows} linhas recusadas`),
  /** rejectedRows: bulkUploadRejectedRows's words */
  bulkUploadFinishedWithRejections: (products: number, rejectedRows: string) =>
    `Upload concluído: ${products} ${products === 1 ? 'produto enviado' : 'produtos enviados'} ao cardápio; ${rejectedRows}. Veja os motivos no painel do upload.`,
  // the data layer of the back-office screens (api/baseQuery.ts)
  malformedAnswer:
    'O servidor respondeu num formato que o painel não reconhece. Nada foi alterado: tente novamente em instantes e, se continuar, fale com o suporte.',
  requestCancelled: 'A solicitação foi cancelada.',
  saveRefused: 'O servidor não aceitou a alteração. Confira os dados e tente novamente.',
  loadRefused: 'O servidor não enviou os dados desta tela. Tente novamente.',
  screenLoadFailed: 'Não foi possível abrir esta tela.',
  screenLoadFailedHint: 'Verifique sua conexão e tente novamente. Se continuar, feche e abra o painel.',
  malformedEvent: 'Recebemos uma atualização inválida do servidor e a ignoramos. Seus pedidos continuam sendo atualizados.',
  /** ids: each dropped order's number as it came ('?' when it had none) */
  malformedOrders: (ids: readonly string[]) =>
    ids.length === 1
      ? `O pedido ${ids[0]} chegou do servidor num formato que o painel não reconhece: ele não foi mostrado nem impresso. Confira-o na plataforma e, se continuar, fale com o suporte.`
      : `Os pedidos ${ids.join(', ')} chegaram do servidor num formato que o painel não reconhece: eles não foram mostrados nem impressos. Confira-os na plataforma e, se continuar, fale com o suporte.`,
  // session: login screen, password recovery, register-establishment modal (spec 01 §2, §5, §8)
  loginSubtitle: 'Gerencie seu estabelecimento de forma fácil e rápida.',
  loginUsuarioRequired: 'Informe seu usuário.',
  loginSenhaRequired: 'Informe sua senha.',
  autoLoginInvalidLink: 'O link de acesso automático é inválido. Digite seu usuário e senha para entrar.',
  recoveryDocumentRequired: 'Informe o CPF ou CNPJ do estabelecimento.',
  recoveryDocumentInvalid: 'CPF ou CNPJ incompleto: informe os 11 dígitos do CPF ou os 14 caracteres do CNPJ.',
  recoveryNoEstablishment: 'Nenhum estabelecimento encontrado para este CPF ou CNPJ.',
  recoveryEstablishmentRequired: 'Selecione um estabelecimento.',
  recoveryPasswordRequired: 'Informe a nova senha.',
  recoveryConfirmationRequired: 'Confirme a nova senha.',
  recoveryFormRequired: 'Escolha como deseja receber o código.',
  recoveryNoContact: 'Este estabelecimento não tem e-mail nem celular cadastrado. Entre em contato com o suporte.',
  recoveryCodeRequired: 'Informe o código recebido.',
  recoveryCodeExpired: 'O código expirou. Volte e solicite um novo código.',
  recoveryFailed: 'Não foi possível concluir esta etapa. Tente novamente.',
  passwordChangedBody: (usuario: string) =>
    `Sua senha foi alterada. Seu usuário é "${usuario}": use-o com a nova senha para acessar o painel.`,
  registerNameRequired: 'Informe seu nome.',
  registerStoreRequired: 'Informe o nome do estabelecimento.',
  registerMobileRequired: 'Informe seu celular com DDD.',
  registerMobileInvalid: 'Celular incompleto: informe o DDD e os 9 dígitos do número.',
  registerEmailRequired: 'Informe seu e-mail.',
  registerEmailInvalid: 'E-mail inválido: confira o endereço digitado.',
  // The platform offers no registration call (spec 01 §2: 'its action is not shown'), so the
  // panel says honestly what to do next instead of claiming the request was sent.
  registerRequested: (nome: string, phone: string | null) =>
    phone
      ? `Obrigado, ${nome}! Para concluir o cadastro do seu estabelecimento, ligue para o nosso suporte no ${phone} e informe os dados preenchidos.`
      : `Obrigado, ${nome}! Para concluir o cadastro do seu estabelecimento, entre em contato com o nosso suporte e informe os dados preenchidos.`,
  // masks and documents (ui/MaskedTextField, shared/documents.ts)
  cpfInvalid: 'CPF inválido: os dígitos verificadores não conferem. Confira o número digitado.',
  cnpjInvalid: 'CNPJ inválido: os dígitos verificadores não conferem. Confira o que foi digitado.',
  // shell: side menu, header, store switch, banners, contract, real-time (spec 01 §2, §4, §5, §8)
  logout: 'Sair da Loja',
  appVersion: (version: string) => `Versão ${version}`,
  storeOpen: 'Loja aberta',
  storeClosed: 'Loja fechada',
  storeToggleFailed: 'Não foi possível abrir ou fechar a loja agora. Tente novamente.',
  storeLoadFailed: 'Não foi possível carregar os dados da loja.',
  storeReload: 'Recarregar dados da loja',
  deliveryTimeChanged: 'Previsão de entrega alterada',
  deliveryTimeFailed: 'Não foi possível alterar a previsão de entrega. Tente novamente.',
  suspendedTitle: 'A sua loja está suspensa!',
  suspendedHint: 'Em caso de dúvidas, entre em contato com o nosso suporte.',
  overdueInvoicesTitle: 'Boleto(s) disponível(is) para pagamento!',
  overdueInvoiceLine: (dueDate: string, value: string) => `Vencimento ${dueDate} — ${value}`,
  seeInvoices: 'Ver minhas Faturas',
  invoicesDialogTitle: 'Faturas em aberto',
  openInvoice: 'Abrir fatura',
  onlinePaymentPromoTitle: 'Receba seus pedidos com Pagamento Online!',
  onlinePaymentPromoBody: 'Seus clientes pagam pelo aplicativo e você recebe o repasse direto na sua conta.',
  onlinePaymentPromoLink: 'Cadastrar conta de recebimento',
  onlinePaymentPromoNoScreen: 'Fale com o nosso suporte para cadastrar sua conta de recebimento.',
  onlinePaymentNoticeTitle: 'Cadastre-se no Pagamento Online',
  onlinePaymentNoticeBody:
    'Sua loja ainda não aceita Pagamento Online. Cadastre uma conta de recebimento para que seus clientes possam pagar pelo aplicativo.',
  dontShowAgain: 'Não mostrar novamente',
  bannerShowDetails: 'Mostrar detalhes',
  bannerHideDetails: 'Ocultar detalhes',
  close: 'Fechar',
  contractSendFailed: 'Não foi possível enviar o documento para assinatura. Tente novamente.',
  connected: 'Conectado',
  disconnected: 'Sem conexão',
  collapseMenu: 'Recolher menu',
  expandMenu: 'Expandir menu',
  hoursLoadFailed: 'Não foi possível carregar o horário de funcionamento.',
  onlinePaymentSwitch: 'Pagamento Online',
  onlinePaymentLoadFailed: 'Não foi possível consultar o Pagamento Online.',
  // Orders screen (spec 01 §2, §5, §8)
  orderStatusChanged: 'Status do pedido alterado',
  orderStatusChangeFailed: (reason: string) =>
    `Ocorreu um erro ao mudar o status do pedido. Tente novamente mais tarde [${reason}]`,
  orderCancelReasonRequired: 'Selecione um motivo para cancelamento',
  orderCancelReasonTooShort: 'Descrição de motivo muito curta.',
  ordersLoadFailed: 'Não foi possível carregar os pedidos.',
  ordersEmptyPending: 'Nenhum pedido pendente',
  ordersEmptyAccepted: 'Nenhum pedido aceito',
  ordersEmptySent: 'Nenhum pedido enviado',
  ordersEmptyDelivered: 'Nenhum pedido entregue',
  ordersEmptyCancelled: 'Nenhum pedido cancelado',
  ordersNoneSelected: 'Selecione um pedido na lista para ver os detalhes.',
  ordersNoneFound: (query: string) => `Nenhum pedido encontrado para "${query}".`,
  newOrderNotificationTitle: (number: string) => `Novo pedido ${number}`,
  alertSoundBlocked: 'O navegador bloqueou o som de alerta de novos pedidos.',
  alertSoundEnable: 'Ativar som',
  // External couriers and address adjustment (spec 01 §2, §4, §5, §8)
  courierRequestFailed: 'Erro interno, tente novamente!',
  courierNoCoordinatesTitle: 'Erro ao solicitar entrega externa!',
  courierNoCoordinatesBody:
    'O endereço deste pedido não está padronizado (não tem coordenadas), por isso não é possível chamar um entregador. Use "Ajustar endereço" para localizar o endereço no mapa e tente novamente.',
  courierLookupFailedHint: 'Endereço sem coordenadas: ajuste o endereço para solicitar um motoboy.',
  courierRequested: 'Entregador solicitado! Acompanhe o status no pedido.',
  courierLinked: 'Código de vínculo registrado! Informe-o ao entregador.',
  courierAreasLoadFailed: 'Não foi possível carregar os bairros de atendimento. Tente novamente.',
  courierNoAreas: 'Nenhum bairro de atendimento disponível para entrega externa.',
  courierAreaRequired: 'Selecione o bairro de entrega.',
  courierCancelSucceeded: 'Solicitação de entrega cancelada com sucesso!',
  courierCancelFailed: 'Problema ao cancelar solicitação de entrega.',
  linkCodeCopied: 'Código copiado para a área de transferência!',
  linkCodeCopyFailed: 'Não foi possível copiar o código: selecione-o e copie manualmente.',
  courierHistoryLoadFailed: 'Não foi possível carregar o histórico da entrega.',
  courierHistoryEmpty: 'Nenhuma atualização da entrega até agora.',
  addressSaved: 'Endereço atualizado com sucesso!',
  addressSaveFailed: 'Não foi possível salvar o endereço. Tente novamente.',
  addressSearchFailed: 'Não foi possível buscar endereços agora. Tente novamente.',
  addressChooseSuggestion: 'Escolha um endereço na lista de sugestões.',
  // Chat with the customer (spec 01 §2, §5, §8)
  chatOpenFailed: 'Ocorreu um erro ao abrir seu chat :(',
  chatSendFailed: 'Não foi possível enviar sua mensagem. Ela continua no campo: tente novamente.',
  chatDisconnected: 'Chat desconectado. Reconectando...',
  printModuleFailure: 'Problemas no módulo de impressão.',
  printSettingsSaved: 'Configurações de impressão salvas com sucesso!',
  printSettingsSynced: 'Configurações da nuvem aplicadas neste computador.',
  printSettingsSaveFailed: 'Não foi possível salvar as configurações de impressão. Tente novamente.',
  printSettingsCloudLoadFailed: 'Não foi possível consultar as configurações salvas na nuvem.',
  // print queue, auto-accept and print methods (spec 01 §5, §8; spec 02 §8)
  printerNotSelected: 'Impressora não selecionada, escolha uma impressora e tente novamente.',
  printModuleUnreachable: 'Erro EP01 - módulo de impressão',
  printModulePrinterNotFound: 'Módulo da impressora não encontrado',
  printModuleError: 'Erro no módulo de impressão',
  /** the module took the ticket and has not answered yet: it waits on the printer */
  printWaitingPrinter: (printer: string) => `${printer}: aguardando a impressora`,
  printNativeFailed: 'Erro na impressão nativa 8847!',
  printQzMissingCertificate: 'QZ: Falta configurar CERTIFICADO',
  printQzMissingPrivate: 'QZ: Falta configurar PRIVATE',
  printNativeDesktopOnly: 'A impressão nativa só está disponível no aplicativo do Painel do Parceiro. Escolha outro método de impressão.',
  printPending: (count: number) => `${count} impressão(ões) pendente(s)`,
  printPendingRetrying: 'Tentando de novo automaticamente.',
  printDiscard: 'Descartar',
  printInterrupted:
    'Impressão interrompida: o painel foi fechado ou recarregado enquanto ela era enviada. Confira se saiu na impressora; se não saiu, toque em Tentar novamente.',
  /** the words every interrupted ticket's message starts with (model.ts isInterrupted) */
  printInterruptedTitle: 'Impressão interrompida',
  /** the printer stopped after the ticket went and cannot tell whether it came out (cause: 'sem papel'; the banner names the printer) */
  printInterruptedByPrinter: (cause: string) =>
    `Impressão interrompida — ${cause}. Confira se a via saiu na impressora: se não saiu, toque em Reimprimir; se saiu, em Já saiu.`,
  printReprint: 'Reimprimir',
  printAlreadyOut: 'Já saiu',
  printerHealthTitle: 'Estado das impressoras',
  printerRedirect: (station: string, backup: string) => `${station} → ${backup}`,
  printerRedirectHint: (station: string, backup: string) => `${station} parada: as vias dela saem em ${backup}, com o aviso no topo.`,
  /** the order's card: a ticket its printer's backup printed */
  printedOnBackup: (station: string, backup: string, cause: string) => `Via de ${station} impressa em ${backup} (${station} ${cause})`,
  printerStoppedNotificationTitle: (printer: string) => `Impressora parada: ${printer}`,
  printerStoppedNotificationBody: (message: string, waiting: number) => `${message} · ${waiting} via(s) esperando`,
  printingInOtherTab:
    'A impressão deste computador está em outra aba do Painel do Parceiro. Imprima por ela, ou feche-a: esta aba assume a impressão sozinha.',
  printTestSent: (printer: string) => `Página de teste enviada para ${printer}.`,
  printTestFailed: (printer: string, reason: string) => `A página de teste não saiu em ${printer}: ${reason}`,
  autoAcceptFailed: (orderId: number, reason: string) => `O pedido ${orderId} não foi aceito automaticamente: ${reason}`,
  // desktop app: update screen and close question (spec 01 §2, spec 02 §9)
  updating: 'Atualizando...',
  updatingPercent: (percent: number) => `${percent}%`,
  updateFailed: 'Não foi possível atualizar o Painel do Parceiro agora. O painel continua funcionando normalmente.',
  closeQuestion: 'Tem certeza que precisa fechar?',
  closeMinimize: 'Minimizar',
  closeQuit: 'Fechar',
  closeCancel: 'Cancelar',
  // orders toolbar: printer selection (spec 01 §2)
  printerSelectButton: 'Impressora',
  printerSelectTitle: 'Selecionar impressora',
  printerSelectLoading: 'Buscando impressoras',
  printerSelectNone: 'Nenhuma impressora encontrada. Confira o módulo de impressão e clique em Atualizar lista.',
  printerSelectRefresh: 'Atualizar lista',
  printersMissing: (names: readonly string[]) =>
    names.length === 1
      ? `Impressora não encontrada neste computador: ${names[0]}`
      : `Impressoras não encontradas neste computador: ${names.join(', ')}`,
  printersMissingHint:
    'O que for enviado a ela não sai. Escolha uma impressora deste computador, ou confira se ela está instalada, ligada e com o nome igual ao das configurações.',
  printerMissingMark: 'não encontrada neste computador',
  // production tickets on, a category without its printer (spec 01 §5: 'Impressora não selecionada')
  productionPrinterMissing: (categories: readonly string[]) =>
    `Impressora de produção não selecionada: ${categories.join(', ')}`,
  productionPrinterMissingOrders: (orders: readonly string[]) =>
    `${orders.length === 1 ? `O pedido ${orders[0]} saiu` : `Os pedidos ${orders.join(', ')} saíram`} sem a via de produção dessas categorias. Escolha uma impressora em Impressão e imprima de novo.`,
  productionPrinterSettings: 'Abrir Impressão',
  // screen states (src/renderer/ui/ScreenStates.tsx); the rest of the UI kit's texts: ui/kitMessages.ts
  loading: 'Carregando...',
} as const;

/** Toast durations (spec 01 §9). */
export const TOAST_MS = {
  default: 2000,
  long: 5000,
  error: 4000,
} as const;
