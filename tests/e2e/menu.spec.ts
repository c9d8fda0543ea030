import type { Locator, Page } from '@playwright/test';
import { catalogueSeeds } from '../../src/sandbox/seed/catalogue';
import { PNG, dialog, toast, confirmDelete } from '../support/menu';
import { test, expect, signIn, DEMO_USERS } from './fixtures';

// The menu screens (spec 02 §2.1, §2.2) as a person works them, against the sandbox seed: store 101
// (pizzaria) has Pizzas, Bebidas and Sobremesas, stock items of both kinds and global variations.
// The stock and variations screens have their own specs (stock.spec.ts, variations.spec.ts).

const categories = (page: Page) => page.getByRole('list', { name: 'Categorias' });

async function openMenu(page: Page) {
  await signIn(page, DEMO_USERS.pizzaria, '/produtos');
  await expect(page.getByRole('heading', { name: 'Cardápio', level: 1 })).toBeVisible();
  await expect(categories(page).getByText('Pizzas')).toBeVisible();
}

async function chooseCategory(page: Page, name: string) {
  await categories(page).getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

const productRows = (page: Page, category: string) => page.getByRole('table', { name: `Produtos de ${category}` }).getByRole('row');

/** The names in a category's table, in order. */
async function productNames(page: Page, category: string): Promise<string[]> {
  const rows = productRows(page, category);
  await expect(rows.nth(1)).toBeVisible();
  return (await rows.allInnerTexts()).slice(1).map((text) => text.split('\n').map((line) => line.trim()).filter(Boolean)[0] ?? '');
}

async function categoryNames(page: Page): Promise<string[]> {
  return (await categories(page).getByRole('listitem').allInnerTexts()).map((t) => t.trim());
}

/** Drags an item by its handle onto another item with the mouse, in small steps as a hand does. */
async function dragWithMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(to.x + from.width / 2, to.y + to.height / 2 - 5, { steps: 20 });
  await page.mouse.up();
}

