/**
 * The sales history and the dashboard for a busy store, on this machine: store 101 topped up to
 * 60 orders a day for 90 days, the built panel in headless Chromium (browser mode) against the
 * sandbox. Prints, for a 90-day period against a 7-day one, the time from 'Filtrar' on Vendas to
 * the figures, the table and both charts of that period on screen (the doughnuts' slices drawn),
 * and from 'Ver Painel' to the dashboard's cards and line chart (a point drawn for every day); and the platform's own answer time (gerahistorico,
 * geraRelatorio over HTTP) as the floor. Figures are ratios within one run: the machine is shared.
 *
 *   npm run bench:reports            (builds the panel first)
 *   npx tsx bench/reports.ts (uses out/renderer as it is)
 *   BENCH_ROUNDS=8 npx tsx bench/reports.ts
 *
 * Every round asks for a period not asked before (it ends one day earlier), so no answer comes
 * from the panel's cache. The sandbox runs in a process of its own: its synchronous SQLite work
 * must not hold up this process, which times the browser. Bounded: it gives up after 280 s.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Page } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import { PLATFORM_PREFIXES, platformConfigFromOrigin } from '../src/shared/config';
import { formatNumberBR } from '../src/shared/format';
import { periodLength } from '../src/shared/reports';
import { addCalendarDays } from '../src/shared/time';
import { isoDay, parseLocal, DAY } from '../src/sandbox/calendar';
import { SandboxDb } from '../src/sandbox/db';
import { createRandom } from '../src/sandbox/random';
import { seedDatabase } from '../src/sandbox/seed';
import { startPanelHost } from '../src/web-host/host';
import { drawnMarks } from '../rig/charts';
import { loginPanel } from '../rig/orderPath';
import { startSandboxProcess, stopSandboxProcess } from '../rig/sandboxProcess';
import { figures, table, type Figures } from './lib/stats';
import { topUpDays } from './lib/storeData';

const HARD_LIMIT_MS = 280_000;
const ORDERS_PER_DAY = 60;
const DAYS = 90;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const STORE = 101;

const limit = setTimeout(() => {
  console.error(`bench:reports: passou de ${HARD_LIMIT_MS / 1000} s, encerrando.`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

/** Store 101 with at least ORDERS_PER_DAY orders on each of the last DAYS days and today (90 % delivered). */
async function buildDataFile(dataFile: string, now: number): Promise<void> {
  const { db } = await SandboxDb.open({ dataFile });
  seedDatabase(db, now);
  const random = createRandom(90_60);
  const today = isoDay(now);
  const days = Array.from({ length: DAYS + 1 }, (_, i) => parseLocal(addCalendarDays(today, i - DAYS)));
  db.transaction(() => topUpDays(db, random, STORE, ORDERS_PER_DAY, days, now));
  db.close();
}

/** Delivered orders of the store created in the period (what 'Pedidos entregues' and 'Total de pedidos' count). */
async function deliveredCount(dataFile: string, start: string, end: string): Promise<number> {
  const { db } = await SandboxDb.open({ dataFile });
  try {
    return db.value("SELECT COUNT(*) FROM orders WHERE store_id = ? AND status = 'PD' AND created_at >= ? AND created_at < ?", [
      STORE,
      parseLocal(start),
      parseLocal(end) + DAY,
    ]);
  } finally {
    db.close();
  }
}

const digits = (day: string) => day.split('-').reverse().join('');

