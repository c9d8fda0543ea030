/** The main process: app lifecycle only; each piece lives in its own module. */
import { app, dialog, Menu, session, type BrowserWindow } from 'electron';
import { resolvePlatformConfig, type ResolvedConfig } from './config';
import { registerIpcHandlers } from './handlers';
import log from './log';
import { startUrl } from './origin';
import { builtPaths, resourcePath } from './paths';
import { installPermissionPolicy } from './permissions';
import { registerAppScheme, serveRenderer } from './protocol';
import { claimSingleInstance } from './singleInstance';
import { createMainWindow } from './window';

/** Same id as electron-builder.yml's appId: Windows groups notifications under it. */
const APP_ID = 'br.com.painelparceiro.desktop';

let mainWindow: BrowserWindow | null = null;
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
  registerIpcHandlers({ config, getWindow });
  const paths = builtPaths(import.meta.dirname);

  app.on('window-all-closed', () => app.quit());
  app
    .whenReady()
    .then(() => {
      if (app.isPackaged) Menu.setApplicationMenu(null);
      installPermissionPolicy(session.defaultSession);
      serveRenderer({ rendererDir: paths.renderer, config });
      mainWindow = createMainWindow({
        preloadPath: paths.preload,
        startUrl: startUrl(),
        ...(process.platform === 'linux' ? { iconPath: resourcePath('icon.png') } : {}),
      });
      mainWindow.on('closed', () => {
        mainWindow = null;
      });
    })
    .catch((err: unknown) => {
      log.error('Falha ao iniciar:', err);
      app.exit(1);
    });
}

start();
