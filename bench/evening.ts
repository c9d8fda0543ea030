/**
 * A Friday night at the counter, compressed into ten minutes: the same rig as bench:pipeline (the
 * platform sandbox in its own process, the built panel in headless Chromium with auto-accept on,
 * the print agent in its own process, virtual ESC/POS printers Caixa, Cozinha and Bar), driven by
 * the profile of bench/lib/evening.ts: orders in waves and spikes between quiet stretches, a
 * third of them cancelled or moved on by the platform, customers on the chat, and the Cozinha
 * printer off for 20 s in the middle (back on the same address: the panel's queue retries).
 *
 * Prints, as bench:pipeline does, event -> row in the list, -> PA, -> last ticket byte, -> PI
 * (p50/p95/p99/max), lost and duplicated tickets, the renderer's main-thread work and the print
 * agent's and the sandbox's CPU per order, long tasks; and the renderer's JS heap (after a forced
 * garbage collection) at the start, every minute and at the end. Orders not in the status they
 * should end in are counted. Writes it all to bench-results/evening-<date>.json.
 *
 *   npm run bench:evening                              (builds the panel and the print agent first)
 *   npx tsx bench/evening.ts                   (uses out/renderer as it is)
 *   BENCH_EVENING_MINUTES=1 npx tsx bench/evening.ts   (a short evening, to try it)
 *   BENCH_RENDERER_DIR=/other/out/renderer npx tsx bench/evening.ts (another build)
 *   BENCH_PROFILE=evening.cpuprofile ... (the renderer's CPU profile over the evening, see bench-pipeline)
 *   BENCH_HEAP_SNAPSHOTS=/tmp/heap ... (the renderer's heap at the start and the end; bench/lib/heapDiff.ts compares them)
 *   BENCH_DRIVER=playwright ... (the tab driven by a Playwright page, as before: see bench/lib/barePage.ts)
 *
 * Bounded: it gives up 270 s after the evening's planned end.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import type { Order, OrderStatus } from '../src/shared/api';
import { STATUS_PROGRESS_LABEL } from '../src/sandbox/orderRules';
import { BENCH_DRIVER, type BarePage, openPanelTab } from './lib/barePage';
import { type EveningPlan, type FollowUp, type PlannedOrder, type Segment, eveningPlan, expectedFinalStatus } from './lib/evening';
import {
  type BenchProbe,
  type BenchRig,
  type Placed,
  RIG_PRINT_SETTINGS,
  checkPaper,
  control,
  panelInitScript,
  placeOrderOverHttp,
  platformStatuses,
  printedTickets,
  readProbe,
  snapshotRenderer,
  startBenchRig,
  waitForPaper,
} from '../rig/orderPath';
import { type Figures, figures, table } from './lib/stats';
import { type MainThreadWork, cpuPerOrder, mainThreadWork, perOrder, processCpuMs } from './lib/work';

const MINUTES = Number(process.env.BENCH_EVENING_MINUTES ?? 10);
const DURATION_MS = MINUTES * 60_000;
const SEED = 20_261_128;
const HARD_LIMIT_MS = DURATION_MS + 270_000;
/** a ticket not out this long after the last thing done to the orders counts as lost */
const DRAIN_MS = 90_000;
/** a platform change (not a cancellation) waits this long for the panel to accept the order */
const ACCEPT_WAIT_MS = 30_000;
const TARGETS = { heapGrowthMB: 20, p95EventToLastByteMs: 250, longestTaskMs: 200 };

if (!(MINUTES > 0)) throw new Error(`BENCH_EVENING_MINUTES=${process.env.BENCH_EVENING_MINUTES}: informe um número de minutos maior que zero.`);

