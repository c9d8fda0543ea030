/**
 * Reads an ESC/POS byte stream the way a thermal printer does and writes down what the paper
 * would say: text decoded with the code page selected at that moment, alignment, bold, size,
 * and a ticket boundary at each cut. After ESC @ the code page falls back to the printer's
 * power-on table (PC437 unless told otherwise), as real printers do: a stream that forgets to
 * select its code page again reads back with broken accents here too.
 */
import CodepageEncoder, { type Codepage } from '@point-of-sale/codepage-encoder';
import { TABLE_BY_ESC_T } from '../src/shared/printing/codePages';

export type DecodedAlign = 'left' | 'center' | 'right';
export type DecodedSize = 'normal' | 'tall' | 'wide' | 'large';

export interface DecodedLine {
  text: string;
  align: DecodedAlign;
  /** some printed (non-blank) character of the line is bold */
  bold: boolean;
  /** the largest size of a printed character of the line */
  size: DecodedSize;
}

export interface DecodedTicket {
  /** the lines joined with '\n', ending with '\n' (same form as renderText) */
  text: string;
  lines: DecodedLine[];
  /** the bytes of this ticket, from the byte after the previous cut to the cut */
  bytes: Uint8Array;
  /** table selected when the ticket was cut ('cp850' ...); 'unknown:n' for an ESC t n it lacks */
  codePage: string;
  /** every table selected during the ticket, in order */
  codePages: string[];
  /** ms since epoch of the first and the last byte */
  firstByteAt: number;
  receivedAt: number;
  /** commands this decoder does not know, as hex ('1b 5a') */
  unknownCommands: string[];
}

interface Cell {
  char: string;
  bold: boolean;
  width: number;
  height: number;
}

export interface DecoderOptions {
  /** characters per line of font A: 48 on 80 mm paper, 32 on 58 mm */
  columns?: number;
  /** table after power-on and after ESC @ */
  defaultTable?: Codepage;
}

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;

/** Argument counts of ESC and GS commands that are read and ignored. */
const ESC_IGNORED_ARGS: Record<number, number> = {
  0x32: 0, // ESC 2 default line spacing
  0x33: 1, // ESC 3 n line spacing
  0x2d: 1, // ESC - n underline
  0x4d: 1, // ESC M n font
  0x47: 1, // ESC G n double strike
  0x4a: 1, // ESC J n feed dots
  0x52: 1, // ESC R n international set
  0x56: 1, // ESC V n rotation
  0x7b: 1, // ESC { n upside down
  0x70: 3, // ESC p m t1 t2 drawer pulse
  0x63: 2, // ESC c 3/4/5 n paper sensors, panel buttons (ESC c 5 n, ESC c 3 n ...)
};
const GS_IGNORED_ARGS: Record<number, number> = {
  0x4c: 2, // GS L nL nH left margin
  0x57: 2, // GS W nL nH print area width
  0x42: 1, // GS B n reverse
  0x62: 1, // GS b n smoothing
  0x48: 1, // GS H n HRI position
  0x68: 1, // GS h n barcode height
  0x77: 1, // GS w n barcode width
  0x66: 1, // GS f n HRI font
};

export class EscPosDecoder {
  private readonly columns: number;
  private readonly defaultTable: Codepage;
  private readonly tables = new Map<string, number[]>();
  private buffer: Uint8Array = new Uint8Array(0);
  private ticketBytes: number[] = [];
  private table: string;
  private ticketTables: string[] = [];
  private bold = false;
  private align: DecodedAlign = 'left';
  private width = 1;
  private height = 1;
  private cells: Cell[] = [];
  private lines: DecodedLine[] = [];
  private unknown: string[] = [];
  private firstByteAt = 0;
  private lastByteAt = 0;
  /** the command just read cuts the paper (the ticket ends after its bytes) */
  private cutAfterStep = false;

  constructor({ columns = 48, defaultTable = 'cp437' }: DecoderOptions = {}) {
    this.columns = columns;
    this.defaultTable = defaultTable;
    this.table = defaultTable;
  }

  /** Feeds bytes as they arrive; returns the tickets a cut completed. */
  push(chunk: Uint8Array, at = Date.now()): DecodedTicket[] {
    if (this.ticketBytes.length === 0 && this.buffer.length === 0) this.firstByteAt = at;
    this.lastByteAt = at;
    // a command split across chunks waits in `buffer` for the rest
    const b = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const done: DecodedTicket[] = [];
    let i = 0;
    while (i < b.length) {
      const used = this.step(b, i);
      if (used === 0) break;
      for (let k = i; k < i + used; k++) this.ticketBytes.push(b[k] as number);
      i += used;
      if (this.cutAfterStep) {
        this.cutAfterStep = false;
        this.cut(done);
      }
    }
    this.buffer = b.slice(i);
    return done;
  }

  /** Whether bytes came since the last cut (a ticket is under way). */
  midTicket(): boolean {
    return this.ticketBytes.length > 0 || this.buffer.length > 0;
  }

  /** What was printed since the last cut (paper not cut yet), or null when nothing was. */
  pending(): DecodedTicket | null {
    if (this.lines.length === 0 && this.cells.length === 0) return null;
    const lines = [...this.lines];
    if (this.cells.length > 0) lines.push(this.renderLine(this.cells));
    return this.ticket(lines, this.ticketBytes);
  }

