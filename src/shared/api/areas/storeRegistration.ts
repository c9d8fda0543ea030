import * as z from 'zod/mini';
import { legacy } from '../declare';
import { envelopeFields, envelopeSchema, flexBoolean, flexNumber, flexText } from '../schema';

/**
 * Estabelecimento (spec 02 §2.19, §3 Store and Pending change, §4 Pending change, §7.9): the
 * store's registration. CNPJ and razão social are the platform's; the store edits its name,
 * e-mail, address and contact at once, while its app text, promotional phrase, logo and banner
 * wait for the platform team's approval (a pending change each).
 */

/** The fields that need the platform team's approval. */
export const APPROVAL_FIELDS = ['texto_app', 'frase_promocional', 'logotipo', 'banner'] as const;
export type ApprovalField = (typeof APPROVAL_FIELDS)[number];

export type PendingStatus = 'Pendente' | 'Rejeitado' | 'Aprovado';

/** What the store edits at once (postEstabelecimento's 'estabelecimento'). */
export type StoreRegistrationEdit = Pick<
  StoreRegistration,
  'nome' | 'email' | 'endereco_rua' | 'endereco_numero' | 'endereco_bairro' | 'endereco_cep' | 'contato'
>;

/** The store's registration (estabelecimento/getExibir's 'est'). */
export const storeRegistrationSchema = z.object({
  id_estabelecimento: flexNumber,
  cnpj_cpf: flexText,
  razao_social: flexText,
  nome: flexText,
  email: flexText,
  endereco_rua: flexText,
  endereco_numero: flexText,
  endereco_bairro: flexText,
  /** bare digits or 00000-000 */
  endereco_cep: flexText,
  contato: flexText,
  /** image URLs ('' when none) */
  logotipo: flexText,
  banner: flexText,
  texto_app: flexText,
  frase_promocional: flexText,
});
export type StoreRegistration = z.output<typeof storeRegistrationSchema>;

/** A change waiting for (or past) the platform's approval. */
export const pendingChangeSchema = z.object({
  id_pendencias: flexNumber,
  /** the table the change is for ('estabelecimentos') */
  tabela: flexText,
  nome_campo: z.enum(APPROVAL_FIELDS),
  status: z.enum(['Pendente', 'Rejeitado', 'Aprovado'] as const satisfies readonly PendingStatus[]),
  /** before and after: text, or an image URL for logotipo and banner */
  valor_ant: flexText,
  valor_post: flexText,
  /** ISO date-times; data_status is '' while pending */
  data_inclusao: flexText,
  data_status: flexText,
});
export type PendingChange = z.output<typeof pendingChangeSchema>;

export const getExibirSchema = z.object({ status: flexBoolean, est: storeRegistrationSchema, pen: z.array(pendingChangeSchema) });

export const pendenciasSchema = z.object({ status: flexBoolean, obj: z.array(pendingChangeSchema) });

/** The answer of the logo and banner uploads. */
const imageUploadFields = { url_imagem: z.optional(z.string()) };
export const imageUploadAnswerSchema = z.looseObject({ ...envelopeFields, ...imageUploadFields });

/** The registration and the changes still waiting for approval. */
export const exibirEstabelecimento = legacy.get('estabelecimento/getExibir', { answer: getExibirSchema });

/** Every change requested, newest first. */
export const listarPendencias = legacy.get('pendencias/listar', { answer: pendenciasSchema });

/**
 * Saves the fields edited at once; a texto_app or frase_promocional different from the store's
 * becomes a pending change. 'estabelecimento' travels as JSON text (form encoding); the platform
 * refuses a malformed one in its own words ('Dados do estabelecimento inválidos.').
 */
export const salvarEstabelecimento = legacy.post('estabelecimento/postEstabelecimento', {
  body: z.object({ estabelecimento: z.custom<StoreRegistrationEdit>(), texto_app: z.string(), frase_promocional: z.string() }),
  answer: envelopeSchema,
});

/** Multipart: the new logo, waiting for approval. est_logo: the store's id. */
export const enviarLogo = legacy.post('estabelecimento/logo', {
  body: z.object({ arquivo: z.file(), est_logo: z.number() }),
  answer: imageUploadAnswerSchema,
});

/** Multipart: the new banner, waiting for approval. est_banner: the store's id. */
export const enviarBanner = legacy.post('estabelecimento/banner', {
  body: z.object({ arquivo: z.file(), est_banner: z.number() }),
  answer: imageUploadAnswerSchema,
});
