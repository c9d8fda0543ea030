/**
 * Automatic updates (electron-updater, generic provider). The server is UPDATE_URL when set,
 * otherwise the publish configuration electron-builder wrote into the installer
 * (app-update.yml). An update found is downloaded and installed at once, while the page shows
 * its full-screen 'Atualizando...' view ('update-available', 'update-message',
 * 'update-progress'). A failure is logged, tells the page ('update-error': a toast, the view
 * goes away) and leaves the panel working; the next check retries.
 */
import type { AppUpdater, ProgressInfo, UpdateInfo } from 'electron-updater';
import type { RendererEvent, RendererEvents } from '../shared/ipc';

/** The part of electron-updater's autoUpdater used here (injected: tests hand in a fake). */
export type UpdaterLike = Pick<AppUpdater, 'on' | 'checkForUpdates' | 'quitAndInstall' | 'setFeedURL'> & {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  forceDevUpdateConfig: boolean;
  logger: AppUpdater['logger'];
};

interface LogLike {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export interface UpdaterOptions {
  autoUpdater: UpdaterLike;
  send<E extends RendererEvent>(event: E, payload: RendererEvents[E]): void;
  log: LogLike;
  /** env UPDATE_URL: overrides the installer's publish configuration. */
  feedUrl?: string | undefined;
  isPackaged: boolean;
  /** Lets the window really close while the installer takes over (see quitFlow.allowClose). */
  allowQuit(on: boolean): void;
  /** Time for the person to read 'Instalando...' before the app quits. */
  installDelayMs?: number;
  firstCheckDelayMs?: number;
  checkIntervalMs?: number;
}

export interface Updater {
  /** False in development without UPDATE_URL, or with an unusable UPDATE_URL. */
  readonly enabled: boolean;
  /** Where updates come from, for the log. */
  readonly source: string;
  /** Schedules the first check and the periodic ones. */
  start(): void;
  check(): Promise<void>;
  /** Sends the current state again (the page reloaded during an update). */
  replay(): void;
  stop(): void;
}

export const UPDATE_TEXTS = {
  downloading: (version: string) => `Baixando a versão ${version} do Painel do Parceiro...`,
  installing: (version: string) => `Instalando a versão ${version}. O painel será reaberto em instantes.`,
  failed: 'Não foi possível atualizar o Painel do Parceiro agora. O painel continua funcionando normalmente e tentará de novo mais tarde.',
};

type Phase = { kind: 'idle' } | { kind: 'downloading' | 'installing'; version: string; percent: number; message: string };

export function createUpdater(options: UpdaterOptions): Updater {
  const { autoUpdater, log } = options;
  const send: UpdaterOptions['send'] = (event, payload) => options.send(event, payload);
  const installDelayMs = options.installDelayMs ?? 1500;
  const firstCheckDelayMs = options.firstCheckDelayMs ?? 10_000;
  const checkIntervalMs = options.checkIntervalMs ?? 4 * 60 * 60 * 1000;
  let phase: Phase = { kind: 'idle' };
  let loggedDecile = -1;
  const timers: ReturnType<typeof setTimeout>[] = [];

  const { enabled, source } = configureFeed(options);

  const show = (next: Exclude<Phase, { kind: 'idle' }>): void => {
    phase = next;
    send('update-message', { message: next.message });
    send('update-progress', { percent: next.percent });
  };

  const fail = (err: unknown): void => {
    log.error('Atualização: falhou.', err);
    options.allowQuit(false);
    if (phase.kind !== 'idle') send('update-error', { message: UPDATE_TEXTS.failed });
    phase = { kind: 'idle' };
  };

  const install = (version: string): void => {
    log.info(`Atualização: instalando a versão ${version} e reiniciando.`);
    options.allowQuit(true);
    try {
      // Silent installer, then the app starts again by itself.
      autoUpdater.quitAndInstall(true, true);
    } catch (err) {
      fail(err);
    }
  };

  if (enabled) {
    autoUpdater.logger = log;
    autoUpdater.autoDownload = true;
    autoUpdater.autoInstallOnAppQuit = true;

    autoUpdater.on('checking-for-update', () => log.info('Atualização: verificando se há versão nova.'));
    autoUpdater.on('update-not-available', (info: UpdateInfo) => log.info(`Atualização: já na versão mais recente (${info.version}).`));
    autoUpdater.on('update-available', (info: UpdateInfo) => {
      log.info(`Atualização: versão ${info.version} disponível; baixando.`);
      loggedDecile = -1;
      send('update-available', { version: info.version });
      show({ kind: 'downloading', version: info.version, percent: 0, message: UPDATE_TEXTS.downloading(info.version) });
    });
    autoUpdater.on('download-progress', (progress: ProgressInfo) => {
      if (phase.kind !== 'downloading') return;
      const percent = Math.max(0, Math.min(100, Math.floor(progress.percent)));
      phase = { ...phase, percent };
      send('update-progress', { percent });
      const decile = Math.floor(percent / 10);
      if (decile > loggedDecile) {
        loggedDecile = decile;
        log.info(`Atualização: ${percent}% baixado.`);
      }
    });
    autoUpdater.on('update-downloaded', (info: UpdateInfo) => {
      log.info(`Atualização: versão ${info.version} baixada.`);
      show({ kind: 'installing', version: info.version, percent: 100, message: UPDATE_TEXTS.installing(info.version) });
      timers.push(setTimeout(() => install(info.version), installDelayMs));
    });
    autoUpdater.on('error', (err: Error) => fail(err));
  }

  const check = async (): Promise<void> => {
    if (!enabled || phase.kind !== 'idle') return;
    try {
      await autoUpdater.checkForUpdates();
    } catch (err) {
      // Already reported through the 'error' event; a failed check is retried on schedule.
      log.warn('Atualização: verificação não concluída.', (err as Error)?.message ?? err);
    }
  };

  return {
    enabled,
    source,
    start() {
      log.info(`Atualizações automáticas: ${source}.`);
      if (!enabled) return;
      // unref: the schedule never keeps a process alive by itself (tests, a quitting app).
      timers.push(setTimeout(() => void check(), firstCheckDelayMs).unref());
      timers.push(setInterval(() => void check(), checkIntervalMs).unref());
    },
    check,
    replay() {
      if (phase.kind === 'idle') return;
      send('update-available', { version: phase.version });
      show(phase);
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.length = 0;
    },
  };
}

function configureFeed({ autoUpdater, feedUrl, isPackaged, log }: UpdaterOptions): { enabled: boolean; source: string } {
  if (feedUrl) {
    let url: URL;
    try {
      url = new URL(feedUrl);
    } catch {
      url = new URL('invalid:');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      log.error(`UPDATE_URL inválida ('${feedUrl}'): precisa ser um endereço http(s). Atualizações desativadas.`);
      return { enabled: false, source: 'desativadas (UPDATE_URL inválida)' };
    }
    autoUpdater.setFeedURL({ provider: 'generic', url: url.href, channel: 'latest' });
    // Outside an installer electron-updater checks only when told to.
    if (!isPackaged) autoUpdater.forceDevUpdateConfig = true;
    return { enabled: true, source: `servidor ${url.href} (UPDATE_URL)` };
  }
  if (!isPackaged) return { enabled: false, source: 'desativadas fora do instalador (defina UPDATE_URL para testar)' };
  return { enabled: true, source: 'servidor da configuração do instalador (app-update.yml)' };
}
