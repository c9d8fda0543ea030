import { describe, expect, it } from 'vitest';
import { showOrderNotification, showTrayNotice, TRAY_NOTICE } from './notifications';
import { FakeBrowserWindow, FakeNotification } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

describe('order notifications', () => {
  it('shows a silent notification with the title and body', () => {
    showOrderNotification({ orderId: 42, title: 'Novo pedido #42', body: 'R$ 59,90 — Entrega' }, () => null);
    const n = FakeNotification.instances.at(-1)!;
    expect(n.options).toEqual({ title: 'Novo pedido #42', body: 'R$ 59,90 — Entrega', silent: true });
    expect(n.shown).toBe(true);
  });

  it('a click shows the window and tells the panel to open that order', () => {
    const win = new FakeBrowserWindow({});
    win.hide();
    showOrderNotification({ orderId: 42, title: 'Novo pedido #42', body: '' }, () => win as never);
    FakeNotification.instances.at(-1)!.emit('click');
    expect(win.isVisible()).toBe(true);
    expect(win.calls.slice(-2)).toEqual(['show', 'focus']);
    expect(win.webContents.sent).toEqual([{ channel: 'order:open', args: [{ orderId: 42 }] }]);
  });

  it('a new order while the window is hidden or in the background flashes the taskbar entry until focused', () => {
    const win = new FakeBrowserWindow({});
    win.hide();
    showOrderNotification({ orderId: 43, title: 'Novo pedido #43', body: '' }, () => win as never);
    expect(win.flashes).toEqual([true]);
    win.emit('focus');
    expect(win.flashes).toEqual([true, false]);
    win.focused = true;
    showOrderNotification({ orderId: 44, title: 'Novo pedido #44', body: '' }, () => win as never);
    expect(win.flashes).toEqual([true, false]);
  });

  it('the hidden-window click opens the panel on that order', () => {
    const win = new FakeBrowserWindow({});
    win.hide();
    showOrderNotification({ orderId: 77, title: 'Novo pedido #77', body: '' }, () => win as never);
    FakeNotification.instances.at(-1)!.emit('click');
    expect(win.isVisible()).toBe(true);
    expect(win.webContents.sent.at(-1)).toEqual({ channel: 'order:open', args: [{ orderId: 77 }] });
  });

  it('the tray notice says, in Portuguese, that the panel keeps running', () => {
    showTrayNotice();
    const n = FakeNotification.instances.at(-1)!;
    expect(n.options).toEqual({ ...TRAY_NOTICE, silent: true });
    expect(n.options.title).toBe('O Painel do Parceiro continua aberto');
    expect(n.shown).toBe(true);
  });

  it('a click after the window is gone does nothing', () => {
    showOrderNotification({ orderId: 1, title: 't', body: '' }, () => null);
    expect(() => FakeNotification.instances.at(-1)!.emit('click')).not.toThrow();
  });

  it('does nothing where the system has no notifications', () => {
    FakeNotification.supported = false;
    const before = FakeNotification.instances.length;
    showOrderNotification({ orderId: 1, title: 't', body: '' }, () => null);
    expect(FakeNotification.instances).toHaveLength(before);
    FakeNotification.supported = true;
  });
});
