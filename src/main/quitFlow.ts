/**
 * Quitting for real (tray 'Sair', 'Fechar' in the close question, the OS logging off, an
 * update installing): the close guard steps aside, and the page gets up to `timeoutMs` to
 * finish what it is writing (its persisted print queue) before the window goes.
 */
import { app, type BrowserWindow } from 'electron';
import { sendToRenderer } from './ipc';
import log from './log';

export interface QuitFlow {
  /** True from the first quit request on: closing the window must then really close it. */
  isQuitting(): boolean;
  /** The page answered 'app:before-quit'. */
  ready(): void;
  /** The OS is ending the session: let it, without asking anything. */
  markQuitting(): void;
  /**
   * An update is installing: closing the window must really close it, whatever order
   * electron-updater closes windows and quits in. Off again if the install fails.
   */
  allowClose(on: boolean): void;
}

export interface QuitFlowOptions {
  getWindow: () => BrowserWindow | null;
  timeoutMs?: number;
}

export function installQuitFlow({ getWindow, timeoutMs = 2000 }: QuitFlowOptions): QuitFlow {
  let quitting = false;
  let closeAllowed = false;
  let flushed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const finish = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    flushed = true;
    app.quit();
  };

  app.on('before-quit', (event) => {
    quitting = true;
    if (flushed) return;
    const win = getWindow();
    const contents = win && !win.isDestroyed() ? win.webContents : null;
    if (!contents || contents.isDestroyed() || contents.isCrashed()) {
      flushed = true;
      return;
    }
    event.preventDefault();
    if (timer) return; // already waiting for the page
    log.info('Encerrando: aguardando o painel concluir o que está gravando.');
    sendToRenderer(contents, 'app:before-quit', {});
    timer = setTimeout(() => {
      log.warn(`O painel não respondeu em ${timeoutMs} ms; encerrando assim mesmo.`);
      finish();
    }, timeoutMs);
  });

  return {
    isQuitting: () => quitting || closeAllowed,
    ready() {
      if (timer) finish();
    },
    markQuitting() {
      quitting = true;
      flushed = true;
    },
    allowClose(on) {
      closeAllowed = on;
    },
  };
}
