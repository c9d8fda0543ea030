import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEMO_USERS, expect, test, signIn } from './fixtures';
import { dialog, toast } from '../support/menu';
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
      await signIn(page);
      await expect(page.getByRole('region', { name: 'Cadastre-se no Pagamento Online' })).toBeVisible();
      await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
      await expectOrdersScreenFits(page, order);
      await page.screenshot({ path: test.info().outputPath(`pedidos-${viewport.width}.png`) });
    });

    test('a suspended store with its banners: each one line, and the orders screen still fits', async ({ page, request, sandboxUrl }) => {
      // 303 is suspended and has not joined online payment; its invoices are the legacy ones, so no
      // overdue banner (that one is 202's, see shell.spec.ts)
      const order = await placeOrder(request, sandboxUrl, 303);
      await signIn(page, DEMO_USERS.lanchonete);
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

/**
 * Every back-office screen of the route table on the counter PC's screens (issue 31 item 6), with
 * the side menu open and closed: the page never scrolls sideways, and each table's header cells,
 * its first rows and every button are inside the window and not cut by the box that holds them.
 * One page visits every screen (the app moves between them as a menu click does), so the menu
 * keeps the state the test gave it. Each screen opens at one size and is then checked again with
 * the window resized to the other, as a person who resizes the window sees it: with the menu open
 * it opens at 1024×768 (the tightest case) and with it closed at 1366×768, so each size is checked
 * opened at and resized to.
 */
const ROUTE_TABLE = readFileSync('src/renderer/app/featureRoutes.tsx', 'utf8');
// the orders screen has its own tests above
const BACK_OFFICE = [...ROUTE_TABLE.matchAll(/path:\s*'([^']+)'/g)].map((m) => m[1]!).filter((path) => path !== '/pedidos');
const PARAMS: Record<string, string> = { ':id': '1101' };
const concrete = (path: string) => path.replace(/:[A-Za-z_]+/g, (p) => PARAMS[p] ?? '1');

/** What is cut or out of the window on the screen shown now, in words (empty: all fits). */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const width = window.innerWidth;
  const height = window.innerHeight;
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} '${(el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40)}'`;
  const page = document.scrollingElement!;
  if (page.scrollWidth > page.clientWidth) problems.push(`a página rola para o lado (${page.scrollWidth} > ${page.clientWidth})`);
  const main = document.querySelector('main');
  if (main && main.scrollWidth > main.clientWidth + 1) problems.push(`a tela rola para o lado (${main.scrollWidth} > ${main.clientWidth})`);
  const rendered = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden';
  };
  /** Inside the window (sideways; also up and down in a dialog, which does not scroll the page) and inside every box that cuts what overflows it. */
  const inView = (el: Element, vertically: boolean) => {
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > width + 0.5) return problems.push(`${name(el)} fora da janela (${Math.round(box.left)}–${Math.round(box.right)})`);
    if (vertically && (box.top < -0.5 || box.bottom > height + 0.5)) return problems.push(`${name(el)} abaixo ou acima da janela`);
    for (let box2 = el.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
      const style = getComputedStyle(box2);
      const cutsX = style.overflowX !== 'visible';
      const cutsY = vertically && style.overflowY !== 'visible';
      if (!cutsX && !cutsY) continue;
      const outer = box2.getBoundingClientRect();
      if (cutsX && (box.left < outer.left - 0.5 || box.right > outer.right + 0.5)) return problems.push(`${name(el)} cortado pela sua caixa (${Math.round(box.left)}–${Math.round(box.right)} em ${Math.round(outer.left)}–${Math.round(outer.right)})`);
      if (cutsY && (box.top < outer.top - 0.5 || box.bottom > outer.bottom + 0.5)) return problems.push(`${name(el)} fora da sua caixa, acima ou abaixo`);
    }
  };
  const fits = (el: Element) => {
    if (el.scrollWidth > el.clientWidth + 1) problems.push(`${name(el)} não cabe na sua largura (${el.scrollWidth} > ${el.clientWidth})`);
  };
  // an open dialog is what a person sees and uses; otherwise the screen
  const dialog = document.querySelector('[role="dialog"]');
  const scope = dialog ?? main ?? document.body;
  for (const cell of scope.querySelectorAll('thead th')) {
    if (!rendered(cell)) continue;
    inView(cell, false);
    fits(cell);
  }
  for (const row of scope.querySelectorAll('tbody tr:nth-child(-n+5)')) {
    for (const cell of row.children) {
      if (!rendered(cell)) continue;
      inView(cell, false);
      // a long name may end in '…', but the column shows some of it
      const padding = parseFloat(getComputedStyle(cell).paddingLeft) + parseFloat(getComputedStyle(cell).paddingRight);
      if (cell.scrollWidth > cell.clientWidth + 1 && cell.clientWidth - padding < 64) problems.push(`${name(cell)} numa coluna estreita demais (${cell.clientWidth} px)`);
    }
  }
  // the screen's buttons and the banners' above it (not the side menu's, whose labels hide when it is recolhido)
  for (const button of (dialog ?? document.body).querySelectorAll('button, a[role="button"], [role="tab"]')) {
    if (button.closest('nav[aria-label="Menu principal"]') || !rendered(button)) continue;
    inView(button, dialog !== null);
    fits(button);
  }
  return problems;
}

// by its element: while a dialog is open the frame is hidden from the accessibility tree
const sideMenu = (page: Page) => page.locator('nav[aria-label="Menu principal"]');

async function setMenu(page: Page, open: boolean) {
  const menu = sideMenu(page);
  await expect(menu).toBeVisible();
  if ((await menu.getAttribute('data-collapsed')) === String(open)) {
    await menu.getByRole('button', { name: open ? 'Expandir menu' : 'Recolher menu' }).click();
  }
  await expect(menu).toHaveAttribute('data-collapsed', String(!open));
}

const SMALL = { width: 1024, height: 768 };
const LARGE = { width: 1366, height: 768 };
const size = (viewport: { width: number; height: number }) => `${viewport.width}×${viewport.height}`;
// a resize moves the columns of a table too narrow for them (measured on its box) a frame or two later
const softPoll = expect.configure({ soft: true, timeout: 3_000 });

for (const { menuOpen, sizes } of [
  { menuOpen: true, sizes: [SMALL, LARGE] },
  { menuOpen: false, sizes: [LARGE, SMALL] },
]) {
  test(`menu ${menuOpen ? 'aberto' : 'recolhido'}, ${sizes.map(size).join(' e ')}: every back-office screen fits, nothing cut or sideways`, async ({ page }) => {
    test.setTimeout(30_000 + BACK_OFFICE.length * 10_000);
    await page.setViewportSize(sizes[0]!);
    await signIn(page);
    await setMenu(page, menuOpen);
    for (const path of BACK_OFFICE) {
      await test.step(path, async () => {
        const url = concrete(path);
        // as a menu link does: the app moves to the screen, the menu stays as it is
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, url);
        await expect(page).toHaveURL(new RegExp(`${url.replace(/\//g, '\\/')}$`));
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('dialog').getByRole('heading')).first()).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('progressbar', { name: 'Carregando...' })).toHaveCount(0);
        await expect(sideMenu(page)).toHaveAttribute('data-collapsed', String(!menuOpen));
        for (const viewport of sizes) {
          await page.setViewportSize(viewport);
          const where = `${url} a ${size(viewport)}, menu ${menuOpen ? 'aberto' : 'recolhido'}`;
          await softPoll.poll(() => page.evaluate(layoutProblems), { message: where }).toEqual([]);
          if ((await page.evaluate(layoutProblems)).length > 0) {
            await page.screenshot({ path: test.info().outputPath(`${url.slice(1).replace(/\//g, '_')}-${viewport.width}-menu-${menuOpen ? 'aberto' : 'recolhido'}.png`) });
          }
        }
        await page.setViewportSize(sizes[0]!);
        await page.keyboard.press('Escape');
      });
    }
  });
}

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
]) {
  test(`${viewport.width}×${viewport.height}: the new-product modal has Fechar and Salvar in its footer, in view, and the toast of the save leaves its title clear`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO_USERS.pizzaria, '/produtos');
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    const productDialog = dialog(page, 'Novo produto');
    const close = productDialog.getByRole('button', { name: 'Fechar' });
    const save = productDialog.getByRole('button', { name: 'Salvar' });
    // both actions without scrolling the modal: the form scrolls between its title and its footer
    for (const action of [close, save]) await expectInView(page, action);
    expect((await save.boundingBox())!.y).toBeCloseTo((await close.boundingBox())!.y, 0);

    await productDialog.getByLabel('Nome').fill('Pizza de teste');
    await productDialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('7.50');
    await save.click();
    await expect(toast(page, 'Produto salvo com sucesso!')).toBeVisible();
    // the toast's whole box (by its element: behind a modal it is out of the accessibility tree)
    const saved = page.locator('[role="status"]', { hasText: 'Produto salvo com sucesso!' });
    const title = page.getByRole('dialog').getByRole('heading', { name: 'Pizza de teste' });
    await expect(title).toBeVisible();
    await expectInView(page, title);
    const [toastBox, titleBox] = [(await saved.boundingBox())!, (await title.boundingBox())!];
    expect(toastBox.y + toastBox.height, 'o aviso acaba acima do título').toBeLessThanOrEqual(titleBox.y);
    await expectInView(page, page.getByRole('dialog').getByRole('button', { name: 'Atualizar' }));
    await page.screenshot({ path: test.info().outputPath(`novo-produto-${viewport.width}.png`) });
  });
}
