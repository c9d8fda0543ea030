/**
 * `instalar` and `desinstalar`: the agent starts with the operating system and comes back after
 * a crash. Linux: a systemd user service (systemd.ts). Windows: a logon task that runs the
 * supervisor (windowsTask.ts, ../supervisor.ts). Other systems: not yet (said so, exit 1).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RunCommand } from '../../node/printing/process';
import { EXIT_FAILURE, EXIT_OK } from '../exitCodes';
import type { AgentFolders } from '../folders';
import { SYSTEMD_UNIT, systemdUnit, systemdUnitPath } from './systemd';
import { WINDOWS_TASK, windowsTaskFile, windowsTaskXml } from './windowsTask';

export interface ServiceContext {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
  /** DOMAIN\user (Windows) */
  user: string;
  /** how to start the agent: the executable, or node and the bundle (absolute paths) */
  command: string[];
  /** settings given to `instalar`, passed on to every start */
  settingsArgs: string[];
  version: string;
  folders: AgentFolders;
  run: RunCommand;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The supervisor's pid (Windows), so `desinstalar` and a new `instalar` can stop it. */
export const SUPERVISOR_PID_FILE = 'servico.pid';

const UNSUPPORTED = 'O início com o sistema é instalado no Linux (systemd) e no Windows (tarefa de logon).';

async function runAll(ctx: ServiceContext, steps: [string, string[]][]): Promise<string | null> {
  for (const [program, args] of steps) {
    try {
      const result = await ctx.run(program, args);
      if (result.code !== 0) return `${program} ${args.join(' ')}: ${(result.stderr || result.stdout).trim() || `código ${result.code}`}`;
    } catch (error) {
      return `${program}: ${(error as Error).message}`;
    }
  }
  return null;
}

export function windowsTaskPath(folders: AgentFolders): string {
  return path.join(folders.dataDir, 'tarefa-logon.xml');
}

export function supervisorPidFile(folders: AgentFolders): string {
  return path.join(folders.dataDir, SUPERVISOR_PID_FILE);
}

/** The running supervisor's pid, if its pid file names a live process. */
export function runningSupervisor(folders: AgentFolders): number | null {
  const file = supervisorPidFile(folders);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/** Windows: ends the supervisor and the agent under it (taskkill /T: the whole tree). */
async function stopWindowsSupervisor(ctx: ServiceContext): Promise<void> {
  const pid = runningSupervisor(ctx.folders);
  if (pid !== null) await runAll(ctx, [['taskkill', ['/PID', String(pid), '/T', '/F']]]);
  rmSync(supervisorPidFile(ctx.folders), { force: true });
}

export async function installService(ctx: ServiceContext): Promise<number> {
  if (ctx.platform === 'linux') {
    const file = systemdUnitPath(ctx.env, ctx.home);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, systemdUnit([...ctx.command, ...ctx.settingsArgs], ctx.version));
    ctx.out(`Serviço gravado em ${file}.`);
    const failed = await runAll(ctx, [
      ['systemctl', ['--user', 'daemon-reload']],
      ['systemctl', ['--user', 'enable', SYSTEMD_UNIT]],
      // restart: starts it, or replaces an older version that is running
      ['systemctl', ['--user', 'restart', SYSTEMD_UNIT]],
    ]);
    if (failed) {
      ctx.err(`O systemd não ativou o serviço (${failed}). Ative-o numa sessão do usuário com: systemctl --user enable --now ${SYSTEMD_UNIT}`);
      return EXIT_FAILURE;
    }
    ctx.out('O módulo de impressão está rodando, inicia com a sessão deste usuário e reinicia sozinho se cair.');
    ctx.out(`Estado: systemctl --user status ${SYSTEMD_UNIT}   Log: ${ctx.folders.logFile}`);
    return EXIT_OK;
  }
  if (ctx.platform === 'win32') {
    const file = windowsTaskPath(ctx.folders);
    mkdirSync(ctx.folders.dataDir, { recursive: true });
    const xml = windowsTaskXml({
      user: ctx.user,
      command: [...ctx.command, 'servico', ...ctx.settingsArgs],
      version: ctx.version,
      workingDirectory: ctx.folders.dataDir,
    });
    writeFileSync(file, windowsTaskFile(xml));
    ctx.out(`Tarefa gravada em ${file}.`);
    await stopWindowsSupervisor(ctx);
    const failed = await runAll(ctx, [
      ['schtasks', ['/Create', '/TN', WINDOWS_TASK, '/XML', file, '/F']],
      ['schtasks', ['/Run', '/TN', WINDOWS_TASK]],
    ]);
    if (failed) {
      ctx.err(`O Agendador de Tarefas não registrou a tarefa (${failed}). Tente num terminal aberto como administrador.`);
      return EXIT_FAILURE;
    }
    ctx.out('O módulo de impressão está rodando, inicia quando este usuário entra no Windows e reinicia sozinho se cair.');
    ctx.out(`Log: ${ctx.folders.logFile}`);
    return EXIT_OK;
  }
  ctx.err(UNSUPPORTED);
  return EXIT_FAILURE;
}

export async function uninstallService(ctx: ServiceContext): Promise<number> {
  if (ctx.platform === 'linux') {
    const file = systemdUnitPath(ctx.env, ctx.home);
    // disable --now stops it too
    const failed = await runAll(ctx, [['systemctl', ['--user', 'disable', '--now', SYSTEMD_UNIT]]]);
    rmSync(file, { force: true });
    await runAll(ctx, [['systemctl', ['--user', 'daemon-reload']]]);
    if (failed && !/not (loaded|found)|does not exist/i.test(failed)) {
      ctx.out(`Serviço removido (${file}): o módulo de impressão não inicia mais com o sistema, mas o systemd não o encerrou agora (${failed}).`);
    } else {
      ctx.out(`Serviço removido (${file}): o módulo de impressão foi encerrado e não inicia mais com o sistema.`);
    }
    return EXIT_OK;
  }
  if (ctx.platform === 'win32') {
    const failed = await runAll(ctx, [['schtasks', ['/Delete', '/TN', WINDOWS_TASK, '/F']]]);
    await stopWindowsSupervisor(ctx);
    rmSync(windowsTaskPath(ctx.folders), { force: true });
    if (failed) ctx.out(`A tarefa ${WINDOWS_TASK} não estava registrada (${failed}).`);
    ctx.out('O módulo de impressão foi encerrado e não inicia mais com o Windows.');
    return EXIT_OK;
  }
  ctx.err(UNSUPPORTED);
  return EXIT_FAILURE;
}
