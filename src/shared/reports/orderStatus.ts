/**
 * Order status labels of the financial and report screens (spec 02 §4, "Order status labels"),
 * and the two codes the dashboard counts (§4, "Dashboard codes": PC cancelled, PD delivered).
 * The history and report screens also receive the platform's long codes; they mean the same as
 * the short ones.
 */

/** The short codes of the financial screens and what a person reads for each. */
export const REPORT_ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  AP: 'Aguardando Pagamento',
  PI: 'Impresso',
  PP: 'Pendente',
  PA: 'Aceito',
  waiting: 'Aguardando motoboy',
  PE: 'Saiu para entrega',
  CR: 'Pronto para retirada',
  PD: 'Entregue',
  PC: 'Recusado',
  PICKUP_READY: 'Pronto para retirada',
};

/** The long codes of the history and report screens, as the short code they stand for. */
export const LONG_STATUS_CODES: Readonly<Record<string, string>> = {
  PENDING_ORDER: 'PP',
  PRINTED_ORDER: 'PI',
  ACCEPTED_ORDER: 'PA',
  SHIPPED_ORDER: 'PE',
  DELIVERED_ORDER: 'PD',
  CANCELED_ORDER: 'PC',
};

/** A long code as its short code; any other code as it came. */
export function shortStatusCode(code: string): string {
  return Object.hasOwn(LONG_STATUS_CODES, code) ? (LONG_STATUS_CODES[code] as string) : code;
}

/** What the history and report screens show for a status: its label, or 'Outro - (code)'. */
export function orderStatusLabel(code: string): string {
  const short = shortStatusCode(code);
  return Object.hasOwn(REPORT_ORDER_STATUS_LABELS, short) ? (REPORT_ORDER_STATUS_LABELS[short] as string) : `Outro - (${code})`;
}

/** PD (or DELIVERED_ORDER): the order counts as a sale. */
export function isDelivered(code: string): boolean {
  return shortStatusCode(code) === 'PD';
}

/** PC (or CANCELED_ORDER): the order counts as cancelled. */
export function isCancelled(code: string): boolean {
  return shortStatusCode(code) === 'PC';
}
