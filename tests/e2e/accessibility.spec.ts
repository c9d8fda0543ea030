import type { Page } from '@playwright/test';
import { expect, login, test } from './fixtures';
import { runAxe, seriousViolations } from '../support/axe';
import { PATHS, concrete } from '../support/routeTable';

/**
 * axe-core on every screen of the route table, for a logged-in store: no critical and no serious
 * violation. A rule switched off here says why.
 */
const DISABLED_RULES: Record<string, string> = {};
/** Moderate rules held to zero as well: a screen reader's user walks the page by its headings. */
const ALSO_ENFORCED = ['heading-order'];

async function screenReady(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('dialog').getByRole('heading')).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar', { name: /^Carregando/ })).toHaveCount(0, { timeout: 30_000 });
}

test('axe-core: nenhuma violação séria ou crítica em nenhuma tela da tabela de rotas', async ({ page }) => {
  test.setTimeout(30_000 + PATHS.length * 30_000);
  await login(page);
  const found: string[] = [];
  for (const path of PATHS) {
    await test.step(path, async () => {
      await page.goto(concrete(path));
      await screenReady(page);
      for (const line of seriousViolations(await runAxe(page, { disabledRules: DISABLED_RULES }), ALSO_ENFORCED)) found.push(`${path}: ${line}`);
    });
  }
  expect(found, found.join('\n')).toEqual([]);
});

test("o aviso 'Nenhum registro encontrado!' toma o foco, é anunciado e devolve o foco ao fechar", async ({ page }) => {
  await login(page);
  await page.goto('/onlinepayment/report');
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
