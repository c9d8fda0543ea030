import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { PendingChange, StoreDetail, StoreRegistration } from '../shared/api';
import { BELLA_NAPOLI_EDIT } from '../shared/test/storeRegistration';
import { useSandbox } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

/** The first bytes of a real PNG, enough for the platform's check. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 4]);

const exibir = async (client = t.pizzaria) =>
  (await client.legacy<{ status: boolean; est: StoreRegistration; pen: PendingChange[] }>('GET', 'estabelecimento/getExibir')).body;

const save = (over: Record<string, unknown> = {}, estabelecimento: Record<string, unknown> = {}) =>
  t.pizzaria.legacy<{ status: boolean; mensagem: string }>('POST', 'estabelecimento/postEstabelecimento', {
    estabelecimento: { ...BELLA_NAPOLI_EDIT, ...estabelecimento },
    texto_app: 'Pizzas de fermentação natural assadas no forno a lenha, do jeito de Nápoles. Massa leve, molho de tomate italiano e muçarela de búfala.',
    frase_promocional: 'A pizza mais napolitana da Bela Vista!',
    ...over,
  });

const upload = (field: 'logo' | 'banner', file: File, storeId = 101) => {
  const form = new FormData();
  form.append('arquivo', file);
  form.append(field === 'logo' ? 'est_logo' : 'est_banner', String(storeId));
  return t.pizzaria.multipart<{ status: boolean; mensagem?: string; url_imagem?: string; erros?: string }>('POST', `estabelecimento/${field}`, form);
};

describe('the registration', () => {
  it('getExibir gives the store with its address in parts, its images and no pending change', async () => {
    const { est, pen } = await exibir();
    expect(est).toMatchObject({
      id_estabelecimento: 101,
      cnpj_cpf: '12345678000195',
      razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.',
      endereco_rua: 'Rua Treze de Maio',
      endereco_numero: '1000',
      endereco_bairro: 'Bela Vista',
      endereco_cep: '01327-000',
      contato: '(11) 3285-4412',
      frase_promocional: 'A pizza mais napolitana da Bela Vista!',
    });
    expect(est.logotipo).toBe(`${t.url}/assets/logos/101.svg`);
    expect(est.banner).toBe(`${t.url}/assets/banners/101.svg`);
    expect((await t.client.raw('GET', '/assets/banners/101.svg')).status).toBe(200);
    expect(pen).toEqual([]);
    expect((await exibir(t.sabor)).pen).toEqual([expect.objectContaining({ nome_campo: 'texto_app', status: 'Pendente', data_status: '' })]);
  });

  it('pendencias/listar gives every request of the store, newest first', async () => {
    const { obj } = (await t.pizzaria.legacy<{ obj: PendingChange[] }>('GET', 'pendencias/listar')).body;
    expect(obj.map((p) => [p.nome_campo, p.status])).toEqual([
      ['texto_app', 'Rejeitado'],
      ['frase_promocional', 'Aprovado'],
    ]);
    expect(obj[0]?.data_status).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('postEstabelecimento', () => {
  it('saves the fields edited at once', async () => {
    const reply = await save({}, { nome: 'Bella Napoli Pizzaria', endereco_numero: '1010', endereco_cep: '01327000', contato: '11987654321' });
    expect(reply.body).toEqual({ status: true, mensagem: 'Estabelecimento salvo com sucesso' });
    const { est, pen } = await exibir();
    expect(est).toMatchObject({ nome: 'Bella Napoli Pizzaria', endereco_numero: '1010', endereco_cep: '01327-000', contato: '(11)98765-4321' });
    expect(pen).toEqual([]);
    const loja = (await t.pizzaria.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja')).body.estabelecimento;
    expect(loja.nome).toBe('Bella Napoli Pizzaria');
  });

  it('a new promotional phrase waits for approval and locks the field until then', async () => {
    expect((await save({ frase_promocional: 'Rodízio de pizza às terças!' })).body.status).toBe(true);
    const { est, pen } = await exibir();
    expect(est.frase_promocional).toBe('A pizza mais napolitana da Bela Vista!');
    expect(pen).toEqual([
      expect.objectContaining({
        tabela: 'estabelecimentos',
        nome_campo: 'frase_promocional',
        status: 'Pendente',
        valor_ant: 'A pizza mais napolitana da Bela Vista!',
        valor_post: 'Rodízio de pizza às terças!',
      }),
    ]);
    expect((await save({ frase_promocional: 'Outra frase' })).body).toEqual({
      status: false,
      mensagem: 'O campo está pendente para avaliação: frase_promocional.',
    });
    // the other fields still save while the phrase waits
    expect((await save({ frase_promocional: 'A pizza mais napolitana da Bela Vista!' }, { nome: 'Bella Napoli' })).body.status).toBe(true);
  });

  it('refuses what the registration rules refuse, saying which', async () => {
    const reply = await save({}, { email: 'sem-arroba', endereco_cep: '0132', nome: ' ' });
    expect(reply.body.status).toBe(false);
    expect(reply.body.mensagem.split('\n')).toEqual([
      'Informe o nome do estabelecimento.',
      'E-mail inválido: confira o endereço digitado.',
      'CEP incompleto: informe os 8 dígitos.',
    ]);
    expect((await t.pizzaria.legacy('POST', 'estabelecimento/postEstabelecimento', { estabelecimento: '{"nome":1}', texto_app: '', frase_promocional: '' })).body).toEqual({
      status: false,
      mensagem: 'Dados do estabelecimento inválidos.',
    });
  });
});

describe('logo and banner', () => {
  it('an image sent waits for approval, is served, and locks its field', async () => {
    const reply = await upload('logo', new File([PNG], 'logo-nova.png', { type: 'image/png' }));
    expect(reply.body).toMatchObject({ status: true, url_imagem: expect.stringMatching(new RegExp(`^${t.url}/uploads/[0-9a-f]{16}\\.png$`)) });
    const served = await fetch(reply.body.url_imagem!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const { est, pen } = await exibir();
    expect(est.logotipo).toBe(`${t.url}/assets/logos/101.svg`);
    expect(pen).toEqual([expect.objectContaining({ nome_campo: 'logotipo', valor_ant: `${t.url}/assets/logos/101.svg`, valor_post: reply.body.url_imagem })]);
    expect((await upload('logo', new File([PNG], 'outra.png', { type: 'image/png' }))).body).toEqual({ status: false, erros: 'O campo está pendente para avaliação' });
    // the banner is a field of its own
    expect((await upload('banner', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], 'banner.jpeg', { type: 'image/jpeg' }))).body.status).toBe(true);
  });

  it('refuses other formats, a file that is not an image, another store and a file over 10 MB', async () => {
    expect((await upload('logo', new File([PNG], 'logo.gif', { type: 'image/gif' }))).body).toEqual({ status: false, erros: 'Formato não aceito para o logo: envie PNG, JPG ou JPEG.' });
    expect((await upload('banner', new File(['texto'], 'banner.png', { type: 'image/png' }))).body).toEqual({ status: false, erros: 'O arquivo enviado não é uma imagem PNG ou JPEG válida.' });
    expect((await upload('logo', new File([PNG], 'logo.png', { type: 'image/png' }), 202)).body).toEqual({ status: false, erros: 'A imagem enviada não é deste estabelecimento.' });
    const big = await upload('logo', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' }));
    expect(big.status).toBe(400);
    expect(big.body).toEqual({ status: false, mensagem: 'O arquivo é muito grande: o máximo é 10 MB.' });
    expect((await exibir()).pen).toEqual([]);
  });
});

describe("the platform team's decision (control API)", () => {
  it('an approved logo becomes the store\'s (and the header\'s), a rejected phrase leaves the store as it was', async () => {
    const sent = (await upload('logo', new File([PNG], 'logo.png', { type: 'image/png' }))).body.url_imagem;
    await save({ frase_promocional: 'Rodízio às terças' });
    const queue = (await t.client.control<{ pendingChanges: PendingChange[] }>('GET', 'pending-changes?storeId=101')).body.pendingChanges;
    const logo = queue.find((p) => p.nome_campo === 'logotipo')!;
    const phrase = queue.find((p) => p.nome_campo === 'frase_promocional' && p.status === 'Pendente')!;

    expect((await t.client.control('POST', `pending-changes/${logo.id_pendencias}/approve`)).body).toMatchObject({ status: 'Aprovado', data_status: expect.any(String) });
    expect((await t.client.control('POST', `pending-changes/${phrase.id_pendencias}/reject`)).body).toMatchObject({ status: 'Rejeitado' });
    const { est, pen } = await exibir();
    expect(est.logotipo).toBe(sent);
    expect(est.frase_promocional).toBe('A pizza mais napolitana da Bela Vista!');
    expect(pen).toEqual([]);
    const loja = (await t.pizzaria.legacy<{ estabelecimento: StoreDetail }>('GET', 'estabelecimento/getLoja')).body.estabelecimento;
    expect(loja.logotipo).toBe(sent);

    const again = await t.client.control('POST', `pending-changes/${logo.id_pendencias}/reject`);
    expect(again).toEqual({ status: 409, body: { error: `Solicitação ${logo.id_pendencias} já foi avaliada (Aprovado).` } });
    expect((await t.client.control('POST', 'pending-changes/99999/approve')).status).toBe(404);
    // the field takes a new change again
    expect((await save({ frase_promocional: 'Nova frase' })).body.status).toBe(true);
  });
});

/** One of the npm scripts the platform team's side is played with, against this test's sandbox. */
async function npmScript(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', script, '--', ...args, '--url', t.url], { timeout: 60_000 });
  return stdout.trim();
}

