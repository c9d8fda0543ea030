/** Text rules every printed string goes through, whatever the renderer. */

/** Typographic characters most printer code pages lack, with what prints instead. */
const TYPOGRAPHIC: Record<string, string> = {
  '\u2014': '-', // —
  '\u2013': '-', // –
  '\u2012': '-',
  '\u2212': '-', // minus sign
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201E': '"', // „
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201A': "'",
  '\u00B4': "'",
  '\u2026': '...', // …
  '\u2022': '*', // •
  '\u00A0': ' ', // no-break space
  '\u202F': ' ',
  '\u2007': ' ',
  '\t': ' ',
};

const TYPOGRAPHIC_RE = new RegExp(`[${Object.keys(TYPOGRAPHIC).join('')}]`, 'g');

/**
 * Makes a string printable: [ ] { } become a bar (spec 01 §5: the print module treats them as
 * markup), typographic punctuation becomes ASCII, line breaks and control characters become
 * spaces, and characters outside the Basic Multilingual Plane (emoji) become '?'. The result is
 * one line in NFC, so one character is one printed column.
 */
export function printable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[[\]{}]/g, '|')
    .replace(TYPOGRAPHIC_RE, (c) => TYPOGRAPHIC[c] ?? c)
    .replace(/\r\n|[\r\n]/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, ' ')
    .replace(/\p{M}/gu, '')
    .replace(/[\u{10000}-\u{10FFFF}]/gu, '?');
}

const ACCENT_FALLBACK: Record<string, string> = {
  º: 'o',
  ª: 'a',
  '°': 'o',
  ß: 'ss',
  Æ: 'AE',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  '€': 'EUR',
  '£': 'L',
  '¢': 'c',
  '§': 'S',
  '·': '.',
  '×': 'x',
  '÷': '/',
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  '¹': '1',
  '²': '2',
  '³': '3',
};

/** ASCII only, for printers set to 'sem-acentos': 'Ação nº 1' -> 'Acao no 1'. */
export function removeAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    // eslint-disable-next-line no-control-regex -- the range is 'everything outside ASCII'
    .replace(/[^\u0000-\u007F]/g, (c) => ACCENT_FALLBACK[c] ?? '?');
}

/** Printed width of a printable string (one column per code point). */
export function columnsOf(text: string): number {
  return [...text].length;
}

function sliceColumns(text: string, start: number, end?: number): string {
  return [...text].slice(start, end).join('');
}

/**
 * Word-wraps one printable line to `width` columns. Words longer than a line are broken.
 * Always returns at least one line ('' for empty text).
 */
export function wrapText(text: string, width: number): string[] {
  const w = Math.max(1, width);
  const words = text.split(' ').filter((word) => word !== '');
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (columnsOf(word) > w) {
      const room = line === '' ? w : w - columnsOf(line) - 1;
      if (room <= 0) {
        lines.push(line);
        line = '';
        continue;
      }
      const head = sliceColumns(word, 0, room);
      word = sliceColumns(word, room);
      lines.push(line === '' ? head : `${line} ${head}`);
      line = '';
    }
    if (line === '') line = word;
    else if (columnsOf(line) + 1 + columnsOf(word) <= w) line = `${line} ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/** Pads (or cuts) to exactly `width` columns. */
export function fitColumns(text: string, width: number, align: 'left' | 'right' = 'left'): string {
  const cols = columnsOf(text);
  if (cols >= width) return sliceColumns(text, 0, width);
  const pad = ' '.repeat(width - cols);
  return align === 'left' ? text + pad : pad + text;
}
