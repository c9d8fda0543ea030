import { app } from 'electron';

/** The panel's own origin: a privileged custom scheme serving out/renderer (see protocol.ts). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'panel';
export const APP_START_URL = `${APP_SCHEME}://${APP_HOST}/`;

/**
 * `electron-vite dev` serves the renderer from a dev server and names it in
 * ELECTRON_RENDERER_URL; honoured only in an unpackaged app.
 */
export function devRendererUrl(): string | null {
  const url = process.env.ELECTRON_RENDERER_URL;
  return !app.isPackaged && url ? url : null;
}

export function startUrl(): string {
  return devRendererUrl() ?? APP_START_URL;
}

/** Whether a URL (or an origin) belongs to the panel itself. */
export function isAppUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST) return true;
  const dev = devRendererUrl();
  return dev !== null && parsed.origin === new URL(dev).origin;
}
