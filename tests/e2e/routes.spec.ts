import type { Page } from '@playwright/test';
import { test, expect, signIn } from './fixtures';
import { runAxe, seriousViolations } from '../support/axe';
import { PATHS, concrete } from '../support/routeTable';

// Every screen of the route table opens by its route, as a person arriving from a link would: the
// screen's title shows, no error dialog opens and the error boundary stays away; and axe-core finds
// no serious or critical violation on it (nor one of ALSO_ENFORCED). One walk does both, since a full
// load of each screen is the walk's cost. The paths are read from the route table itself
// (tests/support/routeTable.ts).

const boundary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Não foi possível abrir esta tela.' });
const errorDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: /^(Ops!|Erro!|Atenção!)/ });

/** axe rules switched off for the walk: each says why (none today). */
const DISABLED_RULES: Record<string, string> = {};
/** Moderate rules held to zero as well: a screen reader's user walks the page by its headings. */
const ALSO_ENFORCED = ['heading-order'];

test('the route table lists the screens this test opens', () => {
  expect(PATHS).toEqual(expect.arrayContaining(['/pedidos', '/configuracoes/funcionamento', '/configuracoes/formapagamento']));
});

test('every registered screen opens by its route, without an error, and axe-core finds no serious or critical violation', async ({ page }) => {
  test.setTimeout(30_000 + PATHS.length * 20_000);
  await signIn(page);
  const violations: string[] = [];
  for (const path of PATHS) {
    await test.step(path, async () => {
      await page.goto(concrete(path));
      await expect(page).toHaveURL(new RegExp(`${concrete(path).replace(/\//g, '\\/')}$`));
      // a link to one item (/produtos/{id}) opens its modal, which hides the screen's title
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).or(page.getByRole('dialog').getByRole('heading')).first()).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /^Carregando/ })).toHaveCount(0);
      await expect(boundary(page)).toHaveCount(0);
      await expect(errorDialog(page)).toHaveCount(0);
      for (const line of seriousViolations(await runAxe(page, { disabledRules: DISABLED_RULES }), ALSO_ENFORCED)) violations.push(`${path}: ${line}`);
    });
  }
  expect(violations, violations.join('\n')).toEqual([]);
});

test("a screen whose chunk fails to download says so, and 'Tentar novamente' opens it", async ({ page }) => {
  let failing = true;
  // before signing in: the panel downloads every screen in idle time once logged in
  await page.route(/\/assets\/OpeningHoursPage-[^/]+\.js$/, (route) => (failing ? route.abort('failed') : route.continue()));
  await signIn(page);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: /Configurações da Loja/ }).click();
  await page.getByRole('link', { name: 'Horário de Funcionamento' }).click();
  await expect(boundary(page)).toBeVisible();
  // the frame stays usable: menu and header are still there
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  failing = false;
  await boundary(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Horário de Funcionamento', level: 1 })).toBeVisible();
  await expect(boundary(page)).toHaveCount(0);
});
