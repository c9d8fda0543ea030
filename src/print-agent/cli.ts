/**
 * The command line of `painel-print-agent` (src/print-agent/main.ts is the program; `npm run
 * build` bundles it into out/print-agent/, `npm run dist:agent` makes the single executable).
 * Everything it needs from the machine comes in CliDeps, so tests run it in-process.
 */
import { type ChildProcess, type SpawnOptions, spawn as nodeSpawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type RunCommand, runCommand } from '../node/printing/process';
import type { OsPrinter } from '../node/printing/osQueue';
import { createPrintOnce } from '../node/printing/printOnce';
import { createAgentLog } from './agentLog';
import { DEFAULT_LEGACY_PORT, DEFAULT_PORT, type SettingsFlags, SettingsError, loadAgentConfig } from './config';
import { EXIT_BAD_SETTINGS, EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from './exitCodes';
import { AGENT_NAME, type AgentFolders, agentFolders } from './folders';
import { type PrintAgent, startPrintAgent } from './server';
import { installService, runningSupervisor, supervisorPidFile, uninstallService } from './service/install';
import { superviseAgent } from './supervisor';

export interface CliDeps {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  home: string;
  /** DOMAIN\user, for the Windows logon task */
  user: string;
  version: string;
  /** how this program is started again (the service, the supervisor): executable, or node and bundle */
  agentCommand: string[];
  out: (text: string) => void;
  err: (text: string) => void;
  /** aborted: the running agent or supervisor stops (SIGINT, SIGTERM) */
  signal: AbortSignal;
  run?: RunCommand;
  spawn?: (command: string, args: string[], options: SpawnOptions) => ChildProcess;
  /** tests: the OS's printer queues */
  listOsPrinters?: () => Promise<OsPrinter[]>;
  /** called once the agent listens (tests) */
  onListening?: (agent: PrintAgent) => void;
}

const COMMANDS = ['instalar', 'desinstalar', 'servico'] as const;
type Command = (typeof COMMANDS)[number] | 'iniciar';

/** Set in the supervisor that `servico` starts in the background on Windows. */
const BACKGROUND_ENV = 'PRINT_AGENT_SERVICE_BACKGROUND';

const OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
  config: { type: 'string' },
  printers: { type: 'string' },
  port: { type: 'string' },
  'legacy-port': { type: 'string' },
  origins: { type: 'string' },
} as const;

const SETTINGS = ['config', 'printers', 'port', 'legacy-port', 'origins'] as const;
const ENV_SETTINGS = ['PRINT_AGENT_CONFIG', 'PRINT_AGENT_PRINTERS', 'PRINT_AGENT_PORT', 'PRINT_AGENT_LEGACY_PORT', 'PRINT_AGENT_ORIGINS'];

const usage = (rows: [string, string][]) =>
  rows.map(([command, what]) => `  ${(command ? `${AGENT_NAME} ${command}` : '').padEnd(38)}${what}`).join('\n');

