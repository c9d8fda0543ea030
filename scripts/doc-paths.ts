/**
 * npm run docs:paths (npm test runs it) — every path a doc names exists. Reads README.md,
 * docs/*.md and every README.md under src/, takes the path-like words inside `backticks` whose
 * first folder is a real one (src/, tests/, rig/, bench/, scripts/, docs/ ... from the root; the
 * docs also write src's folders without 'src/' — `shared/time.ts` — and the renderer's without
 * 'src/renderer/' — `features/hours/` —, and a README its own folder's), and fails naming the
 * doc, its line and each path found in none of those places. Words with a placeholder or a
 * pattern in them (`<area>`, `*`, `{a,b}`, `...`) name no one file and are passed over; fenced
 * code blocks are examples, not references, and are not read.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
/** Where a doc's path may start: the root, src/, the renderer's folder (and a README's own folder). */
const BASES = [root, join(root, 'src'), join(root, 'src', 'renderer')];
const PATH_WORD = /(?:^|[\s(=])([\w.@-]+\/[^\s`'"()]*)/g;
const PATTERN = /[<>*{}$]|\.\.\.|^\.\.?\//;
const folders = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'node_modules').map((e) => e.name);

export interface MissingPath {
  line: number;
  path: string;
}

/** The path-like words a Markdown text has inside inline code (outside fenced blocks), with their line. */
export function namedPaths(markdown: string): MissingPath[] {
  const found: MissingPath[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const span of text.matchAll(/`([^`]+)`/g)) {
      for (const match of span[1]!.matchAll(PATH_WORD)) {
        // a trailing ':12' (a line) or '#anchor', and sentence punctuation, are not part of the path
        const path = match[1]!.replace(/[:#].*$/, '').replace(/[.,;]+$/, '');
        if (!PATTERN.test(path)) found.push({ line: index + 1, path });
      }
    }
  });
  return found;
}

/** README.md, docs/*.md and each README.md under src/. */
function docs(): string[] {
  const underSrc = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return underSrc(path);
      return entry.name === 'README.md' ? [path] : [];
    });
  const inDocs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name));
  return [join(root, 'README.md'), ...inDocs, ...underSrc(join(root, 'src'))];
}

function main(): void {
  const problems: string[] = [];
  for (const doc of docs()) {
    const bases = [...BASES, dirname(doc)];
    const known = new Set(bases.flatMap(folders));
    for (const { line, path } of namedPaths(readFileSync(doc, 'utf8'))) {
      // a word whose first folder is none of ours is not a path of this repository (a URL, a MIME type, 'and/or')
      if (!known.has(path.split('/')[0]!)) continue;
      if (!bases.some((base) => existsSync(join(base, path)))) problems.push(`${relative(root, doc)}:${line}: ${path} does not exist`);
    }
  }
  if (problems.length > 0) {
    console.error(`Paths named by the docs that do not exist (${problems.length}):\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('docs:paths: every path the docs name exists.');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
