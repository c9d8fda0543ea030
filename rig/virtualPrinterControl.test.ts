import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTcpPrinterMemory, probeTcpStatus } from '../src/node/printing/confirmedTcp';
import { type Sandbox, createSandbox } from '../src/sandbox/server';
import { type VirtualPrinter, startVirtualPrinter } from './virtualPrinter';
import { virtualPrinterSwitch } from './virtualPrinterControl';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

describe.sequential('npm run sandbox:printer: the demo\'s virtual printers switched through the control API', () => {
  let sandbox: Sandbox;
  let caixa: VirtualPrinter;
  let cozinha: VirtualPrinter;

  beforeAll(async () => {
    caixa = await startVirtualPrinter({ name: 'Caixa' });
    cozinha = await startVirtualPrinter({ name: 'Cozinha' });
    // no demo data: only the control API is used
    sandbox = createSandbox({ seed: false, printers: virtualPrinterSwitch([caixa, cozinha]) });
    await sandbox.listen(0, '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await sandbox.close();
    await caixa.close();
    await cozinha.close();
  });

  /** the command as a person types it (the script's tsx, the sandbox found by SANDBOX_URL) */
  const command = async (...args: string[]) => {
    try {
      const { stdout } = await run(resolve(root, 'node_modules/.bin/tsx'), ['src/sandbox/control-cli.ts', 'printer', ...args], {
        cwd: root,
        env: { ...process.env, SANDBOX_URL: sandbox.url },
      });
      return { code: 0, out: stdout };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: failed.stdout + failed.stderr };
    }
  };
  /** the control API itself (what the command calls) */
  const control = async (name: string, state: string) => {
    const response = await fetch(`${sandbox.url}/__sandbox/printers/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ state }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** what the print module reads from the printer itself (DLE EOT on a connection of its own) */
  const probe = (printer: VirtualPrinter) => probeTcpStatus(printer.host, printer.port, { printerName: printer.name, memory: createTcpPrinterMemory() });

  it("'Caixa sem-papel' stops the printer: it answers DLE EOT as out of paper, the other printer stays ready", async () => {
    const reply = await command('Caixa', 'sem-papel');
    expect(reply.code).toBe(0);
    expect(reply.out).toContain(`Caixa (${caixa.url}): sem-papel, guarda enquanto parada`);
    expect(caixa.state).toBe('sem-papel');
    expect(await probe(caixa)).toMatchObject({ state: 'sem-papel', monitored: true, message: 'Caixa: sem papel' });
    expect(await probe(cozinha)).toMatchObject({ state: 'pronta' });
  }, 60_000);

  it('each state by its name, a printer that never answers status, one that refuses connections, and back to ready', async () => {
    const seen: Record<string, string> = {};
    for (const word of ['pouco-papel', 'tampa-aberta', 'erro', 'offline', 'mudo', 'desligada', 'pronta']) {
      expect((await control('cozinha', word)).status).toBe(200);
      seen[word] = (await probe(cozinha)).state;
    }
    expect(seen).toEqual({
      'pouco-papel': 'pouco-papel',
      'tampa-aberta': 'tampa-aberta',
      erro: 'erro',
      offline: 'offline',
      mudo: 'sem-confirmacao',
      desligada: 'offline',
      pronta: 'pronta',
    });
  });

  it("'descarta' and 'guarda' switch what a stopped printer does with what arrives; no arguments lists the printers", async () => {
    expect((await control('Caixa', 'descarta')).body).toMatchObject({ name: 'Caixa', kind: 'descarta' });
    expect(caixa.kind).toBe('drop');
    const list = await command();
    expect(list.out).toContain('Caixa');
    expect(list.out).toMatch(/Caixa \(tcp:\/\/127\.0\.0\.1:\d+\): sem-papel, descarta enquanto parada; 0 impressa\(s\), 0 descartada\(s\)/);
    expect(list.out).toMatch(/Cozinha \(tcp:\/\/127\.0\.0\.1:\d+\): pronta, guarda enquanto parada/);
    expect((await control('Caixa', 'guarda')).body).toMatchObject({ kind: 'guarda' });
    expect(caixa.kind).toBe('buffer');
  }, 60_000);

  it('an unknown state or printer is refused in Portuguese and changes nothing', async () => {
    const state = await command('Caixa', 'quebrada');
    expect(state.code).toBe(1);
    expect(state.out).toContain('Estado desconhecido: quebrada. Use um destes: pronta, pouco-papel, sem-papel');
    expect(caixa.state).toBe('sem-papel');
    const printer = await control('Balcão', 'pronta');
    expect(printer).toEqual({ status: 404, body: { error: 'Impressora virtual não encontrada: Balcão (há Caixa, Cozinha).' } });
    expect((await control('Caixa', ' ')).body).toEqual({ error: 'Informe state (por exemplo sem-papel).' });
  }, 60_000);
});
