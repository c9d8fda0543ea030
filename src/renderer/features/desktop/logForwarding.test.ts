// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RENDERER_LOG_CHARS } from '../../../shared/ipc';
import { forwardLogsToMain, logMessage, type LogHost } from './logForwarding';

/** A page: its own console and events, and (when desktop) a window.desktop that records writeLog. */
function page({ desktop = true, writeLog = () => Promise.resolve() }: { desktop?: boolean; writeLog?: () => Promise<void> } = {}) {
  const printed: [string, unknown[]][] = [];
  const sent: [string, string][] = [];
  const events = new EventTarget();
  const host: LogHost = {
    console: {
      warn: (...args: unknown[]) => void printed.push(['warn', args]),
      error: (...args: unknown[]) => void printed.push(['error', args]),
    },
    addEventListener: events.addEventListener.bind(events) as LogHost['addEventListener'],
    removeEventListener: events.removeEventListener.bind(events) as LogHost['removeEventListener'],
    ...(desktop && {
      desktop: {
        writeLog: vi.fn((level: string, message: string) => {
          sent.push([level, message]);
          return writeLog();
        }),
      },
    }),
  };
  return { host, printed, sent, events };
}

let undo: () => void = () => undefined;
afterEach(() => undo());

describe("the page's warnings and errors in the desktop app's log", () => {
  it('console.warn and console.error still print, and also go to main', () => {
    const p = page();
    undo = forwardLogsToMain(p.host);
    p.host.console.warn('[printing] pedido', 21, 'aceito, mas não impresso', { motivo: 'offline' });
    p.host.console.error(new TypeError('x is undefined'));
    expect(p.printed).toEqual([
      ['warn', ['[printing] pedido', 21, 'aceito, mas não impresso', { motivo: 'offline' }]],
      ['error', [expect.any(TypeError)]],
    ]);
    expect(p.sent[0]).toEqual(['warn', '[printing] pedido 21 aceito, mas não impresso {"motivo":"offline"}']);
    expect(p.sent[1]![0]).toBe('error');
    expect(p.sent[1]![1]).toMatch(/^TypeError: x is undefined\n\s+at /);
  });

  it('uncaught errors and unhandled promise rejections go to main as errors', () => {
    const p = page();
    undo = forwardLogsToMain(p.host);
    p.events.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught ReferenceError: y is not defined', filename: 'app://panel/assets/index.js', lineno: 3, colno: 14 }));
    p.events.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'tempo esgotado' }));
    p.events.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: boom', error: new Error('boom') }));
    expect(p.sent.slice(0, 2)).toEqual([
      ['error', 'Erro não tratado: Uncaught ReferenceError: y is not defined (app://panel/assets/index.js:3:14)'],
      ['error', 'Promessa rejeitada sem tratamento: tempo esgotado'],
    ]);
    // with the error itself, its stack
    expect(p.sent[2]![1]).toMatch(/^Erro não tratado: Error: boom\n\s+at /);
  });

  it('in a browser tab (no window.desktop) changes nothing', () => {
    const p = page({ desktop: false });
    const { warn, error } = p.host.console;
    undo = forwardLogsToMain(p.host);
    expect(p.host.console.warn).toBe(warn);
    expect(p.host.console.error).toBe(error);
  });

  it('undone: the console is as it was and events are no longer sent', () => {
    const p = page();
    const { warn } = p.host.console;
    forwardLogsToMain(p.host)();
    expect(p.host.console.warn).toBe(warn);
    p.events.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'x' }));
    expect(p.sent).toEqual([]);
  });

  it('a log main cannot write is said once on the console, not sent again in a loop', async () => {
    const p = page({ writeLog: () => Promise.reject(new Error('sem main')) });
    undo = forwardLogsToMain(p.host);
    p.host.console.error('um');
    p.host.console.error('dois');
    await Promise.resolve();
    await Promise.resolve();
    expect(p.sent).toEqual([
      ['error', 'um'],
      ['error', 'dois'],
    ]);
    expect(p.printed.filter(([, args]) => String(args[0]).startsWith('[log]'))).toEqual([
      ['warn', ['[log] mensagens do painel não chegam ao arquivo de log:', expect.any(Error)]],
    ]);
  });
});

describe('logMessage', () => {
  it('joins the arguments as text: objects as JSON, a cycle without failing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(logMessage(['a', 1, null, undefined, true, [1, 2], cyclic, function carregar() {}])).toBe(
      'a 1 null undefined true [1,2] [object Object] [função carregar]',
    );
  });

  it('cuts a text longer than main accepts, and says so', () => {
    const message = logMessage(['x'.repeat(MAX_RENDERER_LOG_CHARS * 2)]);
    expect(message).toHaveLength(MAX_RENDERER_LOG_CHARS);
    expect(message.endsWith(' … (cortado)')).toBe(true);
    expect(logMessage(['x'.repeat(MAX_RENDERER_LOG_CHARS)])).toHaveLength(MAX_RENDERER_LOG_CHARS);
  });
});
