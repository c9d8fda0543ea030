/** Network printers: raw ESC/POS over TCP (port 9100, 'JetDirect'). */
import net from 'node:net';
import { PrinterError } from './errors';

export interface TcpSendOptions {
  /** shown in error messages */
  printerName?: string;
  /** to connect */
  connectTimeoutMs?: number;
  /** to hand every byte to the printer once connected */
  writeTimeoutMs?: number;
}

function offlineMessage(name: string, host: string, port: number, code: string | undefined, timeoutMs: number): string {
  const where = `${name} (${host}:${port})`;
  switch (code) {
    case 'ECONNREFUSED':
      return `Impressora offline: ${where} recusou a conexão. Verifique se ela está ligada e conectada à rede.`;
    case 'ETIMEDOUT':
      return `Impressora offline: ${where} não respondeu em ${Math.round(timeoutMs / 1000)} s. Verifique se ela está ligada e conectada à rede.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return `Impressora offline: ${where} está inacessível na rede. Verifique o cabo ou o Wi-Fi e o endereço IP.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Impressora offline: o endereço ${host} da impressora ${name} não foi encontrado na rede.`;
    default:
      return `Impressora offline: não foi possível enviar a impressão para ${where}${code ? ` (${code})` : ''}.`;
  }
}

/**
 * Sends the bytes and closes the connection. Resolves once the bytes are written and the
 * connection is closed (or has been idle after the last byte); rejects with a PrinterError
 * ('offline') when the printer cannot be reached.
 */
export function sendTcp(host: string, port: number, bytes: Uint8Array, options: TcpSendOptions = {}): Promise<void> {
  const name = options.printerName ?? 'Impressora';
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const writeTimeoutMs = options.writeTimeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    let written = false;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    const socket = net.createConnection({ host, port });
    socket.setTimeout(connectTimeoutMs);
    socket.on('connect', () => {
      socket.setTimeout(writeTimeoutMs);
      socket.end(bytes, () => {
        written = true;
      });
    });
    socket.on('timeout', () => {
      // Some printers keep the connection open after the last byte: the job is delivered.
      if (written) finish();
      else if (socket.connecting) finish(new PrinterError('offline', offlineMessage(name, host, port, 'ETIMEDOUT', connectTimeoutMs)));
      else finish(new PrinterError('offline', `Impressora offline: ${name} (${host}:${port}) parou de receber dados durante a impressão.`));
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A reset after every byte was handed over (some printers do that) is no failure.
      if (written) finish();
      else finish(new PrinterError('offline', offlineMessage(name, host, port, error.code, connectTimeoutMs), { cause: error }));
    });
    socket.on('close', () => {
      if (written) finish();
      else finish(new PrinterError('offline', `Impressora offline: ${name} (${host}:${port}) encerrou a conexão antes de receber a impressão.`));
    });
  });
}
