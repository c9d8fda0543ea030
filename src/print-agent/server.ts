/**
 * The local print module for the panel in a browser (spec 01 §7): GET /list and POST /print on
 * its main port (and POST /print-lote, several copies in one request), GET /impressoras and
 * POST /imprimir (the older calls) on the legacy port, over the same printing core as the
 * desktop app; GET / or /status on both says which agent it is.
 * Listens on 127.0.0.1 only; a browser may call it only from an allowed origin (CORS, plus
 * Chrome's private network access preflight).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PRINT_AGENT_BATCH_MAX,
  type PrintAgentBatchResponse,
  type PrintAgentError,
  type PrintAgentHealthResponse,
  type PrintAgentListResponse,
  type PrintAgentPrintRequest,
  type PrintAgentPrintResponse,
  type PrintAgentStatusResponse,
} from '../shared/api/areas/printing';
import { ticketFromAgentBlocks, ticketFromAgentText } from '../shared/printing/agentTicket';
import type { PrinterConfig } from '../shared/printing/printers';
import { type PrinterHealth, isStopped } from '../shared/printing/status';
import { renderEscPos } from '../shared/printing/render/escpos';
import { PrinterError, isPrinterError, nothingSent } from '../node/printing/errors';
import type { OsPrinter } from '../node/printing/osQueue';
import { type PrintOnce, UNKNOWN_OUTCOME_MESSAGE, createPrintOnce } from '../node/printing/printOnce';
import { type PrintReport, type Transports, printTicket } from '../node/printing/printTicket';
import { createPrinterHealthBoard } from '../node/printing/health';
import { type RegisteredPrinter, createPrinterRegistry } from '../node/printing/registry';
import type { ConfirmedTcpOptions } from '../node/printing/confirmedTcp';
import { DEFAULT_LEGACY_PORT, DEFAULT_PORT } from './config';
import { parsePrintRequest } from './request';

export const AGENT_HOST = '127.0.0.1';
const MAX_BODY_BYTES = 1024 * 1024;
/** Origins of a panel served from this machine (development, demo); others must be configured. */
const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'https://localhost:*', 'https://127.0.0.1:*'];

export interface PrintAgentOptions {
  /** told by GET /status (the panel shows which agent it talks to) */
  version?: string;
  /** main port (GET /list, POST /print); 0 picks a free one */
  port?: number;
  /** legacy port (GET /impressoras, POST /imprimir); 0 picks a free one, null opens none */
  legacyPort?: number | null;
  printers?: PrinterConfig[];
  /** the OS queues; defaults to the machine's (lpstat / PowerShell) */
  listOsPrinters?: () => Promise<OsPrinter[]>;
  /** origins allowed besides localhost; '*' allows any */
  allowedOrigins?: string[];
  transports?: Partial<Transports>;
  tcp?: Omit<ConfirmedTcpOptions, 'printerName'>;
  log?: (line: string) => void;
  sleep?: (ms: number) => Promise<void>;
  /**
   * the memory of printed copies (tests pass one to play a restart); a function makes it once
   * both ports are open, so an agent that cannot start leaves the memory file alone
   */
  printOnce?: PrintOnce | (() => PrintOnce);
}

/** What the memory of printed copies keeps of a job: where it printed and how the printer confirmed it. */
interface PrintedCopies {
  impressora: string;
  confirmacao: PrintReport['confirmation'];
}

export interface PrintAgent {
  /** this run of the module (its memory's) */
  instance: string;
  port: number;
  legacyPort: number | null;
  url: string;
  legacyUrl: string | null;
  close(): Promise<void>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Partial<PrintAgentError> = {},
  ) {
    super(message);
  }
}

export function originAllowed(origin: string, patterns: string[]): boolean {
  return patterns.some((pattern) => {
    if (pattern === '*') return true;
    if (!pattern.endsWith(':*')) return pattern === origin;
    const base = pattern.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)));
  });
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  res.end(json);
}

