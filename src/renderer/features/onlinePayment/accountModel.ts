import type { AccountHolder, BankAccount, BankAccountSaveBody, PixKeyType } from '../../../shared/api';
import {
  agenciaDigitProblem,
  agenciaProblem,
  contaProblem,
  holderProblem,
  isPixKeyType,
  normalizePixKey,
  pixKeyProblem,
} from '../../../shared/onlinePayment/accounts';
import { ONLINE_PAYMENT_MESSAGES } from './messages';

/** The Cadastrar Conta modal's fields. */
export interface AccountFormValues {
  tipo_pagamento: 'MANUAL' | 'CHAVE';
  /** bank code from listarBancos ('' until chosen) */
  banco: string;
  agencia: string;
  agencia_dig: string;
  conta: string;
  tipo_conta: '' | 'CC' | 'CP';
  tipo_chave: '' | PixKeyType;
  chave: string;
}

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  TELEFONE: 'Telefone',
  ALEATORIA: 'Chave aleatória',
};

export const ACCOUNT_TYPE_LABELS = { CC: 'Conta corrente', CP: 'Conta poupança' } as const;

export function emptyAccountForm(): AccountFormValues {
  return { tipo_pagamento: 'MANUAL', banco: '', agencia: '', agencia_dig: '', conta: '', tipo_conta: '', tipo_chave: '', chave: '' };
}

/** An account in the modal, to edit it. */
export function formFromAccount(account: BankAccount): AccountFormValues {
  return {
    tipo_pagamento: account.tipo_pagamento === 'CHAVE' ? 'CHAVE' : 'MANUAL',
    banco: account.banco,
    agencia: account.agencia,
    agencia_dig: account.agencia_dig,
    conta: account.conta,
    tipo_conta: account.tipo_conta === 'CC' || account.tipo_conta === 'CP' ? account.tipo_conta : '',
    tipo_chave: isPixKeyType(account.tipo_chave) ? account.tipo_chave : '',
    chave: account.chave,
  };
}

export type AccountFormErrors = Partial<Record<keyof AccountFormValues, string>> & {
  /** the same-holder rule, said above the buttons */
  holder?: string;
};

const PIX_INVALID: Record<PixKeyType, string> = {
  CPF: ONLINE_PAYMENT_MESSAGES.pixKeyInvalidCpf,
  CNPJ: ONLINE_PAYMENT_MESSAGES.pixKeyInvalidCnpj,
  EMAIL: ONLINE_PAYMENT_MESSAGES.pixKeyInvalidEmail,
  TELEFONE: ONLINE_PAYMENT_MESSAGES.pixKeyInvalidPhone,
  ALEATORIA: ONLINE_PAYMENT_MESSAGES.pixKeyInvalidRandom,
};

/** Who an account belongs to: a new one to the registration's holder (otherInfo); a saved one to whom it was saved for. */
export function ownerOf(account: BankAccount | null, holder: AccountHolder): { nome_titular: string; cnpj_cpf: string } {
  return account ? { nome_titular: account.nome_titular, cnpj_cpf: account.cnpj_cpf } : { nome_titular: holder.razao_social, cnpj_cpf: holder.cnpj_cpf };
}

/**
 * What is wrong with the modal's fields, before anything is sent (spec 02 §5): bank details
 * (bank, agência up to 4 digits, optional dígito, conta with its digit, CC or CP) or a PIX key
 * checked by its type without punctuation; and the same-holder rule: the account (`owner`) and a
 * CPF or CNPJ key must be the registration's holder (otherInfo).
 */
