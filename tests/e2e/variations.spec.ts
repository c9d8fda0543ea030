import type { Page } from '@playwright/test';
import { dialog, confirmDelete } from '../support/menu';
import { test, expect, signIn, DEMO_USERS } from './fixtures';

// The global variations screen (spec 02 §2.3) as a person works it, against the sandbox seed:
// store 101 (pizzaria) has the variation categories Pizzas, Pizza meio a meio and Sobremesas.

const categories = (page: Page) => page.getByRole('list', { name: 'Categorias de variações' });
const variationsOf = (page: Page, category: string) => page.getByRole('table', { name: `Variações de ${category}` });

async function openVariations(page: Page) {
  await signIn(page, DEMO_USERS.pizzaria, '/variacoes');
  await expect(page.getByRole('heading', { name: 'Variações', level: 1 })).toBeVisible();
  // the first category is selected on load
  await expect(page.getByRole('heading', { name: 'Pizzas', level: 2 })).toBeVisible();
  await expect(variationsOf(page, 'Pizzas').getByRole('row', { name: /Borda recheada/ })).toBeVisible();
}

test.describe('Variações', () => {
  test('a category and a variation made from scratch, with a stock item and a loose item, are there after a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await openVariations(page);

    await categories(page).getByRole('button', { name: 'Adicionar categoria' }).click();
    const newCategory = dialog(page, 'Nova categoria de variações');
    await newCategory.getByLabel('Nome da categoria').fill('Bebidas geladas');
    await newCategory.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name: 'Bebidas geladas', level: 2 })).toBeVisible();
    await expect(page.getByText('Nenhuma variação nesta categoria.')).toBeVisible();

    await page.getByRole('button', { name: 'Adicionar Variação' }).click();
    const create = dialog(page, 'Nova variação');
    await create.getByLabel('Nome da variação').fill('Gelo e limão');
    await create.getByLabel('Escolha mínima').fill('3');
    await create.getByLabel('Escolha máxima').fill('2');
    await create.getByRole('button', { name: 'Salvar' }).click();
    // the choice rule says why, and nothing is saved
    await expect(create.getByText('A escolha mínima não pode ser maior que a máxima.')).toBeVisible();
    await expect(create).toBeVisible();
    await create.getByLabel('Escolha mínima').fill('0');
    await create.getByRole('combobox', { name: 'Cálculo do preço' }).click();
    await page.getByRole('option', { name: /Soma total/ }).click();
    await expect(create.getByText('O item custa a soma dos preços de todas as opções escolhidas.')).toBeVisible();
    await create.getByRole('button', { name: 'Salvar' }).click();

    // saved, the modal stays open for its items
    const edit = dialog(page, 'Editar variação');
    await expect(edit.getByText('Nenhum item nesta variação.')).toBeVisible();
    await edit.getByRole('combobox', { name: 'Item' }).fill('Banana');
    await page.getByRole('option', { name: 'Banana', exact: true }).click();
    await edit.getByLabel('Preço do item').fill('1.50');
    await edit.getByRole('button', { name: 'Adicionar item' }).click();
    const items = edit.getByRole('list', { name: 'Itens da variação' });
    await expect(items.getByText('Banana')).toBeVisible();
    await edit.getByRole('combobox', { name: 'Item' }).fill('avulso');
    await page.getByRole('option', { name: 'Item avulso (nome próprio)' }).click();
    await edit.getByLabel('Nome do item avulso').fill('Rodela de limão');
    await edit.getByLabel('Preço do item').fill('0.50');
    await edit.getByRole('button', { name: 'Adicionar item' }).click();
    await expect(items.getByText('Rodela de limão')).toBeVisible();
    await expect(items.getByRole('listitem')).toHaveCount(2);
    // the loose item first, with the keyboard
    const itemNames = async () => (await items.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
    await edit.getByRole('button', { name: 'Arrastar para reordenar Rodela de limão' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(itemNames).toEqual(['Rodela de limão (avulso)', 'Banana']);
    await edit.getByRole('button', { name: 'Fechar' }).click();

    const row = variationsOf(page, 'Bebidas geladas').getByRole('row', { name: /Gelo e limão/ });
    await expect(row).toContainText('até 2');
    await expect(row).toContainText('Soma total');

    await page.reload();
    await categories(page).getByRole('button', { name: 'Bebidas geladas', exact: true }).click();
    const reloaded = variationsOf(page, 'Bebidas geladas').getByRole('row', { name: /Gelo e limão/ });
    await expect(reloaded).toContainText('Soma total');
    await reloaded.getByRole('button', { name: 'Editar Gelo e limão' }).click();
    const reopened = dialog(page, 'Editar variação');
    await expect(reopened.getByLabel('Nome da variação')).toHaveValue('Gelo e limão');
    await expect(reopened.getByLabel('Escolha máxima')).toHaveValue('2');
    await expect(reopened.getByRole('list', { name: 'Itens da variação' })).toContainText('Rodela de limão');
    await expect(reopened.getByRole('list', { name: 'Itens da variação' })).toContainText('Banana');
    await expect
      .poll(async () => (await reopened.getByRole('list', { name: 'Itens da variação' }).getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]!.trim()))
      .toEqual(['Rodela de limão (avulso)', 'Banana']);
  });

  test('duplicates, hides and deletes a variation, renames and deletes a category', async ({ page }) => {
    await openVariations(page);
    const pizzas = variationsOf(page, 'Pizzas');

    await pizzas.getByRole('button', { name: 'Duplicar Borda recheada' }).click();
    await page.getByRole('menuitem', { name: 'Duplicar nesta categoria' }).click();
    await expect(pizzas.getByRole('row', { name: /Borda recheada \(cópia\)/ })).toBeVisible();

    await pizzas.getByRole('button', { name: 'Duplicar Adicionais' }).click();
    await page.getByRole('menuitem', { name: 'Duplicar em Sobremesas' }).click();

    await pizzas.getByRole('combobox', { name: 'Status de Borda recheada (cópia)' }).click();
    await page.getByRole('option', { name: 'Oculto' }).click();
    await expect(pizzas.getByRole('combobox', { name: 'Status de Borda recheada (cópia)' })).toHaveText('Oculto');

    await pizzas.getByRole('button', { name: 'Excluir Adicionais' }).click();
    const confirm = dialog(page, 'Você tem certeza?');
    await expect(confirm).toContainText('Você vai excluir: Adicionais.');
    await confirm.getByRole('button', { name: 'Sim deletar.' }).click();
    await expect(pizzas.getByRole('row', { name: /^Adicionais/ })).toHaveCount(0);

    await categories(page).getByRole('button', { name: 'Editar Sobremesas' }).click();
    const rename = dialog(page, 'Editar categoria de variações');
    await rename.getByLabel('Nome da categoria').fill('Doces');
    await rename.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('heading', { name: 'Doces', level: 2 })).toBeVisible();
    await expect(variationsOf(page, 'Doces').getByRole('row', { name: /Adicionais/ })).toBeVisible();

    await page.reload();
    await expect(pizzas.getByRole('combobox', { name: 'Status de Borda recheada (cópia)' })).toHaveText('Oculto');
    await expect(pizzas.getByRole('row', { name: /^Adicionais/ })).toHaveCount(0);
    // a category with variations is kept, and the platform says why
    await categories(page).getByRole('button', { name: 'Excluir Pizza meio a meio' }).click();
    await confirmDelete(page);
    const attention = dialog(page, 'Atenção!');
    await expect(attention).toContainText('A categoria "Pizza meio a meio" tem 3 variações. Exclua ou mova as variações antes de excluir a categoria.');
    await attention.getByRole('button', { name: 'OK' }).click();
    await dialog(page, 'Você tem certeza?').getByRole('button', { name: 'Cancelar' }).click();
    await expect(categories(page).getByRole('button', { name: 'Pizza meio a meio', exact: true })).toBeVisible();
    // an empty one goes
    await categories(page).getByRole('button', { name: 'Adicionar categoria' }).click();
    const newCategory = dialog(page, 'Nova categoria de variações');
    await newCategory.getByLabel('Nome da categoria').fill('Temporária');
    await newCategory.getByRole('button', { name: 'Salvar' }).click();
    await categories(page).getByRole('button', { name: 'Excluir Temporária' }).click();
    await confirmDelete(page);
    await expect(categories(page).getByRole('button', { name: 'Temporária', exact: true })).toHaveCount(0);
    await page.reload();
    await expect(categories(page).getByRole('button', { name: 'Doces', exact: true })).toBeVisible();
    await expect(categories(page).getByRole('button', { name: 'Pizza meio a meio', exact: true })).toBeVisible();
    await expect(categories(page).getByRole('button', { name: 'Temporária', exact: true })).toHaveCount(0);
  });

  test("a variation that cannot be read says 'Erro ao obter variação' in its modal", async ({ page, sandbox }) => {
    await openVariations(page);
    await sandbox.addFault({ path: 'api/variacoes/listar/:id', status: 500, times: 1 });
    await variationsOf(page, 'Pizzas').getByRole('button', { name: 'Editar Borda recheada' }).click();
    const failed = dialog(page, 'Editar variação');
    await expect(failed.getByText('Erro ao obter variação')).toBeVisible();
    await expect(failed.getByLabel('Nome da variação')).toHaveCount(0);
  });
});

test('the side menu’s Produtos group opens Cardápio, Estoque and Variações', async ({ page }) => {
  await signIn(page);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: /Produtos/ }).click();
  for (const [link, path, heading] of [
    ['Cardápio', '/produtos', 'Cardápio'],
    ['Estoque', '/estoque', 'Estoque'],
    ['Variações', '/variacoes', 'Variações'],
  ] as const) {
    await menu.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});
