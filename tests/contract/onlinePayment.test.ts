import type { ZodMiniType } from 'zod/mini';
import {
  acceptanceStatusSchema,
  bankFilterSchema,
  calendarPaymentsSchema,
  calendarSchema,
  cepLookupSchema,
  documentUploadSchema,
  listarBancoRecebimentosSchema,
  listarBancosSchema,
  listarMccsSchema,
  listarPagOnCadastroSchema,
  listarPlanosTaxasSchema,
  listarStatusPagOnSchema,
  mudarStatusSchema,
  otherInfoSchema,
  saveAnswerSchema,
  setAcceptanceSchema,
  taxAndPlansSchema,
  type BankAccount,
} from '../../src/shared/api';
import { useContractRig } from '../support/contractRig';
import { makeBankAccount, makeRegistration, PNG_1X1 } from '../../src/sandbox/test/onlinePayment';

/**
 * Online payment (spec 02 §7.6): every route through the renderer's own clients (form encoding,
 * multipart, the second service's JSON) against the real sandbox, each answer parsed with the
 * schema the data layer uses, so both sides are checked.
 */
const rig = useContractRig();

afterEach(() => expect(rig.unexpected).toEqual([]));

/** The answer as the data layer reads it (a malformed one fails here). */
function parsed<T>(schema: ZodMiniType<T>, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (!result.success) throw new Error(`resposta fora do contrato: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

describe('registration', () => {
  it('listarMccs, consultaCep (known and unknown), adicionar, listarPagOnCadastro', async () => {
    // a store that has not registered yet: the seed's 101 is registered and accepts online payment
    await rig.sandbox.setRegistrationStatus(101, 'NONE');
    await rig.loginAs('pizzaria');
    expect(parsed(listarMccsSchema, await rig.api.legacy.call('pagamentoonline/listarMccs')).obj).toContainEqual({
      code: '5812',
      category: 'Alimentação',
      description: 'Restaurantes',
    });
    expect(parsed(cepLookupSchema, await rig.api.legacy.call('estabelecimento/consultaCep/:cep', { params: { cep: '01310100' } }))).toMatchObject({
      logradouro: 'Avenida Paulista',
      uf: 'SP',
    });
    expect(parsed(cepLookupSchema, await rig.api.legacy.call('estabelecimento/consultaCep/:cep', { params: { cep: '99999999' } })).erro).toBe(true);
    expect(parsed(listarPagOnCadastroSchema, await rig.api.legacy.call('pagamentoonline/listarPagOnCadastro', { body: { id_estabelecimento: 101 } })).obj).toBeNull();

    const refused = parsed(saveAnswerSchema, await rig.api.legacy.call('pagamentoonline/adicionar', { body: makeRegistration({ pro_cpf: '' }) }));
    expect(refused).toMatchObject({ status: false, erros: 'Informe o CPF do proprietário.' });
    const saved = parsed(saveAnswerSchema, await rig.api.legacy.call('pagamentoonline/adicionar', { body: makeRegistration() }));
    expect(saved.status).toBe(true);
    const { obj } = parsed(listarPagOnCadastroSchema, await rig.api.legacy.call('pagamentoonline/listarPagOnCadastro', { body: { id_estabelecimento: 101 } }));
    expect(obj).toMatchObject({ zoop_status: 'PENDING', tipo: 'J', pro_nascimento: Date.UTC(1969, 10, 2, 3) / 1000, id_pagon_planos_taxas: 1 });
  });

  it('the three document uploads, multipart, with the image served back', async () => {
    await rig.loginAs('pizzaria');
    await rig.api.legacy.call('pagamentoonline/adicionar', { body: makeRegistration() });
    const file = new File([PNG_1X1], 'documento.png', { type: 'image/png' });
    for (const route of ['pagamentoonline/imgidentificacao', 'pagamentoonline/imgresidencia', 'pagamentoonline/imgatividade'] as const) {
      const answer = parsed(documentUploadSchema, await rig.api.legacy.call(route, { body: { arquivo: file, id_estabelecimento: 101 }, multipart: true }));
      expect(answer).toMatchObject({ status: true, url_imagem: expect.stringMatching(/\.png$/) });
      expect((await fetch(answer.url_imagem)).headers.get('content-type')).toBe('image/png');
    }
    const wrong = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' });
    const refused = parsed(documentUploadSchema, await rig.api.legacy.call('pagamentoonline/imgatividade', { body: { arquivo: wrong, id_estabelecimento: 101 }, multipart: true }));
    expect(refused).toMatchObject({ status: false, erros: expect.stringContaining('PNG, JPG ou JPEG') });
  });

  it('listarPlanosTaxas and ativarPagOnPlano', async () => {
    await rig.loginAs('saborcaseiro');
    const rows = parsed(listarPlanosTaxasSchema, await rig.api.legacy.call('pagamentoonline/listarPlanosTaxas')).obj;
    expect(rows.filter((r) => r.id_pagon_plano === '2' && r.tipo === 'Crédito').length).toBeGreaterThan(0);
    const { obj } = parsed(listarPagOnCadastroSchema, await rig.api.legacy.call('pagamentoonline/listarPagOnCadastro', { body: { id_estabelecimento: 202 } }));
    const activated = parsed(
      saveAnswerSchema,
      await rig.api.legacy.call('pagamentoonline/ativarPagOnPlano', { body: { id_pagon_cadastro: obj?.id_pagon_cadastro ?? 0, id_pagon_planos_taxas: 1 } }),
    );
    expect(activated).toMatchObject({ status: true, mensagem: 'Plano Standard Padrão ativado com sucesso!' });
    expect(parsed(taxAndPlansSchema, await rig.api.legacy.call('pagamentoonline/getTaxAndPlans')).planAndTax).toContain('Plano Standard Padrão');
  });
});

describe('the Pagamento Online switches', () => {
  it('listarStatusPagOn and mudarStatus agree with getAcceptanceStatus and setAcceptanceStatus', async () => {
    await rig.loginAs('saborcaseiro');
    expect(parsed(listarStatusPagOnSchema, await rig.api.legacy.call('estabelecimento/listarStatusPagOn', { body: { id_estabelecimento: 202 } })).obj).toEqual({
      aceita_pgto_online: '1',
    });
    const off = parsed(mudarStatusSchema, await rig.api.legacy.call('pagamentoonline/mudarStatus', { body: { id_estabelecimento: 202, aceita_pgto_online: 0 } }));
    expect(off.status).toBe(true);
    expect(parsed(acceptanceStatusSchema, await rig.api.legacy.call('pagamentoonline/getAcceptanceStatus')).acceptsOnline).toBe(false);
    const on = parsed(setAcceptanceSchema, await rig.api.legacy.call('pagamentoonline/setAcceptanceStatus', { body: { accepts: true } }));
    expect(on).toMatchObject({ status: true, accepts: true });
    expect(parsed(listarStatusPagOnSchema, await rig.api.legacy.call('estabelecimento/listarStatusPagOn', { body: { id_estabelecimento: 202 } })).obj.aceita_pgto_online).toBe('1');
  });

  it('both are refused with the reason for a store without an enabled registration', async () => {
    // a store that has not registered yet: the seed's 101 is registered and accepts online payment
    await rig.sandbox.setRegistrationStatus(101, 'NONE');
    await rig.loginAs('pizzaria');
    const viaFinance = parsed(mudarStatusSchema, await rig.api.legacy.call('pagamentoonline/mudarStatus', { body: { id_estabelecimento: 101, aceita_pgto_online: 1 } }));
    expect(viaFinance).toMatchObject({ status: false, mensagem: expect.stringContaining('Dados Cadastrais') });
    const viaMethods = parsed(setAcceptanceSchema, await rig.api.legacy.call('pagamentoonline/setAcceptanceStatus', { body: { accepts: true } }));
    expect(viaMethods).toMatchObject({ status: false, accepts: false, erros: expect.stringContaining('Dados Cadastrais') });
  });
});

describe('receiving accounts', () => {
  it('otherInfo, listarBancos, bank-accounts/change (second service), listarBancoRecebimentos, ativar and excluir', async () => {
    // a store that has not registered yet: the seed's 101 is registered and accepts online payment
    await rig.sandbox.setRegistrationStatus(101, 'NONE');
    await rig.loginAs('pizzaria');
    expect(parsed(otherInfoSchema, await rig.api.legacy.call('pagamentoonline/otherInfo')).data).toEqual({
      id_estabelecimento: 101,
      cnpj_cpf: '12.345.678/0001-95',
      razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.',
    });
    expect(parsed(listarBancosSchema, await rig.api.legacy.call('pagamentoonline/listarBancos')).obj).toContainEqual({ cod: '341', banco: 'Itaú Unibanco S.A.', ispb: '60701190' });
    expect(parsed(saveAnswerSchema, await rig.api.ws2.call('bank-accounts/change', { body: makeBankAccount() })).status).toBe(true);
    const pix = makeBankAccount({ tipo_pagamento: 'CHAVE', tipo_chave: 'EMAIL', chave: 'financeiro@bellanapoli.com.br', banco: '', nome: '', agencia: '', conta: '', tipo_conta: '' });
    expect(parsed(saveAnswerSchema, await rig.api.ws2.call('bank-accounts/change', { body: pix })).status).toBe(true);
    const refused = parsed(saveAnswerSchema, await rig.api.ws2.call('bank-accounts/change', { body: { ...pix, chave: 'financeiro@' } }));
    expect(refused).toMatchObject({ status: false, erros: 'Chave PIX inválida para o tipo escolhido.' });

    const list = (): Promise<BankAccount[]> =>
      rig.api.legacy.call('pagamentoonline/listarBancoRecebimentos', { body: { idPagOnCadastro: 101 } }).then((a) => parsed(listarBancoRecebimentosSchema, a).obj);
    const [bank, key] = await list();
    expect(parsed(saveAnswerSchema, await rig.api.legacy.call('pagamentoonline/ativarPagOnBanco', { body: bank! })).status).toBe(true);
    expect((await list()).map((a) => a.status)).toEqual(['S', 'N']);
    const deleted = parsed(saveAnswerSchema, await rig.api.legacy.call('pagamentoonline/excluirPagOnBanco', { body: key! }));
    expect(deleted).toEqual({ status: true, mensagem: 'Conta excluída com sucesso!' });
    expect(await list()).toHaveLength(1);
  });

  it('bancos/filtrar, and its refusal with erro', async () => {
    await rig.loginAs('pizzaria');
    const inactive = parsed(bankFilterSchema, await rig.api.legacy.call('bancos/filtrar', { body: { codigo: '', nome: '', status: 'N' } }));
    expect(inactive.obj.map((b) => b.codigo)).toEqual(['151', '399']);
    const refused = await rig.api.legacy.call('bancos/filtrar', { body: { codigo: 'x', nome: '', status: '' } });
    expect(refused).toMatchObject({ status: false, erro: 'Código do banco inválido: use apenas números.' });
  });
});

describe('calendar', () => {
  it("listar and listarPag: a day's total is the sum of what reaches the store that day", async () => {
    await rig.loginAs('saborcaseiro');
    const { total, valores } = parsed(calendarSchema, await rig.api.legacy.call('pagamentoonlinecalendario/listar'));
    expect(total).toBeGreaterThan(0);
    const day = valores.at(-1)!;
    const payments = parsed(calendarPaymentsSchema, await rig.api.legacy.call('pagamentoonlinecalendario/listarPag', { body: { dataPag: day.dia } })).obj;
    const received = payments.filter((p) => p.status !== 'CANCELAD' && p.status !== 'DELAYED');
    expect(Math.round(received.reduce((sum, p) => sum + p.valorReceber, 0) * 100)).toBe(Math.round(day.totalDia * 100));
    expect(payments.every((p) => p.establishment_id === 202)).toBe(true);
  });
});
