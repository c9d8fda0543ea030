import { type VirtualPrinter, type VirtualPrinterOptions, startVirtualPrinter } from '../../../rig/virtualPrinter';
import type { PrinterHealth } from '../../shared/printing/status';
import { type ConfirmedTcpOptions, createTcpPrinterMemory, printOverTcp, probeTcpStatus } from './confirmedTcp';
import { type PrinterError, nothingSent } from './errors';

const ticket = (text: string) => new Uint8Array([0x1b, 0x40, ...Buffer.from(`${text}\n`, 'latin1'), 0x1d, 0x56, 66, 0]);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('printOverTcp: the printer confirms the ticket', () => {
  const printers: VirtualPrinter[] = [];
  const start = async (options: VirtualPrinterOptions = {}) => {
    const printer = await startVirtualPrinter({ name: 'Caixa', ...options });
    printers.push(printer);
    return printer;
  };
  afterEach(async () => {
    for (const printer of printers.splice(0)) await printer.close();
  });
  const fast = (extra: ConfirmedTcpOptions = {}): ConfirmedTcpOptions => ({
    printerName: 'Caixa',
    memory: createTcpPrinterMemory(),
    statusTimeoutMs: 200,
    pollMs: 40,
    readyGraceMs: 150,
    confirmTimeoutMs: 2000,
    ...extra,
  });
  const print = (printer: VirtualPrinter, text: string, options: ConfirmedTcpOptions) => printOverTcp(printer.host, printer.port, ticket(text), options);

  it('a ready printer with GS ( H: printed once its ID came back, status asked on the same connection', async () => {
    const printer = await start();
    const seen: PrinterHealth[] = [];
    const options = fast({ onStatus: (h) => seen.push(h) });
    expect(await print(printer, 'Pedido 1', options)).toEqual({ confirmation: 'papel', resent: false });
    expect(await print(printer, 'Pedido 2', options)).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n', 'Pedido 2\n']);
    expect(printer.connections).toBe(2);
    expect(seen.at(-1)).toMatchObject({ printer: 'Caixa', state: 'pronta', monitored: true, processIds: true, message: 'Caixa: pronta' });
  });

  it('a rush: a printer ready after the previous cut a moment ago is not asked again before the next ticket', async () => {
    const printer = await start();
    const options = fast({ freshStatusMs: 5000 });
    await print(printer, 'Pedido 1', options);
    // before (4 DLE EOT) and after (4) the first ticket; only after the second
    expect(printer.statusRequests).toBe(8);
    expect(await print(printer, 'Pedido 2', options)).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.statusRequests).toBe(12);
    await sleep(60);
    // no longer fresh: asked before again
    expect(await print(printer, 'Pedido 3', { ...options, freshStatusMs: 50 })).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.statusRequests).toBe(20);
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n', 'Pedido 2\n', 'Pedido 3\n']);
  });

  it('a rush: a stop between two tickets is caught after the cut (kept and printed when the paper is back; for a person without GS ( H)', async () => {
    const printer = await start({ kind: 'buffer' });
    const options = fast({ freshStatusMs: 5000 });
    await print(printer, 'Pedido 1', options);
    printer.setState('sem-papel');
    setTimeout(() => printer.setState('pronta'), 200);
    expect(await print(printer, 'Pedido 2', options)).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n', 'Pedido 2\n']);

    const plain = await start({ processIds: false });
    const plainOptions = fast({ freshStatusMs: 5000 });
    await print(plain, 'Pedido 1', plainOptions);
    plain.setState('tampa-aberta');
    await expect(print(plain, 'Pedido 2', plainOptions)).rejects.toMatchObject({ code: 'interrupted', message: 'Caixa: tampa aberta' });
    // a stop the printer told is not fresh readiness: the next ticket asks before, and waits
    await expect(print(plain, 'Pedido 3', plainOptions)).rejects.toMatchObject({ code: 'not-ready', message: 'Caixa: tampa aberta' });
  });

  it('a printer without GS ( H: confirmed by its status after the cut', async () => {
    const printer = await start({ processIds: false });
    expect(await print(printer, 'Pedido 1', fast())).toEqual({ confirmation: 'status', resent: false });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n']);
  });

  it('a printer that never answers status prints as before, "sem confirmação", and is not asked again per ticket', async () => {
    const printer = await start({ answersStatus: false });
    const seen: PrinterHealth[] = [];
    const options = fast({ onStatus: (h) => seen.push(h) });
    expect(await print(printer, 'Pedido 1', options)).toEqual({ confirmation: 'sem-confirmacao', resent: false });
    const began = Date.now();
    expect(await print(printer, 'Pedido 2', options)).toEqual({ confirmation: 'sem-confirmacao', resent: false });
    expect(Date.now() - began).toBeLessThan(150);
    await printer.waitForTickets(2);
    expect(seen.at(-1)).toMatchObject({ state: 'sem-confirmacao', monitored: false, message: 'Caixa: sem confirmação' });
  });

  it('a printer that answered and then does not: nothing is sent, "sem resposta", until it answers again', async () => {
    const printer = await start();
    const seen: PrinterHealth[] = [];
    // past the rush's fresh status (a ticket within 0.5 s of a ready status is not asked before)
    let clock = 1_000_000;
    const options = fast({ onStatus: (h) => seen.push(h), now: () => clock });
    expect(await print(printer, 'Pedido 1', options)).toEqual({ confirmation: 'papel', resent: false });
    clock += 1_000;
    printer.answersStatus = false;
    await expect(print(printer, 'Pedido 2', options)).rejects.toMatchObject({ code: 'not-ready', message: 'Caixa: sem resposta' });
    // not 'offline' (red, the alarm): nothing says it stopped
    expect(seen.at(-1)).toMatchObject({ state: 'sem-confirmacao', monitored: true, message: 'Caixa: sem resposta' });
    expect(await probeTcpStatus(printer.host, printer.port, options)).toMatchObject({ state: 'sem-confirmacao', monitored: true, message: 'Caixa: sem resposta' });
    await sleep(50);
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n']);
    printer.answersStatus = true;
    expect(await print(printer, 'Pedido 2', options)).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n', 'Pedido 2\n']);
  });

  it('a printer that answered and has been silent for a minute is one that does not answer: printed as before', async () => {
    const printer = await start();
    let clock = 1_000_000;
    const options = fast({ now: () => clock });
    expect(await print(printer, 'Pedido 1', options)).toEqual({ confirmation: 'papel', resent: false });
    clock += 1_000;
    printer.answersStatus = false;
    await expect(print(printer, 'Pedido 2', options)).rejects.toMatchObject({ code: 'not-ready' });
    clock += 59_000;
    await expect(print(printer, 'Pedido 2', options)).rejects.toMatchObject({ code: 'not-ready' });
    clock += 1_000;
    expect(await print(printer, 'Pedido 2', options)).toEqual({ confirmation: 'sem-confirmacao', resent: false });
    await printer.waitForTickets(2);
  });

  it.each([
    ['sem-papel', 'Caixa: sem papel'],
    ['tampa-aberta', 'Caixa: tampa aberta'],
    ['erro-cortador', 'Caixa: erro no cortador de papel'],
    ['offline', 'Caixa: offline'],
  ] as const)('stopped before the ticket (%s): nothing is sent, not printed with the cause', async (state, message) => {
    const printer = await start();
    printer.setState(state);
    await expect(print(printer, 'Pedido 1', fast())).rejects.toMatchObject({ code: 'not-ready', message });
    printer.setState('pronta');
    await sleep(50);
    expect(printer.tickets).toHaveLength(0);
  });

  it('near end is a warning: the ticket prints', async () => {
    const printer = await start();
    printer.setState('pouco-papel');
    const seen: PrinterHealth[] = [];
    expect(await print(printer, 'Pedido 1', fast({ onStatus: (h) => seen.push(h) }))).toMatchObject({ confirmation: 'papel' });
    expect(seen.at(-1)).toMatchObject({ state: 'pouco-papel', message: 'Caixa: pouco papel' });
  });

  it('paper ends mid-ticket on a printer that keeps its buffer: its ID comes back after the paper is changed, nothing sent again', async () => {
    const printer = await start({ kind: 'buffer' });
    printer.failMidTicket('sem-papel', 6);
    const seen: PrinterHealth[] = [];
    const printing = print(printer, 'Pedido 1', fast({ onStatus: (h) => seen.push(h) }));
    await vi.waitFor(() => expect(seen.some((h) => h.state === 'sem-papel')).toBe(true));
    await sleep(200);
    printer.setState('pronta');
    expect(await printing).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n']);
  });

  it('cover opened mid-ticket on a printer that drops: ready again and the ID does not come, sent again once by itself', async () => {
    const printer = await start({ kind: 'drop' });
    printer.failMidTicket('tampa-aberta', 6);
    const seen: PrinterHealth[] = [];
    const printing = print(printer, 'Pedido 1', fast({ onStatus: (h) => seen.push(h) }));
    await vi.waitFor(() => expect(seen.some((h) => h.state === 'tampa-aberta')).toBe(true));
    printer.setState('pronta');
    expect(await printing).toEqual({ confirmation: 'papel', resent: true });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n']);
    expect(printer.torn).toHaveLength(1);
  });

  it('stopped after the ticket on a printer without GS ( H: interrupted with the cause, for a person', async () => {
    const printer = await start({ processIds: false, kind: 'drop' });
    printer.failMidTicket('sem-papel', 6);
    await expect(print(printer, 'Pedido 1', fast())).rejects.toMatchObject({ code: 'interrupted', message: 'Caixa: sem papel' });
  });

  it('stopped before the ticket: nothing is sent, "não impresso" with the cause, for each stop the printer can say', async () => {
    const printer = await start();
    const causes: string[] = [];
    for (const state of ['sem-papel', 'tampa-aberta', 'erro-cortador', 'offline'] as const) {
      printer.setState(state);
      const error = (await print(printer, 'Pedido 1', fast()).catch((e: unknown) => e)) as PrinterError;
      expect(error.code).toBe('not-ready');
      expect(nothingSent(error), 'may go to a backup printer').toBe(true);
      causes.push(error.message);
    }
    expect(causes).toEqual(['Caixa: sem papel', 'Caixa: tampa aberta', 'Caixa: erro no cortador de papel', 'Caixa: offline']);
    // the printer's own record: nothing reached it, nothing kept, nothing thrown away
    expect(printer.tickets).toEqual([]);
    expect(printer.bufferedBytes()).toBe(0);
    expect(printer.discarded).toEqual([]);
    printer.setState('pronta');
    expect(await print(printer, 'Pedido 1', fast())).toEqual({ confirmation: 'papel', resent: false });
    expect(printer.tickets.map((t) => t.text)).toEqual(['Pedido 1\n']);
  });

  it('unreachable: offline, as before', async () => {
    const printer = await start();
    const port = printer.port;
    await printer.close();
    const error = await printOverTcp('127.0.0.1', port, ticket('x'), fast()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'offline' });
    expect(nothingSent(error), 'may go to a backup printer').toBe(true);
  });

  it('stopped after the ticket went: not "nothing sent" (it must not go to a backup printer)', async () => {
    const printer = await start({ processIds: false, kind: 'drop' });
    printer.failMidTicket('sem-papel', 6);
    const error = await print(printer, 'Pedido 1', fast()).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'interrupted' });
    expect(nothingSent(error)).toBe(false);
  });

  it('probes the state on its own connection', async () => {
    const printer = await start();
    printer.setState('sem-papel');
    expect(await probeTcpStatus(printer.host, printer.port, fast())).toMatchObject({ state: 'sem-papel', monitored: true, message: 'Caixa: sem papel' });
    const silent = await start({ answersStatus: false });
    expect(await probeTcpStatus(silent.host, silent.port, fast())).toMatchObject({ state: 'sem-confirmacao', monitored: false });
  });
});
