/** The main process: app lifecycle only; each piece lives in its own module. */
import { app, dialog, Menu, safeStorage, session, type BrowserWindow } from 'electron';
import { autoUpdater } from 'electron-updater';
import { setupAutostart } from './autostart';
import { resolvePlatformConfig, type ResolvedConfig } from './config';
import { startDesktopShell, type DesktopShell } from './desktopShell';
import { registerIpcHandlers } from './handlers';
import { sendToRenderer } from './ipc';
import log from './log';
import { startUrl } from './origin';
import { builtPaths, resourcePath } from './paths';
import { installPermissionPolicy } from './permissions';
import { createKeepAwake } from './power';
import { openPreferences, preferencesPath } from './preferences';
import { registerAppScheme, serveRenderer } from './protocol';
import { installQuitFlow } from './quitFlow';
import { createSecretStore, secretsPath } from './secrets';
import { claimSingleInstance } from './singleInstance';
import { createUpdater } from './updater';
import { createMainWindow } from './window';
import { restoreBounds } from './windowState';

/** Same id as electron-builder.yml's appId: Windows groups notifications under it. */
const APP_ID = 'br.com.painelparceiro.desktop';

let mainWindow: BrowserWindow | null = null;
let shell: DesktopShell | null = null;
const getWindow = (): BrowserWindow | null => mainWindow;

function loadConfig(): ResolvedConfig | null {
  try {
    return resolvePlatformConfig({
      env: process.env,
      userDataDir: app.getPath('userData'),
      ...(app.isPackaged ? { resourcesDir: process.resourcesPath } : {}),
    });
  } catch (err) {
    const message = (err as Error).message;
    log.error(message);
    dialog.showErrorBox('Painel do Parceiro', `Não foi possível iniciar o painel.\n\n${message}`);
    app.exit(1);
    return null;
  }
}

function start(): void {
  log.errorHandler.startCatching({ showDialog: false });
  registerAppScheme();
  if (!claimSingleInstance(getWindow)) return;

  const resolved = loadConfig();
  if (!resolved) return;
  const { config, source } = resolved;
  log.info(`Painel do Parceiro ${app.getVersion()} — plataforma '${config.environment}' (${source}).`);

  app.setAppUserModelId(APP_ID);
  const userData = app.getPath('userData');
  const prefs = openPreferences(preferencesPath(userData));
  const quitFlow = installQuitFlow({ getWindow });
  registerIpcHandlers({
    config,
    getWindow,
    desktop: {
      quitFlow,
      closeGuard: () => shell?.closeGuard ?? null,
      tray: () => shell?.tray ?? null,
      keepAwake: createKeepAwake(),
      secrets: createSecretStore(secretsPath(userData), safeStorage),
    },
  });
  const updater = createUpdater({
    autoUpdater,
    send: (event, payload) => {
      const win = getWindow();
      if (win && !win.isDestroyed()) sendToRenderer(win.webContents, event, payload);
    },
    log,
    feedUrl: process.env.UPDATE_URL,
    isPackaged: app.isPackaged,
    allowQuit: (on) => quitFlow.allowClose(on),
  });
  const paths = builtPaths(import.meta.dirname);

  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(() => {
      if (app.isPackaged) Menu.setApplicationMenu(null);
      installPermissionPolicy(session.defaultSession);
      serveRenderer({ rendererDir: paths.renderer, config });
      const autostart = setupAutostart(prefs);
      const bounds = restoreBounds(prefs.get().window);
      mainWindow = createMainWindow({
        preloadPath: paths.preload,
        startUrl: startUrl(),
        ...(process.platform === 'linux' ? { iconPath: resourcePath('icon.png') } : {}),
        ...(bounds ? { bounds } : {}),
      });
      mainWindow.on('closed', () => {
        mainWindow = null;
      });
      shell = startDesktopShell({ win: mainWindow, prefs, quitFlow, autostart, updater });
    })
    .catch((err: unknown) => {
      log.error('Falha ao iniciar:', err);
      app.exit(1);
    });
}

start();
