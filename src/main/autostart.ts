/**
 * Starting with the operating system: on by default for an installed app, a choice in the
 * tray menu ('Iniciar com o sistema') kept in the preferences. Windows (and macOS) through
 * app.setLoginItemSettings; Linux has no such API, so an XDG autostart entry is written.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { app } from 'electron';
import log from './log';
import type { PreferencesStore } from './preferences';

export const LINUX_AUTOSTART_FILE = 'painel-do-parceiro.desktop';

export interface AutostartEnv {
  platform: NodeJS.Platform;
  /** Linux: ~/.config (XDG_CONFIG_HOME) */
  configDir: string;
  /** Linux: what the entry runs (the AppImage itself when run from one). */
  executable: string;
}

export function defaultAutostartEnv(): AutostartEnv {
  return {
    platform: process.platform,
    configDir: process.env.XDG_CONFIG_HOME || join(homedir(), '.config'),
    executable: process.env.APPIMAGE || process.execPath,
  };
}

export interface Autostart {
  enabled(): boolean;
  set(on: boolean): void;
}

/** Applies the stored choice (deciding it on the first start) and returns the toggle. */
export function setupAutostart(prefs: PreferencesStore, env: AutostartEnv = defaultAutostartEnv()): Autostart {
  const apply = (on: boolean): void => {
    try {
      if (env.platform === 'linux') writeLinuxEntry(env, on);
      else app.setLoginItemSettings({ openAtLogin: on });
    } catch (err) {
      log.warn('Não foi possível ajustar o início com o sistema.', err);
    }
  };
  let stored = prefs.get().openAtLogin;
  if (stored === undefined) {
    // An installed app starts with the system; a development run never registers itself.
    stored = app.isPackaged;
    prefs.update({ openAtLogin: stored });
  }
  if (app.isPackaged) apply(stored);
  return {
    enabled: () => prefs.get().openAtLogin === true,
    set(on) {
      prefs.update({ openAtLogin: on });
      apply(on);
      log.info(on ? 'Início com o sistema ativado.' : 'Início com o sistema desativado.');
    },
  };
}

function writeLinuxEntry({ configDir, executable }: AutostartEnv, on: boolean): void {
  const file = join(configDir, 'autostart', LINUX_AUTOSTART_FILE);
  if (!on) {
    rmSync(file, { force: true });
    return;
  }
  mkdirSync(join(configDir, 'autostart'), { recursive: true });
  const exec = /[\s"]/.test(executable) ? `"${executable.replace(/(["\\`$])/g, '\\$1')}"` : executable;
  writeFileSync(
    file,
    ['[Desktop Entry]', 'Type=Application', 'Name=Painel do Parceiro', `Exec=${exec}`, 'X-GNOME-Autostart-enabled=true', ''].join('\n'),
  );
}