export function helpText(version: string, folders: AgentFolders): string {
  return `${AGENT_NAME} ${version}: módulo de impressão local do Painel do Parceiro

Uso:
${usage([
    ['[opções]', 'inicia o módulo: GET /list e POST /print na porta principal,'],
    ['', 'GET /impressoras e POST /imprimir na porta antiga, GET /status nas duas'],
    ['instalar [opções]', 'inicia com o sistema e reinicia se cair (serviço do usuário'],
    ['', 'no Linux, tarefa de logon no Windows) com estas opções'],
    ['desinstalar', 'encerra o módulo e deixa de iniciar com o sistema'],
    ['servico [opções]', 'inicia o módulo e o reinicia se ele cair (a tarefa do Windows usa)'],
  ])}

Opções (cada uma vale mais que a variável de ambiente, que vale mais que o arquivo):
  --config ARQUIVO    arquivo de configuração (PRINT_AGENT_CONFIG);
                      padrão: ${folders.configFile}
  --printers JSON     impressoras de rede (PRINT_AGENT_PRINTERS; "printers" no arquivo), por exemplo
                      '[{"name":"Cozinha","uri":"tcp://192.168.0.50:9100","codePage":"cp850"}]'
  --port N            porta principal (PRINT_AGENT_PORT; "port"); padrão ${DEFAULT_PORT}
  --legacy-port N     porta das chamadas antigas (PRINT_AGENT_LEGACY_PORT; "legacyPort"); padrão ${DEFAULT_LEGACY_PORT}
  --origins A,B       endereços do painel que podem imprimir, além de localhost
                      (PRINT_AGENT_ORIGINS; "origins"), por exemplo https://parceiro.exemplo.com.br
  -h, --help          esta ajuda
  -v, --version       a versão

Arquivos: vias já impressas em ${folders.memoryFile} (PRINT_AGENT_MEMORY),
log em ${folders.logFile}.
Saída: 0 encerrado, 1 falha (porta em uso, serviço não instalado), 2 comando inválido,
${EXIT_BAD_SETTINGS} configuração inválida (não adianta reiniciar: corrija e inicie de novo).
`;
}

type Parsed = { command: Command; help: boolean; version: boolean; settings: SettingsFlags; settingsArgs: string[] };

function parseCommandLine(argv: string[]): Parsed {
  let values: Record<string, string | boolean | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true }));
  } catch (error) {
    const message = (error as Error).message;
    const option = /'(-[^'\s]+)/.exec(message)?.[1];
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`Opção desconhecida: ${option ?? message}.`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') throw new UsageError(`Falta o valor da opção ${option ?? message}.`);
    throw new UsageError(message);
  }
  const [first, ...extra] = positionals;
  if (first !== undefined && !(COMMANDS as readonly string[]).includes(first)) throw new UsageError(`Comando desconhecido: ${first}.`);
  if (extra.length > 0) throw new UsageError(`Argumento a mais: ${extra.join(' ')}.`);
  const settings: SettingsFlags = {};
  const settingsArgs: string[] = [];
  for (const name of SETTINGS) {
    const value = values[name];
    if (typeof value === 'string') {
      settings[name] = value;
      // passed on to the service, which starts in another folder
      settingsArgs.push(`--${name}`, name === 'config' ? resolve(value) : value);
    }
  }
  return { command: (first as Command | undefined) ?? 'iniciar', help: values.help === true, version: values.version === true, settings, settingsArgs };
}

class UsageError extends Error {}

function untilAborted(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => (signal.aborted ? resolve() : signal.addEventListener('abort', () => resolve(), { once: true })));
}

function listenFailure(error: unknown): string | null {
  const { code, port } = error as { code?: string; port?: number };
  if (code === 'EADDRINUSE') {
    return `A porta ${port} já está em uso: o módulo de impressão já está aberto neste computador, ou outro programa usa essa porta. Encerre-o ou escolha outra porta (--port, --legacy-port ou o arquivo de configuração).`;
  }
  if (code === 'EACCES') return `Sem permissão para abrir a porta ${port}: escolha outra (--port, --legacy-port ou o arquivo de configuração).`;
  return null;
}

async function runAgent(parsed: Parsed, deps: CliDeps, folders: AgentFolders): Promise<number> {
  const config = await loadAgentConfig(deps.env, parsed.settings, folders.configFile);
  const log = createAgentLog({ file: folders.logFile, echo: deps.out });
  let agent: PrintAgent;
  try {
    agent = await startPrintAgent({
      ...config,
      version: deps.version,
      log,
      printOnce: () => createPrintOnce({ file: folders.memoryFile, log }),
      listOsPrinters: deps.listOsPrinters,
    });
  } catch (error) {
    const reason = listenFailure(error);
    if (!reason) throw error;
    log(reason, { echo: false });
    deps.err(reason);
    return EXIT_FAILURE;
  }
  log(`versão ${deps.version}, instância ${agent.instance}${config.file ? `, configuração ${config.file}` : ''}`);
  log(`ouvindo em ${agent.url} (GET /list, POST /print) e ${agent.legacyUrl ?? '-'} (GET /impressoras, POST /imprimir)`);
  for (const p of config.printers) log(`impressora configurada: ${p.name} -> ${p.uri} (${p.codePage})`);
  if (config.printers.length === 0) log('nenhuma impressora de rede configurada: só as impressoras do sistema aparecem em /list');
  if (config.allowedOrigins.length > 0) log(`origens autorizadas além de localhost: ${config.allowedOrigins.join(', ')}`);
  deps.onListening?.(agent);
  await untilAborted(deps.signal);
  log('encerrando');
  await agent.close();
  return EXIT_OK;
}

