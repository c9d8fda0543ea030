import { describe, expect, it } from 'vitest';
import { PLATFORM_PREFIXES } from '../shared/config';
import { clearRegistration, makeBankAccount, makeRegistration, PNG_1X1 } from './test/onlinePayment';
import { TestClient, useSandbox } from './test/harness';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro', lanchonete: 'lanchonete' });

type Registration = { obj: Record<string, unknown> | null; status: boolean };

const registrationOf = async (client: TestClient, storeId: number) =>
  (await client.legacy<Registration>('POST', 'pagamentoonline/listarPagOnCadastro', { id_estabelecimento: storeId })).body;

function upload(client: TestClient, route: string, file: Blob, name: string, storeId = 101) {
  const form = new FormData();
  form.append('id_estabelecimento', String(storeId));
  form.append('arquivo', file, name);
  return client.raw<Record<string, unknown>>('POST', `${PLATFORM_PREFIXES.legacy}${route}`, {
    body: form,
    headers: { Authorization: `Basic ${client.hash ?? ''}` },
  });
}

describe('the registration lifecycle', () => {
  it('a store without a registration reads none; the first save makes it PENDING on the Standard plan', async () => {
    await clearRegistration(t.client);
    expect(await registrationOf(t.pizzaria, 101)).toEqual({ status: true, obj: null });
    const saved = await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration());
    expect(saved.body).toMatchObject({ status: true, mensagem: expect.stringContaining('Cadastro enviado') });
    const { obj } = await registrationOf(t.pizzaria, 101);
    expect(obj).toMatchObject({
      tipo: 'J',
      est_cnpj: '12.345.678/0001-95',
      pro_cpf: '111.444.777-35',
      zoop_status: 'PENDING',
      id_pagon_planos_taxas: 1,
      aceita_pgto_online: '0',
      // the birth date comes back as epoch seconds (midnight in São Paulo)
      pro_nascimento: Date.UTC(1969, 10, 2, 3) / 1000,
      dataCriacao: '2010-06-01',
    });
  });

  it('the platform team enables it (control API) and a later save keeps its status', async () => {
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration());
    const enabled = await t.client.control('POST', 'online-payment/registration', { storeId: 101 });
    expect(enabled.body).toEqual({ storeId: 101, status: 'ENABLED' });
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration({ est_nome_fantasia: 'Bella Napoli' }));
    expect((await registrationOf(t.pizzaria, 101)).obj).toMatchObject({ zoop_status: 'ENABLED', est_nome_fantasia: 'Bella Napoli' });
    const none = await t.client.control('POST', 'online-payment/registration', { storeId: 999 });
    expect(none.status).toBe(404);
  });

  it('a person (F) needs no CNPJ, and a CNPJ sent anyway is not kept', async () => {
    const saved = await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration({ tipo: 'F', est_razao_social: 'Giuseppe Conceição Romano' }));
    expect(saved.body.status).toBe(true);
    expect((await registrationOf(t.pizzaria, 101)).obj).toMatchObject({ tipo: 'F', est_cnpj: '' });
  });

  it('refuses a registration with every reason in erros', async () => {
    await clearRegistration(t.client);
    const refused = await t.pizzaria.legacy<{ status: boolean; erros: string }>(
      'POST',
      'pagamentoonline/adicionar',
      makeRegistration({ est_cnpj: '', pro_cpf: '111.444.777-36', est_email: 'contato@', pro_nascimento: '2015-01-01', est_cat_negocio: '0000' }),
    );
    expect(refused.body.status).toBe(false);
    expect(refused.body.erros.split('\n')).toEqual([
      'Informe o CNPJ do estabelecimento.',
      'CPF do proprietário inválido: confira os dígitos.',
      'E-mail do estabelecimento inválido.',
      'Categoria do negócio desconhecida: escolha uma da lista.',
      'O proprietário precisa ter 18 anos ou mais.',
    ]);
    expect((await registrationOf(t.pizzaria, 101)).obj).toBeNull();
  });

  it('answers only for the store of the session', async () => {
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/listarPagOnCadastro', { id_estabelecimento: 202 })).body.status).toBe(false);
    const other = await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration({ id_estabelecimento: 202 }));
    expect(other.body.status).toBe(false);
  });

  it('seeds 101 registered and accepting online payment, as its online sales say', async () => {
    expect((await registrationOf(t.pizzaria, 101)).obj).toMatchObject({
      zoop_status: 'ACTIVATED',
      est_cnpj: '12.345.678/0001-95',
      pro_cpf: '111.444.777-35',
      id_pagon_planos_taxas: 1,
      aceita_pgto_online: '1',
      est_imgIdentificacao: expect.stringMatching(/\.png$/),
    });
    const accounts = (await t.pizzaria.legacy<{ obj: { status: string; nome: string }[] }>('POST', 'pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: 101 })).body.obj;
    expect(accounts.map((a) => [a.status, a.nome])).toEqual([['S', 'Banco do Brasil S.A.']]);
  });

  it('the control\'s NONE clears a registration, its documents and accounts, and turns online payment off', async () => {
    const cleared = await t.client.control('POST', 'online-payment/registration', { storeId: 101, status: 'NONE' });
    expect(cleared.body).toEqual({ storeId: 101, status: 'NONE' });
    expect(await registrationOf(t.pizzaria, 101)).toEqual({ status: true, obj: null });
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: 101 })).body).toMatchObject({ obj: [] });
    expect((await t.pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: false });
    expect((await t.client.control('POST', 'online-payment/registration', { storeId: 999, status: 'NONE' })).status).toBe(404);
  });

  it('seeds an activated company (202) and a pending one (303)', async () => {
    expect((await registrationOf(t.sabor, 202)).obj).toMatchObject({ zoop_status: 'ACTIVATED', id_pagon_planos_taxas: 2, aceita_pgto_online: '1' });
    expect((await registrationOf(t.lanchonete, 303)).obj).toMatchObject({ zoop_status: 'PENDING', est_cnpj: '12.ABC.345/01DE-35' });
  });
});

