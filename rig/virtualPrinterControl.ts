/**
 * The demo's virtual printers switched by name, as a person says it: `npm run sandbox:printer --
 * Caixa sem-papel` (src/sandbox/control-cli.ts -> the sandbox's control API -> this). The sensor
 * states are the virtual printer's; 'mudo' is a printer (or print server) that never answers
 * status, 'desligada' one that refuses connections; 'guarda' and 'descarta' switch what it does
 * with what arrives while it is stopped.
 */
import { ControlError } from '../src/sandbox/control';
import type { SandboxPrinterView, SandboxPrinters } from '../src/sandbox/controlRoutes';
import { VIRTUAL_PRINTER_STATES, type VirtualPrinter, type VirtualPrinterState } from './virtualPrinter';

/** What the command takes besides the sensor states, and the sensor states' other names. */
const ALIASES: Record<string, VirtualPrinterState> = { erro: 'erro-cortador' };
export const PRINTER_COMMAND_WORDS = [...VIRTUAL_PRINTER_STATES, 'erro', 'mudo', 'sem-resposta', 'desligada', 'guarda', 'buffer', 'descarta', 'drop'] as const;

export function viewOf(printer: VirtualPrinter, off: boolean): SandboxPrinterView {
  return {
    name: printer.name,
    uri: printer.url,
    state: off ? 'desligada' : printer.answersStatus ? printer.state : 'mudo',
    kind: printer.kind === 'buffer' ? 'guarda' : 'descarta',
    printed: printer.tickets.length,
    discarded: printer.discarded.length,
    torn: printer.torn.length,
    buffered: printer.bufferedBytes(),
  };
}

export function virtualPrinterSwitch(printers: VirtualPrinter[]): SandboxPrinters {
  const off = new Set<VirtualPrinter>();
  const find = (name: string) => {
    const printer = printers.find((p) => p.name.toLowerCase() === name.trim().toLowerCase());
    if (!printer) throw new ControlError(`Impressora virtual não encontrada: ${name} (há ${printers.map((p) => p.name).join(', ') || 'nenhuma'}).`, 404);
    return printer;
  };
  return {
    list: () => printers.map((p) => viewOf(p, off.has(p))),
    async set(name, word) {
      const printer = find(name);
      const what = word.trim().toLowerCase();
      if (what === 'guarda' || what === 'buffer' || what === 'descarta' || what === 'drop') {
        printer.kind = what === 'guarda' || what === 'buffer' ? 'buffer' : 'drop';
        return viewOf(printer, off.has(printer));
      }
      if (what === 'desligada') {
        off.add(printer);
        await printer.refuseConnections(true);
        return viewOf(printer, true);
      }
      const state = ALIASES[what] ?? VIRTUAL_PRINTER_STATES.find((s) => s === what);
      if (!state && what !== 'mudo' && what !== 'sem-resposta') {
        throw new ControlError(`Estado desconhecido: ${word}. Use um destes: ${PRINTER_COMMAND_WORDS.join(', ')}.`);
      }
      if (off.delete(printer)) await printer.refuseConnections(false);
      if (state) {
        printer.answersStatus = true;
        printer.setState(state);
      } else {
        printer.answersStatus = false;
      }
      return viewOf(printer, false);
    },
  };
}
