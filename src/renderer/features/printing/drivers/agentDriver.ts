import {
  PRINT_AGENT_BATCH_MAX,
  type PrintAgentBatchResponse,
  type PrintAgentListResponse,
  type PrintAgentPrintRequest,
} from '../../../../shared/api/printing';
import { renderAgentText } from '../../../../shared/printing/render/text';
import { MESSAGES } from '../../../ui/messages';
import { PrintFailure } from '../model';
import type { PrinterHealth } from '../../../../shared/printing/status';
import type { PrintDriver, PrinterInfo } from './types';

/**
 * The local print module in a browser (the print agent, spec 01 §7): GET /list and POST /print
 * on its main port; when that port does not answer, the older GET /impressoras and POST /imprimir.
 * Copies are the queue's: every request asks for one. The copies the queue hands over in one
 * moment (an order's cashier and kitchen tickets) go in one POST /print-lote: a request costs the
 * page about a millisecond of its main thread, several per order in a burst. An agent without it
 * (404) gets one POST /print per copy from then on. At most AGENT_REQUESTS_OPEN requests are
 * open at once; what is handed over meanwhile goes together when one is answered.
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
/** readable: the body was JSON (a page going away may cut an answer after its status line) */
type Answer = { ok: true; status: number; body: AgentBody; readable: boolean } | { ok: false };

/** The agent prints each printer's tickets one after the other as they reach it (src/print-agent/server.ts, inLane). */
export const AGENT_TICKETS_IN_FLIGHT = 4;

/**
 * Requests to the agent open at once, at most. Chromium keeps six connections per host: beyond
 * them a request waits for one anyway, as a request of its own. When the agent falls behind, each
 * answer frees one ticket's place and the next ticket went alone, one request each, which cost
 * the page and the agent more per ticket and put the agent further behind (the pipeline
 * benchmark saw 8 to 12 open in the bursts that failed). Copies handed over while this many are
 * open wait and go together when one is answered. A copy for a printer with nothing on its way
 * goes at once, so a printer that does not answer never holds another printer's ticket back.
 */
export const AGENT_REQUESTS_OPEN = 4;

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

export function createAgentDriver({ url, legacyUrl = null, fetch: fetchFn = fetch, timeoutMs = 20_000 }: AgentDriverOptions): PrintDriver {
  let instance: string | undefined;
  let version: string | undefined;
  /** ok: false only when the module did not answer at all */
  const request = async (base: string, path: string, init: RequestInit = {}): Promise<Answer> => {
    let response: Response;
    try {
      response = await fetchFn(join(base, path), { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return { ok: false };
    }
    const read = (await response.json().catch(() => undefined)) as AgentBody | null | undefined;
    const body = typeof read === 'object' && read !== null ? read : {};
    if (typeof body.instancia === 'string') instance = body.instancia;
    if (typeof body.versao === 'string') version = body.versao;
    return { ok: true, status: response.status, body, readable: read !== undefined };
  };

  const withFallback = async (main: string, legacy: string, init?: RequestInit): Promise<Answer> => {
    const answer = await request(url, main, init);
    if (answer.ok || !legacyUrl) return answer;
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
  /** copies handed over and not sent yet: those of this moment, and those held while AGENT_REQUESTS_OPEN are */
  const waiting: Copy[] = [];
  /** requests sent and not yet answered in full */
  let open = 0;
  /** copies on their way, by printer */
  const onTheirWay = new Map<string, number>();
  const countOnTheirWay = (printer: string, by: number) => {
    const n = (onTheirWay.get(printer) ?? 0) + by;
    if (n > 0) onTheirWay.set(printer, n);
    else onTheirWay.delete(printer);
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

  /** Sends what waits, as few requests as it takes, unless AGENT_REQUESTS_OPEN are open already. */
  const sendWaiting = () => {
    const forIdlePrinter = (copy: Copy) => !onTheirWay.has(copy.body.impressora);
    while (waiting.length > 0 && (open < AGENT_REQUESTS_OPEN || waiting.some(forIdlePrinter))) {
      // an older agent takes one copy a request (POST /print)
      sendTogether(waiting.splice(0, batches ? PRINT_AGENT_BATCH_MAX : 1));
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

  /** One request's worth of copies; its place is free again once every copy has its answer. */
  const sendTogether = (copies: Copy[]) => {
    open += 1;
    for (const copy of copies) countOnTheirWay(copy.body.impressora, 1);
    let unanswered = copies.length;
    const tracked = copies.map((copy) => ({
      body: copy.body,
      answered: (answer: Answer) => {
        copy.answered(answer);
        countOnTheirWay(copy.body.impressora, -1);
        if (--unanswered === 0) {
          open -= 1;
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
      answer = await request(url, 'print-lote', post({ impressoes: copies.map((c) => c.body) }));
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
      if (!answer.ok || (answer.status === 200 && !answer.readable)) throw new PrintFailure(MESSAGES.printModuleUnreachable, true);
      if (answer.status === 200 && answer.body.status === true) return;
      const detail = answer.body.mensagem;
      if (answer.status === 404) throw new PrintFailure(MESSAGES.printModulePrinterNotFound, false, detail);
      // the module restarted since this copy was first sent: a person looks at the printer (the
      // catalogue's exact words: the queue keeps such a ticket for a decision one by one)
      if (answer.body.codigo === 'resultado-desconhecido') throw new PrintFailure(MESSAGES.printInterrupted, false);
      // the printer stopped after the copy went and cannot tell whether it came out
      if (answer.body.codigo === 'interrompida') throw new PrintFailure(MESSAGES.printInterruptedByPrinter(detail ?? ''), false);
      // 503: the printer is offline (its own message says so); it may come back.
      if (answer.status === 503) throw new PrintFailure(detail || MESSAGES.printModuleError, true);
      throw new PrintFailure(MESSAGES.printModuleError, false, detail);
    },
  };
}
