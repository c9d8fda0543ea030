import { describe, expect, it } from 'vitest';
import { platformConfigFromOrigin } from '../shared/config';
import { INVOKE_CHANNELS } from '../shared/ipc';
import { registerIpcHandlers } from './handlers';
import { FakeBrowserWindow, electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const config = platformConfigFromOrigin('http://127.0.0.1:4010');
const win = new FakeBrowserWindow({});
registerIpcHandlers({ config, getWindow: () => win as never });

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

  it('toAppQuit minimises or quits', async () => {
    win.calls.length = 0;
    await call('toAppQuit', 'minimize');
    expect(win.calls).toEqual(['minimize']);
    expect(electron.state.quitCalls).toBe(0);
    await call('toAppQuit', 'quitApp');
    expect(electron.state.quitCalls).toBe(1);
    await expect(call('toAppQuit', 'explodir')).rejects.toThrow(/argumento inválido/);
  });
});
