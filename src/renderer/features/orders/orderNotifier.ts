import type { Order } from '../../../shared/api';
import { MESSAGES } from '../../ui/messages';
import { formatBRL } from './model';
import { orderCode } from '../../../shared/orders/naming';

export interface OrderNotice {
  orderId: number;
  title: string;
  body: string;
}

export function noticeFor(order: Order): OrderNotice {
  return {
    orderId: order.id_pedido,
    title: MESSAGES.newOrderNotificationTitle(orderCode(order)),
    body: `${order.usuario_nome} · ${formatBRL(order.valor_total)}`,
  };
}

type OpenListener = (orderId: number) => void;
const browserListeners = new Set<OpenListener>();
/** A browser asks for the permission once per page: a prompt per new order would be a nuisance. */
let permissionAsked: Promise<NotificationPermission> | null = null;
/**
 * The permission as last read: reading Notification.permission asks the browser process and
 * waits for its answer, about a millisecond of the page's main thread for each new order. A
 * change in the browser's settings counts from the next page load.
 */
let permissionKnown: NotificationPermission | null = null;

/**
 * A desktop notification of a new order: through the Electron host (which focuses the window
 * and emits 'order:open' on click), or the Web Notification API in a browser tab.
 */
export async function notifyNewOrder(notice: OrderNotice): Promise<void> {
  if (window.desktop) {
    await window.desktop.notifyOrder(notice);
    return;
  }
  if (typeof Notification === 'undefined') return;
  let permission = permissionKnown ?? Notification.permission;
  if (permission === 'default') {
    if (permissionAsked) return;
    permissionAsked = Notification.requestPermission();
    permission = await permissionAsked;
  }
  permissionKnown = permission;
  if (permission !== 'granted') return;
  const notification = new Notification(notice.title, { body: notice.body, tag: `pedido-${notice.orderId}` });
  notification.onclick = () => {
    window.focus();
    notification.close();
    for (const listener of browserListeners) listener(notice.orderId);
  };
}

/** Clicks on order notifications (either host): the listener shows that order. */
export function onOrderNotificationClick(listener: OpenListener): () => void {
  browserListeners.add(listener);
  const offDesktop = window.desktop?.on('order:open', ({ orderId }) => listener(orderId));
  return () => {
    browserListeners.delete(listener);
    offDesktop?.();
  };
}
