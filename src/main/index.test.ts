import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INVOKE_CHANNELS } from '../shared/ipc';
import { FakeBrowserWindow, FakeTray, electron } from './test/mocks';
// Resolve the mock now, while the registry holds the same ./test/mocks instance as the import
// above: the factory's result then outlives every vi.resetModules() below.
import 'electron';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));
// The real electron-updater would require the real 'electron' (not intercepted in node_modules).
vi.mock('electron-updater', async () => {
  const { EventEmitter } = await import('node:events');
  return {
    autoUpdater: Object.assign(new EventEmitter(), {
      setFeedURL: () => undefined,
      checkForUpdates: () => Promise.resolve(null),
      quitAndInstall: () => undefined,
    }),
  };
});

const userData = mkdtempSync(join(tmpdir(), 'painel-main-'));
afterAll(() => rmSync(userData, { recursive: true, force: true }));

/** Starts main afresh (index.ts wires everything on import) with a fresh fake electron. */
async function startMain(env: Record<string, string> = {}, lock = true): Promise<void> {
  electron.reset();
  electron.state.singleInstanceLock = lock;
  // An empty user-data folder: no platform.json; preferences and secrets land here.
  electron.module.app.getPath = () => userData;
  vi.resetModules();
  const saved = { ...process.env };
  Object.assign(process.env, { PANEL_CONFIG: '', PANEL_PLATFORM_URL: '' }, env);
  try {
    await import('./index');
    await new Promise((r) => setTimeout(r, 0));
  } finally {
    process.env = saved;
  }
}

describe('main entry', () => {
  it('wires everything: lock, scheme before ready, handlers, permissions, protocol, window', async () => {
    await startMain({ PANEL_PLATFORM_URL: 'http://127.0.0.1:4999' });
    expect(electron.state.lockRequested).toBe(1);
    expect(electron.protocolState.privileged.map((s) => s.scheme)).toEqual(['app']);
    expect([...electron.invokeHandlers.keys()].sort()).toEqual([...INVOKE_CHANNELS].sort());
    expect(electron.permissionState.request).toBeTypeOf('function');
    expect(electron.protocolState.handlers.has('app')).toBe(true);
    const win = FakeBrowserWindow.instances.at(-1)!;
    expect(win.loadedUrls).toEqual(['app://panel/']);
    expect(FakeTray.instances).toHaveLength(1);
    // The close guard is on: closing asks the page instead of closing.
    win.close();
    expect(win.destroyed).toBe(false);
    expect(win.webContents.sent.map((m) => m.channel)).toContain('on-close-click');
    const config = (await electron.invokeHandlers.get('config:get')!({ senderFrame: { url: 'app://panel/' } })) as {
      legacyBaseUrl: string;
    };
    expect(config.legacyBaseUrl).toBe('http://127.0.0.1:4999/api/');
  });

  it('an invalid platform config stops the app with a message in Portuguese', async () => {
    await startMain({ PANEL_PLATFORM_URL: 'ftp://errado' });
    expect(electron.errorBoxes[0]?.content).toMatch(/Não foi possível iniciar o painel\.[\s\S]*PANEL_PLATFORM_URL/);
    expect(electron.state.exitCodes).toEqual([1]);
    expect(electron.invokeHandlers.size).toBe(0);
  });

  it('a second instance registers nothing and quits', async () => {
    await startMain({}, false);
    expect(electron.state.quitCalls).toBe(1);
    expect(electron.invokeHandlers.size).toBe(0);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });
});