describe('directories', () => {
  it('business categories (MCC) with code, category and description', async () => {
    const { body } = await t.pizzaria.legacy<{ obj: { code: string; category: string; description: string }[] }>('GET', 'pagamentoonline/listarMccs');
    expect(body.obj).toContainEqual({ code: '5812', category: 'Alimentação', description: 'Restaurantes' });
  });

  it('a known CEP gives its address; an unknown one gives erro', async () => {
    const known = await t.pizzaria.legacy('GET', 'estabelecimento/consultaCep/01310100');
    expect(known.body).toEqual({ cep: '01310-100', logradouro: 'Avenida Paulista', complemento: '', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' });
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/consultaCep/01327-000')).body).toMatchObject({ logradouro: 'Rua Treze de Maio' });
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/consultaCep/99999999')).body).toEqual({ erro: true });
    expect((await t.pizzaria.legacy('GET', 'estabelecimento/consultaCep/0131')).body).toEqual({ erro: true });
  });
});

describe('documents', () => {
  it('are refused before the registration is sent', async () => {
    await clearRegistration(t.client);
    const sent = await upload(t.pizzaria, 'pagamentoonline/imgidentificacao', new Blob([PNG_1X1], { type: 'image/png' }), 'rg.png');
    expect(sent.body).toMatchObject({ status: false, erros: 'Envie seus Dados Cadastrais antes dos documentos.' });
  });

  it('keeps a PNG and serves it at the returned url', async () => {
    await clearRegistration(t.client);
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration());
    const sent = await upload(t.pizzaria, 'pagamentoonline/imgidentificacao', new Blob([PNG_1X1], { type: 'image/png' }), 'rg.png');
    expect(sent.body).toMatchObject({ status: true, mensagem: 'Imagem enviada com sucesso!', url_imagem: expect.stringMatching(/^http.*\.png$/) });
    const served = await fetch(sent.body.url_imagem as string);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    expect((await registrationOf(t.pizzaria, 101)).obj).toMatchObject({ est_imgIdentificacao: sent.body.url_imagem, est_imgResidencia: '' });
  });

  it('refuses what is not a PNG or JPEG, by name, type or content', async () => {
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration());
    const pdf = await upload(t.pizzaria, 'pagamentoonline/imgresidencia', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'conta.pdf');
    expect(pdf.body).toMatchObject({ status: false, erros: 'Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.' });
    const fake = await upload(t.pizzaria, 'pagamentoonline/imgatividade', new Blob(['não sou png'], { type: 'image/png' }), 'alvara.png');
    expect(fake.body).toMatchObject({ status: false, erros: 'O arquivo enviado não é uma imagem PNG ou JPEG válida.' });
  });

  it('serves the seed documents of 202', async () => {
    const { obj } = await registrationOf(t.sabor, 202);
    for (const field of ['est_imgIdentificacao', 'est_imgResidencia', 'est_imgAtividade']) {
      const response = await fetch(obj?.[field] as string);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }
  });
});

