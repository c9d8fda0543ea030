import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedBounds } from './preferences';
import { FakeBrowserWindow, electron } from './test/mocks';
import { clampToDisplays, restoreBounds, trackWindowState } from './windowState';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const primary = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const right = { workArea: { x: 1920, y: 0, width: 1280, height: 984 } };
const bounds = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('window state: restore', () => {
  it('keeps bounds that are fully on a display', () => {
    for (const saved of [bounds(100, 50, 1366, 800), bounds(2000, 10, 1100, 700)]) {
      expect(clampToDisplays(saved, [primary, right], primary)).toEqual(saved);
    }
  });

  it.each([
    ['pulls a window half off-screen back inside the display it mostly is on', bounds(1500, -200, 1366, 800), [primary], bounds(554, 0, 1366, 800)],
    ['shrinks a window larger than its display', bounds(1900, 0, 1600, 1200), [primary, right], bounds(1920, 0, 1280, 984)],
    ['centres on the primary display a window whose monitor is gone', bounds(2100, 100, 1366, 800), [primary], bounds(277, 120, 1366, 800)],
  ])('%s', (_name, saved, displays, expected) => {
    expect(clampToDisplays(saved, displays, primary)).toEqual(expected);
  });

  it('restoreBounds reads the displays from Electron; nothing saved means the defaults', () => {
    electron.reset();
    expect(restoreBounds(undefined)).toBeUndefined();
    expect(restoreBounds({ x: 5000, y: 5000, width: 800, height: 600, maximized: false })).toEqual(bounds(560, 220, 800, 600));
  });
});

describe('window state: save', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves once after moves and resizes settle, and at once on close', () => {
    const saved: SavedBounds[] = [];
    const win = new FakeBrowserWindow({ x: 10, y: 20, width: 1200, height: 700 });
    trackWindowState(win as never, { save: (b) => saved.push(b), debounceMs: 500 });
    win.setBounds({ x: 30 });
    win.emit('move');
    vi.advanceTimersByTime(200);
    win.setBounds({ width: 1300 });
    win.emit('resize');
    vi.advanceTimersByTime(499);
    expect(saved).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(saved).toEqual([{ x: 30, y: 20, width: 1300, height: 700, maximized: false }]);
    win.maximize();
    win.emit('close');
    expect(saved.at(-1)).toEqual({ x: 30, y: 20, width: 1300, height: 700, maximized: true });
  });
});
