// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopApi } from '../../../shared/ipc';
import { noticeFor, notifyNewOrder, onOrderNotificationClick } from './orderNotifier';
import { makeOrder } from '../../../shared/test/orders';

const notice = noticeFor(makeOrder(7, { hash_pedido: 'ABC7', usuario_nome: 'Ana', valor_total: 42.5 }));

afterEach(() => {
  delete window.desktop;
  vi.unstubAllGlobals();
});

describe('new-order notification', () => {
  it('says which order and for whom', () => {
    expect(notice).toEqual({ orderId: 7, title: 'Novo pedido #ABC7', body: 'Ana · R$\u00a042,50' });
  });

  it('goes through the desktop host in Electron; its click shows the order', async () => {
    let openListener: ((p: { orderId: number }) => void) | undefined;
    const desktop = {
      notifyOrder: vi.fn(async () => {}),
      on: vi.fn((_event: string, listener: (p: { orderId: number }) => void) => {
        openListener = listener;
        return () => (openListener = undefined);
      }),
    };
    window.desktop = desktop as unknown as DesktopApi;
    await notifyNewOrder(notice);
    expect(desktop.notifyOrder).toHaveBeenCalledWith(notice);

    const shown: number[] = [];
    const off = onOrderNotificationClick((id) => shown.push(id));
    expect(desktop.on).toHaveBeenCalledWith('order:open', expect.any(Function));
    openListener?.({ orderId: 7 });
    expect(shown).toEqual([7]);
    off();
    expect(openListener).toBeUndefined();
  });

  it('uses the Web Notification API in a browser, asking permission once; its click shows the order', async () => {
    const created: Array<{ title: string; options: NotificationOptions; onclick: (() => void) | null; close: () => void }> = [];
    class FakeNotification {
      static permission: NotificationPermission = 'default';
      static requestPermission = vi.fn(() => {
        FakeNotification.permission = 'granted';
        return Promise.resolve('granted' as const);
      });
      onclick: (() => void) | null = null;
      close = vi.fn();
      constructor(
        public title: string,
        public options: NotificationOptions,
      ) {
        created.push(this);
      }
    }
    vi.stubGlobal('Notification', FakeNotification);
    const shown: number[] = [];
    const off = onOrderNotificationClick((id) => shown.push(id));

    await notifyNewOrder(notice);
    await notifyNewOrder({ ...notice, orderId: 8 });
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(created.map((n) => [n.title, n.options.body])).toEqual([
      ['Novo pedido #ABC7', 'Ana · R$\u00a042,50'],
      ['Novo pedido #ABC7', 'Ana · R$\u00a042,50'],
    ]);
    created[1]!.onclick?.();
    expect(shown).toEqual([8]);
    off();
  });

  it('shows nothing when the person refused notifications', async () => {
    vi.resetModules();
    const fresh = await import('./orderNotifier');
    const ctor = vi.fn();
    vi.stubGlobal('Notification', Object.assign(ctor, { permission: 'denied', requestPermission: vi.fn() }));
    await fresh.notifyNewOrder(notice);
    expect(ctor).not.toHaveBeenCalled();
  });

  it('reads the permission once, not for every new order (each read waits for the browser)', async () => {
    vi.resetModules();
    const fresh = await import('./orderNotifier');
    const reads = vi.fn(() => 'granted' as const);
    const ctor = vi.fn();
    Object.defineProperty(ctor, 'permission', { get: reads });
    vi.stubGlobal('Notification', Object.assign(ctor, { requestPermission: vi.fn() }));
    for (const orderId of [7, 8, 9]) await fresh.notifyNewOrder({ ...notice, orderId });
    expect(ctor).toHaveBeenCalledTimes(3);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('a person who closed the permission prompt is not asked again for every new order', async () => {
    vi.resetModules();
    const fresh = await import('./orderNotifier');
    const ctor = vi.fn();
    const requestPermission = vi.fn(() => Promise.resolve('default' as const));
    vi.stubGlobal('Notification', Object.assign(ctor, { permission: 'default', requestPermission }));
    await fresh.notifyNewOrder(notice);
    await fresh.notifyNewOrder({ ...notice, orderId: 8 });
    await fresh.notifyNewOrder({ ...notice, orderId: 9 });
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(ctor).not.toHaveBeenCalled();
  });
});
