// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../shared/api';
import { createTestStore } from '../../test/testStore';
import { accountsEndpoints as api } from './accountsApi';

const ACCOUNT: BankAccount = {
  id_pagon_banco: 7,
  tipo_pagamento: 'CHAVE',
  chave: '12345678000195',
  tipo_chave: 'CNPJ',
  tipo_conta: '',
  banco: '',
  nome: '',
  agencia: '',
  agencia_dig: '',
  conta: '',
  nome_titular: 'Bella Napoli Pizzaria e Restaurante Ltda.',
  cnpj_cpf: '12.345.678/0001-95',
  status: 'N',
  id_estabelecimento: 101,
};

describe('receiving accounts on the data layer', () => {
  it('saves through the second service (bank-accounts/change); a refusal says Erro! with erros', async () => {
    const t = createTestStore({ ws2: { 'bank-accounts/change': { status: false, mensagem: '', erros: 'Esta chave PIX já está cadastrada.' } } });
    const { id_pagon_banco: _id, status: _status, ...body } = ACCOUNT;
    await t.store.dispatch(api.saveAccount.initiate(body));
    expect(t.calls.ws2).toHaveBeenCalledWith('bank-accounts/change', expect.objectContaining({ body }));
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', title: 'Erro!', message: 'Esta chave PIX já está cadastrada.' })]);
  });

  it("a delete confirmed by the platform shows 'Confirmação!' with its mensagem, not a toast, and the list is read again", async () => {
    let list = [ACCOUNT];
    const t = createTestStore({
      legacy: {
        'pagamentoonline/listarBancoRecebimentos': () => ({ status: true, obj: list }),
        'pagamentoonline/excluirPagOnBanco': () => {
          list = [];
          return { status: true, mensagem: 'Conta excluída com sucesso!' };
        },
      },
    });
    const sub = t.store.dispatch(api.receivingAccounts.initiate(101));
    await sub;
    await t.store.dispatch(api.deleteAccount.initiate(ACCOUNT));
    expect(t.dialogs()).toEqual([expect.objectContaining({ title: 'Confirmação!', message: 'Conta excluída com sucesso!' })]);
    expect(t.toasts()).toEqual([]);
    await t.settle();
    expect(api.receivingAccounts.select(101)(t.store.getState()).data).toEqual([]);
    sub.unsubscribe();
  });

  it("a refused activation says 'Erro!' with erros", async () => {
    const t = createTestStore({ legacy: { 'pagamentoonline/ativarPagOnBanco': { status: false, mensagem: '', erros: 'Conta não encontrada.' } } });
    await t.store.dispatch(api.activateAccount.initiate(ACCOUNT));
    expect(t.calls.legacy).toHaveBeenCalledWith('pagamentoonline/ativarPagOnBanco', expect.objectContaining({ body: ACCOUNT }));
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'error', message: 'Conta não encontrada.' })]);
  });

  it("a refused bank filter (status 0) says 'Atenção!' with erro", async () => {
    const t = createTestStore({ legacy: { 'bancos/filtrar': { status: 0, erro: 'Código do banco inválido: use apenas números.', obj: [] } } });
    const result = await t.store.dispatch(api.filterBanks.initiate({ codigo: 'abc', nome: '', status: '' }));
    expect(result.error).toMatchObject({ kind: 'refused' });
    expect(t.dialogs()).toEqual([expect.objectContaining({ kind: 'attention', title: 'Atenção!', message: 'Código do banco inválido: use apenas números.' })]);
  });

  it('reads the holder, the fees box and the bank list', async () => {
    const t = createTestStore({
      legacy: {
        'pagamentoonline/otherInfo': { status: true, data: { id_estabelecimento: '101', cnpj_cpf: '12.345.678/0001-95', razao_social: 'Bella Napoli' } },
        'pagamentoonline/getTaxAndPlans': { status: true, planAndTax: '<h3>Plano Standard Padrão</h3>' },
        'pagamentoonline/listarBancos': { status: true, obj: [{ cod: '341', banco: 'Itaú Unibanco S.A.', ispb: '60701190' }] },
      },
    });
    expect((await t.store.dispatch(api.accountHolder.initiate())).data).toEqual({ id_estabelecimento: 101, cnpj_cpf: '12.345.678/0001-95', razao_social: 'Bella Napoli' });
    expect((await t.store.dispatch(api.taxAndPlans.initiate())).data).toBe('<h3>Plano Standard Padrão</h3>');
    expect((await t.store.dispatch(api.banks.initiate())).data).toEqual([{ cod: '341', banco: 'Itaú Unibanco S.A.', ispb: '60701190' }]);
  });
});
