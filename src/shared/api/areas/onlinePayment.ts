/**
 * Online payment (spec 02 §2.8, §3, §4, §7.6): the Pagamento Online switch of the finance menu,
 * the registration (Meu Cadastro: dados, documentos, planos de taxas), receiving accounts and
 * fees (Contas e taxas), the payment calendar and the bank list of the statement. The acceptance
 * calls of the payment-methods screen (getAcceptanceStatus / setAcceptanceStatus) are in store.ts.
 */
import * as z from 'zod/mini';
import { legacy, ws2 } from '../declare';
import { envelopeFields, flexBoolean, flexNumber, flexText } from '../schema';

// ---- registration ---------------------------------------------------------------------------

/** F person (pessoa física), J company (pessoa jurídica). */
export type RegistrationType = 'F' | 'J';

/** The payment provider's state of the registration (spec 02 §4 Registration badge). */
export type RegistrationStatus = 'PENDING' | 'ENABLED' | 'ACTIVATED';

/** The establishment's fields (est_), in the form's order. */
export const ESTABLISHMENT_FIELDS = [
  'est_cnpj',
  'est_razao_social',
  'est_nome_fantasia',
  'est_cat_negocio',
  'est_email',
  'est_telefone',
  'est_cep',
  'est_endereco',
  'est_numero',
  'est_complemento',
  'est_bairro',
  'est_cidade',
  'est_estado',
  'est_site',
  'est_facebook',
  'est_twitter',
] as const;

/** The owner's fields (pro_) but the birth date, in the form's order. */
export const OWNER_FIELDS = [
  'pro_cpf',
  'pro_nome',
  'pro_email',
  'pro_telefone',
  'pro_cep',
  'pro_endereco',
  'pro_numero',
  'pro_complemento',
  'pro_bairro',
  'pro_cidade',
  'pro_estado',
] as const;

export type EstablishmentField = (typeof ESTABLISHMENT_FIELDS)[number];
export type OwnerField = (typeof OWNER_FIELDS)[number];

/** The registration as listarPagOnCadastro gives it. */
export type OnlinePaymentRegistration = Record<EstablishmentField | OwnerField, string> & {
  id_pagon_cadastro: number;
  id_estabelecimento: number;
  tipo: string;
  /** birth date, epoch seconds (null when not given) */
  pro_nascimento: number | null;
  /** the establishment's opening date, 'yyyy-mm-dd' ('' when not given) */
  dataCriacao: string;
  /** when the registration was first sent, ISO date-time */
  data_cadastro: string;
  /** PENDING, ENABLED or ACTIVATED (any other text is shown as it comes) */
  zoop_status: string;
  /** the active fee plan: 1 Standard, 2 Pro */
  id_pagon_planos_taxas: number;
  /** '1' accepts online payment, '0' does not */
  aceita_pgto_online: string;
  est_imgIdentificacao: string;
  est_imgResidencia: string;
  est_imgAtividade: string;
};


// The answers' rows are types, not interfaces: the sandbox's answers built of them fit the loose
// answer schemas' input (an index signature).

/** A business category (MCC) of listarMccs. */
export type BusinessCategory = {
  code: string;
  category: string;
  description: string;
};

/** What estabelecimento/consultaCep answers: the address, or erro true for an unknown CEP. */
export type CepLookup = {
  erro?: boolean;
  cep?: string;
  logradouro?: string;
  complemento?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
};

/** The three documents (spec 02 §2.8 Documentos). */
export const DOCUMENT_KINDS = ['identificacao', 'residencia', 'atividade'] as const;
export type DocumentKindKey = (typeof DOCUMENT_KINDS)[number];

// ---- fee plans -----------------------------------------------------------------------------

/** The two plans (spec 02 §9: 1 Standard, 2 Pro). */
export const FEE_PLANS = [
  { id: 1, nome: 'Plano Standard Padrão' },
  { id: 2, nome: 'Plano Pro Padrão' },
] as const;

/** Débito is received in 1 day, Crédito in 30 (spec 02 §9). */
export type FeeType = 'Débito' | 'Crédito';

export const RECEIPT_DAYS: Record<FeeType, number> = { Débito: 1, Crédito: 30 };

