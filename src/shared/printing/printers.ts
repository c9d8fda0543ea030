import type { CodePage } from './codePages';

/** A printer the panel or the print agent can send ESC/POS to. */
export interface PrinterConfig {
  name: string;
  /** 'tcp://host:9100' (network) or 'os://NAME' (raw queue of the operating system) */
  uri: string;
  codePage: CodePage;
}

export type PrinterAddress = { kind: 'tcp'; host: string; port: number } | { kind: 'os'; queue: string };

export const RAW_PRINTING_PORT = 9100;

/** Reads a printer uri; null when it is neither tcp:// nor os://. */
export function parsePrinterUri(uri: string): PrinterAddress | null {
  const tcp = /^tcp:\/\/(\[[^\]]+\]|[^:/\s]+)(?::(\d{1,5}))?\/?$/i.exec(uri.trim());
  if (tcp) {
    const port = tcp[2] === undefined ? RAW_PRINTING_PORT : Number(tcp[2]);
    if (port < 1 || port > 65535) return null;
    return { kind: 'tcp', host: (tcp[1] ?? '').replace(/^\[|\]$/g, ''), port };
  }
  const os = /^os:\/\/(.+)$/i.exec(uri.trim());
  if (os?.[1]) return { kind: 'os', queue: decodeURIComponent(os[1]) };
  return null;
}

export function osPrinterUri(queue: string): string {
  return `os://${encodeURIComponent(queue)}`;
}
