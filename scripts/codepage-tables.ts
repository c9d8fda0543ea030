/**
 * Writes src/shared/printing/codePageTables.ts: the code page tables the panel prints with, byte
 * to codepoint, read from @point-of-sale/codepage-encoder. The library holds
 * dozens of tables (11 KB gzip); the panel's first download carries only these five.
 *
 *   npx tsx scripts/codepage-tables.ts
 *
 * codePages.test.ts checks every table against the library, character by character.
 */
import { writeFileSync } from 'node:fs';
import CodepageEncoder from '@point-of-sale/codepage-encoder';

const TABLES = ['cp437', 'cp850', 'cp858', 'cp860', 'windows1252'] as const;
type Table = (typeof TABLES)[number];
/** A table this close to an earlier one is written as that one with its own bytes (cp858: cp850 with the euro). */
const MOST_BYTES_APART = 8;

const hex = (codepoint: number) => `\\u${codepoint.toString(16).padStart(4, '0')}`;
const byteHex = (byte: number) => `0x${byte.toString(16)}`;

const codepointsOf = (table: Table) => CodepageEncoder.getCodepoints(table, true);
const text = (codepoints: number[], indent: string) =>
  Array.from({ length: codepoints.length / 16 }, (_, row) => `${indent}'${codepoints.slice(row * 16, row * 16 + 16).map(hex).join('')}'`).join(' +\n');

// Below 0x80 the tables are ASCII or IBM PC's (glyphs for the control bytes): two texts, shared.
const lowers = [...new Set(TABLES.map((t) => JSON.stringify(codepointsOf(t).slice(0, 0x80))))].map((json) => JSON.parse(json) as number[]);
const lowerName = (table: Table) => `LOWER_${lowers.findIndex((l) => JSON.stringify(l) === JSON.stringify(codepointsOf(table).slice(0, 0x80)))}`;

/** The bytes where `table` differs from `base`, with the codepoints they stand for in `table`. */
const bytesApart = (table: Table, base: Table): [number, number][] => {
  const theirs = codepointsOf(base);
  return codepointsOf(table).flatMap((codepoint, byte) => (codepoint === theirs[byte] ? [] : [[byte, codepoint] as [number, number]]));
};
/** The earlier table each table is written from, where there is one close enough. */
const derived = new Map<Table, { base: Table; bytes: [number, number][] }>();
for (const [i, table] of TABLES.entries()) {
  for (const base of TABLES.slice(0, i)) {
    const bytes = bytesApart(table, base);
    if (!derived.has(base) && bytes.length <= MOST_BYTES_APART) {
      derived.set(table, { base, bytes });
      break;
    }
  }
}
const bases = new Set([...derived.values()].map((d) => d.base));
const whole = (table: Table, indent: string) => `${lowerName(table)} +\n${text(codepointsOf(table).slice(0x80), indent)}`;
const entry = (table: Table) => {
  const from = derived.get(table);
  if (from) {
    const changes = from.bytes.map(([byte, codepoint]) => `${byteHex(byte)}: '${hex(codepoint)}'`).join(', ');
    return `  ${table}: withBytes(${from.base.toUpperCase()}, { ${changes} }),`;
  }
  return bases.has(table) ? `  ${table}: ${table.toUpperCase()},` : `  ${table}:\n    ${whole(table, '    ')},`;
};

const lines = [
  '// Written by scripts/codepage-tables.ts from @point-of-sale/codepage-encoder: do not edit.',
  '',
  '/** The tables the panel prints with (codePages.ts CODE_PAGE_INFO, TABLE_BY_ESC_T). */',
  `export type CodePageTable = ${TABLES.map((t) => `'${t}'`).join(' | ')};`,
  '',
  ...lowers.flatMap((lower, i) => [`const LOWER_${i} =\n${text(lower, '  ')};`, '']),
  ...[...bases].flatMap((base) => [`const ${base.toUpperCase()} =\n  ${whole(base, '  ')};`, '']),
  ...(derived.size > 0
    ? [
        '/** `table` with the given bytes standing for other characters. */',
        'const withBytes = (table: string, bytes: Record<number, string>) =>',
        "  table.split('').map((char, byte) => bytes[byte] ?? char).join('');",
        '',
      ]
    : []),
  '/** Each table as text: character i is the codepoint of byte i. */',
  'export const TABLES: Record<CodePageTable, string> = {',
  ...TABLES.map(entry),
  '};',
  '',
];
writeFileSync('src/shared/printing/codePageTables.ts', lines.join('\n'));
