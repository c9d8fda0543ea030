/**
 * Why a print failed: 'offline' and 'not-ready' (the printer said it is out of paper, open, in
 * error: nothing was sent) are worth retrying; 'interrupted' (the ticket went and the printer
 * stopped, it cannot tell whether it came out) and the others need a person.
 */
export type PrinterErrorCode = 'offline' | 'not-ready' | 'interrupted' | 'not-found' | 'unsupported' | 'failed';

/** A printing failure with a message in Portuguese, ready to show to the store's staff. */
export class PrinterError extends Error {
  constructor(
    readonly code: PrinterErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PrinterError';
  }
}

export function isPrinterError(error: unknown): error is PrinterError {
  return error instanceof PrinterError;
}
