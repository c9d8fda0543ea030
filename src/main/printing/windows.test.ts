import type { CommandOptions, RunCommand } from './process';
import { listWindowsPrinters, sendToWindowsSpooler } from './windows';

function fakeRun(result: { code: number; stdout?: string; stderr?: string }) {
  const calls: { command: string; args: string[]; options?: CommandOptions }[] = [];
  const run: RunCommand = (command, args, options) => {
    calls.push({ command, args, options });
    return Promise.resolve({ code: result.code, stdout: result.stdout ?? '', stderr: result.stderr ?? '' });
  };
  return { run, calls };
}

function decodedScript(args: string[]): string {
  const encoded = args[args.indexOf('-EncodedCommand') + 1] ?? '';
  return Buffer.from(encoded, 'base64').toString('utf16le');
}

describe('Windows spooler (raw)', () => {
  it('sends the bytes as base64 on stdin to a winspool RAW script, the name in the environment', async () => {
    const { run, calls } = fakeRun({ code: 0 });
    await sendToWindowsSpooler('EPSON TM-T20 "Cozinha"', new Uint8Array([0x1b, 0x40, 0xc6]), 'PEDIDO #1', run);
    const call = calls[0]!;
    expect(call.command).toBe('powershell.exe');
    expect(call.args).toContain('-NonInteractive');
    const script = decodedScript(call.args);
    expect(script).toContain('winspool.drv');
    expect(script).toContain('pDataType = "RAW"');
    expect(script).toContain('WritePrinter');
    expect(script).not.toContain('Cozinha');
    expect(call.options?.env?.PAINEL_PRINTER).toBe('EPSON TM-T20 "Cozinha"');
    expect(call.options?.input).toBe(Buffer.from([0x1b, 0x40, 0xc6]).toString('base64'));
  });

  it.each([
    [2, 'not-found'],
    [3, 'offline'],
    [4, 'offline'],
    [1, 'failed'],
  ])('exit code %i -> %s', async (code, expected) => {
    const { run } = fakeRun({ code, stderr: 'falhou' });
    await expect(sendToWindowsSpooler('X', new Uint8Array([1]), 't', run)).rejects.toMatchObject({ code: expected });
  });

  it('lists printers from Win32_Printer', async () => {
    const { run } = fakeRun({
      code: 0,
      stdout: JSON.stringify([
        { Name: 'EPSON TM-T20', WorkOffline: false, PrinterStatus: 3 },
        { Name: 'Microsoft Print to PDF', WorkOffline: true, PrinterStatus: 3 },
      ]),
    });
    expect(await listWindowsPrinters(run)).toEqual([
      { name: 'EPSON TM-T20', state: 'idle' },
      { name: 'Microsoft Print to PDF', state: 'disabled' },
    ]);
    const single = fakeRun({ code: 0, stdout: JSON.stringify({ Name: 'Bema', PrinterStatus: 4 }) });
    expect(await listWindowsPrinters(single.run)).toEqual([{ name: 'Bema', state: 'printing' }]);
  });
});
