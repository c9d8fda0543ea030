import { test, expect, DEMO_USERS, signIn } from './fixtures';
import { OnlinePaymentPlatform } from '../support/onlinePayment';

// Horário de Funcionamento and Formas de Pagamento (spec 01 §2, §5, §8; spec 02 §4), against
// the sandbox seed: store 101 (pizzaria) is closed on Mondays, opens 18:00 on Tuesdays, takes 7
// payment methods (not Elo) and does not accept online payment (no online payment registration yet);
// store 303 is suspended.

test.describe('Horário de Funcionamento', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_USERS.pizzaria, '/configuracoes/funcionamento');
    await expect(page.getByRole('heading', { name: 'Horário de Funcionamento' })).toBeVisible();
  });

  test('a changed week is saved, confirmed by a toast and read back after a reload', async ({ page }) => {
    const monday = page.getByRole('checkbox', { name: 'Segunda-feira' });
    await expect(monday).not.toBeChecked();
    await expect(page.getByLabel('Abertura de Segunda-feira', { exact: true })).toBeDisabled();

    await monday.check();
    await page.getByLabel('Abertura de Segunda-feira', { exact: true }).fill('1730');
    await page.getByLabel('Fechamento de Segunda-feira', { exact: true }).fill('2245');
    await expect(page.getByLabel('Abertura de Segunda-feira', { exact: true })).toHaveValue('17:30');
    await page.getByRole('switch', { name: 'Fechar Automaticamente' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Horários de funcionamento salvos com sucesso!' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('store-settings-hours.png'), fullPage: true });

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Segunda-feira' })).toBeChecked();
    await expect(page.getByLabel('Abertura de Segunda-feira', { exact: true })).toHaveValue('17:30');
    await expect(page.getByLabel('Fechamento de Segunda-feira', { exact: true })).toHaveValue('22:45');
    await expect(page.getByRole('switch', { name: 'Fechar Automaticamente' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Abrir Automaticamente' })).toBeChecked();
  });

  test('an invalid time is refused with the message and nothing is saved', async ({ page }) => {
    const opening = page.getByLabel('Abertura de Terça-feira', { exact: true });
    await expect(opening).toHaveValue('18:00');
    await opening.fill('2590');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Horário inválido em Terça-feira: use HH:MM.' })).toBeVisible();
    await expect(opening).toHaveValue('25:90');
    await expect(opening).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('store-settings-hours-invalid.png'), fullPage: true });

    await page.reload();
    await expect(page.getByLabel('Abertura de Terça-feira', { exact: true })).toHaveValue('18:00');
  });

  test("the platform's refusal shows 'Atenção!' with its message", async ({ page }) => {
    await page.getByLabel('Fechamento de Terça-feira', { exact: true }).fill('1800');
    await page.getByRole('button', { name: 'Salvar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atenção!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Terça-feira: abertura e fechamento não podem ser iguais.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // What was typed is still there to be fixed.
    await expect(page.getByLabel('Fechamento de Terça-feira', { exact: true })).toHaveValue('18:00');
  });
});

test.describe('Formas de Pagamento', () => {
  test('ticking a method enables Salvar Alterações; the save is confirmed and read back', async ({ page }) => {
    await signIn(page, DEMO_USERS.pizzaria, '/configuracoes/formapagamento');
    await expect(page.getByRole('heading', { name: 'Formas de Pagamento' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Salvar Alterações' });
    const elo = page.getByRole('checkbox', { name: 'Cartão de Crédito - Elo' });
    await expect(page.getByRole('checkbox', { name: 'Dinheiro' })).toBeChecked();
    await expect(elo).not.toBeChecked();
    await expect(save).toBeDisabled();

    await elo.check();
    await expect(save).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('store-settings-payment-methods.png'), fullPage: true });
    await save.click();

    await expect(page.getByRole('status').filter({ hasText: 'Formas de pagamento salvas com sucesso!' })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Cartão de Crédito - Elo' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Dinheiro' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Salvar Alterações' })).toBeDisabled();
  });

  test('the search box filters the grid by name', async ({ page }) => {
    await signIn(page, DEMO_USERS.pizzaria, '/configuracoes/formapagamento');
    await expect(page.getByRole('checkbox', { name: 'Dinheiro' })).toBeVisible();
    await page.getByPlaceholder('Procurar...').fill('vale');
    await expect(page.getByRole('group', { name: 'Formas de Pagamento' }).getByRole('checkbox')).toHaveCount(4);
    await expect(page.getByRole('checkbox', { name: 'Vale-Refeição - Sodexo' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Dinheiro' })).toHaveCount(0);
    await page.getByPlaceholder('Procurar...').fill('boleto');
    await expect(page.getByText('Nenhuma forma de pagamento encontrada.')).toBeVisible();
    await page.getByPlaceholder('Procurar...').fill('');
    await expect(page.getByRole('checkbox', { name: 'Dinheiro' })).toBeVisible();
  });

  test('Pagamento Online is switched on through the platform and stays on after a reload', async ({ page, request, sandboxUrl }) => {
    // a store that has not registered yet (the seed's 101 is registered and accepting)
    const platform = new OnlinePaymentPlatform(page, request, sandboxUrl);
    await platform.clearRegistration();
    await signIn(page);
    // what the platform asks first: an enabled registration and an active receiving account
    await platform.register();
    await platform.enableRegistration();
    await platform.addActiveAccount();
    await page.goto('/configuracoes/formapagamento');
    const online = page.getByRole('switch', { name: 'Pagamento Online' });
    await expect(online).toBeEnabled();
    await expect(online).not.toBeChecked();
    await online.check();
    await expect(online).toBeChecked();
    await expect(online).toBeEnabled();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Pagamento Online' })).toBeChecked();
  });

  test("a refused Pagamento Online shows 'Erro!' and the switch follows the platform", async ({ page }) => {
    await signIn(page, DEMO_USERS.lanchonete, '/configuracoes/formapagamento');
    const online = page.getByRole('switch', { name: 'Pagamento Online' });
    await expect(online).toBeEnabled();
    await online.click();
    const dialog = page.getByRole('dialog', { name: 'Erro!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('suspensa');
    await page.screenshot({ path: test.info().outputPath('store-settings-online-refused.png'), fullPage: true });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(online).not.toBeChecked();
    // a refused enabling takes the store to Contas e taxas (spec 01 §8)
    await expect(page).toHaveURL(/\/financeiro\/cadastro\/recebimentos$/);
  });
});
