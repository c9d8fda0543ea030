/**
 * `npm test`: every check and every suite, stopping at the first that fails.
 *
 * The fault suite runs beside the unit tests rather than after them: half of its time is spent
 * waiting (an outage of 30 s, paper replaced 30 s later), time the unit tests use. On a 2-core
 * machine, one run each: the two one after the other 288 s + 156 s, side by side 387 s. Its output
 * is kept and printed once the unit tests are done, so the two reports do not interleave.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  code: number;
  output: string;
}

/** Runs a command; `quiet` keeps its output (stdout and stderr, in order) for later instead of printing it. */
function run(name: string, command: string, args: string[], quiet = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', shell: process.platform === 'win32' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

/** A part's heading, with the time (UTC) it starts: what each part took can be read from a CI log. */
const section = (title: string) => console.log(`\n== ${title} (${new Date().toISOString().slice(11, 19)})`);

function stopIfFailed(...outcomes: Outcome[]): void {
  const failed = outcomes.filter((o) => o.code !== 0);
  if (failed.length === 0) return;
  console.error(`\nnpm test: ${failed.map((o) => `${o.name} falhou (código ${o.code})`).join('; ')}`);
  process.exit(1);
}

async function main() {
  stopIfFailed(await run('knip', 'npm', ['run', 'knip']));
  stopIfFailed(await run('docs:paths', 'npm', ['run', 'docs:paths']));
  stopIfFailed(await run('ensure-chromium', 'npx', ['tsx', 'scripts/ensure-chromium.ts']));
  stopIfFailed(await run('build', 'npm', ['run', 'build']));

  section('unit and contract tests (vitest), with the fault suite beside them (its report follows)');
  const faults = run('fault suite', 'npx', ['playwright', 'test', '-c', 'playwright.faults.config.ts'], true);
  const unit = await run('vitest', 'npx', ['vitest', 'run']);
  const faultsDone = await faults;
  section('the fault suite (tests/faults)');
  process.stdout.write(faultsDone.output);
  stopIfFailed(unit, faultsDone);

  section('end-to-end tests (tests/e2e)');
  stopIfFailed(await run('e2e', 'npx', ['playwright', 'test']));
  section('Electron tests (tests/electron)');
  stopIfFailed(await run('electron', 'npx', ['playwright', 'test', '-c', 'playwright.electron.config.ts']));
  section('every test passed');
}

void main();
