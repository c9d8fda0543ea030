/**
 * ESC/POS bytes for thermal printers (Epson command set, which Bematech, Elgin, Epson, Daruma,
 * Tanca and the generic 58/80 mm printers follow).
 */
import { CODE_PAGE_INFO, type CodePage, DEFAULT_CODE_PAGE, encodeText } from '../codePages';
import { type PrintLine, layoutTicket } from '../layout';
import type { Align, TextSize, Ticket } from '../model';

const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;

export const ESCPOS = {
  /** ESC @: resets the printer, including the code page, to its power-on state */
  init: [ESC, 0x40],
  /** ESC t n */
  codePage: (n: number) => [ESC, 0x74, n],
  /** ESC E n */
  bold: (on: boolean) => [ESC, 0x45, on ? 1 : 0],
  /** GS ! n: bits 4-6 width, 0-2 height */
  size: (size: TextSize) => [GS, 0x21, size === 'large' ? 0x11 : size === 'tall' ? 0x01 : 0x00],
  /** ESC a n */
  align: (align: Align) => [ESC, 0x61, align === 'center' ? 1 : align === 'right' ? 2 : 0],
  /** ESC d n: print and feed n lines */
  feed: (lines: number) => [ESC, 0x64, Math.max(0, Math.min(255, lines))],
  /** GS V 66 0: feed to the cutter and cut leaving a hinge */
  partialCut: [GS, 0x56, 66, 0],
  lf: [LF],
} as const;

export interface EscPosOptions {
  codePage?: CodePage;
}

class EscPosWriter {
  private readonly chunks: number[] = [];
  private align: Align = 'left';
  private bold = false;
  private size: TextSize = 'normal';

  constructor(private readonly codePage: CodePage) {}

  /** ESC @ forgets the code page, so it is selected again right after, every time. */
  initialize(): void {
    this.push(ESCPOS.init, ESCPOS.codePage(CODE_PAGE_INFO[this.codePage].escT));
    this.align = 'left';
    this.bold = false;
    this.size = 'normal';
  }

  push(...commands: Iterable<number>[]): void {
    for (const command of commands) for (const byte of command) this.chunks.push(byte);
  }

  setAlign(align: Align): void {
    if (align !== this.align) this.push(ESCPOS.align(align));
    this.align = align;
  }

  setBold(bold: boolean): void {
    if (bold !== this.bold) this.push(ESCPOS.bold(bold));
    this.bold = bold;
  }

  setSize(size: TextSize): void {
    if (size !== this.size) this.push(ESCPOS.size(size));
    this.size = size;
  }

  text(value: string, size: TextSize): void {
    if (value === '') return;
    this.setSize(size);
    this.push(encodeText(value, this.codePage));
  }

  bytes(): Uint8Array {
    return Uint8Array.from(this.chunks);
  }
}

/**
 * Margins are spaces at normal size. Centred and right-aligned lines use ESC a, which aligns on
 * the whole paper width, so the margin difference is added as padding to keep them centred (or
 * right-aligned) between the margins, exactly where the plain-text rendering puts them.
 */
function writeLine(w: EscPosWriter, line: PrintLine, marginLeft: number, marginRight: number): void {
  if (line.text === '') {
    w.push(ESCPOS.lf);
    return;
  }
  w.setAlign(line.align);
  w.setBold(line.bold);
  if (line.align === 'left') {
    w.text(' '.repeat(marginLeft), 'normal');
    w.text(line.text, line.size);
  } else if (line.align === 'center') {
    w.text(' '.repeat(Math.max(0, marginLeft - marginRight)), 'normal');
    w.text(line.text, line.size);
    w.text(' '.repeat(Math.max(0, marginRight - marginLeft)), 'normal');
  } else {
    w.text(line.text, line.size);
    w.text(' '.repeat(marginRight), 'normal');
  }
  w.push(ESCPOS.lf);
}

export function renderEscPos(ticket: Ticket, { codePage = DEFAULT_CODE_PAGE }: EscPosOptions = {}): Uint8Array {
  const w = new EscPosWriter(codePage);
  w.initialize();
  if (ticket.page.lineSkip > 0) w.push(ESCPOS.feed(ticket.page.lineSkip));
  for (const item of layoutTicket(ticket)) {
    if (item.kind === 'cut') w.push(ESCPOS.partialCut);
    else writeLine(w, item, ticket.page.marginLeft, ticket.page.marginRight);
  }
  return w.bytes();
}
