import type { PrinterHealth } from '../../printing/status';
import * as z from 'zod/mini';
import { legacy } from '../declare';
import { envelopeFields, flexBoolean, optionalEnvelopeSchema } from '../schema';
import { SESSION_PRINT_DEFAULTS } from './session';
import type { CodePage } from '../../printing/codePages';
import type { TicketBlock } from '../../printing/model';

/** Cashier ticket layouts (spec 02 §9): 1 Completo, 2 Resumido, 3 Resumido modo B. */
export const PRINT_LAYOUTS = { 1: 'Completo', 2: 'Resumido', 3: 'Resumido modo B' } as const;
export type PrintLayout = keyof typeof PRINT_LAYOUTS;

/** Page width options (spec 02 §9): the value is the printable width in centimetres. */
export const PAGE_WIDTHS = { '4,8': '58mm', '7,0': '80mm' } as const;
export type PageWidth = keyof typeof PAGE_WIDTHS;

/**
 * Print methods (spec 02 §9 'aiboo printer, qz, nativo'; spec 01 §3 'qz, nat or default local
 * module'): 'local' is the local print module (the print agent in a browser, raw printing through
 * the main process in Electron), 'qz' is QZ Tray, 'nat' is Electron's native (driver) printing.
 */
export const PRINT_METHODS = { local: 'aiboo printer', qz: 'qz', nat: 'nativo' } as const;
export type PrintMethod = keyof typeof PRINT_METHODS;

export const PRINT_FONTS = ['Arial', 'Courier New', 'Lucida Sans', 'Roboto', 'Tahoma', 'Times New Roman', 'Verdana'] as const;
export const PRINT_FONT_SIZES = [8, 10, 12, 14, 16] as const;
/** Delay between copies: 1000 to 10000 ms in 1 s steps. */
export const PRINT_DELAY_OPTIONS = Array.from({ length: 10 }, (_, i) => (i + 1) * 1000);

/** Where the tickets of one menu category are produced. */
export interface ProductionPrinter {
  /** printer name ('' means: this category is not printed on a production ticket) */
  impressora: string;
  /**
   * true: the category shares one ticket with the other grouped categories of the same printer;
   * false: the category gets a ticket of its own.
   */
  agrupamento: boolean;
}

/**
 * A printer's backup (issue 46): once the printer has been stopped `afterSeconds` with tickets
 * waiting, the tickets it provably did not print go to `printer` instead (see
 * renderer/features/printing/backup.ts). Only for print methods that confirm ('local').
 */
export interface BackupPrinter {
  printer: string;
  afterSeconds: number;
}

/** How long a stop lasts before the backup takes over: the choices, in seconds (0: at once). */
export const BACKUP_AFTER_OPTIONS = [0, 10, 30, 60, 120, 300] as const;
export const DEFAULT_BACKUP_AFTER_SECONDS = 30;

/** Print settings (spec 02 §3): kept in local storage and synchronised with the cloud. */
export interface PrintSettings {
  /** default printer */
  impressora: string;
  impressaoLayout: PrintLayout;
  /** print production tickets per menu category */
  impressaoProducao: boolean;
  impressaoEstabelecimento: boolean;
  impressaoCliente: boolean;
  /** same item with the same options printed once with the summed quantity */
  impressaoItemAgrupado: boolean;
  autoAceiteImprimir: boolean;
  qtdeCopia: number;
  larguraMaximaPagina: PageWidth;
  metodoImpressao: PrintMethod;
  saltoLinhaInicio: number;
  /** columns left blank on each side */
  margemEsquerda: number;
  margemDireita: number;
  nomeFonte: string;
  tamanhoFonte: number;
  /** ms between copies */
  delay: number;
  /** the local settings equal the cloud's */
  sincronizado: boolean;
  /** cashier printers; empty means the default printer */
  impressorasCaixa: string[];
  /** key: id_cardapio_categoria */
  impressorasProducao: Record<string, ProductionPrinter>;
  /**
   * Code page of each printer (key: printer name); a printer not listed uses DEFAULT_CODE_PAGE
   * (CP850). Kept on this machine only: the cloud does not store it.
   */
  printerCodePages: Record<string, CodePage>;
  /** Each printer's backup (key: printer name; none by default). Kept on this machine only, like the code pages. */
  backupPrinters: Record<string, BackupPrinter>;
  /** QZ Tray signing (spec 01 §3, §5): certificate and private key, PEM text; '' when not set. */
  qzCertificate: string;
  qzPrivate: string;
}

