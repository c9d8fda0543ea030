import type { APIRequestContext, Page } from '@playwright/test';
import type { MenuCategory, MenuProduct, ProductFileEntry } from '../../src/shared/api';
import { authorizationHeader } from '../../src/shared/api';
import { PLATFORM_PREFIXES } from '../../src/shared/config';
import { productCsv, productLine } from '../../src/sandbox/test/productCsv';
import { DEMO_USERS, expect, test, signIn } from './fixtures';

/**
 * Upload em massa (spec 02 §2.20, §4, §5) as the store's staff uses it, against the sandbox's
 * upload service. Each test sets the service's pace (rows a second) through the sandbox control.
 */

const GENERATED = /^(Arroz Tipo 1|Feijão Carioca|Açúcar Refinado|Café Torrado|Óleo de Soja|Macarrão Espaguete|Farinha de Trigo|Sabão em Pó) \d{5}$/;

/** The store's menu products as the platform has them (legacy API, logged in as the store). */
async function menuProducts(request: APIRequestContext, sandboxUrl: string): Promise<MenuProduct[]> {
  const api = sandboxUrl + PLATFORM_PREFIXES.legacy;
  const login = await request.post(`${api}login/index`, { form: { usuario: DEMO_USERS.pizzaria.usuario, senha: DEMO_USERS.pizzaria.senha } });
  const { hash } = (await login.json()) as { hash: string };
  const headers = { Authorization: authorizationHeader(hash) };
  const { categorias } = (await (await request.get(`${api}cardapiocategorias/listar`, { headers })).json()) as { categorias: MenuCategory[] };
  const lists = await Promise.all(
    categorias.map(async (c) => ((await (await request.get(`${api}cardapio/listar/${c.id_cardapio_categoria}`, { headers })).json()) as { cardapio: MenuProduct[] }).cardapio),
  );
  return lists.flat();
}

async function jobs(request: APIRequestContext, sandboxUrl: string): Promise<ProductFileEntry[]> {
  const api = sandboxUrl + PLATFORM_PREFIXES.legacy;
  const login = await request.post(`${api}login/index`, { form: { usuario: DEMO_USERS.pizzaria.usuario, senha: DEMO_USERS.pizzaria.senha } });
  const { hash } = (await login.json()) as { hash: string };
  const answer = await request.get(`${sandboxUrl}${PLATFORM_PREFIXES.upload}product-files`, { headers: { Authorization: authorizationHeader(hash) } });
  return ((await answer.json()) as { product_files: ProductFileEntry[] }).product_files;
}

/** Opens Upload em massa from the side menu (shown because store 101 has upload_em_massa). */
async function openScreen(page: Page) {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: /Produtos/ }).click();
  await menu.getByRole('link', { name: 'Upload em massa' }).click();
  await expect(page.getByRole('heading', { name: 'Upload em massa', level: 1 })).toBeVisible();
}

/** Every column of the generated files: barcode 1, name 2, stock 3, price 4, promo 5, category 6, PDV 7. */
async function mapAllColumns(page: Page) {
  const columns: Array<[string, string]> = [
    ['Quantidade em estoque', '3'],
    ['Preço', '4'],
    ['Nome', '2'],
    ['Preço promocional', '5'],
    ['Categoria', '6'],
    ['Código PDV', '7'],
  ];
  for (const [label, column] of columns) {
    const box = page.getByRole('checkbox', { name: `Ler ${label}`, exact: true });
    if (!(await box.isChecked())) await box.check();
    await page.getByRole('spinbutton', { name: `Coluna de ${label}`, exact: true }).fill(column);
  }
}

test('a store without upload_em_massa is not offered Upload em massa in the side menu', async ({ page }) => {
  // Lanchonete Central (303): the platform has not enabled bulk upload for it
  await signIn(page, DEMO_USERS.lanchonete);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByRole('link', { name: 'Gerenciador de Pedidos' })).toBeVisible();
  const products = menu.getByRole('button', { name: /Produtos/ });
  // the group shows only with an entry in it: open it when it is there
  if ((await products.count()) > 0) await products.click();
  await expect(menu.getByRole('link', { name: 'Upload em massa' })).toHaveCount(0);

  // nor by its address: the screen says so and offers no form
  await page.goto('/bulkupload');
  await expect(page.getByRole('heading', { name: 'Upload em massa', level: 1 })).toBeVisible();
  await expect(page.getByText('O upload em massa não está habilitado para sua loja. Fale com o suporte da plataforma para habilitá-lo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar arquivo' })).toHaveCount(0);
  await expect(page.getByLabel('Arquivo CSV', { exact: true })).toHaveCount(0);
});

