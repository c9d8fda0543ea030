/**
 * The print agent as a store gets it: the bundle (`npm run build`: out/print-agent/) and the
 * single executable (`npm run dist:agent`). Node's single executable applications: the bundle is
 * turned into a blob by this machine's Node (`node --experimental-sea-config`) and injected with
 * postject (a dev dependency, from the npm registry) into a copy of this machine's Node binary.
 * Nothing is downloaded: the executable is for the operating system and processor it is made on.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const AGENT_BUNDLE = join(ROOT, 'out', 'print-agent', 'painel-print-agent.cjs');
/** Node's marker in its binary where a single executable's blob goes (fixed by Node). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';
/**
 * The source files the bundle was made of, as the build found them from its entry (written by
 * vite.print-agent.config.ts beside the bundle's folder: the folder holds the bundle alone).
 */
export const AGENT_SOURCES_LIST = join(ROOT, 'out', 'print-agent.sources.json');
/** Besides the sources: a change here changes the bundle too. */
const BUILD_INPUTS = ['vite.print-agent.config.ts', 'package.json'];

const require = createRequire(import.meta.url);

/** The bundle is missing, or older than a file it is made of (or one of those is gone). */
export function agentBundleIsStale(): boolean {
  if (!existsSync(AGENT_BUNDLE) || !existsSync(AGENT_SOURCES_LIST)) return true;
  const built = statSync(AGENT_BUNDLE).mtimeMs;
  const sources = JSON.parse(readFileSync(AGENT_SOURCES_LIST, 'utf8')) as string[];
  return [...sources, ...BUILD_INPUTS].some((file) => {
    const path = join(ROOT, file);
    return !existsSync(path) || statSync(path).mtimeMs > built;
  });
}

/** vite build -c vite.print-agent.config.ts (what `npm run build` does after electron-vite). */
export function buildAgentBundle(): string {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', '-c', 'vite.print-agent.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  return AGENT_BUNDLE;
}

export interface ExecutableOptions {
  /** where the executable goes (default dist/print-agent) */
  outDir?: string;
  /** build the bundle first (default: when it is stale) */
  build?: boolean;
  log?: (line: string) => void;
}

/** Makes dist/print-agent/painel-print-agent(.exe) for this machine; returns its path. */
export function makeAgentExecutable({ outDir = join(ROOT, 'dist', 'print-agent'), build, log = console.log }: ExecutableOptions = {}): string {
  if (build ?? agentBundleIsStale()) buildAgentBundle();
  const windows = process.platform === 'win32';
  const mac = process.platform === 'darwin';
  mkdirSync(outDir, { recursive: true });
  const work = join(tmpdir(), `painel-print-agent-sea-${process.pid}-${Date.now()}`);
  mkdirSync(work, { recursive: true });
  try {
    const blob = join(work, 'painel-print-agent.blob');
    const config = join(work, 'sea-config.json');
    writeFileSync(config, JSON.stringify({ main: AGENT_BUNDLE, output: blob, disableExperimentalSEAWarning: true }));
    log('Gerando o blob do aplicativo (node --experimental-sea-config)...');
    execFileSync(process.execPath, ['--experimental-sea-config', config], { stdio: 'pipe' });

    const executable = join(outDir, windows ? 'painel-print-agent.exe' : 'painel-print-agent');
    rmSync(executable, { force: true });
    copyFileSync(process.execPath, executable);
    chmodSync(executable, 0o755);
    // macOS refuses a signed binary that was changed: unsigned before, signed ad hoc after.
    if (mac) execFileSync('codesign', ['--remove-signature', executable]);
    log(`Injetando o blob numa cópia do Node ${process.version} (postject)...`);
    const postject = require.resolve('postject/dist/cli.js');
    const args = [postject, executable, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE, ...(mac ? ['--macho-segment-name', 'NODE_SEA'] : [])];
    // postject's ELF reader warns about Debian's note sections; the result is checked below instead
    execFileSync(process.execPath, args, { stdio: 'pipe' });
    if (mac) execFileSync('codesign', ['--sign', '-', executable]);

    const version = execFileSync(executable, ['--version'], { encoding: 'utf8' }).trim();
    const expected = (require(join(ROOT, 'package.json')) as { version: string }).version;
    if (version !== expected) throw new Error(`${executable} --version respondeu "${version}", esperado ${expected}.`);
    log(`Pronto: ${executable} (${Math.round(statSync(executable).size / 1024 / 1024)} MB, versão ${version}, ${process.platform}-${process.arch}).`);
    return executable;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
