import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { startDesktopShell } from './desktopShell';
import { openPreferences } from './preferences';
import { installQuitFlow } from './quitFlow';
import { FakeBrowserWindow, FakeNotification, FakeTray, electron } from './test/mocks';
import type { Updater } from './updater';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const dir = mkdtempSync(join(tmpdir(), 'painel-shell-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;

function start(saved?: { maximized: boolean }) {
  electron.reset();
  const prefs = openPreferences(join(dir, `p${n++}.json`));
  if (saved) prefs.update({ window: { x: 0, y: 0, width: 1200, height: 700, ...saved } });
  const win = new FakeBrowserWindow({});
  win.show();
  const quitFlow = installQuitFlow({ getWindow: () => win as never });
  const replays: number[] = [];
  const updater = { start: () => undefined, replay: () => replays.push(1) } as unknown as Updater;
  const shell = startDesktopShell({
    win: win as never,
    prefs,
    quitFlow,
    autostart: { enabled: () => true, set: () => undefined },
    updater,
  });
  const trayItem = (label: string) => FakeTray.instances.at(-1)!.menu!.items.find((i) => i.label === label)!;
  return { win, prefs, shell, replays, trayItem };
}

describe('desktop shell', () => {
  beforeEach(() => {
    FakeNotification.instances.length = 0;
  });

  it('Minimizar hides the window to the tray; the notice about it is shown only the first time', () => {
    const { win, shell, prefs } = start();
    win.close();
    shell.closeGuard.answer('minimize');
    expect(win.isVisible()).toBe(false);
    expect(win.destroyed).toBe(false);
    expect(FakeNotification.instances.map((x) => x.options.title)).toEqual(['O Painel do Parceiro continua aberto']);
    expect(prefs.get().trayNoticeShown).toBe(true);
    win.show();
    win.close();
    shell.closeGuard.answer('minimize');
    expect(FakeNotification.instances).toHaveLength(1);
  });

  it('the tray opens the hidden panel and Sair quits without asking', () => {
    const { win, trayItem } = start();
    win.hide();
    trayItem('Abrir o painel').click!({ checked: false });
    expect(win.isVisible()).toBe(true);
    trayItem('Sair').click!({ checked: false });
    expect(electron.state.quitCalls).toBe(1);
  });

  it('Fechar quits; once quitting, the close is not questioned again', () => {
    const { win, shell } = start();
    win.close();
    shell.closeGuard.answer('quitApp');
    expect(electron.state.quitCalls).toBe(1);
    electron.module.app.emit('before-quit', { preventDefault: () => undefined });
    win.webContents.sent.length = 0;
    win.close();
    expect(win.destroyed).toBe(true);
    expect(win.webContents.sent.map((m) => m.channel)).not.toContain('on-close-click');
  });

  it('Windows ending the session closes without the question', () => {
    const { win } = start();
    win.emit('query-session-end', {});
    win.close();
    expect(win.destroyed).toBe(true);
  });

  it('restores a maximised window and replays the update state after each page load', () => {
    const { win, replays } = start({ maximized: true });
    expect(win.isMaximized()).toBe(true);
    win.webContents.emit('did-finish-load');
    expect(replays).toEqual([1]);
  });
});
