import type { PrintSettings } from '../../../../shared/api/areas/printing';
import type { CodePage } from '../../../../shared/printing/codePages';
import type { Ticket } from '../../../../shared/printing/model';
import type { PrinterHealth } from '../../../../shared/printing/status';

export interface PrinterInfo {
  name: string;
  /** the module's code page for it (network printers configured with one) */
  codePage?: CodePage;
  origem?: 'rede' | 'sistema';
}

/** One copy of one ticket on one printer. */
export interface DriverJob {
  printer: string;
  ticket: Ticket;
  /** the printer's code page from the settings; undefined: the module's, else CP850 */
  codePage: CodePage | undefined;
  settings: PrintSettings;
  /** this copy's id (`<job id>:<copy>`): a module that remembers copies prints an id once */
  printId: string;
  /** a copy a reload interrupted, sent again: the module run that got it the first time */
  expectedInstance?: string;
}

/**
 * A print method (metodoImpressao) behind one interface. Both calls reject with a PrintFailure
 * (model.ts) whose message is the catalogue's.
 */
export interface PrintDriver {
  listPrinters(): Promise<PrinterInfo[]>;
  print(job: DriverJob): Promise<void>;
  /**
   * Tickets the queue may hand over at once for one printer (default 1): only a module that
   * prints each printer's tickets one after the other itself, in the order they arrive, takes
   * more. Then a ticket does not wait for the answer about the one before it.
   */
  ticketsInFlightPerPrinter?: number;
  /**
   * The run of the print module seen in its latest answer, for a module that remembers the copies
   * it printed (src/node/printing/printOnce.ts): a copy a reload interrupted is sent again to that
   * run, which prints it only if it had not. undefined: not known yet, or a module without it.
   */
  moduleInstance?(): string | undefined;
  /**
   * Asks the module which run it is when no answer has said it yet (once per page): a page's first
   * copies are then started knowing the run they go to, and a reload while they are on their way
   * sends them again to it instead of leaving them for a person to check.
   */
  learnModuleInstance?: () => Promise<void>;
  /**
   * The configured network printers' states as the printers say them (the local module: main or
   * the print agent); absent for methods that cannot know (nativo, QZ Tray).
   */
  printerStates?(): Promise<PrinterHealth[]>;
  /** The print module's version from its latest answer (the print agent says it); undefined: not known. */
  moduleVersion?(): string | undefined;
}

/** ESC/POS bytes as base64 (IPC and QZ Tray take them so). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
