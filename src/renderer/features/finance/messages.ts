/**
 * The texts of finance screens (spec 02 §2.10–2.12, §2.16, §2.17, §8). They go with the area's lazy
 * screens, not in the first download; the texts the first screen needs (shell, login, errors,
 * orders) are in ui/messages.ts.
 */
export const FINANCE_MESSAGES = {
  financeNoPeriods: 'Nenhum período financeiro encontrado.',
  financeNoTransactions: 'Nenhum transação encontrada.',
  financeNoTransactionsHint: 'Tente buscar em outro período ou mude as datas do filtro.',
  financePeriodsLoadFailed: 'Não foi possível carregar os períodos financeiros.',
  financeInvoiceOverdue: (period: string, due: string) => `A fatura de ${period} está vencida desde ${due}. Pague o boleto (em Faturas) para evitar a suspensão da loja.`,
  financeSummaryLoadFailed: 'Não foi possível carregar o resumo do período.',
  financePayoutStatusLoadFailed: 'Não foi possível ver a situação dos repasses deste período: os repasses já pagos e a receber não aparecem.',
  financeTransactionsLoadFailed: 'Não foi possível carregar as transações.',
  financeSettlementsLoadFailed: 'Não foi possível carregar os repasses.',
  financeSettlementOrdersLoadFailed: 'Não foi possível carregar os pedidos deste repasse.',
  financeNoSettlements: 'Nenhum repasse encontrado.',
  financeLineOrdersLoadFailed: 'Não foi possível carregar os pedidos desta linha.',
  financeChecksOut: 'Confere: a soma das partes é igual ao total da plataforma.',
  financeDoesNotCheckOut: (difference: string) =>
    `Não confere: há uma diferença de ${difference} entre o total da plataforma e a soma das partes. Guarde este extrato e fale com o suporte.`,
  invoicesEmptyTitle: 'Nada por aqui',
  invoicesEmpty: 'Nenhuma fatura para listar.',
  invoicesLoadFailed: 'Não foi possível listar as faturas',
  invoicesLoadFailedHint: 'Recarregue a página e, se o problema continuar, entre em contato com o suporte.',
  legacyInvoicesLoadFailed: 'Não foi possível listar as faturas anteriores.',
  legacyInvoicesEmpty: 'Nenhuma fatura anterior.',
  financeReportEmpty: 'Nenhum registro encontrado!',
  financeReportRefused: 'Não foi possível gerar o relatório de pagamentos online.',
  financeReportLoadFailed: 'Não foi possível carregar o relatório.',
  financeReportBanner: 'Os repasses a partir de 19 de fevereiro de 2025 estão na tela Repasses.',
  payoutBatchesLoadFailed: 'Não foi possível carregar os lotes.',
  payoutBatchesEmpty: 'Nenhum lote encontrado.',
} as const;
