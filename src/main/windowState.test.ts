import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SavedBounds } from './preferences';
import { FakeBrowserWindow, electron } from './test/mocks';
import { clampToDisplays, restoreBounds, trackWindowState } from './windowState';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

const primary = { workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
const right = { workArea: { x: 1920, y: 0, width: 1280, height: 984 } };

describe('window state: restore', () => {
  it('keeps bounds that are fully on a display', () => {
    const saved = { x: 100, y: 50, width: 1366, height: 800 };
    expect(clampToDisplays(saved, [primary, right], primary)).toEqual(saved);
    expect(clampToDisplays({ x: 2000, y: 10, width: 1100, height: 700 }, [primary, right], primary)).toEqual({
      x: 2000,
      y: 10,
      width: 1100,
      height: 700,
    });
  });

  it('pulls a window half off-screen back inside the display it mostly is on', () => {
    expect(clampToDisplays({ x: 1500, y: -200, width: 1366, height: 800 }, [primary], primary)).toEqual({
      x: 554,
      y: 0,
      width: 1366,
      height: 800,
    });
  });

  it('shrinks a window larger than its display', () => {
    expect(clampToDisplays({ x: 1900, y: 0, width: 1600, height: 1200 }, [primary, right], primary)).toEqual({
      x: 1920,
      y: 0,
      width: 1280,
      height: 984,
    });
  });

  it('centres on the primary display a window whose monitor is gone', () => {
    expect(clampToDisplays({ x: 2100, y: 100, width: 1366, height: 800 }, [primary], primary)).toEqual({
      x: 277,
      y: 120,
      width: 1366,
      height: 800,
    });
  });

  it('restoreBounds reads the displays from Electron; nothing saved means the defaults', () => {
    electron.reset();
    expect(restoreBounds(undefined)).toBeUndefined();
    expect(restoreBounds({ x: 5000, y: 5000, width: 800, height: 600, maximized: false })).toEqual({
      x: 560,
      y: 220,
      width: 800,
      height: 600,
    });
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