async function readBody(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Impressão grande demais para o módulo de impressão.');
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = (req.headers['content-type'] ?? '').toLowerCase();
  const looksJson = /^\s*[[{]/.test(raw);
  if (type.includes('application/json') || (!type.includes('urlencoded') && looksJson)) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new HttpError(400, 'Dados de impressão inválidos: o corpo não é um JSON válido.');
    }
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

function statusOf(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (!isPrinterError(error)) return 500;
  return { offline: 503, 'not-ready': 503, interrupted: 409, 'not-found': 404, unsupported: 501, failed: 502 }[error.code];
}

export async function startPrintAgent(options: PrintAgentOptions = {}): Promise<PrintAgent> {
  const log = options.log ?? (() => undefined);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const registry = createPrinterRegistry({ configured: options.printers ?? [], listOs: options.listOsPrinters });
  const health = createPrinterHealthBoard({ tcp: options.tcp });
  const origins = [...LOCAL_ORIGINS, ...(options.allowedOrigins ?? [])];
  // Jobs for one printer run one after the other, so copies of two jobs never interleave.
  const lanes = new Map<string, Promise<unknown>>();
  /** jobs in a printer's lane, the one printing included */
  const inLaneCount = new Map<string, number>();
  /** per printer, how to refuse each job still waiting for its turn (nothing of it sent yet) */
  const waiting = new Map<string, Set<(error: PrinterError) => void>>();

  const inLane = <T>(printer: string, job: () => Promise<T>): Promise<T> => {
    inLaneCount.set(printer, (inLaneCount.get(printer) ?? 0) + 1);
    const before = lanes.get(printer) ?? Promise.resolve();
    const refusers = waiting.get(printer) ?? new Set();
    waiting.set(printer, refusers);
    const run = new Promise<T>((resolve, reject) => {
      const refuse = (error: PrinterError) => {
        refusers.delete(refuse);
        reject(error);
      };
      refusers.add(refuse);
      void before.then(() => {
        if (!refusers.delete(refuse)) return; // refused while it waited
        job().then(resolve, reject);
      });
    });
    // the next job waits for this one and for the one before it (a job refused while waiting leaves early)
    const settled = Promise.allSettled([before, run]).then(() => {
      inLaneCount.set(printer, (inLaneCount.get(printer) ?? 1) - 1);
    });
    lanes.set(printer, settled);
    return run;
  };

  /**
   * A printer that stopped while a ticket of its lane waits on it holds up every ticket behind
   * that one: they are refused, nothing sent, those waiting their turn at once and those arriving
   * while the stop lasts: each may go to the printer's backup, or the panel sends it again when the
   * printer says it is ready (a ticket waiting here could not go anywhere).
   */
  const refuseBehindStop = (name: string) => {
    const state = health.latest(name);
    if ((inLaneCount.get(name) ?? 0) === 0 || !state || !isStopped(state.state)) return;
    throw new PrinterError('not-ready', state.message);
  };
  const onStatus = (state: PrinterHealth) => {
    health.report(state);
    if (!isStopped(state.state)) return;
    for (const refuse of [...(waiting.get(state.printer) ?? [])]) refuse(new PrinterError('not-ready', state.message));
  };

  let memory: PrintOnce | null = null;
  const once = (): PrintOnce => (memory ??= typeof options.printOnce === 'function' ? options.printOnce() : (options.printOnce ?? createPrintOnce()));
  const printers = async () => (await registry.list()).map(({ name, uri, codePage, origem }) => ({ name, uri, codePage, origem }));
  const version = options.version ?? 'desenvolvimento';
  const list = async (): Promise<PrintAgentListResponse> => ({ status: true, versao: version, impressoras: await printers() });
  let ports: PrintAgentStatusResponse['portas'] = { principal: 0, legada: null };
  const status = async (): Promise<PrintAgentStatusResponse> => ({
    status: true,
    mensagem: 'Módulo de impressão do Painel do Parceiro.',
    versao: version,
    instancia: once().instance,
    portas: ports,
    impressoras: await printers(),
  });

  const printCopies = async (request: PrintAgentPrintRequest): Promise<PrintedCopies> => {
    const printer: RegisteredPrinter | null = await registry.find(request.impressora);
    if (!printer) throw new HttpError(404, `Impressora não encontrada: ${request.impressora}.`);
    const production = { production: request.impressaoProducao };
    const ticket = request.blocos
      ? ticketFromAgentBlocks(request.blocos, request.texto, request, production)
      : ticketFromAgentText(request.texto, request, production);
    const bytes = renderEscPos(ticket, { codePage: printer.codePage });
    const tcp = { ...options.tcp, onStatus };
    refuseBehindStop(printer.name);
    const reports = await inLane(printer.name, async () => {
      const done: PrintReport[] = [];
      for (let copy = 1; copy <= request.qtdeCopia; copy++) {
        if (copy > 1) await sleep(request.delay);
        done.push(await printTicket({ printer, bytes, title: ticket.title, tcp, transports: options.transports }));
      }
      return done;
    });
    // the weakest confirmation of the copies is the job's
    const order: PrintReport['confirmation'][] = ['sem-confirmacao', 'fila', 'status', 'papel'];
    const confirmacao = reports.map((r) => r.confirmation).sort((a, b) => order.indexOf(a) - order.indexOf(b))[0] ?? 'sem-confirmacao';
    const again = reports.some((r) => r.resent) ? ' (reenviada: a impressora perdeu a via enquanto parada)' : '';
    log(`${printer.name}: ${request.qtdeCopia} cópia(s) impressa(s), confirmação: ${confirmacao}${again} - ${ticket.title}`);
    return { impressora: printer.name, confirmacao };
  };

  const print = async (request: PrintAgentPrintRequest): Promise<PrintAgentPrintResponse> => {
    const result = await once().run({ printId: request.idImpressao, expectedInstance: request.instanciaEsperada, printer: request.impressora }, () => printCopies(request));
    if (result.outcome === 'unknown-outcome') {
      throw new HttpError(409, UNKNOWN_OUTCOME_MESSAGE, {
        codigo: 'resultado-desconhecido',
        instancia: once().instance,
      });
    }
    const repetida = result.outcome === 'repeated';
    // a memory written by an older agent holds the printer's name only
    const value: Partial<PrintedCopies> = typeof result.value === 'string' ? { impressora: result.value } : (result.value ?? {});
    const printer = value.impressora ?? request.impressora;
    if (repetida) log(`${printer}: ${request.idImpressao ?? ''} já impressa, nada enviado de novo`);
    const mensagem = repetida ? `Impressão já enviada para ${printer}.` : `Impressão enviada para ${printer}.`;
    return {
      status: true,
      mensagem,
      copias: request.qtdeCopia,
      instancia: once().instance,
      repetida,
      ...(value.confirmacao && { confirmacao: value.confirmacao }),
    };
  };

  /** An error as the module answers it: its HTTP status and body. */
  const failure = (error: unknown): { http: number; resposta: PrintAgentError } => {
    const http = statusOf(error);
    const mensagem = error instanceof Error ? error.message : 'Erro no módulo de impressão.';
    log(`erro ${http}: ${mensagem}`);
    const extra: Partial<PrintAgentError> =
      error instanceof HttpError
        ? error.extra
        : isPrinterError(error) && error.code === 'interrupted'
          ? { codigo: 'interrompida' }
          : nothingSent(error)
            ? { codigo: 'nao-enviada' }
            : {};
    return {
      http,
      resposta: { status: false, mensagem: http === 500 ? `Erro no módulo de impressão: ${mensagem}` : mensagem, instancia: once().instance, ...extra },
    };
  };

  /** One copy of POST /print (or one of POST /print-lote): its HTTP status and body. */
  const answerPrint = async (body: unknown): Promise<{ http: number; resposta: PrintAgentPrintResponse | PrintAgentError }> => {
    try {
      const parsed = parsePrintRequest(body);
      if (!parsed.ok) throw new HttpError(400, parsed.mensagem);
      return { http: 200, resposta: await print(parsed.value) };
    } catch (error) {
      return failure(error);
    }
  };

  /** POST /print-lote: every copy as POST /print would answer it, started in the order given. */
  const printBatch = async (body: unknown): Promise<PrintAgentBatchResponse> => {
    const items = typeof body === 'object' && body !== null ? (body as { impressoes?: unknown }).impressoes : undefined;
    if (!Array.isArray(items) || items.length === 0 || items.length > PRINT_AGENT_BATCH_MAX) {
      throw new HttpError(400, `Dados de impressão inválidos (impressoes): informe de 1 a ${PRINT_AGENT_BATCH_MAX} impressões.`);
    }
    const resultados = await Promise.all(items.map((item) => answerPrint(item)));
    return { status: true, instancia: once().instance, resultados };
  };

  const handler =
    (listPath: string, printPath: string, batchPath: string | null) =>
    async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
      const origin = req.headers.origin;
      if (origin !== undefined) {
        if (!originAllowed(origin, origins)) {
          send(res, 403, { status: false, mensagem: `Origem não autorizada pelo módulo de impressão: ${origin}.` });
          return;
        }
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Vary', 'Origin');
      }
      const path = new URL(req.url ?? '/', 'http://agent').pathname.replace(/\/+$/, '') || '/';
      try {
        if (req.method === 'OPTIONS') {
          res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
          res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? 'Content-Type');
          res.setHeader('Access-Control-Max-Age', '600');
          if (req.headers['access-control-request-private-network'] === 'true') {
            res.setHeader('Access-Control-Allow-Private-Network', 'true');
          }
          res.writeHead(204).end();
        } else if (req.method === 'GET' && path === listPath) {
          send(res, 200, await list());
        } else if (req.method === 'POST' && path === printPath) {
          const { http, resposta } = await answerPrint(await readBody(req));
          send(res, http, resposta);
        } else if (req.method === 'POST' && path === batchPath) {
          send(res, 200, await printBatch(await readBody(req)));
        } else if (req.method === 'GET' && path === '/estado') {
          const configured = options.printers ?? [];
          send(res, 200, { status: true, impressoras: await health.read(configured) } satisfies PrintAgentHealthResponse);
        } else if (req.method === 'GET' && (path === '/' || path === '/status')) {
          send(res, 200, await status());
        } else {
          send(res, 404, { status: false, mensagem: `Rota não encontrada no módulo de impressão: ${req.method} ${path}.` });
        }
      } catch (error) {
        const { http, resposta } = failure(error);
        send(res, http, resposta);
      }
    };

  const listen = async (port: number, listPath: string, printPath: string, batchPath: string | null): Promise<http.Server> => {
    const onRequest = handler(listPath, printPath, batchPath);
    const server = http.createServer((req, res) => void onRequest(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, AGENT_HOST, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return server;
  };

  const main = await listen(options.port ?? DEFAULT_PORT, '/list', '/print', '/print-lote');
  let legacy: http.Server | null = null;
  try {
    legacy = options.legacyPort === null ? null : await listen(options.legacyPort ?? DEFAULT_LEGACY_PORT, '/impressoras', '/imprimir', null);
  } catch (error) {
    main.close();
    throw error;
  }
  const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
  const port = portOf(main);
  const legacyPort = legacy ? portOf(legacy) : null;
  ports = { principal: port, legada: legacyPort };
  const { instance } = once();
  return {
    instance,
    port,
    legacyPort,
    url: `http://${AGENT_HOST}:${port}/`,
    legacyUrl: legacyPort === null ? null : `http://${AGENT_HOST}:${legacyPort}/`,
    async close() {
      await Promise.all(
        [main, legacy].map(
          (server) =>
            new Promise<void>((resolve) => {
              if (!server) return resolve();
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}
