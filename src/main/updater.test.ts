import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUpdater, UPDATE_TEXTS, type UpdaterLike, type UpdaterOptions } from './updater';

/** electron-updater's autoUpdater as far as the updater uses it. */
class FakeAutoUpdater extends EventEmitter {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  forceDevUpdateConfig = false;
  logger: unknown = null;
  feeds: unknown[] = [];
  checks = 0;
  installs: unknown[][] = [];
  failCheck: Error | null = null;
  failInstall: Error | null = null;
  setFeedURL(options: unknown): void {
    this.feeds.push(options);
  }
  checkForUpdates(): Promise<null> {
    this.checks += 1;
    return this.failCheck ? Promise.reject(this.failCheck) : Promise.resolve(null);
  }
  quitAndInstall(...args: unknown[]): void {
    if (this.failInstall) throw this.failInstall;
    this.installs.push(args);
  }
}

let fake: FakeAutoUpdater;
let sent: { event: string; payload: unknown }[];
let logged: { level: string; args: unknown[] }[];
let allowQuit: boolean[];

function setup(overrides: Partial<UpdaterOptions> = {}) {
  const at =
    (level: string) =>
    (...args: unknown[]) =>
      logged.push({ level, args });
  return createUpdater({
    autoUpdater: fake as unknown as UpdaterLike,
    send: (event, payload) => sent.push({ event, payload }),
    log: { info: at('info'), warn: at('warn'), error: at('error') },
    feedUrl: 'https://atualizacoes.exemplo/painel/',
    isPackaged: true,
    allowQuit: (on) => allowQuit.push(on),
    installDelayMs: 1500,
    firstCheckDelayMs: 10_000,
    checkIntervalMs: 60_000,
    ...overrides,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fake = new FakeAutoUpdater();
  sent = [];
  logged = [];
  allowQuit = [];
});
afterEach(() => vi.useRealTimers());

describe('updater', () => {
  it('uses UPDATE_URL as a generic feed, downloads by itself and logs through the app log', () => {
    const updater = setup();
    expect(updater.enabled).toBe(true);
    expect(fake.feeds).toEqual([{ provider: 'generic', url: 'https://atualizacoes.exemplo/painel/', channel: 'latest' }]);
    expect(fake.autoDownload).toBe(true);
    expect(fake.logger).not.toBeNull();
  });

  it('without UPDATE_URL: the installer publish config when packaged, nothing in development', () => {
    expect(setup({ feedUrl: undefined }).enabled).toBe(true);
    expect(fake.feeds).toEqual([]);
    expect(setup({ feedUrl: undefined, isPackaged: false }).enabled).toBe(false);
    const dev = setup({ isPackaged: false });
    expect(dev.enabled).toBe(true);
    expect(fake.forceDevUpdateConfig).toBe(true);
  });

  it('refuses an UPDATE_URL that is not http(s)', () => {
    const updater = setup({ feedUrl: 'file:///tmp/x' });
    expect(updater.enabled).toBe(false);
    expect(logged.some((l) => l.level === 'error' && String(l.args[0]).includes('UPDATE_URL inválida'))).toBe(true);
  });

  it('checks 10 s after start and then periodically', async () => {
    setup().start();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(fake.checks).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fake.checks).toBe(2);
  });

  it('available -> progress -> downloaded: the page gets the messages, then it installs and quits for real', async () => {
    setup();
    fake.emit('update-available', { version: '1.3.0' });
    fake.emit('download-progress', { percent: 42.7 });
    fake.emit('download-progress', { percent: 100 });
    fake.emit('update-downloaded', { version: '1.3.0' });
    expect(sent).toEqual([
      { event: 'update-available', payload: { version: '1.3.0' } },
      { event: 'update-message', payload: { message: UPDATE_TEXTS.downloading('1.3.0') } },
      { event: 'update-progress', payload: { percent: 0 } },
      { event: 'update-progress', payload: { percent: 42 } },
      { event: 'update-progress', payload: { percent: 100 } },
      { event: 'update-message', payload: { message: 'Instalando a versão 1.3.0. O painel será reaberto em instantes.' } },
      { event: 'update-progress', payload: { percent: 100 } },
    ]);
    expect(fake.installs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(allowQuit).toEqual([true]);
    expect(fake.installs).toEqual([[true, true]]);
    expect(logged.filter((l) => l.level === 'info').map((l) => l.args[0])).toEqual(
      expect.arrayContaining(['Atualização: versão 1.3.0 disponível; baixando.', 'Atualização: instalando a versão 1.3.0 e reiniciando.']),
    );
  });

  it('an error during the update: logged, the page told (toast, screen away), work goes on', async () => {
    const updater = setup();
    fake.emit('update-available', { version: '1.3.0' });
    sent.length = 0;
    fake.emit('error', new Error('net::ERR_CONNECTION_RESET'));
    expect(sent).toEqual([{ event: 'update-error', payload: { message: UPDATE_TEXTS.failed } }]);
    expect(logged.some((l) => l.level === 'error')).toBe(true);
    // Idle again: the next check runs.
    await updater.check();
    expect(fake.checks).toBe(1);
  });

  it('a failed install gives the close question back and tells the page', async () => {
    setup();
    fake.failInstall = new Error('instalador ausente');
    fake.emit('update-available', { version: '1.3.0' });
    fake.emit('update-downloaded', { version: '1.3.0' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(allowQuit).toEqual([true, false]);
    expect(sent.at(-1)).toEqual({ event: 'update-error', payload: { message: UPDATE_TEXTS.failed } });
  });

  it('a failed check with nothing on screen is only logged', async () => {
    const updater = setup();
    fake.failCheck = new Error('servidor fora do ar');
    fake.on('error', () => undefined);
    await updater.check();
    fake.emit('error', fake.failCheck);
    expect(sent).toEqual([]);
  });

  it('replays the current state to a page that reloaded mid-update', () => {
    const updater = setup();
    updater.replay();
    expect(sent).toEqual([]);
    fake.emit('update-available', { version: '2.0.0' });
    fake.emit('download-progress', { percent: 30 });
    sent.length = 0;
    updater.replay();
    expect(sent.map((s) => s.event)).toEqual(['update-available', 'update-message', 'update-progress']);
    expect(sent[2]!.payload).toEqual({ percent: 30 });
  });
});
