import { Notification, type BrowserWindow } from 'electron';
import type { OrderNotification } from '../shared/ipc';
import { sendToRenderer } from './ipc';
import log from './log';
import { revealWindow } from './window';

// On Windows a notification that is garbage-collected loses its click handler: keep each one
// referenced until it is clicked or closed.
const alive = new Set<Notification>();

export function showOrderNotification(
  { orderId, title, body }: OrderNotification,
  getWindow: () => BrowserWindow | null,
): void {
  if (!Notification.isSupported()) {
    log.warn('Notificações não suportadas neste sistema; pedido', orderId);
    return;
  }
  // Silent: the panel itself plays the alert sound while orders are pending.
  const notification = new Notification({ title, body, silent: true });
  alive.add(notification);
  notification.on('click', () => {
    alive.delete(notification);
    const win = getWindow();
    if (!win || win.isDestroyed()) return;
    revealWindow(win);
    sendToRenderer(win.webContents, 'order:open', { orderId });
  });
  notification.on('close', () => alive.delete(notification));
  notification.show();
}