const limit = setTimeout(() => {
  console.error(`bench:evening: passou de ${HARD_LIMIT_MS / 1000} s, encerrando.`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const seconds = (ms: number) => Math.round(ms / 100) / 10;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** What happened to one planned order during the evening. */
interface OrderRun {
  planned: PlannedOrder;
  placed: Placed | null;
  /** the status follow-ups the platform did (a change waits for the panel's accept; see changeOrder) */
  done: FollowUp[];
  /** when the first status follow-up was sent: 'atualiza' events before it are the panel's own */
  firstPlatformChangeAt: number | null;
  chats: number;
  skipped: string[];
  errors: string[];
}

interface Evening {
  startedAt: number;
  runs: OrderRun[];
  drop: { printer: string; downAt: number; upAt: number };
  /** at the start, then at the end of every minute of the evening; the sample after the drain is added last */
  heap: HeapSample[];
  gcWindows: { start: number; end: number }[];
}

interface HeapSample {
  /** s since the start of the evening */
  atSeconds: number;
  heapMB: number;
  mainThreadMs: number;
  /** the document's performance.timeOrigin: another value means the panel reloaded */
  loadedAt: number;
  path: string;
  /** the benchmark's probe (window.__bench) is in the page */
  probe: boolean;
}

// ---------------------------------------------------------------------------------------------
// Driving the evening

/** The panel accepted the order: its first 'atualiza' (PA) came out of the sandbox. */
const acceptedByPanel = (rig: BenchRig, orderId: number) => rig.emits.atualizaAt(orderId, 0) !== undefined;

/**
 * A platform step of an order that is not a cancellation only makes sense once the store took the
 * order: it waits for the panel's accept (at most ACCEPT_WAIT_MS), and is skipped otherwise.
 */
async function changeOrder(rig: BenchRig, run: OrderRun, orderId: number, step: Extract<FollowUp, { kind: 'status' }>): Promise<void> {
  const end = Date.now() + ACCEPT_WAIT_MS;
  while (!acceptedByPanel(rig, orderId) && Date.now() < end) await sleep(250);
  if (!acceptedByPanel(rig, orderId)) {
    run.skipped.push(`${step.status}: não aceito em ${ACCEPT_WAIT_MS / 1000} s`);
    return;
  }
  run.firstPlatformChangeAt ??= Date.now();
  await control(rig.sandboxUrl, 'POST', `orders/${orderId}/status`, { status: step.status, obs: step.obs });
  run.done.push(step);
}

async function statusChain(rig: BenchRig, run: OrderRun, orderId: number, from: number): Promise<void> {
  for (const step of run.planned.followUps) {
    if (step.kind === 'chat') continue;
    await sleepUntil(from + step.afterMs);
    if (step.kind === 'status') {
      await changeOrder(rig, run, orderId, step);
      continue;
    }
    run.firstPlatformChangeAt ??= Date.now();
    await control(rig.sandboxUrl, 'POST', `orders/${orderId}/status`, { status: 'PC', obs: step.obs });
    run.done.push(step);
  }
}

async function chatMessage(rig: BenchRig, run: OrderRun, orderId: number, from: number, step: Extract<FollowUp, { kind: 'chat' }>) {
  await sleepUntil(from + step.afterMs);
  await control(rig.sandboxUrl, 'POST', `chat/${orderId}/messages`, { text: step.text });
  run.chats += 1;
}

/** Places the order at its moment, then does its follow-ups (status chain and chat side by side). */
async function playOrder(rig: BenchRig, run: OrderRun): Promise<void> {
  const note = (error: unknown) => run.errors.push(error instanceof Error ? error.message : String(error));
  try {
    run.placed = await placeOrderOverHttp(rig.sandboxUrl, run.planned.request);
  } catch (error) {
    note(error);
    return;
  }
  const id = run.placed.order.id_pedido;
  const from = run.placed.answeredAt;
  const chats = run.planned.followUps.filter((f) => f.kind === 'chat');
  await Promise.all([
    statusChain(rig, run, id, from).catch(note),
    ...chats.map((step) => chatMessage(rig, run, id, from, step).catch(note)),
  ]);
}

/** The renderer's JS heap after a forced garbage collection, its main-thread time so far, which page it is. */
async function sampleHeap(page: BarePage, startedAt: number, gcWindows: Evening['gcWindows']): Promise<HeapSample> {
  const start = Date.now();
  // twice: what the first collection's finalisers let go of goes with the second
  await page.send('HeapProfiler.collectGarbage');
  await page.send('HeapProfiler.collectGarbage');
  gcWindows.push({ start, end: Date.now() });
  const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  const where = await page.evaluate<{ loadedAt: number; path: string; probe: boolean }>(
    `({ loadedAt: performance.timeOrigin, path: location.pathname, probe: '__bench' in window })`,
  );
  return { atSeconds: seconds(start - startedAt), heapMB: mb(value('JSHeapUsedSize')), mainThreadMs: Math.round(value('TaskDuration') * 1000), ...where };
}

async function dropPrinter(rig: BenchRig, plan: EveningPlan, startedAt: number, drop: Evening['drop']): Promise<void> {
  const printer = rig.printers[plan.printerDrop.printer];
  await sleepUntil(startedAt + plan.printerDrop.atMs);
  drop.downAt = Date.now();
  await printer.refuseConnections(true);
  await sleepUntil(drop.downAt + plan.printerDrop.forMs);
  await printer.refuseConnections(false);
  drop.upAt = Date.now();
}

async function runEvening(rig: BenchRig, page: BarePage, plan: EveningPlan): Promise<Evening> {
  const startedAt = Date.now();
  const gcWindows: Evening['gcWindows'] = [];
  const heap: HeapSample[] = [await sampleHeap(page, startedAt, gcWindows)];
  const runs: OrderRun[] = plan.orders.map((planned) => ({ planned, placed: null, done: [], firstPlatformChangeAt: null, chats: 0, skipped: [], errors: [] }));
  const drop = { printer: plan.printerDrop.printer, downAt: Number.NaN, upAt: Number.NaN };
  const dropping = dropPrinter(rig, plan, startedAt, drop);
  const sampler = (async () => {
    for (let minute = 1; minute <= MINUTES; minute++) {
      await sleepUntil(startedAt + minute * 60_000);
      heap.push(await sampleHeap(page, startedAt, gcWindows));
    }
  })();
  const playing: Promise<void>[] = [];
  for (const run of runs) {
    await sleepUntil(startedAt + run.planned.at);
    playing.push(playOrder(rig, run));
    if (run.planned.index % 100 === 99) console.log(`  ${run.planned.index + 1}/${runs.length} pedidos, ${seconds(Date.now() - startedAt)} s`);
  }
  await Promise.all([...playing, dropping, sampler]);
  return { startedAt, runs, drop, heap, gcWindows };
}

// ---------------------------------------------------------------------------------------------
// Figures

interface OrderTimes {
  orderId: number;
  segment: Segment;
  emittedAt: number;
  visibleAt: number;
  acceptedAt: number;
  lastByteAt: number;
  printedMarkAt: number;
}

/**
 * The panel's own 'atualiza' events of an order (PA, then PI) are those before the platform's
 * first change of it was sent; the later ones are the platform's and are not the panel's times.
 */
function orderTimes(rig: BenchRig, runs: OrderRun[], seen: Record<string, number>): OrderTimes[] {
  const atualizas = new Map<number, number[]>();
  for (const e of rig.emits.all) {
    const id = (e.payload as { id_pedido?: number } | null)?.id_pedido;
    if (e.event === 'atualiza' && typeof id === 'number') atualizas.set(id, [...(atualizas.get(id) ?? []), e.at]);
  }
  const lastByte = new Map<number, number>();
  for (const t of printedTickets(rig.printers)) if (t.orderId !== null) lastByte.set(t.orderId, Math.max(lastByte.get(t.orderId) ?? 0, t.lastByteAt));
  return runs.flatMap((run) => {
    if (!run.placed) return [];
    const id = run.placed.order.id_pedido;
    const panels = (atualizas.get(id) ?? []).filter((at) => run.firstPlatformChangeAt === null || at < run.firstPlatformChangeAt);
    return [
      {
        orderId: id,
        segment: run.planned.segment,
        emittedAt: rig.emits.novoAt(id) ?? Number.NaN,
        visibleAt: seen[String(id)] ?? Number.NaN,
        acceptedAt: panels[0] ?? Number.NaN,
        lastByteAt: lastByte.get(id) ?? Number.NaN,
        printedMarkAt: panels[1] ?? Number.NaN,
      },
    ];
  });
}

const PATH = 'evento -> último byte (caminho todo)';

function steps(times: OrderTimes[]): Record<string, Figures> {
  const since = (pick: (t: OrderTimes) => number) => figures(times.map((t) => pick(t) - t.emittedAt));
  return {
    'evento -> visível na lista': since((t) => t.visibleAt),
    'evento -> aceito na plataforma (PA)': since((t) => t.acceptedAt),
    [PATH]: since((t) => t.lastByteAt),
    'evento -> marcado impresso (PI)': since((t) => t.printedMarkAt),
  };
}

/**
 * Orders the printer's drop held up: in the panel's hands at some moment between the printer going
 * off and the Cozinha queue being back to normal (the last Cozinha ticket of an order placed before
 * the printer came back). Their times measure the outage, not the panel, and are shown apart.
 */
function dropWindow(rig: BenchRig, evening: Evening, times: OrderTimes[]): { from: number; to: number } {
  const beforeUp = new Set(times.filter((t) => t.emittedAt <= evening.drop.upAt).map((t) => t.orderId));
  const cozinha = printedTickets(rig.printers).filter((t) => t.printer === 'Cozinha' && t.orderId !== null && beforeUp.has(t.orderId));
  return { from: evening.drop.downAt, to: Math.max(evening.drop.upAt, ...cozinha.map((t) => t.lastByteAt)) };
}

/** placed before the window closed and not out before it opened (never out counts as not out) */
const inWindow = (t: OrderTimes, w: { from: number; to: number }) => t.emittedAt <= w.to && (Number.isNaN(t.lastByteAt) || t.lastByteAt >= w.from);

/** The panel's accept reached the platform: the order's progress there holds 'Pedido aceito'. */
const acceptedAtPlatform = (platform: Map<number, { order: Order }>, orderId: number) =>
  (platform.get(orderId)?.order.pedidoObj.andamentos ?? []).some((a) => a.label.startsWith(STATUS_PROGRESS_LABEL.PA));

/**
 * Which orders must have printed, exactly once: those the panel accepted, i.e. whose progress at
 * the platform holds 'Pedido aceito'. An order accepted and then cancelled by the customer still
 * printed (its tickets were queued on accept; the kitchen has it). An order the platform cancelled
 * before the panel accepted it never is, and must print nothing: its tickets count as undue.
 */
function paperOf(rig: BenchRig, placed: Order[], platform: Map<number, { status: OrderStatus; order: Order }>, since: number) {
  const accepted = (o: Order) => acceptedAtPlatform(platform, o.id_pedido);
  const expected = placed.filter(accepted);
  const neverAccepted = new Set(placed.filter((o) => !accepted(o)).map((o) => o.id_pedido));
  const tickets = printedTickets(rig.printers);
  const check = checkPaper(expected, tickets);
  const undue = tickets.filter((t) => t.orderId !== null && neverAccepted.has(t.orderId));
  return {
    ordersExpectedToPrint: expected.length,
    ordersNeverAccepted: neverAccepted.size,
    expectedTickets: check.expectedTickets,
    printedTickets: check.printedTickets,
    lost: check.lost.length,
    duplicated: check.duplicated.reduce((sum, d) => sum + d.count - 1, 0) + check.unexpected.length,
    undue: undue.length,
    /** tickets of this evening whose order number could not be read (a ticket cut by the drop?) */
    unreadable: tickets.filter((t) => t.orderId === null && t.firstByteAt >= since).length,
    lostDetail: check.lost.slice(0, 20),
    duplicatedDetail: [...check.duplicated, ...check.unexpected].slice(0, 20),
    undueDetail: undue.slice(0, 20).map((t) => ({ orderId: t.orderId, printer: t.printer })),
  };
}

function wrongFinalStatus(runs: OrderRun[], platform: Map<number, { status: OrderStatus }>) {
  return runs.flatMap((run) => {
    if (!run.placed) return [];
    const id = run.placed.order.id_pedido;
    const expected = expectedFinalStatus(run.done);
    const actual = platform.get(id)?.status;
    return actual === expected ? [] : [{ orderId: id, expected, actual: actual ?? '?' }];
  });
}

/** Per minute of the evening: what was done, the main thread's busy share, the heap at its end. */
function minuteRows(evening: Evening) {
  return evening.heap.slice(1, MINUTES + 1).map((sample, i) => {
    const from = evening.startedAt + i * 60_000;
    const to = from + 60_000;
    const placedIn = evening.runs.filter((r) => r.placed && r.placed.answeredAt >= from && r.placed.answeredAt < to);
    const previous = evening.heap[i] as HeapSample;
    return {
      minute: i + 1,
      orders: placedIn.length,
      cancelled: placedIn.filter((r) => r.planned.followUps.some((f) => f.kind === 'cancel')).length,
      changed: placedIn.filter((r) => r.planned.followUps.some((f) => f.kind === 'status')).length,
      mainThreadBusyPercent: Math.round(((sample.mainThreadMs - previous.mainThreadMs) / (sample.atSeconds * 1000 - previous.atSeconds * 1000)) * 100),
      heapMB: sample.heapMB,
    };
  });
}

function longTasksOf(probe: BenchProbe | null, evening: Evening) {
  if (!probe) return { count: Number.NaN, totalMs: Number.NaN, longestMs: Number.NaN, over200ms: Number.NaN, duringForcedGc: Number.NaN };
  const during = probe.longTasks.filter((t) => t.start >= evening.startedAt);
  // the forced collections of the heap samples are the benchmark's own work, not the panel's
  const forced = (t: { start: number; duration: number }) => evening.gcWindows.some((w) => t.start <= w.end && t.start + t.duration >= w.start);
  const panel = during.filter((t) => !forced(t));
  const longest = Math.max(0, ...panel.map((t) => t.duration));
  return {
    count: panel.length,
    totalMs: Math.round(panel.reduce((s, t) => s + t.duration, 0)),
    longestMs: Math.round(longest),
    over200ms: panel.filter((t) => t.duration > 200).length,
    duringForcedGc: during.length - panel.length,
  };
}

// ---------------------------------------------------------------------------------------------

/**
 * Logs in, then opens /pedidos in a tab no debugger watches (barePage.ts), as bench:pipeline does.
 * The panel's own warnings and errors are in the probe (window.__bench.problems).
 */
async function openPanel(rig: BenchRig, profileDir: string): Promise<BarePage> {
  const page = await openPanelTab(rig.panelUrl, panelInitScript(RIG_PRINT_SETTINGS), profileDir);
  try {
    await page.goto(new URL('pedidos', rig.panelUrl).href);
    await page.waitFor(`document.querySelector('[data-order-id]')`, 20_000);
    if (!(await readProbe(page))) throw new Error('a sonda do benchmark (window.__bench) não está na página');
    await sleep(1500); // the seed's pending order is accepted and printed; not measured
    await page.send('Performance.enable');
    await page.send('HeapProfiler.enable');
    return page;
  } catch (error) {
    await page.close();
    throw error;
  }
}

/**
 * A heap snapshot of the renderer (BENCH_HEAP_SNAPSHOTS=<dir>: at the start and at the end of the
 * evening; `npx tsx bench/lib/heapDiff.ts <dir>/inicio.heapsnapshot <dir>/fim.heapsnapshot`
 * says what grew). Taken after the heap samples: it does not move them.
 */
async function heapSnapshot(page: BarePage, file: string) {
  mkdirSync(dirname(file), { recursive: true });
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk);
  page.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await page.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  page.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  writeFileSync(file, chunks.join(''));
  console.log(`instantâneo do heap: ${file}`);
}

/** Everything done to the orders is done: waits for the paper of the accepted ones, then the PI marks. */
async function drain(rig: BenchRig, placed: Order[]) {
  const platform = await platformStatuses(rig.sandboxUrl);
  const accepted = placed.filter((o) => acceptedAtPlatform(platform, o.id_pedido));
  await waitForPaper(rig, accepted, DRAIN_MS);
  await sleep(2000); // the last PI marks; anything printed twice would come out now
}

async function measure(rig: BenchRig, page: BarePage, plan: EveningPlan) {
  const workBefore: MainThreadWork = await mainThreadWork(page);
  const agentBefore = processCpuMs(rig.agent.pid());
  const sandboxBefore = processCpuMs(rig.sandboxPid);
  const rigLoopBefore = performance.eventLoopUtilization();
  const profileFile = process.env.BENCH_PROFILE;
  if (profileFile) {
    await page.send('Profiler.enable');
    await page.send('Profiler.setSamplingInterval', { interval: 500 });
    await page.send('Profiler.start');
  }
  const snapshots = process.env.BENCH_HEAP_SNAPSHOTS;
  if (snapshots) await heapSnapshot(page, join(snapshots, 'inicio.heapsnapshot'));
  const evening = await runEvening(rig, page, plan);
  if (profileFile) {
    const { profile } = await page.send<{ profile: unknown }>('Profiler.stop');
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log(`perfil de CPU da noite: ${profileFile}`);
  }
  const placed = evening.runs.flatMap((r) => (r.placed ? [r.placed.order] : []));
  console.log(`noite encerrada (${seconds(Date.now() - evening.startedAt)} s): esperando as vias...`);
  await drain(rig, placed);
  const rigLoopPercent = Math.round(performance.eventLoopUtilization(rigLoopBefore).utilization * 100);
  const work = perOrder(workBefore, await mainThreadWork(page), placed.length);
  const agentCpu = cpuPerOrder(agentBefore, processCpuMs(rig.agent.pid()), placed.length);
  const sandboxCpu = cpuPerOrder(sandboxBefore, processCpuMs(rig.sandboxPid), placed.length);
  evening.heap.push(await sampleHeap(page, evening.startedAt, evening.gcWindows));
  if (snapshots) await heapSnapshot(page, join(snapshots, 'fim.heapsnapshot'));
  // undefined when the page lost the probe (a reload whose init script failed): reported, not fatal
  const probe = ((await readProbe(page)) as BenchProbe | undefined) ?? null;
  // the probe's own arrays (rows seen, agent calls, long tasks) live in the heap measured too
  const probeKB = Math.round((await page.evaluate<number>('JSON.stringify(window.__bench ?? null).length')) / 1024);
  const platform = await platformStatuses(rig.sandboxUrl);
  const paper = paperOf(rig, placed, platform, evening.startedAt);
  const times = orderTimes(rig, evening.runs, probe?.seen ?? {});
  const acceptedTimes = times.filter((t) => acceptedAtPlatform(platform, t.orderId));
  const dropSpan = dropWindow(rig, evening, acceptedTimes);
  return { evening, placed, work, agentCpu, sandboxCpu, rigLoopPercent, probe, probeKB, platform, paper, acceptedTimes, dropSpan };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function summarise(m: Measured, meta: { source: string; chromium: string; startedAt: Date }) {
  const { evening, acceptedTimes, dropSpan } = m;
  const outside = acceptedTimes.filter((t) => !inWindow(t, dropSpan));
  const held = acceptedTimes.filter((t) => inWindow(t, dropSpan));
  const bySegment = (segment: Segment) => outside.filter((t) => t.segment === segment);
  const lastByte = (list: OrderTimes[]) => figures(list.map((t) => t.lastByteAt - t.emittedAt));
  const visible = (list: OrderTimes[]) => figures(list.map((t) => t.visibleAt - t.emittedAt));
  const segments: [string, OrderTimes[]][] = [
    ['calmo', bySegment('calmo')],
    ['ondas', bySegment('onda')],
    ['picos (20/s)', bySegment('pico')],
    ['durante a queda da impressora', held],
  ];
  const heapStart = evening.heap[0] as HeapSample;
  const heapEnd = evening.heap[evening.heap.length - 1] as HeapSample;
  const heapGrowth = Math.round((heapEnd.heapMB - heapStart.heapMB) * 10) / 10;
  const wrong = wrongFinalStatus(evening.runs, m.platform);
  const longTasks = longTasksOf(m.probe, evening);
  const outsideSteps = steps(outside);
  const p95 = (outsideSteps[PATH] as Figures).p95;
  const runs = evening.runs;
  const done = (kind: FollowUp['kind']) => runs.filter((r) => r.done.some((f) => f.kind === kind)).length;
  const targets = {
    heapGrowth: { label: 'crescimento do heap JS do renderer', target: `<= ${TARGETS.heapGrowthMB} MB em ${MINUTES} min`, value: heapGrowth, verdict: verdict(heapGrowth <= TARGETS.heapGrowthMB) },
    p95OutsideDrop: { label: 'evento -> último byte p95, fora da queda da impressora', target: `< ${TARGETS.p95EventToLastByteMs} ms`, value: p95, verdict: verdict(p95 < TARGETS.p95EventToLastByteMs) },
    lost: { label: 'vias perdidas', target: 0, value: m.paper.lost, verdict: verdict(m.paper.lost === 0) },
    duplicated: { label: 'vias duplicadas', target: 0, value: m.paper.duplicated, verdict: verdict(m.paper.duplicated === 0) },
    undue: { label: 'vias de pedidos cancelados antes do aceite', target: 0, value: m.paper.undue, verdict: verdict(m.paper.undue === 0) },
    finalStatus: { label: 'pedidos fora do status final esperado', target: 0, value: wrong.length, verdict: verdict(wrong.length === 0) },
    longestTask: { label: 'maior tarefa longa', target: `<= ${TARGETS.longestTaskMs} ms`, value: longTasks.longestMs, verdict: verdict(longTasks.longestMs <= TARGETS.longestTaskMs) },
  };
  const rel = (at: number) => seconds(at - evening.startedAt);
  return {
    startedAt: meta.startedAt.toISOString(),
    rendererBuild: meta.source,
    durationSeconds: Math.round((Date.now() - meta.startedAt.getTime()) / 1000),
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, chromium: meta.chromium },
    /** 'bare': the tab with no Playwright attached (barePage.ts); 'playwright': BENCH_DRIVER=playwright */
    driver: BENCH_DRIVER,
    profile: {
      minutes: MINUTES,
      seed: SEED,
      ordersPlanned: runs.length,
      ordersPlaced: m.placed.length,
      bySegment: { calmo: runs.filter((r) => r.planned.segment === 'calmo').length, onda: runs.filter((r) => r.planned.segment === 'onda').length, pico: runs.filter((r) => r.planned.segment === 'pico').length },
      cancelled: done('cancel'),
      cancelledBeforeAccept: m.paper.ordersNeverAccepted,
      changedByPlatform: done('status'),
      platformStepsDone: runs.reduce((s, r) => s + r.done.filter((f) => f.kind === 'status').length, 0),
      changesSkipped: runs.flatMap((r) => r.skipped.map((s) => `${r.placed?.order.id_pedido}: ${s}`)),
      chatMessages: runs.reduce((s, r) => s + r.chats, 0),
      ordersWithChat: runs.filter((r) => r.chats > 0).length,
      printerDrop: { printer: evening.drop.printer, downAtSeconds: rel(evening.drop.downAt), upAtSeconds: rel(evening.drop.upAt), queueBackToNormalAtSeconds: rel(dropSpan.to) },
      controlErrors: runs.flatMap((r) => r.errors).slice(0, 20),
      controlErrorCount: runs.reduce((s, r) => s + r.errors.length, 0),
    },
    measuredHow: {
      emitted: 'sandbox onEmit hook (its own process): Date.now() right after socket.io emit of `novo`',
      visible: 'MutationObserver in the page: first insertion of the row [data-order-id] in the DOM',
      accepted: "sandbox: the order's first `atualiza` sent before the platform's first change of it (PA by auto-accept)",
      printedMark: "sandbox: the order's second `atualiza` before the platform's first change of it (PI, obs auto)",
      lastByte: 'virtual printer: arrival of the last byte of the order\'s last ticket (cut)',
      expectedToPrint: "orders whose progress at the platform holds 'Pedido aceito' (the panel accepted them; cancelled later or not)",
      lost: `expected ticket not out ${DRAIN_MS / 1000} s after the last thing done to the orders`,
      duringDrop: 'orders in the panel\'s hands between the printer going off and the last Cozinha ticket of an order placed before it came back',
      rendererMainThread: 'CDP Performance.getMetrics TaskDuration, from the start of the evening to after the drain, divided by the orders placed (includes the forced GCs of the heap samples)',
      processCpu: '/proc/<pid>/stat utime + stime of the print agent and of the sandbox, same window, divided by the orders placed',
      heap: 'CDP HeapProfiler.collectGarbage (twice), then Performance.getMetrics JSHeapUsedSize',
      longTasks: 'PerformanceObserver longtask entries from the start of the evening; those overlapping a forced GC are counted apart',
    },
    targets,
    steps: { outsideDrop: outsideSteps, duringDrop: steps(held), all: steps(acceptedTimes) },
    bySegment: Object.fromEntries(segments.map(([name, list]) => [name, { lastByte: lastByte(list), visible: visible(list) }])),
    workPerOrderMs: { rendererMainThread: m.work, printAgentCpu: m.agentCpu, sandboxCpu: m.sandboxCpu },
    rigEventLoopUtilisationPercent: m.rigLoopPercent,
    paper: m.paper,
    wrongFinalStatus: wrong.slice(0, 20),
    wrongFinalStatusCount: wrong.length,
    ordersNeverInView: acceptedTimes.filter((t) => !Number.isFinite(t.visibleAt)).length,
    renderer: {
      heapMB: { start: heapStart.heapMB, end: heapEnd.heapMB, growth: heapGrowth, series: evening.heap.map((h) => ({ atSeconds: h.atSeconds, heapMB: h.heapMB })) },
      /** size of the benchmark's probe in the page at the end, as JSON (part of the growth) */
      probeJsonKB: m.probeKB,
      minutes: minuteRows(evening),
      longTasks,
      /** new documents seen by the samples (performance.timeOrigin changed): the panel reloaded */
      reloads: new Set(evening.heap.map((h) => h.loadedAt)).size - 1,
      pathAtTheEnd: heapEnd.path,
      probeMissing: m.probe === null,
    },
    /** the panel's warnings and errors since the page last loaded (the probe keeps the first 50) */
    consoleProblems: m.probe?.problems ?? [],
  };
}

type Result = ReturnType<typeof summarise>;

function report(result: Result, file: string) {
  const p = result.profile;
  const line = '-'.repeat(78);
  const workLine = (w: MainThreadWork) => `${w.task} ms (script ${w.script}, estilo ${w.style}, layout ${w.layout})`;
  console.log(`\n${line}\nNoite de sexta (${p.minutes} min): ${result.machine.cpus} núcleos, ${result.machine.cpu}, Node ${result.machine.node}, Chromium ${result.machine.chromium}; painel ${result.rendererBuild}`);
  console.log(
    `${p.ordersPlaced}/${p.ordersPlanned} pedidos (calmo ${p.bySegment.calmo}, ondas ${p.bySegment.onda}, picos ${p.bySegment.pico}); ` +
      `cancelados pela plataforma ${p.cancelled} (${p.cancelledBeforeAccept} antes do aceite); alterados pela plataforma ${p.changedByPlatform} (${p.platformStepsDone} passos LG/LI/PD, ${p.changesSkipped.length} não feitos); ` +
      `${p.chatMessages} mensagens de chat em ${p.ordersWithChat} pedidos`,
  );
  console.log(`Impressora ${p.printerDrop.printer} fora de ${p.printerDrop.downAtSeconds} s a ${p.printerDrop.upAtSeconds} s; fila dela em dia de novo em ${p.printerDrop.queueBackToNormalAtSeconds} s`);
  console.log(`\nFora da queda da impressora, ms:\n${table(Object.entries(result.steps.outsideDrop))}`);
  console.log(`\nDurante a queda da impressora, ms:\n${table(Object.entries(result.steps.duringDrop))}`);
  const segments = Object.entries(result.bySegment);
  console.log(`\nEvento -> último byte por trecho da noite, ms:\n${table(segments.map(([name, f]) => [name, f.lastByte]))}`);
  console.log(`\nEvento -> visível na lista por trecho da noite, ms:\n${table(segments.map(([name, f]) => [name, f.visible]))}`);
  const w = result.workPerOrderMs;
  console.log(`\nTrabalho por pedido: thread principal do renderer ${workLine(w.rendererMainThread)}; CPU do agente de impressão ${w.printAgentCpu} ms; CPU da sandbox ${w.sandboxCpu} ms; laço do banco de provas ${result.rigEventLoopUtilisationPercent}% ocupado`);
  console.log(`\nPor minuto:\n${'min'.padStart(4)} ${'pedidos'.padStart(8)} ${'cancel.'.padStart(8)} ${'alter.'.padStart(8)} ${'thread %'.padStart(9)} ${'heap MB'.padStart(8)}`);
  for (const r of result.renderer.minutes) {
    console.log(`${String(r.minute).padStart(4)} ${String(r.orders).padStart(8)} ${String(r.cancelled).padStart(8)} ${String(r.changed).padStart(8)} ${String(r.mainThreadBusyPercent).padStart(9)} ${String(r.heapMB).padStart(8)}`);
  }
  const h = result.renderer.heapMB;
  console.log(`Heap JS do renderer (após coleta forçada): início ${h.start} MB, fim ${h.end} MB, crescimento ${h.growth} MB (a sonda do benchmark na página: ${result.renderer.probeJsonKB} KB em JSON); série ${h.series.map((s) => s.heapMB).join(' / ')}`);
  const paper = result.paper;
  console.log(
    `\nVias: ${paper.printedTickets}/${paper.expectedTickets} de ${paper.ordersExpectedToPrint} pedidos aceitos; perdidas ${paper.lost}, duplicadas ${paper.duplicated}, ` +
      `de pedidos cancelados antes do aceite ${paper.undue}, sem número legível ${paper.unreadable}`,
  );
  console.log(`Pedidos fora do status final esperado: ${result.wrongFinalStatusCount}${result.wrongFinalStatus.length ? ` (${result.wrongFinalStatus.slice(0, 5).map((x) => `${x.orderId}: ${x.actual}, esperado ${x.expected}`).join('; ')})` : ''}; nunca na lista visível: ${result.ordersNeverInView}`);
  const lt = result.renderer.longTasks;
  console.log(`Tarefas longas: ${lt.count} (total ${lt.totalMs} ms, maior ${lt.longestMs} ms, acima de 200 ms ${lt.over200ms}); durante as coletas forçadas do benchmark: ${lt.duringForcedGc}`);
  const r = result.renderer;
  if (r.reloads || r.probeMissing || r.pathAtTheEnd !== '/pedidos') {
    console.log(`Painel: recarregou ${r.reloads} vez(es) durante a noite; no fim em ${r.pathAtTheEnd}; sonda do benchmark ${r.probeMissing ? 'AUSENTE (visível e tarefas longas não medidos)' : 'presente'}`);
  }
  if (p.controlErrorCount) console.log(`Erros da API de controle: ${p.controlErrorCount} (${p.controlErrors.slice(0, 3).join(' | ')})`);
  if (p.changesSkipped.length) console.log(`Alterações não feitas: ${p.changesSkipped.slice(0, 5).join(' | ')}`);
  const problems = result.consoleProblems;
  if (problems.length) console.log(`Avisos e erros do painel (${problems.length}${problems.length === 50 ? '+' : ''}):\n${problems.slice(0, 6).map((c) => `  ${c}`).join('\n')}`);
  console.log(`\nMetas:`);
  for (const t of Object.values(result.targets)) console.log(`  ${t.verdict}  ${t.label}: ${t.value} (meta ${t.target})`);
  console.log(`\nResultados: ${file}\n${line}`);
}

async function main() {
  // BENCH_RENDERER_DIR: another build of the panel (an experiment) instead of out/renderer.
  const source = process.env.BENCH_RENDERER_DIR ?? 'out/renderer';
  if (!existsSync(resolve(source, 'index.html'))) throw new Error(`${source} não existe: rode \`npx electron-vite build\` (ou npm run bench:evening).`);
  const renderer = await snapshotRenderer(source);
  // the build's entry script (its name carries the content hash): which panel was measured
  const entry = /<script[^>]+src="\/?([^"]+\.js)"/.exec(readFileSync(resolve(renderer.dir, 'index.html'), 'utf8'))?.[1] ?? '?';
  const startedAt = new Date();
  const plan = eveningPlan(DURATION_MS, SEED);
  const rig = await startBenchRig({ rendererDir: renderer.dir });
  // the panel's own browser profile: Playwright logs in there, then the bare tab opens on it
  const profileDir = mkdtempSync(join(tmpdir(), 'painel-bench-chromium-'));
  let page: BarePage | null = null;
  try {
    page = await openPanel(rig, profileDir);
    const { product: chromium } = await page.browserSend<{ product: string }>('Browser.getVersion');
    console.log(`noite de sexta: ${plan.orders.length} pedidos em ${MINUTES} min, impressora ${plan.printerDrop.printer} fora por ${plan.printerDrop.forMs / 1000} s aos ${plan.printerDrop.atMs / 1000} s...`);
    const measured = await measure(rig, page, plan);
    const result = summarise(measured, { source: `${source} (${entry})`, chromium, startedAt });
    mkdirSync('bench-results', { recursive: true });
    const file = resolve('bench-results', `evening-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    report(result, file);
  } finally {
    await page?.close().catch(() => undefined);
    await rig.close();
    renderer.remove();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench:evening falhou:', error);
    process.exit(1);
  },
);
