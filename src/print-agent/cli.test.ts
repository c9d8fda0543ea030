import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startVirtualPrinter } from '../../rig/virtualPrinter';
import type { PrintAgentStatusResponse } from '../shared/api/areas/printing';
import { type CliDeps, runCli } from './cli';
import type { PrintAgent } from './server';

interface Run {
  code: Promise<number>;
  out: string[];
  err: string[];
  home: string;
  stop: AbortController;
  listening: Promise<PrintAgent>;
}

/** The command line in-process, in a home folder of its own (Linux folders). */
function cli(argv: string[], overrides: Partial<CliDeps> = {}, home = mkdtempSync(join(tmpdir(), 'agent-home-'))): Run {
  const out: string[] = [];
  const err: string[] = [];
  const stop = new AbortController();
  let listened: (agent: PrintAgent) => void = () => undefined;
  const listening = new Promise<PrintAgent>((resolve) => (listened = resolve));
  const code = runCli(argv, {
    env: {},
    platform: 'linux',
    home,
    user: 'loja',
    version: '9.8.7',
    agentCommand: ['/opt/painel/painel-print-agent'],
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    signal: stop.signal,
    listOsPrinters: () => Promise.resolve([]),
    onListening: listened,
    ...overrides,
  });
  return { code, out, err, home, stop, listening };
}

async function busyPort(): Promise<net.Server> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

