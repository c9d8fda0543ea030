/**
 * A network ESC/POS printer's own word on its state (Epson's ESC/POS manual; the Brazilian
 * clones follow it): the real-time status requests DLE EOT n (one status byte each) and the
 * process-ID response GS ( H fn 48 (the printer sends the ID back once everything before it is
 * processed: after the cut, once the ticket is on paper). Pure: bytes in, states out. The TCP
 * transport (src/node/printing/tcp.ts) is the only one that talks to a printer with it, for
 * Electron's main process and the print agent alike.
 */

/** DLE EOT n: 1 printer, 2 offline cause, 3 error cause, 4 roll paper sensor. */
export const STATUS_KINDS = [1, 2, 3, 4] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

export function statusRequest(n: StatusKind): Uint8Array {
  return Uint8Array.of(0x10, 0x04, n);
}

/** The four requests in one write: the printer answers four bytes, in this order. */
export const FULL_STATUS_REQUEST: Uint8Array = Uint8Array.from(STATUS_KINDS.flatMap((n) => [...statusRequest(n)]));

/**
 * A status byte has bits 1 and 4 set and bits 0 and 7 clear (the "fixed" bits of every DLE EOT
 * table): anything else on the wire is not a status byte.
 */
export function isStatusByte(byte: number): boolean {
  return (byte & 0b1001_0011) === 0b0001_0010;
}

/** GS ( H pL pH fn m d1 d2 d3 d4 (fn = m = 48): four characters between 32 and 126. */
export const PROCESS_ID_LENGTH = 4;

