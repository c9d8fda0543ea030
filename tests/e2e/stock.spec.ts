import { PNG, confirmDelete, dialog, toast } from '../support/menu';
import { test, expect, signIn, DEMO_USERS } from './fixtures';

// The stock screen (spec 02 §2.4) as a person works it, against the sandbox seed: store 101
// (pizzaria) has 33 stock items, flavours and ingredients, some in its products' composition.

test.describe('Estoque', () => {
  test('refuses an image too large and one of the wrong type, each with its reason, and sends neither', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/ws2/estoque/adicionar')) uploads.push(r.postData() ?? '');
    });
    await signIn(page, DEMO_USERS.pizzaria, '/estoque');
    await expect(page.getByText(/^\d+ Itens$/)).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar Novo Item' }).click();
    const create = dialog(page, 'Criar');
    const file = create.locator('input[type=file]');
    await file.setInputFiles({ name: 'foto-grande.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
    await expect(create.getByRole('alert')).toHaveText('A imagem tem 3 MB. O tamanho máximo é 2 MB.');
    await file.setInputFiles({ name: 'cardapio.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(create.getByRole('alert')).toHaveText('Formato de imagem não aceito. Envie um arquivo JPG, JPEG, PNG ou WEBP.');
    await create.getByLabel('Nome do item').fill('Rúcula');
    await create.getByLabel('Descrição').fill('Folhas frescas da horta.');
    await expect(create.getByText('24/200')).toBeVisible();
    await create.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Item criado com sucesso!')).toBeVisible();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).not.toContain('filename=');
    await page.getByRole('textbox', { name: 'Procurar...' }).fill('rucula');
    await expect(page.getByRole('row', { name: /Rúcula/ })).toContainText('Ingrediente');
    await expect(page.getByText('34 Itens')).toBeVisible();
  });

  test('edits an item, deletes one not in use after the confirmation, and keeps one in use saying where it is', async ({ page }) => {
    await signIn(page, DEMO_USERS.pizzaria, '/estoque');
    await expect(page.getByText('33 Itens')).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Procurar...' });

    await search.fill('oregano');
    // an item without an image shows the camera placeholder
    await expect(page.getByRole('row', { name: /Orégano/ }).getByLabel('Sem imagem')).toBeAttached();
    await page.getByRole('button', { name: 'Ações de Orégano' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = dialog(page, 'Editar');
    await expect(edit.getByLabel('Nome do item')).toHaveValue('Orégano');
    await edit.getByLabel('Descrição').fill('Orégano chileno desidratado.');
    await edit.locator('input[type=file]').setInputFiles({ name: 'oregano.png', mimeType: 'image/png', buffer: PNG });
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Item atualizado com sucesso!')).toBeVisible();
    await expect(page.getByRole('row', { name: /Orégano/ }).getByRole('img', { name: 'Imagem de Orégano' })).toHaveAttribute('src', /\/uploads\/[a-f0-9]{16}\.png$/);
    // the status offers Ativo and Oculto
    await page.getByRole('combobox', { name: 'Status de Orégano' }).click();
    await expect(page.getByRole('option')).toHaveText(['Ativo', 'Oculto']);
    await page.getByRole('option', { name: 'Oculto' }).click();
    await expect(page.getByRole('combobox', { name: 'Status de Orégano' })).toHaveText('Oculto');
    await page.getByRole('button', { name: 'Ações de Orégano' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(dialog(page, 'Editar').getByLabel('Descrição')).toHaveValue('Orégano chileno desidratado.');
    await dialog(page, 'Editar').getByRole('button', { name: 'Cancelar' }).click();

    await page.getByRole('button', { name: 'Ações de Orégano' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await confirmDelete(page);
    await expect(toast(page, 'Item excluído com sucesso!')).toBeVisible();
    await search.fill('');
    await expect(page.getByText('32 Itens')).toBeVisible();

    await search.fill('cebola');
    await page.getByRole('button', { name: 'Ações de Cebola' }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await confirmDelete(page);
    const attention = dialog(page, 'Atenção!');
    await expect(attention).toContainText(/"Cebola" está .+\. Retire-o de lá antes de excluir, ou marque-o como Oculto\./);
    await attention.getByRole('button', { name: 'OK' }).click();
    await dialog(page, 'Você tem certeza?').getByRole('button', { name: 'Cancelar' }).click();
    await page.reload();
    await expect(page.getByText('32 Itens')).toBeVisible();
    await page.getByRole('textbox', { name: 'Procurar...' }).fill('cebola');
    await expect(page.getByRole('row', { name: /Cebola/ })).toContainText('Ingrediente');
  });
});
