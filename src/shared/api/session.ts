import type { Endpoint, Envelope } from './endpoint';

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

/** Brands (white-label variants) are chosen by the session's company. */
export type CompanyId = string;

/** Session data returned by login/index and stored locally. */
export interface Session {
  id_estabelecimento: number;
  id_usuario: number;
  nome: string;
  hash: string;
  id_sessao: string;
  url_socket: string;
  canal_socket: string;
  company: CompanyId;
  /** the support phone the platform configures for the session's brand; absent when it has none */
  telefone_suporte?: string;
}

export interface LoginRequest {
  usuario: string;
  senha: string;
}

export type LoginResponse = (Envelope & { status: true } & Session) | (Envelope & { status: false });

export interface RecoveryEstablishment {
  id_estabelecimento: number;
  nome: string;
  razao_social: string;
  endereco_bairro: string;
}

export interface RecoveryOptions {
  /** Masked e-mail, e.g. 'jo***@exemplo.com.br'; empty when none on file. */
  email: string;
  /** Masked phone, e.g. '(11) *****-4321'; empty when none on file. */
  telefone: string;
}

export type RecoveryForm = 'email' | 'sms';

export interface SessionEndpoints {
  'login/index': Endpoint<'POST', LoginRequest, LoginResponse>;
  'login/redefinir': Endpoint<'POST', { cnpj: string }, Envelope & { estabelecimentos?: RecoveryEstablishment[] }>;
  'login/redefinirSenha': Endpoint<
    'POST',
    { cnpj: string; estabelecimento: number | string },
    Envelope & { opcoes?: RecoveryOptions }
  >;
  'login/enviarCodigo': Endpoint<
    'POST',
    { cnpj: string; estabelecimento: number | string; forma: RecoveryForm },
    Envelope & { uuid?: string; usuario?: string }
  >;
  'login/salvarSenha': Endpoint<
    'POST',
    { estabelecimento: number | string; codigo: string; uuid: string; valor: string },
    Envelope
  >;
}
