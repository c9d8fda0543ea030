/**
 * What grew between two heap snapshots of the renderer (bench:evening with BENCH_HEAP_SNAPSHOTS):
 * objects by constructor (or by kind for strings, arrays, closures), their count and their own
 * size at the start and at the end, largest growth first. Own size only: what an object holds
 * through others is counted at those others.
 *
 *   npx tsx bench/lib/heapDiff.ts inicio.heapsnapshot fim.heapsnapshot [top=30]
 */
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

type Totals = Map<string, { count: number; bytes: number }>;

function totals(file: string): Totals {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const out: Totals = new Map();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!] ?? '?';
    const name = snap.strings[snap.nodes[i + nameAt]!] ?? '?';
    // objects and native (DOM) objects by constructor; strings, code, arrays and the rest by kind
    const key = type === 'object' || type === 'native' ? name : type === 'closure' ? '(closure)' : `(${type})`;
    const entry = out.get(key) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += snap.nodes[i + sizeAt]!;
    out.set(key, entry);
  }
  return out;
}

const [startFile, endFile, topArg] = process.argv.slice(2);
if (!startFile || !endFile) throw new Error('uso: heapDiff.ts <início.heapsnapshot> <fim.heapsnapshot> [top]');
const start = totals(startFile);
const end = totals(endFile);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
const sum = (t: Totals) => [...t.values()].reduce((s, e) => s + e.bytes, 0);
console.log(`heap (tamanho próprio somado): início ${mb(sum(start))} MB, fim ${mb(sum(end))} MB, +${mb(sum(end) - sum(start))} MB`);
const rows = [...new Set([...start.keys(), ...end.keys()])].map((key) => {
  const a = start.get(key) ?? { count: 0, bytes: 0 };
  const b = end.get(key) ?? { count: 0, bytes: 0 };
  return { key, count: b.count - a.count, bytes: b.bytes - a.bytes, endBytes: b.bytes };
});
console.log(`${'cresceu MB'.padStart(11)} ${'objetos'.padStart(9)} ${'fim MB'.padStart(8)}  o quê`);
for (const r of rows.sort((x, y) => y.bytes - x.bytes).slice(0, Number(topArg ?? 30))) {
  console.log(`${mb(r.bytes).padStart(11)} ${String(r.count).padStart(9)} ${mb(r.endBytes).padStart(8)}  ${r.key}`);
}
