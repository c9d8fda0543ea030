/**
 * What the panel downloads before its first screen, and what each route adds (gzip), read from
 * the renderer build's manifest (out/renderer/.vite/manifest.json; run `npx electron-vite build`
 * first). Target (issue 9): under 400 KB gzip before the first screen, with no back-office chunk
 * in it. Exits 1 when the target is missed, so CI keeps it.
 *
 *   npm run bundle:report
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export const FIRST_SCREEN_TARGET_KB = 400;

const outDir = process.argv[2] ?? 'out/renderer';
const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

const gzipKb = (file: string): number => gzipSync(readFileSync(join(outDir, file))).length / 1024;

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) throw new Error('Nenhum ponto de entrada no manifesto: rode npx electron-vite build.');
const first = closure(entryKey);
const jsOf = (keys: Iterable<string>) => [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const kbOf = (keys: Iterable<string>) => jsOf(keys).reduce((sum, f) => sum + gzipKb(f), 0);

console.log('The first download: the shell, the store and what runs without a screen (gzip):');
for (const file of jsOf(first).sort((a, b) => gzipKb(b) - gzipKb(a))) console.log(`  ${gzipKb(file).toFixed(1).padStart(8)} KB  ${file}`);
console.log(`  ${kbOf(first).toFixed(1).padStart(8)} KB  total`);

/** The screens a person can see first: the orders screen (a stored session) or the login. */
const FIRST_SCREENS = { '/pedidos': 'features/orders/OrdersPage.tsx', '/login': 'features/session/LoginPage.tsx' };
console.log(`\nJavaScript before each first screen (gzip; target < ${FIRST_SCREEN_TARGET_KB} KB):`);
let firstKb = 0;
for (const [route, key] of Object.entries(FIRST_SCREENS)) {
  if (!manifest[key]) throw new Error(`A tela ${route} (${key}) não está no manifesto.`);
  const kb = kbOf(new Set([...first, ...closure(key)]));
  firstKb = Math.max(firstKb, kb);
  console.log(`  ${kb.toFixed(1).padStart(8)} KB  ${route}`);
}

console.log('\nEach lazy screen, what it adds beyond the first download (gzip):');
const lazyKeys = manifest[entryKey]!.dynamicImports ?? [];
const backOfficeInFirst: string[] = [];
for (const key of lazyKeys.sort()) {
  const kb = kbOf([...closure(key)].filter((k) => !first.has(k)));
  console.log(`  ${kb.toFixed(1).padStart(8)} KB  ${key}`);
  const isFirstScreen = Object.values<string>(FIRST_SCREENS).includes(key);
  if (!isFirstScreen && [...first].some((k) => k === key)) backOfficeInFirst.push(key);
}

const fits = firstKb < FIRST_SCREEN_TARGET_KB && backOfficeInFirst.length === 0;
console.log(`\n${fits ? 'PASS' : 'FAIL'}: at most ${firstKb.toFixed(1)} KB before a first screen${backOfficeInFirst.length ? `; lazy screens in it: ${backOfficeInFirst.join(', ')}` : ''}`);
if (!fits) process.exitCode = 1;
