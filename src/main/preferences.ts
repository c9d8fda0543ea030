/**
 * The desktop host's own small settings, in <userData>/preferencias.json: start with the
 * system, the one-time tray notice, the window's last position. Nothing the renderer needs.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import log from './log';

export const PREFERENCES_FILE = 'preferencias.json';

const boundsSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean().default(false),
});
export type SavedBounds = z.output<typeof boundsSchema>;

const preferencesSchema = z.object({
  /** Absent until the first start decides (on for an installed app). */
  openAtLogin: z.boolean().optional(),
  trayNoticeShown: z.boolean().default(false),
  window: boundsSchema.optional(),
});
export type Preferences = z.output<typeof preferencesSchema>;

export interface PreferencesStore {
  get(): Preferences;
  update(change: Partial<Preferences>): Preferences;
}

export function preferencesPath(userDataDir: string): string {
  return join(userDataDir, PREFERENCES_FILE);
}

/** A missing or damaged file means defaults: preferences never stop the panel from starting. */
export function openPreferences(file: string): PreferencesStore {
  let current = read(file);
  return {
    get: () => current,
    update(change) {
      current = { ...current, ...change };
      write(file, current);
      return current;
    },
  };
}

function read(file: string): Preferences {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return preferencesSchema.parse({});
  }
  try {
    return preferencesSchema.parse(JSON.parse(text));
  } catch (err) {
    log.warn(`Preferências ilegíveis em ${file}; usando os padrões.`, err);
    return preferencesSchema.parse({});
  }
}

function write(file: string, value: Preferences): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    // Write-then-rename: a power cut mid-write leaves the old file, never half of one.
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(value, null, 2));
    renameSync(tmp, file);
  } catch (err) {
    log.warn(`Não foi possível salvar as preferências em ${file}.`, err);
  }
}
