import { test as base, expect, type Page } from '@playwright/test';
import { createSandbox } from '../../src/sandbox/server';
import { startPanelHost } from '../../src/web-host/host';
import { platformConfigFromOrigin } from '../../src/shared/config';

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
export const test = base.extend<{ sandbox: Sandbox; sandboxUrl: string }, { platform: Platform }>({
  platform: [
    async ({}, use) => {
      const sandbox = createSandbox({});
      const sandboxUrl = await sandbox.listen(0);
      const host = await startPanelHost({ config: platformConfigFromOrigin(sandboxUrl), rendererDir: 'out/renderer' });
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
