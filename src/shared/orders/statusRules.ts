/**
 * The order status machine of spec 01 §4 ("Order statuses and buttons"): which buttons each
 * status offers, which of them are disabled, the label a person reads and the list section an
 * order goes to. Pure functions over the fields of the contract's Order.
 */
import type { ExternalDeliveryStatus, Order, OrderStatus } from '../api/areas/orders';

/** What the rules read of an order. */
export interface OrderFacts {
  status: OrderStatus;
  externalDeliveryStatus: ExternalDeliveryStatus | null;
  canUseExternalDelivery: boolean;
  chat_enabled: boolean;
  pedidoObj: Pick<Order['pedidoObj'], 'retirada_local'>;
}

export type OrderActionKind =
  /** Aceitar -> PA */
  | 'accept'
  /** Enviar -> PE (delivery orders) */
  | 'send'
  /** Pronto para retirada -> PICKUP_READY (pickup orders) */
  | 'pickupReady'
  /** Entregue -> PD */
  | 'deliver'
  /** Cancelar -> PC, with a reason */
  | 'cancel'
  | 'print'
  /** Solicitar Motoboy: an external courier through the platform */
  | 'requestCourier'
  /** Vincular Motoboy: an external courier with a generated link code */
  | 'linkCourier'
  /** cancels the external courier request while it is still SEARCHING_DELIVERY */
  | 'cancelExternalDelivery'
  /** Abrir chat */
  | 'chat';

export interface OrderAction {
  kind: OrderActionKind;
  label: string;
  /** the status the platform is asked for; only for the status-changing actions */
  target?: OrderStatus;
  disabled: boolean;
}

export const ACTION_LABELS: Record<OrderActionKind, string> = {
  accept: 'Aceitar',
  send: 'Enviar',
  pickupReady: 'Pronto para retirada',
  deliver: 'Entregue',
  cancel: 'Cancelar',
  print: 'Imprimir',
  requestCourier: 'Solicitar Motoboy',
  linkCourier: 'Vincular Motoboy',
  cancelExternalDelivery: 'Cancelar solicitação de motoboy',
  chat: 'Abrir chat',
};

const ACTION_TARGETS: Partial<Record<OrderActionKind, OrderStatus>> = {
  accept: 'PA',
  send: 'PE',
  pickupReady: 'PICKUP_READY',
  deliver: 'PD',
  cancel: 'PC',
};

/**
 * What the spec's table lists per status. 'dispatch' is "Enviar" or "Pronto para retirada"
 * (the latter for pickup orders); 'courier' is the courier buttons group. The table lists the
 * cancellation of the external request for PL and LE; the courier group of PA and PI includes
 * it as well, because the same order can be SEARCHING_DELIVERY in those statuses.
 */
type Offer = 'accept' | 'dispatch' | 'deliver' | 'cancel' | 'courier' | 'cancelExternalDelivery' | 'chat' | 'print';

const OFFERS: Record<OrderStatus, readonly Offer[]> = {
  PP: ['accept', 'cancel', 'print'],
  PA: ['dispatch', 'deliver', 'cancel', 'courier', 'chat', 'print'],
  PI: ['dispatch', 'deliver', 'cancel', 'courier', 'chat', 'print'],
  PL: ['dispatch', 'deliver', 'cancel', 'cancelExternalDelivery'],
  LE: ['dispatch', 'deliver', 'cancel', 'cancelExternalDelivery'],
  PE: ['deliver', 'cancel', 'chat', 'print'],
  PICKUP_READY: ['deliver', 'cancel', 'chat', 'print'],
  PD: ['cancel', 'chat', 'print'],
  PC: ['print'],
  LG: [],
  LI: [],
};

/** While a courier is being searched for or is on the way, the order cannot move on or be cancelled. */
export const COURIER_LOCKING_STATUSES: readonly ExternalDeliveryStatus[] = ['WAITING_COLLECT', 'SEARCHING_DELIVERY'];


export function isPickup(order: Pick<OrderFacts, 'pedidoObj'>): boolean {
  return order.pedidoObj.retirada_local === true;
}

export function isCourierLocked(order: Pick<OrderFacts, 'externalDeliveryStatus'>): boolean {
  return order.externalDeliveryStatus !== null && COURIER_LOCKING_STATUSES.includes(order.externalDeliveryStatus);
}

