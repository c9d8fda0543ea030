import { BrowserWindow, shell, type BrowserWindowConstructorOptions, type Rectangle, type WebContents } from 'electron';
import log from './log';
import { isAppUrl } from './origin';

export interface MainWindowOptions {
  preloadPath: string;
  /** app://panel/ (or the dev server's address under `electron-vite dev`). */
  startUrl: string;
  /** Window icon (Linux; Windows takes the executable's). */
  iconPath?: string;
  /** Where it was last time (windowState.restoreBounds); centred at the default size without. */
  bounds?: Rectangle;
}

export function mainWindowOptions({ preloadPath, iconPath, bounds }: MainWindowOptions): BrowserWindowConstructorOptions {
  return {
    title: 'Painel do Parceiro',
    width: 1366,
    height: 800,
    minWidth: 1024,
    minHeight: 640,
    ...(bounds ?? {}),
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    ...(iconPath ? { icon: iconPath } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      // The alert sound and the socket must keep running while the window is hidden or covered.
      backgroundThrottling: false,
      // The new-order alert must sound without anyone clicking first (the PC waits unattended).
      autoplayPolicy: 'no-user-gesture-required',
      spellcheck: false,
    },
  };
}

export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const win = new BrowserWindow(mainWindowOptions(options));
  guardWebContents(win.webContents);
  win.once('ready-to-show', () => win.show());
  win.webContents.on('render-process-gone', (_event, details) => {
    log.error('Processo da página terminou:', details.reason, details.exitCode);
  });
  win.loadURL(options.startUrl).catch((err: unknown) => log.error('Falha ao carregar o painel:', err));
  return win;
}

/** The panel never leaves its origin and never opens windows; web links go to the browser. */
export function guardWebContents(contents: WebContents): void {
  const refuse = (event: { preventDefault(): void }, url: string): void => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    log.warn('Navegação bloqueada:', url);
  };
  contents.on('will-navigate', refuse);
  contents.on('will-redirect', refuse);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebUrl(url)) {
      shell.openExternal(url).catch((err: unknown) => log.warn('Falha ao abrir no navegador:', url, err));
    } else {
      log.warn('Janela bloqueada:', url);
    }
    return { action: 'deny' };
  });
}

function isExternalWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Brings a window to the front whatever its state: hidden (tray), minimised or behind others. */
export function revealWindow(win: BrowserWindow): void {
  if (win.isDestroyed()) return;
  if (win.isMinimized()) win.restore();
  if (!win.isVisible()) win.show();
  win.focus();
}
