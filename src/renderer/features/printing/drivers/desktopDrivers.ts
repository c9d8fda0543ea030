import type { DesktopApi, PrintResult, PrinterListResult } from '../../../../shared/ipc';
import { DEFAULT_CODE_PAGE } from '../../../../shared/printing/codePages';
import { renderEscPos } from '../../../../shared/printing/render/escpos';
import { causeOf } from '../../../../shared/printing/status';
import { htmlPageSize, renderHtml } from '../../../../shared/printing/render/html';
import { MESSAGES } from '../../../ui/messages';
import { PrintFailure } from '../model';
import { type PrintDriver, type PrinterInfo, toBase64 } from './types';

type Desktop = Pick<DesktopApi, 'printList' | 'printRaw' | 'printNativeList' | 'printHtml'> & Partial<Pick<DesktopApi, 'printStatus'>>;

async function listed(call: () => Promise<PrinterListResult>): Promise<PrinterInfo[]> {
  let result: PrinterListResult;
  try {
    result = await call();
  } catch (error) {
    throw new PrintFailure(MESSAGES.printModuleFailure, false, (error as Error).message);
  }
  if (!result.ok) throw new PrintFailure(MESSAGES.printModuleFailure, false, result.message);
  return result.printers;
}

async function invoked(call: () => Promise<PrintResult>, failed: string): Promise<PrintResult> {
  try {
    return await call();
  } catch (error) {
    return { ok: false, code: 'failed', message: `${failed} (${(error as Error).message})` };
  }
}

/**
 * Method 'local' in Electron: the ticket rendered to ESC/POS here, in the printer's code page,
 * and sent by main (print:raw) to a network printer or the OS's raw queue.
 */
export function createDesktopLocalDriver(desktop: Desktop): PrintDriver {
  const known = new Map<string, PrinterInfo>();
  let instance: string | undefined;
  const listPrinters = async () => {
    const printers = await listed(() => desktop.printList());
    known.clear();
    for (const p of printers) known.set(p.name, p);
    return printers;
  };
  return {
    listPrinters,
    // an older preload (or a test's) without print:status: no states to show
    printerStates: () => desktop.printStatus?.() ?? Promise.resolve([]),
    moduleInstance: () => instance,
    async print({ printer, ticket, codePage, printId, expectedInstance }) {
      if (printer.trim() === '') throw new PrintFailure(MESSAGES.printerNotSelected, false);
      if (!codePage && !known.has(printer)) await listPrinters().catch(() => []);
      const page = codePage ?? known.get(printer)?.codePage ?? DEFAULT_CODE_PAGE;
      const bytes = toBase64(renderEscPos(ticket, { codePage: page }));
      const result = await invoked(
        () => desktop.printRaw({ printer, bytes, codePage: page, title: ticket.title, printId, ...(expectedInstance !== undefined && { expectedInstance }) }),
        MESSAGES.printModuleError,
      );
      if (result.instance !== undefined) instance = result.instance;
      if (result.ok) return;
      // main restarted since this copy was first sent: a person looks at the printer
      if (result.code === 'unknown-outcome') throw new PrintFailure(MESSAGES.printInterrupted, false);
      if (result.code === 'not-found') throw new PrintFailure(MESSAGES.printModulePrinterNotFound, false, result.message);
      // the printer stopped after the copy went and cannot tell whether it came out: a person looks
      if (result.code === 'interrupted') throw new PrintFailure(MESSAGES.printInterruptedByPrinter(causeOf(printer, result.message)), false);
      // offline, or it said it is out of paper, open, in error ('Caixa: sem papel'): nothing went, it may come back
      if (result.code === 'offline' || result.code === 'not-ready') throw new PrintFailure(result.message, true, undefined, result.nothingSent === true);
      throw new PrintFailure(MESSAGES.printModuleError, false, result.message);
    },
  };
}

/** Method nativo (Electron only): the HTML ticket through the OS driver, page size in microns. */
export function createNativeDriver(desktop: Desktop): PrintDriver {
  return {
    listPrinters: () => listed(() => desktop.printNativeList()),
    async print({ printer, ticket }) {
      if (printer.trim() === '') throw new PrintFailure(MESSAGES.printerNotSelected, false);
      const result = await invoked(
        () => desktop.printHtml({ printer, html: renderHtml(ticket), pageSize: htmlPageSize(ticket) }),
        MESSAGES.printNativeFailed,
      );
      if (!result.ok) throw new PrintFailure(MESSAGES.printNativeFailed, false, result.message);
    },
  };
}
