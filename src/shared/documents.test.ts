import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  documentKind,
  formatCep,
  formatDocument,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidMobile,
  isValidPhone,
  normalizeDocument,
  onlyDigits,
} from './documents';

/** Published numeric CNPJs (Banco do Brasil, Petrobras, Caixa, Itaú Unibanco, Magazine Luiza) and the usual example. */
const NUMERIC_CNPJS = ['00.000.000/0001-91', '33.000.167/0001-01', '00.360.305/0001-04', '60.701.190/0001-04', '47.960.950/0001-21', '11.222.333/0001-81'];

describe('normalizeDocument', () => {
  it('strips punctuation and spaces and upper-cases the letters', () => {
    expect(['12.abc.345/01de-35', ' 111.444.777-35 ', ''].map((value) => normalizeDocument(value))).toEqual(['12ABC34501DE35', '11144477735', '']);
  });
});

describe('onlyDigits', () => {
  it('keeps the digits in order', () => {
    expect(onlyDigits('(11)98765-4321')).toBe('11987654321');
    expect(onlyDigits('abc')).toBe('');
  });
});

describe('CNPJ check digits', () => {
  it("computes the Receita Federal's published alphanumeric example: 12.ABC.345/01DE-35", () => {
    expect(['12ABC34501DE', '12.ABC.345/01DE', '12abc34501de'].map((value) => cnpjCheckDigits(value))).toEqual(['35', '35', '35']);
  });

  it('computes the check digits of known numeric CNPJs with the same rule', () => {
    for (const cnpj of NUMERIC_CNPJS) {
      const doc = normalizeDocument(cnpj);
      expect(cnpjCheckDigits(doc.slice(0, 12)), cnpj).toBe(doc.slice(12));
    }
  });

  it('refuses a base that is not 12 digits or letters', () => {
    expect(['12ABC34501D', '12ABC34501DEF', '12ABC34501D€', ''].map((value) => cnpjCheckDigits(value))).toEqual([null, null, null, null]);
  });
});

describe('isValidCnpj', () => {
  it('accepts the alphanumeric example, masked or not, in any case', () => {
    expect(['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35'].map((value) => isValidCnpj(value))).toEqual([true, true, true]);
  });

  it('accepts known numeric CNPJs', () => {
    for (const cnpj of NUMERIC_CNPJS) expect(isValidCnpj(cnpj), cnpj).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('refuses wrong check digits, in either format', () => {
    expect(['12.ABC.345/01DE-36', '12.ABC.345/01DF-35', '11.222.333/0001-80', '12.345.678/0001-90'].map((value) => isValidCnpj(value))).toEqual([false, false, false, false]);
  });

  it('refuses letters in the check digits, the wrong length and repeated characters', () => {
    expect(['12.ABC.345/01DE-3A', '12.ABC.345/01DE-3', '12.ABC.345/01DE-355', '00.000.000/0000-00', '11111111111111', '', '111.444.777-35'].map((value) => isValidCnpj(value))).toEqual(
      [false, false, false, false, false, false, false],
    );
  });
});

describe('CPF', () => {
  it('computes the check digits', () => {
    expect(['111444777', '529.982.247', '123456789', '12345678', '12345678A'].map((value) => cpfCheckDigits(value))).toEqual(['35', '25', '09', null, null]);
  });

  it('accepts real CPFs, masked or not', () => {
    expect(['111.444.777-35', '52998224725', '123.456.789-09'].map((value) => isValidCpf(value))).toEqual([true, true, true]);
  });

  it('refuses wrong check digits, the wrong length, letters and repeated digits', () => {
    expect(['111.444.777-36', '111.444.777-3', '111.444.777-355', '111.444.77A-35', '000.000.000-00', '999.999.999-99', ''].map((value) => isValidCpf(value))).toEqual(
      [false, false, false, false, false, false, false],
    );
  });
});

describe('documentKind and isValidCpfOrCnpj', () => {
  it('tells the document by its shape', () => {
    expect(['111.444.777-35', '11.222.333/0001-81', '12.abc.345/01de-35', '111.444.777-3', '12.ABC.345/01DE', '111.44A.777-35', '12.ABC.345/01DE-3A'].map((value) => documentKind(value))).toEqual(
      ['cpf', 'cnpj', 'cnpj', null, null, null, null],
    );
  });

  it('validates whichever it is', () => {
    expect(['111.444.777-35', '12.ABC.345/01DE-35', '11.222.333/0001-81', '111.444.777-36', '12.ABC.345/01DE-36', '1234'].map((value) => isValidCpfOrCnpj(value))).toEqual(
      [true, true, true, false, false, false],
    );
  });
});

describe('formatDocument', () => {
  it('punctuates a complete CPF or CNPJ, upper-casing the letters', () => {
    expect(['11144477735', '11222333000181', '12abc34501de35'].map((value) => formatDocument(value))).toEqual(['111.444.777-35', '11.222.333/0001-81', '12.ABC.345/01DE-35']);
  });
  it('gives an incomplete one back normalised', () => {
    expect(formatDocument('12.abc.345')).toBe('12ABC345');
    expect(formatDocument('')).toBe('');
  });
});

describe('CEP', () => {
  it('wants 8 digits, hyphen optional', () => {
    expect(['01310-100', '01310100', '01310-10', '0131O-100'].map((value) => isValidCep(value))).toEqual([true, true, false, false]);
  });
  it('formats as 99999-999', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });
});

describe('phone', () => {
  it('takes a landline (10 digits) or a mobile (11 digits) with area code', () => {
    expect(['(11)3285-4412', '(11)98765-4321', '(11)98765-432', '(11)3285-441', '(11)98765-43210'].map((value) => isValidPhone(value))).toEqual([true, true, true, false, false]);
  });
  it('a mobile is 11 digits', () => {
    expect(['(11)98765-4321', '11987654321', '(11)98765-432', '(11)3285-4412'].map((value) => isValidMobile(value))).toEqual([true, true, false, false]);
  });
  it('formats as the spec writes it: (99)99999-9999 or (99)9999-9999', () => {
    expect(['11987654321', '1132854412', '119876'].map((value) => formatPhone(value))).toEqual(['(11)98765-4321', '(11)3285-4412', '119876']);
  });
});
