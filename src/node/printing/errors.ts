/**
 * Why a print failed: 'offline' and 'not-ready' (the printer said it is out of paper, open, in
 * error: nothing was sent) are worth retrying; 'interrupted' (the ticket went and the printer
 * stopped, it cannot tell whether it came out) and the others need a person. An 'offline' that
 * came in the middle of the ticket's bytes (the connection dropped while they went) is retried
 * too, but is `partlySent`: the printer may hold part of it.
 */
export type PrinterErrorCode = 'offline' | 'not-ready' | 'interrupted' | 'not-found' | 'unsupported' | 'failed';

/** A printing failure with a message in Portuguese, ready to show to the store's staff. */
export class PrinterError extends Error {
  /** the connection dropped while the ticket's bytes went: some may be in the printer */
  readonly partlySent: boolean;

  constructor(
    readonly code: PrinterErrorCode,
    message: string,
    options?: { cause?: unknown; partlySent?: boolean },
  ) {
    super(message, options);
    this.name = 'PrinterError';
    this.partlySent = options?.partlySent ?? false;
  }
}

/**
 * The printer provably got none of the ticket: it said it was stopped before the bytes, or it
 * could not be reached. Only such a ticket may go to another printer (a backup) without risking
 * two copies on paper.
 */
export function nothingSent(error: unknown): boolean {
  return isPrinterError(error) && (error.code === 'not-ready' || (error.code === 'offline' && !error.partlySent));
}

export function isPrinterError(error: unknown): error is PrinterError {
  return error instanceof PrinterError;
}