export function accountFormErrors(
  values: AccountFormValues,
  holder: AccountHolder,
  owner: { cnpj_cpf: string } = holder,
): AccountFormErrors {
  const errors: AccountFormErrors = {};
  if (values.tipo_pagamento === 'MANUAL') {
    if (values.banco === '') errors.banco = ONLINE_PAYMENT_MESSAGES.accountBankRequired;
    const agencia = agenciaProblem(values.agencia);
    if (agencia) errors.agencia = { empty: ONLINE_PAYMENT_MESSAGES.accountAgenciaRequired, tooLong: ONLINE_PAYMENT_MESSAGES.accountAgenciaTooLong, invalid: ONLINE_PAYMENT_MESSAGES.accountAgenciaInvalid }[agencia];
    if (agenciaDigitProblem(values.agencia_dig)) errors.agencia_dig = ONLINE_PAYMENT_MESSAGES.accountAgenciaDigitInvalid;
    const conta = contaProblem(values.conta);
    if (conta) errors.conta = conta === 'empty' ? ONLINE_PAYMENT_MESSAGES.accountContaRequired : ONLINE_PAYMENT_MESSAGES.accountContaInvalid;
    if (values.tipo_conta === '') errors.tipo_conta = ONLINE_PAYMENT_MESSAGES.accountTypeRequired;
  } else if (values.tipo_chave === '') {
    errors.tipo_chave = ONLINE_PAYMENT_MESSAGES.pixKeyTypeRequired;
  } else {
    const problem = pixKeyProblem(values.tipo_chave, values.chave);
    if (problem) errors.chave = problem === 'empty' ? ONLINE_PAYMENT_MESSAGES.pixKeyRequired : problem === 'punctuation' ? ONLINE_PAYMENT_MESSAGES.pixKeyPunctuation : PIX_INVALID[values.tipo_chave];
  }
  if (Object.keys(errors).length > 0) return errors;
  const holderIssue = holderProblem({ ...values, cnpj_cpf: owner.cnpj_cpf }, holder.cnpj_cpf);
  if (holderIssue === 'keyOfOtherHolder') errors.holder = ONLINE_PAYMENT_MESSAGES.pixKeyOtherHolder(holder.cnpj_cpf);
  if (holderIssue === 'otherHolder') errors.holder = ONLINE_PAYMENT_MESSAGES.accountOtherHolder(holder.cnpj_cpf);
  return errors;
}

/**
 * The account as bank-accounts/change receives it: its holder's name and document (`ownerOf`: the
 * person cannot change them), only the fields of the chosen kind, the bank's name with its code.
 */
export function saveBodyFromForm(
  values: AccountFormValues,
  owner: { nome_titular: string; cnpj_cpf: string },
  bankName: string,
  storeId: number,
  id?: number,
): BankAccountSaveBody {
  const manual = values.tipo_pagamento === 'MANUAL';
  return {
    ...(id !== undefined ? { id_pagon_banco: id } : {}),
    tipo_pagamento: values.tipo_pagamento,
    chave: manual || values.tipo_chave === '' ? '' : normalizePixKey(values.tipo_chave, values.chave),
    tipo_chave: manual ? '' : values.tipo_chave,
    tipo_conta: manual ? values.tipo_conta : '',
    banco: manual ? values.banco : '',
    nome: manual ? bankName : '',
    agencia: manual ? values.agencia.trim() : '',
    agencia_dig: manual ? values.agencia_dig.trim().toUpperCase() : '',
    conta: manual ? values.conta.trim().toUpperCase() : '',
    nome_titular: owner.nome_titular,
    cnpj_cpf: owner.cnpj_cpf,
    id_estabelecimento: storeId,
  };
}

/** How an account reads in the table: the bank with agência and conta, or the PIX key with its type. */
export function accountDescription(account: BankAccount): { kind: string; detail: string } {
  if (account.tipo_pagamento === 'CHAVE') {
    const type = isPixKeyType(account.tipo_chave) ? PIX_KEY_TYPE_LABELS[account.tipo_chave] : account.tipo_chave;
    return { kind: 'Chave PIX', detail: `${type}: ${account.chave}` };
  }
  const agencia = account.agencia_dig ? `${account.agencia}-${account.agencia_dig}` : account.agencia;
  const type = account.tipo_conta === 'CC' || account.tipo_conta === 'CP' ? ACCOUNT_TYPE_LABELS[account.tipo_conta] : account.tipo_conta;
  return { kind: 'Conta bancária', detail: `${account.banco} ${account.nome} · Agência ${agencia} · ${type} ${account.conta}` };
}

export const isActiveAccount = (account: BankAccount): boolean => account.status === 'S';
