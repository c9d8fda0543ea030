/**
 * A virtual network thermal printer for tests and the demo: a TCP listener (like port 9100 of a
 * real one) that decodes the ESC/POS it receives into tickets. Like a real printer it serves one
 * connection at a time (others wait), and keeps its state (code page, paper) between connections.
 *
 * It answers as a real one does: DLE EOT n at once (even while stopped), GS ( H with the
 * process ID once everything before it is printed. Its state can be switched (paper end, near
 * end, cover open, cutter error, offline, never answering status) and it is one of two kinds while
 * stopped: 'buffer' keeps what arrives and prints it when it is ready again, 'drop' throws it away
 * (and what was half printed stays half printed). It keeps its own record: the tickets it cut
 * (printed), the ones it threw away (discarded), the half tickets left on the paper (torn) and the
 * tickets a mid-ticket fault stopped (midTicketStops).
 */
import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { Codepage } from '@point-of-sale/codepage-encoder';
import { processIdResponse } from '../src/shared/printing/status';
import { type DecodedTicket, EscPosDecoder } from './escposDecoder';

/** What the printer's sensors say (the names the demo's command takes). */
export const VIRTUAL_PRINTER_STATES = ['pronta', 'pouco-papel', 'sem-papel', 'tampa-aberta', 'erro-cortador', 'offline'] as const;
export type VirtualPrinterState = (typeof VIRTUAL_PRINTER_STATES)[number];
/** while stopped: keep what arrives and print it later, or throw it away */
export type VirtualPrinterKind = 'buffer' | 'drop';

const FIXED = 0b0001_0010;
/** DLE EOT 1..4 answers of each state (Epson's bit tables). */
const STATUS_BYTES: Record<VirtualPrinterState, [number, number, number, number]> = {
  pronta: [FIXED, FIXED, FIXED, FIXED],
  'pouco-papel': [FIXED, FIXED, FIXED, FIXED | 0b1100],
  'sem-papel': [FIXED | 0b1000, FIXED | 0b10_0000, FIXED, FIXED | 0b110_1100],
  'tampa-aberta': [FIXED | 0b1000, FIXED | 0b100, FIXED, FIXED],
  'erro-cortador': [FIXED | 0b1000, FIXED | 0b100_0000, FIXED | 0b1000, FIXED],
  offline: [FIXED | 0b1000, FIXED | 0b1000, FIXED, FIXED],
};
const stops = (state: VirtualPrinterState) => state !== 'pronta' && state !== 'pouco-papel';

/** A piece of the print stream: bytes to print, or a GS ( H to answer once they are printed. */
type Item = { bytes: Uint8Array; from: net.Socket } | { processId: string; from: net.Socket };

export type { DecodedTicket } from './escposDecoder';

export interface VirtualPrinterOptions {
  /** 0 picks a free port */
  port?: number;
  host?: string;
  name?: string;
  /** 48 for 80 mm paper (default), 32 for 58 mm */
  columns?: number;
  /** table after power-on and ESC @ (PC437, as most printers) */
  defaultTable?: Codepage;
  /** while stopped (default 'buffer') */
  kind?: VirtualPrinterKind;
  /** answers GS ( H (default true) */
  processIds?: boolean;
  /** answers DLE EOT and GS ( H at all (default true); false: a print server that never answers */
  answersStatus?: boolean;
}

/** A stop armed with failMidTicket, as the printer recorded it when it fired. */
export interface MidTicketStop {
  state: VirtualPrinterState;
  /** ms since epoch */
  at: number;
  /** the ticket's bytes printed before it stopped (its first `afterBytes`) */
  printed: Uint8Array;
  /** what of the ticket was on the paper then */
  onPaper: string;
  /** the whole ticket once it was cut (kind 'buffer', ready again); null until then, and for good when it was torn (kind 'drop') */
  ticket: DecodedTicket | null;
}

interface VirtualPrinterEvents {
  ticket: [DecodedTicket];
  connection: [];
  state: [VirtualPrinterState];
}

