import type { PrinterHealth } from '../../shared/printing/status';
import { listCupsPrinters, parseCupsJobId, parseCupsQueue, sendToCups } from './cups';
import { nothingSent } from './errors';
import type { CommandOptions, CommandResult, RunCommand } from './process';

/**
 * REAL outputs of CUPS 2.4.2 (Debian 12's cups package), recorded on 2026-11-28 from a cupsd of
 * its own with raw queues (lpadmin -p Caixa -E -v socket://127.0.0.1:19100) to the test rig's
 * virtual printer (rig/virtualPrinter.ts), in the C locale: a completed job, a queue
 * disabled with cupsdisable, one refusing jobs with cupsreject, and a queue whose backend reported
 * "STATE: +media-empty-error" (a one-line backend saying what CUPS's USB backend says of a printer
 * out of paper). Dates and the Form/Users lines after "Location:" cut for length.
 */
const LP_OK = 'request id is Caixa-4 (0 file(s))\n';
const LPSTAT_IDLE = `printer Caixa is idle.  enabled since Sat Nov 28 00:04:16 2026
\tForm mounted:
\tContent types: any
\tPrinter types: unknown
\tDescription: Caixa
\tAlerts: none
\tLocation: 
`;
const LPSTAT_DISABLED = `printer Caixa disabled since Sat Nov 28 00:03:05 2026 -
\tPaused
\tForm mounted:
\tContent types: any
\tPrinter types: unknown
\tDescription: Caixa
\tAlerts: paused
\tLocation: 
`;
const LPSTAT_NO_PAPER = `printer Papel now printing Papel-3.  enabled since Sat Nov 28 00:04:17 2026
\tMedia tray empty
\tForm mounted:
\tContent types: any
\tPrinter types: unknown
\tDescription: Papel
\tAlerts: media-empty-error
\tLocation: 
`;
const NOT_COMPLETED_PAPEL_3 = 'Papel-3                 root              1024   Sat Nov 28 00:04:17 2026\n';
const COMPLETED = `Caixa-4                 root              1024   Sat Nov 28 00:04:30 2026
Caixa-2                 root              1024   Sat Nov 28 00:03:29 2026
Caixa-1                 root              1024   Sat Nov 28 00:02:45 2026
`;
const LP_REJECTED = 'lp: Destination "Caixa" is not accepting jobs.\n';
const LP_UNKNOWN = 'lp: Error - The printer or class does not exist.\n';

type Reply = Partial<CommandResult> | Error;

/** Answers each command line (command and args joined) from a list, in order; the last answer repeats. */
function fakeRun(script: Record<string, Reply | Reply[]>) {
  const calls: { line: string; options?: CommandOptions }[] = [];
  const used = new Map<string, number>();
  const run: RunCommand = (command, args, options) => {
    const line = [command, ...args].join(' ');
    calls.push({ line, options });
    const replies = script[line];
    if (replies === undefined) return Promise.reject(new Error(`comando inesperado: ${line}`));
    const list = Array.isArray(replies) ? replies : [replies];
    const n = used.get(line) ?? 0;
    used.set(line, n + 1);
    const reply = list[Math.min(n, list.length - 1)] as Reply;
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve({ code: 0, stdout: '', stderr: '', ...reply });
  };
  return { run, calls, lines: () => calls.map((c) => c.line) };
}

const missing = Object.assign(new Error('spawn lp ENOENT'), { code: 'ENOENT' });
const fast = { pollMs: 5, holdMs: 40, confirmTimeoutMs: 200 };

