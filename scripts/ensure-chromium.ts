/**
 * First step of `npm test`, test:e2e and test:faults: makes sure the Chromium the end-to-end tests
 * drive is there (rig/chromium.ts), installing Debian's package when it can, or stopping at
 * once with one line saying what to install.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, statSync } from 'node:fs';
import { CHROMIUM_PACKAGE, type ChromiumPlan, chromiumPath, planAfterInstall, planChromium } from '../rig/chromium';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function hasCommand(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

function stop(plan: ChromiumPlan): never {
  if (plan.kind === 'stop') console.error(plan.message);
  process.exit(1);
}

const path = chromiumPath(process.env);
let plan = planChromium({
  path,
  fromEnv: Boolean(process.env.CHROMIUM_PATH?.trim()),
  present: executable(path),
  isRoot: process.getuid?.() === 0,
  hasAptGet: process.platform === 'linux' && hasCommand('apt-get'),
});

if (plan.kind === 'install') {
  console.log(`== instalando o ${CHROMIUM_PACKAGE} do Debian para os testes de ponta a ponta (${path} não existe)`);
  for (const [command, ...args] of plan.commands) {
    const run = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (run.status !== 0) break;
  }
  plan = planAfterInstall(executable(path), path);
}
if (plan.kind !== 'ready') stop(plan);
