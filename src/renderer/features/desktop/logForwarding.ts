/**
 * In the desktop app nobody sees the page's console: its warnings and errors, and the errors
 * nothing caught, also go to main's log file (window.desktop.writeLog). They still print to the
 * console as before. In a browser tab (no window.desktop) nothing changes.
 */
import type { DesktopApi } from '../../../shared/ipc';
import { MAX_RENDERER_LOG_CHARS, type RendererLogLevel } from '../../../shared/rendererLog';

const CUT = ' … (cortado)';

/** One value as log text: strings as they are, errors with their stack, the rest as JSON. */
function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return Object.prototype.toString.call(value); // a cycle
    }
  }
  if (typeof value === 'function') return `[função ${value.name || 'anônima'}]`;
  return String(value);
}

/** console arguments as one message, no longer than main accepts. */
export function logMessage(args: readonly unknown[]): string {
  const text = args.map(describe).join(' ');
  return text.length > MAX_RENDERER_LOG_CHARS ? text.slice(0, MAX_RENDERER_LOG_CHARS - CUT.length) + CUT : text;
}

export interface LogHost {
  desktop?: Pick<DesktopApi, 'writeLog'>;
  console: Pick<Console, 'warn' | 'error'>;
  addEventListener: Window['addEventListener'];
  removeEventListener: Window['removeEventListener'];
}

/**
 * Forwards console.warn/console.error, uncaught errors and unhandled promise rejections of
 * `host` to main's log, when `host.desktop` exists. Returns what undoes it.
 */
export function forwardLogsToMain(host: LogHost = window): () => void {
  const desktop = host.desktop;
  if (!desktop) return () => undefined;
  const { warn, error } = host.console;
  let failureShown = false;

  const send = (level: RendererLogLevel, args: readonly unknown[]) => {
    desktop.writeLog(level, logMessage(args)).catch((reason: unknown) => {
      // Printed once, and not forwarded: a log that cannot be written must not loop.
      if (failureShown) return;
      failureShown = true;
      warn.call(host.console, '[log] mensagens do painel não chegam ao arquivo de log:', reason);
    });
  };

  host.console.warn = (...args: unknown[]) => {
    warn.apply(host.console, args);
    send('warn', args);
  };
  host.console.error = (...args: unknown[]) => {
    error.apply(host.console, args);
    send('error', args);
  };
  // The browser prints these itself.
  const onError = (event: ErrorEvent) => {
    const where = event.filename ? ` (${event.filename}:${event.lineno}:${event.colno})` : '';
    send('error', ['Erro não tratado:', event.error ?? `${event.message}${where}`]);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    send('error', ['Promessa rejeitada sem tratamento:', event.reason]);
  };
  host.addEventListener('error', onError);
  host.addEventListener('unhandledrejection', onRejection);

  return () => {
    host.console.warn = warn;
    host.console.error = error;
    host.removeEventListener('error', onError);
    host.removeEventListener('unhandledrejection', onRejection);
  };
}
