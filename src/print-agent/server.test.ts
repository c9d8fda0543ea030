import { type VirtualPrinter, freePort, startVirtualPrinter } from '../../rig/virtualPrinter';
import { SESSION_PRINT_DEFAULTS } from '../shared/api/areas/session';
import type { PrintAgentListResponse, PrintAgentPrintRequest } from '../shared/api/areas/printing';
import { buildCashierTicket } from '../shared/printing/caixa';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from '../shared/printing/examples/exampleOrder';
import { buildProductionTickets } from '../shared/printing/producao';
import { renderAgentText, renderText } from '../shared/printing/render/text';
import { type PrintAgent, originAllowed, startPrintAgent } from './server';
import type { PrintAgentHealthResponse } from '../shared/api/areas/printing';

describe('print agent', () => {
  let kitchen: VirtualPrinter;
  let cashier: VirtualPrinter;
  let offlinePort: number;
  let agent: PrintAgent;

  // the page the panel's print defaults give, one copy at once
  const { qtdeCopia, larguraMaximaPagina, saltoLinhaInicio, margemEsquerda, margemDireita, nomeFonte, tamanhoFonte } = SESSION_PRINT_DEFAULTS;
  const page = { qtdeCopia, larguraMaximaPagina, saltoLinhaInicio, margemEsquerda, margemDireita, nomeFonte, tamanhoFonte };
  const request = (overrides: Partial<PrintAgentPrintRequest> = {}): PrintAgentPrintRequest => ({
    impressora: 'Cozinha',
    texto: 'Pedido #1\n',
    ...page,
    delay: 0,
    impressaoProducao: false,
    ...overrides,
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(new URL(path, agent.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    kitchen = await startVirtualPrinter({ name: 'Cozinha' });
    cashier = await startVirtualPrinter({ name: 'Caixa', columns: 32 });
    offlinePort = await freePort();
    agent = await startPrintAgent({
      port: 0,
      legacyPort: 0,
      printers: [
        { name: 'Cozinha', uri: kitchen.url, codePage: 'cp860' },
        { name: 'Caixa', uri: cashier.url, codePage: 'wpc1252' },
        { name: 'Bar', uri: `tcp://127.0.0.1:${offlinePort}`, codePage: 'cp850' },
      ],
      listOsPrinters: () => Promise.resolve([{ name: 'EPSON_USB', state: 'idle' }]),
      allowedOrigins: ['https://parceiro.exemplo.com.br'],
    });
  });
  afterAll(async () => {
    await agent.close();
    await kitchen.close();
    await cashier.close();
  });
  beforeEach(() => {
    kitchen.clear();
    cashier.clear();
  });

  it('listens on 127.0.0.1 only', () => {
    expect(agent.url).toBe(`http://127.0.0.1:${agent.port}/`);
    expect(agent.legacyUrl).toBe(`http://127.0.0.1:${agent.legacyPort}/`);
  });

  it('GET /list gives the configured network printers and the OS printers', async () => {
    const res = await fetch(new URL('list', agent.url));
    expect(res.status).toBe(200);
    const body = (await res.json()) as PrintAgentListResponse;
    expect(body.status).toBe(true);
    expect(body.impressoras.map((p) => [p.name, p.codePage, p.origem])).toEqual([
      ['Cozinha', 'cp860', 'rede'],
      ['Caixa', 'wpc1252', 'rede'],
      ['Bar', 'cp850', 'rede'],
      ['EPSON_USB', 'cp850', 'sistema'],
    ]);
  });

  it('POST /print prints the panel ticket exactly as laid out, in the printer code page', async () => {
    const settings = { ...EXAMPLE_SETTINGS, larguraMaximaPagina: '4,8' as const, margemEsquerda: 1, margemDireita: 1, saltoLinhaInicio: 2 };
    const ticket = buildCashierTicket(EXAMPLE_ORDER, settings, EXAMPLE_OPTIONS);
    const res = await post('print', request({ ...settings, impressora: 'Caixa', texto: renderAgentText(ticket), qtdeCopia: 1, delay: 0 }));
    expect(await res.json()).toEqual({
      status: true,
      mensagem: 'Impressão enviada para Caixa.',
      copias: 1,
      instancia: expect.any(String),
      repetida: false,
      confirmacao: 'papel',
    });
    const [printed] = await cashier.waitForTickets(1);
    expect(printed?.text).toBe(renderText(ticket));
    expect(printed?.codePage).toBe('windows1252');
    expect(printed?.text).toContain('Maria José da Conceição');
  });

  it('applies copies with the delay between them', async () => {
    const res = await post('print', request({ texto: 'Cópia\n', qtdeCopia: 3, delay: 150 }));
    expect(await res.json()).toMatchObject({ status: true, copias: 3 });
    const tickets = await kitchen.waitForTickets(3);
    expect(tickets.map((t) => t.text)).toEqual(['Cópia\n', 'Cópia\n', 'Cópia\n']);
    for (let i = 1; i < 3; i++) expect(tickets[i]!.firstByteAt - tickets[i - 1]!.receivedAt).toBeGreaterThanOrEqual(140);
  });

  it('a copy sent again with the same id (the page reloaded meanwhile) is answered without printing it twice', async () => {
    const first = (await (await post('print', request({ texto: 'Uma vez\n', idImpressao: 'job-9:0' }))).json()) as { instancia: string };
    const again = await post('print', request({ texto: 'Uma vez\n', idImpressao: 'job-9:0', instanciaEsperada: first.instancia }));
    expect(await again.json()).toEqual({
      status: true,
      mensagem: 'Impressão já enviada para Cozinha.',
      copias: 1,
      instancia: first.instancia,
      repetida: true,
      confirmacao: 'papel',
    });
    await kitchen.waitForTickets(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(kitchen.tickets.map((t) => t.text)).toEqual(['Uma vez\n']);
  });

  it('a copy sent again to a module that restarted since is refused: nobody can know whether it came out', async () => {
    const res = await post('print', request({ texto: 'Talvez\n', idImpressao: 'job-10:0', instanciaEsperada: 'uma-instância-anterior' }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ status: false, codigo: 'resultado-desconhecido', mensagem: expect.stringContaining('reiniciado') });
    await new Promise((r) => setTimeout(r, 200));
    expect(kitchen.tickets).toEqual([]);
  });

  it('prints production tickets in double height', async () => {
    const production = buildProductionTickets(EXAMPLE_ORDER, EXAMPLE_SETTINGS, EXAMPLE_OPTIONS)[0]!.ticket;
    await post('print', request({ texto: renderAgentText(production), impressaoProducao: true }));
    const [printed] = await kitchen.waitForTickets(1);
    expect(printed?.text).toBe(renderText(production));
    expect(printed?.lines.find((l) => l.text.includes('Pizza Grande'))?.size).toBe('tall');
  });

  it('answers an unknown printer with 404 and a message in Portuguese', async () => {
    const res = await post('print', request({ impressora: 'Impressora X' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: false, mensagem: 'Impressora não encontrada: Impressora X.', instancia: expect.any(String) });
  });

  it('answers an offline printer with 503 and says it is offline', async () => {
    const res = await post('print', request({ impressora: 'Bar' }));
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: boolean; mensagem: string; codigo?: string };
    expect(body.status).toBe(false);
    expect(body.mensagem).toMatch(/^Impressora offline: Bar \(127\.0\.0\.1:\d+\) recusou a conexão/);
    // nothing reached it: the panel may send the copy to a backup printer
    expect(body.codigo).toBe('nao-enviada');
  });

  it("a printer that says it is out of paper: 503 with the cause, nothing printed; GET /estado tells each printer's state", async () => {
    cashier.setState('sem-papel');
    try {
      const res = await post('print', request({ impressora: 'Caixa' }));
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: false, mensagem: 'Caixa: sem papel', codigo: 'nao-enviada' });
      const estado = (await (await fetch(new URL('estado', agent.url))).json()) as PrintAgentHealthResponse;
      expect(estado.impressoras.map((p) => [p.printer, p.state, p.message])).toEqual([
        ['Cozinha', 'pronta', 'Cozinha: pronta'],
        ['Caixa', 'sem-papel', 'Caixa: sem papel'],
        ['Bar', 'offline', 'Bar: offline (sem conexão)'],
      ]);
    } finally {
      cashier.setState('pronta');
    }
    expect(cashier.tickets).toHaveLength(0);
  });

  it('a printer without process IDs that stops mid-ticket: 409 interrompida with the cause, for a person to decide', async () => {
    const plain = await startVirtualPrinter({ name: 'Balcão', processIds: false, kind: 'drop' });
    const other = await startPrintAgent({ port: 0, legacyPort: null, printers: [{ name: 'Balcão', uri: plain.url, codePage: 'cp850' }] });
    try {
      plain.failMidTicket('tampa-aberta', 10);
      const res = await fetch(new URL('print', other.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request({ impressora: 'Balcão', texto: 'Pedido 12\nPizza\n', idImpressao: 'job-12:0' })),
      });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ status: false, codigo: 'interrompida', mensagem: 'Balcão: tampa aberta' });
    } finally {
      await other.close();
      await plain.close();
    }
  });

  /** An agent of its own with one printer, Forno, that keeps what it gets while stopped; print(id) posts one copy of order `id`. */
  async function agentWithBufferPrinter() {
    const held = await startVirtualPrinter({ name: 'Forno', kind: 'buffer' });
    const other = await startPrintAgent({ port: 0, legacyPort: null, printers: [{ name: 'Forno', uri: held.url, codePage: 'cp850' }] });
    const print = (id: string) =>
      fetch(new URL('print', other.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(request({ impressora: 'Forno', texto: `Pedido ${id}\nPizza\n`, idImpressao: `${id}:0` })),
      });
    return { held, other, print };
  }

  it('a ticket for a printer stopped with a ticket of its lane held: refused at once, nothing sent (it may go to a backup), the held one prints once', async () => {
    const { held, other, print } = await agentWithBufferPrinter();
    try {
      held.failMidTicket('sem-papel', 10);
      const first = print('job-20');
      await vi.waitFor(() => expect(held.state).toBe('sem-papel'));
      // the held ticket's connection tells the agent the printer stopped
      await vi.waitFor(async () => {
        const estado = (await (await fetch(new URL('estado', other.url))).json()) as PrintAgentHealthResponse;
        expect(estado.impressoras.find((p) => p.printer === 'Forno')?.state).toBe('sem-papel');
      });
      const second = await print('job-21');
      expect(second.status).toBe(503);
      expect(await second.json()).toMatchObject({ status: false, mensagem: 'Forno: sem papel', codigo: 'nao-enviada' });
      held.setState('pronta');
      expect((await first).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(held.tickets.map((t) => t.text)).toEqual([expect.stringContaining('Pedido job-20')]);
      // printer back, the refused one prints when sent again
      expect((await print('job-21')).status).toBe(200);
      expect(held.tickets).toHaveLength(2);
    } finally {
      await other.close();
      await held.close();
    }
  });

  it('tickets waiting their turn behind a ticket held on a printer that stops: refused as the stop is told, nothing sent (they may go to a backup), the held one prints once', async () => {
    const { held, other, print } = await agentWithBufferPrinter();
    try {
      held.failMidTicket('sem-papel', 10);
      // handed over together, before anything says the printer stopped: two wait behind the first
      const [first, second, third] = [print('job-30'), print('job-31'), print('job-32')];
      const refused = await Promise.all([second, third]);
      expect(held.state).toBe('sem-papel');
      for (const answer of refused) {
        expect(answer.status).toBe(503);
        expect(await answer.json()).toMatchObject({ status: false, mensagem: 'Forno: sem papel', codigo: 'nao-enviada' });
      }
      held.setState('pronta');
      expect((await first).status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      expect(held.tickets.map((t) => t.text)).toEqual([expect.stringContaining('Pedido job-30')]);
      // printer back, the refused ones print when sent again, each once
      expect((await print('job-31')).status).toBe(200);
      expect((await print('job-32')).status).toBe(200);
      expect(held.tickets.map((t) => t.text)).toEqual([expect.stringContaining('job-30'), expect.stringContaining('job-31'), expect.stringContaining('job-32')]);
    } finally {
      await other.close();
      await held.close();
    }
  });

  it('refuses an invalid payload with 400', async () => {
    const res = await post('print', { impressora: 'Cozinha' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: false, mensagem: 'Dados de impressão inválidos (texto): informe o texto.', instancia: expect.any(String) });
    const broken = await fetch(new URL('print', agent.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    expect(broken.status).toBe(400);
  });

  it('POST /print-lote prints several copies in one request, each answered as POST /print would, in order per printer', async () => {
    const res = await post('print-lote', {
      impressoes: [
        request({ texto: 'Cozinha 1\n', idImpressao: 'lote-1:0' }),
        request({ impressora: 'Caixa', texto: 'Caixa 1\n', idImpressao: 'lote-2:0' }),
        request({ texto: 'Cozinha 2\n', idImpressao: 'lote-3:0' }),
        request({ impressora: 'Impressora X', idImpressao: 'lote-4:0' }),
        { impressora: 'Cozinha' },
      ],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { instancia: string; resultados: { http: number; resposta: Record<string, unknown> }[] };
    expect(body.resultados.map((r) => r.http)).toEqual([200, 200, 200, 404, 400]);
    expect(body.resultados[1]?.resposta).toEqual({
      status: true,
      mensagem: 'Impressão enviada para Caixa.',
      copias: 1,
      instancia: body.instancia,
      repetida: false,
      confirmacao: 'papel',
    });
    expect(body.resultados[3]?.resposta).toMatchObject({ status: false, mensagem: 'Impressora não encontrada: Impressora X.' });
    expect(body.resultados[4]?.resposta).toMatchObject({ status: false, mensagem: 'Dados de impressão inválidos (texto): informe o texto.' });
    expect((await kitchen.waitForTickets(2)).map((t) => t.text)).toEqual(['Cozinha 1\n', 'Cozinha 2\n']);
    expect((await cashier.waitForTickets(1)).map((t) => t.text)).toEqual(['Caixa 1\n']);
    // the same ids again (the page reloaded before the answer): answered, nothing printed twice
    const again = (await (await post('print-lote', { impressoes: [request({ texto: 'Cozinha 1\n', idImpressao: 'lote-1:0' }), request({ impressora: 'Caixa', texto: 'Caixa 1\n', idImpressao: 'lote-2:0' })] })).json()) as typeof body;
    expect(again.resultados.map((r) => r.resposta.repetida)).toEqual([true, true]);
    await new Promise((r) => setTimeout(r, 200));
    expect(kitchen.tickets).toHaveLength(2);
    expect(cashier.tickets).toHaveLength(1);
  });

  it('POST /print-lote refuses a body without copies, or with too many, and is not on the legacy port', async () => {
    for (const impressoes of [undefined, [], Array.from({ length: 51 }, () => request())]) {
      const res = await post('print-lote', { impressoes });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: false, mensagem: 'Dados de impressão inválidos (impressoes): informe de 1 a 50 impressões.' });
    }
    expect((await fetch(new URL('print-lote', agent.legacyUrl!), { method: 'POST', body: '{}' })).status).toBe(404);
    await new Promise((r) => setTimeout(r, 100));
    expect(kitchen.tickets).toEqual([]);
  });

  it('serves the older calls on the legacy port: GET /impressoras and POST /imprimir (form-encoded)', async () => {
    const list = (await (await fetch(new URL('impressoras', agent.legacyUrl!))).json()) as PrintAgentListResponse;
    expect(list.impressoras.map((p) => p.name)).toContain('Cozinha');
    const res = await fetch(new URL('imprimir', agent.legacyUrl!), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ impressora: 'Cozinha', texto: 'Limão e maçã', copias: '1', largura: '80mm', producao: 'false' }).toString(),
    });
    expect(res.status).toBe(200);
    expect((await kitchen.waitForTickets(1))[0]?.text).toBe('Limão e maçã\n');
    expect((await fetch(new URL('print', agent.legacyUrl!), { method: 'POST', body: '{}' })).status).toBe(404);
    expect((await fetch(new URL('impressoras', agent.url))).status).toBe(404);
  });

  describe('CORS', () => {
    it('lets the panel origin call, with the private network preflight', async () => {
      const preflight = await fetch(new URL('print', agent.url), {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://parceiro.exemplo.com.br',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('https://parceiro.exemplo.com.br');
      expect(preflight.headers.get('access-control-allow-private-network')).toBe('true');
      const res = await fetch(new URL('list', agent.url), { headers: { Origin: 'http://localhost:5173' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    });

    it('refuses any other origin, before printing anything', async () => {
      const res = await post('print', request(), { Origin: 'https://site-malicioso.example' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        status: false,
        mensagem: 'Origem não autorizada pelo módulo de impressão: https://site-malicioso.example.',
      });
      await expect(kitchen.waitForTickets(1, 200)).rejects.toThrow();
    });

    it('matches origins with port wildcards', () => {
      expect(originAllowed('http://localhost:4173', ['http://localhost:*'])).toBe(true);
      expect(originAllowed('http://localhost', ['http://localhost:*'])).toBe(true);
      expect(originAllowed('http://localhost.evil.com', ['http://localhost:*'])).toBe(false);
      expect(originAllowed('http://localhost:80.evil.com', ['http://localhost:*'])).toBe(false);
    });
  });
});
