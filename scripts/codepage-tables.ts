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
const hex = (codepoint: number) => `\\u${codepoint.toString(16).padStart(4, '0')}`;

const codepointsOf = (table: (typeof TABLES)[number]) => CodepageEncoder.getCodepoints(table, true);
const text = (codepoints: number[], indent: string) =>
  Array.from({ length: codepoints.length / 16 }, (_, row) => `${indent}'${codepoints.slice(row * 16, row * 16 + 16).map(hex).join('')}'`).join(' +\n');

// Below 0x80 the tables are ASCII or IBM PC's (glyphs for the control bytes): two texts, shared.
const lowers = [...new Set(TABLES.map((t) => JSON.stringify(codepointsOf(t).slice(0, 0x80))))].map((json) => JSON.parse(json) as number[]);
const lowerName = (table: (typeof TABLES)[number]) => `LOWER_${lowers.findIndex((l) => JSON.stringify(l) === JSON.stringify(codepointsOf(table).slice(0, 0x80)))}`;

const lines = [
  '// Written by scripts/codepage-tables.ts from @point-of-sale/codepage-encoder: do not edit.',
  '',
  '/** The tables the panel prints with (codePages.ts CODE_PAGE_INFO, TABLE_BY_ESC_T). */',
  `export type CodePageTable = ${TABLES.map((t) => `'${t}'`).join(' | ')};`,
  '',
  ...lowers.flatMap((lower, i) => [`const LOWER_${i} =\n${text(lower, '  ')};`, '']),
  '/** Each table as text: character i is the codepoint of byte i. */',
  'export const TABLES: Record<CodePageTable, string> = {',
  ...TABLES.map((table) => `  ${table}:\n    ${lowerName(table)} +\n${text(codepointsOf(table).slice(0x80), '    ')},`),
  '};',
  '',
];
writeFileSync('src/shared/printing/codePageTables.ts', lines.join('\n'));
