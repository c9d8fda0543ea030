/**
 * The print agent the way a store runs it: its own process, started from the built bundle
 * (out/print-agent/painel-print-agent.cjs, `npm run build`) or from the single executable
 * (`npm run dist:agent`), with its settings file in the user's config folder of a home of its
 * own, and its memory and log in that home's data folder. Used by the end-to-end tests, the
 * fault suite and the demo.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PrintAgentStatusResponse } from '../src/shared/api/areas/printing';
import type { PrinterConfig } from '../src/shared/printing/printers';

export const AGENT_BUNDLE = resolve(import.meta.dirname, '..', 'out', 'print-agent', 'painel-print-agent.cjs');

export interface AgentProcessOptions {
  /** the program: default node and the built bundle */
  command?: string[];
  printers: PrinterConfig[];
  /** its home (config and data folders); default a new temporary one */
  home?: string;
  /** 0 (default): a free port picked by the system */
  port?: number;
  legacyPort?: number;
  /** other settings of its config file (origins...) */
  settings?: Record<string, unknown>;
  /** where its console lines go besides output() */
  echo?: (line: string) => void;
  startTimeoutMs?: number;
}

export interface AgentProcess {
  /** the program and its arguments */
  command: string[];
  url: string;
  legacyUrl: string;
  port: number;
  legacyPort: number;
  home: string;
  /** config.json in the home's config folder */
  configFile: string;
  dataDir: string;
  /** everything it printed on stdout and stderr */
  output(): string;
  /** the running process's id (benchmarks read its CPU time) */
  pid(): number | undefined;
  status(): Promise<PrintAgentStatusResponse>;
  /** SIGTERM, as a service manager stops it; resolves with its exit code */
  stop(): Promise<number | null>;
  /** stopped and started again on the same ports, home and memory */
  restart(): Promise<void>;
  close(): Promise<void>;
}

function homeEnv(home: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, '.local', 'share') };
  // settings of the machine running the tests never leak in
  for (const name of Object.keys(env)) if (name.startsWith('PRINT_AGENT_')) delete env[name];
  return env;
}

/** Agents still running when this process ends (a test run stopped half-way) end with it. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

const LISTENING = /ouvindo em http:\/\/127\.0\.0\.1:(\d+)\/ .* e http:\/\/127\.0\.0\.1:(\d+)\//;

export async function startAgentProcess(options: AgentProcessOptions): Promise<AgentProcess> {
  const { command = [process.execPath, AGENT_BUNDLE], printers, settings = {}, echo, startTimeoutMs = 20_000 } = options;
  const home = options.home ?? mkdtempSync(join(tmpdir(), 'painel-print-agent-home-'));
  const configDir = join(home, '.config', 'painel-print-agent');
  const configFile = join(configDir, 'config.json');
  const dataDir = join(home, '.local', 'share', 'painel-print-agent');
  mkdirSync(configDir, { recursive: true });
  let port = options.port ?? 0;
  let legacyPort = options.legacyPort ?? 0;
  let output = '';
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);

  const launch = () =>
    new Promise<void>((resolveStart, reject) => {
      writeFileSync(configFile, JSON.stringify({ ...settings, printers, port, legacyPort }, null, 2));
      const [program = '', ...args] = command;
      const from = output.length;
      const proc = spawn(program, args, { env: homeEnv(home), stdio: ['ignore', 'pipe', 'pipe'] });
      child = proc;
      running.add(proc);
      exited = new Promise((done) => proc.once('exit', (code) => done(code)));
      proc.once('exit', () => running.delete(proc));
      const timer = setTimeout(() => reject(new Error(`O módulo de impressão não abriu as portas em ${startTimeoutMs} ms:\n${output}`)), startTimeoutMs);
      const read = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output += text;
        for (const line of text.split('\n')) if (line.trim()) echo?.(line);
        const match = LISTENING.exec(output.slice(from));
        if (match && port === 0) port = Number(match[1]);
        if (match && legacyPort === 0) legacyPort = Number(match[2]);
        if (match) {
          clearTimeout(timer);
          resolveStart();
        }
      };
      proc.stdout.on('data', read);
      proc.stderr.on('data', read);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`O módulo de impressão terminou (código ${code}) antes de abrir as portas:\n${output}`));
      });
    });

  const stop = async (): Promise<number | null> => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return running?.exitCode ?? null;
    running.kill('SIGTERM');
    return exited;
  };

  await launch();
  const agent: AgentProcess = {
    command,
    get url() {
      return `http://127.0.0.1:${port}/`;
    },
    get legacyUrl() {
      return `http://127.0.0.1:${legacyPort}/`;
    },
    get port() {
      return port;
    },
    get legacyPort() {
      return legacyPort;
    },
    home,
    configFile,
    dataDir,
    output: () => output,
    pid: () => child?.pid,
    status: async () => (await (await fetch(new URL('status', agent.url))).json()) as PrintAgentStatusResponse,
    stop,
    async restart() {
      await stop();
      await launch();
    },
    async close() {
      await stop();
    },
  };
  return agent;
}
