/**
 * The browser's print method against the real print agent over HTTP and a virtual ESC/POS
 * printer: what reaches the paper, and the catalogue's message for each way it can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../src/shared/api/areas/printing';
import { buildAccentTestTicket } from '../../src/shared/printing/testPage';
import { buildClosingTicket } from '../../src/shared/printing/closing';
import { EXAMPLE_CLOSING } from '../../src/shared/printing/examples/exampleClosing';
import { renderEscPos } from '../../src/shared/printing/render/escpos';
import { startPrintAgent, type PrintAgent } from '../../src/print-agent/server';
import { AGENT_REQUESTS_OPEN_PER_PRINTER, createAgentDriver } from '../../src/renderer/features/printing/drivers/agentDriver';
import { PrintFailure } from '../../src/renderer/features/printing/model';
import { MESSAGES } from '../../src/renderer/ui/messages';
import { startVirtualPrinter, type VirtualPrinter } from '../../rig/virtualPrinter';

let agent: PrintAgent;
let cozinha: VirtualPrinter;

beforeAll(async () => {
  cozinha = await startVirtualPrinter({ name: 'Cozinha' });
  agent = await startPrintAgent({
    port: 0,
    legacyPort: 0,
    printers: [{ name: 'Cozinha', uri: cozinha.url, codePage: 'cp850' }],
    listOsPrinters: () => Promise.resolve([]),
    tcp: { connectTimeoutMs: 500 },
  });
});
afterAll(async () => {
  await agent.close();
  await cozinha.close();
});

const settings = { ...DEFAULT_PRINT_SETTINGS, impressora: 'Cozinha' };
const ticket = buildAccentTestTicket('Cozinha', 'cp850', settings);
let copies = 0;
const job = (printer = 'Cozinha', printId = `job-${++copies}:0`) => ({ printer, ticket, codePage: undefined, settings, printId });

async function failureOf(promise: Promise<unknown>): Promise<PrintFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PrintFailure);
  return error as PrintFailure;
}

describe('print agent driver (method local in a browser)', () => {
  it('lists the printers of GET /list', async () => {
    const driver = createAgentDriver({ url: agent.url });
    await expect(driver.listPrinters()).resolves.toEqual([{ name: 'Cozinha', origem: 'rede' }]);
  });

  it('learns the agent version from its answer (the print settings screen shows it)', async () => {
    const versioned = await startPrintAgent({ port: 0, legacyPort: null, printers: [], listOsPrinters: () => Promise.resolve([]), version: '2.4.1' });
    try {
      const driver = createAgentDriver({ url: versioned.url });
      expect(driver.moduleVersion?.()).toBeUndefined();
      await driver.listPrinters();
      expect(driver.moduleVersion?.()).toBe('2.4.1');
    } finally {
      await versioned.close();
    }
  });

  it('prints one copy through POST /print, accents and all', async () => {
    cozinha.clear();
    await createAgentDriver({ url: agent.url }).print(job());
    const [printed] = await cozinha.waitForTickets(1);
    expect(printed?.text).toContain('Ação, coração, pão, limão, maçã, açúcar');
    expect(cozinha.tickets).toHaveLength(1);
  });

  it("prints the day's closing as its layout makes it: the titles bold and in double height, the same bytes as the other methods", async () => {
    cozinha.clear();
    const closing = buildClosingTicket(EXAMPLE_CLOSING, settings);
    await createAgentDriver({ url: agent.url }).print({ ...job(), ticket: closing });
    const [printed] = await cozinha.waitForTickets(1);
    const line = (text: string) => printed?.lines.find((l) => l.text.replace(/\s+/g, ' ').trim() === text);
    expect(line('FECHAMENTO DO DIA')).toMatchObject({ bold: true, size: 'tall', align: 'center' });
    expect(line('VENDAS POR FORMA DE PAGAMENTO')).toMatchObject({ bold: true, size: 'normal' });
    expect(printed?.lines.find((l) => l.text.startsWith('TOTAL GERAL'))).toMatchObject({ bold: true, size: 'tall' });
    // the ESC/POS the desktop and QZ Tray methods send for the same ticket
    expect(Buffer.from(printed!.bytes)).toEqual(Buffer.from(renderEscPos(closing, { codePage: 'cp850' })));
  });

  it('a copy a reload interrupted goes again to the run of the agent that got it: printed once', async () => {
    cozinha.clear();
    const driver = createAgentDriver({ url: agent.url });
    expect(driver.moduleInstance?.()).toBeUndefined();
    await driver.print(job('Cozinha', 'job-reload:0'));
    const run = driver.moduleInstance?.();
    expect(run).toEqual(expect.any(String));
    // the next page (a new driver) sends it again, naming the run that got it
    await createAgentDriver({ url: agent.url }).print({ ...job('Cozinha', 'job-reload:0'), expectedInstance: run });
    await cozinha.waitForTickets(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(cozinha.tickets).toHaveLength(1);
  });

  it('a copy sent again to an agent that restarted since: Impressão interrompida, for a person to check', async () => {
    cozinha.clear();
    const failure = await failureOf(createAgentDriver({ url: agent.url }).print({ ...job(), expectedInstance: 'uma-execução-anterior' }));
    expect(failure.message).toBe(MESSAGES.printInterrupted);
    expect(failure.retryable).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(cozinha.tickets).toHaveLength(0);
  });

  describe('copies handed over in one moment', () => {
    const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());
    /** the paths the driver asked for */
    const counting = () => {
      const paths: string[] = [];
      const fetchFn: typeof fetch = (input, init) => {
        paths.push(new URL(urlOf(input)).pathname);
        return fetch(input, init);
      };
      return { paths, fetchFn };
    };

    it("a page's first copies, before any answer named the agent's run: one GET /status asks it, and the copies go knowing it", async () => {
      cozinha.clear();
      const { paths, fetchFn } = counting();
      const driver = createAgentDriver({ url: agent.url, fetch: fetchFn });
      expect(driver.moduleInstance?.()).toBeUndefined();
      await Promise.all([driver.learnModuleInstance?.(), driver.learnModuleInstance?.()]);
      expect(driver.moduleInstance?.()).toBe(agent.instance);
      expect(paths).toEqual(['/status']);
      await driver.print(job());
      await driver.learnModuleInstance?.();
      expect(paths).toEqual(['/status', '/print']);
    });

    it('go in one POST /print-lote per printer, each answered on its own; a copy alone goes by POST /print', async () => {
      cozinha.clear();
      const { paths, fetchFn } = counting();
      const driver = createAgentDriver({ url: agent.url, fetch: fetchFn });
      const results = await Promise.allSettled([driver.print(job()), driver.print(job('Bar')), driver.print(job())]);
      // Cozinha's two copies together, Bar's on its own (never in another printer's request)
      expect(paths).toEqual(['/print-lote', '/print']);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      const unknown = (results[1] as PromiseRejectedResult).reason as PrintFailure;
      expect([unknown.message, unknown.retryable]).toEqual(['Módulo da impressora não encontrado', false]);
      await cozinha.waitForTickets(2);
      expect(driver.moduleInstance?.()).toBe(agent.instance);
      await driver.print(job());
      expect(paths).toEqual(['/print-lote', '/print', '/print']);
    });

    it('an agent without it (404) gets one POST /print per copy, from then on', async () => {
      cozinha.clear();
      const { paths, fetchFn } = counting();
      const older: typeof fetch = (input, init) =>
        urlOf(input).endsWith('/print-lote') ? (paths.push('/print-lote'), Promise.resolve(new Response('{"status":false}', { status: 404 }))) : fetchFn(input, init);
      const driver = createAgentDriver({ url: agent.url, fetch: older });
      await Promise.all([driver.print(job()), driver.print(job())]);
      await Promise.all([driver.print(job()), driver.print(job())]);
      expect(paths).toEqual(['/print-lote', '/print', '/print', '/print', '/print']);
      expect(await cozinha.waitForTickets(4)).toHaveLength(4);
    });

    it('the main port not answering: each copy goes to the older port', async () => {
      cozinha.clear();
      const driver = createAgentDriver({ url: 'http://127.0.0.1:9/', legacyUrl: agent.legacyUrl });
      await Promise.all([driver.print(job()), driver.print(job())]);
      expect(await cozinha.waitForTickets(2)).toHaveLength(2);
    });

    describe('requests open, by printer', () => {
      /** an agent that answers each request only when told to (answer(i)), and records what it got */
      const heldAgent = () => {
        const requests: { path: string; printers: string[]; release: () => void }[] = [];
        const fetchFn: typeof fetch = (input, init) => {
          const path = new URL(urlOf(input)).pathname;
          const body = JSON.parse(init?.body as string) as { impressoes?: { impressora: string }[]; impressora?: string };
          const printers = body.impressoes ? body.impressoes.map((c) => c.impressora) : [body.impressora ?? ''];
          return new Promise((resolve) => {
            const release = () =>
              resolve(
                path === '/print-lote'
                  ? Response.json({ status: true, resultados: printers.map(() => ({ http: 200, resposta: { status: true } })) })
                  : Response.json({ status: true }),
              );
            requests.push({ path, printers, release });
          });
        };
        return { requests, fetchFn };
      };
      const settle = () => new Promise((r) => setTimeout(r, 10));

      it(`the copies handed over while ${AGENT_REQUESTS_OPEN_PER_PRINTER} of its printer's requests are open wait, and go together when one is answered`, async () => {
        const { requests, fetchFn } = heldAgent();
        const driver = createAgentDriver({ url: agent.url, fetch: fetchFn });
        const printed: Promise<void>[] = [];
        for (let i = 0; i < AGENT_REQUESTS_OPEN_PER_PRINTER; i++) {
          printed.push(driver.print(job('Cozinha')));
          await settle();
        }
        expect(requests.map((r) => r.path)).toEqual(Array.from({ length: AGENT_REQUESTS_OPEN_PER_PRINTER }, () => '/print'));
        // three more moments for it: nothing more is sent while those are open
        for (let i = 0; i < 3; i++) {
          printed.push(driver.print(job('Cozinha')));
          await settle();
        }
        expect(requests).toHaveLength(AGENT_REQUESTS_OPEN_PER_PRINTER);
        // one answer: the three go in one request
        requests[0]!.release();
        await settle();
        expect(requests).toHaveLength(AGENT_REQUESTS_OPEN_PER_PRINTER + 1);
        expect(requests.at(-1)).toMatchObject({ path: '/print-lote', printers: ['Cozinha', 'Cozinha', 'Cozinha'] });
        for (const r of requests) r.release();
        await Promise.all(printed);
      });

      it("a printer that does not answer holds only its own copies: another printer's, handed over in the same moments, go and are answered on their own", async () => {
        const { requests, fetchFn } = heldAgent();
        const driver = createAgentDriver({ url: agent.url, fetch: fetchFn });
        const caixa: Promise<void>[] = [];
        // five orders, each a Caixa and a Cozinha copy in one moment; Caixa never answers
        for (let order = 0; order < 5; order++) {
          caixa.push(driver.print(job('Caixa')));
          const kitchen = driver.print(job('Cozinha'));
          await settle();
          for (const r of requests) if (!r.printers.includes('Caixa')) r.release();
          await kitchen;
        }
        expect(requests.every((r) => r.printers.every((p) => p === r.printers[0])), 'um pedido HTTP leva vias de uma impressora só').toBe(true);
        expect(requests.filter((r) => r.printers.includes('Caixa'))).toHaveLength(AGENT_REQUESTS_OPEN_PER_PRINTER);
        // a third printer still gets a request while the other two have theirs open
        const bar = driver.print(job('Bar'));
        await settle();
        expect(requests.at(-1)).toMatchObject({ printers: ['Bar'] });
        requests.at(-1)!.release();
        await bar;
        for (const r of requests) r.release();
        await settle();
        for (const r of requests) r.release();
        await Promise.all(caixa);
      });
    });

    it('an answer cut short: every copy of it is tried again (the same ids print once)', async () => {
      const cut: typeof fetch = () => Promise.resolve(new Response('{"status": true, "resul', { status: 200 }));
      const driver = createAgentDriver({ url: agent.url, fetch: cut });
      const results = await Promise.allSettled([driver.print(job()), driver.print(job())]);
      expect(results.map((r) => r.status === 'rejected' && (r.reason as PrintFailure).retryable)).toEqual([true, true]);
    });
  });

  it('falls back to the older port (POST /imprimir) when the main one does not answer', async () => {
    cozinha.clear();
    await createAgentDriver({ url: 'http://127.0.0.1:9/', legacyUrl: agent.legacyUrl }).print(job());
    await cozinha.waitForTickets(1);
  });

  it("the printer stopped after the copy went: 'Impressão interrompida — tampa aberta', the printer's name left to the banner (said once)", async () => {
    const stopped: typeof fetch = () =>
      Promise.resolve(Response.json({ status: false, codigo: 'interrompida', mensagem: 'Cozinha: tampa aberta' }, { status: 409 }));
    const failure = await failureOf(createAgentDriver({ url: agent.url, fetch: stopped }).print(job()));
    expect(failure.text).toMatch(/^Impressão interrompida — tampa aberta\. Confira/);
    expect(failure.retryable).toBe(false);
  });

  it("the module took the copy and does not answer in time (it waits on a stopped printer): 'Caixa: aguardando a impressora', retried, not 'Erro EP01'", async () => {
    const holding: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    const failure = await failureOf(createAgentDriver({ url: agent.url, legacyUrl: agent.legacyUrl, fetch: holding, timeoutMs: 50 }).print(job('Caixa')));
    expect([failure.text, failure.retryable]).toEqual(['Caixa: aguardando a impressora', true]);
    // the module holds it: the printer may still print it, so it never goes to a backup
    expect(failure.nothingSent).toBe(false);
  });

  it("a printer the module does not know: 'Módulo da impressora não encontrado', not retried", async () => {
    const failure = await failureOf(createAgentDriver({ url: agent.url }).print(job('Bar')));
    expect(failure.message).toBe('Módulo da impressora não encontrado');
    expect(failure.retryable).toBe(false);
  });

  it("the module unreachable: 'Erro EP01 - módulo de impressão', retried", async () => {
    const failure = await failureOf(createAgentDriver({ url: 'http://127.0.0.1:9/' }).print(job()));
    expect(failure.message).toBe('Erro EP01 - módulo de impressão');
    expect(failure.retryable).toBe(true);
  });

  it('the printer offline: the module says so, and the queue retries', async () => {
    await cozinha.refuseConnections(true);
    try {
      const failure = await failureOf(createAgentDriver({ url: agent.url }).print(job()));
      expect(failure.message).toMatch(/^Impressora offline: Cozinha/);
      expect(failure.retryable).toBe(true);
      expect(failure.nothingSent, 'nothing reached it: it may go to a backup printer').toBe(true);
    } finally {
      await cozinha.refuseConnections(false);
    }
  });

  it('the printer out of paper before the copy: retried, and nothing sent (it may go to a backup printer)', async () => {
    cozinha.setState('sem-papel');
    // past the time the previous ticket's status stands for the next one's (confirmedTcp's fresh status)
    await new Promise((resolve) => setTimeout(resolve, 600));
    try {
      const failure = await failureOf(createAgentDriver({ url: agent.url }).print(job()));
      expect([failure.message, failure.retryable, failure.nothingSent]).toEqual(['Cozinha: sem papel', true, true]);
    } finally {
      cozinha.setState('pronta');
    }
  });

  it("the module answering an error: 'Erro no módulo de impressão'", async () => {
    const fetchBad: typeof fetch = () => Promise.resolve(new Response(JSON.stringify({ status: false, mensagem: 'texto vazio' }), { status: 400 }));
    const failure = await failureOf(createAgentDriver({ url: agent.url, fetch: fetchBad }).print(job()));
    expect(failure.text).toBe('Erro no módulo de impressão: texto vazio');
    expect(failure.retryable).toBe(false);
  });

  it('an answer cut short (the page going away) is tried again: the same id is printed once', async () => {
    const cut: typeof fetch = () => Promise.resolve(new Response('{"status": tr', { status: 200 }));
    const failure = await failureOf(createAgentDriver({ url: agent.url, fetch: cut }).print(job()));
    expect(failure.retryable).toBe(true);
  });

  it("no printer chosen: the catalogue's message", async () => {
    const failure = await failureOf(createAgentDriver({ url: agent.url }).print(job('')));
    expect(failure.message).toBe('Impressora não selecionada, escolha uma impressora e tente novamente.');
  });

  it("the printer list failing: 'Problemas no módulo de impressão.'", async () => {
    const failure = await failureOf(createAgentDriver({ url: 'http://127.0.0.1:9/' }).listPrinters());
    expect(failure.message).toBe('Problemas no módulo de impressão.');
  });
});
