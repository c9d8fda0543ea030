/**
 * A virtual network thermal printer for tests and the demo: a TCP listener (like port 9100 of a
 * real one) that decodes the ESC/POS it receives into tickets. Like a real printer it serves one
 * connection at a time (others wait), and keeps its state (code page, paper) between connections.
 */
import { EventEmitter } from 'node:events';
import net from 'node:net';
import type { Codepage } from '@point-of-sale/codepage-encoder';
import { type DecodedTicket, EscPosDecoder } from './escposDecoder';

export type { DecodedLine, DecodedTicket } from './escposDecoder';

export interface VirtualPrinterOptions {
  /** 0 picks a free port */
  port?: number;
  host?: string;
  name?: string;
  /** 48 for 80 mm paper (default), 32 for 58 mm */
  columns?: number;
  /** table after power-on and ESC @ (PC437, as most printers) */
  defaultTable?: Codepage;
}

interface VirtualPrinterEvents {
  ticket: [DecodedTicket];
  connection: [];
}

export class VirtualPrinter extends EventEmitter<VirtualPrinterEvents> {
  readonly name: string;
  readonly host: string;
  port = 0;
  /** tickets received so far, each ended by a cut */
  readonly tickets: DecodedTicket[] = [];
  /** connections accepted so far */
  connections = 0;
  private readonly server: net.Server;
  private readonly decoder: EscPosDecoder;
  private readonly sockets = new Set<net.Socket>();
  private readonly waiting: net.Socket[] = [];
  private active: net.Socket | null = null;
  private listening = false;

  constructor({ host = '127.0.0.1', name = 'Impressora virtual', columns, defaultTable }: VirtualPrinterOptions = {}) {
    super();
    this.name = name;
    this.host = host;
    this.decoder = new EscPosDecoder({ columns, defaultTable });
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

  clear(): void {
    this.tickets.length = 0;
  }

  async close(): Promise<void> {
    await this.refuseConnections(true);
    this.removeAllListeners();
  }

  private accept(socket: net.Socket): void {
    this.connections += 1;
    this.sockets.add(socket);
    this.emit('connection');
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
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

  private receive(chunk: Buffer): void {
    for (const ticket of this.decoder.push(new Uint8Array(chunk))) {
      this.tickets.push(ticket);
      this.emit('ticket', ticket);
    }
  }
}

export async function startVirtualPrinter(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
  const printer = new VirtualPrinter(options);
  await printer.listen(options.port ?? 0);
  return printer;
}
