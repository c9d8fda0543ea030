import {
  PRINT_AGENT_BATCH_MAX,
  type PrintAgentBatchRequest,
  type PrintAgentBatchResponse,
  type PrintAgentListResponse,
  type PrintAgentPrintRequest,
} from '../../../../shared/api/areas/printing';
import { renderAgentText } from '../../../../shared/printing/render/text';
import { MESSAGES } from '../../../ui/messages';
import { PrintFailure } from '../model';
import { type PrinterHealth, causeOf } from '../../../../shared/printing/status';
import type { PrintDriver, PrinterInfo } from './types';

/**
 * The local print module in a browser (the print agent, spec 01 §7): GET /list and POST /print
 * on its main port; when that port does not answer, the older GET /impressoras and POST /imprimir.
 * Copies are the queue's: every request asks for one. The copies of one printer the queue hands
 * over in one moment go in one POST /print-lote: a request costs the page about a millisecond of
 * its main thread. A request never carries two printers' copies: the agent answers a request once
 * every copy in it is done, so a stopped printer's copy would hold another printer's answer (and
 * its queue) until it came back. An agent without it (404) gets one POST /print per copy from then on.
 */
export interface AgentDriverOptions {
  url: string;
  legacyUrl?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface AgentBody {
  status?: unknown;
  mensagem?: string;
  codigo?: unknown;
  instancia?: unknown;
  versao?: unknown;
  impressoras?: PrintAgentListResponse['impressoras'];
  resultados?: PrintAgentBatchResponse['resultados'];
}
/**
 * readable: the body was JSON (a page going away may cut an answer after its status line);
 * timedOut: the module took the request and did not answer in time (it holds a ticket for a
 * stopped printer until the printer is back), not a module that cannot be reached
 */
type Answer = { ok: true; status: number; body: AgentBody; readable: boolean } | { ok: false; timedOut?: boolean };

/** The agent prints each printer's tickets one after the other as they reach it (src/print-agent/server.ts, inLane). */
export const AGENT_TICKETS_IN_FLIGHT = 4;

/**
 * Requests to the agent open at once, at most. Chromium keeps six connections per host: beyond
 * them a request waits for one anyway, as a request of its own. When the agent falls behind, each
 * answer frees one ticket's place and the next ticket went alone, one request each, which cost
 * the page and the agent more per ticket and put the agent further behind (the pipeline
 * benchmark saw 8 to 12 open in the bursts that failed). Copies handed over while this many are
 * open wait and go together when one is answered. A copy for a printer with no request open goes
 * at once, so a printer that does not answer never holds another printer's ticket back.
 */
export const AGENT_REQUESTS_OPEN = 4;
/**
 * Requests open for one printer, at most: one being printed and the next already at the agent. A
 * stopped printer's requests wait there until it is back; it never holds more than these of
 * Chromium's six connections, so the other printers' requests and GET /estado still go.
 */
export const AGENT_REQUESTS_OPEN_PER_PRINTER = 2;

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** How long the question of which run the module is may hold a page's first copy back. */
const INSTANCE_QUESTION_TIMEOUT_MS = 3000;

export function createAgentDriver({ url, legacyUrl = null, fetch: fetchFn = fetch, timeoutMs = 20_000 }: AgentDriverOptions): PrintDriver {
  let instance: string | undefined;
  let version: string | undefined;
  /** learnModuleInstance's one question (GET /status) */
  let instanceAsked: Promise<void> | null = null;
  /** ok: false only when the module did not answer at all */
  const request = async (base: string, path: string, init: RequestInit = {}, waitMs = timeoutMs): Promise<Answer> => {
    let response: Response;
    try {
      response = await fetchFn(join(base, path), { ...init, signal: AbortSignal.timeout(waitMs) });
    } catch (error) {
      return { ok: false, timedOut: error instanceof DOMException && error.name === 'TimeoutError' };
    }
    const read = (await response.json().catch(() => undefined)) as AgentBody | null | undefined;
    const body = typeof read === 'object' && read !== null ? read : {};
    if (typeof body.instancia === 'string') instance = body.instancia;
    if (typeof body.versao === 'string') version = body.versao;
    return { ok: true, status: response.status, body, readable: read !== undefined };
  };

  const withFallback = async (main: string, legacy: string, init?: RequestInit): Promise<Answer> => {
    const answer = await request(url, main, init);
    if (answer.ok || answer.timedOut || !legacyUrl) return answer;
    return request(legacyUrl, legacy, init);
  };

  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const printOne = (body: PrintAgentPrintRequest) => withFallback('print', 'imprimir', post(body));

  /** false once the module answered 404 to POST /print-lote (an older agent) */
  let batches = true;
  type Copy = { body: PrintAgentPrintRequest; answered: (answer: Answer) => void };
  /** copies handed over and not sent yet: those of this moment, and those held while their printer's requests are open */
  const waiting: Copy[] = [];
  /** requests sent and not yet answered in full, in all and by printer */
  let open = 0;
  const openFor = new Map<string, number>();
  const countOpen = (printer: string, by: number) => {
    open += by;
    const n = (openFor.get(printer) ?? 0) + by;
    if (n > 0) openFor.set(printer, n);
    else openFor.delete(printer);
  };
  const mayOpen = (printer: string) => {
    const n = openFor.get(printer) ?? 0;
    return n === 0 || (n < AGENT_REQUESTS_OPEN_PER_PRINTER && open < AGENT_REQUESTS_OPEN);
  };

  /** Each copy's answer out of the batch's (status, body and instance as POST /print gives them). */
  const itemAnswers = (answer: Answer, count: number): Answer[] | null => {
    if (!answer.ok || answer.status === 404) return null;
    const results = answer.body.resultados;
    if (answer.status !== 200 || !answer.readable || !Array.isArray(results) || results.length !== count) {
      // the whole request refused, or an answer cut short: every copy gets that answer
      return Array.from({ length: count }, () => answer);
    }
    return results.map(({ http, resposta }) => {
      if (typeof resposta?.instancia === 'string') instance = resposta.instancia;
      return { ok: true, status: http, body: resposta ?? {}, readable: true };
    });
  };

  /** Sends what waits, one request per printer, each as its printer's open requests allow. */
  const sendWaiting = () => {
    for (;;) {
      const printer = waiting.find((copy) => mayOpen(copy.body.impressora))?.body.impressora;
      if (printer === undefined) return;
      // an older agent takes one copy a request (POST /print)
      const most = batches ? PRINT_AGENT_BATCH_MAX : 1;
      const copies: Copy[] = [];
      for (let i = 0; i < waiting.length && copies.length < most; ) {
        if (waiting[i]!.body.impressora === printer) copies.push(...waiting.splice(i, 1));
        else i += 1;
      }
      sendTogether(printer, copies);
    }
  };
  let flushing = false;
  /** at the end of this moment: every copy handed over in it goes in the same request */
  const sendSoon = () => {
    if (flushing) return;
    flushing = true;
    queueMicrotask(() => {
      flushing = false;
      sendWaiting();
    });
  };

  /** One request's worth of one printer's copies; its place is free again once every copy has its answer. */
  const sendTogether = (printer: string, copies: Copy[]) => {
    countOpen(printer, 1);
    let unanswered = copies.length;
    const tracked = copies.map((copy) => ({
      body: copy.body,
      answered: (answer: Answer) => {
        copy.answered(answer);
        if (--unanswered === 0) {
          countOpen(printer, -1);
          sendSoon();
        }
      },
    }));
    void send(tracked);
  };

  const send = async (copies: Copy[]) => {
    const oneByOne = (sendOne: (body: PrintAgentPrintRequest) => Promise<Answer>) => {
      for (const copy of copies) void sendOne(copy.body).then(copy.answered);
    };
    if (copies.length === 1 || !batches) return oneByOne(printOne);
    let answer: Answer;
    try {
      answer = await request(url, 'print-lote', post({ impressoes: copies.map((c) => c.body) } satisfies PrintAgentBatchRequest));
    } catch {
      answer = { ok: false };
    }
    const answers = itemAnswers(answer, copies.length);
    if (answers) return copies.forEach((copy, i) => copy.answered(answers[i]!));
    if (answer.ok) {
      // an older agent: one copy at a time from now on
      batches = false;
      return oneByOne(printOne);
    }
    // the main port did not answer: each copy goes to the older port, as a single copy would
    const legacy = legacyUrl;
    oneByOne((body) => (legacy ? request(legacy, 'imprimir', post(body)) : Promise.resolve(answer)));
  };

  const sendCopy = (body: PrintAgentPrintRequest) =>
    new Promise<Answer>((answered) => {
      waiting.push({ body, answered });
      sendSoon();
    });

  return {
    ticketsInFlightPerPrinter: AGENT_TICKETS_IN_FLIGHT,
    moduleInstance: () => instance,
    learnModuleInstance: () =>
      instance !== undefined ? Promise.resolve() : (instanceAsked ??= request(url, 'status', {}, INSTANCE_QUESTION_TIMEOUT_MS).then(() => undefined)),
    moduleVersion: () => version,

    async printerStates(): Promise<PrinterHealth[]> {
      // an older agent has no GET /estado: no states to show
      const answer = await request(url, 'estado');
      const list = answer.ok && answer.status === 200 ? (answer.body as { impressoras?: unknown }).impressoras : undefined;
      return Array.isArray(list) ? (list as PrinterHealth[]) : [];
    },

    async listPrinters(): Promise<PrinterInfo[]> {
      const answer = await withFallback('list', 'impressoras');
      if (!answer.ok) throw new PrintFailure(MESSAGES.printModuleFailure, true, MESSAGES.printModuleUnreachable);
      const list = answer.body.impressoras;
      if (answer.status !== 200 || !Array.isArray(list)) {
        throw new PrintFailure(MESSAGES.printModuleFailure, false, answer.body.mensagem);
      }
      return list.map((p) => ({ name: p.name, origem: p.origem }));
    },

    async print({ printer, ticket, settings, printId, expectedInstance }) {
      if (printer.trim() === '') throw new PrintFailure(MESSAGES.printerNotSelected, false);
      const body: PrintAgentPrintRequest = {
        impressora: printer,
        texto: renderAgentText(ticket),
        // the layout's bold and double height reach the paper as with the other print methods;
        // a production ticket keeps its all-tall text (impressaoProducao)
        ...(ticket.kind !== 'producao' && { blocos: ticket.blocks }),
        qtdeCopia: 1,
        delay: settings.delay,
        larguraMaximaPagina: settings.larguraMaximaPagina,
        saltoLinhaInicio: settings.saltoLinhaInicio,
        margemEsquerda: settings.margemEsquerda,
        margemDireita: settings.margemDireita,
        nomeFonte: settings.nomeFonte,
        tamanhoFonte: settings.tamanhoFonte,
        impressaoProducao: ticket.kind === 'producao',
        idImpressao: printId,
        ...(expectedInstance !== undefined && { instanciaEsperada: expectedInstance }),
      };
      const answer = await sendCopy(body);
      // No answer, or one cut short: sent again with the same id, the agent prints it only if it had not.
      // The module took it and is still waiting on the printer: not 'Erro EP01' (the toolbar says why).
      if (!answer.ok && answer.timedOut) throw new PrintFailure(MESSAGES.printWaitingPrinter(printer), true);
      if (!answer.ok || (answer.status === 200 && !answer.readable)) throw new PrintFailure(MESSAGES.printModuleUnreachable, true);
      if (answer.status === 200 && answer.body.status === true) return;
      const detail = answer.body.mensagem;
      if (answer.status === 404) throw new PrintFailure(MESSAGES.printModulePrinterNotFound, false, detail);
      // the module restarted since this copy was first sent: a person looks at the printer (the
      // catalogue's exact words: the queue keeps such a ticket for a decision one by one)
      if (answer.body.codigo === 'resultado-desconhecido') throw new PrintFailure(MESSAGES.printInterrupted, false);
      // the printer stopped after the copy went and cannot tell whether it came out
      if (answer.body.codigo === 'interrompida') throw new PrintFailure(MESSAGES.printInterruptedByPrinter(causeOf(printer, detail ?? '')), false);
      // 503: the printer is offline (its own message says so); it may come back.
      if (answer.status === 503) throw new PrintFailure(detail || MESSAGES.printModuleError, true, undefined, answer.body.codigo === 'nao-enviada');
      throw new PrintFailure(MESSAGES.printModuleError, false, detail);
    },
  };
}
