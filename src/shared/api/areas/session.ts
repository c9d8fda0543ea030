import * as z from 'zod/mini';
import { legacy } from '../declare';
import { envelopeFields, envelopeSchema, flexBoolean, flexNumber, flexText } from '../schema';

/** Print defaults the session carries (spec 01 §3). */
export interface SessionPrintDefaults {
  qtdeCopia: number;
  delay: number;
  larguraMaximaPagina: '4,8' | '7,0';
  saltoLinhaInicio: number;
  margemEsquerda: number;
  margemDireita: number;
  nomeFonte: string;
  tamanhoFonte: number;
  impressaoItemAgrupado: boolean;
  impressaoCliente: boolean;
  impressaoEstabelecimento: boolean;
}

export const SESSION_PRINT_DEFAULTS: SessionPrintDefaults = {
  qtdeCopia: 1,
  delay: 1000,
  larguraMaximaPagina: '7,0',
  saltoLinhaInicio: 0,
  margemEsquerda: 0,
  margemDireita: 0,
  nomeFonte: 'Tahoma',
  tamanhoFonte: 8,
  impressaoItemAgrupado: false,
  impressaoCliente: false,
  impressaoEstabelecimento: false,
};

const sessionShape = {
  id_estabelecimento: flexNumber,
  id_usuario: flexNumber,
  nome: z.string(),
  hash: z.string(),
  id_sessao: z.string(),
  url_socket: z.string(),
  canal_socket: z.string(),
  company: z.string(),
  /** the support phone the platform configures for the session's brand; absent when it has none */
  telefone_suporte: z.optional(z.string()),
};

/** A session as login/index gives it (the panel stores it). */
export const sessionSchema = z.object(sessionShape);

/** Session data returned by login/index and stored locally. */
export type Session = z.output<typeof sessionSchema>;

/** A refusal of the login and recovery steps: the envelope with status false. */
const refused = z.looseObject({ ...envelopeFields, status: z.pipe(flexBoolean, z.literal(false)) });

/** The session with status true, or a refusal (wrong credentials). */
export const loginAnswerSchema = z.union([z.looseObject({ ...envelopeFields, ...sessionShape, status: z.pipe(flexBoolean, z.literal(true)) }), refused]);

export const loginIndex = legacy.post('login/index', { body: z.object({ usuario: z.string(), senha: z.string() }), answer: loginAnswerSchema });

export type LoginResponse = z.output<typeof loginAnswerSchema>;

const recoveryEstablishmentSchema = z.object({
  id_estabelecimento: flexNumber,
  nome: z.string(),
  razao_social: flexText,
  endereco_bairro: flexText,
});

export type RecoveryEstablishment = z.output<typeof recoveryEstablishmentSchema>;

const recoveryOptionsSchema = z.object({
  /** Masked e-mail, e.g. 'jo***@exemplo.com.br'; empty when none on file. */
  email: flexText,
  /** Masked phone, e.g. '(11) *****-4321'; empty when none on file. */
  telefone: flexText,
});

export type RecoveryOptions = z.output<typeof recoveryOptionsSchema>;

export type RecoveryForm = 'email' | 'sms';

/** Password recovery, step 1: the stores of a CNPJ or CPF. */
export const loginRedefinir = legacy.post('login/redefinir', {
  body: z.object({ cnpj: z.string() }),
  answer: z.looseObject({ ...envelopeFields, estabelecimentos: z.optional(z.array(recoveryEstablishmentSchema)) }),
});

/** Step 2: where a code can go for the chosen store (masked). */
export const loginRedefinirSenha = legacy.post('login/redefinirSenha', {
  body: z.object({ cnpj: z.string(), estabelecimento: z.number() }),
  answer: z.looseObject({ ...envelopeFields, opcoes: z.optional(recoveryOptionsSchema) }),
});

/** Step 3: send the code; forma is 'email' or 'sms' (RecoveryForm), the platform refuses another in its own words. */
export const loginEnviarCodigo = legacy.post('login/enviarCodigo', {
  body: z.object({ cnpj: z.string(), estabelecimento: z.number(), forma: z.string() }),
  answer: z.looseObject({ ...envelopeFields, uuid: z.optional(z.string()), usuario: z.optional(z.string()) }),
});

/** Step 4: the new password (valor) with the code. */
export const loginSalvarSenha = legacy.post('login/salvarSenha', {
  body: z.object({ estabelecimento: z.number(), codigo: z.string(), uuid: z.string(), valor: z.string() }),
  answer: envelopeSchema,
});