/** What the panel starts with before any setting is saved (the session's print defaults). */
export const DEFAULT_PRINT_SETTINGS: PrintSettings = {
  ...SESSION_PRINT_DEFAULTS,
  impressora: '',
  impressaoLayout: 1,
  impressaoProducao: false,
  autoAceiteImprimir: false,
  metodoImpressao: 'local',
  sincronizado: false,
  impressorasCaixa: [],
  impressorasProducao: {},
  printerCodePages: {},
  backupPrinters: {},
  qzCertificate: '',
  qzPrivate: '',
};

/**
 * The settings as the panel sends them to the cloud (estabelecimentosimpressao/adicionar, spec 02
 * §7.5). Layout, width and method are plain numbers and texts here: the platform refuses a value
 * outside the options with its envelope ('Layout de impressão inválido.'), not as a malformed body.
 */
export const cloudPrintSettingsSchema = z.object({
  defaultPrinter: z.string(),
  impressaoLayout: z.number(),
  delay: z.number(),
  impressaoProducao: z.boolean(),
  impressaoEstabelecimento: z.boolean(),
  impressaoCliente: z.boolean(),
  impressaoItemAgrupado: z.boolean(),
  autoAceiteImprimir: z.boolean(),
  qtdeCopia: z.number(),
  larguraMaximaPagina: z.string(),
  metodoImpressao: z.string(),
  saltoLinhaInicio: z.number(),
  margemEsquerda: z.number(),
  margemDireita: z.number(),
  nomeFonte: z.string(),
  tamanhoFonte: z.number(),
  id_estabelecimento: z.number(),
});
export type CloudPrintSettings = z.infer<typeof cloudPrintSettingsSchema>;

const asStored = z.optional(z.unknown());

/**
 * The cloud's copy as it comes back: each field of cloudPrintSettingsSchema is taken as it is, and fromCloud
 * (renderer/features/printSettings/model.ts) keeps only values the panel can use, so a layout,
 * width or method it does not know leaves this machine's own in place instead of refusing the
 * whole answer. Anything but an object means no settings in the cloud.
 */
export const storedPrintSettingsSchema = z.looseObject(
  Object.fromEntries(Object.keys(cloudPrintSettingsSchema.shape).map((field) => [field, asStored])) as Record<keyof CloudPrintSettings, typeof asStored>,
);
export type StoredPrintSettings = z.infer<typeof storedPrintSettingsSchema>;

/** obj is absent or null when the store has no settings saved in the cloud. */
export const listarImpressao = legacy.get('estabelecimentosimpressao/listar', {
  answer: z.looseObject({ ...envelopeFields, status: z.optional(flexBoolean), obj: z.catch(z.nullish(storedPrintSettingsSchema), null) }),
});

/** Marks the cloud's copy as the current one; the panel does not read its answer. */
export const atualizarImpressao = legacy.get('estabelecimentosimpressao/atualizar', { answer: optionalEnvelopeSchema });

export const adicionarImpressao = legacy.post('estabelecimentosimpressao/adicionar', { body: cloudPrintSettingsSchema, answer: optionalEnvelopeSchema });


/**
 * The local print module (print agent) on the user's machine (spec 01 §7): GET /list and
 * POST /print on its main port, GET /impressoras and POST /imprimir (older calls) on 65517.
 */
