/**
 * The online payment registration's rules shared by the panel (which marks the fields) and the
 * sandbox platform (which checks a save): which fields a person (F) or a company (J) must fill,
 * and the birth date's two shapes (epoch seconds on read, a date on send; spec 02 §3, §5).
 */
import { ESTABLISHMENT_FIELDS, type EstablishmentField, type OwnerField, type RegistrationType } from '../api/areas/onlinePayment';

export type RegistrationField = EstablishmentField | OwnerField | 'tipo' | 'pro_nascimento';

/** What the establishment may leave blank (spec 02 §5). */
const ESTABLISHMENT_OPTIONAL: readonly EstablishmentField[] = ['est_nome_fantasia', 'est_complemento', 'est_site', 'est_facebook', 'est_twitter'];

/** Required for the establishment whatever the type (spec 02 §5), in the form's order; the CNPJ only for a company. */
const ESTABLISHMENT_REQUIRED: readonly RegistrationField[] = [
  'tipo',
  ...ESTABLISHMENT_FIELDS.filter((field) => field !== 'est_cnpj' && !ESTABLISHMENT_OPTIONAL.includes(field)),
];

const OWNER_REQUIRED: readonly RegistrationField[] = [
  'pro_cpf',
  'pro_email',
  'pro_nome',
  'pro_nascimento',
  'pro_telefone',
  'pro_cep',
  'pro_endereco',
  'pro_numero',
  'pro_bairro',
  'pro_cidade',
  'pro_estado',
];

export function isRegistrationType(value: string): value is RegistrationType {
  return value === 'F' || value === 'J';
}

/** The fields a save must carry for this type, in the form's order. */
export function requiredFields(tipo: RegistrationType): RegistrationField[] {
  const establishment = tipo === 'J' ? ['tipo', 'est_cnpj', ...ESTABLISHMENT_REQUIRED.slice(1)] : ESTABLISHMENT_REQUIRED;
  return [...(establishment as RegistrationField[]), ...OWNER_REQUIRED];
}

export function isFieldRequired(field: RegistrationField, tipo: RegistrationType): boolean {
  return requiredFields(tipo).includes(field);
}

/** The CNPJ is disabled for a person (F); every other field is open to both types. */
export function isFieldEnabled(field: RegistrationField, tipo: RegistrationType): boolean {
  return !(field === 'est_cnpj' && tipo === 'F');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-mm-dd' of a real calendar day, or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** São Paulo is UTC−3 all year (no daylight saving time since 2019). */
const SAO_PAULO_OFFSET_HOURS = 3;

/**
 * A date as the platform sends the birth date: epoch seconds of its midnight in São Paulo.
 * Null for text that is not a real 'yyyy-mm-dd'.
 */
export function epochSecondsFromDate(iso: string): number | null {
  const date = parseIsoDate(iso);
  if (!date) return null;
  return Date.UTC(date.year, date.month - 1, date.day, SAO_PAULO_OFFSET_HOURS) / 1000;
}

/**
 * The calendar day of an epoch-seconds birth date, 'yyyy-mm-dd' ('' for none). Read in UTC: the
 * platform's midnight in Brazil (03:00 UTC) and a plain UTC midnight both fall on the day meant,
 * on any computer's time zone.
 */
export function dateFromEpochSeconds(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '';
  const date = new Date(seconds * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The form's dd/mm/aaaa as 'yyyy-mm-dd'; text that is not a real date comes back as typed, for the platform to refuse. */
export function isoFromBrDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return text.trim();
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return parseIsoDate(iso) ? iso : text.trim();
}

/** 'yyyy-mm-dd' as the form's dd/mm/aaaa ('' for anything else). */
export function brDateFromIso(iso: string): string {
  const date = parseIsoDate(iso);
  return date ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';
}
