import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { createSandbox } from '../../src/sandbox/server';
import { startPanelHost } from '../../src/web-host/host';
import { platformConfigFromOrigin } from '../../src/shared/config';
import { makeAgentExecutable } from '../../rig/printAgentBuild';
import { type AgentProcess, startAgentProcess } from '../../rig/printAgentProcess';
import { startVirtualPrinter, type VirtualPrinter } from '../../rig/virtualPrinter';
import { virtualPrinterSwitch } from '../../rig/virtualPrinterControl';
import { createApiClients } from '../../src/renderer/api/clients';
import { CONTRACT_METHODS } from '../../src/shared/api/methods';
import { loginIndex } from '../../src/shared/api';
import { callEndpoint } from '../../src/renderer/api/callEndpoint';
import { parsePlatformConfig } from '../../src/shared/config';
import { sessionFrom } from '../../src/renderer/features/session/sessionSaga';
import { saveSession } from '../../src/renderer/features/session/sessionStorage';

type Sandbox = ReturnType<typeof createSandbox>;

interface Platform {
  sandbox: Sandbox;
  sandboxUrl: string;
  panelUrl: string;
}

/**
 * Each Playwright worker runs its own sandbox platform (in memory, ephemeral port) and serves the
 * built panel (out/renderer, browser mode) pointed at it. Every test starts from the seed.
 */
/**
 * Optional (test.use({ printStationEnabled: true }) in a spec): the local print agent of the
 * browser mode, started from its built bundle as its own process (as a store runs it) on ports
 * the system picks, with two virtual ESC/POS network printers, 'Caixa' and 'Cozinha'. The panel
 * of that worker is pointed at this agent; other specs get none.
 */
export interface PrintStation {
  agent: AgentProcess;
  caixa: VirtualPrinter;
  cozinha: VirtualPrinter;
}

export const test = base.extend<
  { sandbox: Sandbox; sandboxUrl: string; printers: PrintStation },
  { platform: Platform; printStationEnabled: boolean; printAgent: 'bundle' | 'executable'; printStation: PrintStation | null }
