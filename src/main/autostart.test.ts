import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { LINUX_AUTOSTART_FILE, setupAutostart } from './autostart';
import { openPreferences } from './preferences';
import { electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const dir = mkdtempSync(join(tmpdir(), 'painel-autostart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const prefs = () => openPreferences(join(dir, `prefs-${n++}.json`));

beforeEach(() => {
  electron.reset();
  electron.module.app.isPackaged = true;
});

describe('start with the system', () => {
  it('an installed app starts with Windows by default, and the choice can be turned off', () => {
    const store = prefs();
    const autostart = setupAutostart(store, { platform: 'win32', configDir: dir, executable: 'C:\\x.exe' });
    expect(autostart.enabled()).toBe(true);
    expect(electron.module.app.loginItems).toEqual([{ openAtLogin: true }]);
    autostart.set(false);
    expect(electron.module.app.loginItems.at(-1)).toEqual({ openAtLogin: false });
    expect(store.get().openAtLogin).toBe(false);
    // The stored choice wins on the next start.
    setupAutostart(store, { platform: 'win32', configDir: dir, executable: 'C:\\x.exe' });
    expect(electron.module.app.loginItems.at(-1)).toEqual({ openAtLogin: false });
  });

  it('on Linux writes and removes an XDG autostart entry running the AppImage', () => {
    const configDir = join(dir, 'config');
    const entry = join(configDir, 'autostart', LINUX_AUTOSTART_FILE);
    const autostart = setupAutostart(prefs(), { platform: 'linux', configDir, executable: '/home/loja/Painel do Parceiro.AppImage' });
    expect(readFileSync(entry, 'utf8')).toContain('Exec="/home/loja/Painel do Parceiro.AppImage"');
    autostart.set(false);
    expect(existsSync(entry)).toBe(false);
  });

  it('a development run never registers itself', () => {
    electron.module.app.isPackaged = false;
    const autostart = setupAutostart(prefs(), { platform: 'win32', configDir: dir, executable: 'x' });
    expect(autostart.enabled()).toBe(false);
    expect(electron.module.app.loginItems).toEqual([]);
    electron.module.app.isPackaged = false;
  });
});
