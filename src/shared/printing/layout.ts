/**
 * Lays a ticket out in printer lines for the column-based renderers (plain text, ESC/POS):
 * wrapping, columns with filler, separators. Positions are in columns of the content area
 * (between the margins); a 'large' character takes two columns.
 */
import type { Align, TextSize, Ticket, TicketBlock } from './model';
import { contentColumns } from './page';
import { columnsOf, printable, wrapText } from './text';

export interface PrintLine {
  kind: 'line';
  /** printable text, without alignment padding */
  text: string;
  align: Align;
  bold: boolean;
  size: TextSize;
}

export type LaidOut = PrintLine | { kind: 'cut' };

/** Characters that fit in `width` columns at a size. */
export function charsPerLine(width: number, size: TextSize): number {
  return size === 'large' ? Math.floor(width / 2) : width;
}

/** Columns a line's text takes on paper. */
export function lineCells(line: Pick<PrintLine, 'text' | 'size'>): number {
  return columnsOf(line.text) * (line.size === 'large' ? 2 : 1);
}

/** Start column of a line inside a content area `width` columns wide. */
export function lineStart(line: Pick<PrintLine, 'text' | 'size' | 'align'>, width: number): number {
  const free = Math.max(0, width - lineCells(line));
  if (line.align === 'center') return Math.floor(free / 2);
  if (line.align === 'right') return free;
  return 0;
}

function wrapIndented(value: string, width: number, indent: number, hang: number): string[] {
  const first = Math.max(1, width - indent);
  const rest = Math.max(1, width - indent - hang);
  const [head = '', ...tail] = wrapText(value, first);
  const lines = [' '.repeat(indent) + head];
  if (tail.length > 0) {
    for (const line of wrapText(tail.join(' '), rest)) lines.push(' '.repeat(indent + hang) + line);
  }
  return lines;
}

function layoutBlock(block: TicketBlock, width: number): LaidOut[] {
  const line = (value: string, align: Align, bold: boolean, size: TextSize): PrintLine => ({
    kind: 'line',
    text: value,
    align,
    bold,
    size,
  });
  switch (block.type) {
    case 'text': {
      const chars = charsPerLine(width, block.size);
      return wrapIndented(printable(block.text).trim(), chars, block.indent, block.hang).map((l) =>
        line(l, block.align, block.bold, block.size),
      );
    }
    case 'columns': {
      const chars = charsPerLine(width, block.size);
      const left = printable(block.left).trim();
      const right = printable(block.right).trim();
      const rightCols = columnsOf(right);
      // A right text too wide to share a line with anything stands alone.
      if (chars - rightCols - 2 < 4) {
        return [
          ...wrapIndented(left, chars, block.indent, block.hang).map((l) => line(l, 'left', block.bold, block.size)),
          ...wrapText(right, chars).map((r) => line(r, 'right', block.bold, block.size)),
        ];
      }
      const lefts = wrapIndented(left, chars, block.indent, block.hang);
      const last = lefts.pop() ?? '';
      const room = chars - columnsOf(last) - rightCols - 2;
      const out = lefts.map((l) => line(l, 'left', block.bold, block.size));
      if (last.trim() !== '' && room >= (block.fill === '.' ? 1 : 0)) {
        out.push(line(`${last} ${block.fill.repeat(room)} ${right}`, 'left', block.bold, block.size));
      } else {
        // The price goes on a line of its own, under the wrapped text.
        if (last.trim() !== '') out.push(line(last, 'left', block.bold, block.size));
        const lead = last.trim() === '' ? 0 : block.indent + block.hang;
        const fill = chars - lead - rightCols - 1;
        out.push(line(`${' '.repeat(lead)}${block.fill.repeat(fill)} ${right}`, 'left', block.bold, block.size));
      }
      return out;
    }
    case 'pre': {
      const chars = charsPerLine(width, block.size);
      const all = [...printable(block.text).trimEnd()];
      const out: LaidOut[] = [];
      for (let i = 0; i < all.length; i += chars) out.push(line(all.slice(i, i + chars).join(''), 'left', block.bold, block.size));
      return out.length > 0 ? out : [line('', 'left', block.bold, block.size)];
    }
    case 'separator':
      return [line(block.char.repeat(width), 'left', false, 'normal')];
    case 'feed':
      return Array.from({ length: Math.max(0, Math.floor(block.lines)) }, () => line('', 'left', false, 'normal'));
    case 'cut':
      return [{ kind: 'cut' }];
  }
}

export function layoutTicket(ticket: Ticket): LaidOut[] {
  const width = contentColumns(ticket.page);
  return ticket.blocks.flatMap((block) => layoutBlock(block, width));
}
