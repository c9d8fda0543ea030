/**
 * The window reopens where it was: bounds saved on move/resize (debounced) and on close,
 * restored at start and clamped to a display that is still there (a second monitor unplugged
 * overnight must not leave the panel off-screen).
 */
import { screen, type BrowserWindow, type Rectangle } from 'electron';
import type { SavedBounds } from './preferences';

export interface DisplayArea {
  workArea: Rectangle;
}

/** Bounds fully inside the display the saved ones overlap most (the primary one if none). */
export function clampToDisplays(saved: Rectangle, displays: readonly DisplayArea[], primary: DisplayArea): Rectangle {
  let best: DisplayArea | null = null;
  let bestArea = 0;
  for (const display of displays) {
    const area = overlap(saved, display.workArea);
    if (area > bestArea) {
      best = display;
      bestArea = area;
    }
  }
  const area = (best ?? primary).workArea;
  const width = Math.min(saved.width, area.width);
  const height = Math.min(saved.height, area.height);
  if (!best) {
    // Nothing of it is visible any more: centre it on the primary display.
    return {
      x: area.x + Math.round((area.width - width) / 2),
      y: area.y + Math.round((area.height - height) / 2),
      width,
      height,
    };
  }
  return {
    x: clamp(saved.x, area.x, area.x + area.width - width),
    y: clamp(saved.y, area.y, area.y + area.height - height),
    width,
    height,
  };
}

/** The saved bounds, made visible on today's displays (after app 'ready': screen needs it). */
export function restoreBounds(saved: SavedBounds | undefined): Rectangle | undefined {
  if (!saved) return undefined;
  const { x, y, width, height } = saved;
  return clampToDisplays({ x, y, width, height }, screen.getAllDisplays(), screen.getPrimaryDisplay());
}

function overlap(a: Rectangle, b: Rectangle): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

export interface WindowStateOptions {
  save: (bounds: SavedBounds) => void;
  debounceMs?: number;
}

/** Saves the window's normal (not maximised) bounds and whether it is maximised. */
export function trackWindowState(win: BrowserWindow, { save, debounceMs = 500 }: WindowStateOptions): void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const saveNow = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (win.isDestroyed()) return;
    save({ ...win.getNormalBounds(), maximized: win.isMaximized() });
  };
  const saveSoon = (): void => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(saveNow, debounceMs);
  };
  win.on('resize', saveSoon);
  win.on('move', saveSoon);
  win.on('maximize', saveSoon);
  win.on('unmaximize', saveSoon);
  win.on('close', saveNow);
}
