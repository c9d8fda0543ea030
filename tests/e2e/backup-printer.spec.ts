import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/areas/printing';
import { isTicketOf, type VirtualPrinter } from '../../rig/virtualPrinter';
import { SEED } from '../../src/sandbox/seed/ids';
import { expect, login, test } from './fixtures';

/**
 * Issue 46 as a person does it in the demo: Cozinha's backup is chosen on the Impressão screen,
 * `npm run sandbox:printer -- Cozinha sem-papel` takes its paper away, an order comes in, and its
 * kitchen ticket comes out of Caixa headed so; the toolbar and the order's card say it; paper back,
 * the next kitchen ticket comes out of Cozinha, and nothing came out twice.
 */
test.use({ printStationEnabled: true });

const { pizzas: PIZZAS } = SEED.menu101;
const SEED_PENDING = [SEED.orders.pendingPickupDigitalMenu, SEED.orders.pendingDelivery];
const run = promisify(execFile);

const PIZZAS_ON_COZINHA: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  impressaoProducao: true,
  impressorasProducao: { [PIZZAS]: { impressora: 'Cozinha', agrupamento: true } },
  autoAceiteImprimir: true,
  metodoImpressao: 'local',
  sincronizado: true,
};

/** What the README tells a person to type. */
async function sandboxPrinter(sandboxUrl: string, name: string, state: string): Promise<void> {
  await run('npm', ['run', '--silent', 'sandbox:printer', '--', name, state], { env: { ...process.env, SANDBOX_URL: sandboxUrl } });
}

async function placeOrder(request: APIRequestContext, sandboxUrl: string): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, {
    data: { storeId: 101, items: [{ nome: 'Pizza Portuguesa', valor_unitario: 52, quantidade: 1, id_cardapio_categoria: PIZZAS }] },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

const ticketsOf = (printer: VirtualPrinter, order: Order) => printer.tickets.filter((t) => isTicketOf(t, order.id_pedido));
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function chooseBackup(page: Page) {
  const link = page.getByRole('link', { name: 'Impressão' });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Configurações da Loja' }).click();
  await link.click();
  await page.getByRole('combobox', { name: 'Impressora reserva: Cozinha' }).click();
  await page.getByRole('option', { name: 'Caixa' }).click();
  await page.getByRole('combobox', { name: 'Assume após: Cozinha' }).click();
  await page.getByRole('option', { name: 'Na hora' }).click();
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
}

test('a Cozinha sem papel: a via dela sai no Caixa com o aviso, a barra e o pedido dizem; com papel, volta para a Cozinha', async ({ page, request, sandboxUrl, printers }) => {
  const { caixa, cozinha } = printers;
  for (const id of SEED_PENDING) await request.post(`${sandboxUrl}/__sandbox/orders/${id}/status`, { data: { status: 'PD' } });
  await login(page);
  await page.evaluate((json) => localStorage.setItem('painel.printSettings', json), JSON.stringify(PIZZAS_ON_COZINHA));
  await page.reload();
  await chooseBackup(page);

  await sandboxPrinter(sandboxUrl, 'Cozinha', 'sem-papel');
  await page.getByRole('link', { name: 'Gerenciador de Pedidos' }).click();
  const out = await placeOrder(request, sandboxUrl);
  // the cashier's ticket and, after it, the kitchen's on Caixa, headed with the station and why
  await expect.poll(() => ticketsOf(caixa, out).length, { timeout: 30_000 }).toBe(2);
  const moved = ticketsOf(caixa, out).find((t) => flat(t.text).includes('COZINHA - impresso no Caixa (Cozinha sem papel)'));
  expect(moved, 'a via da Cozinha, no Caixa, com o aviso no topo').toBeDefined();
  expect(moved!.text).toContain('Pizza Portuguesa');
  expect(ticketsOf(cozinha, out)).toEqual([]);
  const states = page.getByRole('status', { name: 'Estado das impressoras' });
  await expect(states.getByText('Cozinha → Caixa')).toBeVisible();
  await page.getByText(`#${out.hash_pedido}`).first().click();
  await expect(page.getByRole('article', { name: `Pedido #${out.hash_pedido}` }).getByText('Via de Cozinha impressa em Caixa (Cozinha sem papel)')).toBeVisible();

  // paper back: the redirect ends, the next kitchen ticket comes out of Cozinha, and only it
  await sandboxPrinter(sandboxUrl, 'Cozinha', 'pronta');
  await expect(states.getByText('Cozinha → Caixa')).toBeHidden({ timeout: 15_000 });
  const back = await placeOrder(request, sandboxUrl);
  await expect.poll(() => ticketsOf(cozinha, back).length, { timeout: 30_000 }).toBe(1);
  expect(flat(ticketsOf(cozinha, back)[0]!.text)).not.toContain('impresso no');
  await page.waitForTimeout(1500);
  expect(ticketsOf(cozinha, out), 'a via que saiu no Caixa não sai de novo na Cozinha').toEqual([]);
  expect(ticketsOf(caixa, out)).toHaveLength(2);
  expect(ticketsOf(caixa, back)).toHaveLength(1);
});
