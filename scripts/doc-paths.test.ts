import { describe, expect, it } from 'vitest';
import { namedPaths } from './doc-paths';

describe('namedPaths: the paths a doc names in inline code', () => {
  it('takes the path words of inline code, with their line, trimmed of a line number and punctuation', () => {
    const doc = ['Read `src/shared/time.ts`.', 'Run `npx tsx bench/lib/heapDiff.ts a b` and see `docs/performance.md:12`,', 'or `shared/format.ts#formatBRL`.'].join('\n');
    expect(namedPaths(doc)).toEqual([
      { line: 1, path: 'src/shared/time.ts' },
      { line: 2, path: 'bench/lib/heapDiff.ts' },
      { line: 2, path: 'docs/performance.md' },
      { line: 3, path: 'shared/format.ts' },
    ]);
  });
  it('passes over placeholders, patterns, relative climbs, words without a folder and fenced code', () => {
    const doc = ['`features/<area>/model.ts` `tests/e2e/*.spec.ts` `{a,b}/c` `../shared/spec/` `router.tsx`', '```sh', 'npx tsx scripts/gone.ts', '```'].join('\n');
    expect(namedPaths(doc)).toEqual([]);
  });
});
