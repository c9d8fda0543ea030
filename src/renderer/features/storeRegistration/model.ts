import type { ApprovalField, PendingChange, PendingStatus, StoreRegistration, StoreRegistrationEdit } from '../../../shared/api';
import { formatCep, formatPhone } from '../../../shared/documents';
import { registrationProblems } from '../../../shared/storeRegistration/rules';

/** The Cadastro form's values: the fields edited at once and the two texts that need approval. */
export interface RegistrationValues extends StoreRegistrationEdit {
  texto_app: string;
  frase_promocional: string;
}

/** The form as the registration stands (CEP and phone as their masks show them). */
export function registrationValues(est: StoreRegistration): RegistrationValues {
  return {
    nome: est.nome,
    email: est.email,
    endereco_rua: est.endereco_rua,
    endereco_numero: est.endereco_numero,
    endereco_bairro: est.endereco_bairro,
    endereco_cep: formatCep(est.endereco_cep),
    contato: formatPhone(est.contato),
    texto_app: est.texto_app,
    frase_promocional: est.frase_promocional,
  };
}

/** postEstabelecimento's body from the form. */
export function saveBody(values: RegistrationValues): { estabelecimento: StoreRegistrationEdit; texto_app: string; frase_promocional: string } {
  const { texto_app, frase_promocional, ...estabelecimento } = values;
  return { estabelecimento: trimmed(estabelecimento), texto_app: texto_app.trim(), frase_promocional: frase_promocional.trim() };
}

function trimmed(edit: StoreRegistrationEdit): StoreRegistrationEdit {
  return Object.fromEntries(Object.entries(edit).map(([key, value]) => [key, value.trim()])) as unknown as StoreRegistrationEdit;
}

/** Formik's validate: the registration rules (shared with the platform), field by field. */
export function validateRegistration(values: RegistrationValues): Partial<Record<keyof RegistrationValues, string>> {
  return registrationProblems(values);
}

/** The fields waiting for the platform team's approval. */
export function pendingFields(pending: readonly PendingChange[]): ReadonlySet<ApprovalField> {
  return new Set(pending.filter((p) => p.status === 'Pendente').map((p) => p.nome_campo));
}

/** The value waiting for approval in a field (an image's URL), or null. */
export function pendingValue(pending: readonly PendingChange[], field: ApprovalField): string | null {
  return pending.find((p) => p.status === 'Pendente' && p.nome_campo === field)?.valor_post ?? null;
}

export const isImageField = (field: ApprovalField): boolean => field === 'logotipo' || field === 'banner';

/** The date a request shows: its inclusion while pending, else the date of the decision. */
export function requestDate(change: PendingChange): string {
  return change.status === 'Pendente' || change.data_status === '' ? change.data_inclusao : change.data_status;
}

/** The status badge's colour (Pendente warning, Rejeitado danger, Aprovado success). */
export const STATUS_COLOURS: Record<PendingStatus, 'warning' | 'error' | 'success'> = {
  Pendente: 'warning',
  Rejeitado: 'error',
  Aprovado: 'success',
};
