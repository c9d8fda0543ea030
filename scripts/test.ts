/**
 * `npm test`: every check and every suite, one after the other, stopping at the first that fails;
 * each part's heading says when it started, so a CI log shows what each took.
 *
 * The fault suite runs last and alone: beside vitest its waits are filled but vitest slows about as
 * much (on 2 cores, 288 s alone, 410 s beside it), and the extra load makes the fault tests'
 * timings (a reload mid-burst) less predictable.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  code: number;
}

function run(name: string, command: string, args: string[]): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', (error) => {
      console.error(error.message);
      resolve({ name, code: 1 });
    });
    child.on('close', (code) => resolve({ name, code: code ?? 1 }));
  });
}

/** A part's heading, with the time (UTC) it starts: what each part took can be read from a CI log. */
const section = (title: string) => console.log(`\n== ${title} (${new Date().toISOString().slice(11, 19)})`);

function stopIfFailed({ name, code }: Outcome): void {
  if (code === 0) return;
  console.error(`\nnpm test: ${name} falhou (código ${code})`);
  process.exit(1);
}

async function main() {
  stopIfFailed(await run('knip', 'npm', ['run', 'knip']));
  stopIfFailed(await run('docs:paths', 'npm', ['run', 'docs:paths']));
  stopIfFailed(await run('ensure-chromium', 'npx', ['tsx', 'scripts/ensure-chromium.ts']));
  stopIfFailed(await run('build', 'npm', ['run', 'build']));

  section('unit and contract tests (vitest)');
  stopIfFailed(await run('vitest', 'npx', ['vitest', 'run']));

  section('end-to-end tests (tests/e2e)');
  stopIfFailed(await run('e2e', 'npx', ['playwright', 'test']));
  section('Electron tests (tests/electron)');
  stopIfFailed(await run('electron', 'npx', ['playwright', 'test', '-c', 'playwright.electron.config.ts']));
  section('the fault suite (tests/faults)');
  stopIfFailed(await run('faults', 'npx', ['playwright', 'test', '-c', 'playwright.faults.config.ts']));
  section('every test passed');
}

void main();
