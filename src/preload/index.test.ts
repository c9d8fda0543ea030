import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { DesktopApi } from '../shared/ipc';

const fake = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  const invoked: { channel: string; args: unknown[] }[] = [];
  return { exposed, invoked };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const ipcRenderer = Object.assign(new Emitter(), {
    invoke: (channel: string, ...args: unknown[]) => {
      fake.invoked.push({ channel, args });
      return Promise.resolve(`resposta de ${channel}`);
    },
  });
  return {
    ipcRenderer,
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => fake.exposed.set(key, api) },
  };
});

await import('./index');
const { ipcRenderer } = (await import('electron')) as unknown as { ipcRenderer: EventEmitter };
const desktop = fake.exposed.get('desktop') as DesktopApi;

describe('preload bridge', () => {
  it('exposes window.desktop and nothing else', () => {
    expect([...fake.exposed.keys()]).toEqual(['desktop']);
    expect(Object.keys(desktop)).toEqual(
      expect.arrayContaining(['focusWindow', 'getAppInfo', 'getConfig', 'notifyOrder', 'on', 'toAppQuit']),
    );
    expect(Object.keys(desktop)).toEqual(
      expect.arrayContaining(['closeQuestionShown', 'quitReady', 'setPendingCount', 'setWaitingForOrders', 'secrets']),
    );
    // Secrets are reachable by name only: no listing, no raw channel.
    expect(Object.keys(desktop.secrets).sort()).toEqual(['delete', 'get', 'set']);
  });

  it('maps the desktop host methods to their channels', async () => {
    fake.invoked.length = 0;
    await desktop.closeQuestionShown();
    await desktop.quitReady();
    await desktop.setPendingCount(3);
    await desktop.setWaitingForOrders(true);
    await desktop.secrets.set('session', 'abc');
    await desktop.secrets.get('session');
    await desktop.secrets.delete('qzPrivateKey');
    expect(fake.invoked).toEqual([
      { channel: 'close:question-shown', args: [] },
      { channel: 'app:quit-ready', args: [] },
      { channel: 'tray:pending-count', args: [3] },
      { channel: 'app:waiting-orders', args: [true] },
      { channel: 'secret:set', args: [{ key: 'session', value: 'abc' }] },
      { channel: 'secret:get', args: ['session'] },
      { channel: 'secret:delete', args: ['qzPrivateKey'] },
    ]);
    fake.invoked.length = 0;
  });

  it("exposes writeLog: the page's warnings and errors go to main's log over log:renderer", async () => {
    fake.invoked.length = 0;
    expect(typeof desktop.writeLog).toBe('function');
    await desktop.writeLog('warn', 'impressora lenta');
    await desktop.writeLog('error', 'TypeError: x is undefined');
    expect(fake.invoked).toEqual([
      { channel: 'log:renderer', args: [{ level: 'warn', message: 'impressora lenta' }] },
      { channel: 'log:renderer', args: [{ level: 'error', message: 'TypeError: x is undefined' }] },
    ]);
    fake.invoked.length = 0;
  });

  it('forwards the update and quit messages', () => {
    const received: unknown[] = [];
    const offs = (['update-error', 'app:before-quit'] as const).map((e) => desktop.on(e, (p) => received.push(p)));
    ipcRenderer.emit('update-error', {}, { message: 'falhou' });
    ipcRenderer.emit('app:before-quit', {}, {});
    offs.forEach((off) => off());
    expect(received).toEqual([{ message: 'falhou' }, {}]);
  });

  it('maps each method to its invoke channel, with the argument only where there is one', async () => {
    await expect(desktop.getConfig()).resolves.toBe('resposta de config:get');
    await desktop.getAppInfo();
    await desktop.notifyOrder({ orderId: 5, title: 'Novo pedido #5', body: 'x' });
    await desktop.focusWindow();
    await desktop.toAppQuit('minimize');
    expect(fake.invoked).toEqual([
      { channel: 'config:get', args: [] },
      { channel: 'app:info', args: [] },
      { channel: 'notify:order', args: [{ orderId: 5, title: 'Novo pedido #5', body: 'x' }] },
      { channel: 'window:focus', args: [] },
      { channel: 'toAppQuit', args: ['minimize'] },
    ]);
  });

  it('forwards a main message without the IPC event, until unsubscribed', () => {
    const received: unknown[][] = [];
    const off = desktop.on('order:open', (...args) => received.push(args));
    ipcRenderer.emit('order:open', { sender: 'segredo' }, { orderId: 9 });
    off();
    ipcRenderer.emit('order:open', { sender: 'segredo' }, { orderId: 10 });
    expect(received).toEqual([[{ orderId: 9 }]]);
    expect(ipcRenderer.listenerCount('order:open')).toBe(0);
  });

  it('refuses to subscribe to anything outside the map', () => {
    expect(() => desktop.on('__ELECTRON_LOG__' as never, () => undefined)).toThrow('Evento desconhecido: __ELECTRON_LOG__');
    expect(() => desktop.on('toString' as never, () => undefined)).toThrow(/Evento desconhecido/);
  });
});
