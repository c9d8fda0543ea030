/**
 * The channel map between the renderer and the main process. The renderer never sees these
 * channel names: it calls the typed `window.desktop` object (DesktopApi) that the preload builds
 * from them, and main registers one validated handler per invoke channel.
 */
import { z } from 'zod';
import type { PlatformConfig } from './config';
import { CODE_PAGES, type CodePage } from './printing/codePages';
import type { PrinterHealth } from './printing/status';
import { MAX_RENDERER_LOG_CHARS, RENDERER_LOG_LEVELS, type RendererLogLevel } from './rendererLog';

/** Largest ticket main accepts over IPC (a long order is a few KB). */
export const MAX_PRINT_BYTES = 512 * 1024;
const MAX_PRINT_BYTES_BASE64 = Math.ceil(MAX_PRINT_BYTES / 3) * 4;
const MAX_PRINT_HTML = 2 * 1024 * 1024;

/** Answer of the window's close question ('Tem certeza que precisa fechar?'). */
export const QUIT_CHOICES = ['minimize', 'quitApp'] as const;
export type QuitChoice = (typeof QUIT_CHOICES)[number];

/** Secrets main keeps with the OS's safe storage (secret:get/set/delete accept no other name). */
export const SECRET_KEYS = ['session', 'qzPrivateKey'] as const;
export type SecretKey = (typeof SECRET_KEYS)[number];
/**
 * Secrets the renderer may read back. The QZ private key is write-only: main signs with it
 * (print:qz-sign), so it never returns to the page once saved.
 */
export const READABLE_SECRET_KEYS = ['session'] as const satisfies readonly SecretKey[];
export type ReadableSecretKey = (typeof READABLE_SECRET_KEYS)[number];
/** Largest secret accepted (a PEM private key is a few KB). */
export const MAX_SECRET_LENGTH = 64 * 1024;

export { MAX_RENDERER_LOG_CHARS, RENDERER_LOG_LEVELS, type RendererLogLevel };

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
  // Desktop host (src/main/desktopHandlers.ts; features/desktop in the renderer).
  /** The renderer shows the close question: main stops waiting to fall back to its own dialog. */
  'close:question-shown': z.undefined(),
  /** The renderer has flushed what it writes before the app quits (answer to 'app:before-quit'). */
  'app:quit-ready': z.undefined(),
  /** Orders waiting in PP: the tray's label and icon. */
  'tray:pending-count': z.number().int().min(0).max(100_000),
  /** Logged in and waiting for orders: keep the system from suspending the app. */
  'app:waiting-orders': z.boolean(),
  'secret:get': z.enum(READABLE_SECRET_KEYS),
  'secret:set': z.strictObject({ key: z.enum(SECRET_KEYS), value: z.string().max(MAX_SECRET_LENGTH) }),
  'secret:delete': z.enum(SECRET_KEYS),
  // Printing (features/printing in the renderer, src/main/printHandlers.ts in main).
  'print:list': z.undefined(),
  'print:raw': z.strictObject({
    printer: z.string().trim().min(1).max(200),
    /** ESC/POS bytes: base64 text, or a list of byte values */
    bytes: z.union([z.base64().max(MAX_PRINT_BYTES_BASE64), z.array(z.number().int().min(0).max(255)).max(MAX_PRINT_BYTES)]),
    codePage: z.enum(CODE_PAGES),
    title: z.string().max(200).optional(),
    /** the panel's id of this copy and the run of main that got it first (src/node/printing/printOnce.ts) */
    printId: z.string().trim().min(1).max(200).optional(),
    expectedInstance: z.string().trim().min(1).max(200).optional(),
  }),
  /** the configured network printers' states, as they say them (src/node/printing/health.ts) */
  'print:status': z.undefined(),
  'print:native-list': z.undefined(),
  'print:html': z.strictObject({
    printer: z.string().trim().min(1).max(200),
    html: z.string().min(1).max(MAX_PRINT_HTML),
    /** microns (Electron's silent print uses A4 without it) */
    pageSize: z.strictObject({ width: z.number().int().min(10_000).max(300_000), height: z.number().int().min(10_000).max(5_000_000) }),
  }),
  'print:qz-sign': z.strictObject({ toSign: z.string().min(1).max(100_000) }),
  /** A console.warn/error or an unhandled error of the page, for main.log (src/main/rendererLog.ts). */
  'log:renderer': z.strictObject({ level: z.enum(RENDERER_LOG_LEVELS), message: z.string().max(MAX_RENDERER_LOG_CHARS) }),
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
  'close:question-shown': void;
  'app:quit-ready': void;
  'tray:pending-count': void;
  'app:waiting-orders': void;
  'secret:get': string | null;
  'secret:set': void;
  'secret:delete': void;
  'print:list': PrinterListResult;
  'print:raw': PrintResult;
  'print:status': PrinterHealth[];
  'print:native-list': PrinterListResult;
  'print:html': PrintResult;
  'print:qz-sign': QzSignResult;
  'log:renderer': void;
}

