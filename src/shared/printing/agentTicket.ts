import { type Ticket, type TicketBlock, cut, pre } from './model';
import { type PageSettings, pageSetup } from './page';

/**
 * The print agent's side of POST /print: the text lines the panel sent (see renderAgentText)
 * laid on the page setup sent beside them. A production ticket prints in double height, the
 * ESC/POS counterpart of the larger production font.
 */
export function ticketFromAgentText(texto: string, settings: PageSettings, { production = false } = {}): Ticket {
  const lines = texto.replace(/\r\n?/g, '\n').replace(/\n+$/, '').split('\n');
  return {
    kind: 'texto',
    title: lines.find((l) => l.trim() !== '')?.trim() ?? 'Impressão',
    page: pageSetup(settings, { production }),
    blocks: [...lines.map((line) => pre(line, { size: production ? 'tall' : 'normal' })), cut()],
  };
}

/**
 * The print agent's side of POST /print with `blocos`: the ticket as the panel's layout made it
 * (bold titles, double height), on the page setup sent beside it; ESC/POS from it is the same as
 * the panel's other print methods send. `texto` names it (its first line).
 */
export function ticketFromAgentBlocks(blocks: TicketBlock[], texto: string, settings: PageSettings, { production = false } = {}): Ticket {
  const title = texto.split(/\r?\n/).find((l) => l.trim() !== '')?.trim() ?? 'Impressão';
  return {
    kind: 'texto',
    title,
    page: pageSetup(settings, { production }),
    blocks: blocks.some((b) => b.type === 'cut') ? blocks : [...blocks, cut()],
  };
}
