import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { expect, test, signIn, DEMO_USERS } from './fixtures';

/**
 * Locais de Atendimento (spec 02 §2.5, §4) as the store's staff uses it, against the sandbox:
 * store 101 (Pizzaria Bella Napoli) is set up in São Paulo (500 neighbourhoods, 10 served) and
 * Osasco (20, Centro served).
 */

const table = (page: Page) => page.getByRole('table', { name: 'Bairros de São Paulo' });

/** The row of one neighbourhood, found with the search box (the table shows only the rows in view). */
async function findRow(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('Procurar bairro').fill(name);
  const row = table(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

async function openScreen(page: Page) {
  await signIn(page, DEMO_USERS.pizzaria, '/configuracoes/bairros');
  await expect(page.getByRole('heading', { name: 'Locais de Atendimento', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'São Paulo' })).toBeVisible();
  await page.getByRole('tab', { name: 'São Paulo' }).click();
}

test('bulk-edit the fees of three neighbourhoods', async ({ page }) => {
  await openScreen(page);
  await expect(page.getByText('500 bairros')).toBeVisible();
  for (const name of ['Bela Vista', 'Consolação', 'Liberdade']) {
    await (await findRow(page, name)).getByRole('checkbox', { name: `Selecionar ${name}` }).check();
  }
  const bar = page.getByRole('region', { name: 'Alterar bairros selecionados' });
  await expect(bar.getByText('3 bairros selecionados')).toBeVisible();
  await bar.getByLabel('Taxa de Entrega').fill('8.50');
  await bar.getByLabel('Compra Mínima').fill('30');
  await bar.getByRole('button', { name: 'Aplicar aos selecionados' }).click();
  await expect(page.getByText('3 bairros alterados com sucesso!')).toBeVisible();
  await expect(bar.getByText(/Selecione bairros na lista/)).toBeVisible();

  // what the platform stored, read again after a reload
  await page.reload();
  await page.getByRole('tab', { name: 'São Paulo' }).click();
  for (const name of ['Bela Vista', 'Consolação', 'Liberdade']) {
    const row = await findRow(page, name);
    await expect(row.getByLabel(`Taxa de Entrega (${name})`)).toHaveValue('8,50');
    await expect(row.getByLabel(`Compra Mínima (${name})`)).toHaveValue('30,00');
  }
  await expect((await findRow(page, 'Moema')).getByLabel('Taxa de Entrega (Moema)')).toHaveValue('9,90');
  await page.screenshot({ path: 'test-results/bairros-lote.png' });
});

test('switch free delivery on and off, and the warning when both fees are zero', async ({ page }) => {
  await openScreen(page);
  const moema = await findRow(page, 'Moema');
  const free = moema.getByRole('switch', { name: 'Frete grátis em Moema' });
  await free.click();
  await expect(moema.getByLabel('Taxa de Entrega (Moema)')).toHaveValue('0,00');
  await expect(free).toBeChecked();
  await expect(free).toBeEnabled();
  await free.click();
  await expect(moema.getByLabel('Taxa de Entrega (Moema)')).toHaveValue('9,90');
  await expect(free).not.toBeChecked();

  // a neighbourhood served with no fee at all: nothing to bring back
  const aclimacao = await findRow(page, 'Aclimação');
  await aclimacao.getByRole('switch', { name: 'Atender Aclimação' }).click();
  await expect(aclimacao.getByRole('switch', { name: 'Atender Aclimação' })).toBeChecked();
  await expect(aclimacao.getByLabel('Taxa de Entrega (Aclimação)')).toHaveValue('0,00');
  await aclimacao.getByRole('switch', { name: 'Frete grátis em Aclimação' }).click();
  await expect(page.getByText('O frete deste bairro já é grátis!')).toBeVisible();
  await expect(aclimacao.getByLabel('Taxa de Entrega (Aclimação)')).toHaveValue('0,00');
});

test('a fee the money rule refuses is said on the field and the stored fee stays', async ({ page }) => {
  await openScreen(page);
  const moema = await findRow(page, 'Moema');
  const fee = moema.getByLabel('Taxa de Entrega (Moema)');
  for (const [typed, message] of [
    ['1.234,56', 'O valor máximo é R$ 999,99.'],
    ['abc', 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).'],
    ['-5', 'O valor não pode ser negativo.'],
    ['', 'Informe um valor (ex.: 12,50). Para zero, digite 0.'],
  ] as const) {
    await fee.fill(typed);
    await fee.press('Enter');
    await expect(moema.getByText(message)).toBeVisible();
    await expect(fee).toHaveValue(typed);
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(moema.getByRole('switch', { name: 'Frete grátis em Moema' })).not.toBeChecked();

  // nothing reached the platform: read again, the fee is the one it had
  await page.reload();
  await page.getByRole('tab', { name: 'São Paulo' }).click();
  await expect((await findRow(page, 'Moema')).getByLabel('Taxa de Entrega (Moema)')).toHaveValue('9,90');
});

async function acceptedOrder(request: APIRequestContext, sandboxUrl: string): Promise<Order> {
  const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
  const { orders } = (await response.json()) as { orders: Order[] };
  const order = orders.find((o) => o.id_pedido === 1011);
  if (!order) throw new Error('pedido 1011');
  return order;
}

test("the couriers' neighbourhood choice follows what is set here", async ({ page, request, sandboxUrl }) => {
  await openScreen(page);
  const vilaMariana = await findRow(page, 'Vila Mariana');
  await vilaMariana.getByRole('switch', { name: 'Atender Vila Mariana' }).click();
  await expect(vilaMariana.getByRole('switch', { name: 'Atender Vila Mariana' })).not.toBeChecked();

  const order = await acceptedOrder(request, sandboxUrl);
  await page.goto('/pedidos');
  await page.getByLabel('Buscar pedido').fill(order.hash_pedido);
  await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
  const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
  await card.getByRole('button', { name: 'Solicitar Motoboy' }).click();
  const area = page.getByRole('dialog', { name: 'Solicitar Motoboy' }).getByLabel('Bairro de entrega');
  await area.fill('vila');
  await expect(page.getByText('Nenhum bairro encontrado')).toBeVisible();
  await area.fill('cen');
  await expect(page.getByRole('option')).toHaveText(['Centro (Osasco)', 'Centro (São Paulo)']);
});
