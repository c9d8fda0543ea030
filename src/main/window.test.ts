import { describe, expect, it } from 'vitest';
import { FakeBrowserWindow, electron } from './test/mocks';
import { createMainWindow, mainWindowOptions, revealWindow } from './window';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const options = { preloadPath: '/app/out/preload/index.cjs', startUrl: 'app://panel/' };

function openWindow(): FakeBrowserWindow {
  createMainWindow(options);
  return FakeBrowserWindow.instances.at(-1)!;
}

describe('main window', () => {
  it('isolates the page: context isolation, sandbox, no Node, web security, the built preload', () => {
    const prefs = mainWindowOptions(options).webPreferences!;
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      webviewTag: false,
      preload: '/app/out/preload/index.cjs',
    });
  });

  it('keeps running while hidden (no background throttling) and has no spellcheck', () => {
    const prefs = mainWindowOptions(options).webPreferences!;
    expect(prefs.backgroundThrottling).toBe(false);
    expect(prefs.autoplayPolicy).toBe('no-user-gesture-required');
    expect(prefs.spellcheck).toBe(false);
  });

  it('is created with those options, loads the app origin and shows when ready', () => {
    const win = openWindow();
    expect(win.options).toEqual(mainWindowOptions(options));
    expect(win.loadedUrls).toEqual(['app://panel/']);
    expect(win.visible).toBe(false);
    win.emit('ready-to-show');
    expect(win.visible).toBe(true);
  });

  it('refuses navigation away from the app origin and allows its own routes', () => {
    const contents = openWindow().webContents;
    expect(([['will-navigate', 'https://exemplo.com/phishing'], ['will-navigate', 'file:///etc/passwd'], ['will-navigate', 'app://outro/'], ['will-redirect', 'http://127.0.0.1:4010/'], ['will-navigate', 'app://panel/pedidos']] as const).map(([a, b]) => contents.fire(a, b))).toEqual(
      [true, true, true, true, false],
    );
    expect(contents.fire('will-attach-webview')).toBe(true);
  });

  it('denies every new window; web links go to the system browser, other schemes nowhere', () => {
    const handler = openWindow().webContents.windowOpenHandler!;
    expect(handler({ url: 'https://boleto.exemplo/123.pdf' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'app://panel/pedidos' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'file:///c:/windows/system32/calc.exe' })).toEqual({ action: 'deny' });
    expect(handler({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(electron.opened).toEqual(['https://boleto.exemplo/123.pdf']);
  });

  it('reveals a minimised or hidden window', () => {
    const win = openWindow();
    win.minimize();
    win.calls.length = 0;
    revealWindow(win as never);
    expect(win.calls).toEqual(['restore', 'show', 'focus']);
  });
});