export function isProcessId(id: string): boolean {
  return id.length === PROCESS_ID_LENGTH && [...id].every((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 126);
}

export function processIdRequest(id: string): Uint8Array {
  if (!isProcessId(id)) throw new Error(`ID de processo inválido para GS ( H: ${JSON.stringify(id)}`);
  return Uint8Array.of(0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30, ...[...id].map((c) => c.charCodeAt(0)));
}

/** The printer's answer to GS ( H: header 37h, identifier 22h, d1..d4, NUL. */
export function processIdResponse(id: string): Uint8Array {
  if (!isProcessId(id)) throw new Error(`ID de processo inválido: ${JSON.stringify(id)}`);
  return Uint8Array.of(0x37, 0x22, ...[...id].map((c) => c.charCodeAt(0)), 0x00);
}

const ID_ALPHABET_FIRST = 0x21; // '!'..'~': 94 printable characters without the space
const ID_ALPHABET_SIZE = 94;

/** The n-th process ID (n wraps at 94^4): four printable characters. */
export function processIdFor(n: number): string {
  let rest = Math.abs(Math.floor(n)) % ID_ALPHABET_SIZE ** PROCESS_ID_LENGTH;
  let id = '';
  for (let i = 0; i < PROCESS_ID_LENGTH; i++) {
    id = String.fromCharCode(ID_ALPHABET_FIRST + (rest % ID_ALPHABET_SIZE)) + id;
    rest = Math.floor(rest / ID_ALPHABET_SIZE);
  }
  return id;
}

/** What comes back from a printer: status bytes and process IDs, as they are read. */
export type PrinterReply = { kind: 'status'; byte: number } | { kind: 'process-id'; id: string };

/**
 * Splits the bytes a printer sends back into status bytes and process-ID responses; a response cut
 * across two reads waits for its end. Bytes that are neither are skipped (noise, or automatic
 * status back the panel did not ask for).
 */
export class PrinterReplyReader {
  private pending: number[] = [];

  push(chunk: Uint8Array): PrinterReply[] {
    const replies: PrinterReply[] = [];
    const bytes = [...this.pending, ...chunk];
    this.pending = [];
    let i = 0;
    while (i < bytes.length) {
      const byte = bytes[i] as number;
      if (byte === 0x37) {
        if (bytes.length - i < 7) {
          this.pending = bytes.slice(i);
          break;
        }
        if (bytes[i + 1] === 0x22 && bytes[i + 6] === 0x00) {
          replies.push({ kind: 'process-id', id: String.fromCharCode(...bytes.slice(i + 2, i + 6)) });
          i += 7;
          continue;
        }
      }
      if (isStatusByte(byte)) replies.push({ kind: 'status', byte });
      i += 1;
    }
    return replies;
  }
}

/** The four status bytes of DLE EOT 1..4. */
export interface StatusBytes {
  printer: number;
  offline: number;
  error: number;
  paper: number;
}

export const PRINTER_STATES = ['pronta', 'pouco-papel', 'sem-papel', 'tampa-aberta', 'erro', 'offline', 'sem-confirmacao'] as const;
export type PrinterState = (typeof PRINTER_STATES)[number];

/** What the staff read: the state's name. */
export const PRINTER_STATE_LABELS: Record<PrinterState, string> = {
  pronta: 'pronta',
  'pouco-papel': 'pouco papel',
  'sem-papel': 'sem papel',
  'tampa-aberta': 'tampa aberta',
  erro: 'erro',
  offline: 'offline',
  'sem-confirmacao': 'sem confirmação',
};

export interface DecodedStatus {
  state: PrinterState;
  /** a ticket can be sent now (pronta, pouco papel) */
  canPrint: boolean;
  /** the cause in Portuguese, without the printer's name ('sem papel', 'erro no cortador de papel') */
  cause: string;
}

const bit = (byte: number, n: number) => (byte & (1 << n)) !== 0;

/**
 * The bytes against the manual's tables:
 * - n=1 printer: bit 3 offline;
 * - n=2 offline cause: bit 2 cover open, bit 3 paper being fed by the button, bit 5 printing
 *   stopped by paper end, bit 6 error;
 * - n=3 error cause: bit 3 autocutter error, bit 5 unrecoverable error, bit 6 auto-recoverable error;
 * - n=4 roll paper sensor: bits 2-3 near end, bits 5-6 paper end.
 * What stops printing comes first: cover, paper end, an error, then offline for another reason;
 * near end is only a warning. A byte that is not a status byte makes the whole answer unknown.
 */
export function decodeStatus(bytes: StatusBytes): DecodedStatus {
  const all = [bytes.printer, bytes.offline, bytes.error, bytes.paper];
  if (!all.every(isStatusByte)) return { state: 'sem-confirmacao', canPrint: true, cause: PRINTER_STATE_LABELS['sem-confirmacao'] };
  const { printer, offline, error, paper } = bytes;
  if (bit(offline, 2)) return { state: 'tampa-aberta', canPrint: false, cause: 'tampa aberta' };
  if (bit(offline, 5) || bit(paper, 5) || bit(paper, 6)) return { state: 'sem-papel', canPrint: false, cause: 'sem papel' };
  if (bit(offline, 6) || bit(error, 3) || bit(error, 5) || bit(error, 6)) {
    const cause = bit(error, 3)
      ? 'erro no cortador de papel'
      : bit(error, 5)
        ? 'erro grave (desligue e ligue a impressora)'
        : bit(error, 6)
          ? 'erro (aguardando recuperação)'
          : 'erro';
    return { state: 'erro', canPrint: false, cause };
  }
  if (bit(printer, 3) || bit(offline, 3)) return { state: 'offline', canPrint: false, cause: 'offline' };
  if (bit(paper, 2) || bit(paper, 3)) return { state: 'pouco-papel', canPrint: true, cause: 'pouco papel' };
  return { state: 'pronta', canPrint: true, cause: 'pronta' };
}

/**
 * An operating system queue's word on its printer (USB printers through CUPS or the Windows
 * spooler): paused by a person, and the reasons it gives, as IPP printer-state-reasons keywords
 * (RFC 8011; CUPS's "Alerts:" in `lpstat -l -p`; the Windows spooler's status flags are read into
 * the same keywords). Decoded into the states and causes of the printer's own status above.
 */
export interface QueueCondition {
  paused: boolean;
  reasons: string[];
}

const QUEUE_REASON_STATES: [RegExp, PrinterState, string][] = [
  [/^(cover-open|door-open|interlock-open)/, 'tampa-aberta', PRINTER_STATE_LABELS['tampa-aberta']],
  [/^(media-empty|media-needed)/, 'sem-papel', PRINTER_STATE_LABELS['sem-papel']],
  [/^media-jam/, 'erro', 'papel enroscado'],
  [/^(offline|shutdown|timed-out)/, 'offline', PRINTER_STATE_LABELS.offline],
];

export function decodeQueueCondition({ paused, reasons }: QueueCondition): DecodedStatus {
  for (const [pattern, state, cause] of QUEUE_REASON_STATES) {
    if (reasons.some((r) => pattern.test(r))) return { state, canPrint: false, cause };
  }
  // any other reason that is an error stops it; warnings and reports do not
  if (reasons.some((r) => r.endsWith('-error'))) return { state: 'erro', canPrint: false, cause: PRINTER_STATE_LABELS.erro };
  if (paused || reasons.includes('paused')) return { state: 'offline', canPrint: false, cause: 'fila pausada no sistema' };
  if (reasons.some((r) => r.startsWith('media-low'))) return { state: 'pouco-papel', canPrint: true, cause: PRINTER_STATE_LABELS['pouco-papel'] };
  return { state: 'pronta', canPrint: true, cause: PRINTER_STATE_LABELS.pronta };
}

/** 'Caixa: sem papel'. */
export function printerCause(printer: string, cause: string): string {
  return `${printer}: ${cause}`;
}

/** The cause alone out of printerCause's words ('Caixa: tampa aberta' -> 'tampa aberta'), for a text that names the printer itself. */
export function causeOf(printer: string, message: string): string {
  return message.startsWith(`${printer}: `) ? message.slice(printer.length + 2) : message;
}

/** A printer's state as the print module knows it (the toolbar and the print settings show it). */
export interface PrinterHealth {
  printer: string;
  state: PrinterState;
  /** the printer answers DLE EOT (else 'sem-confirmacao': printed as before, unconfirmed) */
  monitored: boolean;
  /** the printer answers GS ( H: a ticket is confirmed on paper, not only by its status */
  processIds: boolean;
  /** 'Caixa: sem papel' */
  message: string;
  /** ms since epoch */
  at: number;
  /** said by an operating system queue (this name), not by the printer over the network */
  queue?: string;
}

/** A stopped printer: tickets sent to it do not come out. */
export function isStopped(state: PrinterState): boolean {
  return state === 'sem-papel' || state === 'tampa-aberta' || state === 'erro' || state === 'offline';
}