/** One row of a plan's tables (listarPlanosTaxas). */
export type FeePlanRow = {
  /** '1' or '2' */
  id_pagon_plano: string;
  tipo: string;
  bandeira: string;
  /** percent of the sale, e.g. 1.99 */
  taxas: number;
  /** instalments the rate applies to, as text ('1x', '2x a 6x') */
  parcelas: string;
};

// ---- receiving accounts --------------------------------------------------------------------

/** The PIX key types the Cadastrar Conta modal checks. */
export type PixKeyType = 'CPF' | 'CNPJ' | 'EMAIL' | 'TELEFONE' | 'ALEATORIA';

/** A receiving account (listarBancoRecebimentos). */
export type BankAccount = {
  id_pagon_banco: number;
  tipo_pagamento: string;
  chave: string;
  /** the PIX key's type ('' for bank details) */
  tipo_chave: string;
  /** CC or CP ('' for a PIX key) */
  tipo_conta: string;
  /** bank code (compensação), e.g. '341' */
  banco: string;
  /** bank name */
  nome: string;
  agencia: string;
  agencia_dig: string;
  /** account number with its digit, '12345-6' */
  conta: string;
  nome_titular: string;
  cnpj_cpf: string;
  /** 'S' active, 'N' not */
  status: string;
  id_estabelecimento: number;
};


/** The account's holder as the platform knows it (otherInfo). */
export type AccountHolder = {
  id_estabelecimento: number;
  cnpj_cpf: string;
  razao_social: string;
};

/** A bank of listarBancos: compensation code, name and ISPB. */
export type BankListItem = {
  cod: string;
  banco: string;
  ispb: string;
};

/** A row of the statement's bank table (bancos/filtrar). */
export type BankFilterRow = {
  codigo: string;
  nome: string;
  /** 'S' active, 'N' not */
  status: string;
};


// ---- calendar ------------------------------------------------------------------------------

/** A day of the calendar with its total to receive (reais). */
export type CalendarDay = {
  /** 'yyyy-mm-dd' */
  dia: string;
  totalDia: number;
};

/** A payment of a day (listarPag). */
export type CalendarPayment = {
  status: string;
  /** 1 when already paid to the store */
  is_paid: number;
  /** reais */
  valorReceber: number;
  /** when the sale was made, ISO date-time */
  created_at: string;
  transaction_id: string;
  external_split_id: string;
  establishment_id: number;
};

// ---- answer schemas (the renderer's data layer checks every answer with these) ----------------

const text = flexText;
const textFields = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>;

export const listarStatusPagOnSchema = z.looseObject({
  ...envelopeFields,
  obj: z.looseObject({ aceita_pgto_online: text }),
});

export const mudarStatusSchema = z.looseObject({ ...envelopeFields, mensagem: text });

export const cepLookupSchema = z.looseObject({
  erro: z.optional(flexBoolean),
  cep: z.optional(text),
  logradouro: z.optional(text),
  complemento: z.optional(text),
  bairro: z.optional(text),
  localidade: z.optional(text),
  uf: z.optional(text),
});

export const listarMccsSchema = z.looseObject({
  ...envelopeFields,
  obj: z.array(z.looseObject({ code: text, category: text, description: text })),
});

const nullableNumber = z.pipe(
  z.union([z.number(), z.string(), z.null(), z.undefined()]),
  z.transform((value) => (value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value))),
);

export const registrationSchema = z.looseObject({
  ...textFields(ESTABLISHMENT_FIELDS),
  ...textFields(OWNER_FIELDS),
  id_pagon_cadastro: flexNumber,
  id_estabelecimento: flexNumber,
  tipo: text,
  pro_nascimento: nullableNumber,
  dataCriacao: text,
  data_cadastro: text,
  zoop_status: text,
  id_pagon_planos_taxas: flexNumber,
  aceita_pgto_online: text,
  est_imgIdentificacao: text,
  est_imgResidencia: text,
  est_imgAtividade: text,
});

export const listarPagOnCadastroSchema = z.looseObject({
  ...envelopeFields,
  obj: z.pipe(
    z.union([registrationSchema, z.null(), z.undefined(), z.array(z.never())]),
    z.transform((value) => (value && !Array.isArray(value) ? value : null)),
  ),
});

export const saveAnswerSchema = z.looseObject({ ...envelopeFields, mensagem: text });

