import { app, type BrowserWindow } from 'electron';
import type { PlatformConfig } from '../shared/config';
import { registerDesktopHandlers, type DesktopServices } from './desktopHandlers';
import { handle } from './ipc';
import { showOrderNotification } from './notifications';
import { registerPrintHandlers } from './printHandlers';
import { registerRendererLogHandler } from './rendererLog';
import { revealWindow } from './window';

export interface HandlerContext {
  config: PlatformConfig;
  getWindow: () => BrowserWindow | null;
  desktop: DesktopServices;
}

/** One handler per invoke channel of shared/ipc.ts. */
export function registerIpcHandlers({ config, getWindow, desktop }: HandlerContext): void {
  handle('config:get', () => config);
  handle('app:info', () => ({
    version: app.getVersion(),
    platform: process.platform,
    electron: process.versions.electron ?? '',
  }));
  handle('notify:order', (notification) => showOrderNotification(notification, getWindow));
  handle('window:focus', () => {
    const win = getWindow();
    if (win) revealWindow(win);
  });
  registerDesktopHandlers(desktop);
  registerPrintHandlers({ getWindow, userDataDir: app.getPath('userData'), secrets: desktop.secrets });
  registerRendererLogHandler();
}
