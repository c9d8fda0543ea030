import type { PrinterHealth } from '../../shared/printing/status';
import type { CommandOptions, CommandResult, RunCommand } from './process';
import { listWindowsPrinters, sendToWindowsSpooler, windowsReasons } from './windows';

function decodedScript(args: string[]): string {
  const encoded = args[args.indexOf('-EncodedCommand') + 1] ?? '';
  return Buffer.from(encoded, 'base64').toString('utf16le');
}

type Kind = 'raw' | 'status' | 'job' | 'cancel' | 'list';
const kindOf = (script: string, env?: NodeJS.ProcessEnv): Kind =>
  script.includes('winspool.drv') ? 'raw' : script.includes('Remove-PrintJob') ? 'cancel' : script.includes('Get-Printer') ? (env?.PAINEL_JOB ? 'job' : 'status') : 'list';

/** Answers each kind of script from a list, in order; the last answer repeats. */
function fakeRun(script: Partial<Record<Kind, Partial<CommandResult>[]>>) {
  const calls: { kind: Kind; script: string; args: string[]; options?: CommandOptions }[] = [];
  const used = new Map<Kind, number>();
  const run: RunCommand = (command, args, options) => {
    const text = decodedScript(args);
    const kind = kindOf(text, options?.env);
    calls.push({ kind, script: text, args, options });
    const list = script[kind] ?? [{ code: 1 }];
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    return Promise.resolve({ code: 0, stdout: '', stderr: '', ...list[Math.min(n, list.length - 1)] });
  };
  return { run, calls };
}

/**
 * What the status script prints: Get-Printer's PrinterStatus and Get-PrintJob's JobStatus as
 * PowerShell writes the enums' names (a flags value as "Printing, Retained"). The names are those
 * of Microsoft's documentation of the cmdlets' types (learn.microsoft.com: PrintQueueStatus /
 * PRINTER_STATUS_* for the printer: Normal, Paused, Error, PaperJam, PaperOut, Offline, DoorOpen...;
 * PrintJobStatus / JOB_STATUS_* for the job: Paused, Error, Spooling, Printing, Offline, PaperOut,
 * Printed, Deleted, Blocked, UserIntervention, Completed, Retained); not recorded on a Windows machine.
 */
const status = (printer: string, job?: { Id: number; JobStatus: string } | null) => ({
  stdout: JSON.stringify({ PrinterStatus: printer, Job: job ?? null }),
});
const fast = { pollMs: 5, holdMs: 40, confirmTimeoutMs: 200 };