describe('fee plans', () => {
  it('lists both plans with debit and credit rows', async () => {
    const { body } = await t.pizzaria.legacy<{ obj: { id_pagon_plano: string; tipo: string; bandeira: string; taxas: number; parcelas: string }[] }>(
      'GET',
      'pagamentoonline/listarPlanosTaxas',
    );
    expect(new Set(body.obj.map((r) => r.id_pagon_plano))).toEqual(new Set(['1', '2']));
    expect(body.obj).toContainEqual({ id_pagon_plano: '1', tipo: 'Débito', bandeira: 'Visa', taxas: 1.99, parcelas: 'À vista' });
    expect(body.obj).toContainEqual({ id_pagon_plano: '2', tipo: 'Crédito', bandeira: 'Elo', taxas: 4.29, parcelas: '2x a 6x' });
  });

  it('activating the other plan replaces the active one; without a registration it is refused', async () => {
    await clearRegistration(t.client);
    const refused = await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnPlano', { id_pagon_cadastro: 1, id_pagon_planos_taxas: 2 });
    expect(refused.body).toMatchObject({ status: false, erros: expect.stringContaining('Envie seus dados cadastrais') });
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration());
    const id = (await registrationOf(t.pizzaria, 101)).obj?.id_pagon_cadastro;
    const activated = await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnPlano', { id_pagon_cadastro: id, id_pagon_planos_taxas: 2 });
    expect(activated.body).toEqual({ status: true, mensagem: 'Plano Pro Padrão ativado com sucesso!' });
    expect((await registrationOf(t.pizzaria, 101)).obj?.id_pagon_planos_taxas).toBe(2);
    const html = (await t.pizzaria.legacy<{ planAndTax: string }>('GET', 'pagamentoonline/getTaxAndPlans')).body.planAndTax;
    expect(html).toContain('<h3>Plano Pro Padrão</h3>');
    expect(html).toContain('<td>Débito</td><td>Pix</td><td>À vista</td><td>0,79%</td>');
  });
});

describe('accepting online payment', () => {
  const turnOn = (client: TestClient) => client.legacy('POST', 'pagamentoonline/mudarStatus', { id_estabelecimento: 101, aceita_pgto_online: 1 });
  const status = async (client: TestClient) =>
    (await client.legacy<{ obj: { aceita_pgto_online: string } }>('POST', 'estabelecimento/listarStatusPagOn', { id_estabelecimento: 101 })).body.obj
      .aceita_pgto_online;

  it('is refused, with the reason, until the registration is enabled and an account is active; then it activates the registration', async () => {
    await clearRegistration(t.client);
    expect((await turnOn(t.pizzaria)).body).toMatchObject({ status: false, mensagem: expect.stringContaining('Dados Cadastrais') });
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration());
    expect((await turnOn(t.pizzaria)).body).toMatchObject({ status: false, mensagem: expect.stringContaining('em análise') });
    await t.client.control('POST', 'online-payment/registration', { storeId: 101 });
    expect((await turnOn(t.pizzaria)).body).toMatchObject({ status: false, mensagem: expect.stringContaining('conta de recebimento') });
    // the payment-methods screen's call is refused for the same reason
    const viaMethods = await t.pizzaria.legacy('POST', 'pagamentoonline/setAcceptanceStatus', { accepts: true });
    expect(viaMethods.body).toMatchObject({ status: false, accepts: false, erros: expect.stringContaining('conta de recebimento') });
    expect(await status(t.pizzaria)).toBe('0');

    await t.pizzaria.json('POST', 'bank-accounts/change', makeBankAccount(), PLATFORM_PREFIXES.ws2);
    const [account] = (await t.pizzaria.legacy<{ obj: Record<string, unknown>[] }>('POST', 'pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: 101 }))
      .body.obj;
    await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnBanco', account);
    expect((await turnOn(t.pizzaria)).body).toEqual({ status: true, mensagem: 'Pagamento Online ativado.' });
    expect(await status(t.pizzaria)).toBe('1');
    expect((await t.pizzaria.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toEqual({ status: true, acceptsOnline: true });
    expect((await registrationOf(t.pizzaria, 101)).obj).toMatchObject({ zoop_status: 'ACTIVATED', aceita_pgto_online: '1' });

    const off = await t.pizzaria.legacy('POST', 'pagamentoonline/mudarStatus', { id_estabelecimento: 101, aceita_pgto_online: 0 });
    expect(off.body).toEqual({ status: true, mensagem: 'Pagamento Online desativado.' });
  });

  it('sending the registration back to analysis turns online payment off', async () => {
    await t.client.control('POST', 'online-payment/registration', { storeId: 202, status: 'PENDING' });
    expect((await t.sabor.legacy('GET', 'pagamentoonline/getAcceptanceStatus')).body).toMatchObject({ acceptsOnline: false });
  });

  it('checks the values it is sent', async () => {
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/mudarStatus', { id_estabelecimento: 101, aceita_pgto_online: 3 })).body.status).toBe(false);
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/mudarStatus', { id_estabelecimento: 202, aceita_pgto_online: 1 })).body.status).toBe(false);
    expect((await new TestClient(t.url).legacy('POST', 'estabelecimento/listarStatusPagOn', { id_estabelecimento: 101 })).status).toBe(401);
  });
});
