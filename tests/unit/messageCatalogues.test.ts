import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * The message catalogues: the common one (ui/messages.ts, in the first download) and each area's
 * (`features/<area>/messages.ts`, `ui/kitMessages.ts`, in its lazy chunk). A key no code reads is
 * dead text that still rides in a download; a key used only by tests counts as unused.
 */
const SRC = join(__dirname, '..', '..', 'src');
const isCatalogue = (path: string) => /(^|[\\/])(messages|kitMessages)\.ts$/.test(path) && path.includes(join('src', 'renderer'));
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /[\\/]renderer[\\/]test[\\/]/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC);
const catalogues = files.filter(isCatalogue);
const code = files.filter((f) => !isTest(f) && !isCatalogue(f)).map((f) => readFileSync(f, 'utf8'));

/** Each catalogue's `export const NAME = { key: ... }` keys, read as text (the files import nothing heavy). */
function keysOf(path: string): { name: string; keys: string[] }[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/^export const (\w*MESSAGES) = \{\n([\s\S]*?)^\} as const;/gm)].map(([, name, body]) => ({
    name: name!,
    keys: [...body!.matchAll(/^ {2}(\w+):/gm)].map((m) => m[1]!),
  }));
}

const declared = catalogues.flatMap((path) => keysOf(path).map((c) => ({ ...c, path: relative(SRC, path) })));

describe('message catalogues', () => {
  it('finds the common catalogue and the areas\u2019 ones', async () => {
    expect(declared.map((c) => c.name)).toContain('MESSAGES');
    expect(declared.length).toBeGreaterThan(5);
    // the text reading agrees with the module itself
    const { MESSAGES } = await import('../../src/renderer/ui/messages');
    expect(declared.find((c) => c.name === 'MESSAGES')!.keys.sort()).toEqual(Object.keys(MESSAGES).sort());
  });

  it.each(declared.map((c) => [c.path, c] as const))('%s: every key is used by the panel\u2019s code', (_path, catalogue) => {
    const unused = catalogue.keys.filter((key) => {
      const use = new RegExp(`\\b${catalogue.name}\\.${key}\\b`);
      return !code.some((text) => use.test(text));
    });
    expect(unused).toEqual([]);
  });

  it('gives each key one home', () => {
    const homes = new Map<string, string[]>();
    for (const c of declared) for (const key of c.keys) homes.set(key, [...(homes.get(key) ?? []), c.path]);
    expect([...homes].filter(([, paths]) => paths.length > 1)).toEqual([]);
  });
});
