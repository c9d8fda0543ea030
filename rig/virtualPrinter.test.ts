import net from 'node:net';
import { printTicket } from '../src/node/printing/printTicket';
import type { PrintSettings } from '../src/shared/api/areas/printing';
import { buildCashierTicket } from '../src/shared/printing/caixa';
import { CODE_PAGES, CODE_PAGE_INFO, expectedPrint } from '../src/shared/printing/codePages';
import { EXAMPLE_OPTIONS, EXAMPLE_ORDER, EXAMPLE_SETTINGS } from '../src/shared/printing/examples/exampleOrder';
import { type Ticket, cut, text } from '../src/shared/printing/model';
import { pageSetup } from '../src/shared/printing/page';
import { buildProductionTickets } from '../src/shared/printing/producao';
import { renderEscPos } from '../src/shared/printing/render/escpos';
import { renderText } from '../src/shared/printing/render/text';
import { ACCENTS_TEST_LINE, buildAccentTestTicket } from '../src/shared/printing/testPage';
import { type DecodedTicket, EscPosDecoder, decodeEscPos } from './escposDecoder';
import { type VirtualPrinter, startVirtualPrinter } from './virtualPrinter';

function layouts(overrides: Partial<PrintSettings>): Ticket[] {
  const settings = { ...EXAMPLE_SETTINGS, ...overrides };
  return [
    ...([1, 2, 3] as const).map((l) => buildCashierTicket(EXAMPLE_ORDER, { ...settings, impressaoLayout: l }, EXAMPLE_OPTIONS)),
    ...buildProductionTickets(EXAMPLE_ORDER, settings, EXAMPLE_OPTIONS).map((p) => p.ticket),
    buildCashierTicket(EXAMPLE_ORDER, settings, { ...EXAMPLE_OPTIONS, reprint: true }),
    buildAccentTestTicket('Virtual', 'cp850', settings),
  ];
}

const small = (value: string): Ticket => ({
  kind: 'teste',
  title: value,
  page: pageSetup(EXAMPLE_SETTINGS),
  blocks: [text(value), cut()],
});

