import {
  ESTABLISHMENT_FIELDS,
  OWNER_FIELDS,
  type EstablishmentField,
  type OnlinePaymentRegistration,
  type OwnerField,
  type RegistrationSaveBody,
  type RegistrationType,
} from '../../../shared/api';
import { brDateFromIso, dateFromEpochSeconds, isoFromBrDate, isRegistrationType } from '../../../shared/onlinePayment/registration';

export type BadgeTone = 'warning' | 'success' | 'default';

/**
 * The registration badge (spec 02 §4): PENDING 'Pagamento Online - Pendente'; ENABLED or
 * ACTIVATED 'Ativo'. Before the first save there is no registration; any other status shows as it comes.
 */
export function registrationBadge(status: string | null | undefined): { label: string; tone: BadgeTone } {
  if (status === null || status === undefined || status === '') return { label: 'Pagamento Online - Não cadastrado', tone: 'default' };
  if (status === 'PENDING') return { label: 'Pagamento Online - Pendente', tone: 'warning' };
  if (status === 'ENABLED' || status === 'ACTIVATED') return { label: 'Ativo', tone: 'success' };
  return { label: `Pagamento Online - ${status}`, tone: 'default' };
}

/** The form as the person edits it: every field as text, dates as dd/mm/aaaa. */
export type RegistrationFormValues = Record<EstablishmentField | OwnerField, string> & {
  tipo: RegistrationType;
  pro_nascimento: string;
  dataCriacao: string;
};

export function emptyRegistrationForm(): RegistrationFormValues {
  const blank = Object.fromEntries([...ESTABLISHMENT_FIELDS, ...OWNER_FIELDS].map((f) => [f, ''])) as Record<EstablishmentField | OwnerField, string>;
  return { ...blank, tipo: 'J', pro_nascimento: '', dataCriacao: '' };
}

/** The saved registration in the form: the birth date read from epoch seconds, the opening date from yyyy-mm-dd. */
export function formFromRegistration(registration: OnlinePaymentRegistration | null): RegistrationFormValues {
  const form = emptyRegistrationForm();
  if (!registration) return form;
  for (const field of [...ESTABLISHMENT_FIELDS, ...OWNER_FIELDS]) form[field] = registration[field] ?? '';
  form.tipo = isRegistrationType(registration.tipo) ? registration.tipo : 'J';
  form.pro_nascimento = brDateFromIso(dateFromEpochSeconds(registration.pro_nascimento));
  form.dataCriacao = brDateFromIso(registration.dataCriacao);
  return form;
}

/** What pagamentoonline/adicionar receives: dates as yyyy-mm-dd, no CNPJ for a person (F). */
export function saveBodyFromForm(values: RegistrationFormValues, storeId: number): RegistrationSaveBody {
  const fields = Object.fromEntries([...ESTABLISHMENT_FIELDS, ...OWNER_FIELDS].map((f) => [f, values[f].trim()])) as Record<
    EstablishmentField | OwnerField,
    string
  >;
  return {
    ...fields,
    est_cnpj: values.tipo === 'F' ? '' : fields.est_cnpj,
    est_estado: fields.est_estado.toUpperCase(),
    pro_estado: fields.pro_estado.toUpperCase(),
    id_estabelecimento: storeId,
    tipo: values.tipo,
    pro_nascimento: isoFromBrDate(values.pro_nascimento),
    dataCriacao: isoFromBrDate(values.dataCriacao),
  };
}

/** The address fields a CEP fills, for the establishment (est_) or the owner (pro_). */
export type AddressPrefix = 'est' | 'pro';

/**
 * The form after a CEP look-up: the street, neighbourhood, city and state from the directory, or
 * all four cleared when the CEP is unknown (spec 02 §8). Number and complement stay.
 */
export function withAddress(
  values: RegistrationFormValues,
  prefix: AddressPrefix,
  found: { logradouro?: string; bairro?: string; localidade?: string; uf?: string } | null,
): RegistrationFormValues {
  return {
    ...values,
    [`${prefix}_endereco`]: found?.logradouro ?? '',
    [`${prefix}_bairro`]: found?.bairro ?? '',
    [`${prefix}_cidade`]: found?.localidade ?? '',
    [`${prefix}_estado`]: found?.uf ?? '',
  };
}
