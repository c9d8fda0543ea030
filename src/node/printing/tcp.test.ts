import net from 'node:net';
import { freePort, startVirtualPrinter } from '../../../rig/virtualPrinter';
import { PrinterError } from './errors';
import { createTcpPrinterMemory, printOverTcp } from './confirmedTcp';

describe('printing over TCP (port 9100)', () => {
  it('delivers every byte and resolves once the printer has them', async () => {
    const printer = await startVirtualPrinter();
    try {
      await printOverTcp('127.0.0.1', printer.port, new Uint8Array([0x1b, 0x40, 0x4f, 0x69, 0x0a, 0x1d, 0x56, 66, 0]));
      const [ticket] = await printer.waitForTickets(1);
      expect(ticket?.text).toBe('Oi\n');
    } finally {
      await printer.close();
    }
  });

  it('rejects with a Portuguese offline message when nothing listens', async () => {
    const port = await freePort();
    const error = await printOverTcp('127.0.0.1', port, new Uint8Array([0x41]), { printerName: 'Cozinha' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({ code: 'offline' });
    expect((error as Error).message).toBe(
      `Impressora offline: Cozinha (127.0.0.1:${port}) recusou a conexão. Verifique se ela está ligada e conectada à rede.`,
    );
  });

  it('a print server that never answers and keeps the connection open gets the bytes, as before (sem confirmação)', async () => {
    const received: Buffer[] = [];
    const sockets: net.Socket[] = [];
    const server = net.createServer({ allowHalfOpen: true }, (socket) => {
      sockets.push(socket);
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.on('end', () => undefined); // never closes its side
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    try {
      const report = await printOverTcp('127.0.0.1', port, new Uint8Array([1, 2, 3]), { statusTimeoutMs: 200, memory: createTcpPrinterMemory() });
      expect(report).toEqual({ confirmation: 'sem-confirmacao', resent: false });
      await vi.waitFor(() => expect(Buffer.concat(received).subarray(-3)).toEqual(Buffer.from([1, 2, 3])));
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