describe('CUPS', () => {
  it('lists queues with lpstat -e and their state with lpstat -p, in the C locale', async () => {
    const { run, calls } = fakeRun({
      'lpstat -e': { stdout: 'Cozinha_USB\nCaixa\n' },
      'lpstat -p': {
        stdout: 'printer Cozinha_USB is idle.  enabled since Sat 22 Nov 2026\nprinter Caixa disabled since Sat 22 Nov 2026 -\n\treason unknown\n',
      },
    });
    expect(await listCupsPrinters(run)).toEqual([
      { name: 'Cozinha_USB', state: 'idle' },
      { name: 'Caixa', state: 'disabled' },
    ]);
    expect(calls[0]?.options?.env?.LC_ALL).toBe('C');
  });

  it('lists nothing where CUPS is not installed', async () => {
    const { run } = fakeRun({ 'lpstat -e': missing });
    expect(await listCupsPrinters(run)).toEqual([]);
  });

  it('reads the queue as lpstat -l -p prints it: idle, disabled, and the printer-state-reasons', () => {
    expect(parseCupsQueue(LPSTAT_IDLE, 'Caixa')).toEqual({ paused: false, reasons: [] });
    expect(parseCupsQueue(LPSTAT_DISABLED, 'Caixa')).toEqual({ paused: true, reasons: ['paused'] });
    expect(parseCupsQueue(LPSTAT_NO_PAPER, 'Papel')).toEqual({ paused: false, reasons: ['media-empty-error'], printing: 'Papel-3' });
    expect(parseCupsQueue(LPSTAT_IDLE, 'Outra')).toBeNull();
    expect(parseCupsJobId(LP_OK)).toBe('Caixa-4');
  });

  it('prints raw (lp -d NAME -o raw, bytes on stdin) and counts it printed once the job completed', async () => {
    const { run, calls, lines } = fakeRun({
      'lpstat -l -p Caixa': { stdout: LPSTAT_IDLE },
      'lp -d Caixa -o raw -t PEDIDO #4': { stdout: LP_OK },
      // still queued at the first look, then gone from the queue and listed as completed
      'lpstat -W not-completed -o Caixa': [{ stdout: 'Caixa-4                 root              1024   Sat Nov 28 00:04:30 2026\n' }, { stdout: '' }],
      'lpstat -W completed -o Caixa': { stdout: COMPLETED },
    });
    const seen: PrinterHealth[] = [];
    const bytes = new Uint8Array([0x1b, 0x40, 0x41]);
    expect(await sendToCups('Caixa', bytes, 'PEDIDO #4', run, { ...fast, onStatus: (h) => seen.push(h) })).toEqual({ confirmation: 'fila', jobId: 'Caixa-4' });
    expect(calls.find((c) => c.line.startsWith('lp '))?.options?.input).toBe(bytes);
    expect(lines()).toEqual([
      'lpstat -l -p Caixa',
      'lp -d Caixa -o raw -t PEDIDO #4',
      'lpstat -W not-completed -o Caixa',
      'lpstat -l -p Caixa',
      'lpstat -W not-completed -o Caixa',
      'lpstat -W completed -o Caixa',
    ]);
    expect(seen[0]).toMatchObject({ printer: 'Caixa', state: 'pronta', monitored: true, processIds: false, message: 'Caixa: pronta', queue: 'Caixa' });
  });

  it('a paused queue: nothing is sent, "não impresso" with the cause, tried again', async () => {
    const { run, lines } = fakeRun({ 'lpstat -l -p Caixa': { stdout: LPSTAT_DISABLED } });
    await expect(sendToCups('Caixa', new Uint8Array([1]), 't', run, { ...fast, printerName: 'Caixa' })).rejects.toMatchObject({
      code: 'not-ready',
      message: 'Caixa: fila pausada no sistema',
    });
    expect(lines()).toEqual(['lpstat -l -p Caixa']);
  });

  it('out of paper with the job in the queue: waited for, the state told, printed once the paper is back (nothing sent again)', async () => {
    const { run, lines } = fakeRun({
      'lpstat -l -p Papel': [{ stdout: LPSTAT_IDLE.replace(/Caixa/g, 'Papel') }, { stdout: LPSTAT_NO_PAPER }, { stdout: LPSTAT_NO_PAPER }, { stdout: LPSTAT_IDLE.replace(/Caixa/g, 'Papel') }],
      'lp -d Papel -o raw -t PEDIDO #3': { stdout: 'request id is Papel-3 (0 file(s))\n' },
      'lpstat -W not-completed -o Papel': [{ stdout: NOT_COMPLETED_PAPEL_3 }, { stdout: NOT_COMPLETED_PAPEL_3 }, { stdout: '' }],
      'lpstat -W completed -o Papel': { stdout: 'Papel-3                 root              1024   Sat Nov 28 00:04:17 2026\n' },
    });
    const seen: PrinterHealth[] = [];
    const report = await sendToCups('Papel', new Uint8Array([1]), 'PEDIDO #3', run, { ...fast, holdMs: 10_000, onStatus: (h) => seen.push(h) });
    expect(report).toEqual({ confirmation: 'fila', jobId: 'Papel-3' });
    expect(seen.map((h) => h.message)).toEqual(['Papel: pronta', 'Papel: sem papel', 'Papel: sem papel', 'Papel: pronta']);
    expect(lines().filter((l) => l.startsWith('lp '))).toHaveLength(1);
  });

  it('stopped longer than it is held: the job is cancelled; not started, tried again; started, for a person', async () => {
    const pending = (id: string) => `${id}                 root              1024   Sat Nov 28 00:03:06 2026\n`;
    const queued = fakeRun({
      'lpstat -l -p Caixa': [{ stdout: LPSTAT_IDLE }, { stdout: LPSTAT_DISABLED }],
      'lp -d Caixa -o raw -t t': { stdout: 'request id is Caixa-2 (0 file(s))\n' },
      'lpstat -W not-completed -o Caixa': { stdout: pending('Caixa-2') },
      'cancel Caixa-2': {},
    });
    await expect(sendToCups('Caixa', new Uint8Array([1]), 't', queued.run, fast)).rejects.toMatchObject({
      code: 'not-ready',
      message: 'Caixa: fila pausada no sistema (a via foi retirada da fila do sistema)',
    });
    expect(queued.lines().at(-1)).toBe('cancel Caixa-2');

    const printing = fakeRun({
      'lpstat -l -p Papel': [{ stdout: LPSTAT_IDLE.replace(/Caixa/g, 'Papel') }, { stdout: LPSTAT_NO_PAPER }],
      'lp -d Papel -o raw -t t': { stdout: 'request id is Papel-3 (0 file(s))\n' },
      'lpstat -W not-completed -o Papel': { stdout: NOT_COMPLETED_PAPEL_3 },
      'cancel Papel-3': {},
    });
    await expect(sendToCups('Papel', new Uint8Array([1]), 't', printing.run, fast)).rejects.toMatchObject({ code: 'interrupted', message: 'Papel: sem papel' });
  });

  it('what may go to a backup printer: a paused queue refused it, nothing sent; a job the queue had started, not', async () => {
    const paused = fakeRun({ 'lpstat -l -p Caixa': { stdout: LPSTAT_DISABLED } });
    expect(nothingSent(await sendToCups('Caixa', new Uint8Array([1]), 't', paused.run, fast).catch((e: unknown) => e))).toBe(true);
    const started = fakeRun({
      'lpstat -l -p Papel': [{ stdout: LPSTAT_IDLE.replace(/Caixa/g, 'Papel') }, { stdout: LPSTAT_NO_PAPER }],
      'lp -d Papel -o raw -t t': { stdout: 'request id is Papel-3 (0 file(s))\n' },
      'lpstat -W not-completed -o Papel': { stdout: NOT_COMPLETED_PAPEL_3 },
      'cancel Papel-3': {},
    });
    expect(nothingSent(await sendToCups('Papel', new Uint8Array([1]), 't', started.run, fast).catch((e: unknown) => e))).toBe(false);
  });

  it('a queue that cannot say (no job id): handed over counts, "sem confirmação"', async () => {
    const { run } = fakeRun({ 'lpstat -l -p X': { code: 1, stderr: 'lpstat: Invalid destination name in list "X".\n' }, 'lp -d X -o raw -t t': { stdout: '' } });
    expect(await sendToCups('X', new Uint8Array([1]), 't', run, fast)).toEqual({ confirmation: 'sem-confirmacao', jobId: null });
  });

  it.each([
    [LP_UNKNOWN, 'not-found', 'Impressora não encontrada no sistema: X.'],
    [LP_REJECTED.replace('Caixa', 'X'), 'offline', 'Impressora offline: a fila X do sistema não está aceitando impressões.'],
    ['lp: Unauthorized', 'failed', 'Erro no módulo de impressão ao enviar para X: lp: Unauthorized'],
  ])('explains "%s"', async (stderr, code, message) => {
    const { run } = fakeRun({ 'lpstat -l -p X': { code: 1 }, 'lp -d X -o raw -t t': { code: 1, stderr } });
    await expect(sendToCups('X', new Uint8Array([1]), 't', run, fast)).rejects.toMatchObject({ code, message });
  });

  it('says so when lp is missing', async () => {
    const { run } = fakeRun({ 'lpstat -l -p X': missing, 'lp -d X -o raw -t t': missing });
    await expect(sendToCups('X', new Uint8Array([1]), 't', run, fast)).rejects.toMatchObject({ code: 'unsupported' });
  });
});
