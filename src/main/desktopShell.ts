/**
 * What makes the window a counter-top app: it goes to the tray instead of closing (after the
 * close question), the tray shows pending orders, the window remembers where it was, and
 * updates are announced to the page once it has loaded.
 */
import { app, type BrowserWindow } from 'electron';
import type { Autostart } from './autostart';
import { installCloseGuard, type CloseGuard } from './closeGuard';
import log from './log';
import { showTrayNotice } from './notifications';
import type { PreferencesStore } from './preferences';
import type { QuitFlow } from './quitFlow';
import { createTray, type AppTray } from './tray';
import type { Updater } from './updater';
import { revealWindow } from './window';
import { trackWindowState } from './windowState';

export interface DesktopShellOptions {
  win: BrowserWindow;
  prefs: PreferencesStore;
  quitFlow: QuitFlow;
  autostart: Autostart;
  updater: Updater;
}

export interface DesktopShell {
  closeGuard: CloseGuard;
  tray: AppTray;
}

export function startDesktopShell({ win, prefs, quitFlow, autostart, updater }: DesktopShellOptions): DesktopShell {
  if (prefs.get().window?.maximized) win.maximize();
  trackWindowState(win, { save: (bounds) => prefs.update({ window: bounds }) });

  const toTray = (): void => {
    if (win.isDestroyed()) return;
    win.hide();
    if (!prefs.get().trayNoticeShown) {
      prefs.update({ trayNoticeShown: true });
      showTrayNotice();
    }
    log.info('Janela escondida na bandeja; o painel continua recebendo pedidos.');
  };
  const closeGuard = installCloseGuard(win, { isQuitting: () => quitFlow.isQuitting(), toTray, quit: () => app.quit() });
  // Windows logging off or shutting down: no question, no tray.
  win.on('query-session-end', () => quitFlow.markQuitting());
  win.on('session-end', () => quitFlow.markQuitting());

  const tray = createTray({
    openPanel: () => revealWindow(win),
    quit: () => app.quit(),
    startsWithSystem: () => autostart.enabled(),
    setStartsWithSystem: (on) => autostart.set(on),
  });
  app.on('before-quit', () => tray.destroy());

  // Also after a reload in the middle of an update: the page gets the screen back.
  win.webContents.on('did-finish-load', () => updater.replay());
  updater.start();
  return { closeGuard, tray };
}
