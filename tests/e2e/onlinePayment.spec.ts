import type { Locator, Page } from '@playwright/test';
import { DEMO_USERS, expect, test, signIn } from './fixtures';
import { BRANDS } from '../../src/sandbox/seed/data';
import { formatBRL } from '../../src/shared/format';
import { PNG_1X1 } from '../../src/sandbox/test/onlinePayment';
import { OnlinePaymentPlatform } from '../support/onlinePayment';

// Online payment (issue 12, spec 02 §2.8): what a store does on the registration, documents,
// plans, receiving accounts, calendar, statement and transfer screens, against the sandbox.

const screens = (page: Page) => page.getByRole('navigation', { name: 'Pagamento Online: cadastro e vendas' });
const group = (page: Page, name: string) => page.getByRole('group', { name });
const errorDialog = (page: Page) => page.getByRole('dialog', { name: 'Erro!' });

async function openRegistration(page: Page) {
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: /Financeiro/ }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Contas e taxas' }).click();
  await expect(page.getByRole('heading', { name: 'Contas e taxas', level: 1 })).toBeVisible();
  await screens(page).getByRole('link', { name: 'Dados Cadastrais' }).click();
  await expect(page.getByRole('heading', { name: 'Dados Cadastrais', level: 1 })).toBeVisible();
}

async function type(field: Locator, text: string) {
  await field.click();
  await field.pressSequentially(text);
}

async function searchCep(page: Page, section: string, cep: string) {
  const cepField = group(page, section).getByLabel('CEP');
  await cepField.fill('');
  await type(cepField, cep);
  await group(page, section).getByRole('button', { name: 'Pesquisar' }).click();
}

