/** One open TCP connection to a printer, with what it sent back read as status bytes and process IDs. */
import net from 'node:net';
import { type StatusBytes, PrinterReplyReader } from '../../shared/printing/status';

export class PrinterLink {
  /** status bytes in the order they came */
  readonly statuses: number[] = [];
  /** process IDs that came back */
  readonly ids = new Set<string>();
  closed = false;
  private readonly reader = new PrinterReplyReader();
  private readonly listeners = new Set<() => void>();

  private constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      for (const reply of this.reader.push(new Uint8Array(chunk))) {
        if (reply.kind === 'status') this.statuses.push(reply.byte);
        else this.ids.add(reply.id);
      }
      this.changed();
    });
    socket.on('close', () => {
      this.closed = true;
      this.changed();
    });
    socket.on('error', () => undefined); // 'close' follows
  }

  /** Connects; rejects with the socket's error (its code: ECONNREFUSED, ETIMEDOUT...). */
  static open(host: string, port: number, timeoutMs: number): Promise<PrinterLink> {
    return new Promise((resolve, reject) => {
      const socket = net.createConnection({ host, port });
      socket.setNoDelay(true);
      const timer = setTimeout(() => {
        socket.destroy();
        reject(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' }));
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new PrinterLink(socket));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  }

  /** Resolves once the bytes are handed to the system; false when the connection broke. */
  write(bytes: Uint8Array): Promise<boolean> {
    if (this.closed) return Promise.resolve(false);
    return new Promise((resolve) => this.socket.write(bytes, (error) => resolve(!error)));
  }

  /** Waits until `done()` is true (checked on every reply and on close) or `timeoutMs` passed. */
  waitFor(done: () => boolean, timeoutMs: number): Promise<boolean> {
    if (done()) return Promise.resolve(true);
    if (this.closed || timeoutMs <= 0) return Promise.resolve(false);
    return new Promise((resolve) => {
      const finish = (value: boolean) => {
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(value);
      };
      const check = () => {
        if (done()) finish(true);
        else if (this.closed) finish(false);
      };
      const timer = setTimeout(() => finish(done()), timeoutMs);
      this.listeners.add(check);
    });
  }

  /** The four bytes of DLE EOT 1..4 asked when `asked` statuses had come, once they are all in. */
  statusFrom(asked: number): StatusBytes | null {
    if (this.statuses.length < asked + 4) return null;
    const [printer, offline, error, paper] = this.statuses.slice(asked, asked + 4) as [number, number, number, number];
    return { printer, offline, error, paper };
  }

  /** Ends the connection without waiting for the printer to close it. */
  close(): void {
    this.closed = true;
    this.socket.end();
    // a printer that keeps its side open does not hold the socket
    setTimeout(() => this.socket.destroy(), 2000).unref();
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
