/**
 * `painel-print-agent servico`: runs the agent as a child process and starts it again after a
 * crash (1 s, 2 s, 5 s, 10 s, then every 30 s; back to 1 s once it ran for a minute). What the
 * Windows logon task runs; on Linux systemd does this job itself. It stops when the agent
 * stops on purpose (exit 0), when its settings are bad (a person must fix the file) and when
 * it is asked to stop (the agent is stopped with it).
 */
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { EXIT_BAD_SETTINGS, EXIT_OK } from './exitCodes';

export const RESTART_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

export interface SupervisorOptions {
  /** the agent: program and arguments */
  command: string[];
  spawn: (command: string, args: string[], options: SpawnOptions) => ChildProcess;
  log: (line: string) => void;
  signal: AbortSignal;
  delaysMs?: number[];
  /** a run this long counts as healthy: the next crash waits the first delay again */
  healthyAfterMs?: number;
  env?: NodeJS.ProcessEnv;
}

function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(-1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : -1)));
  });
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function superviseAgent({
  command,
  spawn,
  log,
  signal,
  delaysMs = RESTART_DELAYS_MS,
  healthyAfterMs = 60_000,
  env,
}: SupervisorOptions): Promise<number> {
  const [program = '', ...args] = command;
  let failures = 0;
  while (!signal.aborted) {
    const startedAt = Date.now();
    const child = spawn(program, args, { stdio: 'inherit', windowsHide: true, env });
    const stop = () => child.kill();
    signal.addEventListener('abort', stop);
    const code = await exitOf(child);
    signal.removeEventListener('abort', stop);
    if (signal.aborted) break;
    if (code === EXIT_OK) {
      log('o módulo de impressão foi encerrado');
      return EXIT_OK;
    }
    if (code === EXIT_BAD_SETTINGS) {
      log('o módulo de impressão não reinicia com esta configuração: corrija o arquivo e inicie de novo');
      return EXIT_BAD_SETTINGS;
    }
    failures = Date.now() - startedAt >= healthyAfterMs ? 1 : failures + 1;
    const delay = delaysMs[Math.min(failures, delaysMs.length) - 1] ?? 1000;
    log(`o módulo de impressão parou (código ${code}); reiniciando em ${Math.round(delay / 100) / 10} s`);
    await wait(delay, signal);
  }
  return EXIT_OK;
}
