import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, test as base, type ElectronApplication, type Page } from '@playwright/test';
import { findElectronBinary, ROOT } from '../../rig/electronBinary';

const binary = findElectronBinary();

interface PanelApp {
  app: ElectronApplication;
  page: Page;
  /** Whether the main window is visible (false once it went to the tray). */
  windowVisible(): Promise<boolean>;
  /** The window's close button, as the OS would press it. */
  clickClose(): Promise<void>;
}

/** The built app (out/, from `electron-vite build`) launched in its own user-data folder. */
export const test = base.extend<{ panel: PanelApp }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a test uses from this pattern
  panel: async ({}, use) => {
    // Reason: without the Electron binary (build machines have no internet to fetch it) there is no app to launch.
    test.skip(binary.path === null, `Electron não instalado: ${binary.path === null ? binary.reason : ''}`);
    const userData = mkdtempSync(join(tmpdir(), 'painel-electron-'));
    const app = await _electron.launch({
      executablePath: binary.path!,
      args: [ROOT, `--user-data-dir=${userData}`, ...(process.platform === 'linux' ? ['--no-sandbox'] : [])],
      env: { ...process.env, PANEL_PLATFORM_URL: process.env.PANEL_PLATFORM_URL ?? 'http://127.0.0.1:4010', UPDATE_URL: '' },
    });
    const page = await app.firstWindow();
    const panel: PanelApp = {
      app,
      page,
      windowVisible: () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible() ?? false),
      clickClose: () => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.close()),
    };
    try {
      await use(panel);
    } finally {
      // 'Sair' path: app.quit() goes through the quit flow, no question asked.
      await app.evaluate(({ app: electronApp }) => electronApp.quit()).catch(() => undefined);
      await app.close().catch(() => undefined);
      rmSync(userData, { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';
