import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { expect, test, signIn } from './fixtures';

/** The seed gives store 101 two pending orders (1012, 1013). */
const SEED_PENDING = [1012, 1013];

async function placeOrder(request: APIRequestContext, sandboxUrl: string, body: Record<string, unknown> = {}): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, { data: { storeId: 101, ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

async function platformOrder(request: APIRequestContext, sandboxUrl: string, id: number): Promise<Order> {
  const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
  const { orders } = (await response.json()) as { orders: Order[] };
  const order = orders.find((o) => o.id_pedido === id);
  if (!order) throw new Error(`pedido ${id} não está na plataforma`);
  return order;
}

async function setPlatformStatus(request: APIRequestContext, sandboxUrl: string, id: number, status: string) {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders/${id}/status`, { data: { status } });
  expect(response.ok()).toBe(true);
}

const row = (page: Page, id: number) => page.locator(`[data-order-id="${id}"]`);
const card = (page: Page, order: Order) => page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });

/**
 * The section an order's row is in. The list is virtualised (only rows in view are in the page),
 * so look the order up with the search box, as a person would, then clear the search.
 */
async function expectSection(page: Page, order: Order, section: string) {
  const search = page.getByLabel('Buscar pedido');
  await search.fill(order.hash_pedido);
  await expect(row(page, order.id_pedido)).toHaveAttribute('data-section', section);
  await search.fill('');
}

/** Whether the new-order alert is sounding (the looping <audio> element of the panel). */
const alertPlaying = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('audio[data-alert-sound]');
    return audio !== null && !audio.paused;
  });

async function openOrder(page: Page, order: Order) {
  await row(page, order.id_pedido).click();
  await expect(card(page, order)).toBeVisible();
  return card(page, order);
}

test.describe('Gerenciador de Pedidos', () => {
  test('um pedido novo aparece no topo de Pendente e o alerta toca até ninguém estar pendente', async ({ page, request, sandboxUrl }) => {
    for (const id of SEED_PENDING) await setPlatformStatus(request, sandboxUrl, id, 'PA');
    await signIn(page);
    await expect(page.getByText('Nenhum pedido pendente')).toBeVisible();
    expect(await alertPlaying(page)).toBe(false);

    const older = await placeOrder(request, sandboxUrl, { customer: { nome: 'Cliente Anterior' } });
    await expect(row(page, older.id_pedido)).toHaveAttribute('data-section', 'pending');
    const order = await placeOrder(request, sandboxUrl, { customer: { nome: 'Beatriz Topo' }, items: 2 });
    const firstPending = page.locator('[data-section="pending"]').first();
    await expect(firstPending).toContainText(`#${order.hash_pedido}`);
    await expect(firstPending).toContainText('Beatriz Topo');
    await expect.poll(() => alertPlaying(page)).toBe(true);

    const c = await openOrder(page, order);
    await expect(c.getByRole('timer')).toHaveText(/Tempo restante: \d\d:\d\d/);
    await page.screenshot({ path: 'test-results/orders-pendente.png' });

    await c.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByText('Status do pedido alterado').first()).toBeVisible();
    await expectSection(page, order, 'accepted');
    // one order still pending: the alert goes on
    expect(await alertPlaying(page)).toBe(true);
    await openOrder(page, older);
    await card(page, older).getByRole('button', { name: 'Aceitar' }).click();
    await expectSection(page, older, 'accepted');
    await expect.poll(() => alertPlaying(page)).toBe(false);
  });

  test('entrega: Aceitar, Enviar e Entregue levam o pedido de seção em seção', async ({ page, request, sandboxUrl }) => {
    await signIn(page);
    const order = await placeOrder(request, sandboxUrl, { retirada_local: false });
    await expect(row(page, order.id_pedido)).toHaveAttribute('data-section', 'pending');
    const c = await openOrder(page, order);
    await expect(c.getByRole('group', { name: 'Ações do pedido' }).getByRole('button')).toHaveText(['Aceitar', 'Cancelar', 'Imprimir']);

    const steps: Array<[string, string, string]> = [
      ['Aceitar', 'accepted', 'ACEITO'],
      ['Enviar', 'sent', 'ENVIADO'],
      ['Entregue', 'delivered', 'ENTREGUE'],
    ];
    for (const [button, section, label] of steps) {
      await c.getByRole('button', { name: button, exact: true }).click();
      await expectSection(page, order, section);
      await expect(c.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(c.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect((await platformOrder(request, sandboxUrl, order.id_pedido)).status).toBe('PD');
  });

  test('retirada: Aceitar, Pronto para retirada e Entregue', async ({ page, request, sandboxUrl }) => {
    await signIn(page);
    const order = await placeOrder(request, sandboxUrl, { retirada_local: true });
    const c = await openOrder(page, order);
    await expect(c.getByText('Retirada no local', { exact: true })).toBeVisible();
    await c.getByRole('button', { name: 'Aceitar' }).click();
    await expectSection(page, order, 'accepted');
    await expect(c.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
    await c.getByRole('button', { name: 'Pronto para retirada' }).click();
    await expectSection(page, order, 'sent');
    await expect(c.getByText('PRONTO PARA RETIRADA', { exact: true })).toBeVisible();
    await c.getByRole('button', { name: 'Entregue' }).click();
    await expectSection(page, order, 'delivered');
    expect((await platformOrder(request, sandboxUrl, order.id_pedido)).status).toBe('PD');
  });

  test('cancelar com um motivo da lista: a plataforma recebe o motivo', async ({ page, request, sandboxUrl }) => {
    await signIn(page);
    const order = await placeOrder(request, sandboxUrl);
    const c = await openOrder(page, order);
    await c.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancelar pedido #${order.hash_pedido}` });
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(dialog.getByText('Selecione um motivo para cancelamento')).toBeVisible();
    await dialog.getByLabel('Cliente solicitou o cancelamento').check();
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(dialog).toBeHidden();
    await expectSection(page, order, 'cancelled');
    await expect(c.getByRole('group', { name: 'Ações do pedido' }).getByRole('button')).toHaveText(['Imprimir']);

    const onPlatform = await platformOrder(request, sandboxUrl, order.id_pedido);
    expect(onPlatform.status).toBe('PC');
    expect(onPlatform.pedidoObj.andamentos.map((a) => a.label).join('\n')).toContain('Cliente solicitou o cancelamento');
  });

  test('cancelar com outro motivo digitado', async ({ page, request, sandboxUrl }) => {
    await signIn(page);
    const order = await placeOrder(request, sandboxUrl);
    const c = await openOrder(page, order);
    await c.getByRole('button', { name: 'Cancelar' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancelar pedido #${order.hash_pedido}` });
    await dialog.getByLabel('Outro motivo...').check();
    await dialog.getByLabel('Descreva o motivo').fill('Sem gás');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(dialog.getByText('Descrição de motivo muito curta.')).toBeVisible();
    await dialog.getByLabel('Descreva o motivo').fill('Acabou o gás da cozinha');
    await dialog.getByRole('button', { name: 'Cancelar pedido' }).click();
    await expect(dialog).toBeHidden();
    await expectSection(page, order, 'cancelled');

    const onPlatform = await platformOrder(request, sandboxUrl, order.id_pedido);
    expect(onPlatform.status).toBe('PC');
    expect(onPlatform.pedidoObj.andamentos.map((a) => a.label).join('\n')).toContain('Acabou o gás da cozinha');
  });

  test('a busca filtra por cliente, item e número', async ({ page, request, sandboxUrl }) => {
    const joaquim = await platformOrder(request, sandboxUrl, 1013);
    await signIn(page);
    await expect(row(page, 1013)).toBeVisible();
    const search = page.getByLabel('Buscar pedido');
    await search.fill('joaquim');
    await expect(row(page, 1012)).toHaveCount(0);
    await expect(row(page, 1013)).toBeVisible();
    for (const text of await page.locator('[data-order-id]').allInnerTexts()) expect(text).toContain('Joaquim');
    await row(page, 1013).click();
    const c = page.getByRole('article');
    await expect(c.getByText('Joaquim Brandão Assunção')).toBeVisible();
    await expect(c.getByText('Novo no app')).toBeVisible();
    await expect(c.getByText('Embalar separado', { exact: false })).toBeVisible();
    await page.screenshot({ path: 'test-results/orders-card.png' });

    await search.fill(joaquim.hash_pedido.toLowerCase());
    await expect(page.locator('[data-order-id]')).toHaveCount(1);
    await expect(row(page, 1013)).toBeVisible();
    const item = joaquim.pedidoObj.itens[0]!.nome;
    await search.fill(item);
    await expect(row(page, 1013)).toBeVisible();
    for (const id of await page.locator('[data-order-id]').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.orderId)))) {
      const o = await platformOrder(request, sandboxUrl, id);
      expect(o.pedidoObj.itens.map((i) => i.nome)).toContain(item);
    }

    await search.fill('nada-parecido-com-um-pedido');
    await expect(page.locator('[data-order-id]')).toHaveCount(0);
    await expect(page.getByText('Nenhum pedido encontrado para "nada-parecido-com-um-pedido".')).toBeVisible();
    await search.fill('');
    await expect(row(page, 1012)).toBeVisible();
    await expect(row(page, 1013)).toBeVisible();
  });

  test('pedidos feitos durante uma queda de conexão aparecem quando ela volta', async ({ page, sandbox }) => {
    await signIn(page);
    await expect(page.getByText('Conectado', { exact: true })).toBeVisible();
    await sandbox.suspend();
    await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
    const a = await sandbox.placeOrder({ storeId: 101, customer: { nome: 'Durante a Queda Um' } });
    const b = await sandbox.placeOrder({ storeId: 101, customer: { nome: 'Durante a Queda Dois' } });
    await expect(row(page, a.id_pedido)).toHaveCount(0);
    await sandbox.resume();
    await expect(page.getByText('Conectado', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(row(page, a.id_pedido)).toHaveAttribute('data-section', 'pending');
    await expect(row(page, b.id_pedido)).toHaveAttribute('data-section', 'pending');
    await expect(page.locator('[data-section="pending"]').first()).toContainText('Durante a Queda Dois');
  });
});
