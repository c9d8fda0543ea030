import type { ApprovalField, StoreRegistrationEdit } from '../api/areas/storeRegistration';
import { isValidCep, isValidPhone } from '../documents';

/**
 * The rules of the store registration (spec 02 §2.19, §5 Store), one home for the panel's form and
 * the platform's check, so both say the same sentence.
 */

/** The longest text each field takes. */
export const REGISTRATION_LIMITS = {
  nome: 80,
  email: 120,
  endereco_rua: 120,
  endereco_numero: 10,
  endereco_bairro: 80,
  texto_app: 500,
  frase_promocional: 100,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED: Record<keyof StoreRegistrationEdit, string> = {
  nome: 'Informe o nome do estabelecimento.',
  email: 'Informe o e-mail.',
  endereco_rua: 'Informe a rua.',
  endereco_numero: 'Informe o número.',
  endereco_bairro: 'Informe o bairro.',
  endereco_cep: 'Informe o CEP.',
  contato: 'Informe o telefone de contato.',
};

export type RegistrationProblems = Partial<Record<keyof StoreRegistrationEdit | 'texto_app' | 'frase_promocional', string>>;

/** What is wrong in a registration, field by field ({} when nothing). */
export function registrationProblems(edit: StoreRegistrationEdit & { texto_app?: string; frase_promocional?: string }): RegistrationProblems {
  const problems: RegistrationProblems = {};
  for (const field of Object.keys(REQUIRED) as (keyof StoreRegistrationEdit)[]) {
    const value = (edit[field] ?? '').trim();
    if (value === '') problems[field] = REQUIRED[field];
    else if (field in REGISTRATION_LIMITS && value.length > REGISTRATION_LIMITS[field as keyof typeof REGISTRATION_LIMITS]) {
      problems[field] = tooLong(REGISTRATION_LIMITS[field as keyof typeof REGISTRATION_LIMITS]);
    }
  }
  if (!problems.email && !EMAIL.test(edit.email.trim())) problems.email = 'E-mail inválido: confira o endereço digitado.';
  if (!problems.endereco_cep && !isValidCep(edit.endereco_cep)) problems.endereco_cep = 'CEP incompleto: informe os 8 dígitos.';
  if (!problems.contato && !isValidPhone(edit.contato)) problems.contato = 'Telefone incompleto: informe o DDD e o número.';
  for (const field of ['texto_app', 'frase_promocional'] as const) {
    const value = edit[field];
    if (value !== undefined && value.trim().length > REGISTRATION_LIMITS[field]) problems[field] = tooLong(REGISTRATION_LIMITS[field]);
  }
  return problems;
}

function tooLong(max: number): string {
  return `Use no máximo ${max} caracteres.`;
}

/** How the platform names each field that needs approval (the requests table's 'Informação'). */
export const APPROVAL_FIELD_LABELS: Record<ApprovalField, string> = {
  texto_app: 'Texto App',
  frase_promocional: 'Frase Promocional',
  logotipo: 'Logo',
  banner: 'Banner',
};

/** The image formats a logo or banner takes (spec 02 §5 Store). */
export const STORE_IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' } as const;
