/**
 * painel-print-agent: the local print module for the panel in a browser. Bundled by `npm run
 * build` into out/print-agent/painel-print-agent.cjs (run with node), and into a single
 * executable by `npm run dist:agent`. See cli.ts for the command line, README (Printing).
 */
import { isSea } from 'node:sea';
import { homedir, userInfo } from 'node:os';
import { resolve } from 'node:path';
import { runCli } from './cli';
import { AGENT_VERSION } from './version';

/** The executable itself, or node and this bundle. */
function agentCommand(): string[] {
  return isSea() ? [process.execPath] : [process.execPath, resolve(process.argv[1] ?? '')];
}

function windowsUser(): string {
  const { username } = userInfo();
  return process.env.USERDOMAIN ? `${process.env.USERDOMAIN}\\${username}` : username;
}

const stop = new AbortController();
process.once('SIGINT', () => stop.abort());
process.once('SIGTERM', () => stop.abort());

runCli(process.argv.slice(2), {
  env: process.env,
  platform: process.platform,
  home: homedir(),
  user: process.platform === 'win32' ? windowsUser() : userInfo().username,
  version: AGENT_VERSION,
  agentCommand: agentCommand(),
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  signal: stop.signal,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Erro no módulo de impressão: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
