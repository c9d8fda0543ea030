import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../shared/api/areas/printing';
import { renderEscPos } from '../shared/printing/render/escpos';
import { buildAccentTestTicket } from '../shared/printing/testPage';
import { startVirtualPrinter, type VirtualPrinter } from '../../rig/virtualPrinter';
import { loadConfiguredPrinters, registerPrintHandlers } from './printHandlers';
import { createPrinterRegistry } from '../node/printing/registry';
import { FakeBrowserWindow, electron } from './test/mocks';

vi.mock('electron', async () => (await import('./test/mocks')).electron.module);
vi.mock('./log', async () => ({ default: (await import('./test/mocks')).logger.log }));

let caixa: VirtualPrinter;
const secrets = new Map<string, string>();
const userDataDir = mkdtempSync(join(tmpdir(), 'painel-print-'));
const win = new FakeBrowserWindow({});
const printedHtml: { options: Record<string, unknown>; url: string }[] = [];
let nativeOutcome: [boolean, string] = [true, ''];

// The fake electron has no printing: give its web contents what Electron's have.
Object.assign(Object.getPrototypeOf(win.webContents) as object, {
  getPrintersAsync: () => Promise.resolve([{ name: 'EPSON TM-T20', displayName: 'EPSON TM-T20', options: {} }]),
  print(this: unknown, options: Record<string, unknown>, callback: (success: boolean, reason: string) => void) {
    const owner = FakeBrowserWindow.instances.find((w) => w.webContents === this);
    printedHtml.push({ options, url: owner?.loadedUrls.at(-1) ?? '' });
    callback(...nativeOutcome);
  },
});

beforeAll(async () => {
  caixa = await startVirtualPrinter({ name: 'Caixa' });
  registerPrintHandlers({
    getWindow: () => win as never,
    userDataDir,
    secrets: { get: (key) => secrets.get(key) ?? null },
    registry: createPrinterRegistry({ configured: [{ name: 'Caixa', uri: caixa.url, codePage: 'cp860' }], listOs: () => Promise.resolve([]) }),
  });
});
afterAll(async () => {
  await caixa.close();
});

const fromPanel = { senderFrame: { url: 'app://panel/' } };
const call = (channel: string, ...args: unknown[]) => Promise.resolve().then(() => electron.invokeHandlers.get(channel)!(fromPanel, ...args));
const ticket = buildAccentTestTicket('Caixa', 'cp860', DEFAULT_PRINT_SETTINGS);
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