async function typeDate(page: Page, field: string, day: string) {
  await page.getByRole('group', { name: field }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(digits(day));
}

interface Window {
  start: string;
  end: string;
  delivered: number;
}

/** The time from `t0` to the answer of the first call to `key` after it (the rest is the panel's). */
function answered(page: Page, key: string, t0: () => number): Promise<number> {
  return page.waitForResponse((r) => r.url().includes(key), { timeout: 60_000 }).then(async (r) => {
    await r.finished();
    return performance.now() - t0();
  });
}

/** Vendas: 'Filtrar' to the period's count, the orders table and both doughnuts on screen. */
async function filterSales(page: Page, w: Window): Promise<{ total: number; answer: number }> {
  await typeDate(page, 'Data inicial', w.start);
  await typeDate(page, 'Data final', w.end);
  let t0 = 0;
  const answer = answered(page, 'gerahistorico', () => t0);
  t0 = performance.now();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('group', { name: 'Pedidos entregues' }).getByText(formatNumberBR(w.delivered), { exact: true }).waitFor({ timeout: 60_000 });
  await page.getByRole('table', { name: 'Pedidos do período' }).getByRole('row').nth(15).waitFor({ state: 'attached' });
  // the doughnuts drawn (their slices in the SVG), not only their tables
  await drawnMarks(page, 'Pedidos por tipo de pagamento').first().waitFor({ state: 'attached' });
  await drawnMarks(page, 'Valor por tipo de pagamento').first().waitFor({ state: 'attached' });
  return { total: performance.now() - t0, answer: await answer };
}

/** Painel: 'Ver Painel' to the cards and one point a day on the line chart. */
async function showDashboard(page: Page, w: Window): Promise<{ total: number; answer: number }> {
  await typeDate(page, 'Data inicial', w.start);
  await typeDate(page, 'Data final', w.end);
  let t0 = 0;
  const answer = answered(page, 'geraRelatorio', () => t0);
  t0 = performance.now();
  await page.getByRole('button', { name: 'Ver Painel' }).click();
  await page.getByRole('group', { name: 'Total de pedidos' }).getByText(formatNumberBR(w.delivered), { exact: true }).waitFor({ timeout: 60_000 });
  const title = `Vendas de ${w.start.split('-').reverse().join('/')} a ${w.end.split('-').reverse().join('/')}`;
  // one point a day drawn on the line, and the new/recurring doughnut
  await drawnMarks(page, title).nth(periodLength(w.start, w.end) - 1).waitFor({ state: 'attached' });
  await drawnMarks(page, 'Novos e recorrentes').first().waitFor({ state: 'attached' });
  return { total: performance.now() - t0, answer: await answer };
}

/** The platform alone: one call over HTTP, as the panel makes it. */
async function serverCall(url: string, hash: string, key: string, body: Record<string, string>): Promise<number> {
  const t0 = performance.now();
  const response = await fetch(`${url}${PLATFORM_PREFIXES.legacy}${key}`, {
    method: 'POST',
    headers: { Authorization: `Basic ${hash}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  const answer = (await response.json()) as { status: boolean };
  if (!answer.status) throw new Error(`${key} recusou: ${JSON.stringify(answer).slice(0, 200)}`);
  return performance.now() - t0;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
  const dataFile = join(dir, 'sandbox.sqlite');
  const now = Date.now();
  const built = performance.now();
  await buildDataFile(dataFile, now);
  console.log(`Dados: loja ${STORE} com ${ORDERS_PER_DAY} pedidos por dia em ${DAYS} dias (${((performance.now() - built) / 1000).toFixed(1)} s para montar).`);

  const today = isoDay(now);
  const windows = async (days: number): Promise<Window[]> =>
    Promise.all(
      Array.from({ length: ROUNDS }, async (_, round) => {
        const end = addCalendarDays(today, -(round + 1));
        const start = addCalendarDays(end, -days);
        return { start, end, delivered: await deliveredCount(dataFile, start, end) };
      }),
    );
  const long = await windows(DAYS);
  const short = await windows(7);

  const { url, child: sandbox } = await startSandboxProcess(dataFile);
  const host = await startPanelHost({ config: platformConfigFromOrigin(url), rendererDir: process.env.BENCH_RENDERER_DIR ?? 'out/renderer' });
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const samples: Record<string, number[]> = {};
  const add = (name: string, ms: number) => (samples[name] ??= []).push(ms);
  const addStep = (name: string, step: { total: number; answer: number }) => {
    add(name, step.total);
    add(`${name}, até a resposta chegar`, step.answer);
  };
  try {
    await loginPanel(page, host.url);
    // the session the panel keeps (features/session/sessionStorage.ts)
    const hash = await page.evaluate(() => (JSON.parse(localStorage.getItem('painel.session') ?? '{}') as { hash?: string }).hash ?? null);

    await page.goto(new URL('financeiro/vendas/historico', host.url).href);
    await page.getByRole('table', { name: 'Pedidos do período' }).waitFor();
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: 'Personalizado' }).click();
    for (let round = 0; round < ROUNDS; round++) {
      addStep(`Vendas, Filtrar ${DAYS} dias`, await filterSales(page, long[round]!));
      addStep('Vendas, Filtrar 7 dias', await filterSales(page, short[round]!));
    }

    await page.goto(new URL('painel', host.url).href);
    await page.getByRole('group', { name: 'Total de pedidos' }).waitFor();
    for (let round = 0; round < ROUNDS; round++) {
      addStep(`Painel, Ver Painel ${DAYS} dias`, await showDashboard(page, long[round]!));
      addStep('Painel, Ver Painel 7 dias', await showDashboard(page, short[round]!));
    }

    if (hash) {
      for (let round = 0; round < ROUNDS; round++) {
        for (const [label, w] of [
          [`${DAYS} dias`, long[round]!],
          ['7 dias', short[round]!],
        ] as const) {
          const dates = { data_inicio: w.start, data_final: w.end };
          add(`plataforma gerahistorico ${label}`, await serverCall(url, hash, 'pagamentoonline/gerahistorico', { ...dates, periodo: 'custom', id_estabelecimento: String(STORE) }));
          add(`plataforma geraRelatorio ${label}`, await serverCall(url, hash, 'relatorio/geraRelatorio', dates));
        }
      }
    }
  } finally {
    await browser.close();
    await host.close();
    await stopSandboxProcess(sandbox);
    rmSync(dir, { recursive: true, force: true });
  }

  const rows = Object.entries(samples).map(([name, list]): [string, Figures] => [name, figures(list)]);
  const p50 = (name: string) => figures(samples[name] ?? []).p50;
  console.log(`\n${cpus().length} CPUs, ${ROUNDS} rodadas; ms:`);
  console.log(table(rows));
  console.log(`\nPedidos entregues: ${long.map((w) => w.delivered).join(', ')} (${DAYS} dias) contra ${short.map((w) => w.delivered).join(', ')} (7 dias).`);
  const ratio = (a: string, b: string) => (p50(a) / p50(b)).toFixed(2);
  console.log(`Razão p50 ${DAYS} dias / 7 dias: Vendas ${ratio(`Vendas, Filtrar ${DAYS} dias`, 'Vendas, Filtrar 7 dias')}×, Painel ${ratio(`Painel, Ver Painel ${DAYS} dias`, 'Painel, Ver Painel 7 dias')}×`);
  if (samples[`plataforma gerahistorico ${DAYS} dias`]) {
    console.log(
      `Parte da plataforma no p50 de ${DAYS} dias: Vendas ${((p50(`plataforma gerahistorico ${DAYS} dias`) / p50(`Vendas, Filtrar ${DAYS} dias`)) * 100).toFixed(0)} %, ` +
        `Painel ${((p50(`plataforma geraRelatorio ${DAYS} dias`) / p50(`Painel, Ver Painel ${DAYS} dias`)) * 100).toFixed(0)} %`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