/**
 * Spec 01 §5, §6: courier buttons only for delivery orders that allow external delivery, and no
 * second request while one is running or after one finished. An address without coordinates
 * keeps the buttons, disabled until the address is adjusted (couriers/model courierNeedsAddress).
 */
export function offersCourier(order: OrderFacts): boolean {
  const delivery = order.externalDeliveryStatus;
  return order.canUseExternalDelivery && !isPickup(order) && (delivery === null || delivery === 'CANCELED');
}

function action(kind: OrderActionKind, disabled: boolean): OrderAction {
  const target = ACTION_TARGETS[kind];
  return target ? { kind, label: ACTION_LABELS[kind], target, disabled } : { kind, label: ACTION_LABELS[kind], disabled };
}

/** The buttons of an order's card, in the order they are shown. */
export function orderActions(order: OrderFacts): OrderAction[] {
  const locked = isCourierLocked(order);
  const out: OrderAction[] = [];
  for (const offer of OFFERS[order.status]) {
    switch (offer) {
      case 'accept':
        out.push(action('accept', false));
        break;
      case 'dispatch':
        out.push(action(isPickup(order) ? 'pickupReady' : 'send', locked));
        break;
      case 'deliver':
        out.push(action('deliver', locked));
        break;
      case 'cancel':
        // A delivered order shows Cancelar, disabled.
        out.push(action('cancel', locked || order.status === 'PD'));
        break;
      case 'courier':
        if (offersCourier(order)) {
          out.push(action('requestCourier', false));
          out.push(action('linkCourier', false));
        }
        if (order.externalDeliveryStatus === 'SEARCHING_DELIVERY') out.push(action('cancelExternalDelivery', false));
        break;
      case 'cancelExternalDelivery':
        if (order.externalDeliveryStatus === 'SEARCHING_DELIVERY') out.push(action('cancelExternalDelivery', false));
        break;
      case 'chat':
        if (order.chat_enabled) out.push(action('chat', false));
        break;
      case 'print':
        out.push(action('print', false));
        break;
    }
  }
  return out;
}

/**
 * Labels of the statuses. The spec names ENVIADO / PRONTO PARA RETIRADA and the external
 * courier labels; the others name what the status table says the status means.
 */
export const ORDER_CARD_STATUS_LABELS: Record<OrderStatus, string> = {
  PP: 'PENDENTE',
  PA: 'ACEITO',
  PI: 'IMPRESSO',
  PL: 'EM PRODUÇÃO',
  LE: 'EM ENTREGA',
  PE: 'ENVIADO',
  PICKUP_READY: 'PRONTO PARA RETIRADA',
  PD: 'ENTREGUE',
  PC: 'CANCELADO',
  LG: 'EM ANDAMENTO',
  LI: 'EM ANDAMENTO',
};

export const EXTERNAL_DELIVERY_LABELS: Partial<Record<ExternalDeliveryStatus, string>> = {
  SEARCHING_DELIVERY: 'BUSCANDO MOTOBOY',
  WAITING_COLLECT: 'MOTOBOY A CAMINHO',
};

/** The label on the order's list row and card. */
export function statusLabel(order: Pick<OrderFacts, 'status' | 'externalDeliveryStatus' | 'pedidoObj'>): string {
  const finished = order.status === 'PD' || order.status === 'PC';
  const external = order.externalDeliveryStatus ? EXTERNAL_DELIVERY_LABELS[order.externalDeliveryStatus] : undefined;
  if (external && !finished) return external;
  if (order.status === 'PE' && isPickup(order)) return ORDER_CARD_STATUS_LABELS.PICKUP_READY;
  return ORDER_CARD_STATUS_LABELS[order.status];
}

export type OrderSection = 'pending' | 'accepted' | 'sent' | 'delivered' | 'cancelled';

/** The five sections of the orders list, in the order they are shown. */
export const ORDER_SECTIONS: readonly OrderSection[] = ['pending', 'accepted', 'sent', 'delivered', 'cancelled'];

const SECTION_OF: Record<OrderStatus, OrderSection> = {
  PP: 'pending',
  PA: 'accepted',
  PI: 'accepted',
  PL: 'accepted',
  LE: 'accepted',
  LG: 'accepted',
  LI: 'accepted',
  PE: 'sent',
  PICKUP_READY: 'sent',
  PD: 'delivered',
  PC: 'cancelled',
};

export function sectionOf(status: OrderStatus): OrderSection {
  return SECTION_OF[status];
}

export function isPending(order: Pick<OrderFacts, 'status'>): boolean {
  return order.status === 'PP';
}
