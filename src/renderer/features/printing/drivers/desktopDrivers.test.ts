import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../../../../shared/api/areas/printing';
import type { DesktopApi, PrintResult } from '../../../../shared/ipc';
import { buildAccentTestTicket } from '../../../../shared/printing/testPage';
import { PrintFailure } from '../model';
import { createDesktopLocalDriver, createNativeDriver } from './desktopDrivers';
import { createDriver } from './index';

const settings = { ...DEFAULT_PRINT_SETTINGS, impressora: 'Caixa' };
const ticket = buildAccentTestTicket('Caixa', 'cp850', settings);

function fakeDesktop(raw: PrintResult = { ok: true }, html: PrintResult = { ok: true }) {
  return {
    printList: vi.fn(() => Promise.resolve({ ok: true as const, printers: [{ name: 'Caixa', codePage: 'cp860' as const, origem: 'rede' as const }] })),
    printRaw: vi.fn((_job: Parameters<DesktopApi['printRaw']>[0]) => Promise.resolve(raw)),
    printNativeList: vi.fn(() => Promise.resolve({ ok: false as const, message: 'sem CUPS' })),
    printHtml: vi.fn((_job: Parameters<DesktopApi['printHtml']>[0]) => Promise.resolve(html)),
  };
}

async function failure(promise: Promise<unknown>): Promise<PrintFailure> {
  const e = await promise.then(() => null, (error: unknown) => error);
  expect(e).toBeInstanceOf(PrintFailure);
  return e as PrintFailure;
}

describe('local method in Electron (print:raw)', () => {
  it("sends ESC/POS bytes as base64 in the printer's code page (the module's when the settings have none)", async () => {
    const desktop = fakeDesktop();
    await createDesktopLocalDriver(desktop).print({ printer: 'Caixa', ticket, codePage: undefined, settings, printId: 'job-1:0' });
    const sent = desktop.printRaw.mock.calls[0]![0];
    expect(sent).toMatchObject({ printer: 'Caixa', codePage: 'cp860', title: ticket.title });
    const bytes = Uint8Array.from(atob(sent.bytes as string), (c) => c.charCodeAt(0));
    // ESC t 3 selects CP860
    expect([...bytes].join(',')).toContain('27,116,3');
    await createDesktopLocalDriver(desktop).print({ printer: 'Caixa', ticket, codePage: 'wpc1252', settings, printId: 'job-1:0' });
    expect(desktop.printRaw.mock.calls[1]![0].codePage).toBe('wpc1252');
  });

  it('maps what main answers to the catalogue', async () => {
    const notFound = await failure(
      createDesktopLocalDriver(fakeDesktop({ ok: false, code: 'not-found', message: 'Impressora não encontrada: X.' })).print({ printer: 'X', ticket, codePage: 'cp850', settings, printId: 'job-1:0' }),
    );
    expect([notFound.message, notFound.retryable]).toEqual(['Módulo da impressora não encontrado', false]);
    const offline = await failure(
      createDesktopLocalDriver(fakeDesktop({ ok: false, code: 'offline', message: 'Impressora offline: Caixa recusou a conexão.' })).print({ printer: 'Caixa', ticket, codePage: 'cp850', settings, printId: 'job-1:0' }),
    );
    expect([offline.message, offline.retryable, offline.nothingSent]).toEqual(['Impressora offline: Caixa recusou a conexão.', true, false]);
    // main says the printer got none of it: the copy may go to a backup printer
    const refused = await failure(
      createDesktopLocalDriver(fakeDesktop({ ok: false, code: 'not-ready', message: 'Cozinha: sem papel', nothingSent: true })).print({ printer: 'Cozinha', ticket, codePage: 'cp850', settings, printId: 'job-1:0' }),
    );
    expect([refused.message, refused.retryable, refused.nothingSent]).toEqual(['Cozinha: sem papel', true, true]);
    const failed = await failure(
      createDesktopLocalDriver(fakeDesktop({ ok: false, code: 'failed', message: 'lp: erro' })).print({ printer: 'Caixa', ticket, codePage: 'cp850', settings, printId: 'job-1:0' }),
    );
    expect(failed.text).toBe('Erro no módulo de impressão: lp: erro');
    const none = await failure(createDesktopLocalDriver(fakeDesktop()).print({ printer: '', ticket, codePage: 'cp850', settings, printId: 'job-1:0' }));
    expect(none.message).toBe('Impressora não selecionada, escolha uma impressora e tente novamente.');
  });
});

describe('nativo (print:html)', () => {
  it('prints the HTML ticket with the page size in microns', async () => {
    const desktop = fakeDesktop();
    await createNativeDriver(desktop).print({ printer: 'EPSON', ticket, codePage: undefined, settings, printId: 'job-1:0' });
    const sent = desktop.printHtml.mock.calls[0]![0];
    expect(sent.printer).toBe('EPSON');
    expect(sent.html).toContain('TESTE DE IMPRESSÃO');
    expect(sent.pageSize.width).toBe(80_000);
  });

  it("a failed native print: 'Erro na impressão nativa 8847!'", async () => {
    const desktop = fakeDesktop({ ok: true }, { ok: false, code: 'failed', message: 'Erro na impressão nativa 8847! (Print job canceled)' });
    const f = await failure(createNativeDriver(desktop).print({ printer: 'EPSON', ticket, codePage: undefined, settings, printId: 'job-1:0' }));
    expect(f.message).toBe('Erro na impressão nativa 8847!');
    expect(f.text).toBe('Erro na impressão nativa 8847! (Print job canceled)');
  });

  it("a failing printer list: 'Problemas no módulo de impressão.'", async () => {
    const f = await failure(createNativeDriver(fakeDesktop()).listPrinters());
    expect(f.message).toBe('Problemas no módulo de impressão.');
  });

  it('is refused in a browser with a clear message', async () => {
    const driver = createDriver('nat', { config: { printAgentUrl: '', printAgentLegacyUrl: '' }, settings: () => settings });
    const f = await failure(driver.print({ printer: 'EPSON', ticket, codePage: undefined, settings, printId: 'job-1:0' }));
    expect(f.message).toMatch(/só está disponível no aplicativo/);
  });
});
