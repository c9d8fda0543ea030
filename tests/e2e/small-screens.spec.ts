import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEMO_USERS, expect, login, test } from './fixtures';
import { OnlinePaymentPlatform } from '../support/onlinePayment';

/**
 * The orders screen on the screens counter PCs have (issue 17 item 6): at 1024×768 and 1366×768
 * the list, the selected order's buttons and the toolbar are all in view without scrolling the
 * page, even for a suspended store with its banners above the screen.
 */

async function placeOrder(request: APIRequestContext, sandboxUrl: string, storeId: number): Promise<Order> {
  const response = await request.post(`${sandboxUrl}/__sandbox/orders`, { data: { storeId, items: 3, retirada_local: false } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Order;
}

/** Wholly inside the window. */
async function expectInView(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, 'na página').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height + 0.5);
}

async function expectOrdersScreenFits(page: Page, order: Order) {
  // nothing to scroll: the page itself and the shell's main area
  const overflow = await page.evaluate(() => {
    const doc = document.scrollingElement!;
    const main = document.querySelector('main')!;
    return { page: doc.scrollHeight - doc.clientHeight, main: main.scrollHeight - main.clientHeight };
  });
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.main).toBeLessThanOrEqual(0);

  // the toolbar on one line, all of it in view
  const toolbar = page.locator('main header');
  const title = toolbar.getByRole('heading', { name: 'Gerenciador de Pedidos' });
  const printer = toolbar.getByRole('button', { name: /Impressora/ });
  const deliveryTime = toolbar.getByRole('combobox', { name: 'Tempo de entrega' });
  for (const part of [title, toolbar.getByRole('status').filter({ hasText: /Conectado|Sem conexão/ }), printer, deliveryTime]) {
    await expectInView(page, part);
  }
  const toolbarBox = (await toolbar.boundingBox())!;
  expect(toolbarBox.height).toBeLessThan(64);

  // the list shows several orders, wholly
  const list = page.getByRole('region', { name: 'Lista de pedidos' });
  await expectInView(page, list);
  expect((await list.boundingBox())!.height).toBeGreaterThanOrEqual(5 * 72);

  // every button of the selected order
  const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
  const buttons = card.getByRole('group', { name: 'Ações do pedido' }).getByRole('button');
  await expect(buttons.first()).toBeVisible();
  expect(await buttons.count()).toBeGreaterThanOrEqual(3);
  for (const button of await buttons.all()) await expectInView(page, button);
}

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a store with its online-payment notice and a long printer name: list, selected order and toolbar in view', async ({
      page,
      request,
      sandboxUrl,
    }) => {
      // settings that came from another machine, with its long printer name
      await page.addInitScript(() => {
        if (!localStorage.getItem('painel.printSettings')) {
          localStorage.setItem('painel.printSettings', JSON.stringify({ impressora: 'EPSON TM-T20 (Caixa) - Balcão da frente', sincronizado: true }));
        }
      });
      // the notice is for a store that has not registered yet (the seed's 101 is registered)
      await new OnlinePaymentPlatform(page, request, sandboxUrl).clearRegistration();
      const order = await placeOrder(request, sandboxUrl, 101);
      await login(page);
      await expect(page.getByRole('region', { name: 'Cadastre-se no Pagamento Online' })).toBeVisible();
      await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
      await expectOrdersScreenFits(page, order);
      await page.screenshot({ path: test.info().outputPath(`pedidos-${viewport.width}.png`) });
    });

    test('a suspended store with its banners: each one line, and the orders screen still fits', async ({ page, request, sandboxUrl }) => {
      // 303 is suspended and has not joined online payment; its invoices are the legacy ones, so no
      // overdue banner (that one is 202's, see shell.spec.ts)
      const order = await placeOrder(request, sandboxUrl, 303);
      await login(page, DEMO_USERS.lanchonete);
      const suspended = page.getByRole('alert').filter({ hasText: 'A sua loja está suspensa!' });
      const promo = page.getByRole('alert').filter({ hasText: 'Receba seus pedidos com Pagamento Online!' });
      for (const banner of [suspended, promo]) {
        await expect(banner).toBeVisible();
        expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(48);
      }
      await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
      await expectOrdersScreenFits(page, order);
      await page.screenshot({ path: test.info().outputPath(`pedidos-suspensa-${viewport.width}.png`) });

      // the whole suspension text is one click away, and folds back
      await suspended.getByRole('button', { name: 'Mostrar detalhes' }).click();
      await expect(suspended).toContainText('entre em contato com o nosso suporte');
      await suspended.getByRole('button', { name: 'Ocultar detalhes' }).click();
      await expectOrdersScreenFits(page, order);
    });
  });
}
