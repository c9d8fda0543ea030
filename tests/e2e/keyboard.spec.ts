import type { APIRequestContext, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/areas/printing';
import { expect, test, signIn } from './fixtures';
import { orderCode } from '../../src/shared/orders/naming';
import { runAxe, seriousViolations } from '../support/axe';
import { isTicketOf, type VirtualPrinter } from '../../rig/virtualPrinter';

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

/** The tickets of this order on a printer. */
const ticketsOf = (printer: VirtualPrinter, order: Pick<Order, 'id_pedido'>) => printer.tickets.filter((t) => isTicketOf(t, order.id_pedido));

async function platformOrders(request: APIRequestContext, sandboxUrl: string): Promise<Order[]> {
  const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
  return ((await response.json()) as { orders: Order[] }).orders;
}

/** Whether the focus is inside the element matching `selector` (a dialog, a list). */
const focusInside = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.closest(s) != null, selector);

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

    // J to the first pending order; then, for each, I prints the order that has the focus (the
    // first print marks it PI: accepted and printed) and J goes on to the next pending one
    await page.keyboard.press('j');
    const handled: number[] = [];
    for (let i = 0; i < 10; i++) {
      const row = page.locator('[data-section="pending"][aria-current="true"]');
      await expect(row).toBeFocused();
      const id = Number(await row.getAttribute('data-order-id'));
      handled.push(id);
      const card = page.getByRole('article', { name: /^Pedido #/ });
      await page.keyboard.press('i');
      await expect(card.getByText('IMPRESSO', { exact: true })).toBeVisible();
      await expect(page.locator(`[data-order-id="${id}"]`)).not.toHaveAttribute('data-section', 'pending');
      if (i < 9) await page.keyboard.press('j');
    }
    expect(new Set(handled)).toEqual(new Set(orders.map((o) => o.id_pedido)));
    for (const order of orders) {
      await expect.poll(() => ticketsOf(caixa, order).length, { timeout: 20_000 }).toBe(1);
      await expect.poll(() => platformStatus(request, sandboxUrl, order.id_pedido), { timeout: 10_000 }).toBe('PI');
    }
    await page.waitForTimeout(2000);
    for (const order of orders) expect(ticketsOf(caixa, order)).toHaveLength(1);
  });

  test('A e I agem no pedido que tem o foco; depois de A o foco e a seleção vão ao pendente abaixo; K no primeiro fica nele', async ({ page, request, sandboxUrl, printers }) => {
    const { caixa } = printers;
    await placeOrder(request, sandboxUrl, { customer: { nome: 'Foco Um' } });
    await placeOrder(request, sandboxUrl, { customer: { nome: 'Foco Dois' } });
    await useSettings(page);
    await signIn(page);
    const pendingRows = page.locator('[data-section="pending"]');
    await expect(pendingRows).toHaveCount(4);
    const ids = await pendingRows.evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.orderId)));
    const byId = new Map((await platformOrders(request, sandboxUrl)).map((o) => [o.id_pedido, o]));
    const order = (i: number) => byId.get(ids[i]!)!;
    const row = (i: number) => page.locator(`[data-order-id="${ids[i]}"]`);
    const card = page.getByRole('article', { name: /^Pedido #/ });
    const status = (i: number) => platformStatus(request, sandboxUrl, ids[i]!);

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir para os pedidos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row(0)).toBeFocused();
    // K on the first pending order stays on it
    await page.keyboard.press('k');
    await expect(row(0)).toBeFocused();
    await expect(row(0)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('j');
    await expect(row(1)).toBeFocused();
    await expect(row(1)).toHaveAttribute('aria-current', 'true');

    // A accepts it; the focus and the card go to the next pending order below it, not the top one
    await page.keyboard.press('a');
    await expect.poll(() => status(1)).toBe('PA');
    await expect(row(2)).toBeFocused();
    await expect(row(2)).toHaveAttribute('aria-current', 'true');
    await expect(card).toHaveAccessibleName(`Pedido #${order(2).hash_pedido}`);
    // A again, on the focused pending order: it is the one accepted
    await page.keyboard.press('a');
    await expect.poll(() => status(2)).toBe('PA');
    await expect(row(3)).toBeFocused();
    await expect(card).toHaveAccessibleName(`Pedido #${order(3).hash_pedido}`);

    // Shift+Tab to the other pending row: A accepts that one, not the one on the card (once the list
    // shows the two accepted ones out of the pending section, as a person sees before the next key)
    await expect(pendingRows).toHaveCount(2);
    await page.keyboard.press('Shift+Tab');
    await expect(row(0)).toBeFocused();
    await expect(card).toHaveAccessibleName(`Pedido #${order(3).hash_pedido}`);
    await page.keyboard.press('a');
    await expect.poll(() => status(0)).toBe('PA');
    expect(await status(3)).toBe('PP');
    // the focus and the card go to the pending order left below it; I prints that one
    await expect(row(3)).toBeFocused();
    await expect(row(3)).toHaveAttribute('aria-current', 'true');
    await expect(card).toHaveAccessibleName(`Pedido #${order(3).hash_pedido}`);
    await page.keyboard.press('i');
    await expect.poll(() => ticketsOf(caixa, order(3)).length, { timeout: 20_000 }).toBe(1);
    expect(caixa.tickets).toHaveLength(1);
    await expect.poll(() => status(3)).toBe('PI');
  });

  test("com a lista 'Tempo de entrega' aberta nenhum atalho dispara", async ({ page, request, sandboxUrl, printers }) => {
    const { caixa } = printers;
    await useSettings(page);
    await signIn(page);
    await expect(page.locator('[data-section="pending"]')).toHaveCount(2);
    await page.keyboard.press('j');
    const first = page.locator('[data-section="pending"][aria-current="true"]');
    await expect(first).toBeFocused();
    const firstId = Number(await first.getAttribute('data-order-id'));

    const select = page.getByRole('combobox', { name: 'Tempo de entrega' });
    await select.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('listbox', { name: 'Tempo de entrega' });
    await expect(list).toBeVisible();
    for (const key of ['a', 'i', 'l', 'j']) await page.keyboard.press(key);
    await expect(list).toBeVisible();
    expect(await focusInside(page, '[role="listbox"]')).toBe(true);
    await expect(page.getByRole('dialog', { name: 'Fechar a loja?' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(select).toBeFocused();
    await expect(page.locator(`[data-order-id="${firstId}"]`)).toHaveAttribute('aria-current', 'true');

    // the keys work again once it is closed: J to the other pending order and I prints it. The
    // printer takes the tickets in order, so an 'i' pressed in the list would have come first.
    await page.keyboard.press('Tab');
    await page.keyboard.press('j');
    const second = page.locator('[data-section="pending"][aria-current="true"]');
    await expect(second).toBeFocused();
    const secondId = Number(await second.getAttribute('data-order-id'));
    expect(secondId).not.toBe(firstId);
    await page.keyboard.press('i');
    const orders = await platformOrders(request, sandboxUrl);
    await expect.poll(() => ticketsOf(caixa, orders.find((o) => o.id_pedido === secondId)!).length, { timeout: 20_000 }).toBe(1);
    expect(caixa.tickets).toHaveLength(1);
    expect(await platformStatus(request, sandboxUrl, firstId)).toBe('PP');
    await expect(page.getByText('Loja aberta').first()).toBeVisible();
  });

  test('o chat pelo teclado: C abre com o foco na mensagem, Tab fica dentro, Esc fecha e devolve o foco; axe sem falhas sérias', async ({ page, request, sandboxUrl }) => {
    const order = await placeOrder(request, sandboxUrl, { status: 'PA', chat_enabled: true, customer: { nome: 'Chat Teclado' } });
    await useSettings(page);
    await signIn(page);
    await expect(page.locator(`[data-order-id="${order.id_pedido}"]`)).toBeVisible();
    await page.keyboard.press('/');
    await page.keyboard.type(order.hash_pedido);
    await page.keyboard.press('Tab');
    const row = page.locator(`[data-order-id="${order.id_pedido}"]`);
    await expect(row).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('c');
    const chat = page.getByRole('dialog', { name: `Chat do pedido ${orderCode(order)}` });
    const message = chat.getByLabel('Mensagem');
    await expect(message).toBeFocused();
    await page.keyboard.type('Seu pedido já está saindo!');
    await page.keyboard.press('Enter');
    const mine = chat.locator('[data-author="loja"]');
    await expect(mine).toContainText('Seu pedido já está saindo!');
    // the store's own bubble (its time on the brand's colour) and the rest of the window
    const violations = seriousViolations(await runAxe(page));
    expect(violations, violations.join('\n')).toEqual([]);

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(page, '[role="dialog"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(row).toBeFocused();

    // from its button: Enter opens it, 'Fechar chat' closes it and the focus is back on the button
    await page.keyboard.press('Tab');
    const openChat = page.getByRole('group', { name: 'Ações do pedido' }).getByRole('button', { name: 'Abrir chat' });
    for (let i = 0; i < 8 && !(await openChat.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(openChat).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(message).toBeFocused();
    const close = chat.getByRole('button', { name: 'Fechar chat' });
    for (let i = 0; i < 6 && !(await close.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chat).toBeHidden();
    await expect(openChat).toBeFocused();
  });

  test('o foco se vê: ACEITAR, CANCELAR, IMPRIMIR e o menu lateral ganham um contorno de 2 px; no cancelamento as setas ficam nos motivos', async ({ page }) => {
    await useSettings(page);
    await signIn(page);
    await expect(page.locator('[data-section="pending"]')).toHaveCount(2);
    const ring = async () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { visible: el.matches(':focus-visible'), style: style.outlineStyle, width: parseFloat(style.outlineWidth), colour: style.outlineColor };
      });
    const expectRing = async (what: string) => {
      const r = await ring();
      expect(r, what).toMatchObject({ visible: true, style: 'solid', colour: 'rgb(0, 0, 0)' });
      expect(r.width, what).toBeGreaterThanOrEqual(2);
    };
    // the side menu, from the page's start: the skip link, the menu's button, its first entry
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir para os pedidos' })).toBeFocused();
    await page.keyboard.press('Tab');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('button', { name: 'Recolher menu' })).toBeFocused();
    await expectRing('Recolher menu');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Gerenciador de Pedidos' })).toBeFocused();
    await expectRing('Gerenciador de Pedidos');

    // the order's actions
    await page.keyboard.press('j');
    const actions = page.getByRole('group', { name: 'Ações do pedido' });
    await page.keyboard.press('Tab');
    for (const name of ['Aceitar', 'Cancelar', 'Imprimir']) {
      await expect(actions.getByRole('button', { name, exact: true })).toBeFocused();
      await expectRing(name);
      await page.keyboard.press('Tab');
    }

    // the cancel dialog: the arrows go on moving between the reasons past 'Outro motivo...'
    await page.keyboard.press('j');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(actions.getByRole('button', { name: 'Cancelar', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Cancelar pedido/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio').first()).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    const other = dialog.getByRole('radio', { name: 'Outro motivo...' });
    await expect(other).toBeChecked();
    await expect(other).toBeFocused();
    await expect(dialog.getByLabel('Descreva o motivo')).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await expect(dialog.getByRole('radio', { name: 'Cliente solicitou o cancelamento' })).toBeChecked();
    await expect(dialog.getByLabel('Descreva o motivo')).toHaveCount(0);
  });
});
