/**
 * The order path, end to end, on this machine: the platform sandbox (its own process) announces
 * orders, the built panel in headless Chromium (browser mode, auto-accept on) shows, accepts and
 * prints them through the print agent (its own process) to virtual ESC/POS printers. Prints
 * p50/p95/p99/max of every step, the work per order (the renderer's main-thread time, the agent's
 * and the sandbox's CPU time), throughput, lost and duplicated tickets, the renderer's memory and
 * long tasks, the time from opening the panel to the first order on screen, and the same path done
 * by a bare Node client (the floor) as a ratio; writes it all to bench-results/pipeline-<date>.json.
 *
 *   npm run bench:pipeline            (builds the panel and the print agent first)
 *   npx tsx bench/pipeline.ts (uses out/renderer as it is)
 *   BENCH_RENDERER_DIR=/other/out/renderer npx tsx bench/pipeline.ts (another build)
 *   BENCH_PROFILE=burst.cpuprofile npx tsx bench/pipeline.ts (the renderer's CPU profile
 *     during the first burst, for Chrome DevTools; `npx tsx bench/lib/profileSummary.ts <file>`;
 *     BENCH_STEADY_PROFILE=<file> the same during the steady phase)
 *   BENCH_TRACE=burst.trace.json npx tsx bench/pipeline.ts (a DevTools trace of the first
 *     burst: what the main thread does besides script; `npx tsx bench/lib/traceSummary.ts <file>`;
 *     BENCH_STEADY_TRACE=<file> the same during the steady phase)
 *   BENCH_BASELINE=bench-results/pipeline-<date>.json npx tsx bench/pipeline.ts (prints
 *     this run's work per order beside that earlier run's, e.g. of the build before a change)
 *   BENCH_DRIVER=playwright npx tsx bench/pipeline.ts (the tab driven by a Playwright page, as
 *     before bench/lib/barePage.ts: what Playwright's own DevTools session costs)
 *
 * Phases: floor (200 orders at 20/s, no panel), open the panel, steady (100 orders at 5/s), then
 * three bursts of 200 orders at 20/s, one after the other. Bounded: it gives up after 300 s.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import type { Order } from '../src/shared/api';
import { BENCH_DRIVER, type BarePage, openPanelTab } from './lib/barePage';
import { runFloor, type FloorResult } from './lib/floor';
import { PRINTER_NAMES } from '../rig/orderPath';
import {
  type BenchRig,
  type Placed,
  RIG_PRINT_SETTINGS,
  checkPaper,
  panelInitScript,
  placeAtRate,
  platformStatuses,
  printedTickets,
  readProbe,
  realisticOrderRequest,
  seededRandom,
  snapshotRenderer,
  startBenchRig,
  waitForPaper,
} from '../rig/orderPath';
import { type Figures, figures, median, table } from './lib/stats';
import { type MainThreadWork, cpuPerOrder, mainThreadWork, perOrder, processCpuMs, rendererMainThreadCpuMs } from './lib/work';

const HARD_LIMIT_MS = 300_000;
const FLOOR = { count: 200, perSecond: 20 };
const STEADY = { count: 100, perSecond: 5 };
const BURST = { count: 200, perSecond: 20, runs: 3 };
/** a ticket not out this long after the last order of a phase counts as lost */
const DRAIN_MS = { steady: 30_000, burst: 60_000 };
const TARGETS = { p95EventToLastByteMs: 250, medianP95Ms: 150, steadyP95Ms: 25, listVisibleP95Ms: 50, burstP95ToFloor: 2.0, lost: 0, duplicated: 0, longestTaskMs: 200 };
const LIST = 'evento -> visível na lista';

