import { spawn } from 'node:child_process';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CommandOptions {
  input?: Uint8Array | string;
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
}

/** Runs a program without a shell. Rejects with code 'ENOENT' when the program does not exist. */
export type RunCommand = (command: string, args: string[], options?: CommandOptions) => Promise<CommandResult>;

export const runCommand: RunCommand = (command, args, { input, timeoutMs = 30_000, env } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    const timer = setTimeout(() => child.kill(), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') });
    });
    // A program that exits without reading its input makes stdin fail with EPIPE: its exit code tells.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input === undefined ? undefined : typeof input === 'string' ? input : Buffer.from(input));
  });

export function isMissingProgram(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}