describe('virtual printer', () => {
  let printer80: VirtualPrinter;
  let printer58: VirtualPrinter;

  beforeAll(async () => {
    printer80 = await startVirtualPrinter({ name: 'Caixa 80mm' });
    printer58 = await startVirtualPrinter({ name: 'Cozinha 58mm', columns: 32 });
  });
  afterAll(async () => {
    await printer80.close();
    await printer58.close();
  });
  beforeEach(() => {
    printer80.clear();
    printer58.clear();
  });

  it('has a tcp:// url on 127.0.0.1', () => {
    expect(printer80.url).toBe(`tcp://127.0.0.1:${printer80.port}`);
    expect(printer80.port).toBeGreaterThan(0);
  });

  describe.each(CODE_PAGES)('every layout over TCP in %s', (codePage) => {
    it.each([
      ['80 mm', '7,0'],
      ['58 mm', '4,8'],
    ] as const)('%s: the accents read back identical', async (_, width) => {
      const printer = width === '7,0' ? printer80 : printer58;
      const tickets = layouts({ larguraMaximaPagina: width, margemEsquerda: 1, margemDireita: 1 });
      for (const ticket of tickets) {
        await printTicket({ printer: { name: printer.name, uri: printer.url, codePage }, ticket });
      }
      const received = await printer.waitForTickets(tickets.length);
      tickets.forEach((ticket, i) => {
        const expected = renderText(ticket)
          .split('\n')
          .map((l) => expectedPrint(l, codePage))
          .join('\n');
        expect(received[i]?.text).toBe(expected);
        expect(received[i]?.codePage).toBe(CODE_PAGE_INFO[codePage].table);
      });
      if (codePage !== 'sem-acentos') {
        const all = received.map((t) => t.text).join('\n');
        for (const word of ['ã', 'õ', 'ç', 'é', 'º', 'ª', '°', 'Á', 'Ç', 'REIMPRESSÃO'.split('').join(' ')]) expect(all).toContain(word);
        for (const token of ACCENTS_TEST_LINE.split(' ')) expect(all).toContain(token);
      }
    });
  });

  it('records the raw bytes, the code page and when the last byte came', async () => {
    const before = Date.now();
    const bytes = renderEscPos(small('Pão'), { codePage: 'cp860' });
    const seen: string[] = [];
    printer80.on('ticket', (t) => seen.push(t.text));
    await printTicket({ printer: { name: 'x', uri: printer80.url }, bytes });
    const [ticket] = await printer80.waitForTickets(1);
    expect(ticket?.bytes).toEqual(bytes);
    expect(ticket?.codePage).toBe('cp860');
    expect(ticket?.receivedAt).toBeGreaterThanOrEqual(before);
    expect(seen).toEqual(['Pão\n']);
  });

  it('decodes commands split across packets', async () => {
    const bytes = renderEscPos(small('Coração'), { codePage: 'cp850' });
    const socket = net.createConnection({ host: '127.0.0.1', port: printer80.port });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    for (const byte of bytes) {
      socket.write(Uint8Array.of(byte));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    socket.end();
    const [ticket] = await printer80.waitForTickets(1);
    expect(ticket?.text).toBe('Coração\n');
  });

  it('reads the same tickets, bytes and cuts included, whether a stream comes whole or a byte at a time', () => {
    const stream = Buffer.concat(layouts({}).map((t) => renderEscPos(t, { codePage: 'cp850' })));
    const whole = decodeEscPos(stream, { defaultTable: 'cp850' });
    const decoder = new EscPosDecoder({ defaultTable: 'cp850' });
    const oneByOne = [...stream].flatMap((byte) => decoder.push(Uint8Array.of(byte), 0));
    const comparable = (t: DecodedTicket) => ({ ...t, bytes: [...t.bytes], firstByteAt: 0, receivedAt: 0 });
    expect(whole.tickets).toHaveLength(layouts({}).length);
    expect(oneByOne.map(comparable)).toEqual(whole.tickets.map(comparable));
    expect(Buffer.concat(whole.tickets.map((t) => t.bytes))).toEqual(stream);
    for (const t of whole.tickets) expect([...t.bytes.slice(-4)]).toEqual([0x1d, 0x56, 66, 0]); // each ends with its own cut
  });

  it('serves one connection at a time, like a real printer: jobs never interleave', async () => {
    const jobs = ['Primeiro pedido', 'Segundo pedido', 'Terceiro pedido'].map((value) =>
      printTicket({ printer: { name: 'x', uri: printer80.url }, ticket: small(value) }),
    );
    await Promise.all(jobs);
    const received = await printer80.waitForTickets(3);
    expect(received.map((t) => t.text).sort()).toEqual(['Primeiro pedido\n', 'Segundo pedido\n', 'Terceiro pedido\n']);
  });

  it('keeps text without a cut as pending paper, not a ticket', async () => {
    const bytes = renderEscPos({ ...small('sem corte'), blocks: [text('sem corte')] });
    await printTicket({ printer: { name: 'x', uri: printer58.url }, bytes });
    await expect(printer58.waitForTickets(1, 200)).rejects.toThrow(/esperava 1 via\(s\), recebeu 0 em 200 ms/);
    expect(printer58.pending()?.text).toBe('sem corte\n');
    await printTicket({ printer: { name: 'x', uri: printer58.url }, bytes: Uint8Array.of(0x1d, 0x56, 66, 0) });
    const [ticket] = await printer58.waitForTickets(1);
    expect(ticket?.text).toBe('sem corte\n');
  });

  it('goes offline and comes back on the same port', async () => {
    const printer = await startVirtualPrinter({ name: 'Bar' });
    try {
      const target = { name: 'Bar', uri: printer.url };
      await printer.refuseConnections(true);
      await expect(printTicket({ printer: target, ticket: small('x') })).rejects.toThrow(/^Impressora offline: Bar \(127\.0\.0\.1:\d+\) recusou a conexão/);
      await printer.refuseConnections(false);
      await printTicket({ printer: target, ticket: small('de volta') });
      expect((await printer.waitForTickets(1))[0]?.text).toBe('de volta\n');
    } finally {
      await printer.close();
    }
  });

  describe('answers like a real printer and keeps its own record', () => {
    const raw = (printer: VirtualPrinter, bytes: number[]) =>
      new Promise<Buffer>((resolve, reject) => {
        const socket = net.createConnection({ host: printer.host, port: printer.port }, () => socket.write(Uint8Array.from(bytes)));
        const chunks: Buffer[] = [];
        socket.on('data', (c: Buffer) => chunks.push(c));
        socket.on('error', reject);
        setTimeout(() => {
          socket.destroy();
          resolve(Buffer.concat(chunks));
        }, 150);
      });
    const dleEot = [0x10, 4, 1, 0x10, 4, 2, 0x10, 4, 3, 0x10, 4, 4];
    const gsH = (id: string) => [0x1d, 0x28, 0x48, 6, 0, 0x30, 0x30, ...Buffer.from(id)];
    const paper = (t: string) => [...Buffer.from(`${t}\n`), 0x1d, 0x56, 66, 0];

    it('DLE EOT 1..4 per state, from the manual bit tables', async () => {
      const printer = await startVirtualPrinter();
      try {
        expect([...(await raw(printer, dleEot))]).toEqual([0x12, 0x12, 0x12, 0x12]);
        printer.setState('sem-papel');
        expect([...(await raw(printer, dleEot))]).toEqual([0x1a, 0x32, 0x12, 0x7e]);
        printer.setState('tampa-aberta');
        expect([...(await raw(printer, dleEot))]).toEqual([0x1a, 0x16, 0x12, 0x12]);
        printer.answersStatus = false;
        expect([...(await raw(printer, dleEot))]).toEqual([]);
      } finally {
        await printer.close();
      }
    });

    it("a 'buffer' printer keeps what arrives while out of paper and answers its GS ( H once it printed", async () => {
      const printer = await startVirtualPrinter({ kind: 'buffer' });
      try {
        printer.setState('sem-papel');
        expect([...(await raw(printer, [...paper('Pedido 1'), ...gsH('AB12')]))]).toEqual([]);
        expect(printer.tickets).toHaveLength(0);
        expect(printer.bufferedBytes()).toBeGreaterThan(0);
        printer.setState('pronta');
        expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n']);
        expect([...(await raw(printer, [...paper('Pedido 2'), ...gsH('AB13')]))]).toEqual([0x37, 0x22, ...Buffer.from('AB13'), 0]);
      } finally {
        await printer.close();
      }
    });

    it('with paperMs, a ticket is cut that long after it arrives and its GS ( H answered after the cut; stopped meanwhile, a buffer printer keeps it for when it is ready', async () => {
      const printer = await startVirtualPrinter({ kind: 'buffer' });
      printer.paperMs = 200;
      const socket = net.createConnection({ host: printer.host, port: printer.port });
      const answers: Buffer[] = [];
      socket.on('data', (c: Buffer) => answers.push(c));
      const answered = (id: string) => Buffer.concat(answers).includes(Buffer.from(id));
      try {
        const sentAt = Date.now();
        socket.write(Uint8Array.from([...paper('Pedido 20'), ...gsH('AB20')]));
        await vi.waitFor(() => expect(answered('AB20')).toBe(true));
        expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 20\n']);
        expect(Date.now() - sentAt).toBeGreaterThanOrEqual(190);
        socket.write(Uint8Array.from([...paper('Pedido 21'), ...gsH('AB21')]));
        printer.setState('sem-papel');
        await new Promise((r) => setTimeout(r, 400));
        expect(printer.tickets).toHaveLength(1);
        expect(answered('AB21')).toBe(false);
        expect(printer.bufferedBytes()).toBeGreaterThan(0);
        printer.setState('pronta');
        await vi.waitFor(() => expect(answered('AB21')).toBe(true));
        expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 20\n', 'Pedido 21\n']);
        expect(printer.discarded).toEqual([]);
      } finally {
        socket.destroy();
        await printer.close();
      }
    });

    it('a mid-ticket fault stops inside the next ticket to begin, never at its cut, and records which ticket it stopped', async () => {
      const printer = await startVirtualPrinter({ kind: 'buffer' });
      try {
        // a ticket under way when it is armed is not counted; 'Ok' is cut at its 7th byte, so the fault passes on
        await raw(printer, [...Buffer.from('Pedido 1 ')]);
        printer.failMidTicket('sem-papel', 7);
        await raw(printer, [...paper('inteiro'), ...paper('Ok'), ...paper('Terceiro pedido')]);
        expect(printer.state).toBe('sem-papel');
        expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1 inteiro\n', 'Ok\n']);
        const [stop] = printer.midTicketStops;
        expect(printer.midTicketStops).toHaveLength(1);
        expect(Buffer.from(stop!.printed).toString()).toBe('Terceir');
        expect(stop!.onPaper).toBe('Terceir\n');
        expect(stop!.ticket).toBeNull();
        expect(printer.bufferedBytes()).toBe(paper('Terceiro pedido').length - 7);
        printer.setState('pronta');
        expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1 inteiro\n', 'Ok\n', 'Terceiro pedido\n']);
        expect(stop!.ticket).toBe(printer.tickets[2]);
        expect([...stop!.ticket!.bytes]).toEqual(paper('Terceiro pedido'));
        // fired once: what comes next prints whole
        await raw(printer, paper('Quarto'));
        expect(printer.state).toBe('pronta');
        expect(printer.midTicketStops).toHaveLength(1);
      } finally {
        await printer.close();
      }
    });

    it("a 'drop' printer throws away what arrives while stopped; stopped mid-ticket, the half stays torn on the paper", async () => {
      const printer = await startVirtualPrinter({ kind: 'drop' });
      try {
        printer.failMidTicket('tampa-aberta', 4);
        await raw(printer, [...paper('Pedido 1'), ...paper('Pedido 2')]);
        expect(printer.state).toBe('tampa-aberta');
        expect(printer.tickets).toHaveLength(0);
        expect(printer.torn.map((t) => t.text)).toEqual(['Pedi\n']);
        expect(printer.discarded.map((t) => t.text)).toEqual(['do 1\n', 'Pedido 2\n']);
        expect(printer.midTicketStops.map((s) => [s.state, s.onPaper, s.ticket])).toEqual([['tampa-aberta', 'Pedi\n', null]]);
        printer.setState('pronta');
        await raw(printer, paper('Pedido 3'));
        expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 3\n']);
      } finally {
        await printer.close();
      }
    });
  });
});
