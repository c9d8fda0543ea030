/**
 * The real desktop app (Playwright `_electron`), where the Electron binary is installed; skipped
 * with the reason elsewhere (see electronBinary.ts). Needs `electron-vite build` first.
 */
import { expect, test } from './fixtures';

test.describe('desktop app', () => {
  test('launches the panel hardened, on app://panel/, with window.desktop', async ({ panel }) => {
    const { page, app } = panel;
    await expect(page).toHaveTitle(/Painel do Parceiro/);
    expect(page.url()).toMatch(/^app:\/\/panel\//);
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
    // Isolated and sandboxed: no Node in the page, only the bridge.
    expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined');
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe('undefined');
    expect(await page.evaluate(() => Object.keys(window.desktop ?? {}).includes('toAppQuit'))).toBe(true);
    expect(await panel.windowVisible()).toBe(true);
  });

  test('closing asks the question; Minimizar hides the window to the tray and the app keeps running', async ({ panel }) => {
    const { page } = panel;
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    await panel.clickClose();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que precisa fechar?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Minimizar' }).click();
    await expect.poll(() => panel.windowVisible()).toBe(false);
    // Still running: a second launch's handoff (window:focus from the page) brings it back.
    await page.evaluate(() => window.desktop!.focusWindow());
    await expect.poll(() => panel.windowVisible()).toBe(true);
  });

  test('the close question: Cancelar keeps the window, Fechar quits the app', async ({ panel }) => {
    const { page, app } = panel;
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    await panel.clickClose();
    const dialog = page.getByRole('dialog', { name: 'Tem certeza que precisa fechar?' });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    // Longer than main's 3 s fallback: the page said it asked, so no native dialog comes.
    await page.waitForTimeout(3500);
    expect(await panel.windowVisible()).toBe(true);

    const closed = new Promise<void>((resolve) => app.on('close', () => resolve()));
    await panel.clickClose();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await closed;
  });
});
