// @vitest-environment jsdom
// (the DOMParser reads the Windows task's XML as Task Scheduler would: well-formed or not)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandResult, RunCommand } from '../../node/printing/process';
import { agentFolders } from '../folders';
import { type ServiceContext, installService, supervisorPidFile, uninstallService, windowsTaskPath } from './install';
import { systemdUnit, systemdWord } from './systemd';
import { windowsArg } from './windowsTask';

interface Harness {
  context: ServiceContext;
  calls: string[];
  out: string[];
  err: string[];
}

/** A service context in a temporary home; commands are recorded, never run (nothing is enabled for real). */
function harness(platform: NodeJS.Platform, answer: (call: string) => Partial<CommandResult> = () => ({})): Harness {
  const home = mkdtempSync(join(tmpdir(), 'agent-service-'));
  const env = platform === 'win32' ? { APPDATA: join(home, 'Roaming'), LOCALAPPDATA: join(home, 'Local') } : {};
  const calls: string[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const run: RunCommand = (command, args) => {
    const call = [command, ...args].join(' ');
    calls.push(call);
    return Promise.resolve({ code: 0, stdout: '', stderr: '', ...answer(call) });
  };
  const context: ServiceContext = {
    platform,
    env,
    home,
    user: platform === 'win32' ? 'LOJA-PC\\caixa' : 'caixa',
    command: platform === 'win32' ? ['C:\\Program Files\\Painel\\painel-print-agent.exe'] : [process.execPath, '/opt/painel do parceiro/painel-print-agent.cjs'],
    settingsArgs: ['--origins', 'https://parceiro.exemplo.com.br'],
    version: '1.2.0',
    folders: agentFolders({ platform: process.platform, env: { XDG_CONFIG_HOME: join(home, '.config'), XDG_DATA_HOME: join(home, 'data') }, home }),
    run,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
  };
  return { context, calls, out, err };
}

const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('instalar on Linux: a systemd user service', () => {
  it('writes the unit in ~/.config/systemd/user, enables it and (re)starts it', async () => {
    const { context, calls, out } = harness('linux');
    expect(await installService(context)).toBe(0);
    const file = join(context.home, '.config', 'systemd', 'user', 'painel-print-agent.service');
    expect(readFileSync(file, 'utf8')).toBe(
      [
        '[Unit]',
        'Description=Painel do Parceiro: módulo de impressão local (painel-print-agent 1.2.0)',
        'StartLimitIntervalSec=0',
        '',
        '[Service]',
        'Type=simple',
        `ExecStart=${process.execPath} "/opt/painel do parceiro/painel-print-agent.cjs" --origins https://parceiro.exemplo.com.br`,
        'Restart=on-failure',
        'RestartSec=5',
        'RestartPreventExitStatus=78',
        '',
        '[Install]',
        'WantedBy=default.target',
        '',
      ].join('\n'),
    );
    expect(calls).toEqual([
      'systemctl --user daemon-reload',
      'systemctl --user enable painel-print-agent.service',
      'systemctl --user restart painel-print-agent.service',
    ]);
    expect(out[0]).toBe(`Serviço gravado em ${file}.`);
    expect(out.join('\n')).toContain('reinicia sozinho se cair');
  });

  it.runIf(systemdAnalyze)('the unit passes systemd-analyze verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-unit-'));
    const runtime = join(dir, 'runtime');
    mkdirSync(runtime, { mode: 0o700 });
    const file = join(dir, 'painel-print-agent.service');
    writeFileSync(file, systemdUnit([process.execPath, join(dir, 'com espaço e 100%.cjs'), '--config', join(dir, 'a "b".json')], '1.2.0'));
    const result = spawnSync('systemd-analyze', ['--user', 'verify', file], { encoding: 'utf8', env: { ...process.env, XDG_RUNTIME_DIR: runtime } });
    // verify warns about unknown keys and bad values on stderr while still exiting 0
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const broken = join(dir, 'quebrado.service');
    writeFileSync(broken, systemdUnit(['/nao/existe/painel-print-agent'], '1.2.0').replace('Restart=on-failure', 'Restart=quando-quiser'));
    const refused = spawnSync('systemd-analyze', ['--user', 'verify', broken], { encoding: 'utf8', env: { ...process.env, XDG_RUNTIME_DIR: runtime } });
    expect(refused.stderr).toContain('quando-quiser');
    expect(refused.stderr).toContain('/nao/existe/painel-print-agent');
  });

  it('quotes ExecStart words as systemd reads them', () => {
    expect(['/usr/bin/node', '/home/caixa/Área de trabalho/a.cjs', '50%', 'a"b\\c $HOME'].map((value) => systemdWord(value))).toEqual(
      ['/usr/bin/node', '"/home/caixa/Área de trabalho/a.cjs"', '50%%', '"a\\"b\\\\c $$HOME"'],
    );
  });

  it('says what to do when systemd cannot enable it (no user session), with code 1', async () => {
    const { context, err } = harness('linux', (call) => (call.includes('daemon-reload') ? { code: 1, stderr: 'Failed to connect to bus: No medium found\n' } : {}));
    expect(await installService(context)).toBe(1);
    expect(err).toEqual([
      'O systemd não ativou o serviço (systemctl --user daemon-reload: Failed to connect to bus: No medium found). Ative-o numa sessão do usuário com: systemctl --user enable --now painel-print-agent.service',
    ]);
  });

  it('desinstalar stops and disables it and removes the unit', async () => {
    const { context, calls, out } = harness('linux');
    await installService(context);
    calls.length = 0;
    expect(await uninstallService(context)).toBe(0);
    expect(existsSync(join(context.home, '.config', 'systemd', 'user', 'painel-print-agent.service'))).toBe(false);
    expect(calls).toEqual(['systemctl --user disable --now painel-print-agent.service', 'systemctl --user daemon-reload']);
    expect(out.at(-1)).toContain('o módulo de impressão foi encerrado e não inicia mais com o sistema');
  });

  it('desinstalar says when systemd could not stop it now', async () => {
    const { context, out } = harness('linux', (call) => (call.includes('disable') ? { code: 1, stderr: 'Failed to connect to bus: No medium found' } : {}));
    expect(await uninstallService(context)).toBe(0);
    expect(out.at(-1)).toMatch(/não inicia mais com o sistema, mas o systemd não o encerrou agora \(systemctl --user disable --now painel-print-agent.service: Failed to connect to bus: No medium found\)\.$/);
  });
});

