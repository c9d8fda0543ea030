import { type LaidOut, type PrintLine, layoutTicket, lineStart } from '../layout';
import type { Ticket } from '../model';
import { contentColumns } from '../page';

/**
 * A line as plain text inside the content area. Double-width ('large') text is letter-spaced
 * ('P E D I D O') so that every character sits in the columns it takes on paper.
 */
export function placeLine(line: PrintLine, width: number): string {
  const chars = line.size === 'large' ? [...line.text].map((c) => `${c} `).join('') : line.text;
  return (' '.repeat(lineStart(line, width)) + chars).trimEnd();
}

function renderLines(items: LaidOut[], width: number, prefix: string): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (item.kind === 'cut') continue;
    const placed = placeLine(item, width);
    out.push(placed === '' ? '' : prefix + placed);
  }
  return out;
}

/**
 * The ticket as plain text, as a printer would put it on paper (margins and the line skip at the
 * start included): what the committed examples show and what the virtual printer reads back.
 */
export function renderText(ticket: Ticket): string {
  const page = ticket.page;
  const lines = [
    ...Array.from({ length: page.lineSkip }, () => ''),
    ...renderLines(layoutTicket(ticket), contentColumns(page), ' '.repeat(page.marginLeft)),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * The text the print agent's POST /print receives: the lines of the content area only. The agent
 * applies the page setup sent beside it (line skip, margins, width), so it is not in the text.
 */
export function renderAgentText(ticket: Ticket): string {
  return `${renderLines(layoutTicket(ticket), contentColumns(ticket.page), '').join('\n')}\n`;
}
