/**
 * The texts of Vendas: histórico e estorno de multa (spec 02 §2.9, §5, §8). They go with the area's
 * lazy screens, not in the first download; the texts the first screen needs (shell, login, errors,
 * orders) are in ui/messages.ts.
 */
export const SALES_HISTORY_MESSAGES = {
  salesHistoryLoadFailed: 'Não foi possível carregar o histórico de vendas.',
  fineReversalTitle: 'Solicitação de estorno de multa',
  fineReversalSent: 'Solicitação de estorno enviada. Ela fica em análise até a resposta da plataforma.',
  fineReversalMissingOrder: 'Não foi possível identificar o pedido desta multa. Feche e abra a solicitação de novo.',
} as const;
