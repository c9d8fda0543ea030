import { describe, expect, it } from 'vitest';
import type { BankAccount } from '../../../shared/api';
import { BELLA_NAPOLI_BANK } from '../../../shared/test/onlinePayment';
import { makeAccount } from '../../test/onlinePayment';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { accountDescription, accountFormErrors, emptyAccountForm, formFromAccount, ownerOf, saveBodyFromForm, type AccountFormValues } from './accountModel';

const HOLDER = { id_estabelecimento: 101, cnpj_cpf: '12.345.678/0001-95', razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.' };
const BANK: AccountFormValues = { ...emptyAccountForm(), banco: '341', agencia: '1234', conta: '56789-0', tipo_conta: 'CC' };
const PIX: AccountFormValues = { ...emptyAccountForm(), tipo_pagamento: 'CHAVE', tipo_chave: 'CNPJ', chave: '12345678000195' };

/** an inactive account of the same holder, at another branch */
const SAVED: BankAccount = makeAccount({ id_pagon_banco: 7, agencia: '0912', agencia_dig: '3', conta: '45873-2' });

describe('the Cadastrar Conta fields', () => {
  it('accepts complete bank details and a valid key of the holder', () => {
    expect(accountFormErrors(BANK, HOLDER)).toEqual({});
    expect(accountFormErrors(PIX, HOLDER)).toEqual({});
  });

  it('agência: up to 4 digits; dígito: up to 1, optional', () => {
    expect(accountFormErrors({ ...BANK, agencia: '12345' }, HOLDER)).toEqual({ agencia: ONLINE_PAYMENT_MESSAGES.accountAgenciaTooLong });
    expect(accountFormErrors({ ...BANK, agencia: '' }, HOLDER)).toEqual({ agencia: ONLINE_PAYMENT_MESSAGES.accountAgenciaRequired });
    expect(accountFormErrors({ ...BANK, agencia_dig: '12' }, HOLDER)).toEqual({ agencia_dig: ONLINE_PAYMENT_MESSAGES.accountAgenciaDigitInvalid });
    expect(accountFormErrors({ ...BANK, agencia_dig: 'X' }, HOLDER)).toEqual({});
  });

  it('bank, conta with its digit and the account type are needed', () => {
    expect(accountFormErrors({ ...emptyAccountForm() }, HOLDER)).toEqual({
      banco: ONLINE_PAYMENT_MESSAGES.accountBankRequired,
      agencia: ONLINE_PAYMENT_MESSAGES.accountAgenciaRequired,
      conta: ONLINE_PAYMENT_MESSAGES.accountContaRequired,
      tipo_conta: ONLINE_PAYMENT_MESSAGES.accountTypeRequired,
    });
    expect(accountFormErrors({ ...BANK, conta: '567890' }, HOLDER)).toEqual({ conta: ONLINE_PAYMENT_MESSAGES.accountContaInvalid });
  });

  it('the PIX key is checked by its type, without punctuation', () => {
    expect(accountFormErrors({ ...PIX, tipo_chave: '' }, HOLDER)).toEqual({ tipo_chave: ONLINE_PAYMENT_MESSAGES.pixKeyTypeRequired });
    expect(accountFormErrors({ ...PIX, chave: '12.345.678/0001-95' }, HOLDER)).toEqual({ chave: ONLINE_PAYMENT_MESSAGES.pixKeyPunctuation });
    expect(accountFormErrors({ ...PIX, tipo_chave: 'TELEFONE', chave: '1132854412' }, HOLDER)).toEqual({ chave: ONLINE_PAYMENT_MESSAGES.pixKeyInvalidPhone });
    expect(accountFormErrors({ ...PIX, tipo_chave: 'EMAIL', chave: '' }, HOLDER)).toEqual({ chave: ONLINE_PAYMENT_MESSAGES.pixKeyRequired });
    expect(accountFormErrors({ ...PIX, tipo_chave: 'EMAIL', chave: 'financeiro@bellanapoli.com.br' }, HOLDER)).toEqual({});
  });

  it('refuses, before sending, a CPF or CNPJ key of another holder and an account saved for another holder', () => {
    expect(accountFormErrors({ ...PIX, tipo_chave: 'CPF', chave: '11144477735' }, HOLDER)).toEqual({ holder: ONLINE_PAYMENT_MESSAGES.pixKeyOtherHolder(HOLDER.cnpj_cpf) });
    const otherOwner = ownerOf({ ...SAVED, cnpj_cpf: '98.765.432/0001-98' }, HOLDER);
    expect(accountFormErrors(BANK, HOLDER, otherOwner)).toEqual({ holder: ONLINE_PAYMENT_MESSAGES.accountOtherHolder(HOLDER.cnpj_cpf) });
  });
});

describe('what is sent and shown', () => {
  it('sends only the fields of its kind, with the holder of otherInfo', () => {
    expect(saveBodyFromForm({ ...BANK, chave: 'sobra' }, ownerOf(null, HOLDER), 'Itaú Unibanco S.A.', 101)).toEqual(BELLA_NAPOLI_BANK);
    const key = saveBodyFromForm({ ...PIX, tipo_chave: 'EMAIL', chave: ' Financeiro@BellaNapoli.com.br ', agencia: '99' }, ownerOf(null, HOLDER), '', 101, 7);
    expect(key).toMatchObject({ id_pagon_banco: 7, chave: 'financeiro@bellanapoli.com.br', agencia: '', banco: '', tipo_conta: '' });
  });

  it('edits a saved account and describes it', () => {
    expect(formFromAccount(SAVED)).toMatchObject({ tipo_pagamento: 'MANUAL', banco: '341', agencia: '0912', agencia_dig: '3', tipo_conta: 'CC' });
    expect(accountDescription(SAVED)).toEqual({ kind: 'Conta bancária', detail: '341 Itaú Unibanco S.A. · Agência 0912-3 · Conta corrente 45873-2' });
    expect(accountDescription({ ...SAVED, tipo_pagamento: 'CHAVE', tipo_chave: 'TELEFONE', chave: '11987654321' })).toEqual({
      kind: 'Chave PIX',
      detail: 'Telefone: 11987654321',
    });
  });
});