test.describe('Cardápio', () => {
  test('builds a product from scratch and finds it all after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    await openMenu(page);

    // a category with its availability
    await page.getByRole('button', { name: 'Adicionar categoria' }).click();
    const categoryDialog = dialog(page, 'Nova categoria');
    await categoryDialog.getByLabel('Nome da categoria').fill('Esfihas Árabes');
    await categoryDialog.getByRole('tab', { name: 'Disponibilidade' }).click();
    await categoryDialog.getByLabel('Sexta-feira, 1º período: início').fill('1800');
    await categoryDialog.getByLabel('Sexta-feira, 1º período: fim').fill('2300');
    await categoryDialog.getByLabel('Sábado, 1º período: início').fill('1100');
    await categoryDialog.getByLabel('Sábado, 1º período: fim').fill('1500');
    await categoryDialog.getByRole('checkbox', { name: 'Desativar Sábado, 2º período' }).uncheck();
    await categoryDialog.getByLabel('Sábado, 2º período: início').fill('1800');
    await categoryDialog.getByRole('checkbox', { name: 'Desativar Domingo, 1º período' }).check();
    await categoryDialog.getByRole('button', { name: 'Salvar' }).click();
    // Saturday 11:00-15:00 is outside the store's hours (11:30-14:30 and 18:00-00:30): it asks first
    const warning = dialog(page, 'Confira a disponibilidade');
    await expect(warning).toContainText('Sábado, 1º período fica fora do horário de funcionamento da loja');
    await warning.getByRole('button', { name: 'Salvar mesmo assim' }).click();
    await expect(toast(page, 'Categoria salva com sucesso!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Esfihas Árabes', level: 2 })).toBeVisible();

    // the product, its photo, composition, two sizes and a flavour variation
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    const productDialog = dialog(page, /Novo produto|Esfiha/);
    await expect(productDialog.getByRole('tab', { name: 'Tamanhos' })).toBeDisabled();
    await productDialog.getByLabel('Nome').fill('Esfiha de carne');
    await productDialog.getByLabel('Descrição').fill('Massa fina, carne moída temperada com limão.');
    await productDialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('7.50');
    await productDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Produto salvo com sucesso!')).toBeVisible();
    await expect(productDialog.getByRole('heading', { name: 'Esfiha de carne' })).toBeVisible();

    await productDialog.locator('input[type=file]').setInputFiles({ name: 'esfiha.png', mimeType: 'image/png', buffer: PNG });
    await expect(toast(page, 'Imagem do produto salva com sucesso!')).toBeVisible();
    await expect(productDialog.getByRole('img', { name: 'Pré-visualização: Foto do produto' })).toHaveAttribute('src', /\/uploads\/[a-f0-9]{16}\.png$/);

    await productDialog.getByRole('tab', { name: 'Composição' }).click();
    await expect(productDialog.getByText('Não há composição')).toBeVisible();
    for (const item of ['Cebola', 'Tomate']) {
      await productDialog.getByLabel('Item do estoque').fill(item);
      await page.getByRole('option', { name: item, exact: true }).click();
      await productDialog.getByRole('button', { name: 'Adicionar à composição' }).click();
      await expect(productDialog.getByRole('list', { name: 'Composição' }).getByText(item)).toBeVisible();
    }
    await expect(productDialog.getByLabel('Quantidade de Cebola')).toHaveValue('1');
    await expect(productDialog.getByRole('checkbox', { name: 'Cebola removível' })).toBeChecked();

    await productDialog.getByRole('tab', { name: 'Tamanhos' }).click();
    for (const [nome, preco] of [
      ['Pequena', '6.50'],
      ['Grande', '12.00'],
    ]) {
      await productDialog.getByLabel('Nome do tamanho').fill(nome!);
      await productDialog.getByLabel('Preço do tamanho').fill(preco!);
      await productDialog.getByRole('button', { name: 'Adicionar tamanho' }).click();
      await expect(productDialog.getByRole('list', { name: 'Tamanhos' }).getByText(nome!, { exact: true })).toBeVisible();
    }

    // a name typed that no variation has opens the variation modal (an ad-hoc variation)
    await productDialog.getByRole('tab', { name: 'Variações' }).click();
    await productDialog.getByRole('combobox', { name: 'Variação' }).fill('Recheio extra');
    await productDialog.getByRole('button', { name: 'Adicionar variação' }).click();
    const variationDialog = dialog(page, 'Nova variação');
    await expect(variationDialog.getByLabel('Nome da variação')).toHaveValue('Recheio extra');
    await variationDialog.getByLabel('Escolha máxima').fill('2');
    await variationDialog.getByRole('button', { name: 'Salvar' }).click();
    const editVariation = dialog(page, 'Editar variação');
    await editVariation.getByRole('combobox', { name: 'Item' }).fill('Calabresa');
    await page.getByRole('option', { name: 'Calabresa', exact: true }).click();
    await editVariation.getByLabel('Preço do item').fill('2.00');
    await editVariation.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(editVariation.getByRole('list', { name: 'Itens da variação' }).getByText('Calabresa')).toBeVisible();
    await editVariation.getByRole('button', { name: 'Fechar' }).click();
    await expect(productDialog.getByRole('list', { name: 'Variações do produto' }).getByText('Recheio extra')).toBeVisible();
    await productDialog.getByRole('button', { name: 'Fechar' }).click();

    // after a reload everything is there
    await page.reload();
    await chooseCategory(page, 'Esfihas Árabes');
    const row = productRows(page, 'Esfihas Árabes').filter({ hasText: 'Esfiha de carne' });
    await expect(row).toContainText('a partir de');
    await expect(row).toContainText('R$ 6,50');
    await expect(row.getByRole('img', { name: 'Foto de Esfiha de carne' })).toBeVisible();
    await row.getByRole('button', { name: 'Editar Esfiha de carne' }).click();
    const reopened = dialog(page, 'Esfiha de carne');
    await expect(reopened.getByText('Produto com tamanhos: o preço base fica zerado e vale o preço de cada tamanho.')).toBeVisible();
    await reopened.getByRole('tab', { name: 'Composição' }).click();
    await expect(reopened.getByRole('list', { name: 'Composição' }).getByRole('listitem')).toHaveCount(2);
    await reopened.getByRole('tab', { name: 'Tamanhos' }).click();
    await expect(reopened.getByRole('list', { name: 'Tamanhos' })).toContainText('R$ 12,00');
    await reopened.getByRole('tab', { name: 'Variações' }).click();
    await expect(reopened.getByRole('list', { name: 'Variações do produto' })).toContainText('Recheio extra');
    await reopened.getByRole('button', { name: 'Fechar' }).click();
    await categories(page).getByRole('button', { name: 'Editar Esfihas Árabes' }).click();
    const editCategory = dialog(page, 'Editar categoria');
    await editCategory.getByRole('tab', { name: 'Disponibilidade' }).click();
    await expect(editCategory.getByLabel('Sexta-feira, 1º período: início')).toHaveValue('18:00');
    await expect(editCategory.getByLabel('Sábado, 2º período: fim')).toHaveValue('23:59');
    await expect(editCategory.getByRole('checkbox', { name: 'Desativar Domingo, 1º período' })).toBeChecked();
  });

  test('reorders a category and a product with the mouse and with the keyboard, and the order stays after a reload', async ({ page }) => {
    await openMenu(page);
    expect(await categoryNames(page)).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
    // the mouse: Sobremesas onto Pizzas
    await dragWithMouse(page, page.getByRole('button', { name: 'Arrastar para reordenar Sobremesas' }), categories(page).getByRole('listitem').first());
    await expect.poll(() => categoryNames(page)).toEqual(['Sobremesas', 'Pizzas', 'Bebidas']);
    // the keyboard: Bebidas one up
    await page.getByRole('button', { name: 'Arrastar para reordenar Bebidas' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(() => categoryNames(page)).toEqual(['Sobremesas', 'Bebidas', 'Pizzas']);

    await chooseCategory(page, 'Bebidas');
    const drinks = ['Guaraná Antarctica 2 L', 'Coca-Cola lata 350 ml', 'Suco de laranja natural 500 ml', 'Água mineral sem gás 500 ml', 'Cerveja Original 600 ml'];
    expect(await productNames(page, 'Bebidas')).toEqual(drinks);
    // each move is saved on its own: wait for the mouse's before the keyboard's, so that the wait
    // below is for the keyboard's save and not a late answer to the mouse's
    const savedByMouse = page.waitForResponse((r) => r.url().endsWith('/api/cardapio/ordem'));
    await dragWithMouse(page, page.getByRole('button', { name: 'Arrastar para reordenar Cerveja Original 600 ml' }), productRows(page, 'Bebidas').nth(1));
    await expect.poll(() => productNames(page, 'Bebidas')).toEqual(['Cerveja Original 600 ml', ...drinks.slice(0, 4)]);
    await savedByMouse;
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/cardapio/ordem'));
    await page.getByRole('button', { name: 'Arrastar para reordenar Guaraná Antarctica 2 L' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await saved;
    const expected = ['Cerveja Original 600 ml', 'Coca-Cola lata 350 ml', 'Suco de laranja natural 500 ml', 'Guaraná Antarctica 2 L', 'Água mineral sem gás 500 ml'];
    await expect.poll(() => productNames(page, 'Bebidas')).toEqual(expected);

    await page.reload();
    await expect(categories(page).getByText('Pizzas')).toBeVisible();
    expect(await categoryNames(page)).toEqual(['Sobremesas', 'Bebidas', 'Pizzas']);
    await chooseCategory(page, 'Bebidas');
    expect(await productNames(page, 'Bebidas')).toEqual(expected);
  });

  test('a product marked Em falta is in none of twenty simulated orders', async ({ page, sandbox }) => {
    await openMenu(page);
    await chooseCategory(page, 'Bebidas');
    await page.getByRole('combobox', { name: 'Status de Coca-Cola lata 350 ml' }).click();
    await page.getByRole('option', { name: 'Em falta' }).click();
    await expect(toast(page, 'Status do produto alterado.')).toBeVisible();
    await page.reload();
    await chooseCategory(page, 'Bebidas');
    await expect(page.getByRole('combobox', { name: 'Status de Coca-Cola lata 350 ml' })).toHaveText('Em falta');

    const before = new Set((await sandbox.listOrders(101)).map((o) => o.id_pedido));
    await sandbox.startSimulator({ intervalMs: 200, storeIds: [101] });
    await expect.poll(async () => (await sandbox.state()).simulator.pedidosCriados, { timeout: 30_000 }).toBeGreaterThanOrEqual(20);
    await sandbox.stopSimulator();
    const placed = (await sandbox.listOrders(101)).filter((o) => !before.has(o.id_pedido));
    expect(placed.length).toBeGreaterThanOrEqual(20);
    const items = placed.flatMap((o) => o.pedidoObj.itens);
    expect(items.map((i) => i.nome)).not.toContain('Coca-Cola lata 350 ml');
    // what they order is the menu's, each line under its product's category (the production printers' key)
    const categoryOf: Record<string, number> = { 'Pizza Margherita': 11, 'Guaraná Antarctica 2 L': 12, 'Açaí 500 ml': 13 };
    for (const item of items) if (item.nome in categoryOf) expect(item.id_cardapio_categoria).toBe(categoryOf[item.nome]);
    // and the panel lists them
    await page.goto('/pedidos');
    await expect(page.getByText(placed[0]!.usuario_nome).first()).toBeVisible();
  });

  test('a price the money rule refuses is said on the field and nothing is saved; the name shows its limit', async ({ page }) => {
    await openMenu(page);
    await chooseCategory(page, 'Bebidas');
    const row = productRows(page, 'Bebidas').filter({ hasText: 'Água mineral sem gás 500 ml' });
    await expect(row).toContainText('R$ 4,50');
    await row.getByRole('button', { name: 'Editar Água mineral sem gás 500 ml' }).click();
    const productDialog = dialog(page, 'Água mineral sem gás 500 ml');
    await expect(productDialog.getByLabel('Nome')).toHaveAccessibleDescription('27/100');
    const price = productDialog.getByRole('textbox', { name: 'Preço', exact: true });
    await expect(price).toHaveValue('4,50');
    for (const [typed, message] of [
      ['1.234,56', 'O valor máximo é R$ 999,99.'],
      ['9999.99', 'O valor máximo é R$ 999,99.'],
      ['abc', 'Valor inválido: use só números, com vírgula antes dos centavos (ex.: 12,50).'],
      ['-5', 'O valor não pode ser negativo.'],
    ] as const) {
      await price.fill(typed);
      await productDialog.getByRole('button', { name: 'Atualizar' }).click();
      await expect(productDialog.getByText(message)).toBeVisible();
      await expect(price).toHaveValue(typed);
    }
    await expect(toast(page, 'Produto atualizado com sucesso!')).toHaveCount(0);

    // nothing reached the platform: read again, the price is the one it had
    await page.reload();
    await chooseCategory(page, 'Bebidas');
    await expect(productRows(page, 'Bebidas').filter({ hasText: 'Água mineral sem gás 500 ml' })).toContainText('R$ 4,50');
  });

  test('finds a catalogue product by barcode and replaces the product’s data after asking', async ({ page }) => {
    const bonafont = catalogueSeeds().find((p) => p.nome === 'Água mineral Bonafont sem gás 500 ml')!;
    await openMenu(page);
    await chooseCategory(page, 'Bebidas');
    await page.getByRole('button', { name: 'Editar Água mineral sem gás 500 ml' }).click();
    const productDialog = dialog(page, 'Água mineral sem gás 500 ml');
    await productDialog.getByRole('button', { name: 'Buscar no catálogo' }).click();
    const search = dialog(page, 'Buscar no catálogo');
    await search.getByLabel('Código de barras ou nome').fill(bonafont.codigo_barras);
    await search.getByRole('button', { name: 'Buscar' }).click();
    const results = search.getByRole('list', { name: 'Produtos do catálogo' });
    await expect(results.getByRole('button')).toHaveCount(1);
    await results.getByRole('button', { name: /Bonafont sem gás 500 ml/ }).click();
    const question = dialog(page, 'Substituir os dados do produto?');
    await expect(question).toContainText('"Água mineral Bonafont sem gás 500 ml"');
    await question.getByRole('button', { name: 'Substituir' }).click();
    await expect(productDialog.getByLabel('Nome')).toHaveValue('Água mineral Bonafont sem gás 500 ml');
    await expect(productDialog.getByLabel('Descrição')).toHaveValue('Água mineral natural, sem gás 500 ml.');
    await expect(productDialog.getByRole('img', { name: 'Pré-visualização: Foto do produto' })).toHaveAttribute('src', new RegExp(`/catalogue/imagens/${bonafont.id}\\.svg$`));
    await productDialog.getByRole('button', { name: 'Atualizar' }).click();
    await expect(toast(page, 'Produto atualizado com sucesso!')).toBeVisible();

    await page.reload();
    await chooseCategory(page, 'Bebidas');
    const row = productRows(page, 'Bebidas').filter({ hasText: 'Água mineral Bonafont sem gás 500 ml' });
    await expect(row).toContainText('R$ 4,50');
    await expect(row.getByRole('img', { name: 'Foto de Água mineral Bonafont sem gás 500 ml' })).toHaveAttribute('src', /\/catalogue\/imagens\//);
  });

  test("a save the platform refuses shows 'Atenção!' with its reason and keeps what was typed", async ({ page }) => {
    await openMenu(page);
    await page.getByRole('button', { name: 'Adicionar categoria' }).click();
    const categoryDialog = dialog(page, 'Nova categoria');
    await categoryDialog.getByLabel('Nome da categoria').fill('bebidas');
    await categoryDialog.getByRole('button', { name: 'Salvar' }).click();
    const attention = dialog(page, 'Atenção!');
    await expect(attention).toContainText('Já existe uma categoria com o nome "Bebidas".');
    await attention.getByRole('button', { name: 'OK' }).click();
    await expect(categoryDialog.getByLabel('Nome da categoria')).toHaveValue('bebidas');
    await categoryDialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await categoryNames(page)).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
  });

  test("a product's only size: adding it leaves the emptied price field quiet; deleting it asks the product's price again, and Informações shows what the platform holds", async ({ page }) => {
    test.setTimeout(90_000);
    await openMenu(page);
    await chooseCategory(page, 'Bebidas');
    const coca = 'Coca-Cola lata 350 ml';
    const row = () => productRows(page, 'Bebidas').filter({ hasText: coca });
    await expect(row()).toContainText('R$ 7,00');
    await row().getByRole('button', { name: `Editar ${coca}` }).click();
    const d = dialog(page, coca);
    await expect(d.getByRole('textbox', { name: 'Preço', exact: true })).toHaveValue('7,00');

    await d.getByRole('tab', { name: 'Tamanhos' }).click();
    await d.getByLabel('Nome do tamanho').fill('Lata');
    const sizePrice = d.getByRole('textbox', { name: 'Preço do tamanho' });
    await sizePrice.fill('7,50');
    await d.getByRole('button', { name: 'Adicionar tamanho' }).click();
    await expect(d.getByRole('list', { name: 'Tamanhos' }).getByText('Lata', { exact: true })).toBeVisible();
    // the form was emptied for the next size: no rule message on a field nobody touched since
    await expect(sizePrice).toHaveValue('');
    await expect(sizePrice).not.toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByText(/Informe um valor/)).toHaveCount(0);
    await d.getByRole('tab', { name: 'Informações' }).click();
    await expect(d.getByText('Produto com tamanhos: o preço base fica zerado e vale o preço de cada tamanho.')).toBeVisible();

    await d.getByRole('tab', { name: 'Tamanhos' }).click();
    await d.getByRole('button', { name: 'Excluir tamanho Lata' }).click();
    const ask = dialog(page, 'Excluir o único tamanho?');
    await expect(ask).toContainText('informe o preço do produto');
    await ask.getByRole('button', { name: 'Excluir e salvar o preço' }).click();
    await expect(ask.getByRole('textbox', { name: 'Preço do produto' })).toHaveAccessibleDescription(/Informe um valor/);
    await ask.getByRole('textbox', { name: 'Preço do produto' }).fill('0');
    await ask.getByRole('button', { name: 'Excluir e salvar o preço' }).click();
    await expect(ask.getByRole('textbox', { name: 'Preço do produto' })).toHaveAccessibleDescription('Informe um preço maior que zero: o produto fica à venda por ele.');
    await ask.getByRole('textbox', { name: 'Preço do produto' }).fill('7,25');
    await ask.getByRole('button', { name: 'Excluir e salvar o preço' }).click();
    await expect(ask).toHaveCount(0);
    await expect(d.getByText('Nenhum tamanho: o produto tem um preço só.')).toBeVisible();

    // the modal, still open, reads the platform's price, not the 7,00 it opened with
    await d.getByRole('tab', { name: 'Informações' }).click();
    await expect(d.getByRole('textbox', { name: 'Preço', exact: true })).toHaveValue('7,25');
    await d.getByRole('button', { name: 'Fechar' }).click();
    await expect(row()).toContainText('R$ 7,25');
    await expect(row()).toContainText('Ativo');
    await page.reload();
    await chooseCategory(page, 'Bebidas');
    await expect(row()).toContainText('R$ 7,25');
  });

  test('duplicates a product with its sizes, composition and variations; a category with products is kept, an empty one deleted; a photo waits for the saved product', async ({ page }) => {
    test.setTimeout(90_000);
    await openMenu(page);
    const pizzas = () => productRows(page, 'Pizzas');
    const parts = async (name: string) => {
      await pizzas().filter({ hasText: name }).getByRole('button', { name: `Editar ${name}` }).click();
      const d = dialog(page, name);
      await d.getByRole('tab', { name: 'Composição' }).click();
      const composition = await d.getByRole('list', { name: 'Composição' }).getByRole('listitem').allInnerTexts();
      await d.getByRole('tab', { name: 'Tamanhos' }).click();
      const sizes = await d.getByRole('list', { name: 'Tamanhos' }).getByRole('listitem').allInnerTexts();
      await d.getByRole('tab', { name: 'Variações' }).click();
      const variations = await d.getByRole('list', { name: 'Variações do produto' }).getByRole('listitem').allInnerTexts();
      await d.getByRole('button', { name: 'Fechar' }).click();
      await expect(d).toHaveCount(0);
      return { composition, sizes, variations };
    };
    const original = await parts('Pizza Margherita');
    expect(original.composition).toHaveLength(4);
    expect(original.sizes).toHaveLength(3);
    expect(original.variations.length).toBeGreaterThan(0);
    await pizzas().filter({ hasText: 'Pizza Margherita' }).getByRole('button', { name: 'Duplicar Pizza Margherita' }).click();
    await expect(pizzas().filter({ hasText: 'Pizza Margherita (cópia)' })).toBeVisible();
    expect(await parts('Pizza Margherita (cópia)')).toEqual(original);

    // a category with products stays, and the platform says why
    await categories(page).getByRole('button', { name: 'Excluir Pizzas' }).click();
    await confirmDelete(page);
    const attention = dialog(page, 'Atenção!');
    await expect(attention).toContainText(/A categoria "Pizzas" tem \d+ produtos\. Exclua ou mova os produtos antes de excluir a categoria\./);
    await attention.getByRole('button', { name: 'OK' }).click();
    await dialog(page, 'Você tem certeza?').getByRole('button', { name: 'Cancelar' }).click();

    // an empty one goes
    await page.getByRole('button', { name: 'Adicionar categoria' }).click();
    const newCategory = dialog(page, 'Nova categoria');
    await newCategory.getByLabel('Nome da categoria').fill('Temporária');
    await newCategory.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name: 'Temporária', level: 2 })).toBeVisible();
    await expect(page.getByText('Nenhum produto nesta categoria.')).toBeVisible();

    // a new product: the other tabs and the photo wait until it is saved
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    const productDialog = dialog(page, 'Novo produto');
    await expect(productDialog.getByText('É possível inserir uma imagem do produto apenas se os dados essenciais foram preenchidos')).toBeVisible();
    for (const tab of ['Composição', 'Tamanhos', 'Variações', 'Disponibilidade']) await expect(productDialog.getByRole('tab', { name: tab })).toBeDisabled();
    await productDialog.getByLabel('Nome').fill('Rascunho');
    await productDialog.locator('input[type=file]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    const saveFirst = dialog(page, 'Atenção!');
    await expect(saveFirst).toContainText('Salve o produto antes de cadastrar uma imagem');
    await saveFirst.getByRole('button', { name: 'OK' }).click();
    await expect(productDialog.getByLabel('Nome')).toHaveValue('Rascunho');
    await productDialog.getByRole('button', { name: 'Fechar' }).click();

    await categories(page).getByRole('button', { name: 'Excluir Temporária' }).click();
    await confirmDelete(page);
    await expect(categories(page).getByRole('button', { name: 'Temporária', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(categories(page).getByText('Pizzas')).toBeVisible();
    expect(await categoryNames(page)).toEqual(['Pizzas', 'Bebidas', 'Sobremesas']);
    expect(await productNames(page, 'Pizzas')).toContain('Pizza Margherita (cópia)');
  });

  test('the product’s availability warns of two periods that overlap before saving, and is kept after a reload', async ({ page }) => {
    await openMenu(page);
    await chooseCategory(page, 'Sobremesas');
    await page.getByRole('button', { name: 'Editar Pudim de leite condensado' }).click();
    const productDialog = dialog(page, 'Pudim de leite condensado');
    await productDialog.getByRole('tab', { name: 'Disponibilidade' }).click();
    await productDialog.getByLabel('Segunda-feira, 1º período: início').fill('1100');
    await productDialog.getByLabel('Segunda-feira, 1º período: fim').fill('1500');
    await productDialog.getByRole('checkbox', { name: 'Desativar Segunda-feira, 2º período' }).uncheck();
    await productDialog.getByLabel('Segunda-feira, 2º período: início').fill('1400');
    await productDialog.getByLabel('Segunda-feira, 2º período: fim').fill('1800');
    await productDialog.getByRole('button', { name: 'Salvar disponibilidade' }).click();
    const warning = dialog(page, 'Confira a disponibilidade');
    await expect(warning).toContainText('Segunda-feira: os dois períodos se sobrepõem.');
    // Revisar goes back with nothing saved
    await warning.getByRole('button', { name: 'Revisar' }).click();
    await productDialog.getByLabel('Segunda-feira, 2º período: início').fill('1800');
    await productDialog.getByLabel('Segunda-feira, 2º período: fim').fill('2300');
    await productDialog.getByRole('button', { name: 'Salvar disponibilidade' }).click();
    // the store does not open on Mondays (seed): that is still said, the overlap no longer
    const again = dialog(page, 'Confira a disponibilidade');
    await expect(again).toContainText('a loja não abre neste dia');
    await expect(again).not.toContainText('se sobrepõem');
    await again.getByRole('button', { name: 'Salvar mesmo assim' }).click();
    await expect(toast(page, 'Produto atualizado com sucesso!')).toBeVisible();
    await productDialog.getByRole('button', { name: 'Fechar' }).click();

    await page.reload();
    await chooseCategory(page, 'Sobremesas');
    await page.getByRole('button', { name: 'Editar Pudim de leite condensado' }).click();
    const reopened = dialog(page, 'Pudim de leite condensado');
    await reopened.getByRole('tab', { name: 'Disponibilidade' }).click();
    await expect(reopened.getByLabel('Segunda-feira, 1º período: início')).toHaveValue('11:00');
    await expect(reopened.getByLabel('Segunda-feira, 2º período: início')).toHaveValue('18:00');
    await expect(reopened.getByLabel('Segunda-feira, 2º período: fim')).toHaveValue('23:00');
  });

  test('a product’s composition (quantity, removível, order) and its variations (per size, status) are kept after a reload', async ({ page }) => {
    await openMenu(page);
    await page.getByRole('button', { name: 'Editar Pizza Margherita' }).click();
    const productDialog = dialog(page, 'Pizza Margherita');
    await productDialog.getByRole('tab', { name: 'Composição' }).click();
    const composition = productDialog.getByRole('list', { name: 'Composição' });
    const compositionNames = async () => (await composition.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
    expect(await compositionNames()).toEqual(['Molho de tomate', 'Muçarela de búfala', 'Tomate', 'Manjericão']);
    const changed = () => page.waitForResponse((r) => r.url().endsWith('/api/cardapioestoque/adicionar'));
    let saved = changed();
    await productDialog.getByLabel('Quantidade de Tomate').fill('2');
    await productDialog.getByLabel('Quantidade de Tomate').blur();
    await saved;
    saved = changed();
    // the box shows the saved value: it turns once the platform has answered
    await productDialog.getByRole('checkbox', { name: 'Manjericão removível' }).click();
    await saved;
    await expect(productDialog.getByRole('checkbox', { name: 'Manjericão removível' })).not.toBeChecked();
    await productDialog.getByRole('button', { name: 'Arrastar para reordenar Manjericão' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(compositionNames).toEqual(['Molho de tomate', 'Muçarela de búfala', 'Manjericão', 'Tomate']);

    await productDialog.getByRole('tab', { name: 'Variações' }).click();
    await productDialog.getByRole('combobox', { name: 'Variação', exact: true }).fill('Acompanhamentos do açaí');
    await productDialog.getByRole('combobox', { name: 'Tamanho', exact: true }).click();
    await page.getByRole('option', { name: 'Grande (8 fatias)' }).click();
    await productDialog.getByRole('button', { name: 'Adicionar variação' }).click();
    const linked = productDialog.getByRole('list', { name: 'Variações do produto' }).getByRole('listitem').filter({ hasText: 'Acompanhamentos do açaí' });
    await expect(linked).toContainText('Grande (8 fatias)');
    await linked.getByRole('combobox', { name: 'Status da variação Acompanhamentos do açaí' }).click();
    await page.getByRole('option', { name: 'Oculto' }).click();
    await expect(linked.getByRole('combobox', { name: 'Status da variação Acompanhamentos do açaí' })).toHaveText('Oculto');
    await productDialog.getByRole('button', { name: 'Fechar' }).click();

    await page.reload();
    await page.getByRole('button', { name: 'Editar Pizza Margherita' }).click();
    const reopened = dialog(page, 'Pizza Margherita');
    await reopened.getByRole('tab', { name: 'Composição' }).click();
    await expect.poll(async () => (await reopened.getByRole('list', { name: 'Composição' }).getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]!.trim())).toEqual([
      'Molho de tomate',
      'Muçarela de búfala',
      'Manjericão',
      'Tomate',
    ]);
    await expect(reopened.getByLabel('Quantidade de Tomate')).toHaveValue('2');
    await expect(reopened.getByRole('checkbox', { name: 'Manjericão removível' })).not.toBeChecked();
    await expect(reopened.getByRole('checkbox', { name: 'Tomate removível', exact: true })).toBeChecked();
    await reopened.getByRole('tab', { name: 'Variações' }).click();
    const kept = reopened.getByRole('list', { name: 'Variações do produto' }).getByRole('listitem').filter({ hasText: 'Acompanhamentos do açaí' });
    await expect(kept).toContainText('Grande (8 fatias)');
    await expect(kept.getByRole('combobox', { name: 'Status da variação Acompanhamentos do açaí' })).toHaveText('Oculto');
  });

  test('adjusts a category’s prices with a preview, and one Desfazer puts them back', async ({ page }) => {
    await openMenu(page);
    await chooseCategory(page, 'Bebidas');
    await page.getByRole('button', { name: 'Reajustar preços' }).click();
    const adjust = dialog(page, 'Reajustar preços: Bebidas');
    await adjust.getByLabel('Porcentagem', { exact: true }).fill('10');
    await adjust.getByRole('combobox', { name: 'Arredondamento' }).click();
    await page.getByRole('option', { name: 'Terminar em ,90' }).click();
    const preview = adjust.getByRole('table', { name: 'Prévia do reajuste' });
    await expect(preview.getByRole('row', { name: /Guaraná Antarctica 2 L/ })).toContainText('R$ 14,00');
    await expect(preview.getByRole('row', { name: /Guaraná Antarctica 2 L/ })).toContainText('R$ 15,90');
    await expect(preview.getByRole('row', { name: /Coca-Cola/ })).toContainText('R$ 7,90');
    await adjust.getByRole('button', { name: 'Aplicar reajuste' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preços reajustados em 5 produtos.' })).toBeVisible();
    await expect(productRows(page, 'Bebidas').filter({ hasText: 'Guaraná' })).toContainText('R$ 15,90');

    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preços anteriores restaurados.' })).toBeVisible();
    await expect(productRows(page, 'Bebidas').filter({ hasText: 'Guaraná' })).toContainText('R$ 14,00');
    await page.reload();
    await chooseCategory(page, 'Bebidas');
    await expect(productRows(page, 'Bebidas').filter({ hasText: 'Coca-Cola' })).toContainText('R$ 7,00');
  });

  test('adjusts only the chosen products, down by an amount, and Desfazer restores them', async ({ page }) => {
    await openMenu(page);
    await chooseCategory(page, 'Sobremesas');
    await page.getByRole('button', { name: 'Reajustar preços' }).click();
    const adjust = dialog(page, 'Reajustar preços: Sobremesas');
    await adjust.getByRole('radio', { name: 'Escolher produtos' }).check();
    await adjust.getByRole('group', { name: 'Produtos escolhidos' }).getByRole('checkbox', { name: 'Pudim de leite condensado' }).check();
    await adjust.getByRole('radio', { name: 'Diminuir' }).check();
    await adjust.getByRole('radio', { name: 'Valor (R$)' }).check();
    await adjust.getByLabel('Valor em reais', { exact: true }).fill('1.50');
    const preview = adjust.getByRole('table', { name: 'Prévia do reajuste' });
    await expect(preview.getByRole('row')).toHaveCount(2);
    await expect(preview.getByRole('row', { name: /Pudim de leite condensado/ })).toContainText('R$ 14,90');
    await expect(preview.getByRole('row', { name: /Pudim de leite condensado/ })).toContainText('R$ 13,40');
    await adjust.getByRole('button', { name: 'Aplicar reajuste' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preço reajustado em 1 produto.' })).toBeVisible();
    const sweets = productRows(page, 'Sobremesas');
    await expect(sweets.filter({ hasText: 'Pudim de leite condensado' })).toContainText('R$ 13,40');
    await expect(sweets.filter({ hasText: 'Petit gâteau com sorvete' })).toContainText('R$ 24,90');
    await page.getByRole('button', { name: 'Desfazer' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Preços anteriores restaurados.' })).toBeVisible();
    await expect(sweets.filter({ hasText: 'Pudim de leite condensado' })).toContainText('R$ 14,90');
  });
});

test.describe('Cardápio: link de um produto e versão anterior', () => {
  test('/produtos/{id} opens that product’s modal, and closing it leaves /produtos', async ({ page }) => {
    await signIn(page, DEMO_USERS.pizzaria, '/produtos/1101');
    const productDialog = dialog(page, 'Pizza Margherita');
    await expect(productDialog.getByLabel('Descrição')).toHaveValue('Molho de tomate, muçarela de búfala, tomate e manjericão.');
    // a photo is png, jpg or jpeg: another format is refused here, with nothing sent
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /foto|imagem|upload/i.test(r.url())) uploads.push(r.url());
    });
    await productDialog.locator('input[type=file]').setInputFiles({ name: 'pizza.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(productDialog.getByRole('group', { name: 'Foto do produto' }).getByRole('alert')).toHaveText('Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.');
    expect(uploads).toEqual([]);
    await productDialog.getByRole('tab', { name: 'Tamanhos' }).click();
    await expect(productDialog.getByRole('list', { name: 'Tamanhos' })).toContainText('R$ 49,90');
    await productDialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    // behind it, the product's category is the one selected
    await expect(page.getByRole('heading', { name: 'Pizzas', level: 2 })).toBeVisible();
  });

  test("a product that cannot be read says 'Erro ao obter produto' in its modal, and opens once the platform answers", async ({ page, sandbox }) => {
    await signIn(page);
    await sandbox.addFault({ path: 'api/cardapio/listar/:categoryId/:productId', status: 500, times: 1 });
    await page.goto('/produtos/1101');
    const failed = dialog(page, 'Produto');
    await expect(failed.getByText('Erro ao obter produto')).toBeVisible();
    await expect(failed.getByRole('tab')).toHaveCount(0);
    await failed.getByRole('button', { name: 'Fechar' }).click();
    await expect(page).toHaveURL(/\/produtos$/);
    await expect(page.getByRole('heading', { name: 'Pizzas', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Editar Pizza Margherita' }).click();
    await expect(dialog(page, 'Pizza Margherita').getByLabel('Nome')).toHaveValue('Pizza Margherita');
  });

  test('the older screen: no category selected at first, a product saved with its photo from the footer, its Variações modal, and deleted after the confirmation', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO_USERS.pizzaria, '/produtosOld');
    await expect(page.getByRole('heading', { name: 'Cardápio (versão anterior)', level: 1 })).toBeVisible();
    await expect(page.getByText('Nenhuma categoria selecionada')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Adicionar Produto' })).toBeDisabled();

    // the category modal has name and status only
    await categories(page).getByRole('button', { name: 'Editar Sobremesas' }).click();
    const editCategory = dialog(page, 'Editar categoria');
    await expect(editCategory.getByLabel('Nome da categoria')).toHaveValue('Sobremesas');
    await expect(editCategory.getByRole('tab', { name: 'Disponibilidade' })).toHaveCount(0);
    await editCategory.getByRole('button', { name: 'Cancelar' }).click();

    await chooseCategory(page, 'Sobremesas');
    await page.getByRole('button', { name: 'Adicionar Produto' }).click();
    const productDialog = dialog(page, 'Novo produto');
    await expect(productDialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
    // composition and sizes open here before the product is saved, and say to save it first
    await productDialog.getByRole('tab', { name: 'Tamanhos' }).click();
    await productDialog.getByLabel('Nome do tamanho').fill('Grande');
    await productDialog.getByRole('button', { name: 'Adicionar tamanho' }).click();
    const sizesFirst = dialog(page, 'Atenção!');
    await expect(sizesFirst).toContainText('Salve o produto antes de cadastrar tamanhos!');
    await sizesFirst.getByRole('button', { name: 'OK' }).click();
    await productDialog.getByRole('tab', { name: 'Composição' }).click();
    await productDialog.getByRole('button', { name: 'Adicionar à composição' }).click();
    const compositionFirst = dialog(page, 'Atenção!');
    await expect(compositionFirst).toContainText('Salve o produto antes de cadastrar a composição!');
    await compositionFirst.getByRole('button', { name: 'OK' }).click();
    await productDialog.getByRole('tab', { name: 'Informações' }).click();
    await productDialog.getByLabel('Nome').fill('Brigadeiro de colher');
    await productDialog.getByRole('textbox', { name: 'Preço', exact: true }).fill('8.00');
    // the photo goes with the product when it is saved
    await productDialog.locator('input[type=file]').setInputFiles({ name: 'brigadeiro.png', mimeType: 'image/png', buffer: PNG });
    await productDialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Produto salvo com sucesso!')).toBeVisible();
    const saved = dialog(page, 'Brigadeiro de colher');
    await expect(saved.getByRole('button', { name: 'Atualizar' })).toBeVisible();
    await expect(saved.getByRole('img', { name: 'Pré-visualização: Foto do produto' })).toHaveAttribute('src', /\/uploads\/[a-f0-9]{16}\.png$/);

    await saved.getByRole('button', { name: 'Variações' }).click();
    const variations = dialog(page, 'Variações: Brigadeiro de colher');
    await variations.getByRole('combobox', { name: 'Variação' }).fill('Acompanhamentos do açaí');
    await page.getByRole('option', { name: /Acompanhamentos do açaí/ }).click();
    await variations.getByRole('button', { name: 'Adicionar variação' }).click();
    await expect(variations.getByRole('list', { name: 'Variações do produto' })).toContainText('Acompanhamentos do açaí');
    await variations.getByRole('button', { name: 'Fechar' }).click();
    await saved.getByRole('button', { name: 'Fechar' }).click();

    await page.reload();
    await chooseCategory(page, 'Sobremesas');
    const row = productRows(page, 'Sobremesas').filter({ hasText: 'Brigadeiro de colher' });
    await expect(row).toContainText('R$ 8,00');
    await expect(row.getByRole('img', { name: 'Foto de Brigadeiro de colher' })).toBeVisible();
    await row.getByRole('button', { name: 'Excluir Brigadeiro de colher' }).click();
    const confirm = dialog(page, 'Você tem certeza?');
    await expect(confirm).toContainText('Não será possível reverter!');
    await confirm.getByRole('button', { name: 'Sim deletar.' }).click();
    await expect(productRows(page, 'Sobremesas').filter({ hasText: 'Brigadeiro de colher' })).toHaveCount(0);
    await page.reload();
    await chooseCategory(page, 'Sobremesas');
    await expect(productRows(page, 'Sobremesas').filter({ hasText: 'Pudim de leite condensado' })).toBeVisible();
    await expect(productRows(page, 'Sobremesas').filter({ hasText: 'Brigadeiro de colher' })).toHaveCount(0);
  });
});

test.describe('Cardápio em telas pequenas', () => {
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 1024, height: 768 },
  ]) {
    test(`at ${viewport.width}x${viewport.height} with the side menu open, every product's Status, Editar and Excluir are whole, with no sideways scroll`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openMenu(page);
      const menu = page.getByRole('navigation', { name: 'Menu principal' });
      const expand = menu.getByRole('button', { name: 'Expandir menu' });
      if (await expand.isVisible()) await expand.click();
      await expect(menu.getByRole('button', { name: 'Recolher menu' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pizzas', level: 2 })).toBeVisible();
      const table = page.getByRole('table', { name: 'Produtos de Pizzas' });
      const tableBox = (await table.boundingBox())!;
      const rows = productRows(page, 'Pizzas');
      await expect(rows.nth(1)).toBeVisible();
      const names = await productNames(page, 'Pizzas');
      expect(names.length).toBeGreaterThan(1);
      for (const name of names) {
        for (const control of [
          page.getByRole('combobox', { name: `Status de ${name}` }),
          page.getByRole('button', { name: `Editar ${name}`, exact: true }),
          page.getByRole('button', { name: `Excluir ${name}`, exact: true }),
        ]) {
          const box = (await control.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(tableBox.x);
          expect(box.x + box.width).toBeLessThanOrEqual(tableBox.x + tableBox.width);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          // nothing of it is hidden by its cell
          const cell = control.locator('xpath=ancestor::*[@role="cell"][1]');
          const cellBox = (await cell.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(cellBox.x - 0.5);
          expect(box.x + box.width).toBeLessThanOrEqual(cellBox.x + cellBox.width + 0.5);
        }
        await expect(page.getByRole('combobox', { name: `Status de ${name}` })).toHaveText(/^(Ativo|Em falta|Oculto)$/);
      }
      const sideways = await page.locator('main').evaluate((main) => main.scrollWidth - main.clientWidth);
      expect(sideways).toBeLessThanOrEqual(0);
    });
  }
});
