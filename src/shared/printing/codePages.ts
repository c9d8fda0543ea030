/**
 * Printer code pages for Brazilian Portuguese. The character tables are those of
 * @point-of-sale/codepage-encoder (the tables behind receipt-printer-encoder), the five the panel
 * uses copied into codePageTables.ts (scripts/codepage-tables.ts): the renderer prints without
 * downloading the library's dozens of others.
 */
import { type CodePageTable, TABLES } from './codePageTables';
import { removeAccents } from './text';

export type { CodePageTable } from './codePageTables';

export const CODE_PAGES = ['cp850', 'cp860', 'cp858', 'wpc1252', 'sem-acentos'] as const;
export type CodePage = (typeof CODE_PAGES)[number];
export const DEFAULT_CODE_PAGE: CodePage = 'cp850';

export interface CodePageInfo {
  label: string;
  /** n of ESC t n (Epson numbering, followed by most thermal printers sold in Brazil) */
  escT: number;
  table: CodePageTable;
}

export const CODE_PAGE_INFO: Record<CodePage, CodePageInfo> = {
  cp850: { label: 'CP850 (Multilíngue)', escT: 2, table: 'cp850' },
  cp860: { label: 'CP860 (Português)', escT: 3, table: 'cp860' },
  cp858: { label: 'CP858 (Multilíngue com €)', escT: 19, table: 'cp858' },
  wpc1252: { label: 'WPC1252 (Windows Latin 1)', escT: 16, table: 'windows1252' },
  // Prints ASCII only, so whatever table the printer holds: PC437 is every printer's table 0.
  'sem-acentos': { label: 'Sem acentos', escT: 0, table: 'cp437' },
};

/** Code page tables by the n of ESC t n, for decoding what a printer receives. */
export const TABLE_BY_ESC_T: Record<number, CodePageTable> = {
  0: 'cp437',
  2: 'cp850',
  3: 'cp860',
  16: 'windows1252',
  19: 'cp858',
};

export function isCodePage(value: unknown): value is CodePage {
  return typeof value === 'string' && (CODE_PAGES as readonly string[]).includes(value);
}

/** 'CP850', 'cp 850', 'WPC1252', 'windows-1252', 'ascii' ... -> CodePage, or null. */
export function parseCodePage(value: string): CodePage | null {
  const v = value.trim().toLowerCase().replace(/[\s_-]/g, '');
  if (v === 'cp850' || v === '850') return 'cp850';
  if (v === 'cp860' || v === '860') return 'cp860';
  if (v === 'cp858' || v === '858') return 'cp858';
  if (v === 'wpc1252' || v === 'windows1252' || v === 'cp1252' || v === '1252') return 'wpc1252';
  if (v === 'semacentos' || v === 'ascii') return 'sem-acentos';
  return null;
}

const codepointTables = new Map<CodePageTable, number[]>();

/** The 256 codepoints of a table (byte -> codepoint), read once from its text. */
export function codepointsOf(table: CodePageTable): number[] {
  let codepoints = codepointTables.get(table);
  if (!codepoints) {
    codepoints = Array.from(TABLES[table], (c) => c.charCodeAt(0));
    codepointTables.set(table, codepoints);
  }
  return codepoints;
}

const encodeTables = new Map<CodePageTable, Map<number, number>>();

/** codepoint -> byte of a table, built once. */
function encodeTable(table: CodePageTable): Map<number, number> {
  let bytes = encodeTables.get(table);
  if (!bytes) {
    bytes = new Map();
    // the first byte of a codepoint listed twice, as the library's encode does
    for (const [byte, codepoint] of codepointsOf(table).entries()) if (!bytes.has(codepoint)) bytes.set(codepoint, byte);
    encodeTables.set(table, bytes);
  }
  return bytes;
}

/**
 * Printable text -> bytes in the code page, one byte per UTF-16 unit as the library encodes.
 * Characters the page lacks print as '?', and no character may come out as a control byte
 * (CP437 maps ☺ to 0x01, for one).
 */
export function encodeText(value: string, codePage: CodePage): Uint8Array {
  const source = codePage === 'sem-acentos' ? removeAccents(value) : value;
  const table = encodeTable(CODE_PAGE_INFO[codePage].table);
  const out = new Uint8Array(source.length);
  for (let i = 0; i < source.length; i++) {
    const byte = table.get(source.codePointAt(i) ?? 0x3f) ?? 0x3f;
    out[i] = byte < 0x20 || byte === 0x7f ? 0x3f : byte;
  }
  return out;
}

/** Bytes (no control bytes) -> text, read with a code page table. */
export function decodeText(bytes: ArrayLike<number>, table: CodePageTable): string {
  const codepoints = codepointsOf(table);
  let out = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0x3f;
    const codepoint = byte < 0x80 ? byte : codepoints[byte];
    out += codepoint === undefined ? '\uFFFD' : String.fromCodePoint(codepoint);
  }
  return out;
}

/** The text a printer set to this code page prints for `value` (accents gone for 'sem-acentos'). */
export function expectedPrint(value: string, codePage: CodePage): string {
  return decodeText(encodeText(value, codePage), CODE_PAGE_INFO[codePage].table);
}
