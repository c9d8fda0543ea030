/**
 * What a CPU profile (BENCH_PROFILE of bench-pipeline) spent its time on: self time by function
 * and by source file, and total (inclusive) time of the functions that matter.
 *
 *   npx tsx bench/lib/profileSummary.ts burst.cpuprofile [top=25]
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('uso: profileSummary.ts <arquivo.cpuprofile> [top]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));

const label = (n: Node) => `${n.callFrame.functionName || '(anônima)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber + 1}`;
const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const selfByFn = new Map<string, number>();
const selfByFile = new Map<string, number>();
const totalByFn = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, ms] of self) {
  const n = byId.get(id)!;
  total += ms;
  if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') idle += n.callFrame.functionName === '(idle)' ? ms : 0;
  add(selfByFn, label(n), ms);
  add(selfByFile, n.callFrame.url.split('/').pop() || n.callFrame.functionName, ms);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const l = label(byId.get(cur)!);
    if (!seen.has(l)) add(totalByFn, l, ms);
    seen.add(l);
  }
}
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${v.toFixed(0).padStart(8)} ms  ${k}`);
};
console.log(`perfil: ${(total / 1000).toFixed(1)} s amostrados, ocioso ${(idle / 1000).toFixed(1)} s, ocupado ${((total - idle) / 1000).toFixed(1)} s`);
show('tempo próprio por função', selfByFn);
show('tempo próprio por arquivo', selfByFile);
show('tempo total (inclusivo) por função', totalByFn);
