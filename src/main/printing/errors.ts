/** Why a print failed: 'offline' is worth retrying, the others need a person. */
export type PrinterErrorCode = 'offline' | 'not-found' | 'unsupported' | 'failed';

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