describe('Windows spooler (raw)', () => {
  it('sends the bytes as base64 on stdin to a winspool RAW script, the name in the environment; printed once the job left the spooler', async () => {
    const { run, calls } = fakeRun({
      status: [status('Normal')],
      raw: [{ stdout: 'job 12\r\n' }],
      job: [status('Normal', { Id: 12, JobStatus: 'Printing' }), status('Normal', null)],
    });
    const seen: PrinterHealth[] = [];
    const report = await sendToWindowsSpooler('EPSON TM-T20 "Cozinha"', new Uint8Array([0x1b, 0x40, 0xc6]), 'PEDIDO #1', run, { ...fast, printerName: 'Cozinha', onStatus: (h) => seen.push(h) });
    expect(report).toEqual({ confirmation: 'fila', jobId: '12' });
    const raw = calls.find((c) => c.kind === 'raw')!;
    expect(raw.args).toContain('-NonInteractive');
    expect(raw.script).toContain('winspool.drv');
    expect(raw.script).toContain('pDataType = "RAW"');
    expect(raw.script).toContain('WritePrinter');
    expect(raw.script).not.toContain('Cozinha');
    expect(raw.options?.env?.PAINEL_PRINTER).toBe('EPSON TM-T20 "Cozinha"');
    expect(raw.options?.input).toBe(Buffer.from([0x1b, 0x40, 0xc6]).toString('base64'));
    const job = calls.find((c) => c.kind === 'job')!;
    expect(job.script).toContain('Get-PrintJob -PrinterName $env:PAINEL_PRINTER -ID');
    expect(job.options?.env?.PAINEL_JOB).toBe('12');
    expect(seen[0]).toMatchObject({ printer: 'Cozinha', state: 'pronta', monitored: true, message: 'Cozinha: pronta', queue: 'EPSON TM-T20 "Cozinha"' });
    // the printer's status came with the job's: one PowerShell per look, not two
    expect(calls.map((c) => c.kind)).toEqual(['status', 'raw', 'job', 'job']);
  });

  it('a job the spooler marks Printed (a queue that keeps printed documents) counts as printed', async () => {
    const { run } = fakeRun({ status: [status('Normal')], raw: [{ stdout: 'job 3\r\n' }], job: [status('Normal', { Id: 3, JobStatus: 'Printed, Retained' })] });
    expect(await sendToWindowsSpooler('X', new Uint8Array([1]), 't', run, fast)).toEqual({ confirmation: 'fila', jobId: '3' });
  });

  it.each([
    ['PaperOut', 'X: sem papel'],
    ['DoorOpen', 'X: tampa aberta'],
    ['Offline', 'X: offline'],
    ['Paused', 'X: fila pausada no sistema'],
    ['Error', 'X: erro'],
    ['PaperJam', 'X: papel enroscado'],
  ])('printer %s before the ticket: nothing sent, "%s", tried again', async (printerStatus, message) => {
    const { run, calls } = fakeRun({ status: [status(printerStatus)] });
    await expect(sendToWindowsSpooler('X', new Uint8Array([1]), 't', run, fast)).rejects.toMatchObject({ code: 'not-ready', message });
    expect(calls.map((c) => c.kind)).toEqual(['status']);
  });

  it('paper out on the job while printing, then printed when the paper is back: nothing sent again', async () => {
    const { run, calls } = fakeRun({
      status: [status('Normal'), status('PaperOut'), status('Normal')],
      raw: [{ stdout: 'job 7\r\n' }],
      job: [status('PaperOut', { Id: 7, JobStatus: 'Error, Printing, PaperOut' }), status('Normal', null)],
    });
    const seen: PrinterHealth[] = [];
    expect(await sendToWindowsSpooler('X', new Uint8Array([1]), 't', run, { ...fast, holdMs: 10_000, onStatus: (h) => seen.push(h) })).toEqual({ confirmation: 'fila', jobId: '7' });
    expect(seen.map((h) => h.state)).toContain('sem-papel');
    expect(calls.filter((c) => c.kind === 'raw')).toHaveLength(1);
  });

  it('stopped longer than it is held: a job that was printing is removed and left for a person', async () => {
    const { run, calls } = fakeRun({
      status: [status('Normal'), status('Offline')],
      raw: [{ stdout: 'job 9\r\n' }],
      job: [status('Offline', { Id: 9, JobStatus: 'Printing, Offline' })],
      cancel: [{ code: 0 }],
    });
    await expect(sendToWindowsSpooler('X', new Uint8Array([1]), 't', run, fast)).rejects.toMatchObject({ code: 'interrupted', message: 'X: offline' });
    expect(calls.at(-1)?.kind).toBe('cancel');
    expect(calls.at(-1)?.options?.env?.PAINEL_JOB).toBe('9');
  });

  it('reads the flags PowerShell writes into the queue reasons', () => {
    expect(windowsReasons('Normal')).toEqual({ paused: false, reasons: [] });
    expect(windowsReasons('Paused, PaperOut')).toEqual({ paused: true, reasons: ['media-empty-error'] });
    expect(windowsReasons('TonerLow')).toEqual({ paused: false, reasons: ['media-low-report'] });
  });

  it.each([
    [2, 'not-found'],
    [3, 'offline'],
    [4, 'offline'],
    [1, 'failed'],
  ])('exit code %i -> %s', async (code, expected) => {
    const { run } = fakeRun({ raw: [{ code, stderr: 'falhou' }] });
    await expect(sendToWindowsSpooler('X', new Uint8Array([1]), 't', run, fast)).rejects.toMatchObject({ code: expected });
  });

  it('lists printers from Win32_Printer', async () => {
    const { run } = fakeRun({
      list: [
        {
          stdout: JSON.stringify([
            { Name: 'EPSON TM-T20', WorkOffline: false, PrinterStatus: 3 },
            { Name: 'Microsoft Print to PDF', WorkOffline: true, PrinterStatus: 3 },
          ]),
        },
      ],
    });
    expect(await listWindowsPrinters(run)).toEqual([
      { name: 'EPSON TM-T20', state: 'idle' },
      { name: 'Microsoft Print to PDF', state: 'disabled' },
    ]);
    const single = fakeRun({ list: [{ stdout: JSON.stringify({ Name: 'Bema', PrinterStatus: 4 }) }] });
    expect(await listWindowsPrinters(single.run)).toEqual([{ name: 'Bema', state: 'printing' }]);
  });
});
