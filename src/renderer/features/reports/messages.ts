/**
 * The texts of Relatório Geral, fechamento do dia e Gráficos Operacionais (spec 02 §2.14, §2.15,
 * §5, §8). They go with the area's lazy screens, not in the first download; the texts the first
 * screen needs (shell, login, errors, orders) are in ui/messages.ts.
 */
export const REPORTS_MESSAGES = {
  generalReportLoadFailed: 'Não foi possível carregar o relatório.',
  chartsLoadFailed: 'Não foi possível carregar os gráficos.',
  chartsNoOrders: 'Nenhum pedido no período.',
  /** the period has orders, all picked up at the store: none went to a neighbourhood */
  chartsNoDeliveries: 'Nenhum pedido com entrega no período: os pedidos foram retirados no local.',
  dayClosingNeedsOneDay: 'Escolha um único dia (data inicial igual à data final) para imprimir o fechamento.',
} as const;