/** `servico`: on Windows the logon task's console goes away at once, the supervisor runs on hidden. */
async function runService(parsed: Parsed, deps: CliDeps, folders: AgentFolders): Promise<number> {
  const spawn = deps.spawn ?? nodeSpawn;
  const running = runningSupervisor(folders);
  if (running !== null && running !== process.pid) {
    deps.out(`O módulo de impressão já está rodando (processo ${running}).`);
    return EXIT_OK;
  }
  // The settings are checked before anything starts: a bad file is said here, once.
  await loadAgentConfig(deps.env, parsed.settings, folders.configFile);
  const [program = '', ...args] = deps.agentCommand;
  if (deps.platform === 'win32' && !deps.env[BACKGROUND_ENV]) {
    const child = spawn(program, [...args, 'servico', ...parsed.settingsArgs], {
      detached: true,
      windowsHide: true,
      stdio: 'ignore',
      env: { ...deps.env, [BACKGROUND_ENV]: '1' },
    });
    child.unref();
    return EXIT_OK;
  }
  const pidFile = supervisorPidFile(folders);
  mkdirSync(dirname(pidFile), { recursive: true });
  writeFileSync(pidFile, String(process.pid));
  const log = createAgentLog({ file: folders.logFile, echo: deps.out });
  try {
    return await superviseAgent({ command: [...deps.agentCommand, ...parsed.settingsArgs], spawn, log, signal: deps.signal });
  } finally {
    rmSync(pidFile, { force: true });
  }
}

export async function runCli(argv: string[], deps: CliDeps): Promise<number> {
  const folders = agentFolders(deps);
  let parsed: Parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    deps.err(`${(error as Error).message} Veja ${AGENT_NAME} --help.`);
    return EXIT_USAGE;
  }
  if (parsed.help) {
    deps.out(helpText(deps.version, folders));
    return EXIT_OK;
  }
  if (parsed.version) {
    deps.out(deps.version);
    return EXIT_OK;
  }
  try {
    if (parsed.command === 'iniciar') return await runAgent(parsed, deps, folders);
    if (deps.agentCommand.some((part) => /\.[cm]?ts$/.test(part))) {
      // a service would need the source checkout and tsx
      deps.err(`${parsed.command}: use o executável (npm run dist:agent) ou o módulo compilado (npm run build: out/print-agent/${AGENT_NAME}.cjs).`);
      return EXIT_USAGE;
    }
    if (parsed.command === 'servico') return await runService(parsed, deps, folders);
    const context = { ...deps, folders, command: deps.agentCommand, settingsArgs: parsed.settingsArgs, run: deps.run ?? runCommand };
    if (parsed.command === 'desinstalar') return await uninstallService(context);
    // A service with settings that cannot start would restart for nothing: checked first.
    await loadAgentConfig(deps.env, parsed.settings, folders.configFile);
    const ignored = ENV_SETTINGS.filter((name) => deps.env[name]);
    if (ignored.length > 0) {
      deps.out(`Atenção: ${ignored.join(', ')} deste terminal não vale(m) para o serviço; use as opções de instalar ou o arquivo ${folders.configFile}.`);
    }
    return await installService(context);
  } catch (error) {
    if (error instanceof SettingsError) {
      deps.err(`${error.message} O módulo de impressão não foi iniciado.`);
      return EXIT_BAD_SETTINGS;
    }
    throw error;
  }
}
