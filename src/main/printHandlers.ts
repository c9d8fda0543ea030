/**
 * The printing channels of shared/ipc.ts: the local module (ESC/POS to configured network
 * printers and the OS's raw queues), the native driver (HTML, method nativo) and QZ Tray's
 * signing. Printing answers a result, never throws, so the renderer's queue knows whether to retry.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserWindow } from 'electron';
import type { PrintResult, PrinterListResult } from '../shared/ipc';
import type { PrinterConfig } from '../shared/printing/printers';
import { parsePrintersJson } from '../shared/printing/printerList';
import { handle } from './ipc';
import log from './log';
import { isPrinterError, nothingSent } from '../node/printing/errors';
import { listNativePrinters, printHtmlNatively } from './printing/native';
import { type PrintOnce, UNKNOWN_OUTCOME_MESSAGE, createPrintOnce } from '../node/printing/printOnce';
import { type PrintReport, type PrintTicketRequest, printTicket } from '../node/printing/printTicket';
import { type PrinterHealthBoard, createPrinterHealthBoard } from '../node/printing/health';
import { QZ_MISSING_PRIVATE, signForQz } from '../node/printing/qzSign';
import { type PrinterRegistry, createPrinterRegistry } from '../node/printing/registry';
import type { SecretStore } from './secrets';

export const PRINTERS_FILE = 'printers.json';
/** the copies main sent to the printers lately (printOnce) */
export const PRINTED_COPIES_FILE = 'impressoes-enviadas.jsonl';

export interface PrintHandlerContext {
  getWindow: () => BrowserWindow | null;
  userDataDir: string;
  /** the QZ Tray private key lives there ('qzPrivateKey', set by the settings screen with secret:set) */
  secrets: Pick<SecretStore, 'get'>;
  env?: Record<string, string | undefined>;
  /** tests: the registry and the transports */
  registry?: PrinterRegistry;
  send?: (request: PrintTicketRequest) => Promise<PrintReport | void>;
  printOnce?: PrintOnce;
  health?: PrinterHealthBoard;
}

/**
 * Network printers of this machine: env PANEL_PRINTERS (JSON list, as the print agent's
 * PRINT_AGENT_PRINTERS), else <userData>/printers.json. A broken list is logged, not fatal:
 * the OS printers still work.
 */
export function loadConfiguredPrinters(userDataDir: string, env: Record<string, string | undefined> = process.env): PrinterConfig[] {
  try {
    if (env.PANEL_PRINTERS) return parsePrintersJson(env.PANEL_PRINTERS);
    const file = join(userDataDir, PRINTERS_FILE);
    if (existsSync(file)) return parsePrintersJson(readFileSync(file, 'utf8'));
  } catch (error) {
    log.error(`Impressoras de rede não carregadas: ${(error as Error).message}`);
  }
  return [];
}

function toBuffer(bytes: string | number[]): Uint8Array {
  return typeof bytes === 'string' ? new Uint8Array(Buffer.from(bytes, 'base64')) : Uint8Array.from(bytes);
}

export function registerPrintHandlers(context: PrintHandlerContext): void {
  const configured = context.registry ? [] : loadConfiguredPrinters(context.userDataDir, context.env);
  const registry = context.registry ?? createPrinterRegistry({ configured });
  const health = context.health ?? createPrinterHealthBoard();
  const send = context.send ?? printTicket;
  // Main outlives the page, and its memory of printed copies outlives main (a crash, a restart):
  // a copy the page sends again is printed only if it had not been.
  const once =
    context.printOnce ?? createPrintOnce({ file: join(context.userDataDir, PRINTED_COPIES_FILE), log: (line) => log.warn(line) });

  handle('print:list', async (): Promise<PrinterListResult> => {
    try {
      const printers = await registry.list();
      return { ok: true, printers: printers.map(({ name, codePage, origem }) => ({ name, codePage, origem })) };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  });

  handle('print:raw', async ({ printer, bytes, title, printId, expectedInstance }): Promise<PrintResult> => {
    const target = await registry.find(printer);
    if (!target) return { ok: false, code: 'not-found', message: `Impressora não encontrada: ${printer}.` };
    try {
      const result = await once.run({ printId, expectedInstance, printer }, () =>
        send({ printer: target, bytes: toBuffer(bytes), ...(title ? { title } : {}), tcp: { onStatus: health.report } }),
      );
      if (result.outcome === 'unknown-outcome') return { ok: false, code: 'unknown-outcome', message: UNKNOWN_OUTCOME_MESSAGE, instance: once.instance };
      if (result.outcome === 'repeated') log.info(`Impressão ${printId ?? ''} em ${printer} já enviada: nada enviado de novo.`);
      const report = result.value ?? undefined;
      if (report?.resent) log.warn(`Impressão ${printId ?? ''} em ${printer}: a impressora perdeu a via enquanto parada; enviada de novo, uma vez.`);
      return {
        ok: true,
        instance: once.instance,
        repeated: result.outcome === 'repeated',
        ...(report?.confirmation && { confirmation: report.confirmation }),
      };
    } catch (error) {
      if (isPrinterError(error)) return { ok: false, code: error.code, message: error.message, ...(nothingSent(error) && { nothingSent: true }) };
      log.error(`Impressão em ${printer} falhou:`, error);
      return { ok: false, code: 'failed', message: (error as Error).message };
    }
  });

  handle('print:status', async () => {
    const printers = context.registry ? (await registry.list()).filter((p) => p.origem === 'rede') : configured;
    return health.read(printers);
  });

  handle('print:native-list', async (): Promise<PrinterListResult> => {
    const win = context.getWindow();
    if (!win) return { ok: false, message: 'Janela do painel fechada.' };
    return listNativePrinters(win.webContents);
  });

  handle('print:html', (job) => printHtmlNatively(job));

  handle('print:qz-sign', ({ toSign }) => {
    const key = context.secrets.get('qzPrivateKey') ?? '';
    if (key.trim() === '') return { ok: false, code: 'no-key', message: QZ_MISSING_PRIVATE };
    try {
      return { ok: true, signature: signForQz(toSign, key) };
    } catch (error) {
      return { ok: false, code: 'failed', message: (error as Error).message };
    }
  });
}
