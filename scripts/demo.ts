/**
 * npm run demo: the whole product on one machine. Builds if needed, starts the platform sandbox
 * with its order simulator, then opens the desktop app, or, where the Electron binary is not
 * installed, serves the panel to a browser. Ctrl+C stops everything.
 *
 * Environment: PORT (sandbox, default 4010), PANEL_PORT (browser mode, default 5173),
 * DEMO_ORDER_INTERVAL_MS (mean time between simulated orders, default 20000).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { platformConfigFromOrigin } from '../src/shared/config';
import { SEED } from '../src/sandbox/seed/ids';
import { controlCommandsEnv } from '../src/sandbox/controlUrl';
import { createSandbox } from '../src/sandbox/server';
import { startPanelHost, type PanelHost } from '../src/web-host/host';
import { startDemoPrintStation } from './demoPrinters';
import { buildAgentBundle } from '../rig/printAgentBuild';
import { virtualPrinterSwitch } from '../rig/virtualPrinterControl';

const root = resolve(import.meta.dirname, '..');
const OUTPUTS = ['out/main/index.cjs', 'out/preload/index.cjs', 'out/renderer/index.html', 'out/print-agent/painel-print-agent.cjs'];
const BUILD_INPUTS = ['src', 'electron.vite.config.ts', 'vite.print-agent.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Tests and the sandbox are not part of the built app.
    if (/\.test\.tsx?$/.test(entry) || (entry === 'sandbox' && path.endsWith('src'))) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIsStale(): boolean {
  const outputs = OUTPUTS.map((p) => join(root, p));
  if (outputs.some((p) => !existsSync(p))) return true;
  const oldestOutput = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return Math.max(...BUILD_INPUTS.map((p) => newestMtime(join(root, p)))) > oldestOutput;
}

/** npm run build: the panel (electron-vite) and the print agent's bundle. */
function build(): void {
  console.log('Compilando o painel (electron-vite build)...');
  const cli = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('A compilação falhou (electron-vite build).');
  console.log('Compilando o módulo de impressão (out/print-agent)...');
  buildAgentBundle();
}

/**
 * The Electron executable, if installed. Never require('electron') for this: since Electron 42
 * that downloads the binary on first use, which fails on a machine without internet.
 */
function electronBinary(): string | null {
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(dir, 'dist');
  const binary = join(dist, relative);
  return relative && existsSync(binary) ? binary : null;
}

function banner(lines: string[]): void {
  console.log(['', ...lines, ''].join('\n'));
}

async function main(): Promise<void> {
  if (buildIsStale()) build();

  const sandboxPort = Number(process.env.PORT ?? 4010);
  const panelPort = Number(process.env.PANEL_PORT ?? 5173);
  const intervalMs = Number(process.env.DEMO_ORDER_INTERVAL_MS ?? 20_000);

  const binary = electronBinary();
  // In Electron the main process prints to the network printers itself; a browser needs the agent.
  const station = await startDemoPrintStation(join(root, '.sandbox-data'), !binary);
  const sandbox = createSandbox({ dataFile: join(root, '.sandbox-data', 'sandbox.sqlite'), printers: virtualPrinterSwitch(station.virtual) });
  const sandboxUrl = await sandbox.listen(sandboxPort, '127.0.0.1');
  await sandbox.startSimulator({ intervalMs });

  let electron: ChildProcess | null = null;
  let host: PanelHost | null = null;
  let stopping = false;
  const shutdown = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log('\nEncerrando a demonstração...');
    if (electron && electron.exitCode === null) electron.kill();
    await host?.close();
    await station.close();
    await sandbox.close();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  const users = Object.values(SEED.users).map((u) => `    ${u.usuario} / ${SEED.password}`);
  const common = [
    `  Plataforma (sandbox): ${sandboxUrl}  — dados em .sandbox-data/sandbox.sqlite`,
    `  Simulador: um pedido novo a cada ~${Math.round(intervalMs / 1000)} s na Pizzaria Bella Napoli (DEMO_ORDER_INTERVAL_MS)`,
    '',
    '  Lojas de demonstração (usuário / senha):',
    ...users,
    '',
    '  Impressoras virtuais (ESC/POS por TCP): ' + station.printers.map((p) => `${p.name} ${p.uri}`).join(', '),
    ...(station.agent ? [`  Módulo de impressão local: ${station.agent.url} (out/print-agent; log em ${station.agent.dataDir})`] : []),
    `  Os tickets impressos aparecem aqui e em ${station.folder}/`,
    "  Para imprimir: Configurações da Loja > Impressão (escolha Caixa e Cozinha e salve);",
    "  para aceitar e imprimir sozinho: Configurações da Loja > Software.",
    '',
    // the scripts read PORT (src/sandbox/controlUrl.ts): this line says what they do
    '  Controle da plataforma, em outro terminal' + (controlCommandsEnv(sandboxPort) ? ` (com ${controlCommandsEnv(sandboxPort)} antes de cada comando):` : ':'),
    '    npm run sandbox:order      um pedido novo agora',
    '    npm run sandbox:event      um evento no canal da loja (novo, atualiza, f5pagina, mensagem, loja)',
    '    npm run sandbox:expire     expira as sessões (o painel pede login de novo)',
    '    npm run sandbox:code       o último código de recuperação de senha',
    '    npm run sandbox:simulate   liga ou desliga o simulador de pedidos',
    '    npm run sandbox:reset      volta aos dados iniciais',
    '    npm run sandbox:printer -- Caixa sem-papel   muda o estado de uma impressora virtual',
    '                               (pronta, pouco-papel, tampa-aberta, erro, offline, mudo, desligada; guarda|descarta)',
    '',
    '  Ctrl+C encerra tudo.',
  ];

  if (binary) {
    const args = [root];
    // Chromium refuses to run as root with its sandbox on Linux (containers, CI machines).
    if (process.platform === 'linux' && process.getuid?.() === 0) args.push('--no-sandbox');
    const env: NodeJS.ProcessEnv = { ...process.env, PANEL_PLATFORM_URL: sandboxUrl, PANEL_PRINTERS: JSON.stringify(station.printers) };
    delete env.ELECTRON_RUN_AS_NODE;
    electron = spawn(binary, args, { cwd: root, env, stdio: 'inherit' });
    electron.on('exit', (code) => void shutdown(code ?? 0));
    banner(['Painel do Parceiro — demonstração (aplicativo desktop)', ...common]);
    return;
  }

  host = await startPanelHost({
    port: panelPort,
    host: '127.0.0.1',
    config: platformConfigFromOrigin(sandboxUrl, 'sandbox'),
    rendererDir: join(root, 'out', 'renderer'),
  });
  banner([
    'Painel do Parceiro — demonstração (no navegador)',
    '  O binário do Electron não está instalado nesta máquina (node_modules/electron sem dist/),',
    '  então o painel roda no navegador, como na implantação web.',
    '',
    `  Abra: ${host.url}`,
    ...common,
  ]);
}

main().catch((err: unknown) => {
  console.error('A demonstração não pôde começar:', err instanceof Error ? err.message : err);
  process.exit(1);
});
