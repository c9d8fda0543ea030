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
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeDocument(' 111.444.777-35 ')).toBe('11144477735');
    expect(normalizeDocument('')).toBe('');
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
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('12.ABC.345/01DE')).toBe('35');
    expect(cnpjCheckDigits('12abc34501de')).toBe('35');
  });

  it('computes the check digits of known numeric CNPJs with the same rule', () => {
    for (const cnpj of NUMERIC_CNPJS) {
      const doc = normalizeDocument(cnpj);
      expect(cnpjCheckDigits(doc.slice(0, 12)), cnpj).toBe(doc.slice(12));
    }
  });

  it('refuses a base that is not 12 digits or letters', () => {
    expect(cnpjCheckDigits('12ABC34501D')).toBeNull();
    expect(cnpjCheckDigits('12ABC34501DEF')).toBeNull();
    expect(cnpjCheckDigits('12ABC34501D€')).toBeNull();
    expect(cnpjCheckDigits('')).toBeNull();
  });
});

describe('isValidCnpj', () => {
  it('accepts the alphanumeric example, masked or not, in any case', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('accepts known numeric CNPJs', () => {
    for (const cnpj of NUMERIC_CNPJS) expect(isValidCnpj(cnpj), cnpj).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('refuses wrong check digits, in either format', () => {
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DF-35')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('12.345.678/0001-90')).toBe(false);
  });

  it('refuses letters in the check digits, the wrong length and repeated characters', () => {
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-3')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-355')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('111.444.777-35')).toBe(false);
  });
});

describe('CPF', () => {
  it('computes the check digits', () => {
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('529.982.247')).toBe('25');
    expect(cpfCheckDigits('123456789')).toBe('09');
    expect(cpfCheckDigits('12345678')).toBeNull();
    expect(cpfCheckDigits('12345678A')).toBeNull();
  });

  it('accepts real CPFs, masked or not', () => {
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('123.456.789-09')).toBe(true);
  });

  it('refuses wrong check digits, the wrong length, letters and repeated digits', () => {
    expect(isValidCpf('111.444.777-36')).toBe(false);
    expect(isValidCpf('111.444.777-3')).toBe(false);
    expect(isValidCpf('111.444.777-355')).toBe(false);
    expect(isValidCpf('111.444.77A-35')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('999.999.999-99')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });
});

describe('documentKind and isValidCpfOrCnpj', () => {
  it('tells the document by its shape', () => {
    expect(documentKind('111.444.777-35')).toBe('cpf');
    expect(documentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKind('12.abc.345/01de-35')).toBe('cnpj');
    expect(documentKind('111.444.777-3')).toBeNull();
    expect(documentKind('12.ABC.345/01DE')).toBeNull();
    expect(documentKind('111.44A.777-35')).toBeNull();
    expect(documentKind('12.ABC.345/01DE-3A')).toBeNull();
  });

  it('validates whichever it is', () => {
    expect(isValidCpfOrCnpj('111.444.777-35')).toBe(true);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('111.444.777-36')).toBe(false);
    expect(isValidCpfOrCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCpfOrCnpj('1234')).toBe(false);
  });
});

describe('formatDocument', () => {
  it('punctuates a complete CPF or CNPJ, upper-casing the letters', () => {
    expect(formatDocument('11144477735')).toBe('111.444.777-35');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });
  it('gives an incomplete one back normalised', () => {
    expect(formatDocument('12.abc.345')).toBe('12ABC345');
    expect(formatDocument('')).toBe('');
  });
});

describe('CEP', () => {
  it('wants 8 digits, hyphen optional', () => {
    expect(isValidCep('01310-100')).toBe(true);
    expect(isValidCep('01310100')).toBe(true);
    expect(isValidCep('01310-10')).toBe(false);
    expect(isValidCep('0131O-100')).toBe(false);
  });
  it('formats as 99999-999', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
  });
});

describe('phone', () => {
  it('takes a landline (10 digits) or a mobile (11 digits) with area code', () => {
    expect(isValidPhone('(11)3285-4412')).toBe(true);
    expect(isValidPhone('(11)98765-4321')).toBe(true);
    expect(isValidPhone('(11)98765-432')).toBe(true);
    expect(isValidPhone('(11)3285-441')).toBe(false);
    expect(isValidPhone('(11)98765-43210')).toBe(false);
  });
  it('a mobile is 11 digits', () => {
    expect(isValidMobile('(11)98765-4321')).toBe(true);
    expect(isValidMobile('11987654321')).toBe(true);
    expect(isValidMobile('(11)98765-432')).toBe(false);
    expect(isValidMobile('(11)3285-4412')).toBe(false);
  });
  it('formats as the spec writes it: (99)99999-9999 or (99)9999-9999', () => {
    expect(formatPhone('11987654321')).toBe('(11)98765-4321');
    expect(formatPhone('1132854412')).toBe('(11)3285-4412');
    expect(formatPhone('119876')).toBe('119876');
  });
});
