import type { APIRequestContext } from '@playwright/test';
import type { PendingChange } from '../../src/shared/api';
import { expect, test, signIn, DEMO_USERS } from './fixtures';

/**
 * Estabelecimento (spec 02 §2.19, §4 Pending change) as the store's staff uses it, with the
 * platform team's side played through the sandbox's control API.
 */

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function waiting(request: APIRequestContext, sandboxUrl: string): Promise<PendingChange[]> {
  const response = await request.get(`${sandboxUrl}/__sandbox/pending-changes?storeId=101`);
  const { pendingChanges } = (await response.json()) as { pendingChanges: PendingChange[] };
  return pendingChanges.filter((p) => p.status === 'Pendente');
}

test('a new phrase and logo wait for approval; the team approves one and rejects the other', async ({ page, request, sandboxUrl }) => {
  await signIn(page, DEMO_USERS.pizzaria, '/estabelecimentos');
  await expect(page.getByRole('heading', { name: 'Cadastro da Loja' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Salvar Alterações' });
  await expect(save).toBeDisabled();

  const phrase = page.getByRole('textbox', { name: 'Frase Promocional' });
  await phrase.fill('Rodízio de pizza às terças!');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Estabelecimento salvo com sucesso')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(phrase).toBeDisabled();
  await expect(phrase).toHaveValue('A pizza mais napolitana da Bela Vista!');
  await expect(page.getByText('Rodízio de pizza às terças!')).toBeVisible();
  await phrase.locator('xpath=ancestor::span[@tabindex="0"]').hover();
  await expect(page.getByRole('tooltip')).toHaveText('O campo está pendente para avaliação');

  await page.getByLabel('Enviar novo logo').setInputFiles({ name: 'logo-nova.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Imagem enviada para aprovação.')).toBeVisible();
  const sentLogo = page.getByRole('img', { name: 'Logo enviado para aprovação' });
  await expect(sentLogo).toBeVisible();
  await expect(page.getByLabel('Enviar novo logo')).toBeDisabled();
  const logoUrl = await sentLogo.getAttribute('src');
  expect(logoUrl).toMatch(/\/uploads\/[0-9a-f]+\.png$/);
  await page.screenshot({ path: 'test-results/estabelecimento-pendente.png', fullPage: true });

  await page.getByRole('tab', { name: 'Solicitações' }).click();
  const table = page.getByRole('table', { name: 'Alterações Solicitadas' });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row('Rodízio de pizza às terças!')).toContainText('Pendente');
  await expect(row('Logo').filter({ hasText: 'Pendente' })).toHaveCount(1);

  // the platform team decides
  const changes = await waiting(request, sandboxUrl);
  const logo = changes.find((c) => c.nome_campo === 'logotipo')!;
  const phraseChange = changes.find((c) => c.nome_campo === 'frase_promocional')!;
  expect((await request.post(`${sandboxUrl}/__sandbox/pending-changes/${logo.id_pendencias}/approve`)).ok()).toBe(true);
  expect((await request.post(`${sandboxUrl}/__sandbox/pending-changes/${phraseChange.id_pendencias}/reject`)).ok()).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: 'Solicitações' }).click();
  await expect(row('Rodízio de pizza às terças!')).toContainText('Rejeitado');
  await expect(row('Rodízio de pizza às terças!').getByText('Rejeitado')).toHaveClass(/MuiChip-label/);
  await expect(table.getByRole('row').filter({ has: page.getByRole('img', { name: `Logo novo (solicitação ${logo.id_pendencias})` }) })).toContainText('Aprovado');
  await page.screenshot({ path: 'test-results/estabelecimento-solicitacoes.png', fullPage: true });

  await page.getByRole('tab', { name: 'Cadastro' }).click();
  await expect(page.getByRole('textbox', { name: 'Frase Promocional' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Frase Promocional' })).toHaveValue('A pizza mais napolitana da Bela Vista!');
  await expect(page.getByLabel('Enviar novo logo')).toBeEnabled();
  await expect(page.getByRole('img', { name: 'Pré-visualização: Logo' })).toHaveAttribute('src', logoUrl!);
  await expect(page.getByRole('img', { name: 'Logo enviado para aprovação' })).toHaveCount(0);
  // the header's store logo follows the approved logo
  await expect(page.getByRole('img', { name: 'Logotipo Pizzaria Bella Napoli' })).toHaveAttribute('src', logoUrl!);
});

test('an app text the platform team approves becomes the store\'s, and its field unlocks', async ({ page, request, sandboxUrl }) => {
  await signIn(page, DEMO_USERS.pizzaria, '/estabelecimentos');
  const texto = page.getByRole('textbox', { name: 'Texto App' });
  await texto.fill('Pizzas de fermentação natural, agora com opções veganas.');
  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(texto).toBeDisabled();
  const [sent] = await waiting(request, sandboxUrl);
  expect(sent).toMatchObject({ nome_campo: 'texto_app', valor_post: 'Pizzas de fermentação natural, agora com opções veganas.' });
  expect((await request.post(`${sandboxUrl}/__sandbox/pending-changes/${sent!.id_pendencias}/approve`)).ok()).toBe(true);
  await page.goto('/pedidos');
  await page.goto('/estabelecimentos');
  await expect(page.getByRole('textbox', { name: 'Texto App' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Texto App' })).toHaveValue('Pizzas de fermentação natural, agora com opções veganas.');
});