export interface PrintAgentPrinter {
  name: string;
  /** tcp://host:port for network printers, os://NAME for a queue of the operating system */
  uri: string;
  codePage: string;
  /** 'rede': configured network printer; 'sistema': a printer of the operating system */
  origem: 'rede' | 'sistema';
}

export interface PrintAgentListResponse {
  status: true;
  /** the agent's version, so the print settings screen shows which agent it talks to (older modules: absent) */
  versao?: string;
  impressoras: PrintAgentPrinter[];
}

/**
 * GET / (or GET /status) on either port: which agent the panel is talking to (its version and
 * run), where it listens and the printers it knows.
 */
export interface PrintAgentStatusResponse {
  status: true;
  mensagem: string;
  versao: string;
  /** this run of the module (the same across restarts while its memory file is kept) */
  instancia: string;
  portas: { principal: number; legada: number | null };
  impressoras: PrintAgentPrinter[];
}

/** Body of POST /print and POST /imprimir (JSON or form-encoded). */
export interface PrintAgentPrintRequest {
  impressora: string;
  /** the ticket as plain text, one printed line per text line (see renderAgentText) */
  texto: string;
  /**
   * The ticket's blocks with their bold, sizes and alignment, as the layout made them: an agent
   * that knows them prints these (the same ESC/POS as the panel's other print methods) instead of
   * `texto`, which stays for older agents.
   */
  blocos?: TicketBlock[];
  qtdeCopia: number;
  /** ms between copies */
  delay: number;
  larguraMaximaPagina: PageWidth;
  saltoLinhaInicio: number;
  margemEsquerda: number;
  margemDireita: number;
  nomeFonte: string;
  tamanhoFonte: number;
  /** production ticket: printed in a taller font */
  impressaoProducao: boolean;
  /**
   * The panel's id of this copy: the same id again is not printed twice (the page reloaded while
   * waiting for the answer). See src/node/printing/printOnce.ts.
   */
  idImpressao?: string;
  /** the module run (`instancia` of an earlier answer) that got this id the first time */
  instanciaEsperada?: string;
}

/**
 * Body of POST /print-lote (main port; agents without it answer 404): the copies the panel has
 * for the module at one moment, in one request instead of one each. Each is handled exactly as
 * POST /print would handle it (the same id rules), in the order given.
 */
export interface PrintAgentBatchRequest {
  impressoes: PrintAgentPrintRequest[];
}
/** the most copies one POST /print-lote takes */
export const PRINT_AGENT_BATCH_MAX = 50;

/** One answer per copy, in the request's order: the HTTP status POST /print would have given it, and its body. */
export interface PrintAgentBatchResponse {
  status: true;
  instancia: string;
  resultados: { http: number; resposta: PrintAgentPrintResponse | PrintAgentError }[];
}

export interface PrintAgentPrintResponse {
  status: true;
  mensagem: string;
  copias: number;
  /** this run of the module */
  instancia: string;
  /** the id had been printed already: nothing was printed now */
  repetida: boolean;
  /**
   * how the printer confirmed it (src/node/printing/confirmedTcp.ts): 'papel' its process ID came
   * back after the cut, 'status' ready after the cut, 'sem-confirmacao' it does not answer, 'fila'
   * handed to the OS queue; absent from older agents
   */
  confirmacao?: 'papel' | 'status' | 'sem-confirmacao' | 'fila';
}

/** GET /estado: the state of each configured network printer, as the printer itself says. */
export interface PrintAgentHealthResponse {
  status: true;
  impressoras: PrinterHealth[];
}

export interface PrintAgentError {
  status: false;
  mensagem: string;
  /**
   * 'resultado-desconhecido': the module restarted since the first send; 'interrompida': the
   * printer stopped after the ticket went and cannot tell whether it came out (mensagem: the cause,
   * 'Caixa: sem papel'). Either way a person looks at the printer. 'nao-enviada': the printer
   * provably got none of it (stopped before its bytes, or unreachable): it may go to a backup printer.
   */
  codigo?: 'resultado-desconhecido' | 'interrompida' | 'nao-enviada';
  instancia?: string;
}