describe('painel-print-agent command line', () => {
  it('--help tells the commands, the options and where its files are', async () => {
    const run = cli(['--help']);
    expect(await run.code).toBe(0);
    const help = run.out.join('\n');
    expect(help).toMatch(/^painel-print-agent 9\.8\.7: módulo de impressão local do Painel do Parceiro/);
    for (const text of ['instalar', 'desinstalar', '--config ARQUIVO', '--printers JSON', '--port N', '--legacy-port N', '--origins A,B', 'GET /status']) {
      expect(help).toContain(text);
    }
    expect(help).toContain(join(run.home, '.config', 'painel-print-agent', 'config.json'));
    expect(help).toContain(join(run.home, '.local', 'share', 'painel-print-agent', 'impressoes-enviadas.jsonl'));
    expect((await cli(['-h']).code)).toBe(0);
  });

  it('--version prints the version alone', async () => {
    const run = cli(['--version']);
    expect(await run.code).toBe(0);
    expect(run.out).toEqual(['9.8.7']);
  });

  it('an unknown option or command ends with code 2 and says so', async () => {
    const option = cli(['--porta', '1']);
    expect(await option.code).toBe(2);
    expect(option.err).toEqual(['Opção desconhecida: --porta. Veja painel-print-agent --help.']);
    const command = cli(['iniciar-agora']);
    expect(await command.code).toBe(2);
    expect(command.err).toEqual(['Comando desconhecido: iniciar-agora. Veja painel-print-agent --help.']);
    const value = cli(['--port']);
    expect(await value.code).toBe(2);
    expect(value.err).toEqual(['Falta o valor da opção --port. Veja painel-print-agent --help.']);
  });

  it('a bad settings file ends with code 78, naming the file and the problem, and starts nothing', async () => {
    const home = mkdtempSync(join(tmpdir(), 'agent-home-'));
    const file = join(home, 'agente.json');
    writeFileSync(file, '{ "printers": [{ "name": "Cozinha", "uri": "tcp://10.0.0.5" }], }');
    const run = cli(['--config', file, '--port', '0', '--legacy-port', '0'], {}, home);
    expect(await run.code).toBe(78);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(new RegExp(`^O arquivo de configuração ${file} não é um JSON válido: .+ O módulo de impressão não foi iniciado\\.$`));
    expect(existsSync(join(home, '.local', 'share', 'painel-print-agent'))).toBe(false);
  });

  it('a printer address that cannot be read ends with code 78', async () => {
    const home = mkdtempSync(join(tmpdir(), 'agent-home-'));
    const config = join(home, '.config', 'painel-print-agent');
    mkdirSync(config, { recursive: true });
    writeFileSync(join(config, 'config.json'), JSON.stringify([{ name: 'Cozinha', uri: 'http://192.168.0.50' }]));
    const run = cli(['--port', '0', '--legacy-port', '0'], {}, home);
    expect(await run.code).toBe(78);
    expect(run.err).toEqual([
      `Configuração inválida em ${join(config, 'config.json')}: Impressora 1 (Cozinha): "http://192.168.0.50" não é um endereço de impressora: use tcp://ip:porta ou os://nome. O módulo de impressão não foi iniciado.`,
    ]);
  });

  it('a port in use ends with code 1 and says which port and what to do, leaving the memory of printed copies alone', async () => {
    const busy = await busyPort();
    const { port } = busy.address() as net.AddressInfo;
    const run = cli(['--port', String(port), '--legacy-port', '0']);
    try {
      expect(await run.code).toBe(1);
    } finally {
      busy.close();
    }
    expect(run.err).toEqual([
      `A porta ${port} já está em uso: o módulo de impressão já está aberto neste computador, ou outro programa usa essa porta. Encerre-o ou escolha outra porta (--port, --legacy-port ou o arquivo de configuração).`,
    ]);
    const data = join(run.home, '.local', 'share', 'painel-print-agent');
    expect(readFileSync(join(data, 'painel-print-agent.log'), 'utf8')).toContain(`A porta ${port} já está em uso`);
    expect(existsSync(join(data, 'impressoes-enviadas.jsonl'))).toBe(false);
  });

  it('runs until stopped: GET /status tells its version, run, ports and printers; memory and log in the data folder', async () => {
    const kitchen = await startVirtualPrinter({ name: 'Cozinha' });
    const printers = JSON.stringify([{ name: 'Cozinha', uri: kitchen.url, codePage: 'cp860' }]);
    const run = cli(['--port', '0', '--legacy-port', '0'], { env: { PRINT_AGENT_PRINTERS: printers } });
    try {
      const agent = await run.listening;
      for (const url of [new URL('status', agent.url), new URL('/', agent.legacyUrl!)]) {
        const status = (await (await fetch(url)).json()) as PrintAgentStatusResponse;
        expect(status).toEqual({
          status: true,
          mensagem: 'Módulo de impressão do Painel do Parceiro.',
          versao: '9.8.7',
          instancia: agent.instance,
          portas: { principal: agent.port, legada: agent.legacyPort },
          impressoras: [{ name: 'Cozinha', uri: kitchen.url, codePage: 'cp860', origem: 'rede' }],
        });
      }
      const printed = await fetch(new URL('print', agent.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ impressora: 'Cozinha', texto: 'Pão de queijo\n', idImpressao: 'job-1:0' }),
      });
      expect(printed.status).toBe(200);
      expect((await kitchen.waitForTickets(1))[0]?.text).toBe('Pão de queijo\n');
      run.stop.abort();
      expect(await run.code).toBe(0);
      const data = join(run.home, '.local', 'share', 'painel-print-agent');
      expect(readFileSync(join(data, 'impressoes-enviadas.jsonl'), 'utf8')).toContain('"id":"job-1:0"');
      const log = readFileSync(join(data, 'painel-print-agent.log'), 'utf8');
      expect(log).toContain(`versão 9.8.7, instância ${agent.instance}`);
      expect(log).toContain(`ouvindo em ${agent.url}`);
      expect(log).toContain('Cozinha: 1 cópia(s) impressa(s)');
      expect(log).toMatch(/encerrando\n$/);
      expect(run.out.join('\n')).toContain(`ouvindo em ${agent.url}`);
    } finally {
      run.stop.abort();
      await kitchen.close();
    }
  });

  it('instalar and servico refuse to run from the source tree', async () => {
    const run = cli(['instalar'], { agentCommand: ['/usr/bin/node', '/src/print-agent/main.ts'] });
    expect(await run.code).toBe(2);
    expect(run.err[0]).toMatch(/^instalar: use o executável \(npm run dist:agent\) ou o módulo compilado/);
  });

  it('servico supervises the agent (the same program, with the same settings) and keeps a pid file while it runs', async () => {
    const home = mkdtempSync(join(tmpdir(), 'agent-home-'));
    const pidFile = join(home, '.local', 'share', 'painel-print-agent', 'servico.pid');
    const seen = join(home, 'visto');
    // stands for the agent: writes down its arguments and whether the pid file was there, then ends
    const agent = join(home, 'agente.cjs');
    writeFileSync(agent, `require('node:fs').writeFileSync(${JSON.stringify(seen)}, JSON.stringify({ args: process.argv.slice(2), pid: require('node:fs').existsSync(${JSON.stringify(pidFile)}) }))`);
    const run = cli(['servico', '--port', '7000'], { agentCommand: [process.execPath, agent], spawn }, home);
    expect(await run.code).toBe(0);
    expect(JSON.parse(readFileSync(seen, 'utf8'))).toEqual({ args: ['--port', '7000'], pid: true });
    expect(existsSync(pidFile)).toBe(false);
  });

  it('servico on Windows goes on in the background, hidden, so the logon task leaves no console window', async () => {
    const calls: { command: string; args: string[]; options: SpawnOptions }[] = [];
    const fakeSpawn = (command: string, args: string[], options: SpawnOptions) => {
      calls.push({ command, args, options });
      return { unref: () => undefined } as ChildProcess;
    };
    const home = mkdtempSync(join(tmpdir(), 'agent-home-'));
    const env = { LOCALAPPDATA: join(home, 'Local'), APPDATA: join(home, 'Roaming') };
    const run = cli(['servico', '--origins', 'https://parceiro.exemplo.com.br'], { platform: 'win32', env, spawn: fakeSpawn, agentCommand: ['C:\\Painel\\painel-print-agent.exe'] }, home);
    expect(await run.code).toBe(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      command: 'C:\\Painel\\painel-print-agent.exe',
      args: ['servico', '--origins', 'https://parceiro.exemplo.com.br'],
      options: { detached: true, windowsHide: true, stdio: 'ignore', env: { ...env, PRINT_AGENT_SERVICE_BACKGROUND: '1' } },
    });
  });

  it('servico does not start a second supervisor while one runs', async () => {
    const home = mkdtempSync(join(tmpdir(), 'agent-home-'));
    const data = join(home, '.local', 'share', 'painel-print-agent');
    mkdirSync(data, { recursive: true });
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    try {
      writeFileSync(join(data, 'servico.pid'), String(other.pid));
      const run = cli(['servico'], { spawn: () => { throw new Error('não devia iniciar'); } }, home);
      expect(await run.code).toBe(0);
      expect(run.out).toEqual([`O módulo de impressão já está rodando (processo ${other.pid}).`]);
    } finally {
      other.kill();
    }
  });
});
