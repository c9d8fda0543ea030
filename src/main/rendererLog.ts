/**
 * The page's warnings and errors in main.log (channel 'log:renderer'): in the desktop app the
 * renderer's console is seen by nobody, and support asks a restaurant for one file. A page in a
 * loop must not fill the disk: at most `perMinute` lines a minute are written, and the log says
 * how many were dropped.
 */
import type { InvokeArg } from '../shared/ipc';
import { handle } from './ipc';
import log from './log';

export const RENDERER_LOG_PER_MINUTE = 120;
const MINUTE_MS = 60_000;

type Entry = InvokeArg<'log:renderer'>;

/** Every line of the message after the first is indented: the page cannot forge a line of main's own. */
export function rendererLogLine(message: string): string {
  return `[renderer] ${message.replace(/\r\n|\r|\n/g, '\n    ')}`;
}

export function createRendererLogWriter({ now = Date.now, perMinute = RENDERER_LOG_PER_MINUTE } = {}) {
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;
  return ({ level, message }: Entry): void => {
    const at = now();
    if (at - windowStart >= MINUTE_MS) {
      if (dropped > 0) log.warn(`[renderer] ${dropped} mensagem(ns) do painel descartada(s) no último minuto (limite de ${perMinute} por minuto).`);
      windowStart = at;
      written = 0;
      dropped = 0;
    }
    if (written >= perMinute) {
      if (dropped === 0) log.warn(`[renderer] limite de ${perMinute} mensagens por minuto atingido: as próximas deste minuto são descartadas.`);
      dropped += 1;
      return;
    }
    written += 1;
    log[level](rendererLogLine(message));
  };
}

export function registerRendererLogHandler(): void {
  handle('log:renderer', createRendererLogWriter());
}
