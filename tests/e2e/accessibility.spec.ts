import type { Page } from '@playwright/test';
import { expect, test, signIn, DEMO_USERS } from './fixtures';

// axe-core on every screen of the route table runs in the route walk (routes.spec.ts), which loads
// each screen once for both checks.

async function screenReady(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('dialog').getByRole('heading')).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /^Carregando/ })).toHaveCount(0, { timeout: 30_000 });
}

test("o aviso 'Nenhum registro encontrado!' toma o foco, é anunciado e devolve o foco ao fechar", async ({ page }) => {
  await signIn(page, DEMO_USERS.pizzaria, '/onlinepayment/report');
  await screenReady(page);
  for (const [label, date] of [
    ['Data inicial', '01012020'],
    ['Data final', '31012020'],
  ] as const) {
    await page.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Dia' }).click();
    await page.keyboard.type(date);
  }
  const filter = page.getByRole('button', { name: 'Filtrar' });
  await filter.focus();
  await page.keyboard.press('Enter');
  const attention = page.getByRole('dialog', { name: 'Atenção!' });
  // announced: a dialog named by its title and described by its message
  await expect(attention).toHaveAccessibleDescription('Nenhum registro encontrado!');
  await expect(attention.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(attention).toBeHidden();
  await expect(filter).toBeFocused();
});
