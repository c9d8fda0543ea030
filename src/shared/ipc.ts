/**
 * The channel map between the renderer and the main process. The renderer never sees these
 * channel names: it calls the typed `window.desktop` object (DesktopApi) that the preload builds
 * from them, and main registers one validated handler per invoke channel.
 */
import { z } from 'zod';
import type { PlatformConfig } from './config';

/** Answer of the window's close question ('Tem certeza que precisa fechar?'). */
export const QUIT_CHOICES = ['minimize', 'quitApp'] as const;
export type QuitChoice = (typeof QUIT_CHOICES)[number];

/** Renderer -> main calls (ipcRenderer.invoke / ipcMain.handle): the argument's schema. */
export const INVOKE_ARGS = {
  'config:get': z.undefined(),
  'app:info': z.undefined(),
  'notify:order': z.strictObject({
    orderId: z.number().int().positive(),
    title: z.string().trim().min(1).max(200),
    body: z.string().max(1000),
  }),
  'window:focus': z.undefined(),
  toAppQuit: z.enum(QUIT_CHOICES),
} satisfies { [C in InvokeChannel]: z.ZodType };

export interface AppInfo {
  version: string;
  platform: string;
  electron: string;
}

/** Renderer -> main calls: what each answers. */
export interface InvokeResults {
  'config:get': PlatformConfig;
  'app:info': AppInfo;
  'notify:order': void;
  'window:focus': void;
  toAppQuit: void;
}

export type InvokeChannel = keyof InvokeResults;
export type InvokeArg<C extends InvokeChannel> = z.output<(typeof INVOKE_ARGS)[C]>;
export const INVOKE_CHANNELS = Object.keys(INVOKE_ARGS) as InvokeChannel[];

export type OrderNotification = InvokeArg<'notify:order'>;

/** Main -> renderer messages (webContents.send / ipcRenderer.on): the payload of each. */
export interface RendererEvents {
  /** A desktop notification of this order was clicked: show it. */
  'order:open': { orderId: number };
  /** An update was found: the renderer replaces the app with the 'Atualizando...' screen. */
  'update-available': { version: string };
  /** Text shown under the progress on the 'Atualizando...' screen. */
  'update-message': { message: string };
  /** Download progress, 0 to 100. */
  'update-progress': { percent: number };
  /** The user tried to close the window: ask 'Tem certeza que precisa fechar?', reply with toAppQuit. */
  'on-close-click': Record<string, never>;
}

export type RendererEvent = keyof RendererEvents;

/** What the preload exposes as `window.desktop` (absent when the panel runs in a browser). */
export interface DesktopApi {
  /** The platform the panel talks to (same content as GET /config.json in a browser). */
  getConfig(): Promise<PlatformConfig>;
  getAppInfo(): Promise<AppInfo>;
  /** Desktop notification of an order; a click focuses the window and emits 'order:open'. */
  notifyOrder(notification: OrderNotification): Promise<void>;
  /** Shows, restores and focuses the panel's window. */
  focusWindow(): Promise<void>;
  /** Reply to 'on-close-click': minimise the window or quit the app. */
  toAppQuit(choice: QuitChoice): Promise<void>;
  /** Subscribes to a main -> renderer message; returns the unsubscribe function. */
  on<E extends RendererEvent>(event: E, listener: (payload: RendererEvents[E]) => void): () => void;
}
