import { listCupsPrinters, sendToCups } from './cups';
import type { CommandOptions, RunCommand } from './process';

function fakeRun(results: Record<string, { code: number; stdout?: string; stderr?: string } | Error>) {
  const calls: { command: string; args: string[]; options?: CommandOptions }[] = [];
  const run: RunCommand = (command, args, options) => {
    calls.push({ command, args, options });
    const result = results[`${command} ${args[0] ?? ''}`];
    if (result instanceof Error) return Promise.reject(result);
    return Promise.resolve({ code: result?.code ?? 0, stdout: result?.stdout ?? '', stderr: result?.stderr ?? '' });
  };
  return { run, calls };
}

const missing = Object.assign(new Error('spawn lp ENOENT'), { code: 'ENOENT' });

describe('CUPS', () => {
  it('lists queues with lpstat -e and their state with lpstat -p, in the C locale', async () => {
    const { run, calls } = fakeRun({
      'lpstat -e': { code: 0, stdout: 'Cozinha_USB\nCaixa\n' },
      'lpstat -p': {
        code: 0,
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

  it('prints raw: lp -d NAME -o raw with the bytes on stdin', async () => {
    const { run, calls } = fakeRun({ 'lp -d': { code: 0, stdout: 'request id is Cozinha-12 (0 file(s))' } });
    const bytes = new Uint8Array([0x1b, 0x40, 0x41]);
    await sendToCups('Cozinha', bytes, 'PEDIDO #1', run);
    expect(calls[0]).toMatchObject({ command: 'lp', args: ['-d', 'Cozinha', '-o', 'raw', '-t', 'PEDIDO #1'] });
    expect(calls[0]?.options?.input).toBe(bytes);
  });

  it.each([
    ['lp: The printer or class does not exist.', 'not-found', 'Impressora não encontrada no sistema: X.'],
    ['lp: Destination "X" is not accepting jobs.', 'offline', 'Impressora offline: a fila X do sistema não está aceitando impressões.'],
    ['lp: Unauthorized', 'failed', 'Erro no módulo de impressão ao enviar para X: lp: Unauthorized'],
  ])('explains "%s"', async (stderr, code, message) => {
    const { run } = fakeRun({ 'lp -d': { code: 1, stderr } });
    await expect(sendToCups('X', new Uint8Array([1]), 't', run)).rejects.toMatchObject({ code, message });
  });

  it('says so when lp is missing', async () => {
    const { run } = fakeRun({ 'lp -d': missing });
    await expect(sendToCups('X', new Uint8Array([1]), 't', run)).rejects.toMatchObject({ code: 'unsupported' });
  });
});