const limit = setTimeout(() => {
  console.error(`bench:pipeline: passou de ${HARD_LIMIT_MS / 1000} s, encerrando.`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

interface OrderTimes {
  orderId: number;
  items: number;
  emittedAt: number;
  visibleAt: number;
  acceptedAt: number;
  cashierLastByteAt: number;
  productionLastByteAt: number;
  lastByteAt: number;
  printedMarkAt: number;
}

function orderTimes(rig: BenchRig, placed: Placed[], seen: Record<string, number>): OrderTimes[] {
  const tickets = printedTickets(rig.printers);
  return placed.map(({ order }) => {
    const id = order.id_pedido;
    const mine = tickets.filter((t) => t.orderId === id);
    const last = (list: typeof mine) => (list.length ? Math.max(...list.map((t) => t.lastByteAt)) : Number.NaN);
    return {
      orderId: id,
      items: order.pedidoObj.itens.length,
      emittedAt: rig.emits.novoAt(id) ?? Number.NaN,
      visibleAt: seen[String(id)] ?? Number.NaN,
      acceptedAt: rig.emits.atualizaAt(id, 0) ?? Number.NaN,
      cashierLastByteAt: last(mine.filter((t) => t.printer === 'Caixa')),
      productionLastByteAt: last(mine.filter((t) => t.printer !== 'Caixa')),
      lastByteAt: last(mine),
      printedMarkAt: rig.emits.atualizaAt(id, 1) ?? Number.NaN,
    };
  });
}

function steps(times: OrderTimes[]): Record<string, Figures> {
  const since = (pick: (t: OrderTimes) => number) => figures(times.map((t) => pick(t) - t.emittedAt));
  return {
    [LIST]: since((t) => t.visibleAt),
    'evento -> aceito na plataforma (PA)': since((t) => t.acceptedAt),
    'evento -> último byte via caixa': since((t) => t.cashierLastByteAt),
    'evento -> último byte vias produção': since((t) => t.productionLastByteAt),
    'evento -> último byte (caminho todo)': since((t) => t.lastByteAt),
    'evento -> marcado impresso (PI)': since((t) => t.printedMarkAt),
  };
}

function paperOf(rig: BenchRig, orders: Order[]) {
  const check = checkPaper(orders, printedTickets(rig.printers));
  return {
    expectedTickets: check.expectedTickets,
    printedTickets: check.printedTickets,
    lost: check.lost.length,
    duplicated: check.duplicated.reduce((sum, d) => sum + d.count - 1, 0) + check.unexpected.length,
    lostDetail: check.lost.slice(0, 20),
    duplicatedDetail: [...check.duplicated, ...check.unexpected].slice(0, 20),
  };
}

async function heapUsed(page: BarePage): Promise<{ cdp: number; performanceMemory: number | null }> {
  const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
  const performanceMemory = await page.evaluate<number | null>('performance.memory ? performance.memory.usedJSHeapSize : null');
  return { cdp: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN, performanceMemory };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** One burst: latency of every step, work per order, paper, long tasks, lane figures. */
async function startProfile(page: BarePage, file: string | undefined): Promise<void> {
  if (!file) return;
  await page.send('Profiler.enable');
  await page.send('Profiler.setSamplingInterval', { interval: 500 });
  await page.send('Profiler.start');
}

async function stopProfile(page: BarePage, file: string | undefined, phase: string): Promise<void> {
  if (!file) return;
  const { profile } = await page.send<{ profile: unknown }>('Profiler.stop');
  writeFileSync(file, JSON.stringify(profile));
  console.log(`perfil de CPU (${phase}): ${file}`);
}

/** BENCH_TRACE: a DevTools trace of the first burst (timeline categories), for what is not script. */
async function startTrace(page: BarePage, file: string | undefined, phase = 'rajada'): Promise<(() => Promise<void>) | null> {
  if (!file) return null;
  const events: unknown[] = [];
  const collect = (params: { value: unknown[] }) => void events.push(...params.value);
  page.on('Tracing.dataCollected', collect);
  await page.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', 'blink', 'loading', 'ipc', 'mojom'] } });
  return async () => {
    const done = new Promise<void>((resolveDone) => page.on('Tracing.tracingComplete', () => resolveDone()));
    await page.send('Tracing.end');
    await done;
    page.off('Tracing.dataCollected', collect);
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    console.log(`trace (${phase}): ${file} (${events.length} eventos)`);
  };
}

async function runBurst(rig: BenchRig, page: BarePage, request: () => Record<string, unknown>, capture: { profile?: string; trace?: string }) {
  await startProfile(page, capture.profile);
  const stopTrace = await startTrace(page, capture.trace);
  const workBefore = await mainThreadWork(page);
  const mainCpuBefore = await rendererMainThreadCpuMs(page);
  const { requests: requestsBefore, storageWrites: storageBefore } = await readProbe(page);
  const agentBefore = processCpuMs(rig.agent.pid());
  const sandboxBefore = processCpuMs(rig.sandboxPid);
  const rigLoopBefore = performance.eventLoopUtilization();
  const burstStart = Date.now();
  const burst = await placeAtRate(rig.sandboxUrl, BURST.count, BURST.perSecond, request);
  const burstPlacedAt = Date.now();
  await waitForPaper(rig, burst.map((p) => p.order), DRAIN_MS.burst);
  // the rig (virtual printers, panel host) shares this process's event loop; the sandbox and the
  // print agent run in their own processes
  const rigLoopUtilisation = Math.round(performance.eventLoopUtilization(rigLoopBefore).utilization * 100);
  await sleep(1000); // the PI marks of the last orders
  const work = perOrder(workBefore, await mainThreadWork(page), burst.length);
  const mainCpu = cpuPerOrder(mainCpuBefore, await rendererMainThreadCpuMs(page), burst.length);
  const agentCpu = cpuPerOrder(agentBefore, processCpuMs(rig.agent.pid()), burst.length);
  const sandboxCpu = cpuPerOrder(sandboxBefore, processCpuMs(rig.sandboxPid), burst.length);
  await stopProfile(page, capture.profile, 'rajada');
  await stopTrace?.();
  const probe = await readProbe(page);
  const longTasks = probe.longTasks.filter((t) => t.start >= burstStart);
  const perOrderOf = (now: Record<string, number>, before: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(now)
        .map(([key, n]) => [key, Math.round(((n - (before[key] ?? 0)) / burst.length) * 100) / 100] as const)
        .filter(([, n]) => n > 0)
        .sort((a, b) => b[1] - a[1]),
    );
  const requestsPerOrder = perOrderOf(probe.requests, requestsBefore);
  const storageWritesPerOrder = perOrderOf(probe.storageWrites, storageBefore);
  const times = orderTimes(rig, burst, probe.seen);
  const paper = paperOf(rig, burst.map((p) => p.order));
  const lastByte = Math.max(...times.map((t) => t.lastByteAt).filter(Number.isFinite));
  const firstEmit = Math.min(...times.map((t) => t.emittedAt).filter(Number.isFinite));
  const throughput = {
    ordersPerSecond: Math.round((burst.length / ((lastByte - firstEmit) / 1000)) * 10) / 10,
    ticketsPerSecond: Math.round((paper.printedTickets / ((lastByte - firstEmit) / 1000)) * 10) / 10,
    placingSeconds: Math.round((burstPlacedAt - burstStart) / 100) / 10,
    drainSeconds: Math.round((lastByte - burstPlacedAt) / 100) / 10,
  };
  // The panel's side of a lane: the agent's answer time, and the wait from an answer to the next
  // ticket of the same printer being asked for (the queue's own turn-around).
  const calls = probe.agentCalls.filter((c) => c.start >= burstStart && c.end !== null) as { printer: string; start: number; end: number }[];
  const turnarounds = PRINTER_NAMES.flatMap((printer) => {
    const mine = calls.filter((c) => c.printer === printer).sort((a, b) => a.start - b.start);
    return mine.slice(1).map((c, i) => c.start - (mine[i] as { end: number }).end);
  });
  // The copies of one POST /print-lote share its times (sub-millisecond: two requests never do):
  // one request each. Chromium keeps six connections per host, so a seventh request to the agent
  // waits for one of them to be free.
  const agentRequests = [...new Map(calls.map((c) => [`${c.start}:${c.end}`, c])).values()];
  const longest = Math.max(0, ...longTasks.map((t) => t.duration));
  return {
    orders: burst,
    steps: steps(times),
    neverInView: times.filter((t) => !Number.isFinite(t.visibleAt)).length,
    workPerOrderMs: { rendererMainThread: work, rendererMainThreadCpu: mainCpu, printAgentCpu: agentCpu, sandboxCpu },
    requestsPerOrder,
    storageWritesPerOrder,
    paper,
    throughput,
    agentLaneMs: {
      'pedido ao agente (por via)': figures(calls.map((c) => c.end - c.start)),
      'resposta -> próxima via da impressora': figures(turnarounds),
    },
    agentRequests: { count: agentRequests.length, mostAtOnce: mostAtOnce(agentRequests) },
    rigEventLoopUtilisationPercent: rigLoopUtilisation,
    longTasks: { count: longTasks.length, totalMs: Math.round(longTasks.reduce((s, t) => s + t.duration, 0)), longestMs: Math.round(longest), over200ms: longTasks.filter((t) => t.duration > 200).length },
  };
}

/** The most intervals open at one moment. */
function mostAtOnce(intervals: { start: number; end: number }[]): number {
  const edges = intervals.flatMap((i) => [[i.start, 1], [i.end, -1]] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let open = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (open += step));
  return most;
}

type BurstRun = Awaited<ReturnType<typeof runBurst>>;
const PATH = 'evento -> último byte (caminho todo)';
const pathOf = (run: { steps: Record<string, Figures> }) => run.steps[PATH] as Figures;
const workLine = (w: MainThreadWork) => `${w.task} ms (script ${w.script}, estilo ${w.style}, layout ${w.layout})`;

/** An earlier run's JSON (BENCH_BASELINE): its work per order, to print beside this run's. */
function baseline(): { file: string; rendererMainThreadMs: number; rendererMainThreadCpuMs: number; printAgentCpuMs: number; sandboxCpuMs: number } | null {
  const file = process.env.BENCH_BASELINE;
  if (!file) return null;
  const earlier = JSON.parse(readFileSync(file, 'utf8')) as {
    workPerOrderMedianMs?: { rendererMainThread: number; rendererMainThreadCpu?: number; printAgentCpu: number; sandboxCpu: number };
  };
  if (!earlier.workPerOrderMedianMs) throw new Error(`${file}: sem trabalho por pedido (rode-o de novo com esta versão do benchmark).`);
  const w = earlier.workPerOrderMedianMs;
  return { file, rendererMainThreadMs: w.rendererMainThread, rendererMainThreadCpuMs: w.rendererMainThreadCpu ?? Number.NaN, printAgentCpuMs: w.printAgentCpu, sandboxCpuMs: w.sandboxCpu };
}

async function main() {
  // BENCH_RENDERER_DIR: another build of the panel (an experiment) instead of out/renderer.
  const source = process.env.BENCH_RENDERER_DIR ?? 'out/renderer';
  if (!existsSync(resolve(source, 'index.html'))) throw new Error(`${source} não existe: rode \`npx electron-vite build\` (ou npm run bench:pipeline).`);
  const base = baseline();
  const renderer = await snapshotRenderer(source);
  const rendererDir = renderer.dir;
  const startedAt = new Date();
  const random = seededRandom(20_261_122);
  const request = () => realisticOrderRequest(random);
  const rig = await startBenchRig({ rendererDir });
  // the panel's own browser profile: Playwright logs in there, then the bare tab opens on it
  const profileDir = mkdtempSync(join(tmpdir(), 'painel-bench-chromium-'));
  let page: BarePage | null = null;
  try {
    // 1. The floor, before the panel is open (it accepts and prints its own orders).
    console.log(`piso: ${FLOOR.count} pedidos a ${FLOOR.perSecond}/s, cliente Node sem interface...`);
    const floor: FloorResult = await runFloor(rig.sandboxUrl, rig.emits, FLOOR.count, FLOOR.perSecond, request);
    // and at the steady pace: one order at a time, the machine idle between them (its wake-up is in
    // the panel's steady figures too)
    console.log(`piso no ritmo constante: ${STEADY.count} pedidos a ${STEADY.perSecond}/s...`);
    const steadyFloor: FloorResult = await runFloor(rig.sandboxUrl, rig.emits, STEADY.count, STEADY.perSecond, request);
    const steadyFloorPath = figures(steadyFloor.samples.map((s) => s.lastByteAt - s.emittedAt));
    const floorSteps = {
      'evento -> recebido no socket': figures(floor.samples.map((s) => s.receivedAt - s.emittedAt)),
      'evento -> pedido buscado (HTTP)': figures(floor.samples.map((s) => s.fetchedAt - s.emittedAt)),
      'evento -> aceito (PA)': figures(floor.samples.map((s) => s.acceptedAt - s.emittedAt)),
      [PATH]: figures(floor.samples.map((s) => s.lastByteAt - s.emittedAt)),
      'evento -> marcado impresso (PI)': figures(floor.samples.map((s) => s.printedAt - s.emittedAt)),
    };

    // 2. The panel: log in, then open it afresh in a tab no debugger watches (barePage.ts) and
    // time the first order on screen.
    const tab = await openPanelTab(rig.panelUrl, panelInitScript(RIG_PRINT_SETTINGS), profileDir);
    page = tab;
    const { product: chromiumVersion } = await tab.browserSend<{ product: string }>('Browser.getVersion');
    // once to warm this new browser up (as the login did in the old one), then the timed opening
    const ordersPage = new URL('pedidos', rig.panelUrl).href;
    await tab.goto(ordersPage);
    await tab.waitFor(`document.querySelector('[data-order-id]')`, 20_000);
    await tab.goto('about:blank');
    const openAt = Date.now();
    await tab.goto(ordersPage);
    await tab.waitFor(`document.querySelector('[data-order-id]')`, 20_000);
    const opened = await readProbe(tab);
    const openToFirstOrderMs = (opened.firstRowAt ?? Number.NaN) - openAt;
    const navigationToFirstOrderMs = (opened.firstRowAt ?? Number.NaN) - opened.loadStartedAt;
    await sleep(1500); // the seed's pending order is accepted and printed; not measured
    await tab.send('Performance.enable');

    // 3. Steady rate.
    console.log(`ritmo constante: ${STEADY.count} pedidos a ${STEADY.perSecond}/s...`);
    await startProfile(tab, process.env.BENCH_STEADY_PROFILE);
    const stopSteadyTrace = await startTrace(tab, process.env.BENCH_STEADY_TRACE, 'ritmo constante');
    const steadyWorkBefore = await mainThreadWork(tab);
    const steady = await placeAtRate(rig.sandboxUrl, STEADY.count, STEADY.perSecond, request);
    await waitForPaper(rig, steady.map((p) => p.order), DRAIN_MS.steady);
    await sleep(1000);
    const steadyWork = perOrder(steadyWorkBefore, await mainThreadWork(tab), steady.length);
    await stopProfile(tab, process.env.BENCH_STEADY_PROFILE, 'ritmo constante');
    await stopSteadyTrace?.();

    // 4. Three bursts, one after the other, with the renderer's heap sampled throughout.
    const heapBefore = await heapUsed(tab);
    let heapPeak = heapBefore.cdp;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        heapPeak = Math.max(heapPeak, (await heapUsed(tab)).cdp);
        await sleep(250);
      }
    })();
    const runs: BurstRun[] = [];
    for (let i = 0; i < BURST.runs; i++) {
      console.log(`rajada ${i + 1}/${BURST.runs}: ${BURST.count} pedidos a ${BURST.perSecond}/s...`);
      runs.push(await runBurst(rig, tab, request, i === 0 ? { profile: process.env.BENCH_PROFILE, trace: process.env.BENCH_TRACE } : {}));
      await sleep(1000);
    }
    sampling = false;
    await sampler;
    const heapAfter = await heapUsed(tab);

    // 5. Figures.
    const probe = await readProbe(tab);
    const steadyTimes = orderTimes(rig, steady, probe.seen);
    const all = [...steady, ...runs.flatMap((r) => r.orders)].map((p) => p.order);
    const statuses = await platformStatuses(rig.sandboxUrl);
    const notPrinted = all.filter((o) => statuses.get(o.id_pedido)?.status !== 'PI').map((o) => `${o.id_pedido}:${statuses.get(o.id_pedido)?.status}`);
    const steadyPaper = paperOf(rig, steady.map((p) => p.order));
    const steadySteps = steps(steadyTimes);
    const floorPath = floorSteps[PATH];
    const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
    const lost = steadyPaper.lost + runs.reduce((s, r) => s + r.paper.lost, 0);
    const duplicated = steadyPaper.duplicated + runs.reduce((s, r) => s + r.paper.duplicated, 0);
    const neverInView = steadyTimes.filter((t) => !Number.isFinite(t.visibleAt)).length + runs.reduce((s, r) => s + r.neverInView, 0);
    const burstP95s = runs.map((r) => pathOf(r).p95);
    const listP95s = runs.map((r) => (r.steps[LIST] as Figures).p95);
    /** the panel as a ratio of the floor, two decimals (the compass target is 2.0x) */
    const floorRatio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const medianP95 = median(burstP95s);
    const longest = Math.max(0, ...runs.map((r) => r.longTasks.longestMs));
    const steadyP95 = (steadySteps[PATH] as Figures).p95;
    const workMedian = {
      rendererMainThread: median(runs.map((r) => r.workPerOrderMs.rendererMainThread.task)),
      rendererMainThreadCpu: median(runs.map((r) => r.workPerOrderMs.rendererMainThreadCpu)),
      printAgentCpu: median(runs.map((r) => r.workPerOrderMs.printAgentCpu)),
      sandboxCpu: median(runs.map((r) => r.workPerOrderMs.sandboxCpu)),
    };
    const targets = {
      p95EventToLastByteEachBurst: {
        label: 'evento -> último byte p95, cada rajada',
        target: `< ${TARGETS.p95EventToLastByteMs} ms a ${BURST.perSecond}/s em cada rajada`,
        value: burstP95s,
        verdict: verdict(burstP95s.every((p) => p < TARGETS.p95EventToLastByteMs)),
      },
      medianBurstP95: { label: 'mediana dos p95 das rajadas', target: `< ${TARGETS.medianP95Ms} ms`, value: medianP95, verdict: verdict(medianP95 < TARGETS.medianP95Ms) },
      listVisibleEachBurst: {
        label: 'evento -> visível na lista p95, cada rajada',
        target: `< ${TARGETS.listVisibleP95Ms} ms a ${BURST.perSecond}/s em cada rajada`,
        value: listP95s,
        verdict: verdict(listP95s.every((p) => p < TARGETS.listVisibleP95Ms)),
      },
      burstToFloor: {
        label: 'mediana dos p95 das rajadas / p95 do piso',
        target: `<= ${TARGETS.burstP95ToFloor}x`,
        value: `${floorRatio(medianP95, floorPath.p95)}x`,
        verdict: verdict(floorRatio(medianP95, floorPath.p95) <= TARGETS.burstP95ToFloor),
      },
      steadyP95: { label: 'ritmo constante p95', target: `< ${TARGETS.steadyP95Ms} ms a ${STEADY.perSecond}/s`, value: steadyP95, verdict: verdict(steadyP95 < TARGETS.steadyP95Ms) },
      lost: { label: 'vias perdidas', target: 0, value: lost, verdict: verdict(lost === TARGETS.lost) },
      duplicated: { label: 'vias duplicadas', target: 0, value: duplicated, verdict: verdict(duplicated === TARGETS.duplicated) },
      longestTask: { label: 'maior tarefa longa', target: `<= ${TARGETS.longestTaskMs} ms`, value: Math.round(longest), verdict: verdict(longest <= TARGETS.longestTaskMs) },
      ...(base && {
        rendererWorkHalved: {
          label: 'thread principal do renderer por pedido',
          target: `<= metade de ${base.rendererMainThreadMs} ms/pedido (${base.file})`,
          value: workMedian.rendererMainThread,
          verdict: verdict(workMedian.rendererMainThread <= base.rendererMainThreadMs / 2),
        },
      }),
    };
    const first = runs[0] as BurstRun;

    const result = {
      startedAt: startedAt.toISOString(),
      rendererBuild: source,
      durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, chromium: chromiumVersion },
      driver: BENCH_DRIVER,
      phases: { floor: FLOOR, steady: STEADY, burst: BURST },
      measuredHow: {
        emitted: 'sandbox onEmit hook: Date.now() right after socket.io emit of `novo`',
        visible: 'MutationObserver in the tab: first insertion of the row [data-order-id] in the DOM (virtualised list: rows in view + overscan; paint not included)',
        accepted: 'sandbox: first `atualiza` of the order (PA by auto-accept)',
        lastByte: 'virtual printer: arrival of the last byte of the ticket (cut)',
        lost: `expected ticket not out ${DRAIN_MS.steady / 1000} s (steady) / ${DRAIN_MS.burst / 1000} s (burst) after the phase's last order`,
        printedMark: 'sandbox: second `atualiza` (PI, obs auto)',
        rendererMainThreadCpu: '/proc/<pid>/task/<pid>/stat utime + stime of the main thread of each renderer process (SystemInfo.getProcessInfo), same window, divided by the orders: CPU time, without the waits for a core that TaskDuration counts',
        rendererMainThread: 'CDP Performance.getMetrics TaskDuration (script, style, layout, paint and the rest of the main thread), from the first order placed to 1 s after the last ticket, divided by the orders',
        processCpu: '/proc/<pid>/stat utime + stime of the print agent and of the sandbox (each its own process), same window, divided by the orders',
      },
      targets,
      workPerOrderMedianMs: workMedian,
      baseline: base,
      panel: {
        steady: steadySteps,
        steadyWorkPerOrderMs: steadyWork,
        // each order's event -> PA and -> last byte, in the order placed (where the slow ones are)
        steadyPerOrderMs: steadyTimes.map((t) => ({ accepted: t.acceptedAt - t.emittedAt, lastByte: t.lastByteAt - t.emittedAt })),
        bursts: runs.map(({ orders: _orders, ...run }) => run),
      },
      floor: { steps: floorSteps, lost: floor.lost, duplicated: floor.duplicated, errors: floor.errors.slice(0, 10), steadyPath: steadyFloorPath },
      ratioToFloor: { p50: floorRatio(pathOf(first).p50, floorPath.p50), p95: floorRatio(medianP95, floorPath.p95) },
      paper: { steady: steadyPaper, bursts: runs.map((r) => r.paper) },
      ordersNotPI: notPrinted.slice(0, 20),
      ordersNotPICount: notPrinted.length,
      ordersNeverInView: neverInView,
      renderer: {
        openToFirstOrderMs: Math.round(openAt ? openToFirstOrderMs : Number.NaN),
        navigationToFirstOrderMs: Math.round(navigationToFirstOrderMs),
        heapUsedMB: { beforeBursts: mb(heapBefore.cdp), peakDuringBursts: mb(heapPeak), afterBursts: mb(heapAfter.cdp), performanceMemoryAfter: heapAfter.performanceMemory === null ? null : mb(heapAfter.performanceMemory) },
        consoleProblems: probe.problems,
      },
    };

    // 6. Report.
    const line = '-'.repeat(78);
    console.log(`\n${line}\nPipeline do pedido: ${result.machine.cpus} núcleos, ${result.machine.cpu}, Node ${process.version}, Chromium ${result.machine.chromium}`);
    console.log(`\nPainel, ritmo constante (${STEADY.count} pedidos a ${STEADY.perSecond}/s), ms:\n${table(Object.entries(steadySteps))}`);
    console.log(`Trabalho por pedido, thread principal do renderer: ${workLine(steadyWork)}`);
    runs.forEach((run, i) => {
      console.log(`\nPainel, rajada ${i + 1}/${BURST.runs} (${BURST.count} pedidos a ${BURST.perSecond}/s), ms:\n${table(Object.entries(run.steps))}`);
      console.log(`Trabalho por pedido: thread principal do renderer ${workLine(run.workPerOrderMs.rendererMainThread)}, CPU dela ${run.workPerOrderMs.rendererMainThreadCpu} ms; CPU do agente de impressão ${run.workPerOrderMs.printAgentCpu} ms; CPU da sandbox ${run.workPerOrderMs.sandboxCpu} ms`);
      const requests = Object.entries(run.requestsPerOrder);
      console.log(`Requisições HTTP do painel por pedido: ${requests.reduce((s, [, n]) => s + n, 0).toFixed(2)} (${requests.map(([k, n]) => `${k} ${n}`).join('; ')})`);
      const writes = Object.entries(run.storageWritesPerOrder);
      console.log(`Gravações no localStorage por pedido: ${writes.reduce((s, [, n]) => s + n, 0).toFixed(2)} (${writes.map(([k, n]) => `${k} ${n}`).join('; ')})`);
      console.log(`Vazão ${run.throughput.ordersPerSecond} pedidos/s, ${run.throughput.ticketsPerSecond} vias/s (fila esvaziada ${run.throughput.drainSeconds} s depois); vias ${run.paper.printedTickets}/${run.paper.expectedTickets}; tarefas longas ${run.longTasks.count} (maior ${run.longTasks.longestMs} ms); laço do banco de provas ${run.rigEventLoopUtilisationPercent}% ocupado`);
      console.log(`Fila de impressão do painel: ${run.agentRequests.count} requisições ao agente, no máximo ${run.agentRequests.mostAtOnce} ao mesmo tempo; ms:\n${table(Object.entries(run.agentLaneMs))}`);
    });
    console.log(`\nRajadas, evento -> último byte p95: ${burstP95s.join(' / ')} ms; mediana ${medianP95} ms`);
    console.log(`Rajadas, evento -> visível na lista p95: ${listP95s.join(' / ')} ms`);
    console.log(`Trabalho por pedido (mediana das rajadas): thread principal do renderer ${workMedian.rendererMainThread} ms (CPU ${workMedian.rendererMainThreadCpu} ms), agente ${workMedian.printAgentCpu} ms, sandbox ${workMedian.sandboxCpu} ms`);
    if (base) {
      console.log(`  base (${base.file}): thread principal do renderer ${base.rendererMainThreadMs} ms (CPU ${base.rendererMainThreadCpuMs} ms), agente ${base.printAgentCpuMs} ms, sandbox ${base.sandboxCpuMs} ms; renderer agora ${ratio(workMedian.rendererMainThread, base.rendererMainThreadMs)}x a base (CPU ${ratio(workMedian.rendererMainThreadCpu, base.rendererMainThreadCpuMs)}x)`);
    }
    console.log(`\nPiso (cliente Node sem interface, ${FLOOR.count} pedidos a ${FLOOR.perSecond}/s), ms:\n${table(Object.entries(floorSteps))}`);
    console.log(`Piso a ${STEADY.perSecond}/s (${STEADY.count} pedidos), evento -> último byte: p50 ${steadyFloorPath.p50}, p95 ${steadyFloorPath.p95} ms; o painel no ritmo constante ${floorRatio(steadyP95, steadyFloorPath.p95)}x no p95`);
    console.log(`\nPainel / piso, evento -> último byte: p50 ${result.ratioToFloor.p50}x (1ª rajada), p95 ${result.ratioToFloor.p95}x (mediana)`);
    console.log(`Vias: constante ${steadyPaper.printedTickets}/${steadyPaper.expectedTickets}; perdidas ${lost} (não saíram até ${DRAIN_MS.burst / 1000} s depois da rajada), duplicadas ${duplicated}; pedidos sem PI: ${notPrinted.length}; nunca na lista visível: ${neverInView}`);
    console.log(`Piso: perdidas ${floor.lost}, duplicadas ${floor.duplicated}, erros ${floor.errors.length}`);
    console.log(`Abrir o painel -> primeiro pedido na lista: ${result.renderer.openToFirstOrderMs} ms (desde o início da navegação: ${result.renderer.navigationToFirstOrderMs} ms)`);
    console.log(`Heap JS do renderer (CDP JSHeapUsedSize): antes das rajadas ${result.renderer.heapUsedMB.beforeBursts} MB, pico ${result.renderer.heapUsedMB.peakDuringBursts} MB, depois ${result.renderer.heapUsedMB.afterBursts} MB`);
    console.log(`\nMetas:`);
    for (const t of Object.values(targets)) console.log(`  ${t.verdict}  ${t.label}: ${Array.isArray(t.value) ? t.value.join(' / ') : t.value} (meta ${t.target})`);
    const problems = probe.problems;
    if (problems.length) console.log(`Avisos e erros do painel (${problems.length}${problems.length === 50 ? '+' : ''}): ${problems.slice(0, 3).join(' | ')}`);

    mkdirSync('bench-results', { recursive: true });
    const file = resolve('bench-results', `pipeline-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nResultados: ${file}\n${line}`);
  } finally {
    await page?.close().catch(() => undefined);
    rmSync(profileDir, { recursive: true, force: true });
    await rig.close();
    renderer.remove();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench:pipeline falhou:', error);
    process.exit(1);
  },
);