const chooseFile = (page: Page, name: string, text: string | Buffer) =>
  page.getByLabel('Arquivo CSV', { exact: true }).setInputFiles({ name, mimeType: 'text/csv', buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text });

const progress = (page: Page) => page.getByRole('progressbar', { name: 'Progresso do upload' });
const percent = async (page: Page) => Number(await progress(page).getAttribute('aria-valuenow'));

test('a generated CSV of 5,000 rows: its progress to the end, and its products in the menu', async ({ page, sandbox, request, sandboxUrl }) => {
  test.setTimeout(120_000);
  await sandbox.setUploadPace(700);
  await openScreen(page);
  await chooseFile(page, 'produtos-5000.csv', productCsv(5000));
  await mapAllColumns(page);
  await expect(page.getByText('As 8 primeiras linhas estão prontas para enviar.')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastrando os produtos...' })).toBeVisible();
  // one upload at a time
  await expect(page.getByRole('button', { name: 'Enviar arquivo' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Ler Nome' })).toBeDisabled();
  // the progress moves while the service works
  await expect.poll(() => percent(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const midway = await percent(page);
  expect(midway).toBeLessThan(100);
  await page.screenshot({ path: 'test-results/upload-em-massa-progresso.png' });
  await expect(page.getByRole('heading', { name: 'Upload concluído' })).toBeVisible({ timeout: 60_000 });
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText(/5000 de 5000 linhas processadas · 5000 produtos criados/)).toBeVisible();
  await expect(page.getByText(/^Último upload: \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} \(concluído, 5000 produtos\)$/)).toBeVisible();
  // the form is cleared for the next file
  await expect(page.getByText('Nenhum arquivo escolhido')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar arquivo' })).toBeEnabled();

  const made = (await menuProducts(request, sandboxUrl)).filter((p) => GENERATED.test(p.nome_prod));
  expect(made).toHaveLength(5000);
  expect(made.find((p) => p.nome_prod === 'Feijão Carioca 00001')).toMatchObject({ preco: 2.5, status: 'S' });
  // stock zero: unavailable
  expect(made.find((p) => p.nome_prod === 'Sabão em Pó 00007')).toMatchObject({ status: 'F' });

  // and on the menu screen, as the staff will look for them: in their category, found by name
  await page.goto('/produtos');
  await page.getByRole('list', { name: 'Categorias' }).getByRole('button', { name: 'Bebidas', exact: true }).click();
  await page.getByRole('textbox', { name: 'Procurar...' }).fill('Feijão Carioca 00001');
  const row = page.getByRole('table', { name: 'Produtos de Bebidas' }).getByRole('row').filter({ hasText: 'Feijão Carioca 00001' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/R\$\s2,50/);
});

test('cancel mid-way: the products already made stay', async ({ page, sandbox, request, sandboxUrl }) => {
  await sandbox.setUploadPace(60);
  await openScreen(page);
  await chooseFile(page, 'produtos.csv', productCsv(2000));
  await mapAllColumns(page);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect.poll(() => percent(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Cancelar upload' }).click();
  await expect(page.getByText('Upload cancelado!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upload cancelado' })).toBeVisible();
  await expect(page.getByText(/^Último upload: .* \(cancelado, \d+ produtos\)$/)).toBeVisible();
  const [job] = await jobs(request, sandboxUrl);
  expect(job?.product_file).toMatchObject({ status: 'canceled' });
  const created = job!.product_file.added_products;
  expect(created).toBeGreaterThan(0);
  expect(created).toBeLessThan(2000);
  // nothing more is made after the cancel
  await page.waitForTimeout(1500);
  const made = (await menuProducts(request, sandboxUrl)).filter((p) => GENERATED.test(p.nome_prod));
  expect(made).toHaveLength(created);
});

test('leave the screen mid-upload and come back: the same progress is there, also after a reload', async ({ page, sandbox }) => {
  await sandbox.setUploadPace(80);
  await openScreen(page);
  await chooseFile(page, 'produtos.csv', productCsv(3000));
  await mapAllColumns(page);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect.poll(() => percent(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const before = await percent(page);

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Gerenciador de Pedidos' }).click();
  await expect(page).toHaveURL(/\/pedidos$/);
  await page.waitForTimeout(3000);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Upload em massa' }).click();
  await expect(page.getByRole('heading', { name: 'Cadastrando os produtos...' })).toBeVisible();
  // followed while away: already further than when the screen was left
  expect(await percent(page)).toBeGreaterThan(before);
  await expect(page.getByRole('button', { name: 'Enviar arquivo' })).toBeDisabled();

  // a reload forgets everything but the platform: the job still processing is resumed
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cadastrando os produtos...' })).toBeVisible();
  await expect.poll(() => percent(page), { timeout: 10_000 }).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Cancelar upload' }).click();
  await expect(page.getByRole('heading', { name: 'Upload cancelado' })).toBeVisible();
});

test('a wrong type, an 11 MB file and two types on one column: each refused with its message, nothing sent', async ({ page, request, sandboxUrl }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/upload/product-files')) posts.push(r.url());
  });
  await openScreen(page);
  const send = page.getByRole('button', { name: 'Enviar arquivo' });

  await send.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Selecione um arquivo CSV.' })).toBeVisible();

  await chooseFile(page, 'produtos.xlsx', productCsv(3));
  await expect(page.getByRole('alert').filter({ hasText: 'Formato não aceito: selecione um arquivo .csv' })).toBeVisible();
  await send.click();

  await chooseFile(page, 'produtos.csv', Buffer.alloc(11 * 1024 * 1024, 'a'));
  await expect(page.getByRole('alert').filter({ hasText: 'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.' })).toBeVisible();
  await send.click();

  await chooseFile(page, 'produtos.csv', productCsv(3));
  await page.getByRole('checkbox', { name: 'Ler Nome' }).check();
  await page.getByRole('spinbutton', { name: 'Coluna de Nome' }).fill('3');
  await expect(page.getByText('Não é possível ter dois tipos de dados na mesma coluna.')).toHaveCount(2);
  await send.click();

  await page.waitForTimeout(500);
  expect(posts).toEqual([]);
  expect(await jobs(request, sandboxUrl)).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Nenhum upload em andamento' })).toBeVisible();
});

test('the preview flags a bad row before anything is sent', async ({ page }) => {
  await openScreen(page);
  const bad = productCsv(3, { lines: [productLine(4, { 0: '78910001', 3: '12,345' }), productLine(5, { 2: '10 un' })] });
  await chooseFile(page, 'produtos.csv', bad);
  await mapAllColumns(page);
  const preview = page.getByRole('table', { name: 'Prévia do arquivo' });
  await expect(page.getByText('2 de 5 linhas da prévia têm problemas. Confira os números das colunas antes de enviar.')).toBeVisible();
  const line5 = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: '5', exact: true }) });
  await expect(line5).toContainText('Código de barras precisa ter 13 dígitos.');
  await expect(line5).toContainText('Preço inválido: use um número com até duas casas decimais.');
  await expect(line5).toHaveAttribute('aria-invalid', 'true');
  const line6 = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: '6', exact: true }) });
  await expect(line6).toContainText('Estoque inválido: use apenas números.');
  await page.screenshot({ path: 'test-results/upload-em-massa-previa.png', fullPage: true });
  // a wrong column number shows at once, in every row
  await page.getByRole('spinbutton', { name: 'Coluna de Preço', exact: true }).fill('9');
  await expect(page.getByText('5 de 5 linhas da prévia têm problemas. Confira os números das colunas antes de enviar.')).toBeVisible();
});

