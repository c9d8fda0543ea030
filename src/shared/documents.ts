/**
 * Brazilian documents and contact numbers as people type them: CPF, CNPJ (numeric and the
 * alphanumeric one valid from July 2026), CEP and phone. The one home for their rules; pure
 * functions, no DOM. Masks for typing them live in the renderer (ui/masks.ts).
 */

export const CEP_LENGTH = 8;
export const LANDLINE_LENGTH = 10;
export const MOBILE_LENGTH = 11;

/** The digits of a value, in order ('(11) 98765-4321' -> '11987654321'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * A CPF or CNPJ as the platform receives it: punctuation and spaces removed, letters in upper
 * case ('12.abc.345/01de-35' -> '12ABC34501DE35', '111.444.777-35' -> '11144477735').
 */
export function normalizeDocument(value: string): string {
  return value.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Every character the same ('000.000.000-00'): passes the check digits, but is no document. */
const allSame = (s: string): boolean => /^(.)\1*$/.test(s);

/** Modulo 11 over `weights`: remainder < 2 gives 0, else 11 − remainder. */
function mod11Digit(values: number[], weights: readonly number[]): number {
  const sum = values.reduce((total, v, i) => total + v * weights[i]!, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The two check digits of a CPF's first 9 digits ('111.444.777' -> '35'); null for anything else. */
export function cpfCheckDigits(base9: string): string | null {
  const base = normalizeDocument(base9);
  if (!/^\d{9}$/.test(base)) return null;
  const values = [...base].map(Number);
  const first = mod11Digit(values, CPF_WEIGHTS_1);
  const second = mod11Digit([...values, first], CPF_WEIGHTS_2);
  return `${first}${second}`;
}

/** A real CPF: 11 digits (punctuation allowed) whose check digits match, not all alike. */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeDocument(value);
  if (!/^\d{11}$/.test(cpf) || allSame(cpf)) return false;
  return cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Each CNPJ character's value is its ASCII code minus 48: '0'–'9' are 0–9, 'A' is 17 … 'Z' is 42. */
const cnpjValue = (ch: string): number => ch.charCodeAt(0) - 48;

/**
 * The two check digits of a CNPJ's first 12 characters, numeric or alphanumeric (Receita
 * Federal, 2026: digits or letters A–Z, check digits by modulo 11). Punctuation and lower case
 * are accepted ('12.ABC.345/01DE' -> '35'); null when the base is not 12 such characters.
 */
export function cnpjCheckDigits(base12: string): string | null {
  const base = normalizeDocument(base12);
  if (!/^[0-9A-Z]{12}$/.test(base)) return null;
  const values = [...base].map(cnpjValue);
  const first = mod11Digit(values, CNPJ_WEIGHTS_1);
  const second = mod11Digit([...values, first], CNPJ_WEIGHTS_2);
  return `${first}${second}`;
}

/**
 * A real CNPJ, numeric ('11.222.333/0001-81') or alphanumeric ('12.ABC.345/01DE-35'): 12
 * digits or letters then 2 check digits that match, not all alike. Lower case is read as upper.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSame(cnpj)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

export type DocumentKind = 'cpf' | 'cnpj';

/**
 * Which document a typed value is by its shape (not its check digits): 11 digits is a CPF; 12
 * digits or letters plus 2 digits is a CNPJ; anything else (incomplete) is null.
 */
export function documentKind(value: string): DocumentKind | null {
  const doc = normalizeDocument(value);
  if (/^\d{11}$/.test(doc)) return 'cpf';
  if (/^[0-9A-Z]{12}\d{2}$/.test(doc)) return 'cnpj';
  return null;
}

/** A real CPF or CNPJ (either CNPJ format). */
export function isValidCpfOrCnpj(value: string): boolean {
  const kind = documentKind(value);
  return kind === 'cpf' ? isValidCpf(value) : kind === 'cnpj' ? isValidCnpj(value) : false;
}

/**
 * A complete document with its punctuation: '11144477735' -> '111.444.777-35',
 * '12abc34501de35' -> '12.ABC.345/01DE-35'. What is not a complete CPF or CNPJ comes back
 * normalised, unpunctuated.
 */
export function formatDocument(value: string): string {
  const doc = normalizeDocument(value);
  switch (documentKind(doc)) {
    case 'cpf':
      return `${doc.slice(0, 3)}.${doc.slice(3, 6)}.${doc.slice(6, 9)}-${doc.slice(9)}`;
    case 'cnpj':
      return `${doc.slice(0, 2)}.${doc.slice(2, 5)}.${doc.slice(5, 8)}/${doc.slice(8, 12)}-${doc.slice(12)}`;
    default:
      return doc;
  }
}

/** A CEP: 8 digits, with or without the hyphen ('01310-100'). */
export function isValidCep(value: string): boolean {
  return /^\d{5}-?\d{3}$/.test(value.trim());
}

/** '01310100' -> '01310-100'; anything else comes back as its digits. */
export function formatCep(value: string): string {
  const cep = onlyDigits(value);
  return cep.length === CEP_LENGTH ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

/** A phone with area code: 10 digits (landline) or 11 (mobile), punctuation allowed. */
export function isValidPhone(value: string): boolean {
  const n = onlyDigits(value).length;
  return n === LANDLINE_LENGTH || n === MOBILE_LENGTH;
}

/** A mobile with area code: 11 digits ('(11)98765-4321'). */
export function isValidMobile(value: string): boolean {
  return onlyDigits(value).length === MOBILE_LENGTH;
}

/** '11987654321' -> '(11)98765-4321', '1132854412' -> '(11)3285-4412' (spec 02 §5); else the digits. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value);
  if (d.length === MOBILE_LENGTH) return `(${d.slice(0, 2)})${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === LANDLINE_LENGTH) return `(${d.slice(0, 2)})${d.slice(2, 6)}-${d.slice(6)}`;
  return d;
}
