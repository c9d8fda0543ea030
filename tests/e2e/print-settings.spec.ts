import type { Page } from '@playwright/test';
import { test, expect, DEMO_USERS, signIn } from './fixtures';

// Configuração de Impressão and SOFTWARE (spec 02 §2.6, §2.7, §4, §8, §9) against the sandbox
// seed: store 101 (pizzaria) has print settings in the cloud (the demo's printer Caixa, layout 1,
// Tahoma 8, store data printed, no auto accept); store 303 (lanchonete) has none.

const LOCAL_KEY = 'painel.printSettings';
const NO_CLOUD =
  "Sua loja não possui nenhuma configuração salva em nuvem. Configure sua loja conforme a sua necessidade e clique no botão 'Salvar Alterações'.";

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openPrintSettings(page: Page) {
  const link = page.getByRole('link', { name: 'Impressão' });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Configurações da Loja' }).click();
  await link.click();
  await expect(page).toHaveURL(/\/configuracoes\/impressoras$/);
  await expect(page.getByRole('heading', { name: 'Configuração de Impressão' })).toBeVisible();
}

test.describe('Configuração de Impressão', () => {
  test('changed settings are saved (toast), Save is disabled again, and they are read back from this machine and from the cloud', async ({ page }) => {
    await signIn(page);
    await openPrintSettings(page);
    await expect(page.getByRole('combobox', { name: 'Impressora padrão' })).toHaveValue('Caixa');
    const save = page.getByRole('button', { name: 'Salvar Alterações' });
    await expect(save).toBeDisabled();

    await choose(page, 'Layout do caixa', '2 - Resumido');
    await choose(page, 'Tamanho da fonte', '12');
    await choose(page, 'Intervalo entre cópias', '3 segundos');
    await page.getByRole('spinbutton', { name: 'Quantidade de cópias' }).fill('2');
    await page.getByRole('checkbox', { name: 'Agrupar itens iguais' }).check();
    await expect(save).toBeEnabled();
    await save.click();

    await expect(page.getByRole('status').filter({ hasText: 'Configurações de impressão salvas na nuvem.' })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('print-settings.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Layout do caixa' })).toHaveText('2 - Resumido');
    await expect(page.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveText('12');
    await expect(page.getByRole('spinbutton', { name: 'Quantidade de cópias' })).toHaveValue('2');
    await expect(page.getByRole('checkbox', { name: 'Agrupar itens iguais' })).toBeChecked();

    // A machine that has nothing saved reads the store's settings from the cloud.
    await page.evaluate((key) => localStorage.removeItem(key), LOCAL_KEY);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Intervalo entre cópias' })).toHaveText('3 segundos');
    await expect(page.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveText('12');
    await expect(page.getByRole('combobox', { name: 'Layout do caixa' })).toHaveText('2 - Resumido');
  });

  test("'Sincronizar com as configurações da nuvem' replaces this machine's settings with the cloud's", async ({ page }) => {
    await signIn(page);
    // This machine holds settings that differ from the cloud's.
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ impressora: 'Impressora Antiga', tamanhoFonte: 16, nomeFonte: 'Verdana', impressorasCaixa: ['Balcão'] }),
        ),
      LOCAL_KEY,
    );
    await page.reload();
    await openPrintSettings(page);
    await expect(page.getByRole('combobox', { name: 'Impressora padrão' })).toHaveValue('Impressora Antiga');
    await expect(page.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveText('16');

    await page.getByRole('button', { name: 'Sincronizar com as configurações da nuvem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Configurações da nuvem aplicadas neste computador.' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Impressora padrão' })).toHaveValue('Caixa');
    await expect(page.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveText('8');
    await expect(page.getByRole('combobox', { name: 'Fonte', exact: true })).toHaveText('Tahoma');
    // the cashier printers are this machine's: the cloud does not hold them
    await expect(page.getByRole('button', { name: 'Balcão', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();

    // an unsaved edit, then a sync that brings back what this machine now holds: the edit goes
    await choose(page, 'Tamanho da fonte', '12');
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
    await page.getByRole('button', { name: 'Sincronizar com as configurações da nuvem' }).click();
    await expect(page.getByRole('combobox', { name: 'Tamanho da fonte' })).toHaveText('8');
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Impressora padrão' })).toHaveValue('Caixa');
  });

  test("a test page under QZ Tray with no QZ Tray running says it did not print, never 'enviada'", async ({ page }) => {
    await page.addInitScript((key) => {
      if (!localStorage.getItem(key)) {
        const pem = '-----BEGIN CERTIFICATE-----\nMIIBfake\n-----END CERTIFICATE-----';
        localStorage.setItem(key, JSON.stringify({ impressora: 'Caixa', metodoImpressao: 'qz', qzCertificate: pem, sincronizado: true }));
      }
    }, LOCAL_KEY);
    await signIn(page);
    await openPrintSettings(page);
    await page.getByRole('combobox', { name: 'Impressora padrão' }).fill('Caixa');
    await page.getByRole('button', { name: 'Imprimir teste: Caixa' }).click();
    const error = page.getByRole('dialog', { name: 'Erro!' });
    await expect(error).toContainText('A página de teste não saiu em Caixa', { timeout: 30_000 });
    await expect(page.getByText('Página de teste enviada para Caixa.')).toHaveCount(0);
  });

  test('under QZ the copies, page width, line skip, margins and font fields are disabled', async ({ page }) => {
    await signIn(page);
    await openPrintSettings(page);
    await choose(page, 'Método de impressão', 'qz');
    for (const name of ['Quantidade de cópias', 'Saltar linhas no início', 'Margem esquerda', 'Margem direita']) {
      await expect(page.getByRole('spinbutton', { name })).toBeDisabled();
    }
    for (const name of ['Largura da página', 'Fonte', 'Tamanho da fonte']) {
      await expect(page.getByRole('combobox', { name, exact: true })).toBeDisabled();
    }
    await expect(page.getByRole('combobox', { name: 'Layout do caixa' })).toBeEnabled();
  });

  test("the preview shows the store's name and follows the unsaved settings", async ({ page }) => {
    await signIn(page);
    await openPrintSettings(page);
    const cashier = page.frameLocator('iframe[title="Via do caixa"]');
    await expect(cashier.getByText(DEMO_USERS.pizzaria.loja)).toBeVisible();
    await expect(page.locator('iframe[title="Via do caixa"]')).toHaveAttribute('sandbox', '');

    await page.getByRole('checkbox', { name: 'Imprimir dados do estabelecimento' }).uncheck();
    await expect(cashier.getByText(DEMO_USERS.pizzaria.loja)).toHaveCount(0);

    // a production printer for the store's own category shows its production ticket
    await page.getByRole('combobox', { name: 'Impressora de produção: Bebidas' }).fill('Bar');
    const production = page.frameLocator('iframe[title="Via de produção"]');
    await expect(production.getByText('Bebidas', { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('print-settings-preview.png'), fullPage: true });
  });

  test('a store without cloud settings gets the warning, which goes away once saved', async ({ page }) => {
    await signIn(page, DEMO_USERS.lanchonete);
    await openPrintSettings(page);
    await expect(page.getByText(NO_CLOUD)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('print-settings-no-cloud.png'), fullPage: true });

    await page.getByRole('combobox', { name: 'Impressora padrão' }).fill('Elgin i9');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Configurações de impressão salvas na nuvem.' })).toBeVisible();
    await expect(page.getByText(NO_CLOUD)).toHaveCount(0);
    await page.evaluate((key) => localStorage.removeItem(key), LOCAL_KEY);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Impressora padrão' })).toHaveValue('Elgin i9');
    await expect(page.getByText(NO_CLOUD)).toHaveCount(0);
  });
});

test.describe('SOFTWARE', () => {
  test('the automatic accept-and-print checkbox is saved and read back', async ({ page }) => {
    await signIn(page);
    await openPrintSettings(page);
    await page.getByRole('tab', { name: 'SOFTWARE' }).click();
    await expect(page).toHaveURL(/\/configuracoes\/software$/);
    const box = page.getByRole('checkbox', { name: 'Aceitar e imprimir pedidos automaticamente' });
    const save = page.getByRole('button', { name: 'Salvar Alterações' });
    await expect(box).not.toBeChecked();
    await expect(save).toBeDisabled();
    await box.check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Configurações de impressão salvas na nuvem.' })).toBeVisible();
    await expect(save).toBeDisabled();
    await page.screenshot({ path: test.info().outputPath('software-settings.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Aceitar e imprimir pedidos automaticamente' })).toBeChecked();
    await page.evaluate((key) => localStorage.removeItem(key), LOCAL_KEY);
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Aceitar e imprimir pedidos automaticamente' })).toBeChecked();
  });
});
