/**
 * The order path, end to end, on this machine: the platform sandbox announces orders, the built
 * panel in headless Chromium (browser mode, auto-accept on) shows, accepts and prints them
 * through the print agent to virtual ESC/POS printers. Prints p50/p95/p99/max of every step,
 * throughput, lost and duplicated tickets, the renderer's memory and long tasks during the burst,
 * the time from opening the panel to the first order on screen, and the same path done by a bare
 * Node client (the floor) as a ratio; writes it all to bench-results/pipeline-<date>.json.
 *
 *   npm run bench:pipeline            (builds the panel and the print agent first)
 *   npx tsx scripts/bench-pipeline.ts (uses out/renderer as it is)
 *   BENCH_RENDERER_DIR=/other/out/renderer npx tsx scripts/bench-pipeline.ts (another build)
 *   BENCH_PROFILE=burst.cpuprofile npx tsx scripts/bench-pipeline.ts (the renderer's CPU profile
 *     during the burst, for Chrome DevTools; `npx tsx scripts/bench/profileSummary.ts <file>`)
 *
 * Phases: floor (200 orders at 20/s, no panel), open the panel, steady (100 orders at 5/s),
 * burst (200 orders at 20/s). Bounded: it gives up and exits after 170 s.
 */
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import playwrightConfig from '../playwright.config';
import type { Order } from '../src/shared/api';
import { runFloor, type FloorResult } from './bench/floor';
import { PRINTER_NAMES } from './bench/rig';
import {
  type Placed,
  type Rig,
  RIG_PRINT_SETTINGS,
  checkPaper,
  loginPanel,
  panelInitScript,
  placeAtRate,
  platformStatuses,
  printedTickets,
  readProbe,
  realisticOrderRequest,
  seededRandom,
  snapshotRenderer,
  startRig,
  waitForPaper,
} from './bench/rig';
import { type Figures, figures, table } from './bench/stats';

const HARD_LIMIT_MS = 170_000;
const FLOOR = { count: 200, perSecond: 20 };
const STEADY = { count: 100, perSecond: 5 };
const BURST = { count: 200, perSecond: 20 };
/** a ticket not out this long after the last order of a phase counts as lost */
const DRAIN_MS = { steady: 30_000, burst: 60_000 };
const TARGETS = { p95EventToLastByteMs: 250, lost: 0, duplicated: 0, longestTaskMs: 200 };

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

function orderTimes(rig: Rig, placed: Placed[], seen: Record<string, number>): OrderTimes[] {
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
    'evento -> visível na lista': since((t) => t.visibleAt),
    'evento -> aceito na plataforma (PA)': since((t) => t.acceptedAt),
    'evento -> último byte via caixa': since((t) => t.cashierLastByteAt),
    'evento -> último byte vias produção': since((t) => t.productionLastByteAt),
    'evento -> último byte (caminho todo)': since((t) => t.lastByteAt),
    'evento -> marcado impresso (PI)': since((t) => t.printedMarkAt),
  };
}

