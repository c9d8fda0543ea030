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
  flashUntilFocused(getWindow());
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

/** The taskbar entry blinks until the window gets the focus (Windows; a hint elsewhere). */
function flashUntilFocused(win: BrowserWindow | null): void {
  if (!win || win.isDestroyed() || win.isFocused()) return;
  win.flashFrame(true);
  win.once('focus', () => {
    if (!win.isDestroyed()) win.flashFrame(false);
  });
}

export const TRAY_NOTICE = {
  title: 'O Painel do Parceiro continua aberto',
  body: 'Ele fica na bandeja do sistema, perto do relógio, e avisa quando chegar um pedido. Para fechar de vez, use Sair no menu do ícone.',
};

/** Told once, the first time the window goes to the tray. */
export function showTrayNotice(): void {
  if (!Notification.isSupported()) return;
  const notification = new Notification({ ...TRAY_NOTICE, silent: true });
  alive.add(notification);
  notification.on('close', () => alive.delete(notification));
  notification.on('click', () => alive.delete(notification));
  notification.show();
}