  /**
   * Reads the command at `i`: the bytes it used, or 0 when the rest of it has not arrived yet.
   * Runs once per byte, so it makes no closures.
   */
  private step(b: Uint8Array, i: number): number {
    const byte = b[i] as number;
    const left = b.length - i;
    if (byte === LF) {
      this.flushLine();
      return 1;
    }
    if (byte === ESC || byte === GS || byte === FS) {
      if (left < 2) return 0;
      const cmd = b[i + 1] as number;
      const arg0 = b[i + 2] as number;
      if (byte === ESC) {
        switch (cmd) {
          case 0x40: // ESC @
            this.cells = [];
            this.resetStyle();
            this.table = this.defaultTable;
            return 2;
          case 0x74: {
            if (left < 3) return 0;
            const table = TABLE_BY_ESC_T[arg0];
            this.table = table ?? `unknown:${arg0}`;
            this.ticketTables.push(this.table);
            return 3;
          }
          case 0x45:
            if (left < 3) return 0;
            this.bold = (arg0 & 1) === 1;
            return 3;
          case 0x61:
            if (left < 3) return 0;
            this.align = [1, 49].includes(arg0) ? 'center' : [2, 50].includes(arg0) ? 'right' : 'left';
            return 3;
          case 0x21:
            if (left < 3) return 0;
            this.bold = (arg0 & 0x08) !== 0;
            this.height = arg0 & 0x10 ? 2 : 1;
            this.width = arg0 & 0x20 ? 2 : 1;
            return 3;
          case 0x64: {
            if (left < 3) return 0;
            const hadText = this.cells.length > 0;
            if (hadText) this.flushLine();
            for (let k = hadText ? 1 : 0; k < arg0; k++) this.flushLine();
            return 3;
          }
          case 0x69: // ESC i, ESC m: the old full and partial cut
          case 0x6d:
            this.cutAfterStep = true;
            return 2;
          default: {
            const args = ESC_IGNORED_ARGS[cmd];
            if (args === undefined) {
              this.unknown.push(hex([ESC, cmd]));
              return 2;
            }
            if (left < 2 + args) return 0;
            return 2 + args;
          }
        }
      }
      if (byte === GS) {
        switch (cmd) {
          case 0x21:
            if (left < 3) return 0;
            this.width = ((arg0 >> 4) & 7) + 1;
            this.height = (arg0 & 7) + 1;
            return 3;
          case 0x56: {
            if (left < 3) return 0;
            const withFeed = [65, 66, 97, 98, 103, 104].includes(arg0);
            if (withFeed && left < 4) return 0;
            this.cutAfterStep = true;
            return withFeed ? 4 : 3;
          }
          default: {
            const args = GS_IGNORED_ARGS[cmd];
            if (args === undefined) {
              this.unknown.push(hex([GS, cmd]));
              return 2;
            }
            if (left < 2 + args) return 0;
            return 2 + args;
          }
        }
      }
      this.unknown.push(hex([FS, cmd]));
      return 2;
    }
    if (byte < 0x20 || byte === 0x7f) return 1;
    this.printChar(this.decode(byte));
    return 1;
  }

  private decode(byte: number): string {
    if (byte < 0x80) return String.fromCharCode(byte);
    if (this.table.startsWith('unknown:')) return '\uFFFD';
    let codepoints = this.tables.get(this.table);
    if (!codepoints) {
      codepoints = CodepageEncoder.getCodepoints(this.table as Codepage, true);
      this.tables.set(this.table, codepoints);
    }
    const cp = codepoints[byte];
    return cp === undefined ? '\uFFFD' : String.fromCodePoint(cp);
  }

  /** A character takes `width` columns; a full line prints by itself, as on paper. */
  private printChar(char: string): void {
    const used = this.cells.reduce((sum, c) => sum + c.width, 0);
    if (used + this.width > this.columns) this.flushLine();
    this.cells.push({ char, bold: this.bold, width: this.width, height: this.height });
  }

  private renderLine(cells: Cell[]): DecodedLine {
    const used = cells.reduce((sum, c) => sum + c.width, 0);
    const free = Math.max(0, this.columns - used);
    const start = this.align === 'center' ? Math.floor(free / 2) : this.align === 'right' ? free : 0;
    const body = cells.map((c) => c.char + ' '.repeat(c.width - 1)).join('');
    const printed = cells.filter((c) => c.char.trim() !== '');
    const wide = printed.some((c) => c.width > 1);
    const tall = printed.some((c) => c.height > 1);
    return {
      text: (' '.repeat(start) + body).trimEnd(),
      align: this.align,
      bold: printed.some((c) => c.bold),
      size: wide && tall ? 'large' : wide ? 'wide' : tall ? 'tall' : 'normal',
    };
  }

  private flushLine(): void {
    this.lines.push(this.renderLine(this.cells));
    this.cells = [];
  }

  private cut(done: DecodedTicket[]): void {
    if (this.cells.length > 0) this.flushLine();
    done.push(this.ticket(this.lines, this.ticketBytes));
    this.lines = [];
    this.ticketBytes = [];
    this.ticketTables = [];
    this.unknown = [];
    this.firstByteAt = this.lastByteAt;
  }

  private ticket(lines: DecodedLine[], bytes: number[]): DecodedTicket {
    return {
      text: lines.map((l) => l.text).join('\n') + '\n',
      lines,
      bytes: Uint8Array.from(bytes),
      codePage: this.table,
      codePages: [...this.ticketTables],
      firstByteAt: this.firstByteAt,
      receivedAt: this.lastByteAt,
      unknownCommands: [...this.unknown],
    };
  }

  private resetStyle(): void {
    this.bold = false;
    this.align = 'left';
    this.width = 1;
    this.height = 1;
  }
}

function hex(bytes: number[]): string {
  return bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');
}

/** Decodes a whole buffer at once: the tickets it cuts, plus what is left uncut. */
export function decodeEscPos(bytes: Uint8Array, options?: DecoderOptions): { tickets: DecodedTicket[]; pending: DecodedTicket | null } {
  const decoder = new EscPosDecoder(options);
  const tickets = decoder.push(bytes);
  return { tickets, pending: decoder.pending() };
}