export class VirtualPrinter extends EventEmitter<VirtualPrinterEvents> {
  readonly name: string;
  readonly host: string;
  port = 0;
  /** tickets received so far, each ended by a cut */
  readonly tickets: DecodedTicket[] = [];
  /** tickets thrown away while stopped (kind 'drop'), each ended by its cut */
  readonly discarded: DecodedTicket[] = [];
  /** half tickets left on the paper when it stopped mid-ticket and the rest was thrown away */
  readonly torn: DecodedTicket[] = [];
  /** the tickets failMidTicket stopped, in order */
  readonly midTicketStops: MidTicketStop[] = [];
  /** connections accepted so far */
  connections = 0;
  /** DLE EOT requests answered so far */
  statusRequests = 0;
  kind: VirtualPrinterKind;
  processIds: boolean;
  answersStatus: boolean;
  /**
   * How long the paper takes: each piece of a ticket reaches the print head this long after the
   * one before, and what follows it (its GS ( H) waits for it (0, the default: at once; a real
   * printer takes a second or two for a long ticket). A stop meanwhile keeps it or throws it away
   * as anything arriving while stopped (kind).
   */
  paperMs = 0;
  /** what reached the printer and waits for the paper (paperMs), in order */
  private readonly printing: Item[] = [];
  private pacing: ReturnType<typeof setTimeout> | null = null;
  private currentState: VirtualPrinterState = 'pronta';
  /** the receive buffer: what waits to be printed while stopped (kind 'buffer') */
  private readonly queue: Item[] = [];
  /** the next ticket to begin stops the printer in this state after this many of its bytes (`printed`: those so far, null before it begins) */
  private fault: { state: VirtualPrinterState; afterBytes: number; printed: number[] | null } | null = null;
  /** the stop whose ticket is not cut yet */
  private stopped: MidTicketStop | null = null;
  /** a DLE or DLE EOT cut at the end of a read */
  private readonly carry = new Map<net.Socket, number[]>();
  private readonly columns: number | undefined;
  private readonly defaultTable: Codepage | undefined;
  private readonly server: net.Server;
  private decoder: EscPosDecoder;
  private readonly discardDecoder: EscPosDecoder;
  private readonly sockets = new Set<net.Socket>();
  private readonly waiting: net.Socket[] = [];
  private active: net.Socket | null = null;
  private listening = false;

  constructor({
    host = '127.0.0.1',
    name = 'Impressora virtual',
    columns,
    defaultTable,
    kind = 'buffer',
    processIds = true,
    answersStatus = true,
  }: VirtualPrinterOptions = {}) {
    super();
    this.name = name;
    this.host = host;
    this.kind = kind;
    this.processIds = processIds;
    this.answersStatus = answersStatus;
    this.columns = columns;
    this.defaultTable = defaultTable;
    this.decoder = new EscPosDecoder({ columns, defaultTable });
    this.discardDecoder = new EscPosDecoder({ columns, defaultTable });
    this.server = net.createServer((socket) => this.accept(socket));
  }

  get url(): string {
    return `tcp://${this.host}:${this.port}`;
  }

  /** What was printed after the last cut (paper not cut yet). */
  pending(): DecodedTicket | null {
    return this.decoder.pending();
  }