export const documentUploadSchema = z.looseObject({ ...envelopeFields, mensagem: text, url_imagem: text, erros: text });

export const listarPlanosTaxasSchema = z.looseObject({
  ...envelopeFields,
  obj: z.array(z.looseObject({ id_pagon_plano: text, tipo: text, bandeira: text, taxas: flexNumber, parcelas: text })),
});

export const otherInfoSchema = z.looseObject({
  ...envelopeFields,
  data: z.looseObject({ id_estabelecimento: flexNumber, cnpj_cpf: text, razao_social: text }),
});

export const taxAndPlansSchema = z.looseObject({ ...envelopeFields, planAndTax: text });

export const bankAccountSchema = z.looseObject({
  id_pagon_banco: flexNumber,
  tipo_pagamento: text,
  chave: text,
  tipo_chave: text,
  tipo_conta: text,
  banco: text,
  nome: text,
  agencia: text,
  agencia_dig: text,
  conta: text,
  nome_titular: text,
  cnpj_cpf: text,
  status: text,
  id_estabelecimento: flexNumber,
});

export const listarBancoRecebimentosSchema = z.looseObject({ ...envelopeFields, obj: z.array(bankAccountSchema) });

export const listarBancosSchema = z.looseObject({
  ...envelopeFields,
  obj: z.array(z.looseObject({ cod: text, banco: text, ispb: text })),
});

export const calendarSchema = z.looseObject({
  ...envelopeFields,
  total: flexNumber,
  valores: z.array(z.looseObject({ dia: text, totalDia: flexNumber })),
});

export const calendarPaymentsSchema = z.looseObject({
  ...envelopeFields,
  obj: z.array(
    z.looseObject({
      status: text,
      is_paid: z.pipe(flexBoolean, z.transform((paid) => (paid ? 1 : 0))),
      valorReceber: flexNumber,
      created_at: text,
      transaction_id: text,
      external_split_id: text,
      establishment_id: flexNumber,
    }),
  ),
});

export const bankFilterSchema = z.looseObject({
  ...envelopeFields,
  obj: z.array(z.looseObject({ codigo: text, nome: text, status: text })),
});

// ---- bodies --------------------------------------------------------------------------------

const stringFields = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, z.string()])) as Record<K, z.ZodMiniString<string>>;
const storeIdBody = z.object({ id_estabelecimento: z.number() });

/** What pagamentoonline/adicionar receives: the form's fields, the birth and opening dates as 'yyyy-mm-dd'. */
export const registrationSaveBodySchema = z.object({
  ...stringFields(ESTABLISHMENT_FIELDS),
  ...stringFields(OWNER_FIELDS),
  id_estabelecimento: z.number(),
  tipo: z.string(),
  pro_nascimento: z.string(),
  dataCriacao: z.string(),
});
export type RegistrationSaveBody = z.input<typeof registrationSaveBodySchema>;

/** multipart: a document's image and the store's id */
const documentUploadBodySchema = z.object({ arquivo: z.file(), id_estabelecimento: z.number() });

const bankAccountFields = {
  tipo_pagamento: z.string(),
  chave: z.string(),
  tipo_chave: z.string(),
  tipo_conta: z.string(),
  banco: z.string(),
  nome: z.string(),
  agencia: z.string(),
  agencia_dig: z.string(),
  conta: z.string(),
  nome_titular: z.string(),
  cnpj_cpf: z.string(),
  id_estabelecimento: z.number(),
};

/** The account as the panel sends it back (ativar, excluir): the platform reads its id. */
export const bankAccountBodySchema = z.object({ ...bankAccountFields, id_pagon_banco: z.number(), status: z.string() });

/** What bank-accounts/change saves: a new account (no id) or an edited one. */
export const bankAccountSaveBodySchema = z.object({ ...bankAccountFields, id_pagon_banco: z.optional(z.number()) });
export type BankAccountSaveBody = z.input<typeof bankAccountSaveBodySchema>;

export const bankFilterBodySchema = z.object({
  codigo: z.string(),
  nome: z.string(),
  /** 'S', 'N' or '' for both */
  status: z.string(),
});
export type BankFilterBody = z.input<typeof bankFilterBodySchema>;

