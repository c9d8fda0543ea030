import { describe, expect, it } from 'vitest';
import {
  agenciaDigitProblem,
  agenciaProblem,
  contaProblem,
  holderProblem,
  isSameDocument,
  normalizePixKey,
  pixKeyProblem,
} from './accounts';

describe('agência and its digit (spec 02 §5: agência max 4, dígito max 1, optional)', () => {
  it('takes 1 to 4 digits', () => {
    expect(['0912', '1', '09123', '', '09-1'].map((value) => agenciaProblem(value))).toEqual([null, null, 'tooLong', 'empty', 'invalid']);
  });

  it('the digit is optional, one digit or X', () => {
    expect(['', '7', 'x', '12', 'a'].map((value) => agenciaDigitProblem(value))).toEqual([null, null, null, 'tooLong', 'invalid']);
  });

  it('the account carries its digit after a hyphen', () => {
    expect(['45873-2', '1-X', '458732', '45a73-2', ' '].map((value) => contaProblem(value))).toEqual([null, null, 'invalid', 'invalid', 'empty']);
  });
});

describe('PIX key by its type, without punctuation', () => {
  it('CPF: 11 digits with valid check digits', () => {
    expect(([['CPF', '11144477735'], ['CPF', '111.444.777-35'], ['CPF', '11144477736'], ['CPF', '']] as const).map(([a, b]) => pixKeyProblem(a, b))).toEqual([null, 'punctuation', 'invalid', 'empty']);
  });

  it('CNPJ: 14 characters, the alphanumeric one too', () => {
    expect(([['CNPJ', '12345678000195'], ['CNPJ', '12ABC34501DE35'], ['CNPJ', '12abc34501de35'], ['CNPJ', '12.345.678/0001-95'], ['CNPJ', '12345678000190']] as const).map(([a, b]) => pixKeyProblem(a, b))).toEqual(
      [null, null, null, 'punctuation', 'invalid'],
    );
  });

  it('phone: a mobile with DDD, optionally with the country code 55', () => {
    expect(([['TELEFONE', '11987654321'], ['TELEFONE', '5511987654321'], ['TELEFONE', '(11)98765-4321'], ['TELEFONE', '+5511987654321'], ['TELEFONE', '1132854412']] as const).map(([a, b]) => pixKeyProblem(a, b))).toEqual(
      [null, null, 'punctuation', 'punctuation', 'invalid'],
    );
  });

  it('e-mail and random key', () => {
    expect(([['EMAIL', 'financeiro@bellanapoli.com.br'], ['EMAIL', 'financeiro@bellanapoli'], ['EMAIL', `${'a'.repeat(70)}@exemplo.com`], ['ALEATORIA', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906'], ['ALEATORIA', '7d9f03358dcc40549bf90dbd61d36906'], ['ALEATORIA', '7d9f0335-8dcc-4054-9bf9']] as const).map(([a, b]) => pixKeyProblem(a, b))).toEqual(
      [null, 'invalid', 'invalid', null, null, 'invalid'],
    );
  });

  it('is kept bare: documents upper-cased, e-mails in lower case', () => {
    expect(([['CNPJ', ' 12abc34501de35 '], ['EMAIL', 'Financeiro@BellaNapoli.com.br'], ['TELEFONE', ' 11987654321 ']] as const).map(([a, b]) => normalizePixKey(a, b))).toEqual(
      ['12ABC34501DE35', 'financeiro@bellanapoli.com.br', '11987654321'],
    );
  });
});

describe('the same-holder rule', () => {
  const holder = '12.345.678/0001-95';
  const bank = { tipo_pagamento: 'MANUAL', tipo_chave: '', chave: '' };

  it('compares documents whatever the punctuation', () => {
    expect(isSameDocument('12345678000195', holder)).toBe(true);
    expect(isSameDocument('', '')).toBe(false);
  });

  it('refuses an account of another CPF or CNPJ', () => {
    expect(holderProblem({ ...bank, cnpj_cpf: '12345678000195' }, holder)).toBeNull();
    expect(holderProblem({ ...bank, cnpj_cpf: '98.765.432/0001-98' }, holder)).toBe('otherHolder');
  });

  it("refuses a CPF or CNPJ key that is not the holder's document; other keys are the holder's own", () => {
    const pix = { tipo_pagamento: 'CHAVE', cnpj_cpf: holder };
    expect(([[{ ...pix, tipo_chave: 'CNPJ', chave: '12345678000195' }, holder], [{ ...pix, tipo_chave: 'CPF', chave: '11144477735' }, holder], [{ ...pix, tipo_chave: 'EMAIL', chave: 'financeiro@bellanapoli.com.br' }, holder]] as const).map(([a, b]) => holderProblem(a, b))).toEqual(
      [null, 'keyOfOtherHolder', null],
    );
  });
});
