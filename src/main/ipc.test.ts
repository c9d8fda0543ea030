import { describe, expect, it } from 'vitest';
import { handle, sendToRenderer } from './ipc';
import { electron, logger } from './test/mocks';
import { FakeWebContents } from './test/fakeElectron';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const fromPanel = { senderFrame: { url: 'app://panel/pedidos' } };
const call = (channel: string, event: unknown, ...args: unknown[]) =>
  Promise.resolve().then(() => electron.invokeHandlers.get(channel)!(event, ...args));

const calls: unknown[] = [];
handle('notify:order', (arg) => {
  calls.push(arg);
});
handle('config:get', () => ({ environment: 'teste' }) as never);
const secretCalls: unknown[] = [];
handle('secret:set', (arg) => {
  secretCalls.push(arg);
});
handle('tray:pending-count', (arg) => {
  secretCalls.push(arg);
});

describe('IPC handle()', () => {
  it('answers a good call from the panel with the validated argument', async () => {
    await call('notify:order', fromPanel, { orderId: 7, title: 'Novo pedido #7', body: 'Pizzaria' });
    expect(calls).toEqual([{ orderId: 7, title: 'Novo pedido #7', body: 'Pizzaria' }]);
    await expect(call('config:get', fromPanel)).resolves.toEqual({ environment: 'teste' });
  });

  it('refuses a bad argument with a Portuguese error and never calls the handler', async () => {
    calls.length = 0;
    await expect(call('notify:order', fromPanel, { orderId: 'x', title: '', body: 'b' })).rejects.toThrow(
      /Chamada 'notify:order' recusada: argumento inválido \(orderId: Entrada inválida/,
    );
    await expect(call('notify:order', fromPanel, { orderId: 1, title: 't', body: 'b', extra: true })).rejects.toThrow(/recusada/);
    await expect(call('config:get', fromPanel, 'algo')).rejects.toThrow(/argumento inválido/);
    await expect(call('config:get', fromPanel, undefined, 'dois')).rejects.toThrow(/argumentos demais/);
    expect(calls).toEqual([]);
  });

  it('refuses desktop channels with a bad argument: a secret outside the allow-list, a negative count', async () => {
    await expect(call('secret:set', fromPanel, { key: 'senhaDoBanco', value: 'x' })).rejects.toThrow(/Chamada 'secret:set' recusada: argumento inválido \(key:/);
    await expect(call('secret:set', fromPanel, { key: 'session', value: 1 })).rejects.toThrow(/argumento inválido/);
    await expect(call('secret:set', fromPanel, { key: 'session', value: 'x'.repeat(70_000) })).rejects.toThrow(/argumento inválido/);
    await expect(call('tray:pending-count', fromPanel, -1)).rejects.toThrow(/argumento inválido/);
    await expect(call('tray:pending-count', fromPanel, 1.5)).rejects.toThrow(/argumento inválido/);
    expect(secretCalls).toEqual([]);
    await call('secret:set', fromPanel, { key: 'session', value: 'hash' });
    await call('tray:pending-count', fromPanel, 2);
    expect(secretCalls).toEqual([{ key: 'session', value: 'hash' }, 2]);
  });

  it('refuses a secret to a foreign page, even with a good argument', async () => {
    secretCalls.length = 0;
    await expect(call('secret:set', { senderFrame: { url: 'https://exemplo.com/' } }, { key: 'session', value: 'x' })).rejects.toThrow(
      "Chamada 'secret:set' recusada: origem não autorizada.",
    );
    expect(secretCalls).toEqual([]);
  });

  it('refuses a foreign or vanished sender and logs it', async () => {
    for (const event of [{ senderFrame: { url: 'https://exemplo.com/' } }, { senderFrame: { url: 'app://outro/' } }, { senderFrame: null }]) {
      await expect(call('config:get', event)).rejects.toThrow("Chamada 'config:get' recusada: origem não autorizada.");
    }
    expect(
      logger.lines.filter((l) => l.level === 'warn' && String(l.args[0]).includes('config:get') && String(l.args[0]).includes('origem não autorizada')),
    ).toHaveLength(3);
  });

  it('sends typed messages to a live page only', () => {
    const contents = new FakeWebContents();
    sendToRenderer(contents as never, 'order:open', { orderId: 3 });
    contents.destroyed = true;
    sendToRenderer(contents as never, 'order:open', { orderId: 4 });
    expect(contents.sent).toEqual([{ channel: 'order:open', args: [{ orderId: 3 }] }]);
  });
});
