/** Raw printing through CUPS (Linux, macOS): lp -o raw with the bytes on stdin. */
import { PrinterError } from './errors';
import { type RunCommand, isMissingProgram, runCommand } from './process';

export interface OsPrinter {
  name: string;
  /** 'idle', 'printing', 'disabled' or 'unknown' */
  state: 'idle' | 'printing' | 'disabled' | 'unknown';
}

/** lpstat talks the user's language; its output is parsed in English. */
const C_LOCALE = { ...process.env, LANG: 'C', LC_ALL: 'C' };

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
    const names = await run('lpstat', ['-e'], { env: C_LOCALE, timeoutMs: 10_000 });
    if (names.code !== 0) return [];
    const status = await run('lpstat', ['-p'], { env: C_LOCALE, timeoutMs: 10_000 }).catch(() => null);
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

export async function sendToCups(queue: string, bytes: Uint8Array, title: string, run: RunCommand = runCommand): Promise<void> {
  let result;
  try {
    result = await run('lp', ['-d', queue, '-o', 'raw', '-t', title], { input: bytes, env: C_LOCALE });
  } catch (error) {
    if (isMissingProgram(error)) {
      throw new PrinterError('unsupported', 'Impressão pelo sistema indisponível: o comando lp (CUPS) não está instalado.', { cause: error });
    }
    throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}.`, { cause: error });
  }
  if (result.code === 0) return;
  const detail = result.stderr.trim();
  if (/does not exist|unknown printer|no such/i.test(detail)) {
    throw new PrinterError('not-found', `Impressora não encontrada no sistema: ${queue}.`);
  }
  if (/not accepting|disabled|paused/i.test(detail)) {
    throw new PrinterError('offline', `Impressora offline: a fila ${queue} do sistema não está aceitando impressões.`);
  }
  throw new PrinterError('failed', `Erro no módulo de impressão ao enviar para ${queue}${detail ? `: ${detail}` : '.'}`);
}