  async listen(port: number): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      this.server.once('error', onError);
      this.server.listen(port, this.host, () => {
        this.server.off('error', onError);
        resolve();
      });
    });
    const address = this.server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.listening = true;
  }

  /** Resolves with the tickets once at least `count` arrived; rejects after `timeoutMs`. */
  waitForTickets(count: number, timeoutMs = 5000): Promise<DecodedTicket[]> {
    if (this.tickets.length >= count) return Promise.resolve([...this.tickets]);
    return new Promise((resolve, reject) => {
      const onTicket = () => {
        if (this.tickets.length < count) return;
        clearTimeout(timer);
        this.off('ticket', onTicket);
        resolve([...this.tickets]);
      };
      const timer = setTimeout(() => {
        this.off('ticket', onTicket);
        reject(
          new Error(
            `${this.name}: esperava ${count} via(s), recebeu ${this.tickets.length} em ${timeoutMs} ms` +
              (this.pending() ? ` (e texto sem corte: ${JSON.stringify(this.pending()?.text)})` : ''),
          ),
        );
      }, timeoutMs);
      this.on('ticket', onTicket);
    });
  }

  /**
   * true: the printer goes offline (stops listening and drops its connections, so connecting is
   * refused); false: it comes back on the same port.
   */
  async refuseConnections(refuse: boolean): Promise<void> {
    if (refuse && this.listening) {
      this.listening = false;
      const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
      for (const socket of this.sockets) socket.destroy();
      await closed;
    } else if (!refuse && !this.listening) {
      await this.listen(this.port);
    }
  }

  get state(): VirtualPrinterState {
    return this.currentState;
  }

  /**
   * Switches the sensors. Stopping mid-ticket: kind 'drop' leaves the half ticket on the paper
   * (torn); back to ready, kind 'buffer' prints what it kept, in order.
   */
  setState(state: VirtualPrinterState): void {
    if (state === this.currentState) return;
    const wasStopped = stops(this.currentState);
    this.currentState = state;
    if (stops(state) && !wasStopped && this.kind === 'drop') this.tear();
    this.emit('state', state);
    if (!stops(state)) this.drain();
  }

  /**
   * The next ticket to begin stops the printer in `state` after `afterBytes` of its bytes (paper
   * runs out, the cover is opened mid-ticket), always inside it: the rest of a ticket under way now
   * is not counted, and a ticket cut within `afterBytes` passes the fault on to the next one.
   * Recorded in midTicketStops.
   */
  failMidTicket(state: VirtualPrinterState, afterBytes: number): void {
    if (afterBytes < 1) throw new Error('failMidTicket: afterBytes >= 1');
    this.fault = { state, afterBytes, printed: null };
  }

  /** Bytes kept in the receive buffer while stopped. */
  bufferedBytes(): number {
    return [...this.printing, ...this.queue].reduce((sum, item) => sum + ('bytes' in item ? item.bytes.length : 0), 0);
  }

  clear(): void {
    this.tickets.length = 0;
    this.discarded.length = 0;
    this.torn.length = 0;
    this.midTicketStops.length = 0;
    this.stopped = null;
  }

  async close(): Promise<void> {
    if (this.pacing) clearTimeout(this.pacing);
    this.pacing = null;
    this.printing.length = 0;
    await this.refuseConnections(true);
    this.removeAllListeners();
  }

  private accept(socket: net.Socket): void {
    this.connections += 1;
    this.sockets.add(socket);
    // its one-byte answers go at once, as a printer's do (no Nagle wait for the host's delayed ACK)
    socket.setNoDelay(true);
    this.emit('connection');
    socket.on('data', (chunk: Buffer) => this.receive(socket, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.carry.delete(socket);
      const index = this.waiting.indexOf(socket);
      if (index >= 0) this.waiting.splice(index, 1);
      if (this.active === socket) this.activateNext();
    });
    if (this.active) {
      socket.pause();
      this.waiting.push(socket);
    } else {
      this.active = socket;
    }
  }

  private activateNext(): void {
    this.active = this.waiting.shift() ?? null;
    this.active?.resume();
  }

  /**
   * Real-time requests (DLE EOT n) are answered as they arrive; GS ( H goes into the print
   * stream, answered once what came before it is printed; the rest is printed, kept or dropped.
   */
  private receive(socket: net.Socket, chunk: Buffer): void {
    const bytes = [...(this.carry.get(socket) ?? []), ...chunk];
    this.carry.delete(socket);
    let start = 0;
    let i = 0;
    const flush = (end: number) => {
      if (end > start) this.enqueue({ bytes: Uint8Array.from(bytes.slice(start, end)), from: socket });
    };
    while (i < bytes.length) {
      const b = bytes[i];
      if (b === 0x10 || (b === 0x1d && bytes[i + 1] === 0x28 && bytes[i + 2] === 0x48)) {
        const need = b === 0x10 ? 3 : 11;
        if (bytes.length - i < need) {
          flush(i);
          this.carry.set(socket, bytes.slice(i));
          return;
        }
        if (b === 0x10 && bytes[i + 1] === 0x04) {
          flush(i);
          this.answerStatus(socket, bytes[i + 2] as number);
          i += 3;
          start = i;
          continue;
        }
        if (b === 0x1d && bytes[i + 3] === 6 && bytes[i + 4] === 0 && bytes[i + 5] === 0x30 && bytes[i + 6] === 0x30) {
          flush(i);
          this.enqueue({ processId: String.fromCharCode(...bytes.slice(i + 7, i + 11)), from: socket });
          i += 11;
          start = i;
          continue;
        }
      }
      i += 1;
    }
    flush(bytes.length);
  }

  private answerStatus(socket: net.Socket, n: number): void {
    if (!this.answersStatus || n < 1 || n > 4) return;
    this.statusRequests += 1;
    socket.write(Uint8Array.of(STATUS_BYTES[this.currentState][n - 1] as number));
  }

  private enqueue(item: Item): void {
    if (this.paperMs > 0 && ('bytes' in item || this.printing.length > 0)) {
      this.printing.push(item);
      this.pace();
      return;
    }
    this.take(item);
  }

  private pace(): void {
    const next = this.printing[0];
    if (this.pacing || !next) return;
    this.pacing = setTimeout(
      () => {
        this.pacing = null;
        this.take(this.printing.shift() as Item);
        this.pace();
      },
      'bytes' in next ? this.paperMs : 0,
    );
  }

  /** A piece of the stream at the print head: printed (or answered) now, or kept or thrown away while stopped. */
  private take(item: Item): void {
    if (!stops(this.currentState)) {
      this.process(item);
      return;
    }
    if (this.kind === 'buffer') this.queue.push(item);
    else this.discard(item);
  }

  private drain(): void {
    while (this.queue.length > 0 && !stops(this.currentState)) this.process(this.queue.shift() as Item);
  }

  private process(item: Item): void {
    if ('processId' in item) {
      if (this.processIds && this.answersStatus && !item.from.destroyed) item.from.write(processIdResponse(item.processId));
      return;
    }
    if (this.fault) this.printUntilFault(item.bytes, item.from);
    else this.print(item.bytes);
  }

  /** A byte at a time while a fault is armed, so it fires where the ticket's bytes say, never at a cut. */
  private printUntilFault(bytes: Uint8Array, from: net.Socket): void {
    for (let i = 0; i < bytes.length; i++) {
      const fault = this.fault;
      if (!fault) {
        this.print(bytes.subarray(i));
        return;
      }
      if (!this.decoder.midTicket()) fault.printed = [];
      const cut = this.print(bytes.subarray(i, i + 1)) > 0;
      if (cut || !fault.printed) continue;
      fault.printed.push(bytes[i] as number);
      if (fault.printed.length < fault.afterBytes) continue;
      this.fault = null;
      const stop: MidTicketStop = {
        state: fault.state,
        at: Date.now(),
        printed: Uint8Array.from(fault.printed),
        onPaper: this.decoder.pending()?.text ?? '',
        ticket: null,
      };
      this.midTicketStops.push(stop);
      this.stopped = stop;
      this.setState(fault.state);
      if (i + 1 < bytes.length) this.take({ bytes: bytes.subarray(i + 1), from });
      return;
    }
  }

  /** Returns how many tickets these bytes cut. */
  private print(bytes: Uint8Array): number {
    const cut = this.decoder.push(bytes);
    for (const ticket of cut) {
      this.tickets.push(ticket);
      if (this.stopped) {
        this.stopped.ticket = ticket;
        this.stopped = null;
      }
      this.emit('ticket', ticket);
    }
    return cut.length;
  }

  private discard(item: Item): void {
    if ('bytes' in item) this.discarded.push(...this.discardDecoder.push(item.bytes));
  }

  /** Stopped mid-ticket and dropping the rest: the half ticket stays on the paper, the rest is thrown away. */
  private tear(): void {
    const half = this.decoder.pending();
    if (half) this.torn.push(half);
    this.stopped = null;
    this.decoder = new EscPosDecoder({ columns: this.columns, defaultTable: this.defaultTable });
  }
}

/**
 * Whether a decoded ticket is one of this order's. Every ticket names the order by its code, as the
 * orders screen does ('PEDIDO #XTPZHQWZ'), with its number under it ('Nº 117550').
 */
export function isTicketOf(ticket: { text: string }, orderId: number): boolean {
  return new RegExp(`Nº ${orderId}(?!\\d)`).test(ticket.text);
}

export async function startVirtualPrinter(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
  const printer = new VirtualPrinter(options);
  await printer.listen(options.port ?? 0);
  return printer;
}

/** A port of 127.0.0.1 where nothing listens (free a moment ago): the address of a printer that is off. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
