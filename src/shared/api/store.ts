import * as z from 'zod/mini';
import type { Endpoint, Envelope } from './endpoint';
import { flexBoolean, flexText } from './schema';

/** 'S' closed, 'N' open. */
export type Fechado = 'S' | 'N';

export interface StoreDetail {
  id_estabelecimento: number;
  nome: string;
  logotipo: string;
  fechado: Fechado;
  pedeai_id: number | null;
  upload_em_massa: boolean;
  loja_bloqueada: boolean;
  texto_bloqueada: string;
  entrega_minimo: number;
  entrega_maximo: number;
  aviso: boolean;
  /**
   * The store's IANA time zone ('America/Manaus'): every time the panel shows or prints is in it
   * (shared/time.ts). Absent or unknown: São Paulo's.
   */
  fuso_horario?: string;
}

/** Delivery-time presets, minutes (spec 01 §4). */
export const DELIVERY_TIME_PRESETS: ReadonlyArray<readonly [number, number]> = [
  [15, 30],
  [20, 40],
  [40, 60],
  [60, 90],
  [90, 120],
];

export interface Contract {
  status: boolean;
  /** true when there is a contract waiting for this store's signature. */
  assinar: boolean;
  /** HTML text of the contract. */
  texto: string;
  email: string;
  link: string;
  contrato: string;
  obrigatorio: boolean;
}

export interface StoreEndpoints {
  'estabelecimento/getLoja': Endpoint<'GET', undefined, Envelope & { estabelecimento: StoreDetail }>;
  'estabelecimento/mudaAberturaFechamento': Endpoint<'POST', { fechado: Fechado }, Envelope>;
  'estabelecimento/mudaPrevisao': Endpoint<'POST', { entrega_minimo: number; entrega_maximo: number }, Envelope>;
  /** Marks the one-time online-payment notice as seen ("do not show again"). */
  'estabelecimento/alteraAviso': Endpoint<'GET', undefined, Envelope>;
  'terms/check': Endpoint<'GET', undefined, Contract>;
  'terms/sendToSignature': Endpoint<
    'POST',
    { email: string; contrato: string },
    { status: boolean; mensagem: string; close: boolean }
  >;
  'pagamentoonline/getAcceptanceStatus': Endpoint<'GET', undefined, { status: boolean; acceptsOnline: boolean }>;
  /**
   * Turns online-payment acceptance on or off (spec 02 §7.6). The platform may refuse (no
   * registration or receiving account yet): 'accepts' is then the value that holds, and 'erros'
   * says why.
   */
  'pagamentoonline/setAcceptanceStatus': Endpoint<
    'POST',
    { accepts: boolean },
    { status: boolean; accepts: boolean; mensagem: string; erros: string }
  >;
}

/** getAcceptanceStatus (spec 02 §7.6). */
export const acceptanceStatusSchema = z.object({ status: flexBoolean, acceptsOnline: flexBoolean });

/** setAcceptanceStatus: `accepts` is the value that holds, whatever was asked. */
export const setAcceptanceSchema = z.object({
  status: flexBoolean,
  accepts: flexBoolean,
  mensagem: flexText,
  erros: flexText,
});
