/**
 * The rules of a receiving account (spec 02 §3 Bank account, §5 Online payment registration):
 * agência and its digit, the account number, the PIX key by its type and the same-holder rule.
 * The panel checks them before sending and the sandbox platform checks them again.
 * Each check says what is wrong as a code; each side words it (the panel in MESSAGES).
 */
import type { PixKeyType } from '../api/areas/onlinePayment';
import { isValidCnpj, isValidCpf, normalizeDocument } from '../documents';

/** Agência: at most 4 digits; its digit: at most 1 character, optional (spec 02 §5, §9). */
export const AGENCIA_MAX_LENGTH = 4;
export const AGENCIA_DIGIT_MAX_LENGTH = 1;
/** The account number: at most 12 digits, then a hyphen and its digit (14 characters in all). */
const CONTA_MAX_DIGITS = 12;
export const CONTA_MAX_LENGTH = CONTA_MAX_DIGITS + 2;
const CONTA = new RegExp(`^\\d{1,${CONTA_MAX_DIGITS}}-[0-9Xx]$`);

export const PIX_KEY_TYPES: readonly PixKeyType[] = ['CPF', 'CNPJ', 'EMAIL', 'TELEFONE', 'ALEATORIA'];

export function isPixKeyType(value: string): value is PixKeyType {
  return (PIX_KEY_TYPES as readonly string[]).includes(value);
}

export type FieldProblem = 'empty' | 'tooLong' | 'invalid';

/** 1 to 4 digits. */
export function agenciaProblem(agencia: string): FieldProblem | null {
  const value = agencia.trim();
  if (value === '') return 'empty';
  if (!/^\d+$/.test(value)) return 'invalid';
  return value.length > AGENCIA_MAX_LENGTH ? 'tooLong' : null;
}

/** Empty (no digit), or one digit or X. */
export function agenciaDigitProblem(digit: string): FieldProblem | null {
  const value = digit.trim();
  if (value === '') return null;
  if (value.length > AGENCIA_DIGIT_MAX_LENGTH) return 'tooLong';
  return /^[0-9Xx]$/.test(value) ? null : 'invalid';
}

/** The account number with its digit: up to 12 digits, a hyphen, then a digit or X ('45873-2'). */
export function contaProblem(conta: string): FieldProblem | null {
  const value = conta.trim();
  if (value === '') return 'empty';
  return CONTA.test(value) ? null : 'invalid';
}

export type PixKeyProblem = 'empty' | 'punctuation' | 'invalid';

const PUNCTUATION = /[.\-/()+\s]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Pix keys are at most 77 characters (the e-mail key's limit at the Banco Central). */
export const PIX_KEY_MAX_LENGTH = 77;
const RANDOM_KEY = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/**
 * A PIX key checked by its type, entered without punctuation (spec 02 §5): a CPF's 11 digits, a
 * CNPJ's 14 characters (the alphanumeric one too), an e-mail, a mobile with DDD (11 digits, or 13
 * starting with the country code 55) or a random key (the 32 hex digits, with or without its
 * hyphens). Null when it is fine.
 */
export function pixKeyProblem(type: PixKeyType, key: string): PixKeyProblem | null {
  const value = key.trim();
  if (value === '') return 'empty';
  if (value.length > PIX_KEY_MAX_LENGTH) return 'invalid';
  switch (type) {
    case 'CPF':
      if (PUNCTUATION.test(value)) return 'punctuation';
      return isValidCpf(value) && /^\d{11}$/.test(value) ? null : 'invalid';
    case 'CNPJ':
      if (PUNCTUATION.test(value)) return 'punctuation';
      return isValidCnpj(value) && /^[0-9A-Za-z]{12}\d{2}$/.test(value) ? null : 'invalid';
    case 'TELEFONE':
      if (PUNCTUATION.test(value)) return 'punctuation';
      return /^(55)?\d{2}9\d{8}$/.test(value) ? null : 'invalid';
    case 'EMAIL':
      return EMAIL.test(value) ? null : 'invalid';
    case 'ALEATORIA':
      return RANDOM_KEY.test(value) ? null : 'invalid';
  }
}

/** The key as the platform keeps it: documents bare and upper-cased, an e-mail in lower case, the rest trimmed. */
export function normalizePixKey(type: PixKeyType, key: string): string {
  const value = key.trim();
  if (type === 'CPF' || type === 'CNPJ') return normalizeDocument(value);
  if (type === 'EMAIL') return value.toLowerCase();
  if (type === 'ALEATORIA') return value.toLowerCase();
  return value;
}

/** Two CPFs or CNPJs are the same holder's when their characters match, whatever the punctuation. */
export function isSameDocument(a: string, b: string): boolean {
  const left = normalizeDocument(a);
  return left !== '' && left === normalizeDocument(b);
}

export type HolderProblem = 'otherHolder' | 'keyOfOtherHolder';

/**
 * The same-holder rule (spec 02 §5): the account must belong to the registered CPF or CNPJ, and a
 * PIX key that is a CPF or a CNPJ must be that same document.
 */
export function holderProblem(
  account: { tipo_pagamento: string; tipo_chave: string; chave: string; cnpj_cpf: string },
  holderDocument: string,
): HolderProblem | null {
  if (!isSameDocument(account.cnpj_cpf, holderDocument)) return 'otherHolder';
  const documentKey = account.tipo_chave === 'CPF' || account.tipo_chave === 'CNPJ';
  if (account.tipo_pagamento === 'CHAVE' && documentKey && !isSameDocument(account.chave, holderDocument)) return 'keyOfOtherHolder';
  return null;
}
