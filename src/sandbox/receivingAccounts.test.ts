import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../shared/api';
import { PLATFORM_PREFIXES } from '../shared/config';
import { useSandbox, type TestClient } from './test/harness';
import { clearRegistration, makeBankAccount, makeRegistration } from './test/onlinePayment';

const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });

const save = (client: TestClient, body: object) =>
  client.json<{ status: boolean; mensagem: string; erros?: string }>('POST', 'bank-accounts/change', body, PLATFORM_PREFIXES.ws2);
const accounts = async (client: TestClient, storeId: number) =>
  (await client.legacy<{ obj: (BankAccount & Record<string, unknown>)[] }>('POST', 'pagamentoonline/listarBancoRecebimentos', { idPagOnCadastro: storeId })).body.obj;
/** These tests set up 101's accounts from scratch: the seed's 101 is registered with an account. */
const fromScratch = () => clearRegistration(t.client);
const pix = (overrides: object = {}) =>
  makeBankAccount({ tipo_pagamento: 'CHAVE', tipo_chave: 'CNPJ', chave: '12345678000195', banco: '', nome: '', agencia: '', conta: '', tipo_conta: '', ...overrides });

describe('the holder (otherInfo)', () => {
  it("is the store's company before a registration, then the registration's company or person", async () => {
    await fromScratch();
    const before = await t.pizzaria.legacy('GET', 'pagamentoonline/otherInfo');
    expect(before.body).toEqual({
      status: true,
      data: { id_estabelecimento: 101, cnpj_cpf: '12.345.678/0001-95', razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.' },
    });
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration({ tipo: 'F', est_razao_social: 'Giuseppe Conceição Romano' }));
    const person = await t.pizzaria.legacy('GET', 'pagamentoonline/otherInfo');
    expect(person.body).toMatchObject({ data: { cnpj_cpf: '111.444.777-35', razao_social: 'Giuseppe Conceição Romano' } });
  });
});

