/**
 * The demo's print station: two virtual ESC/POS network printers, 'Caixa' and 'Cozinha', and the
 * local print agent (browser mode) pointed at them, started from its built bundle on its usual
 * ports as a store runs it (its settings, memory and log under .sandbox-data/print-agent/). Every
 * ticket the printers receive is decoded, shown on the console and appended to
 * .sandbox-data/impressoras/<nome>.txt, so a person can read exactly what the paper would say.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PrinterConfig } from '../src/shared/printing/printers';
import { DEFAULT_STORE_TIME_ZONE, formatDateTime } from '../src/shared/time';
import { DEFAULT_LEGACY_PORT, DEFAULT_PORT } from '../src/print-agent/config';
import { type AgentProcess, startAgentProcess } from '../rig/printAgentProcess';
import { startVirtualPrinter, type VirtualPrinter } from '../rig/virtualPrinter';

export interface DemoPrintStation {
  printers: PrinterConfig[];
  /** switched through the sandbox's control API (npm run sandbox:printer -- Caixa sem-papel) */
  virtual: VirtualPrinter[];
  agent: AgentProcess | null;
  folder: string;
  close(): Promise<void>;
}

export async function startDemoPrintStation(dataDir: string, withAgent: boolean): Promise<DemoPrintStation> {
  const folder = join(dataDir, 'impressoras');
  mkdirSync(folder, { recursive: true });
  const virtual: VirtualPrinter[] = [];
  const printers: PrinterConfig[] = [];
  for (const [name, port] of [['Caixa', 9101], ['Cozinha', 9102]] as const) {
    const printer = await startVirtualPrinter({ name, port: Number(process.env[`DEMO_${name.toUpperCase()}_PORT`] ?? port) });
    const file = join(folder, `${name.toLowerCase()}.txt`);
    printer.on('ticket', (ticket) => {
      appendFileSync(file, `----- ${formatDateTime(ticket.receivedAt, DEFAULT_STORE_TIME_ZONE)} (${ticket.codePage}) -----\n${ticket.text}\n`);
      const firstLines = ticket.text.split('\n').filter((l) => l.trim()).slice(0, 3).map((l) => l.trim());
      console.log(`[impressora ${name}] ticket recebido: ${firstLines.join(' | ')}  → ${file}`);
    });
    virtual.push(printer);
    printers.push({ name, uri: printer.url, codePage: 'cp850' });
  }
  const agent = withAgent
    ? await startAgentProcess({
        printers,
        home: join(dataDir, 'print-agent'),
        // the ports the panel calls by default (src/shared/config.ts)
        port: DEFAULT_PORT,
        legacyPort: DEFAULT_LEGACY_PORT,
        echo: (line) => console.log(line),
      })
    : null;
  return {
    printers,
    virtual,
    agent,
    folder,
    close: async () => {
      await agent?.close();
      for (const printer of virtual) await printer.close();
    },
  };
}
