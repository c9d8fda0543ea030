import type { ExternalDeliveryStatus, OrderStatus } from '../shared/api';
import { COURIER_LOCKING_STATUSES } from '../shared/orders/statusRules';
import { MAX_CANCEL_REASON_LENGTH, MIN_CANCEL_REASON_LENGTH } from '../shared/orders/cancellation';

/** Progress line texts (andamentos) the platform writes for each status. */
export const STATUS_PROGRESS_LABEL: Record<OrderStatus, string> = {
  PP: 'Pedido realizado',
  PA: 'Pedido aceito',
  PI: 'Pedido impresso',
  PL: 'Pedido em produção',
  LE: 'Pedido aguardando entregador',
  PE: 'Pedido enviado',
  PICKUP_READY: 'Pronto para retirada',
  PD: 'Pedido entregue',
  PC: 'Pedido cancelado',
  LG: 'Pedido em logística',
  LI: 'Logística iniciada',
};

const STATUS_NAME: Record<OrderStatus, string> = {
  PP: 'pendente',
  PA: 'aceito',
  PI: 'impresso',
  PL: 'em produção',
  LE: 'aguardando entregador',
  PE: 'enviado',
  PICKUP_READY: 'pronto para retirada',
  PD: 'entregue',
  PC: 'cancelado',
  LG: 'em logística',
  LI: 'logística iniciada',
};

/** Which statuses the merchant may move an order to (spec 01 §4, the platform's side). */
const MERCHANT_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  PP: ['PA', 'PI', 'PC'],
  PA: ['PI', 'PL', 'LE', 'PE', 'PICKUP_READY', 'PD', 'PC'],
  PI: ['PL', 'LE', 'PE', 'PICKUP_READY', 'PD', 'PC'],
  PL: ['LE', 'PE', 'PICKUP_READY', 'PD', 'PC'],
  LE: ['PE', 'PD', 'PC'],
  PE: ['PD', 'PC'],
  PICKUP_READY: ['PD', 'PC'],
  PD: [],
  PC: [],
  LG: ['PE', 'PD', 'PC'],
  LI: ['PE', 'PD', 'PC'],
};

/** While a courier is being searched for or is on the way, these changes wait. */
const BLOCKED_BY_COURIER: readonly OrderStatus[] = ['PE', 'PD', 'PC'];


export interface TransitionCheck {
  from: OrderStatus;
  to: OrderStatus;
  pickup: boolean;
  externalDeliveryStatus: ExternalDeliveryStatus | null;
  obs: string;
}

/** null when the merchant's change is allowed, otherwise the message the platform answers. */
export function merchantTransitionError(c: TransitionCheck): string | null {
  if (c.to === 'PC' && c.obs.trim().length === 0) return 'Informe o motivo do cancelamento.';
  if (c.to === 'PC' && c.obs.trim().length < MIN_CANCEL_REASON_LENGTH) return 'Descrição de motivo muito curta.';
  if (c.to === 'PC' && c.obs.trim().length > MAX_CANCEL_REASON_LENGTH) return `Descrição de motivo muito longa: no máximo ${MAX_CANCEL_REASON_LENGTH} caracteres.`;
  if (!MERCHANT_TRANSITIONS[c.from].includes(c.to)) {
    return `Não é possível mudar o pedido de ${STATUS_NAME[c.from]} para ${STATUS_NAME[c.to]}.`;
  }
  if (c.to === 'PE' && c.pickup) return 'Pedido para retirada no local: use "Pronto para retirada".';
  if (c.to === 'PICKUP_READY' && !c.pickup) return '"Pronto para retirada" vale apenas para pedidos de retirada no local.';
  if (BLOCKED_BY_COURIER.includes(c.to) && c.externalDeliveryStatus && COURIER_LOCKING_STATUSES.includes(c.externalDeliveryStatus)) {
    return 'Há uma solicitação de entregador em andamento: aguarde a coleta ou cancele a solicitação.';
  }
  return null;
}

/** Seconds a new order waits for the store before the platform would cancel it. */
export const PENDING_ORDER_SECONDS = 600;