// ---- endpoints (spec 02 §7.6) ----------------------------------------------------------------

/** The Pagamento Online switch of the finance menu: whether the store accepts online payment. */
export const statusPagamentoOnline = legacy.post('estabelecimento/listarStatusPagOn', { body: storeIdBody, answer: listarStatusPagOnSchema });
/** aceita_pgto_online: 1 accepts, 0 does not */
export const mudarStatusPagamentoOnline = legacy.post('pagamentoonline/mudarStatus', {
  body: z.object({ id_estabelecimento: z.number(), aceita_pgto_online: z.number() }),
  answer: mudarStatusSchema,
});

/** The address of a CEP, or erro true for an unknown one. */
export const consultarCep = legacy.get('estabelecimento/consultaCep/:cep', { answer: cepLookupSchema });
export const listarMccs = legacy.get('pagamentoonline/listarMccs', { answer: listarMccsSchema });
export const cadastroPagamentoOnline = legacy.post('pagamentoonline/listarPagOnCadastro', { body: storeIdBody, answer: listarPagOnCadastroSchema });
export const salvarCadastroPagamentoOnline = legacy.post('pagamentoonline/adicionar', { body: registrationSaveBodySchema, answer: saveAnswerSchema });

export const enviarIdentificacao = legacy.post('pagamentoonline/imgidentificacao', { body: documentUploadBodySchema, answer: documentUploadSchema });
export const enviarComprovanteResidencia = legacy.post('pagamentoonline/imgresidencia', { body: documentUploadBodySchema, answer: documentUploadSchema });
export const enviarComprovanteAtividade = legacy.post('pagamentoonline/imgatividade', { body: documentUploadBodySchema, answer: documentUploadSchema });

/** The three documents' uploads (spec 02 §2.8 Documentos), by kind. */
export const DOCUMENT_UPLOADS = {
  identificacao: enviarIdentificacao,
  residencia: enviarComprovanteResidencia,
  atividade: enviarComprovanteAtividade,
} as const satisfies Record<DocumentKindKey, unknown>;

export const listarPlanosTaxas = legacy.get('pagamentoonline/listarPlanosTaxas', { answer: listarPlanosTaxasSchema });
export const ativarPlanoTaxas = legacy.post('pagamentoonline/ativarPagOnPlano', {
  body: z.object({ id_pagon_cadastro: z.number(), id_pagon_planos_taxas: z.number() }),
  answer: saveAnswerSchema,
});
/** The fees and plan box of Contas e taxas, as HTML. */
export const taxasEPlanos = legacy.get('pagamentoonline/getTaxAndPlans', { answer: taxAndPlansSchema });

/** The holder of the accounts as the platform knows it. */
export const titularContas = legacy.get('pagamentoonline/otherInfo', { answer: otherInfoSchema });
/** idPagOnCadastro: the store's id */
export const listarContasRecebimento = legacy.post('pagamentoonline/listarBancoRecebimentos', {
  body: z.object({ idPagOnCadastro: z.number() }),
  answer: listarBancoRecebimentosSchema,
});
export const listarBancos = legacy.get('pagamentoonline/listarBancos', { answer: listarBancosSchema });
export const ativarContaRecebimento = legacy.post('pagamentoonline/ativarPagOnBanco', { body: bankAccountBodySchema, answer: saveAnswerSchema });
export const excluirContaRecebimento = legacy.post('pagamentoonline/excluirPagOnBanco', { body: bankAccountBodySchema, answer: saveAnswerSchema });
/** The second service ('ws2'): saving a receiving account. */
export const salvarContaRecebimento = ws2.post('bank-accounts/change', { body: bankAccountSaveBodySchema, answer: saveAnswerSchema });
/** The statement's bank table. */
export const filtrarBancos = legacy.post('bancos/filtrar', { body: bankFilterBodySchema, answer: bankFilterSchema });

/** Each day's total to receive. */
export const calendarioPagamentos = legacy.get('pagamentoonlinecalendario/listar', { answer: calendarSchema });
/** The payments of one day (dataPag 'yyyy-mm-dd'). */
export const pagamentosDoDia = legacy.post('pagamentoonlinecalendario/listarPag', { body: z.object({ dataPag: z.string() }), answer: calendarPaymentsSchema });