// each script is a tsx process of its own: seconds on a loaded machine
describe("the platform team's npm scripts (sandbox:pending, sandbox:approve, sandbox:reject)", { timeout: 120_000 }, () => {
  it('list the changes waiting and decide them, as the control API does', async () => {
    await save({ frase_promocional: 'Rodízio às terças' });
    await upload('banner', new File([PNG], 'banner.png', { type: 'image/png' }));
    const queue = (await exibir()).pen;
    const phrase = queue.find((p) => p.nome_campo === 'frase_promocional')!;
    const banner = queue.find((p) => p.nome_campo === 'banner')!;

    const listed = await npmScript('sandbox:pending', '--store', '101');
    expect(listed).toContain(`#${phrase.id_pendencias} frase_promocional: "A pizza mais napolitana da Bela Vista!" -> "Rodízio às terças"`);
    expect(listed).toContain(`#${banner.id_pendencias} banner:`);

    expect(await npmScript('sandbox:approve', String(phrase.id_pendencias))).toBe(`Solicitação #${phrase.id_pendencias} (frase_promocional): Aprovado.`);
    expect(await npmScript('sandbox:reject', String(banner.id_pendencias))).toBe(`Solicitação #${banner.id_pendencias} (banner): Rejeitado.`);
    const { est, pen } = await exibir();
    expect(est.frase_promocional).toBe('Rodízio às terças');
    expect(est.banner).toBe(banner.valor_ant);
    expect(pen).toEqual([]);
    expect(await npmScript('sandbox:pending', '--store', '101')).toBe('Nenhuma alteração aguardando avaliação.');
  });
});
