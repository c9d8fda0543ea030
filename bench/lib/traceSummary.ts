/**
 * What the renderer's main thread did during a traced burst (BENCH_TRACE=<file> on
 * bench-pipeline): self time by trace event, busiest first, and how many of each.
 *
 *   npx tsx bench/lib/traceSummary.ts <file> [orders]
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

const [file, ordersArg] = process.argv.slice(2);
if (!file) {
  console.error('uso: npx tsx bench/lib/traceSummary.ts <trace.json> [pedidos]');
  process.exit(2);
}
const orders = Number(ordersArg ?? 200);
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] };

// the renderer's main thread: the thread named CrRendererMain with the most complete events
const names = traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const complete = traceEvents.filter((e) => e.ph === 'X' && typeof e.dur === 'number');
const countOn = (pid: number, tid: number) => complete.filter((e) => e.pid === pid && e.tid === tid).length;
const main = names.sort((a, b) => countOn(b.pid, b.tid) - countOn(a.pid, a.tid))[0];
if (!main) throw new Error('sem CrRendererMain no trace');

// complete events of that thread, nested by time: each one's self time is its duration less its children's
const events = complete.filter((e) => e.pid === main.pid && e.tid === main.tid).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const self = new Map<string, { ms: number; n: number }>();
const stack: { end: number; name: string; childUs: number; dur: number }[] = [];
const close = (until: number) => {
  while (stack.length && (stack.at(-1) as { end: number }).end <= until) {
    const done = stack.pop() as { name: string; childUs: number; dur: number };
    const row = self.get(done.name) ?? { ms: 0, n: 0 };
    row.ms += (done.dur - done.childUs) / 1000;
    row.n += 1;
    self.set(done.name, row);
  }
};
let topLevelUs = 0;
for (const e of events) {
  close(e.ts);
  const dur = e.dur as number;
  const parent = stack.at(-1);
  if (parent) parent.childUs += dur;
  else topLevelUs += dur;
  stack.push({ end: e.ts + dur, name: e.name, childUs: 0, dur });
}
close(Number.POSITIVE_INFINITY);

const first = events[0]?.ts ?? 0;
const last = Math.max(...events.map((e) => e.ts + (e.dur ?? 0)));
console.log(`thread principal: ${((last - first) / 1e6).toFixed(1)} s de trace, ${(topLevelUs / 1000).toFixed(0)} ms em eventos de topo (${(topLevelUs / 1000 / orders).toFixed(2)} ms por pedido, ${orders} pedidos)`);
console.log('tempo próprio por evento (ms total, ms por pedido, quantos):');
for (const [name, { ms, n }] of [...self.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 40)) {
  console.log(`${ms.toFixed(0).padStart(8)} ${(ms / orders).toFixed(2).padStart(7)} ${String(n).padStart(7)}  ${name}`);
}
