/**
 * The printers a machine can print to: the configured ones (network printers with their code
 * page) and the operating system's queues, which print raw with the default code page unless a
 * configured entry of the same name says otherwise.
 */
import { type CodePage, DEFAULT_CODE_PAGE } from '../../shared/printing/codePages';
import { type PrinterConfig, osPrinterUri, parsePrinterUri } from '../../shared/printing/printers';
import { type OsPrinter, listOsPrinters } from './osQueue';

export interface RegisteredPrinter extends PrinterConfig {
  /** 'rede': configured; 'sistema': a queue of the operating system */
  origem: 'rede' | 'sistema';
  state?: OsPrinter['state'];
}

export interface PrinterRegistryOptions {
  configured: PrinterConfig[];
  /** the OS queues; defaults to lpstat / PowerShell; pass () => [] to leave them out */
  listOs?: () => Promise<OsPrinter[]>;
  defaultCodePage?: CodePage;
}

export interface PrinterRegistry {
  list(): Promise<RegisteredPrinter[]>;
  /** by exact name, else ignoring case; null when unknown */
  find(name: string): Promise<RegisteredPrinter | null>;
}

export function createPrinterRegistry({
  configured,
  listOs = () => listOsPrinters(),
  defaultCodePage = DEFAULT_CODE_PAGE,
}: PrinterRegistryOptions): PrinterRegistry {
  for (const printer of configured) {
    if (!parsePrinterUri(printer.uri)) throw new Error(`Endereço inválido para a impressora ${printer.name}: ${printer.uri}`);
  }
  const list = async (): Promise<RegisteredPrinter[]> => {
    const own: RegisteredPrinter[] = configured.map((p) => ({ ...p, origem: 'rede' }));
    const taken = new Set(configured.map((p) => p.name));
    const os = await listOs().catch(() => [] as OsPrinter[]);
    const system: RegisteredPrinter[] = os
      .filter((p) => !taken.has(p.name))
      .map((p) => ({ name: p.name, uri: osPrinterUri(p.name), codePage: defaultCodePage, origem: 'sistema', state: p.state }));
    return [...own, ...system];
  };
  const byName = (all: RegisteredPrinter[], wanted: string) =>
    all.find((p) => p.name === wanted) ?? all.find((p) => p.name.toLowerCase() === wanted.toLowerCase()) ?? null;
  return {
    list,
    async find(name) {
      const wanted = name.trim();
      // A configured printer is found without asking the OS (lpstat / PowerShell per ticket).
      const own = configured.find((p) => p.name === wanted);
      if (own) return { ...own, origem: 'rede' };
      return byName(await list(), wanted);
    },
  };
}
