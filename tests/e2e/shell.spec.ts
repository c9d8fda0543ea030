import type { Page } from '@playwright/test';
import { invoicesPageSchema } from '../../src/shared/api';
import { formatCentsBRL } from '../../src/shared/format';
import { formatCalendarDay } from '../../src/shared/time';
import { OnlinePaymentPlatform } from '../support/onlinePayment';
import { signedInClients } from '../../rig/platformClients';
import { test, expect, login, DEMO_USERS, signIn } from './fixtures';

// The logged-in frame (spec 01 §2 Side menu, Header and banners; §4 Store and real-time; §8),
// against the sandbox seed: store 101 (pizzaria, brand aiboo) is open and does not accept online
// payment yet (one-time notice on); 202 (saborcaseiro, brand pedeai) has overdue invoices and a
// mandatory contract; 303 (lanchonete) is suspended.

const header = (page: Page) => page.getByRole('banner');
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const storeSwitch = (page: Page) => header(page).getByRole('switch');
const connection = (page: Page) => page.getByRole('status').filter({ hasText: /^(Conectado|Sem conexão)$/ });

async function postControl(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.describe('header', () => {
  test('shows the brand logo, the store name and the open/closed switch', async ({ page }) => {
    await signIn(page);
    await expect(header(page).getByRole('img', { name: 'Aiboo' })).toBeVisible();
    await expect(header(page).getByText('Pizzaria Bella Napoli')).toBeVisible();
    await expect(header(page).getByRole('switch', { name: 'Loja aberta' })).toBeChecked();
    await page.screenshot({ path: 'test-results/shell-header.png' });
  });

  test('toggling the switch shows the server message and the state survives a reload', async ({ page }) => {
    await signIn(page);
    await storeSwitch(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loja fechada com sucesso!' })).toBeVisible();
    await expect(header(page).getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();

    await page.reload();
    await expect(header(page).getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();

    await storeSwitch(page).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loja aberta com sucesso!' })).toBeVisible();
    await expect(header(page).getByRole('switch', { name: 'Loja aberta' })).toBeChecked();
  });

  test('a live loja event flips the switch', async ({ page, sandboxUrl }) => {
    await signIn(page);
    await expect(connection(page)).toHaveText('Conectado');
    await expect(header(page).getByRole('switch', { name: 'Loja aberta' })).toBeChecked();
    await postControl(page, `${sandboxUrl}/__sandbox/events`, { storeId: 101, event: 'loja', payload: { fechado: 'S' } });
    await expect(header(page).getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();
  });

  test("a refused toggle shows 'Atenção!' with the platform message and the switch stays", async ({ page }) => {
    await signIn(page, DEMO_USERS.lanchonete);
    await expect(header(page).getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();
    await storeSwitch(page).click();
    const dialog = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(dialog).toContainText('Sua loja está suspensa e não pode ser aberta ou fechada.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(header(page).getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();
  });

  test("a failing store call shows the generic error dialog, and 'Tentar novamente' reloads", async ({ page, sandboxUrl }) => {
    await signIn(page);
    // the first load's own getLoja has answered: the fault is for the reload's
    await expect(header(page).getByText('Pizzaria Bella Napoli')).toBeVisible();
    await postControl(page, `${sandboxUrl}/__sandbox/faults`, { path: 'api/estabelecimento/getLoja', status: 500, times: 1 });
    await page.reload();
    const dialog = page.getByRole('dialog', { name: 'Ops! Ocorreu um erro inesperado 500!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Uma equipe de fominhas altamente treinados já foi acionada para resolver o problema!');
    await page.screenshot({ path: 'test-results/shell-generic-error.png' });
    await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(dialog).toBeHidden();
    await expect(header(page).getByText('Pizzaria Bella Napoli')).toBeVisible();
  });
});

test.describe('banners', () => {
  test('overdue invoices and the mandatory contract, which closes only once sent to signature', async ({ page, sandboxUrl }) => {
    // the sandbox issues 202's invoices from its own orders (seedInvoices.ts)
    const api = await signedInClients(sandboxUrl, 'saborcaseiro');
    const overdue = invoicesPageSchema.parse(await api.json.call('invoices', { query: { status: 'overdue' } })).data;
    expect(overdue.length).toBeGreaterThan(0);
    await signIn(page, DEMO_USERS.saborCaseiro);
    const contract = page.getByRole('dialog', { name: /Contrato/ });
    await expect(contract).toBeVisible();
    await expect(contract.getByRole('heading', { name: /Contrato de Intermediação de Pedidos/ })).toBeVisible();
    await expect(contract.getByLabel(/E-mail para assinatura/)).not.toHaveValue('');
    await page.screenshot({ path: 'test-results/shell-contract.png' });

    await page.keyboard.press('Escape');
    await expect(contract.getByText('A assinatura deste documento é obrigatória!')).toBeVisible();
    await contract.getByRole('button', { name: 'Fechar' }).click();
    await expect(contract).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(contract).toBeVisible();

    await contract.getByRole('button', { name: 'Enviar para assinatura' }).click();
    await expect(contract).toBeHidden();

    const banner = page.getByRole('alert').filter({ hasText: 'Boleto(s) disponível(is) para pagamento!' });
    await expect(banner).toBeVisible();
    for (const invoice of overdue) await expect(banner).toContainText(`Vencimento ${formatCalendarDay(invoice.overdues_at)} — ${formatCentsBRL(-invoice.balance)}`);
    await expect(header(page).getByRole('img', { name: 'PedeAí' })).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-invoices.png' });

    // 'Ver minhas Faturas' lands on the invoices screen, the overdue ones there
    await banner.getByRole('button', { name: 'Ver minhas Faturas' }).click();
    await expect(page).toHaveURL(/\/financeiro\/faturas$/);
    await expect(page.getByRole('table', { name: 'Faturas', exact: true }).getByRole('row').filter({ hasText: 'Vencida' })).toHaveCount(overdue.length);

    // Sent to signature: it does not come back.
    await page.reload();
    await expect(header(page).getByText('Sabor Caseiro')).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('dialog', { name: /Contrato/ })).toHaveCount(0);
  });

  test('a suspended store sees the suspension alert', async ({ page }) => {
    await signIn(page, DEMO_USERS.lanchonete);
    const alert = page.getByRole('alert').filter({ hasText: 'A sua loja está suspensa!' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Sua loja foi suspensa por pendências financeiras.');
    await alert.getByRole('button', { name: 'Mostrar detalhes' }).click();
    await expect(alert).toContainText('entre em contato com o nosso suporte');
    await page.screenshot({ path: 'test-results/shell-suspended.png' });
  });

  test("the online-payment notice with 'Não mostrar novamente' does not come back", async ({ page, request, sandboxUrl }) => {
    // the notice is for a store that has not registered yet (the seed's 101 is registered)
    await new OnlinePaymentPlatform(page, request, sandboxUrl).clearRegistration();
    await signIn(page);
    const notice = page.getByRole('region', { name: 'Cadastre-se no Pagamento Online' });
    await expect(notice).toBeVisible();
    await notice.getByRole('checkbox', { name: 'Não mostrar novamente' }).check();
    await notice.getByRole('button', { name: 'Fechar' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByText('Receba seus pedidos com Pagamento Online!')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Receba seus pedidos com Pagamento Online!')).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('side menu', () => {
  test('shows the built screens, one group open at a time, the version, and collapses', async ({ page }) => {
    await signIn(page);
    await expect(menu(page).getByRole('link', { name: 'Gerenciador de Pedidos' })).toHaveAttribute('aria-current', 'page');
    await expect(menu(page).getByText('Versão 1.2.0')).toBeVisible();
    await menu(page).getByRole('button', { name: 'Configurações da Loja' }).click();
    await menu(page).getByRole('link', { name: 'Horário de Funcionamento' }).click();
    await expect(page).toHaveURL(/\/configuracoes\/funcionamento$/);
    await page.screenshot({ path: 'test-results/shell-menu.png' });

    await menu(page).getByRole('button', { name: 'Recolher menu' }).click();
    await expect(menu(page).getByText('Gerenciador de Pedidos')).toHaveCount(0);
    await menu(page).getByRole('link', { name: 'Gerenciador de Pedidos' }).hover();
    await expect(page.getByRole('tooltip', { name: 'Gerenciador de Pedidos' })).toBeVisible();
    await page.screenshot({ path: 'test-results/shell-menu-collapsed.png' });
    await menu(page).getByRole('link', { name: 'Gerenciador de Pedidos' }).click();
    await expect(page).toHaveURL(/\/pedidos$/);
    await menu(page).getByRole('button', { name: 'Expandir menu' }).click();
    await expect(menu(page).getByText('Gerenciador de Pedidos')).toBeVisible();
  });

  test("'Sair da Loja' logs out to the login screen", async ({ page }) => {
    await login(page);
    await menu(page).getByRole('button', { name: 'Sair da Loja' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    await page.goto('/pedidos');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('real-time connection', () => {
  test('a platform outage is reported and the panel reconnects by itself', async ({ page, sandbox }) => {
    await signIn(page);
    await expect(connection(page)).toHaveText('Conectado');
    await sandbox.suspend();
    await expect(page.getByRole('status').filter({ hasText: 'Perda de conexão com o servidor' })).toBeVisible();
    await expect(connection(page)).toHaveText('Sem conexão');
    await page.screenshot({ path: 'test-results/shell-connection-lost.png' });
    await sandbox.resume();
    await expect(connection(page)).toHaveText('Conectado', { timeout: 15_000 });
  });

  test("a platform message shows as an 'Atenção!' dialog", async ({ page, sandboxUrl }) => {
    await signIn(page);
    await expect(connection(page)).toHaveText('Conectado');
    await postControl(page, `${sandboxUrl}/__sandbox/events`, {
      storeId: 101,
      event: 'mensagem',
      payload: { mensagem: 'Manutenção programada hoje às 23h.' },
    });
    const dialog = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(dialog).toContainText('Manutenção programada hoje às 23h.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a malformed event is dropped with a warning and the next one still works', async ({ page, sandboxUrl }) => {
    await signIn(page);
    await expect(connection(page)).toHaveText('Conectado');
    await postControl(page, `${sandboxUrl}/__sandbox/events`, { storeId: 101, event: 'loja', payload: { fechado: 'talvez' } });
    await expect(page.getByRole('status').filter({ hasText: 'Recebemos uma atualização inválida do servidor' })).toBeVisible();
    await expect(header(page).getByRole('switch', { name: 'Loja aberta' })).toBeChecked();
    await postControl(page, `${sandboxUrl}/__sandbox/events`, { storeId: 101, event: 'loja', payload: { fechado: 'S' } });
    await expect(header(page).getByRole('switch', { name: 'Loja fechada' })).not.toBeChecked();
  });
});
