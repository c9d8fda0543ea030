import * as z from 'zod/mini';
import { legacy } from '../declare';
import { envelopeFields, envelopeSchema, flexBoolean, flexNumber, flexText, optionalEnvelopeSchema } from '../schema';

/** 'S' closed, 'N' open. */
export type Fechado = 'S' | 'N';

const storeDetailSchema = z.object({
  id_estabelecimento: flexNumber,
  nome: z.string(),
  logotipo: flexText,
  fechado: z.enum(['S', 'N']),
  pedeai_id: z.nullable(flexNumber),
  upload_em_massa: flexBoolean,
  loja_bloqueada: flexBoolean,
  texto_bloqueada: flexText,
  entrega_minimo: flexNumber,
  entrega_maximo: flexNumber,
  aviso: flexBoolean,
  /**
   * The store's IANA time zone ('America/Manaus'): every time the panel shows or prints is in it
   * (shared/time.ts). Absent or unknown: São Paulo's.
   */
  fuso_horario: z.optional(z.string()),
});

export type StoreDetail = z.output<typeof storeDetailSchema>;

/** Delivery-time presets, minutes (spec 01 §4). */
export const DELIVERY_TIME_PRESETS: ReadonlyArray<readonly [number, number]> = [
  [15, 30],
  [20, 40],
  [40, 60],
  [60, 90],
  [90, 120],
];

const contractSchema = z.object({
  status: flexBoolean,
  /** true when there is a contract waiting for this store's signature. */
  assinar: flexBoolean,
  /** HTML text of the contract. */
  texto: flexText,
  email: flexText,
  link: flexText,
  contrato: flexText,
  obrigatorio: flexBoolean,
});

export type Contract = z.output<typeof contractSchema>;

/** The store the session belongs to; a refusal has no estabelecimento. */
export const getLoja = legacy.get('estabelecimento/getLoja', {
  answer: z.looseObject({ ...envelopeFields, estabelecimento: z.optional(storeDetailSchema) }),
});

/** fechado is 'S' or 'N' (Fechado): the platform refuses another value in its own words. */
export const mudaAberturaFechamento = legacy.post('estabelecimento/mudaAberturaFechamento', {
  body: z.object({ fechado: z.string() }),
  answer: envelopeSchema,
});

/** The spec does not show this answer: anything but an explicit status false counts as done. */
export const mudaPrevisao = legacy.post('estabelecimento/mudaPrevisao', {
  body: z.object({ entrega_minimo: z.number(), entrega_maximo: z.number() }),
  answer: optionalEnvelopeSchema,
});

/** Marks the one-time online-payment notice as seen ("do not show again"); the answer is not read. */
export const alteraAviso = legacy.get('estabelecimento/alteraAviso', { answer: optionalEnvelopeSchema });

export const termsCheck = legacy.get('terms/check', { answer: contractSchema });

export const termsSendToSignature = legacy.post('terms/sendToSignature', {
  body: z.object({ email: z.string(), contrato: z.string() }),
  answer: z.looseObject({ ...envelopeFields, mensagem: flexText, close: z.optional(flexBoolean) }),
});

/** getAcceptanceStatus (spec 02 §7.6). */
export const acceptanceStatusSchema = z.object({ status: flexBoolean, acceptsOnline: flexBoolean });

export const getAcceptanceStatus = legacy.get('pagamentoonline/getAcceptanceStatus', { answer: acceptanceStatusSchema });

/** setAcceptanceStatus: `accepts` is the value that holds, whatever was asked. */
export const setAcceptanceSchema = z.object({
  status: flexBoolean,
  accepts: flexBoolean,
  mensagem: flexText,
  erros: flexText,
});

/**
 * Turns online-payment acceptance on or off (spec 02 §7.6). The platform may refuse (no
 * registration or receiving account yet): 'accepts' is then the value that holds, and 'erros'
 * says why.
 */
export const setAcceptanceStatus = legacy.post('pagamentoonline/setAcceptanceStatus', {
  body: z.object({ accepts: z.boolean() }),
  answer: setAcceptanceSchema,
});
