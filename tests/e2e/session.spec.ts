import type { Page } from '@playwright/test';
import { test, expect, login, DEMO_USERS } from './fixtures';

// Login screen, auto-login, route guard, password recovery and session expiry (spec 01 §2, §3,
// §5, §8, §9) against the sandbox seed: pizzaria/senha123 is store 101 (CNPJ 12.345.678/0001-95),
// lanchonete store 303 (alphanumeric CNPJ 12.ABC.345/01DE-35).

const SESSION_KEY = 'painel.session';

const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);

/** The logged-in frame is up: the header with the store's name, and no login form. */
async function expectLoggedIn(page: Page, store: string = DEMO_USERS.pizzaria.loja) {
  await expect(page).toHaveURL(/\/pedidos$/);
  await expect(page.getByRole('banner').getByText(store)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ACESSAR' })).toHaveCount(0);
  const session = JSON.parse((await storedSession(page)) ?? 'null') as { hash?: string } | null;
  expect(session?.hash, 'session stored after login').toBeTruthy();
}

test.describe('login screen', () => {
  test('shows the title and subtitle, no invented support phone, and logs in to /pedidos', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Painel do Parceiro' })).toBeVisible();
    await expect(page.getByText('Gerencie seu estabelecimento de forma fácil e rápida.')).toBeVisible();
    // before login the brand, and so its support number, is not known: no built-in default shows
    await expect(page.getByText(/4003-2025/)).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Aiboo' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('session-login.png') });

    await page.getByLabel('Usuário').fill('pizzaria');
    await page.getByLabel('Senha').fill('senha123');
    await page.getByLabel('Senha').press('Enter');
    await expectLoggedIn(page);
  });

  test("a wrong password shows the platform's message and keeps the user on /login", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuário').fill('pizzaria');
    await page.getByLabel('Senha').fill('errada');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Usuário')).toHaveValue('pizzaria');
    expect(await storedSession(page)).toBeNull();
    await page.screenshot({ path: test.info().outputPath('session-login-error.png') });
  });

  test('the platform unreachable shows the network message', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/login/index', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Usuário').fill('pizzaria');
    await page.getByLabel('Senha').fill('senha123');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await expect(page.getByRole('alert')).toContainText('Não foi possível conectar ao servidor');
  });

  test('an auto-login link /login/{base64 usuario}/{senha} fills the fields and logs in', async ({ page }) => {
    const usuario = Buffer.from('pizzaria').toString('base64');
    await page.goto(`/login/${usuario}/senha123`);
    await expect(page.getByLabel('Usuário')).toHaveValue('pizzaria');
    await expectLoggedIn(page);
  });

  test('an auto-login link with ?usuario=&hash= logs in too', async ({ page }) => {
    const usuario = encodeURIComponent(Buffer.from('pizzaria').toString('base64'));
    await page.goto(`/auth?usuario=${usuario}&hash=senha123`);
    await expect(page.getByLabel('Usuário')).toHaveValue('pizzaria');
    await expectLoggedIn(page);
  });

  test('a stored session and no hash goes straight to /pedidos', async ({ page }) => {
    await login(page);
    await page.goto('/login');
    await expectLoggedIn(page);
  });

  test("the guard: /pedidos logged out says 'Você não está logado' and shows /login", async ({ page }) => {
    await page.goto('/pedidos');
    const dialog = page.getByRole('dialog', { name: 'Erro!' });
    await expect(dialog).toContainText('Você não está logado, tente novamente.');
    await expect(page).toHaveURL(/\/login$/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
  });
});