test.describe('Suporte', () => {
  test("each brand's online-payment screens show the support number its platform configures", async ({ page }) => {
    for (const [user, brand] of [
      [DEMO_USERS.pizzaria, 'aiboo'],
      [DEMO_USERS.saborCaseiro, 'pedeai'],
    ] as const) {
      await signIn(page, user);
      for (const path of ['/financeiro/pagamentoonline', '/financeiro/cadastro/recebimentos']) {
        await page.goto(path);
        await expect(page.getByText(/Dúvidas sobre o Pagamento Online\?/)).toHaveText(`Dúvidas sobre o Pagamento Online? Fale com o suporte: ${BRANDS[brand]?.telefone_suporte}`);
      }
      await expect(page.getByText(/4003-2025/)).toHaveCount(0);
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe('Meu Cadastro', () => {
  test('registers as a company and as a person: pending, read-only, then Ativo once the platform enables it', async ({ page, request, sandboxUrl }) => {
    test.setTimeout(120_000);
    await new OnlinePaymentPlatform(page, request, sandboxUrl).clearRegistration();
    await signIn(page);
    await openRegistration(page);
    await expect(page.getByText('Pagamento Online - Não cadastrado')).toBeVisible();
    await page.getByRole('button', { name: 'Editar' }).click();

    const establishment = group(page, 'Estabelecimento');
    await expect(establishment.getByLabel('CNPJ')).toBeEditable();
    await type(establishment.getByLabel('CNPJ'), '12345678000195');
    await establishment.getByLabel('Razão social').fill('Bella Napoli Pizzaria e Restaurante Ltda.');
    await establishment.getByLabel('Nome fantasia').fill('Pizzaria Bella Napoli');
    await establishment.getByRole('combobox', { name: 'Categoria do negócio' }).fill('Restaur');
    await page.getByRole('option', { name: '5812 - Restaurantes' }).click();
    await establishment.getByLabel('E-mail').fill('contato@bellanapoli.com.br');
    await type(establishment.getByLabel('Telefone'), '1132854412');
    await searchCep(page, 'Estabelecimento', '01327000');
    await expect(establishment.getByLabel('Endereço')).toHaveValue('Rua Treze de Maio');
    await expect(establishment.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(establishment.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(establishment.getByLabel('Estado (UF)')).toHaveValue('SP');
    await establishment.getByLabel('Número').fill('1000');

    const owner = group(page, 'Proprietário');
    await type(owner.getByLabel('CPF'), '11144477735');
    await owner.getByLabel('Nome completo').fill('Giuseppe Conceição Romano');
    await owner.getByLabel('E-mail').fill('giuseppe.romano@bellanapoli.com.br');
    await type(owner.getByLabel('Data de nascimento'), '02111969');
    await type(owner.getByLabel('Telefone'), '11987654321');
    await owner.getByLabel('Endereço').fill('Rua que não existe');
    await searchCep(page, 'Proprietário', '99999999');
    await expect(errorDialog(page)).toContainText('CEP não encontado.');
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(owner.getByLabel('Endereço')).toHaveValue('');
    await searchCep(page, 'Proprietário', '01310100');
    await expect(owner.getByLabel('Endereço')).toHaveValue('Avenida Paulista');
    await owner.getByLabel('Número').fill('1000');

    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Cadastro enviado com sucesso!' })).toBeVisible();
    await expect(page.getByText('Pagamento Online - Pendente')).toBeVisible();
    await expect(establishment.getByLabel('CNPJ')).not.toBeEditable();
    await expect(owner.getByLabel('Data de nascimento')).toHaveValue('02/11/1969');
    await page.screenshot({ path: test.info().outputPath('online-payment-registration-pending.png'), fullPage: true });

    // the same registration as a person: no CNPJ, a full name
    await page.getByRole('button', { name: 'Editar' }).click();
    await group(page, 'Tipo de cadastro').getByRole('radio', { name: 'Pessoa Física' }).check();
    await expect(establishment.getByLabel('CNPJ')).toBeDisabled();
    await establishment.getByLabel('Nome completo').fill('Giuseppe Conceição Romano');
    await page.getByRole('button', { name: 'Salvar' }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'Cadastro atualizado com sucesso!' })).toBeVisible();
    await expect(establishment.getByLabel('CNPJ')).toHaveValue('');
    await expect(establishment.getByLabel('Nome completo')).not.toBeEditable();
    await expect(page.getByText('Pagamento Online - Pendente')).toBeVisible();

    await new OnlinePaymentPlatform(page, request, sandboxUrl).enableRegistration();
    await page.reload();
    await expect(page.getByText('Ativo', { exact: true })).toBeVisible();
  });

  test('uploads the three documents (a wrong type refused) and switches plans, one active', async ({ page, request, sandboxUrl }) => {
    const platform = new OnlinePaymentPlatform(page, request, sandboxUrl);
    await platform.clearRegistration();
    await signIn(page);
    await platform.register();
    await page.goto('/financeiro/cadastro/documentos');
    for (const name of ['Identificação', 'Residência', 'Atividade']) {
      const upload = group(page, name);
      await upload.locator('input[type=file]').setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
      await expect(upload.getByRole('img', { name: `Pré-visualização: ${name}` })).toHaveAttribute('src', /\/arquivos\/pagamentoonline\/.+\.png$/);
    }
    await expect(page.getByRole('status').filter({ hasText: 'Imagem enviada com sucesso!' }).first()).toBeVisible();
    const activity = group(page, 'Atividade');
    await activity.locator('input[type=file]').setInputFiles({ name: 'alvara.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(activity.getByRole('alert')).toHaveText('Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.');
    await page.reload();
    await expect(group(page, 'Atividade').getByRole('img', { name: 'Pré-visualização: Atividade' })).toHaveAttribute('src', /\.png$/);

    await screens(page).getByRole('link', { name: 'Planos de taxas' }).click();
    const standard = page.getByRole('heading', { name: 'Plano Standard Padrão' });
    await expect(standard.locator('..').getByText('Plano Ativo')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Débito - Recebimento em 1 dia' }).first()).toContainText('Visa');
    await page.getByRole('button', { name: /Plano Pro Padrão/ }).click();
    await page.getByRole('button', { name: 'Ativar este plano' }).click();
    await expect(page.getByRole('heading', { name: 'Plano Pro Padrão' }).locator('..').getByText('Plano Ativo')).toBeVisible();
    await expect(page.getByText('Plano Ativo')).toHaveCount(1);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Plano Pro Padrão' }).locator('..').getByText('Plano Ativo')).toBeVisible();
    await expect(page.getByText('Plano Ativo')).toHaveCount(1);
  });
});

test.describe('Contas e taxas', () => {
  test('adds a bank account and a PIX key, activates one, deletes the other, and then Pagamento Online turns on', async ({ page, request, sandboxUrl }) => {
    test.setTimeout(120_000);
    const platform = new OnlinePaymentPlatform(page, request, sandboxUrl);
    await platform.clearRegistration();
    await signIn(page);
    await platform.register();
    await platform.enableRegistration();
    await page.goto('/financeiro/cadastro/recebimentos');
    await expect(page.getByRole('region', { name: 'Taxas e plano' })).toContainText('Plano Standard Padrão');

    // no active account yet: the platform refuses, saying why
    const online = page.getByRole('switch', { name: 'Pagamento Online' });
    await expect(online).toBeEnabled();
    await online.click();
    await expect(errorDialog(page)).toContainText('conta de recebimento');
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(online).not.toBeChecked();

    await page.getByRole('button', { name: 'Cadastrar conta' }).click();
    let modal = page.getByRole('dialog', { name: 'Cadastrar Conta' });
    await expect(modal.getByLabel('Titular', { exact: true })).toHaveValue('Bella Napoli Pizzaria e Restaurante Ltda.');
    await modal.getByRole('combobox', { name: 'Banco' }).fill('Itaú');
    await page.getByRole('option', { name: '341 - Itaú Unibanco S.A.' }).click();
    await modal.getByLabel('Agência').pressSequentially('091234');
    await expect(modal.getByLabel('Agência')).toHaveValue('0912');
    await modal.getByLabel('Conta com dígito').fill('45873-2');
    await modal.getByRole('combobox', { name: 'Tipo de conta' }).click();
    await page.getByRole('option', { name: 'Conta corrente' }).click();
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(modal).toBeHidden();

    await page.getByRole('button', { name: 'Cadastrar conta' }).click();
    modal = page.getByRole('dialog', { name: 'Cadastrar Conta' });
    await modal.getByRole('radio', { name: 'Chave PIX' }).check();
    await modal.getByRole('combobox', { name: 'Tipo de chave' }).click();
    await page.getByRole('option', { name: 'CPF' }).click();
    await modal.getByRole('textbox', { name: 'Chave PIX' }).fill('11144477735');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    // a CPF that is not the holder's CNPJ: refused before it is sent
    await expect(modal.getByRole('alert')).toContainText('precisa ser o documento do titular do cadastro (12.345.678/0001-95)');
    await modal.getByRole('combobox', { name: 'Tipo de chave' }).click();
    await page.getByRole('option', { name: 'E-mail' }).click();
    await modal.getByRole('textbox', { name: 'Chave PIX' }).fill('financeiro@bellanapoli.com.br');
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expect(modal).toBeHidden();

    const table = page.getByRole('table', { name: 'Contas Cadastradas' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const bank = page.getByRole('group', { name: /Ações: 341 Itaú/ });
    await bank.getByRole('button', { name: 'Ativar' }).click();
    const activeRow = table.getByRole('row').filter({ hasText: 'Itaú Unibanco S.A.' });
    await expect(activeRow.getByText('Conta Ativa')).toBeVisible();
    await expect(activeRow.getByRole('button')).toHaveCount(0);

    await page.getByRole('group', { name: /Ações: E-mail/ }).getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('dialog', { name: 'Você tem certeza?' }).getByRole('button', { name: 'Sim deletar.' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Confirmação!' });
    await expect(confirmation).toContainText('Conta excluída com sucesso!');
    await confirmation.getByRole('button', { name: 'OK' }).click();
    await expect(table.getByRole('row')).toHaveCount(2);

    await online.click();
    await expect(online).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('online-payment-accounts.png'), fullPage: true });
    // the Pagamento Online screen of the finance menu agrees
    await screens(page).getByRole('link', { name: 'Pagamento Online' }).click();
    await expect(page.getByText('Sua loja aceita pagamento online')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Pagamento Online' })).toBeChecked();
  });

  test("the payment-methods screen's refused acceptance and the banner's promo both land on Contas e taxas", async ({ page, request, sandboxUrl }) => {
    await new OnlinePaymentPlatform(page, request, sandboxUrl).clearRegistration();
    await signIn(page, DEMO_USERS.pizzaria, '/configuracoes/formapagamento');
    const online = page.getByRole('switch', { name: 'Pagamento Online' });
    await expect(online).toBeEnabled();
    await online.click();
    await expect(errorDialog(page)).toContainText('Dados Cadastrais');
    await expect(page).toHaveURL(/\/financeiro\/cadastro\/recebimentos$/);
    await errorDialog(page).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Contas e taxas', level: 1 })).toBeVisible();

    await page.goto('/pedidos');
    await page.getByRole('link', { name: 'Cadastrar conta de recebimento' }).first().click();
    await expect(page).toHaveURL(/\/financeiro\/cadastro\/recebimentos$/);
    await expect(page.getByRole('heading', { name: 'Contas e taxas', level: 1 })).toBeVisible();
  });
});

test.describe('Vendas', () => {
  test('walks the calendar to a day with payments and opens a payment', async ({ page }) => {
    await signIn(page, DEMO_USERS.pizzaria, '/financeiro/vendas/calendario');
    await expect(page.getByText('As informações deste calendário são apenas informativas e podem sofrer alterações.')).toBeVisible();
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    const withPayments = page.getByRole('gridcell').getByRole('button', { name: /R\$/ });
    await expect(withPayments.first()).toBeVisible();
    // its name is its text, the month said to screen readers only: '24 de novembro: R$ 138,20'
    const label = ((await withPayments.first().textContent()) ?? '').replace(/\s+/g, ' ').trim();
    await withPayments.first().click();
    const day = page.getByRole('region', { name: /^Pagamentos em \d{2}\/\d{2}\/\d{4}$/ });
    await expect(day.getByRole('button').first()).toBeVisible();
    expect(label).toMatch(/^\d+ de [a-zç]+: R\$ /);
    const first = day.getByRole('button').first();
    const status = (await first.textContent()) ?? '';
    expect(status).toMatch(/Pago|Confirmado|Agendamento|Pendente|Falhado|Cancelado/);
    await first.click();
    const detail = page.getByRole('dialog', { name: 'Detalhe do pagamento' });
    await expect(detail.getByText(/^(Pago|Confirmado|Agendamento|Pendente|Falhado|Cancelado)$/)).toBeVisible();
    await expect(detail.getByText(/^[0-9a-f]{32}$/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('online-payment-calendar.png'), fullPage: true });
    await detail.getByRole('button', { name: 'Fechar' }).click();

    await page.getByRole('button', { name: 'Hoje' }).click();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    // two months ahead nothing is due yet
    await expect(page.getByRole('gridcell').getByRole('button', { name: /R\$/ })).toHaveCount(0);
    await page.getByRole('gridcell').getByRole('button').first().click();
    await expect(page.getByText('Nenhum pagamento previsto')).toBeVisible();
  });

  test('the statement shows the real total to receive and labels the rest; the transfer requests nothing', async ({ page, request, sandboxUrl }) => {
    const platform = new OnlinePaymentPlatform(page, request, sandboxUrl);
    await platform.clearRegistration();
    await signIn(page);
    await platform.register();
    await platform.addActiveAccount();
    const total = await platform.totalToReceive();
    await page.goto('/financeiro/vendas/vendas');
    const toReceive = page.getByRole('region', { name: 'Saldo a receber' });
    await expect(toReceive).toContainText(formatBRL(total));
    await expect(toReceive.getByText('Valores ilustrativos')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Saldo disponível' }).getByText('Valores ilustrativos')).toBeVisible();
    const banks = page.getByRole('form', { name: 'Filtrar bancos' });
    await banks.getByLabel('Nome').fill('itau');
    await banks.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page.getByRole('table', { name: 'Extrato' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Extrato' })).toContainText('341Itaú Unibanco S.A.Ativo');
    await page.screenshot({ path: test.info().outputPath('online-payment-statement.png'), fullPage: true });

    await toReceive.getByRole('link', { name: 'Transferir' }).click();
    await expect(page.getByRole('heading', { name: 'Transferir', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: /Itaú Unibanco S\.A\./ }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('region', { name: 'Inserir valor' }).getByText('Valores ilustrativos')).toBeVisible();
    await page.getByLabel('Valor da transferência (R$)').fill('150,00');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('region', { name: 'Confirmar transferência' });
    await expect(confirm).toContainText('R$ 150,00');
    await expect(confirm).toContainText('Nenhuma transferência é solicitada por esta tela');
    await page.getByRole('button', { name: 'Voltar ao extrato' }).click();
    await expect(page.getByRole('heading', { name: 'Extrato', level: 1 })).toBeVisible();
  });

  test('a store with a pending registration sees it on Dados Cadastrais', async ({ page }) => {
    await signIn(page, DEMO_USERS.lanchonete, '/financeiro/cadastro/dados');
    await expect(page.getByText('Pagamento Online - Pendente')).toBeVisible();
    await expect(group(page, 'Estabelecimento').getByLabel('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
  });
});