function paperOf(rig: Rig, orders: Order[]) {
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

async function heapUsed(page: Page, cdp: CDPSession): Promise<{ cdp: number; performanceMemory: number | null }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const performanceMemory = await page.evaluate(() => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? null);
  return { cdp: metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? Number.NaN, performanceMemory };
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

async function main() {
  // BENCH_RENDERER_DIR: another build of the panel (an experiment) instead of out/renderer.
  const source = process.env.BENCH_RENDERER_DIR ?? 'out/renderer';
  if (!existsSync(resolve(source, 'index.html'))) throw new Error(`${source} não existe: rode \`npx electron-vite build\` (ou npm run bench:pipeline).`);
  const renderer = await snapshotRenderer(source);
  const rendererDir = renderer.dir;
  const startedAt = new Date();
  const random = seededRandom(20_261_122);
  const request = () => realisticOrderRequest(random);
  const rig = await startRig({ rendererDir });
  const browser = await chromium.launch({ ...playwrightConfig.use?.launchOptions, headless: true });
  try {
    // 1. The floor, before the panel is open (it accepts and prints its own orders).
    console.log(`piso: ${FLOOR.count} pedidos a ${FLOOR.perSecond}/s, cliente Node sem interface...`);
    const floor: FloorResult = await runFloor(rig.sandboxUrl, rig.emits, FLOOR.count, FLOOR.perSecond, request);
    const floorSteps = {
      'evento -> recebido no socket': figures(floor.samples.map((s) => s.receivedAt - s.emittedAt)),
      'evento -> pedido buscado (HTTP)': figures(floor.samples.map((s) => s.fetchedAt - s.emittedAt)),
      'evento -> aceito (PA)': figures(floor.samples.map((s) => s.acceptedAt - s.emittedAt)),
      'evento -> último byte (caminho todo)': figures(floor.samples.map((s) => s.lastByteAt - s.emittedAt)),
      'evento -> marcado impresso (PI)': figures(floor.samples.map((s) => s.printedAt - s.emittedAt)),
    };

    // 2. The panel: log in, then open it afresh and time the first order on screen.
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await page.addInitScript(panelInitScript(RIG_PRINT_SETTINGS));
    await loginPanel(page, rig.panelUrl);
    const openAt = Date.now();
    await page.goto(new URL('pedidos', rig.panelUrl).href);
    await page.locator('[data-order-id]').first().waitFor({ timeout: 20_000 });
    const opened = await readProbe(page);
    const openToFirstOrderMs = (opened.firstRowAt ?? Number.NaN) - openAt;
    const navigationToFirstOrderMs = (opened.firstRowAt ?? Number.NaN) - opened.loadStartedAt;
    await sleep(1500); // the seed's pending order is accepted and printed; not measured
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');

    // 3. Steady rate.
    console.log(`ritmo constante: ${STEADY.count} pedidos a ${STEADY.perSecond}/s...`);
    const steady = await placeAtRate(rig.sandboxUrl, STEADY.count, STEADY.perSecond, request);
    await waitForPaper(rig, steady.map((p) => p.order), DRAIN_MS.steady);
    await sleep(500);

    // 4. Burst, with the renderer's heap sampled and long tasks counted.
    console.log(`rajada: ${BURST.count} pedidos a ${BURST.perSecond}/s...`);
    const heapBefore = await heapUsed(page, cdp);
    let heapPeak = heapBefore.cdp;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        heapPeak = Math.max(heapPeak, (await heapUsed(page, cdp)).cdp);
        await sleep(250);
      }
    })();
    const profileFile = process.env.BENCH_PROFILE;
    if (profileFile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    const rigLoopBefore = performance.eventLoopUtilization();
    const burstStart = Date.now();
    const burst = await placeAtRate(rig.sandboxUrl, BURST.count, BURST.perSecond, request);
    const burstPlacedAt = Date.now();
    await waitForPaper(rig, burst.map((p) => p.order), DRAIN_MS.burst);
    // the rig (sandbox, virtual printers, panel host) shares this process's event loop; the print
    // agent runs in its own process, as at a store
    const rigLoopUtilisation = Math.round(performance.eventLoopUtilization(rigLoopBefore).utilization * 100);
    await sleep(1000); // the PI marks of the last orders
    sampling = false;
    await sampler;
    if (profileFile) {
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(profileFile, JSON.stringify(profile));
      console.log(`perfil de CPU da rajada: ${profileFile}`);
    }
    const heapAfter = await heapUsed(page, cdp);
    const probe = await readProbe(page);
    const burstLongTasks = probe.longTasks.filter((t) => t.start >= burstStart);

    // 5. Figures.
    const steadyTimes = orderTimes(rig, steady, probe.seen);
    const burstTimes = orderTimes(rig, burst, probe.seen);
    const all = [...steady, ...burst].map((p) => p.order);
    const statuses = await platformStatuses(rig.sandboxUrl);
    const notPrinted = all.filter((o) => statuses.get(o.id_pedido)?.status !== 'PI').map((o) => `${o.id_pedido}:${statuses.get(o.id_pedido)?.status}`);
    const paper = { steady: paperOf(rig, steady.map((p) => p.order)), burst: paperOf(rig, burst.map((p) => p.order)) };
    const burstLastByte = Math.max(...burstTimes.map((t) => t.lastByteAt).filter(Number.isFinite));
    const burstFirstEmit = Math.min(...burstTimes.map((t) => t.emittedAt).filter(Number.isFinite));
    const burstTickets = paper.burst.printedTickets;
    const throughput = {
      ordersPerSecond: Math.round((burst.length / ((burstLastByte - burstFirstEmit) / 1000)) * 10) / 10,
      ticketsPerSecond: Math.round((burstTickets / ((burstLastByte - burstFirstEmit) / 1000)) * 10) / 10,
      placingSeconds: Math.round((burstPlacedAt - burstStart) / 100) / 10,
      drainSeconds: Math.round((burstLastByte - burstPlacedAt) / 100) / 10,
    };
    // Back to back on one printer: how long each ticket held its lane (agent request, TCP, answer).
    const burstIds = new Set(burst.map((p) => p.order.id_pedido));
    const printerIntervals = Object.fromEntries(
      PRINTER_NAMES.map((printer) => {
        const starts = printedTickets(rig.printers)
          .filter((t) => t.printer === printer && t.orderId !== null && burstIds.has(t.orderId))
          .map((t) => t.firstByteAt)
          .sort((a, b) => a - b);
        return [printer, figures(starts.slice(1).map((at, i) => at - (starts[i] as number)))];
      }),
    );
    // The panel's side of a lane: the agent's answer time, and the wait from an answer to the next
    // ticket of the same printer being asked for (the queue's own turn-around).
    const calls = probe.agentCalls.filter((c) => c.start >= burstStart && c.end !== null) as { printer: string; start: number; end: number }[];
    const turnarounds = PRINTER_NAMES.flatMap((printer) => {
      const mine = calls.filter((c) => c.printer === printer).sort((a, b) => a.start - b.start);
      return mine.slice(1).map((c, i) => c.start - (mine[i] as { end: number }).end);
    });
    const agentLane = {
      'pedido ao agente (POST /print)': figures(calls.map((c) => c.end - c.start)),
      'resposta -> próxima via da impressora': figures(turnarounds),
    };
    const steadySteps = steps(steadyTimes);
    const burstSteps = steps(burstTimes);
    const panelPath = burstSteps['evento -> último byte (caminho todo)'] as Figures;
    const floorPath = floorSteps['evento -> último byte (caminho todo)'];
    const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
    const longest = Math.max(0, ...burstLongTasks.map((t) => t.duration));
    const lost = paper.steady.lost + paper.burst.lost;
    const duplicated = paper.steady.duplicated + paper.burst.duplicated;
    const neverInView = [...steadyTimes, ...burstTimes].filter((t) => !Number.isFinite(t.visibleAt)).length;
    const targets = {
      p95EventToLastByte: { target: `< ${TARGETS.p95EventToLastByteMs} ms a ${BURST.perSecond}/s`, value: panelPath.p95, verdict: verdict(panelPath.p95 < TARGETS.p95EventToLastByteMs) },
      lost: { target: 0, value: lost, verdict: verdict(lost === TARGETS.lost) },
      duplicated: { target: 0, value: duplicated, verdict: verdict(duplicated === TARGETS.duplicated) },
      longestTask: { target: `<= ${TARGETS.longestTaskMs} ms`, value: Math.round(longest), verdict: verdict(longest <= TARGETS.longestTaskMs) },
    };

    const result = {
      startedAt: startedAt.toISOString(),
      rendererBuild: source,
      durationSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
      machine: { cpus: cpus().length, cpu: cpus()[0]?.model ?? '', node: process.version, chromium: browser.version() },
      phases: { floor: FLOOR, steady: STEADY, burst: BURST },
      measuredHow: {
        emitted: 'sandbox onEmit hook: Date.now() right after socket.io emit of `novo`',
        visible: 'MutationObserver in the page: first insertion of the row [data-order-id] in the DOM (virtualised list: rows in view + overscan; paint not included)',
        accepted: 'sandbox: first `atualiza` of the order (PA by auto-accept)',
        lastByte: 'virtual printer: arrival of the last byte of the ticket (cut)',
        lost: `expected ticket not out ${DRAIN_MS.steady / 1000} s (steady) / ${DRAIN_MS.burst / 1000} s (burst) after the phase's last order`,
        printedMark: 'sandbox: second `atualiza` (PI, obs auto)',
      },
      targets,
      panel: { steady: steadySteps, burst: burstSteps },
      floor: { steps: floorSteps, lost: floor.lost, duplicated: floor.duplicated, errors: floor.errors.slice(0, 10) },
      ratioToFloor: { p50: ratio(panelPath.p50, floorPath.p50), p95: ratio(panelPath.p95, floorPath.p95), p99: ratio(panelPath.p99, floorPath.p99) },
      throughput,
      printerIntervalsDuringBurstMs: printerIntervals,
      agentLaneDuringBurstMs: agentLane,
      rigEventLoopUtilisationPercent: rigLoopUtilisation,
      paper,
      ordersNotPI: notPrinted.slice(0, 20),
      ordersNotPICount: notPrinted.length,
      ordersNeverInView: neverInView,
      renderer: {
        openToFirstOrderMs: Math.round(openAt ? openToFirstOrderMs : Number.NaN),
        navigationToFirstOrderMs: Math.round(navigationToFirstOrderMs),
        heapUsedMB: { beforeBurst: mb(heapBefore.cdp), peakDuringBurst: mb(heapPeak), afterBurst: mb(heapAfter.cdp), performanceMemoryAfter: heapAfter.performanceMemory === null ? null : mb(heapAfter.performanceMemory) },
        longTasksDuringBurst: { count: burstLongTasks.length, totalMs: Math.round(burstLongTasks.reduce((s, t) => s + t.duration, 0)), longestMs: Math.round(longest), over200ms: burstLongTasks.filter((t) => t.duration > 200).length },
        pageErrors: pageErrors.slice(0, 10),
      },
    };

    // 6. Report.
    const line = '-'.repeat(78);
    console.log(`\n${line}\nPipeline do pedido: ${result.machine.cpus} núcleos, ${result.machine.cpu}, Node ${process.version}, Chromium ${result.machine.chromium}`);
    console.log(`\nPainel, ritmo constante (${STEADY.count} pedidos a ${STEADY.perSecond}/s), ms:\n${table(Object.entries(steadySteps))}`);
    console.log(`\nPainel, rajada (${BURST.count} pedidos a ${BURST.perSecond}/s), ms:\n${table(Object.entries(burstSteps))}`);
    console.log(`\nPiso (cliente Node sem interface, ${FLOOR.count} pedidos a ${FLOOR.perSecond}/s), ms:\n${table(Object.entries(floorSteps))}`);
    console.log(`\nPainel / piso, evento -> último byte: p50 ${result.ratioToFloor.p50}x, p95 ${result.ratioToFloor.p95}x, p99 ${result.ratioToFloor.p99}x`);
    console.log(`Vazão na rajada: ${throughput.ordersPerSecond} pedidos/s, ${throughput.ticketsPerSecond} vias/s (pedidos em ${throughput.placingSeconds} s, fila esvaziada ${throughput.drainSeconds} s depois)`);
    console.log(`Intervalo entre vias seguidas na mesma impressora (rajada), ms:\n${table(Object.entries(printerIntervals))}`);
    console.log(`Fila de impressão do painel na rajada, ms:\n${table(Object.entries(agentLane))}`);
    console.log(`Laço de eventos do processo do banco de provas (sandbox, impressoras virtuais; o agente roda em outro processo) na rajada: ${rigLoopUtilisation}% ocupado`);
    console.log(`Vias: constante ${paper.steady.printedTickets}/${paper.steady.expectedTickets}, rajada ${paper.burst.printedTickets}/${paper.burst.expectedTickets}; perdidas ${lost} (não saíram até ${DRAIN_MS.burst / 1000} s depois da rajada), duplicadas ${duplicated}; pedidos sem PI: ${notPrinted.length}; nunca na lista visível: ${neverInView}`);
    console.log(`Piso: perdidas ${floor.lost}, duplicadas ${floor.duplicated}, erros ${floor.errors.length}`);
    console.log(`Abrir o painel -> primeiro pedido na lista: ${result.renderer.openToFirstOrderMs} ms (desde o início da navegação: ${result.renderer.navigationToFirstOrderMs} ms)`);
    console.log(`Heap JS do renderer (CDP JSHeapUsedSize): antes ${result.renderer.heapUsedMB.beforeBurst} MB, pico ${result.renderer.heapUsedMB.peakDuringBurst} MB, depois ${result.renderer.heapUsedMB.afterBurst} MB`);
    console.log(`Tarefas longas na rajada: ${result.renderer.longTasksDuringBurst.count} (total ${result.renderer.longTasksDuringBurst.totalMs} ms, maior ${result.renderer.longTasksDuringBurst.longestMs} ms)`);
    console.log(`\nMetas:`);
    console.log(`  ${targets.p95EventToLastByte.verdict}  evento -> último byte p95 ${panelPath.p95} ms (meta ${targets.p95EventToLastByte.target})`);
    console.log(`  ${targets.lost.verdict}  vias perdidas ${lost} (meta 0)`);
    console.log(`  ${targets.duplicated.verdict}  vias duplicadas ${duplicated} (meta 0)`);
    console.log(`  ${targets.longestTask.verdict}  maior tarefa longa ${Math.round(longest)} ms (meta ${targets.longestTask.target})`);
    if (pageErrors.length) console.log(`Erros na página: ${pageErrors.slice(0, 3).join(' | ')}`);

    mkdirSync('bench-results', { recursive: true });
    const file = resolve('bench-results', `pipeline-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nResultados: ${file}\n${line}`);
  } finally {
    await browser.close().catch(() => undefined);
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
