import type { Locator } from '@playwright/test';
import { expect, test, signIn } from './fixtures';

/**
 * Messages never cover the controls a person is using (issue 17 item 5): the store switch's own
 * success toast stays clear of the switch, a second toggle works while it shows, and a pointer
 * resting on it does not keep it past its 2 s.
 */

const overlap = async (a: Locator, b: Locator) => {
  const x = (await a.boundingBox())!;
  const y = (await b.boundingBox())!;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const viewport of [
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
]) {
  test(`${viewport.width}×${viewport.height}: the switch's toast leaves the switch free and lasts its 2 s under the pointer`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page);
    const header = page.getByRole('banner');
    const open = header.getByRole('switch', { name: 'Loja aberta' });
    await open.click();
    const closedToast = page.getByRole('status').filter({ hasText: 'Loja fechada com sucesso!' });
    await expect(closedToast).toBeVisible();
    const closed = header.getByRole('switch', { name: 'Loja fechada' });
    await expect(closed).not.toBeChecked();
    expect(await overlap(closedToast, closed)).toBe(false);
    expect(await overlap(closedToast, header.getByText('Loja fechada', { exact: true }))).toBe(false);

    // a second toggle right away, while the toast shows: it reaches the switch
    await closed.click();
    const openedToast = page.getByRole('status').filter({ hasText: 'Loja aberta com sucesso!' });
    await expect(openedToast).toBeVisible();
    const shownAt = Date.now();
    await expect(header.getByRole('switch', { name: 'Loja aberta' })).toBeChecked();

    // the pointer rests on the toast: it still goes after its 2 s
    const box = (await openedToast.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect(openedToast).toBeHidden({ timeout: 4000 });
    expect(Date.now() - shownAt).toBeLessThan(3000);
  });
}

test("a toast leaves the brand and the store's name free, and a dialog's backdrop dims the whole header (issue 45 item 11)", async ({ page, sandboxUrl }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  // (by its place: a modal dialog hides the rest of the page, the header too, from the accessibility tree)
  const header = page.locator('header');
  const logo = header.locator('img[alt="Aiboo"]');
  const name = header.getByText('Pizzaria Bella Napoli');
  await expect(name).toBeVisible();
  // the platform answers the switch late: its toast comes while a dialog is open ('L' asks first)
  const fault = await page.request.post(`${sandboxUrl}/__sandbox/faults`, {
    data: { path: 'api/estabelecimento/mudaAberturaFechamento', status: 200, times: 1, delayMs: 1500 },
  });
  expect(fault.ok()).toBeTruthy();
  await page.getByRole('banner').getByRole('switch', { name: 'Loja aberta' }).click();
  await page.keyboard.press('l');
  const dialog = page.getByRole('dialog', { name: /^(Fechar|Abrir) a loja\?$/ });
  await expect(dialog).toBeVisible();
  const toast = header.locator('[role="status"]').filter({ hasText: 'Loja fechada com sucesso!' });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await overlap(toast, logo)).toBe(false);
  expect(await overlap(toast, name)).toBe(false);
  // what lies over the logo and the name: the dialog's layer and its backdrop (the header dimmed), not a band of the toast's
  for (const part of [logo, name]) {
    const box = (await part.boundingBox())!;
    const on = await page.evaluate(
      ([x, y]) => {
        const top = document.elementFromPoint(x!, y!);
        return top?.closest('header') ? 'o cabeçalho' : top?.closest('.MuiModal-root') ? 'a camada do diálogo' : (top?.outerHTML.slice(0, 80) ?? 'nada');
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(on).toBe('a camada do diálogo');
  }
  await dialog.getByRole('button', { name: 'Voltar' }).click();
});