describe('printing IPC', () => {
  it('print:list answers the registry (configured network printers and OS queues)', async () => {
    await expect(call('print:list')).resolves.toEqual({ ok: true, printers: [{ name: 'Caixa', codePage: 'cp860', origem: 'rede' }] });
  });

  it('print:raw sends the bytes to the printer, base64 or a list of numbers', async () => {
    caixa.clear();
    const bytes = renderEscPos(ticket, { codePage: 'cp860' });
    // confirmed on paper: the virtual printer sent the ticket's process ID back after its cut
    const printedOk = { ok: true, instance: expect.any(String), repeated: false, confirmation: 'papel' };
    await expect(call('print:raw', { printer: 'Caixa', bytes: base64(bytes), codePage: 'cp860' })).resolves.toEqual(printedOk);
    await expect(call('print:raw', { printer: 'caixa', bytes: [...bytes], codePage: 'cp860' })).resolves.toEqual(printedOk);
    const printed = await caixa.waitForTickets(2);
    expect(printed[0]?.text).toContain('Ação, coração, pão');
    expect(printed[0]?.codePage).toBe('cp860');
  });

  it('print:raw prints a copy sent again after a reload once; after a restart of main it cannot know', async () => {
    caixa.clear();
    const bytes = base64(renderEscPos(ticket, { codePage: 'cp860' }));
    const first = (await call('print:raw', { printer: 'Caixa', bytes, codePage: 'cp860', printId: 'job-3:0' })) as { instance: string };
    await expect(call('print:raw', { printer: 'Caixa', bytes, codePage: 'cp860', printId: 'job-3:0', expectedInstance: first.instance })).resolves.toEqual({
      ok: true,
      instance: first.instance,
      repeated: true,
      confirmation: 'papel',
    });
    await expect(call('print:raw', { printer: 'Caixa', bytes, codePage: 'cp860', printId: 'job-4:0', expectedInstance: 'main-de-antes' })).resolves.toMatchObject({
      ok: false,
      code: 'unknown-outcome',
    });
    await caixa.waitForTickets(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(caixa.tickets).toHaveLength(1);
  });

  it('print:raw tells the kind of failure: an unknown printer, a printer offline', async () => {
    const bytes = base64(renderEscPos(ticket));
    await expect(call('print:raw', { printer: 'Bar', bytes, codePage: 'cp850' })).resolves.toMatchObject({ ok: false, code: 'not-found' });
    await caixa.refuseConnections(true);
    try {
      await expect(call('print:raw', { printer: 'Caixa', bytes, codePage: 'cp850' })).resolves.toMatchObject({
        ok: false,
        code: 'offline',
        message: expect.stringContaining('Impressora offline'),
        // it got none of it: the panel may send it to a backup printer
        nothingSent: true,
      });
    } finally {
      await caixa.refuseConnections(false);
    }
  });

  it('print:raw on a printer out of paper: not ready, nothing sent (it may go to a backup printer)', async () => {
    const bytes = base64(renderEscPos(ticket));
    caixa.setState('sem-papel');
    await new Promise((r) => setTimeout(r, 600)); // past the previous ticket's fresh status
    try {
      await expect(call('print:raw', { printer: 'Caixa', bytes, codePage: 'cp850', printId: 'job-9:0' })).resolves.toMatchObject({
        ok: false,
        code: 'not-ready',
        message: 'Caixa: sem papel',
        nothingSent: true,
      });
    } finally {
      caixa.setState('pronta');
    }
  });

  it('refuses bad arguments and other senders', async () => {
    await expect(call('print:raw', { printer: 'Caixa', bytes: 'não é base64!', codePage: 'cp850' })).rejects.toThrow(/argumento inválido/);
    await expect(call('print:raw', { printer: 'Caixa', bytes: [300], codePage: 'cp850' })).rejects.toThrow(/argumento inválido/);
    await expect(call('print:raw', { printer: 'Caixa', bytes: '', codePage: 'cp437' })).rejects.toThrow(/argumento inválido/);
    await expect(call('print:html', { printer: 'X', html: '<p>x</p>', pageSize: { width: 80000, height: 100000 }, extra: 1 })).rejects.toThrow(
      /argumento inválido/,
    );
    const foreign = { senderFrame: { url: 'https://malicioso.example/' } };
    await expect(
      Promise.resolve().then(() => electron.invokeHandlers.get('print:raw')!(foreign, { printer: 'Caixa', bytes: '', codePage: 'cp850' })),
    ).rejects.toThrow(/origem não autorizada/);
  });

  it('print:native-list and print:html print silently in a hidden window with the page size in microns', async () => {
    await expect(call('print:native-list')).resolves.toEqual({ ok: true, printers: [{ name: 'EPSON TM-T20', origem: 'sistema' }] });
    const html = '<html><body><p>PEDIDO #1 — Ação</p></body></html>';
    await expect(call('print:html', { printer: 'EPSON TM-T20', html, pageSize: { width: 80000, height: 120000 } })).resolves.toEqual({ ok: true });
    const [job] = printedHtml;
    expect(job?.options).toMatchObject({ silent: true, deviceName: 'EPSON TM-T20', pageSize: { width: 80000, height: 120000 } });
    expect(decodeURIComponent(job!.url)).toContain('PEDIDO #1 — Ação');
    const hidden = FakeBrowserWindow.instances.at(-1)!;
    expect(hidden.options).toMatchObject({ show: false });
    expect(hidden.destroyed).toBe(true);

    nativeOutcome = [false, 'Print job canceled'];
    await expect(call('print:html', { printer: 'EPSON TM-T20', html, pageSize: { width: 80000, height: 120000 } })).resolves.toEqual({
      ok: false,
      code: 'failed',
      message: 'Erro na impressão nativa 8847! (Print job canceled)',
    });
  });

  it('print:qz-sign signs SHA512 with the secret qzPrivateKey; without it says PRIVATE is missing', async () => {
    await expect(call('print:qz-sign', { toSign: 'abc' })).resolves.toEqual({ ok: false, code: 'no-key', message: 'QZ: Falta configurar PRIVATE' });
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    secrets.set('qzPrivateKey', privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    const answer = (await call('print:qz-sign', { toSign: 'pedido 42' })) as { ok: true; signature: string };
    expect(verify('sha512', Buffer.from('pedido 42'), publicKey, Buffer.from(answer.signature, 'base64'))).toBe(true);
    secrets.set('qzPrivateKey', 'não é uma chave');
    await expect(call('print:qz-sign', { toSign: 'abc' })).resolves.toMatchObject({ ok: false, code: 'failed' });
  });
});

describe('network printers of this machine', () => {
  it('come from PANEL_PRINTERS or <userData>/printers.json; a broken list is ignored', () => {
    const json = JSON.stringify([{ name: 'Cozinha', uri: 'tcp://10.0.0.5:9100', codePage: 'CP860' }]);
    expect(loadConfiguredPrinters(userDataDir, { PANEL_PRINTERS: json })).toEqual([{ name: 'Cozinha', uri: 'tcp://10.0.0.5:9100', codePage: 'cp860' }]);
    expect(loadConfiguredPrinters(userDataDir, { PANEL_PRINTERS: '[{"name":"x"}]' })).toEqual([]);
    expect(loadConfiguredPrinters(userDataDir, {})).toEqual([]);
  });
});
