import { app, type BrowserWindow } from 'electron';
import log from './log';
import { revealWindow } from './window';

/**
 * One panel per PC: two would each play the alert and auto-print every order. A second
 * launch (desktop shortcut clicked again) brings the running one to the front and quits.
 * Returns false when this process is the second one.
 */
export function claimSingleInstance(getWindow: () => BrowserWindow | null): boolean {
  if (!app.requestSingleInstanceLock()) {
    log.info('Outra instância do painel já está aberta: encerrando esta.');
    app.quit();
    return false;
  }
  app.on('second-instance', () => {
    const win = getWindow();
    if (win) revealWindow(win);
  });
  return true;
}
