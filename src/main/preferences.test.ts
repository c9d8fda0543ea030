import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPreferences, preferencesPath } from './preferences';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const dir = mkdtempSync(join(tmpdir(), 'painel-prefs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('preferences', () => {
  it('defaults without a file, and keeps what is saved', () => {
    const file = preferencesPath(join(dir, 'a'));
    expect(openPreferences(file).get()).toEqual({ trayNoticeShown: false });
    openPreferences(file).update({ openAtLogin: true, window: { x: 1, y: 2, width: 1200, height: 700, maximized: false } });
    expect(openPreferences(file).get()).toEqual({
      openAtLogin: true,
      trayNoticeShown: false,
      window: { x: 1, y: 2, width: 1200, height: 700, maximized: false },
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ openAtLogin: true });
  });

  it('a damaged file means defaults, never a failed start', () => {
    const file = join(dir, 'quebrado.json');
    writeFileSync(file, '{"openAtLogin": "sim"');
    expect(openPreferences(file).get()).toEqual({ trayNoticeShown: false });
  });
});