>({
  printStationEnabled: [false, { scope: 'worker', option: true }],
  // 'executable': the print station's agent is the single executable, made for this worker
  // (npm run dist:agent's steps, into a temporary folder)
  printAgent: ['bundle', { scope: 'worker', option: true }],
  printStation: [
    async ({ printStationEnabled, printAgent }, use) => {
      if (!printStationEnabled) {
        await use(null);
        return;
      }
      const executableDir = printAgent === 'executable' ? mkdtempSync(join(tmpdir(), 'painel-print-agent-sea-')) : null;
      const command = executableDir ? [makeAgentExecutable({ outDir: executableDir, log: () => undefined })] : undefined;
      const caixa = await startVirtualPrinter({ name: 'Caixa' });
      const cozinha = await startVirtualPrinter({ name: 'Cozinha' });
      const agent = await startAgentProcess({
        command,
        printers: [
          { name: 'Caixa', uri: caixa.url, codePage: 'cp850' },
          { name: 'Cozinha', uri: cozinha.url, codePage: 'cp850' },
        ],
      });
      await use({ agent, caixa, cozinha });
      await agent.close();
      await caixa.close();
      await cozinha.close();
      if (executableDir) rmSync(executableDir, { recursive: true, force: true });
    },
    // making the single executable copies and rewrites a 100 MB binary
    { scope: 'worker', timeout: 180_000 },
  ],
  platform: [
    async ({ printStation }, use) => {
      // with a print station, `npm run sandbox:printer -- Cozinha sem-papel` works as in the demo
      const sandbox = createSandbox(printStation ? { printers: virtualPrinterSwitch([printStation.caixa, printStation.cozinha]) } : {});
      const sandboxUrl = await sandbox.listen(0);
      const config = printStation
        ? platformConfigFromOrigin(sandboxUrl, 'sandbox', printStation.agent.url, printStation.agent.legacyUrl)
        : platformConfigFromOrigin(sandboxUrl);
      const host = await startPanelHost({ config, rendererDir: 'out/renderer' });
      await use({ sandbox, sandboxUrl, panelUrl: host.url });
      await host.close();
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  // Automatic: every test starts from the seed, whether or not it drives the sandbox itself.
  sandbox: [
    async ({ platform }, use) => {
      await platform.sandbox.resume();
      await platform.sandbox.reset();
      await use(platform.sandbox);
    },
    { auto: true },
  ],
  sandboxUrl: async ({ platform }, use) => use(platform.sandboxUrl),
  // The print station with empty, online printers (only where printStationEnabled is set).
  printers: async ({ printStation }, use) => {
    if (!printStation) throw new Error('Use test.use({ printStationEnabled: true }) para ter o módulo de impressão.');
    for (const printer of [printStation.caixa, printStation.cozinha]) {
      await printer.refuseConnections(false);
      // ready, answering status, keeping what arrives while stopped (a test may have switched them)
      printer.setState('pronta');
      printer.answersStatus = true;
      printer.kind = 'buffer';
      printer.clear();
    }
    await use(printStation);
  },
  baseURL: async ({ platform }, use) => use(platform.panelUrl),
});

export { expect };

export const DEMO_USERS = {
  pizzaria: { usuario: 'pizzaria', senha: 'senha123', loja: 'Pizzaria Bella Napoli' },
  saborCaseiro: { usuario: 'saborcaseiro', senha: 'senha123', loja: 'Sabor Caseiro' },
  lanchonete: { usuario: 'lanchonete', senha: 'senha123', loja: 'Lanchonete Central' },
} as const;

/** Logs in through the login screen as a person would. */
export async function login(page: Page, user: { usuario: string; senha: string } = DEMO_USERS.pizzaria) {
  await page.goto('/login');
  await page.getByLabel('Usuário').fill(user.usuario);
  await page.getByLabel('Senha').fill(user.senha);
  await page.getByRole('button', { name: 'ACESSAR' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
}

/** How many signIn calls this worker made: each one's init script outranks the ones before it. */
let signIns = 0;

/**
 * Signs in without the login form, for tests whose subject is not the login (that one stays tested
 * through the form: login() above, session.spec.ts): the platform's real login/index, through the
 * renderer's own client, the login saga's call and the panel's own /config.json, answers a real session; what the login
 * would store of it is put in this tab's local storage before the panel's first load, and the
 * panel opens `path` directly: one full load instead of /login, the form and /pedidos (and a
 * second load when the test goes on to another screen).
 *
 * Only for this tab's next load: a reload after the test logs out (or its session expires) finds
 * no session, as it would after a real login, and a later signIn (another store) wins.
 */
export async function signIn(page: Page, user: { usuario: string; senha: string } = DEMO_USERS.pizzaria, path = '/pedidos') {
  const configResponse = await page.request.get('/config.json');
  expect(configResponse.ok(), 'GET /config.json').toBeTruthy();
  const api = createApiClients(
    parsePlatformConfig(await configResponse.json()),
    { getHash: () => null, onSessionExpired: () => undefined, onUnexpectedStatus: () => undefined },
    CONTRACT_METHODS,
  );
  // the login saga's own call: the answer read through the declaration's schema, as it stores it
  const answer = await callEndpoint(api, loginIndex, { body: { usuario: user.usuario, senha: user.senha }, silent: true });
  if (!answer.status) throw new Error(`login de ${user.usuario} recusado`);
  // the exact key and text the panel's own saveSession writes
  const stored: [string, string][] = [];
  saveSession(sessionFrom(answer), { setItem: (key: string, value: string) => void stored.push([key, value]) } as unknown as Storage);
  const [[key, value]] = stored as [[string, string]];
  const order = ++signIns;
  await page.addInitScript(
    ({ key, value, order }) => {
      // sessionStorage lives as long as the tab (reloads included): each signIn stores once
      const done = Number(sessionStorage.getItem('e2e.signIn') ?? '0');
      if (done >= order) return;
      sessionStorage.setItem('e2e.signIn', String(order));
      localStorage.setItem(key, value);
    },
    { key, value, order },
  );
  await page.goto(path);
  // where login() leaves a test: signed in, at the screen, the logged-in frame drawn (attached, not
  // visible: a modal such as 202's contract hides the rest of the page from the accessibility tree)
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.locator('nav[aria-label="Menu principal"]')).toBeAttached();
}
