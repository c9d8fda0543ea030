import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/printing';
import { isTicketOf } from '../support/virtualPrinter';
import { expect, test, signIn } from './fixtures';

/**
 * /pedidos by keyboard alone, as the counter staff use it in a rush (issue 34): the skip link,
 * Tab from an order to its actions, focus after Aceitar, the shortcuts, the live region, and a
 * rush of 10 orders accepted and printed on the virtual 'Caixa' printer, each once.
 */
test.use({ printStationEnabled: true });

const SEED_PENDING = [1012, 1013];
const SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  impressaoProducao: false,
  autoAceiteImprimir: false,
  metodoImpressao: 'local',
  sincronizado: true,
};

async function useSettings(page: Page) {
  await page.addInitScript((json) => {
    if (!window.localStorage.getItem('painel.printSettings')) window.localStorage.setItem('painel.printSettings', json);
  }, JSON.stringify(SETTINGS));
}

async function placeOrder(request: APIRequestContext, sandboxUrl: string, body: Record<string, unknown> = {}): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, { data: { storeId: 101, ...body } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

async function platformStatus(request: APIRequestContext, sandboxUrl: string, id: number): Promise<string | undefined> {
  const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
  const { orders } = (await response.json()) as { orders: Order[] };
  return orders.find((o) => o.id_pedido === id)?.status;
}

/** The order row that has the focus (its id), or what has it instead. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    return el.dataset.orderId ? `pedido ${el.dataset.orderId}` : `${el.tagName.toLowerCase()} ${el.textContent?.trim() ?? ''}`;
  });

test.describe('Pedidos pelo teclado', () => {
  test('link para os pedidos, Tab até as ações, e o foco vai ao próximo pendente depois de Aceitar', async ({ page }) => {
    await useSettings(page);
    await signIn(page);
    await expect(page.locator('[data-order-id="1013"]')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Ir para os pedidos' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    const first = page.locator('[data-section="pending"]').first();
    await expect(first).toBeFocused();
    const firstId = Number(await first.getAttribute('data-order-id'));
    const otherId = SEED_PENDING.find((id) => id !== firstId)!;
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-current', 'true');
    // one Tab from the selected order: its actions
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Ações do pedido' }).getByRole('button', { name: 'Aceitar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(`pedido ${otherId}`);
    // the last pending one: after Aceitar the focus stays on its actions
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('group', { name: 'Ações do pedido' }).getByRole('button', { name: 'Aceitar' })).toBeFocused();
    await page.keyboard.press('Enter');
    // (Enviar or Pronto para retirada, as the order goes)
    await expect(page.getByRole('group', { name: 'Ações do pedido' }).locator('button:focus')).toHaveCount(1);
  });

  test('um pedido novo é anunciado com número e total; atalhos não disparam enquanto se digita', async ({ page, request, sandboxUrl }) => {
    await useSettings(page);
    await signIn(page);
    await expect(page.locator('[data-order-id="1013"]')).toBeVisible();
    const order = await placeOrder(request, sandboxUrl, { customer: { nome: 'Anúncio Teste' } });
    const total = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(order.valor_total);
    await expect(page.getByRole('status').filter({ hasText: `Novo pedido #${order.hash_pedido}, total ${total}` })).toBeAttached();

    // '/' goes to the search; letters typed there are text, not shortcuts
    await page.keyboard.press('/');
    const search = page.getByLabel('Buscar pedido');
    await expect(search).toBeFocused();
    await page.keyboard.type('ja');
    await expect(search).toHaveValue('ja');
    await expect(page.locator('[aria-current="true"]')).toHaveCount(0);
    await search.fill('');

    // '?' shows the shortcuts; closing gives the focus back
    await page.locator('body').click({ position: { x: 5, y: 790 } });
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /J Próximo pedido pendente/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();

    // each button's tooltip names its key
    await page.keyboard.press('j');
    const accept = page.getByRole('group', { name: 'Ações do pedido' }).getByRole('button', { name: 'Aceitar' });
    await expect(accept).toHaveAttribute('aria-keyshortcuts', 'A');
    await accept.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Aceitar (tecla A)');

    // 'L' opens or closes the store only after its confirmation
    await page.keyboard.press('l');
    const confirm = page.getByRole('dialog', { name: 'Fechar a loja?' });
    await confirm.getByRole('button', { name: 'Voltar' }).click();
    await expect(page.getByText('Loja aberta').first()).toBeVisible();
    await page.keyboard.press('l');
    await confirm.getByRole('button', { name: 'Fechar a loja' }).click();
    await expect(page.getByText('Loja fechada').first()).toBeVisible();
  });

  test('uma correria de 10 pedidos só pelo teclado: cada um aceito e impresso uma vez', async ({ page, request, sandboxUrl, printers }) => {
    test.setTimeout(180_000);
    const { caixa } = printers;
    for (const id of SEED_PENDING) await request.post(`${sandboxUrl}/__sandbox/orders/${id}/status`, { data: { status: 'PD' } });
    await useSettings(page);
    await signIn(page);
    const orders: Order[] = [];
    for (let i = 0; i < 10; i++) orders.push(await placeOrder(request, sandboxUrl, { customer: { nome: `Correria ${i + 1}` } }));
    await expect(page.locator('[data-section="pending"]')).toHaveCount(10);

    const handled: number[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('j');
      const row = page.locator('[data-section="pending"][aria-current="true"]');
      await expect(row).toBeFocused();
      const id = Number(await row.getAttribute('data-order-id'));
      handled.push(id);
      const card = page.getByRole('article', { name: /^Pedido #/ });
      await page.keyboard.press('a');
      await expect(card.getByText('ACEITO', { exact: true })).toBeVisible();
      // the focus went to the next pending order (none after the last: the order's actions)
      expect(await focused(page)).not.toBe('body');
      await page.keyboard.press('i');
      await expect(card.getByText('IMPRESSO', { exact: true }).or(card.getByText('ACEITO', { exact: true }))).toBeVisible();
    }
    expect(new Set(handled)).toEqual(new Set(orders.map((o) => o.id_pedido)));
    for (const order of orders) {
      await expect.poll(() => caixa.tickets.filter((t) => isTicketOf(t, order.id_pedido)).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(() => platformStatus(request, sandboxUrl, order.id_pedido), { timeout: 10_000 }).toBe('PI');
    }
    await page.waitForTimeout(2000);
    for (const order of orders) expect(caixa.tickets.filter((t) => isTicketOf(t, order.id_pedido))).toHaveLength(1);
  });
});