/** The first bytes of a PNG image (signature and IHDR), as a photo renamed produtos.csv starts. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x00, 0x08, 0x06]);

test('a PNG renamed .csv and a file with only the header: refused with their reason, nothing sent', async ({ page, request, sandboxUrl }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/upload/product-files')) posts.push(r.url());
  });
  await openScreen(page);
  const send = page.getByRole('button', { name: 'Enviar arquivo' });

  await chooseFile(page, 'produtos.csv', Buffer.concat([PNG, Buffer.alloc(2000, 7)]));
  await expect(page.getByRole('alert').filter({ hasText: 'O arquivo não é um CSV de texto: parece uma imagem ou outro tipo de arquivo' })).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Prévia do arquivo' })).toHaveCount(0);

  await chooseFile(page, 'produtos.csv', productCsv(0) + '\r\n;;\r\n');
  await expect(page.getByRole('alert').filter({ hasText: 'O arquivo não tem nenhuma linha de produto.' })).toBeVisible();
  await expect(send).toBeDisabled();

  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  expect(await jobs(request, sandboxUrl)).toEqual([]);
});

test("a file the service refuses: its reason is shown, not 'tente novamente mais tarde'", async ({ page, request, sandbox, sandboxUrl }) => {
  await sandbox.setUploadPace(0);
  await openScreen(page);
  await chooseFile(page, 'produtos.csv', productCsv(3));
  await mapAllColumns(page);
  // meanwhile another computer of the store sends a file: the service takes one at a time
  const api = sandboxUrl + PLATFORM_PREFIXES.legacy;
  const { hash } = (await (await request.post(`${api}login/index`, { form: { usuario: DEMO_USERS.pizzaria.usuario, senha: DEMO_USERS.pizzaria.senha } })).json()) as { hash: string };
  const other = await request.post(`${sandboxUrl}${PLATFORM_PREFIXES.upload}product-files/`, {
    headers: { Authorization: authorizationHeader(hash) },
    multipart: {
      file: { name: 'outro.csv', mimeType: 'text/csv', buffer: Buffer.from(productCsv(5)) },
      'columns_disposition[product_ean_cod]': '1',
      'columns_disposition[product_qty]': '3',
      'columns_disposition[product_price]': '4',
      should_update: '0',
      id_estabelecimento: '101',
    },
  });
  expect(other.status()).toBe(201);

  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'O upload não foi concluído' })).toBeVisible();
  const reason = 'Já existe um upload em andamento. Aguarde o fim ou cancele-o antes de enviar outro arquivo.';
  await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
  await expect(page.getByText(/tente novamente mais tarde/)).toHaveCount(0);
});

test('rows the service refuses: each with its line and why, counted in the singular and plural', async ({ page, sandbox }) => {
  await sandbox.setUploadPace(200);
  await openScreen(page);
  // a row whose barcode is short and, in the second file, also one without a name the catalogue does not know
  await chooseFile(page, 'produtos.csv', productCsv(2, { lines: [productLine(3, { 0: '78910001' })] }));
  await mapAllColumns(page);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'Upload concluído com linhas recusadas' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/3 de 3 linhas processadas · 2 produtos criados · 1 linha recusada$/)).toBeVisible();
  const rejected = page.getByRole('list', { name: 'Linhas recusadas' });
  await expect(rejected.getByRole('listitem')).toHaveText(['Linha 4: Código de barras precisa ter 13 dígitos.']);
  await expect(page.getByText('Upload concluído: 2 produtos enviados ao cardápio; 1 linha recusada. Veja os motivos no painel do upload.')).toBeVisible();

  await chooseFile(page, 'produtos.csv', productCsv(0, { lines: [productLine(10, { 0: '123' }), productLine(11, { 1: '', 0: '2000000000001' })] }));
  await mapAllColumns(page);
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(page.getByText(/2 de 2 linhas processadas · 0 produtos criados · 2 linhas recusadas$/)).toBeVisible({ timeout: 30_000 });
  await expect(rejected.getByRole('listitem')).toHaveText([
    'Linha 2: Código de barras precisa ter 13 dígitos.',
    'Linha 3: Produto sem nome: o código de barras não está no catálogo.',
  ]);
});

/** A UTF-8 file over 64 KB whose 'ã' of 'Pão' falls across the 64 KB mark; its first product is 'Pão de queijo'. */
function fileSplittingACharacterAt64k(): string {
  const lines = [productCsv(0).trimEnd(), productLine(1, { 1: 'Pão de queijo' })];
  let i = 2;
  const bytes = () => Buffer.byteLength(lines.join('\r\n') + '\r\n');
  while (bytes() < 64 * 1024 - 300) lines.push(productLine(i++));
  // a filler line so that the next starts 16 bytes before the mark: barcode (13), ';', 'P', then 'ã' across it
  const filler = (n: number) => productLine(i, { 1: 'x'.repeat(n) });
  lines.push(filler(64 * 1024 - 16 - bytes() - Buffer.byteLength(filler(0) + '\r\n')));
  return [...lines, productLine(i + 1, { 1: 'Pão francês' })].join('\r\n') + '\r\n';
}

test("a UTF-8 file over 64 KB: the preview reads 'Pão', whatever byte the 64 KB mark falls on", async ({ page }) => {
  const text = fileSplittingACharacterAt64k();
  const bytes = Buffer.from(text, 'utf8');
  const at = bytes.indexOf(Buffer.from('Pão francês'));
  // the file is built as it should be: the two bytes of 'ã' straddle the mark
  expect(at + 1).toBe(64 * 1024 - 1);
  await openScreen(page);
  await chooseFile(page, 'produtos.csv', bytes);
  await mapAllColumns(page);
  const preview = page.getByRole('table', { name: 'Prévia do arquivo' });
  await expect(preview.getByRole('cell', { name: 'Pão de queijo', exact: true })).toBeVisible();
  await expect(preview).not.toContainText('PÃ£o');
});