describe('receiving accounts', () => {
  it('seeds 202 with an active bank account and an inactive PIX key', async () => {
    const list = await accounts(t.sabor, 202);
    expect(list.map((a) => [a.tipo_pagamento, a.status, a.nome || a.chave])).toEqual([
      ['MANUAL', 'S', 'Itaú Unibanco S.A.'],
      ['CHAVE', 'N', '98765432000198'],
    ]);
  });

  it('adds bank details and a PIX key, inactive until activated; one active at a time', async () => {
    await fromScratch();
    expect(await save(t.pizzaria, makeBankAccount())).toMatchObject({ body: { status: true, mensagem: expect.stringContaining('Conta cadastrada') } });
    expect((await save(t.pizzaria, pix())).body.status).toBe(true);
    let list = await accounts(t.pizzaria, 101);
    expect(list.map((a) => a.status)).toEqual(['N', 'N']);
    expect(list[0]).toMatchObject({ banco: '341', nome: 'Itaú Unibanco S.A.', agencia: '1234', conta: '56789-0', tipo_conta: 'CC', chave: '' });
    expect(list[1]).toMatchObject({ tipo_pagamento: 'CHAVE', chave: '12345678000195', banco: '', agencia: '' });

    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnBanco', list[1])).body).toMatchObject({ status: true });
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnBanco', list[0])).body).toMatchObject({ status: true });
    list = await accounts(t.pizzaria, 101);
    expect(list.map((a) => [a.tipo_pagamento, a.status])).toEqual([
      ['MANUAL', 'S'],
      ['CHAVE', 'N'],
    ]);
  });

  it('an account of the holder before a change of registration can no longer be activated', async () => {
    await fromScratch();
    await save(t.pizzaria, makeBankAccount());
    await t.pizzaria.legacy('POST', 'pagamentoonline/adicionar', makeRegistration({ tipo: 'F', est_razao_social: 'Giuseppe Conceição Romano' }));
    const [account] = await accounts(t.pizzaria, 101);
    const refused = await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnBanco', account);
    expect(refused.body).toMatchObject({ status: false, erros: expect.stringContaining('não é do titular do cadastro (111.444.777-35)') });
  });

  it('edits an account and keeps it active', async () => {
    await fromScratch();
    await save(t.pizzaria, makeBankAccount());
    const [account] = await accounts(t.pizzaria, 101);
    await t.pizzaria.legacy('POST', 'pagamentoonline/ativarPagOnBanco', account);
    const edited = await save(t.pizzaria, { ...makeBankAccount({ agencia: '4321', tipo_conta: 'CP' }), id_pagon_banco: account!.id_pagon_banco });
    expect(edited.body).toEqual({ status: true, mensagem: 'Conta alterada com sucesso!' });
    expect((await accounts(t.pizzaria, 101))[0]).toMatchObject({ agencia: '4321', tipo_conta: 'CP', status: 'S' });
  });

  it('deletes any account but the active one', async () => {
    const [active, other] = await accounts(t.sabor, 202);
    const refused = await t.sabor.legacy('POST', 'pagamentoonline/excluirPagOnBanco', active);
    expect(refused.body).toEqual({ status: false, mensagem: 'A conta ativa não pode ser excluída. Ative outra conta antes.' });
    const deleted = await t.sabor.legacy('POST', 'pagamentoonline/excluirPagOnBanco', other);
    expect(deleted.body).toEqual({ status: true, mensagem: 'Conta excluída com sucesso!' });
    expect(await accounts(t.sabor, 202)).toHaveLength(1);
    // another store's account is not found
    expect((await t.pizzaria.legacy('POST', 'pagamentoonline/excluirPagOnBanco', active)).body.status).toBe(false);
  });

  it("refuses an account of another holder, and a CPF or CNPJ key that is not the holder's", async () => {
    await fromScratch();
    const other = await save(t.pizzaria, makeBankAccount({ cnpj_cpf: '98.765.432/0001-98' }));
    expect(other.body).toMatchObject({ status: false, erros: 'A conta deve ser do mesmo titular do cadastro (12.345.678/0001-95).' });
    const key = await save(t.pizzaria, pix({ tipo_chave: 'CPF', chave: '11144477735' }));
    expect(key.body.erros).toBe('A chave PIX deve ser o CPF ou CNPJ do titular do cadastro (12.345.678/0001-95).');
  });

  it('checks bank details and PIX keys, saying each problem', async () => {
    await fromScratch();
    const bank = await save(t.pizzaria, makeBankAccount({ banco: '399', agencia: '12345', agencia_dig: '12', conta: '567890', tipo_conta: '' }));
    expect(bank.body.erros?.split('\n')).toEqual([
      'Este banco não opera mais: escolha outro.',
      'Agência inválida: até 4 números.',
      'Dígito da agência inválido: um número ou X.',
      'Conta inválida: informe o número e o dígito (ex.: 45873-2).',
      'Escolha o tipo de conta: corrente (CC) ou poupança (CP).',
    ]);
    expect((await save(t.pizzaria, pix({ tipo_chave: 'TELEFONE', chave: '(11)98765-4321' }))).body.erros).toBe(
      'Informe a chave PIX sem pontuação (apenas números e letras).',
    );
    expect((await save(t.pizzaria, pix({ tipo_chave: 'EMAIL', chave: 'financeiro@' }))).body.erros).toBe('Chave PIX inválida para o tipo escolhido.');
    expect((await save(t.pizzaria, pix({ tipo_chave: 'XPTO' }))).body.erros).toBe('Escolha o tipo da chave PIX.');
    await save(t.pizzaria, pix());
    expect((await save(t.pizzaria, pix())).body.erros).toBe('Esta chave PIX já está cadastrada.');
    expect(await accounts(t.pizzaria, 101)).toHaveLength(1);
  });
});

describe('the bank directory', () => {
  it('listarBancos: operating banks with real codes and ISPB', async () => {
    const { body } = await t.pizzaria.legacy<{ obj: { cod: string; banco: string; ispb: string }[] }>('GET', 'pagamentoonline/listarBancos');
    expect(body.obj).toContainEqual({ cod: '001', banco: 'Banco do Brasil S.A.', ispb: '00000000' });
    expect(body.obj).toContainEqual({ cod: '260', banco: 'Nu Pagamentos S.A. (Nubank)', ispb: '18236120' });
    expect(body.obj.some((b) => b.cod === '399')).toBe(false);
  });

  it('bancos/filtrar: by code, name (accents ignored) and status', async () => {
    const filter = async (body: Record<string, unknown>) => (await t.pizzaria.legacy<{ status: boolean; erro: string; obj: { codigo: string }[] }>('POST', 'bancos/filtrar', body)).body;
    expect((await filter({ codigo: '1', nome: '', status: '' })).obj.map((b) => b.codigo)).toContain('001');
    expect((await filter({ codigo: '', nome: 'ITAU', status: '' })).obj).toEqual([{ codigo: '341', nome: 'Itaú Unibanco S.A.', status: 'S' }]);
    expect((await filter({ codigo: '', nome: '', status: 'N' })).obj.map((b) => b.codigo)).toEqual(['151', '399']);
    expect(await filter({ codigo: 'abc', nome: '', status: '' })).toEqual({ status: false, erro: 'Código do banco inválido: use apenas números.', obj: [] });
  });
});
