import { type CodePage, DEFAULT_CODE_PAGE } from '../../shared/printing/codePages';
import type { Ticket } from '../../shared/printing/model';
import { parsePrinterUri } from '../../shared/printing/printers';
import { renderEscPos } from '../../shared/printing/render/escpos';
import { PrinterError } from './errors';
import { sendToOsQueue } from './osQueue';
import type { OsQueueOptions, OsQueueReport } from './osQueueJob';
import { type ConfirmedTcpOptions, type TcpPrintReport, printOverTcp } from './confirmedTcp';

export interface PrintTarget {
  name: string;
  uri: string;
  codePage?: CodePage;
}

export interface Transports {
  tcp: (host: string, port: number, bytes: Uint8Array, options: ConfirmedTcpOptions) => Promise<TcpPrintReport | void>;
  os: (queue: string, bytes: Uint8Array, title: string, options: OsQueueOptions) => Promise<OsQueueReport | void>;
}

const DEFAULT_TRANSPORTS: Transports = { tcp: printOverTcp, os: (queue, bytes, title, options) => sendToOsQueue(queue, bytes, title, options) };

/**
 * How a ticket was confirmed: 'papel' (the printer sent its process ID back after the cut),
 * 'status' (ready after the cut), 'sem-confirmacao' (a printer that does not answer, a queue that
 * cannot say), 'fila' (the OS queue says the job completed); resent: the printer lost it while stopped and it was sent again, once.
 */
export interface PrintReport {
  confirmation: TcpPrintReport['confirmation'] | 'fila';
  resent: boolean;
}

export type PrintTicketRequest = {
  printer: PrintTarget;
  /** job name in the OS queue */
  title?: string;
  tcp?: Omit<ConfirmedTcpOptions, 'printerName'>;
  /** OS queues: how the job is followed (onStatus defaults to tcp.onStatus) */
  os?: Omit<OsQueueOptions, 'printerName'>;
  transports?: Partial<Transports>;
} & ({ bytes: Uint8Array } | { ticket: Ticket });

/**
 * Prints once: ESC/POS bytes as given, or a ticket rendered in the printer's code page.
 * Rejects with a PrinterError in Portuguese. Copies and retries are the caller's.
 */
export async function printTicket(request: PrintTicketRequest): Promise<PrintReport> {
  const { printer } = request;
  const bytes =
    'bytes' in request ? request.bytes : renderEscPos(request.ticket, { codePage: printer.codePage ?? DEFAULT_CODE_PAGE });
  const title = request.title ?? ('ticket' in request ? request.ticket.title : 'Painel do Parceiro');
  const transports = { ...DEFAULT_TRANSPORTS, ...request.transports };
  const address = parsePrinterUri(printer.uri);
  if (!address) {
    throw new PrinterError('unsupported', `Endereço de impressora não suportado: ${printer.uri} (use tcp://ip:9100 ou os://nome).`);
  }
  if (address.kind === 'tcp') {
    const report = await transports.tcp(address.host, address.port, bytes, { ...request.tcp, printerName: printer.name });
    return report ?? { confirmation: 'sem-confirmacao', resent: false };
  }
  const report = await transports.os(address.queue, bytes, title, {
    ...(request.tcp?.onStatus && { onStatus: request.tcp.onStatus }),
    ...request.os,
    printerName: printer.name,
  });
  return { confirmation: report?.confirmation ?? 'fila', resent: false };
}