test.describe('password recovery', () => {
  test('the five steps change the password, which then logs in', async ({ page, sandboxUrl }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const wizard = page.getByRole('dialog', { name: 'Esqueci minha senha' });

    // 1 Identificação
    const documento = wizard.getByLabel('CPF ou CNPJ');
    await documento.pressSequentially('1234567800');
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard.getByText('CPF ou CNPJ incompleto')).toBeVisible();
    await documento.press('End');
    await documento.pressSequentially('0190');
    await expect(documento).toHaveValue('12.345.678/0001-90');
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard.getByText('CNPJ inválido: os dígitos verificadores não conferem.')).toBeVisible();
    await documento.press('End');
    await documento.press('Backspace');
    await documento.pressSequentially('5');
    await expect(documento).toHaveValue('12.345.678/0001-95');
    await page.screenshot({ path: test.info().outputPath('session-recovery-1.png') });
    await wizard.getByRole('button', { name: 'Continuar' }).click();

    // 2 Estabelecimento
    await wizard.getByRole('radio', { name: /Pizzaria Bella Napoli/ }).check();
    await expect(wizard.getByText(/Razão social:/).first()).toBeVisible();
    await expect(wizard.getByText(/Bairro:/).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('session-recovery-2.png') });
    await wizard.getByRole('button', { name: 'Continuar' }).click();

    // 3 Nova senha
    await wizard.getByLabel('Nova senha', { exact: true }).fill('curta');
    await wizard.getByLabel('Confirmação de senha').fill('diferente');
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard.getByText('A Senha deve ter no mínimo 8 caracteres.')).toBeVisible();
    await expect(wizard.getByText('A senha e a confirmação de senha não são iguais.')).toBeVisible();
    await wizard.getByLabel('Nova senha', { exact: true }).fill('pizza2025!');
    await wizard.getByLabel('Confirmação de senha').fill('pizza2025!');
    await wizard.getByRole('button', { name: 'Continuar' }).click();

    // 4 Forma de recuperação
    await expect(wizard.getByRole('radio', { name: /E-mail/ })).toBeVisible();
    await expect(wizard.getByRole('radio', { name: /SMS/ })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('session-recovery-4.png') });
    await wizard.getByRole('radio', { name: /SMS/ }).check();
    await wizard.getByRole('button', { name: 'Enviar código' }).click();

    // 5 Validação
    await expect(wizard.getByRole('timer')).toContainText(/O código expira em 0[45]:\d\d/);
    const response = await page.request.get(`${sandboxUrl}/__sandbox/recovery-code?cnpj=12345678000195`);
    expect(response.ok(), await response.text()).toBeTruthy();
    const { codigo } = (await response.json()) as { codigo: string };
    await wizard.getByLabel('Código').fill('000000' === codigo ? '111111' : '000000');
    await wizard.getByRole('button', { name: 'Confirmar' }).click();
    const error = page.getByRole('dialog', { name: 'Erro!' });
    await expect(error).toBeVisible();
    await error.getByRole('button', { name: 'OK' }).click();

    await wizard.getByLabel('Código').fill(codigo);
    await expect(wizard.getByRole('timer')).toContainText('O código expira em 04:5');
    await page.screenshot({ path: test.info().outputPath('session-recovery-5.png') });
    await wizard.getByRole('button', { name: 'Confirmar' }).click();
    const done = page.getByRole('dialog', { name: 'Senha alterada com sucesso' });
    await expect(done).toContainText('pizzaria');
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForLoadState('load');

    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    await page.getByLabel('Usuário').fill('pizzaria');
    await page.getByLabel('Senha').fill('senha123');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await expect(page.getByRole('alert')).toHaveText('Usuário ou senha inválidos.');
    await page.getByLabel('Senha').fill('pizza2025!');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await expectLoggedIn(page);
  });

  test('an alphanumeric CNPJ typed in lower case finds its store', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    const wizard = page.getByRole('dialog', { name: 'Esqueci minha senha' });
    const documento = wizard.getByLabel('CPF ou CNPJ');
    await documento.pressSequentially('12abc34501de35');
    await expect(documento).toHaveValue('12.ABC.345/01DE-35');
    // a character fixed in the middle: edited in place, the caret stays right after it
    await documento.evaluate((input: HTMLInputElement) => input.setSelectionRange(4, 5));
    await documento.press('x');
    await expect(documento).toHaveValue('12.AXC.345/01DE-35');
    expect(await documento.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
    await documento.press('Backspace');
    await documento.press('b');
    await expect(documento).toHaveValue('12.ABC.345/01DE-35');
    expect(await documento.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
    await wizard.getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard.getByRole('radio', { name: /Lanchonete Central/ })).toBeVisible();
  });
});

test.describe('register establishment', () => {
  test('validates and confirms the request on screen', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Cadastre seu estabelecimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cadastre seu estabelecimento' });
    await dialog.getByRole('button', { name: 'Solicitar cadastro' }).click();
    await expect(dialog.getByText('Informe seu nome.')).toBeVisible();
    await dialog.getByLabel('Seu nome').fill('Ana');
    await dialog.getByLabel('Nome do estabelecimento').fill('Pastelaria da Ana');
    await dialog.getByLabel('Celular').pressSequentially('11987654321');
    await expect(dialog.getByLabel('Celular')).toHaveValue('(11)98765-4321');
    await dialog.getByLabel('E-mail').fill('ana@exemplo.com.br');
    await page.screenshot({ path: test.info().outputPath('session-register.png') });
    await dialog.getByRole('button', { name: 'Solicitar cadastro' }).click();
    await expect(dialog.getByRole('status')).toContainText('Obrigado, Ana!');
  });
});

test.describe('session expiry', () => {
  test('an expired session shows the non-dismissible dialog, clears storage and Fazer Login goes to /login', async ({
    page,
    sandboxUrl,
  }) => {
    await login(page);
    // The session expires while the panel is closed, and the panel is opened again. Expired under a
    // running panel, one of its own calls (the orders list reloads JOIN_SETTLE_MS after the socket
    // joins) could meet the expiry first and clear the session, and the next load found none.
    await page.goto('about:blank');
    const expire = await page.request.post(`${sandboxUrl}/__sandbox/sessions/expire`, { data: { usuario: 'pizzaria' } });
    expect(expire.ok(), await expire.text()).toBeTruthy();
    await page.goto('/pedidos');

    const dialog = page.getByRole('dialog').filter({ hasText: 'É necessário fazer o login novamente.' });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('session-expired.png') });
    expect(await storedSession(page)).toBeNull();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Fazer Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'ACESSAR' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
