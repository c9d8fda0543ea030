import type { Page } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

/**
 * A screen left is kept a minute, hidden (app/keptScreens.tsx): a return from the side menu shows
 * it as it was, and a hidden screen does nothing meanwhile: the orders screen's keys stay off
 * while another screen is shown.
 */

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function openFromMenu(page: Page, entry: string, title: string) {
  await menu(page).getByRole('link', { name: entry }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('a screen opened again within a minute shows as it was left: the search typed, the same page', async ({ page }) => {
  await signIn(page);
  await menu(page).getByRole('button', { name: /Produtos/ }).click();
  await openFromMenu(page, 'Estoque', 'Estoque');
  await page.getByRole('textbox', { name: 'Procurar...' }).fill('oregano');
  await expect(page.getByRole('row', { name: /Orégano/ })).toBeVisible();
  // marked in the page: a screen built again would come without the mark
  await page.getByRole('heading', { name: 'Estoque', level: 1 }).evaluate((h) => h.setAttribute('data-marca', 'primeira'));

  await openFromMenu(page, 'Variações', 'Variações');
  await expect(page.getByRole('textbox', { name: 'Procurar...' })).toHaveCount(0);
  await openFromMenu(page, 'Estoque', 'Estoque');
  await expect(page.getByRole('textbox', { name: 'Procurar...' })).toHaveValue('oregano');
  await expect(page.getByRole('row', { name: /Orégano/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Estoque', level: 1 })).toHaveAttribute('data-marca', 'primeira');
});

test("the orders screen kept hidden answers no key; shown again, its shortcuts are back", async ({ page }) => {
  await signIn(page);
  await expect(page.getByRole('button', { name: /Atalhos/ })).toBeVisible();
  await menu(page).getByRole('button', { name: /Configurações/ }).click();
  await openFromMenu(page, 'Software', 'Configuração de Impressão');
  await page.getByRole('heading', { name: 'Configuração de Impressão', level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/configuracoes\/software$/);

  await menu(page).getByRole('link', { name: 'Gerenciador de Pedidos' }).click();
  await expect(page.getByRole('button', { name: /Atalhos/ })).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Atalhos de teclado' })).toBeVisible();
});

test('a screen kept comes back where it was scrolled to; a screen opened anew starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 400 });
  await signIn(page);
  await menu(page).getByRole('button', { name: /Produtos/ }).click();
  await openFromMenu(page, 'Estoque', 'Estoque');
  await expect(page.getByRole('row', { name: /Orégano/ })).toBeAttached();
  const main = page.getByRole('main');
  const scrollTop = () => main.evaluate((m) => m.scrollTop);
  await main.evaluate((m) => m.scrollTo(0, 300));
  await expect.poll(scrollTop).toBeGreaterThan(100);
  const left = await scrollTop();

  await openFromMenu(page, 'Variações', 'Variações');
  expect(await scrollTop()).toBe(0);
  await main.evaluate((m) => m.scrollTo(0, 50));
  await openFromMenu(page, 'Estoque', 'Estoque');
  await expect.poll(scrollTop).toBe(left);
});
