/**
 * The window's close button does not quit: it asks 'Tem certeza que precisa fechar?'
 * (Minimizar, Fechar, Cancelar). The page asks it with its own dialog ('on-close-click',
 * answered by toAppQuit); if the page does not confirm it is asking within `timeoutMs`
 * (crashed, blank, still loading), main asks with a native dialog instead.
 */
import { dialog, type BrowserWindow } from 'electron';
import type { QuitChoice } from '../shared/ipc';
import { sendToRenderer } from './ipc';
import log from './log';

export const CLOSE_QUESTION = 'Tem certeza que precisa fechar?';
/** Native dialog buttons, in order: the response index maps to the choice. */
export const CLOSE_BUTTONS = ['Minimizar', 'Fechar', 'Cancelar'] as const;

export interface CloseGuardOptions {
  isQuitting(): boolean;
  /** Minimizar: hide to the tray. */
  toTray(): void;
  /** Fechar: quit the app. */
  quit(): void;
  timeoutMs?: number;
}

export interface CloseGuard {
  /** The page's answer (toAppQuit). */
  answer(choice: QuitChoice): void;
  /** The page shows the question: no native fallback needed. */
  questionShown(): void;
}

export function installCloseGuard(win: BrowserWindow, options: CloseGuardOptions): CloseGuard {
  const timeoutMs = options.timeoutMs ?? 3000;
  let fallbackTimer: ReturnType<typeof setTimeout> | null = null;
  let nativeOpen = false;

  const stopWaiting = (): void => {
    if (fallbackTimer) clearTimeout(fallbackTimer);
    fallbackTimer = null;
  };

  const apply = (choice: QuitChoice | null): void => {
    stopWaiting();
    if (choice === 'minimize') options.toTray();
    else if (choice === 'quitApp') options.quit();
  };

  const askNatively = async (): Promise<void> => {
    stopWaiting();
    if (nativeOpen || win.isDestroyed()) return;
    nativeOpen = true;
    try {
      const { response } = await dialog.showMessageBox(win, {
        type: 'question',
        title: 'Painel do Parceiro',
        message: CLOSE_QUESTION,
        buttons: [...CLOSE_BUTTONS],
        defaultId: 0,
        cancelId: 2,
        noLink: true,
      });
      apply(response === 0 ? 'minimize' : response === 1 ? 'quitApp' : null);
    } finally {
      nativeOpen = false;
    }
  };

  const ask = (): void => {
    if (nativeOpen) return;
    const contents = win.webContents;
    if (contents.isDestroyed() || contents.isCrashed()) {
      void askNatively();
      return;
    }
    sendToRenderer(contents, 'on-close-click', {});
    if (!fallbackTimer) {
      fallbackTimer = setTimeout(() => {
        log.warn(`O painel não mostrou a pergunta de fechar em ${timeoutMs} ms: usando o diálogo do sistema.`);
        void askNatively();
      }, timeoutMs);
    }
  };

  win.on('close', (event) => {
    if (options.isQuitting()) return;
    event.preventDefault();
    ask();
  });
  win.on('closed', stopWaiting);

  return {
    answer: (choice) => apply(choice),
    questionShown: stopWaiting,
  };
}
