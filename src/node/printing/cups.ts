/**
 * Raw printing through CUPS (Linux, macOS): lp -o raw with the bytes on stdin, then the job
 * followed with lpstat (osQueueJob.ts): its id from lp ("request id is Caixa-12 (1 file(s))"),
 * whether it is still in the queue (lpstat -W not-completed) or completed (lpstat -W completed),
 * and the queue's state and reasons (lpstat -l -p: disabled, "Alerts: media-empty-error").
 */
import type { QueueCondition } from '../../shared/printing/status';
import { PrinterError } from './errors';
import { type OsQueueOptions, type OsQueueReport, type QueueDriver, type QueueJob, type QueueReading, printToOsQueue } from './osQueueJob';
import { type RunCommand, isMissingProgram, runCommand } from './process';

export interface OsPrinter {
  name: string;
  /** 'idle', 'printing', 'disabled' or 'unknown' */
  state: 'idle' | 'printing' | 'disabled' | 'unknown';
}

/** lpstat talks the user's language; its output is parsed in English. */
const C_LOCALE = { ...process.env, LANG: 'C', LC_ALL: 'C' };
const QUICK = { env: C_LOCALE, timeoutMs: 10_000 };

function parseStates(lpstatP: string): Map<string, OsPrinter['state']> {
  const states = new Map<string, OsPrinter['state']>();
  for (const line of lpstatP.split('\n')) {
    const match = /^printer (\S+) (.*)$/.exec(line.trim());
    if (!match?.[1]) continue;
    const rest = match[2] ?? '';
    states.set(
      match[1],
      /disabled/.test(rest) ? 'disabled' : /now printing/.test(rest) ? 'printing' : /is idle/.test(rest) ? 'idle' : 'unknown',
    );
  }
  return states;
}

/** The CUPS queues (lpstat -e) with their state (lpstat -p); [] where CUPS is absent. */
export async function listCupsPrinters(run: RunCommand = runCommand): Promise<OsPrinter[]> {
  try {
    const names = await run('lpstat', ['-e'], QUICK);
    if (names.code !== 0) return [];
    const status = await run('lpstat', ['-p'], QUICK).catch(() => null);
    const states = parseStates(status?.stdout ?? '');
    return names.stdout
      .split('\n')
      .map((n) => n.trim())
      .filter((n) => n !== '')
      .map((name) => ({ name, state: states.get(name) ?? 'unknown' }));
  } catch (error) {
    if (isMissingProgram(error)) return [];
    throw error;
  }
}

/**
 * `lpstat -l -p QUEUE`: "printer Caixa disabled since ..." (paused by a person: cupsdisable or the
 * error policy), "printer Caixa now printing Caixa-3." (the job being sent) and "\tAlerts:
 * media-empty-error" (the printer-state-reasons, "none" when there are none).
 */
export function parseCupsQueue(lpstatLP: string, queue: string): QueueReading | null {
  const lines = lpstatLP.split('\n');
  const head = lines.find((l) => l.startsWith(`printer ${queue} `));
  if (!head) return null;
  const alerts = /^\s*Alerts:(.*)$/m.exec(lpstatLP)?.[1] ?? '';
  const reasons = alerts.split(/[\s,]+/).filter((r) => r !== '' && r !== 'none');
  const printing = /now printing (\S+?)\.?\s/.exec(`${head} `)?.[1];
  return { paused: / disabled /.test(head), reasons, ...(printing ? { printing } : {}) };
}

/** "request id is Caixa-12 (1 file(s))": the job's id. */
export function parseCupsJobId(lpOut: string): string | null {
  return /request id is (\S+)/.exec(lpOut)?.[1] ?? null;
}

/** The job ids `lpstat -W ... -o QUEUE` lists (the first word of each line). */
function jobIds(lpstatO: string): Set<string> {
  return new Set(lpstatO.split('\n').map((l) => l.trim().split(/\s+/)[0] ?? '').filter((id) => id !== ''));
}

async function lpSend(run: RunCommand, queue: string, bytes: Uint8Array, title: string): Promise<string | null> {
  let result;
  try {
    result = await run('lp', ['-d', queue, '-o', 'raw', '-t', title], { input: bytes, env: C_LOCALE });
  } catch (error) {
    if (isMissingProgram(error)) {
      throw new PrinterError('unsupported', 'Impressão pelo sistema indisponível: o comando lp (CUPS) não está instalado.', { cause: error });
    }
    throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}.`, { cause: error });
  }
  if (result.code === 0) return parseCupsJobId(result.stdout);
  const detail = result.stderr.trim();
  if (/does not exist|unknown printer|no such/i.test(detail)) {
    throw new PrinterError('not-found', `Impressora não encontrada no sistema: ${queue}.`);
  }
  if (/not accepting|disabled|paused/i.test(detail)) {
    throw new PrinterError('offline', `Impressora offline: a fila ${queue} do sistema não está aceitando impressões.`);
  }
  throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}${detail ? `: ${detail}` : '.'}`);
}

/** CUPS's commands as a queue driver (osQueueJob.ts). */
export function cupsDriver(run: RunCommand = runCommand): QueueDriver {
  const lpstat = async (args: string[]) => {
    try {
      const result = await run('lpstat', args, QUICK);
      return result.code === 0 ? result.stdout : null;
    } catch (error) {
      if (isMissingProgram(error)) return null;
      throw error;
    }
  };
  return {
    async condition(queue) {
      const out = await lpstat(['-l', '-p', queue]);
      return out === null ? null : parseCupsQueue(out, queue);
    },
    send: (queue, bytes, title) => lpSend(run, queue, bytes, title),
    async job(queue, id): Promise<QueueJob> {
      const pending = await lpstat(['-W', 'not-completed', '-o', queue]);
      if (pending === null) return { state: 'desconhecido' };
      if (jobIds(pending).has(id)) return { state: 'pendente', started: false, reasons: [] };
      const completed = await lpstat(['-W', 'completed', '-o', queue]);
      return completed !== null && jobIds(completed).has(id) ? { state: 'concluido' } : { state: 'desconhecido' };
    },
    async cancel(_queue, id) {
      const result = await run('cancel', [id], QUICK).catch(() => null);
      return result?.code === 0;
    },
  };
}

/** The queue's state now (the toolbar asks while nothing prints); null where CUPS cannot say. */
export function readCupsQueue(queue: string, run: RunCommand = runCommand): Promise<QueueCondition | null> {
  return cupsDriver(run).condition(queue).catch(() => null);
}

export function sendToCups(
  queue: string,
  bytes: Uint8Array,
  title: string,
  run: RunCommand = runCommand,
  options: OsQueueOptions = {},
): Promise<OsQueueReport> {
  return printToOsQueue(cupsDriver(run), queue, bytes, title, options);
}
