/**
 * The size and cost of /avaliacoes' answer for the large store of bench:backoffice (store 101, a
 * year of ratings): every rating (the older form) against one page of 10 (issue 32). Reads the
 * benchmark's data (node_modules/.cache/bench-backoffice, written by bench/backoffice.ts)
 * or the file given; prints the JSON size, the sandbox's time to answer and the panel's
 * JSON.parse plus schema check, medians of 7.
 *
 *   npx tsx bench/ratings-answer.ts [dados.sqlite]
 */
import { copyFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ratingsSchema } from '../src/shared/api';
import type { SandboxContext } from '../src/sandbox/context';
import { ratingsOf } from '../src/sandbox/data/reports';
import { SandboxDb } from '../src/sandbox/db';

const CACHE = join('node_modules', '.cache', 'bench-backoffice');
const source = process.argv[2] ?? join(CACHE, readdirSync(CACHE).filter((f) => f.endsWith('.sqlite')).sort().at(-1) ?? 'nenhum');
// a copy: opening the file must not change the benchmark's data
const dataFile = join(tmpdir(), `bench-ratings-${process.pid}.sqlite`);
copyFileSync(source, dataFile);
const { db } = await SandboxDb.open({ dataFile, persistDelayMs: 1e9 });
// ratingsOf reads only the database
const ctx = { db } as unknown as SandboxContext;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(1);

for (const [name, paging] of [['every rating', undefined], ['page 1 of 10', { page: 1, per_page: 10 }]] as const) {
  const answerMs: number[] = [];
  const parseMs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now();
    const text = JSON.stringify({ status: true, ...ratingsOf(ctx, 101, null, paging) });
    answerMs.push(performance.now() - t0);
    bytes = Buffer.byteLength(text);
    const t1 = performance.now();
    ratingsSchema.parse(JSON.parse(text));
    parseMs.push(performance.now() - t1);
  }
  console.log(`${name}: ${(bytes / 1024).toFixed(1)} KB of JSON, sandbox ${median(answerMs)} ms, JSON.parse + schema ${median(parseMs)} ms`);
}
process.exit(0);