/** A printer main can print to (print:list: configured network printers and OS queues). */
export interface DesktopPrinter {
  name: string;
  codePage?: CodePage;
  origem: 'rede' | 'sistema';
}

/** Printing never throws across IPC: the renderer needs the kind of failure, not a wrapped message. */
/**
 * instance: this run of main (print:raw); repeated: the copy had been printed already, nothing was
 * printed now; 'unknown-outcome': main restarted since the copy was first sent.
 */
/**
 * confirmation (print:raw): how the printer confirmed the copy (src/node/printing/confirmedTcp.ts).
 * 'not-ready': the printer said it is stopped (message: 'Caixa: sem papel'), nothing was sent;
 * 'interrupted': it stopped after the copy went and cannot tell whether it came out.
 */
export type PrintResult =
  | { ok: true; instance?: string; repeated?: boolean; confirmation?: 'papel' | 'status' | 'sem-confirmacao' | 'fila' }
  | {
      ok: false;
      code: 'offline' | 'not-ready' | 'interrupted' | 'not-found' | 'unsupported' | 'failed' | 'unknown-outcome';
      message: string;
      instance?: string;
      /** the printer provably got none of the copy (src/node/printing/errors.ts nothingSent): it may go to a backup printer */
      nothingSent?: boolean;
    };
export type PrinterListResult = { ok: true; printers: DesktopPrinter[] } | { ok: false; message: string };
export type QzSignResult = { ok: true; signature: string } | { ok: false; code: 'no-key' | 'failed'; message: string };

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
  /** The update failed (already logged by main): a toast, and the 'Atualizando...' screen goes away. */
  'update-error': { message: string };
  /** The user tried to close the window: ask 'Tem certeza que precisa fechar?', reply with toAppQuit. */
  'on-close-click': Record<string, never>;
  /** The app is quitting: finish any write in progress, then answer with quitReady(). */
  'app:before-quit': Record<string, never>;
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
  /** Tells main the close question is on screen (so it does not show its own). */
  closeQuestionShown(): Promise<void>;
  /** Answer to 'app:before-quit': nothing is being written any more. */
  quitReady(): Promise<void>;
  /** Number of orders waiting for the store (tray label and icon). */
  setPendingCount(count: number): Promise<void>;
  /** Logged in and waiting for orders: main keeps the system from suspending the app. */
  setWaitingForOrders(waiting: boolean): Promise<void>;
  /** Secrets kept by main with the OS's safe storage; only the names of SECRET_KEYS. */
  secrets: {
    get(key: ReadableSecretKey): Promise<string | null>;
    set(key: SecretKey, value: string): Promise<void>;
    delete(key: SecretKey): Promise<void>;
  };
  /** Printers of the local module (configured network printers + the OS's queues). */
  printList(): Promise<PrinterListResult>;
  /** ESC/POS bytes to a printer of print:list, once (copies and retries are the renderer's queue's). */
  printRaw(job: InvokeArg<'print:raw'>): Promise<PrintResult>;
  /** The configured network printers' states, as the printers say them. */
  printStatus(): Promise<PrinterHealth[]>;
  /** Printers the OS driver prints to (method nativo). */
  printNativeList(): Promise<PrinterListResult>;
  /** An HTML ticket printed silently by the OS driver (method nativo). */
  printHtml(job: InvokeArg<'print:html'>): Promise<PrintResult>;
  /** QZ Tray: SHA512 signature made in main with the private key kept as the secret 'qzPrivateKey'. */
  qzSign(toSign: string): Promise<QzSignResult>;
  /** A warning or error of the page, written to main's log file (at most MAX_RENDERER_LOG_CHARS; main limits the rate). */
  writeLog(level: RendererLogLevel, message: string): Promise<void>;
  /** Subscribes to a main -> renderer message; returns the unsubscribe function. */
  on<E extends RendererEvent>(event: E, listener: (payload: RendererEvents[E]) => void): () => void;
}
