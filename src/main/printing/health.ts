/**
 * The configured network printers' states, as the printers say them (for the toolbar and the
 * print settings): the latest status read while printing, or, when none is recent, a status read
 * on a connection of its own, only while nothing is printing to that printer (a printer serves one
 * connection at a time; one held on a stopped printer keeps telling its state by itself).
 */
import { type PrinterConfig, parsePrinterUri } from '../../shared/printing/printers';
import { type PrinterHealth, printerCause } from '../../shared/printing/status';
import { type ConfirmedTcpOptions, isPrinterBusy, probeTcpStatus } from './confirmedTcp';

export interface PrinterHealthBoard {
  /** a status read while printing (confirmedTcp's onStatus) */
  report: (health: PrinterHealth) => void;
  read(printers: PrinterConfig[]): Promise<PrinterHealth[]>;
}

export interface PrinterHealthBoardOptions {
  tcp?: Omit<ConfirmedTcpOptions, 'printerName' | 'onStatus'>;
  /** a state read this recently is not asked again */
  maxAgeMs?: number;
  probe?: typeof probeTcpStatus;
  busy?: typeof isPrinterBusy;
  now?: () => number;
}

export function createPrinterHealthBoard(options: PrinterHealthBoardOptions = {}): PrinterHealthBoard {
  const { maxAgeMs = 2000, probe = probeTcpStatus, busy = isPrinterBusy, now = Date.now } = options;
  const latest = new Map<string, PrinterHealth>();
  const report = (health: PrinterHealth) => {
    latest.set(health.printer, health);
  };
  const readOne = async (printer: PrinterConfig): Promise<PrinterHealth | null> => {
    const address = parsePrinterUri(printer.uri);
    if (address?.kind !== 'tcp') return null;
    const known = latest.get(printer.name);
    if (known && (now() - known.at < maxAgeMs || busy(address.host, address.port, options.tcp?.memory))) return known;
    if (busy(address.host, address.port, options.tcp?.memory)) {
      return { printer: printer.name, state: 'sem-confirmacao', monitored: false, processIds: false, message: printerCause(printer.name, 'imprimindo'), at: now() };
    }
    const health = await probe(address.host, address.port, { ...options.tcp, printerName: printer.name });
    // a ticket may have told something newer while the probe waited
    const newer = latest.get(printer.name);
    if (newer && newer.at > health.at) return newer;
    latest.set(printer.name, health);
    return health;
  };
  return {
    report,
    async read(printers) {
      const states = await Promise.all(printers.map(readOne));
      return states.filter((s): s is PrinterHealth => s !== null);
    },
  };
}
