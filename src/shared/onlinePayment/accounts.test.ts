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
    expect(agenciaProblem('0912')).toBeNull();
    expect(agenciaProblem('1')).toBeNull();
    expect(agenciaProblem('09123')).toBe('tooLong');
    expect(agenciaProblem('')).toBe('empty');
    expect(agenciaProblem('09-1')).toBe('invalid');
  });

  it('the digit is optional, one digit or X', () => {
    expect(agenciaDigitProblem('')).toBeNull();
    expect(agenciaDigitProblem('7')).toBeNull();
    expect(agenciaDigitProblem('x')).toBeNull();
    expect(agenciaDigitProblem('12')).toBe('tooLong');
    expect(agenciaDigitProblem('a')).toBe('invalid');
  });

  it('the account carries its digit after a hyphen', () => {
    expect(contaProblem('45873-2')).toBeNull();
    expect(contaProblem('1-X')).toBeNull();
    expect(contaProblem('458732')).toBe('invalid');
    expect(contaProblem('45a73-2')).toBe('invalid');
    expect(contaProblem(' ')).toBe('empty');
  });
});

describe('PIX key by its type, without punctuation', () => {
  it('CPF: 11 digits with valid check digits', () => {
    expect(pixKeyProblem('CPF', '11144477735')).toBeNull();
    expect(pixKeyProblem('CPF', '111.444.777-35')).toBe('punctuation');
    expect(pixKeyProblem('CPF', '11144477736')).toBe('invalid');
    expect(pixKeyProblem('CPF', '')).toBe('empty');
  });

  it('CNPJ: 14 characters, the alphanumeric one too', () => {
    expect(pixKeyProblem('CNPJ', '12345678000195')).toBeNull();
    expect(pixKeyProblem('CNPJ', '12ABC34501DE35')).toBeNull();
    expect(pixKeyProblem('CNPJ', '12abc34501de35')).toBeNull();
    expect(pixKeyProblem('CNPJ', '12.345.678/0001-95')).toBe('punctuation');
    expect(pixKeyProblem('CNPJ', '12345678000190')).toBe('invalid');
  });

  it('phone: a mobile with DDD, optionally with the country code 55', () => {
    expect(pixKeyProblem('TELEFONE', '11987654321')).toBeNull();
    expect(pixKeyProblem('TELEFONE', '5511987654321')).toBeNull();
    expect(pixKeyProblem('TELEFONE', '(11)98765-4321')).toBe('punctuation');
    expect(pixKeyProblem('TELEFONE', '+5511987654321')).toBe('punctuation');
    expect(pixKeyProblem('TELEFONE', '1132854412')).toBe('invalid');
  });

  it('e-mail and random key', () => {
    expect(pixKeyProblem('EMAIL', 'financeiro@bellanapoli.com.br')).toBeNull();
    expect(pixKeyProblem('EMAIL', 'financeiro@bellanapoli')).toBe('invalid');
    expect(pixKeyProblem('EMAIL', `${'a'.repeat(70)}@exemplo.com`)).toBe('invalid');
    expect(pixKeyProblem('ALEATORIA', '7d9f0335-8dcc-4054-9bf9-0dbd61d36906')).toBeNull();
    expect(pixKeyProblem('ALEATORIA', '7d9f03358dcc40549bf90dbd61d36906')).toBeNull();
    expect(pixKeyProblem('ALEATORIA', '7d9f0335-8dcc-4054-9bf9')).toBe('invalid');
  });

  it('is kept bare: documents upper-cased, e-mails in lower case', () => {
    expect(normalizePixKey('CNPJ', ' 12abc34501de35 ')).toBe('12ABC34501DE35');
    expect(normalizePixKey('EMAIL', 'Financeiro@BellaNapoli.com.br')).toBe('financeiro@bellanapoli.com.br');
    expect(normalizePixKey('TELEFONE', ' 11987654321 ')).toBe('11987654321');
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
    expect(holderProblem({ ...pix, tipo_chave: 'CNPJ', chave: '12345678000195' }, holder)).toBeNull();
    expect(holderProblem({ ...pix, tipo_chave: 'CPF', chave: '11144477735' }, holder)).toBe('keyOfOtherHolder');
    expect(holderProblem({ ...pix, tipo_chave: 'EMAIL', chave: 'financeiro@bellanapoli.com.br' }, holder)).toBeNull();
  });
});
