import { describe, expect, it } from 'vitest';
import { platformConfigFromOrigin } from '../shared/config';
import { INVOKE_CHANNELS } from '../shared/ipc';
import { registerIpcHandlers } from './handlers';
import { FakeBrowserWindow, electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const config = platformConfigFromOrigin('http://127.0.0.1:4010');
const win = new FakeBrowserWindow({});
const desktopCalls: unknown[][] = [];
const secrets = new Map<string, string>();
const record =
  (name: string) =>
  (...args: unknown[]): void => {
    desktopCalls.push([name, ...args]);
  };
registerIpcHandlers({
  config,
  getWindow: () => win as never,
  desktop: {
    quitFlow: { ready: record('quitReady') },
    closeGuard: () => ({ answer: record('answer'), questionShown: record('questionShown') }),
    tray: () => ({ setPendingCount: record('pendingCount') }),
    keepAwake: { set: record('keepAwake') },
    secrets: {
      get: (key) => secrets.get(key) ?? null,
      set: (key, value) => void secrets.set(key, value),
      delete: (key) => void secrets.delete(key),
    },
  },
});

const fromPanel = { senderFrame: { url: 'app://panel/' } };
const call = (channel: string, ...args: unknown[]) =>
  Promise.resolve().then(() => electron.invokeHandlers.get(channel)!(fromPanel, ...args));

describe('IPC handlers', () => {
  it('registers one handler per channel of the map', () => {
    expect([...electron.invokeHandlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
  });

  it('answers config:get and app:info', async () => {
    await expect(call('config:get')).resolves.toEqual(config);
    await expect(call('app:info')).resolves.toMatchObject({ version: '1.2.0', platform: process.platform });
  });

  it('window:focus brings the window to the front', async () => {
    win.minimize();
    win.calls.length = 0;
    await call('window:focus');
    expect(win.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('toAppQuit and the close question go to the close guard', async () => {
    desktopCalls.length = 0;
    await call('close:question-shown');
    await call('toAppQuit', 'minimize');
    await call('toAppQuit', 'quitApp');
    await expect(call('toAppQuit', 'explodir')).rejects.toThrow(/argumento inválido/);
    expect(desktopCalls).toEqual([['questionShown'], ['answer', 'minimize'], ['answer', 'quitApp']]);
  });

  it('pending count to the tray, waiting-for-orders to the power blocker, quit-ready to the quit flow', async () => {
    desktopCalls.length = 0;
    await call('tray:pending-count', 4);
    await call('app:waiting-orders', true);
    await call('app:quit-ready');
    expect(desktopCalls).toEqual([['pendingCount', 4], ['keepAwake', true], ['quitReady']]);
  });

  it('secrets: set, get, delete by allowed name only', async () => {
    await call('secret:set', { key: 'session', value: 'abc' });
    await expect(call('secret:get', 'session')).resolves.toBe('abc');
    await call('secret:delete', 'session');
    await expect(call('secret:get', 'session')).resolves.toBeNull();
    await expect(call('secret:get', 'outra')).rejects.toThrow(/argumento inválido/);
    // The QZ private key is write-only: main signs with it, the page never reads it back.
    await expect(call('secret:set', { key: 'qzPrivateKey', value: 'PEM' })).resolves.toBeUndefined();
    await expect(call('secret:get', 'qzPrivateKey')).rejects.toThrow(/argumento inválido/);
  });
});
