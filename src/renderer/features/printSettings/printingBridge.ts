/**
 * What this screen uses of the printing feature (features/printing, the print queue and drivers):
 * the printer list of the active print method and the test pages. One file, so the seam between
 * the two features is visible.
 */
import type { PrinterInfo } from '../printing/drivers/types';
import { printersListRequested, printTestPageRequested } from '../printing/printActions';
import type { TestKind } from './PrintersTable';
import type { CodePage } from '../../../shared/printing/codePages';

interface PrintersState {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  list: PrinterInfo[];
  error: string | null;
  moduleVersion: string | null;
}

const NO_PRINTERS: PrintersState = { status: 'idle', list: [], error: null, moduleVersion: null };

/** The printing slice may not be registered (a build without the print queue): no list then. */
export function selectModulePrinters(state: unknown): PrintersState {
  return (state as { printing?: { printers?: PrintersState } }).printing?.printers ?? NO_PRINTERS;
}

export const requestPrinterList = () => printersListRequested();

/** 'Imprimir teste' or 'Teste de acentos' of a printer, in the code page chosen on screen. */
export const requestTestPage = (printer: string, kind: TestKind, codePage?: CodePage) =>
  printTestPageRequested({ printer, kind, codePage });
