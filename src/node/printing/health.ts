/**
 * The configured network printers' states, as the printers say them (for the toolbar and the
 * print settings): the latest status read while printing, or, when none is recent, a status read
 * on a connection of its own, only while nothing is printing to that printer (a printer serves one
 * connection at a time; one held on a stopped printer keeps telling its state by itself).
 * Printers behind an operating system queue (configured os://, or printed to through the system
 * since this process started) are read from their queue (lpstat, Get-Printer) where it says.
 */
import { type PrinterConfig, osPrinterUri, parsePrinterUri } from '../../shared/printing/printers';
import { type PrinterHealth, type QueueCondition, printerCause } from '../../shared/printing/status';
import { type ConfirmedTcpOptions, isPrinterBusy, probeTcpStatus } from './confirmedTcp';
import { readOsQueue } from './osQueue';
import { queueHealth } from './osQueueJob';

export interface PrinterHealthBoard {
  /** a status read while printing (confirmedTcp's onStatus) */
  report: (health: PrinterHealth) => void;
  read(printers: PrinterConfig[]): Promise<PrinterHealth[]>;
  /** the latest state known of a printer, without asking it */
  latest(name: string): PrinterHealth | undefined;
}

export interface PrinterHealthBoardOptions {
  tcp?: Omit<ConfirmedTcpOptions, 'printerName' | 'onStatus'>;
  /** a state read this recently is not asked again */
  maxAgeMs?: number;
  probe?: typeof probeTcpStatus;
  busy?: typeof isPrinterBusy;
  /** an OS queue's condition (readOsQueue) */
  readQueue?: (queue: string) => Promise<QueueCondition | null>;
  /** an OS queue's state read this recently is not asked again */
  queueMaxAgeMs?: number;
  now?: () => number;
}

export function createPrinterHealthBoard(options: PrinterHealthBoardOptions = {}): PrinterHealthBoard {
  const { maxAgeMs = 2000, probe = probeTcpStatus, busy = isPrinterBusy, now = Date.now } = options;
  const readQueue = options.readQueue ?? ((queue: string) => readOsQueue(queue));
  // a queue's state costs a process (lpstat; on Windows a PowerShell start, a few hundred ms of CPU)
  const queueMaxAgeMs = options.queueMaxAgeMs ?? (process.platform === 'win32' ? 10_000 : maxAgeMs);
  const latest = new Map<string, PrinterHealth>();
  /** printers printed to through an OS queue since this process started: name -> queue */
  const queues = new Map<string, string>();
  const report = (health: PrinterHealth) => {
    latest.set(health.printer, health);
    if (health.queue !== undefined) queues.set(health.printer, health.queue);
  };
  const readQueueOf = async (name: string, queue: string): Promise<PrinterHealth> => {
    const known = latest.get(name);
    if (known && now() - known.at < queueMaxAgeMs) return known;
    const health = queueHealth(name, queue, await readQueue(queue).catch(() => null), now());
    const newer = latest.get(name);
    if (newer && newer.at > health.at) return newer;
    latest.set(name, health);
    return health;
  };
  const readOne = async (printer: Pick<PrinterConfig, 'name' | 'uri'>): Promise<PrinterHealth | null> => {
    const address = parsePrinterUri(printer.uri);
    if (address?.kind === 'os') return readQueueOf(printer.name, address.queue);
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
    latest: (name) => latest.get(name),
    async read(printers) {
      const asked = new Set(printers.map((p) => p.name));
      const printedThroughOs = [...queues].filter(([name]) => !asked.has(name)).map(([name, queue]) => ({ name, uri: osPrinterUri(queue) }));
      const states = await Promise.all([...printers, ...printedThroughOs].map(readOne));
      return states.filter((s): s is PrinterHealth => s !== null);
    },
  };
}