describe('instalar on Windows: a logon task running the supervisor', () => {
  const parse = (file: string) => {
    const bytes = readFileSync(file);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    const xml = bytes.subarray(2).toString('utf16le');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const text = (tag: string) => [...doc.getElementsByTagName(tag)].map((e) => e.textContent);
    return { xml, text };
  };

  it('writes the task as UTF-16 XML and registers it with schtasks, then starts it', async () => {
    const { context, calls, out } = harness('win32');
    expect(await installService(context)).toBe(0);
    const file = windowsTaskPath(context.folders);
    const { xml, text } = parse(file);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-16"\?>\r\n<Task version="1.2" xmlns="http:\/\/schemas.microsoft.com\/windows\/2004\/02\/mit\/task">/);
    expect(text('Command')).toEqual(['C:\\Program Files\\Painel\\painel-print-agent.exe']);
    expect(text('Arguments')).toEqual(['servico --origins https://parceiro.exemplo.com.br']);
    expect(text('UserId')).toEqual(['LOJA-PC\\caixa', 'LOJA-PC\\caixa']);
    expect(text('LogonType')).toEqual(['InteractiveToken']);
    expect(text('RunLevel')).toEqual(['LeastPrivilege']);
    // no time limit (the default stops a task after 72 hours), on battery too
    expect(text('ExecutionTimeLimit')).toEqual(['PT0S']);
    expect(text('DisallowStartIfOnBatteries')).toEqual(['false']);
    expect(text('StopIfGoingOnBatteries')).toEqual(['false']);
    expect(xml).toContain('<LogonTrigger>');
    expect(text('Description')).toEqual(['Painel do Parceiro: módulo de impressão local (painel-print-agent 1.2.0).']);
    expect(calls).toEqual([`schtasks /Create /TN painel-print-agent /XML ${file} /F`, 'schtasks /Run /TN painel-print-agent']);
    expect(out.join('\n')).toContain('inicia quando este usuário entra no Windows');
  });

  it('quotes the arguments as Windows splits them, and escapes the XML', () => {
    expect(['--config', 'C:\\Users\\Caixa\\Meus Documentos\\agente.json', 'C:\\pasta com espaço\\', '[{"name":"A"}]', ''].map((value) => windowsArg(value))).toEqual(
      ['--config', '"C:\\Users\\Caixa\\Meus Documentos\\agente.json"', '"C:\\pasta com espaço\\\\"', '"[{\\"name\\":\\"A\\"}]"', '""'],
    );
  });

  it('stops a supervisor that is running (an update) before registering again, and desinstalar removes it all', async () => {
    const { context, calls } = harness('win32');
    const pidFile = supervisorPidFile(context.folders);
    mkdirSync(context.folders.dataDir, { recursive: true });
    writeFileSync(pidFile, String(process.pid)); // a live process stands for the supervisor
    await installService(context);
    expect(calls[0]).toBe(`taskkill /PID ${process.pid} /T /F`);
    expect(existsSync(pidFile)).toBe(false);
    calls.length = 0;
    writeFileSync(pidFile, String(process.pid));
    expect(await uninstallService(context)).toBe(0);
    expect(calls).toEqual(['schtasks /Delete /TN painel-print-agent /F', `taskkill /PID ${process.pid} /T /F`]);
    expect(existsSync(windowsTaskPath(context.folders))).toBe(false);
  });

  it('says to try as administrator when Task Scheduler refuses, with code 1', async () => {
    const { context, err } = harness('win32', (call) => (call.includes('/Create') ? { code: 1, stderr: 'ERRO: Acesso negado.\r\n' } : {}));
    expect(await installService(context)).toBe(1);
    expect(err[0]).toMatch(/^O Agendador de Tarefas não registrou a tarefa \(schtasks \/Create .* ERRO: Acesso negado\.\)\. Tente num terminal aberto como administrador\.$/);
  });
});

describe('instalar elsewhere', () => {
  it('says where it can install, with code 1', async () => {
    const { context, err } = harness('darwin');
    expect(await installService(context)).toBe(1);
    expect(err).toEqual(['O início com o sistema é instalado no Linux (systemd) e no Windows (tarefa de logon).']);
  });
});
