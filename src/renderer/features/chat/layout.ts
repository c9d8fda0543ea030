import type { ChatWindow } from './chatSlice';

/**
 * How many chat windows float side by side: three 382 px windows fill a 1366 px counter screen.
 * The others wait behind the 'Mais N chats' button, drawn by nothing until someone opens it (a
 * busy evening opens a window for every customer who writes: 186 in the ten-minute benchmark).
 */
export const MAX_SHOWN_CHAT_WINDOWS = 3;

export interface ChatWindowLayout {
  /** drawn as windows, in the state's order */
  shown: ChatWindow[];
  /** behind the overflow button, in the state's order */
  hidden: ChatWindow[];
}

/**
 * Which windows are drawn: every expanded one (someone is reading or typing there), then the
 * minimised ones that came forward last, up to `max` in all. Only minimised windows wait hidden.
 */
export function chatWindowLayout(windows: readonly ChatWindow[], max = MAX_SHOWN_CHAT_WINDOWS): ChatWindowLayout {
  let room = max - windows.filter((w) => !w.minimised).length;
  const shownMinimised = new Set<ChatWindow>();
  for (let i = windows.length - 1; i >= 0 && room > 0; i--) {
    const w = windows[i]!;
    if (w.minimised) {
      shownMinimised.add(w);
      room--;
    }
  }
  const shown: ChatWindow[] = [];
  const hidden: ChatWindow[] = [];
  for (const w of windows) (!w.minimised || shownMinimised.has(w) ? shown : hidden).push(w);
  return { shown, hidden };
}
