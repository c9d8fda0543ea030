/**
 * Visão geral (/financeiro/visao-geral) for a busy store against a small one, on this machine:
 * the built panel in headless Chromium (browser mode) against the sandbox in a process of its own.
 *
 * - Grande: store 101 with its year of history (a period a month) and last month topped up to
 *   6,000 transactions.
 * - Pequena: store 303 with one month of history: last month, 200 transactions (the list also
 *   holds the current month, empty).
 *
 * For each, in every round (the page loaded again first, so nothing comes from the panel's cache):
 * the time from choosing last month in 'Período financeiro' to its cards (delivered orders and
 * commission as the platform says) and the first page of its transactions on screen; then from
 * 'Página 2' to the second page on screen. The platform's own answer time for the period's summary
 * and a page of its transactions (over HTTP, through the panel's clients) is the floor. Figures are
 * ratios within one run: the machine is shared.
 *
 *   npm run bench:finance             (builds the panel first)
 *   npx tsx bench/finance.ts  (uses out/renderer as it is)
 *   BENCH_ROUNDS=8 npx tsx bench/finance.ts
 *
 * Bounded: it gives up after 420 s (building the data is most of it on a shared machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type Page } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import type { ApiClients } from '../src/renderer/api/clients';
import { monthLabel } from '../src/renderer/features/finance/model';
import { financialPeriodSummarySchema, financialPeriodsSchema, orderTransactionsSchema } from '../src/shared/api';
import { platformConfigFromOrigin } from '../src/shared/config';
import { formatCentsBRL, formatNumberBR } from '../src/shared/format';
import { monthStart } from '../src/sandbox/calendar';
import { SandboxDb } from '../src/sandbox/db';
import { createRandom } from '../src/sandbox/random';
import { seedDatabase } from '../src/sandbox/seed';
import { startPanelHost } from '../src/web-host/host';
import { signedInClients } from '../rig/platformClients';
import { loginPanel } from '../rig/orderPath';
import { startSandboxProcess, stopSandboxProcess } from '../rig/sandboxProcess';
import { figures, table, type Figures } from './lib/stats';
import { clearOrders, topUpTransactions } from './lib/storeData';

const HARD_LIMIT_MS = 420_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PAGE_SIZE = 15;

interface StoreCase {
  name: string;
  storeId: number;
  usuario: string;
  /** last month's transactions */
  transactions: number;
  /** only last month: the store's older history is removed */
  oneMonth: boolean;
}

const CASES: StoreCase[] = [
  { name: 'Grande', storeId: 101, usuario: 'pizzaria', transactions: 6000, oneMonth: false },
  { name: 'Pequena', storeId: 303, usuario: 'lanchonete', transactions: 200, oneMonth: true },
];

const limit = setTimeout(() => {
  console.error(`bench:finance: passou de ${HARD_LIMIT_MS / 1000} s, encerrando.`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

async function buildDataFile(dataFile: string, now: number): Promise<void> {
  const { db } = await SandboxDb.open({ dataFile });
  seedDatabase(db, now);
  const random = createRandom(6000_200);
  const from = monthStart(now, -1);
  const to = monthStart(now);
  db.transaction(() => {
    for (const c of CASES) {
      if (c.oneMonth) clearOrders(db, c.storeId);
      topUpTransactions(db, random, c.storeId, c.transactions, from, to);
    }
  });
  db.close();
}

/** What the screen must show for last month, read from the platform through the panel's clients. */
interface Target {
  label: string;
  current: string;
  periods: number;
  delivered: number;
  commission: number;
  total: number;
  pages: [string[], string[]];
}

async function targetOf(api: ApiClients): Promise<Target> {
  const periods = financialPeriodsSchema.parse(await api.json.call('financial-periods', { query: { per_page: 5000, page: 1 } }));
  if (!('data' in periods)) throw new Error('forma paginada esperada');
  const [current, last] = periods.data;
  if (!current || !last) throw new Error('menos de dois períodos');
  const summary = financialPeriodSummarySchema.parse(await api.json.call('financial-periods/:id', { params: { id: last.id } })).financial_period_summary;
  const page = async (n: number) => {
    const answer = orderTransactionsSchema.parse(await api.json.call('order-transactions', { query: { financial_period_id: last.id, per_page: PAGE_SIZE, page: n } }));
    if (!('data' in answer)) throw new Error('forma paginada esperada');
    return { hashes: answer.data.map((t) => t.order_hash), total: answer.paginate_metadata.total };
  };
  const [first, second] = [await page(1), await page(2)];
  return {
    label: monthLabel(last.starts_at.slice(0, 10)),
    current: monthLabel(current.starts_at.slice(0, 10)),
    periods: periods.data.length,
    delivered: summary.order_count,
    commission: summary.commission_value,
    total: first.total,
    pages: [first.hashes, second.hashes],
  };
}

/** The platform alone: the summary and a page of transactions of last month, over HTTP. */
async function platformTimes(api: ApiClients): Promise<{ summary: number; page: number }> {
  const periods = financialPeriodsSchema.parse(await api.json.call('financial-periods', { query: { per_page: 5000, page: 1 } }));
  const id = 'data' in periods ? (periods.data[1]?.id ?? 0) : 0;
  let t0 = performance.now();
  await api.json.call('financial-periods/:id', { params: { id } });
  const summary = performance.now() - t0;
  t0 = performance.now();
  await api.json.call('order-transactions', { query: { financial_period_id: id, per_page: PAGE_SIZE, page: 2 } });
  return { summary, page: performance.now() - t0 };
}

const rowsShown = async (page: Page, label: string, hashes: readonly string[]) => {
  const rows = page.getByRole('table', { name: `Transações de ${label}` }).getByRole('row');
  for (const hash of [hashes[0]!, hashes[hashes.length - 1]!]) await rows.filter({ hasText: hash }).waitFor({ timeout: 60_000 });
};

/** The page loaded again, on the current month; then last month chosen, to its cards and first page. */
async function switchPeriod(page: Page, panelUrl: string, t: Target): Promise<number> {
  await page.goto(new URL('financeiro/visao-geral', panelUrl).href);
  await page.getByRole('list', { name: `Resumo de ${t.current}` }).waitFor({ timeout: 60_000 });
  await page.getByRole('combobox', { name: 'Período financeiro' }).click();
  const option = page.getByRole('option', { name: t.label, exact: true });
  await option.waitFor();
  const t0 = performance.now();
  await option.click();
  const cards = page.getByRole('list', { name: `Resumo de ${t.label}` });
  await cards.getByRole('listitem', { name: 'Pedidos entregues', exact: true }).getByText(formatNumberBR(t.delivered), { exact: true }).waitFor({ timeout: 60_000 });
  await cards.getByRole('listitem', { name: 'Comissão', exact: true }).getByText(formatCentsBRL(t.commission), { exact: true }).waitFor({ timeout: 60_000 });
  await rowsShown(page, t.label, t.pages[0]);
  return performance.now() - t0;
}

/** 'Página 2' to the second page's rows on screen. */
async function changePage(page: Page, t: Target): Promise<number> {
  const t0 = performance.now();
  await page.getByRole('navigation', { name: 'Paginação' }).getByRole('button', { name: 'Página 2', exact: true }).click();
  await rowsShown(page, t.label, t.pages[1]);
  return performance.now() - t0;
}

async function storePage(browser: Browser, panelUrl: string, usuario: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: { width: 1366, height: 800 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await loginPanel(page, panelUrl, usuario);
  return page;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-finance-'));
  const dataFile = join(dir, 'sandbox.sqlite');
  const built = performance.now();
  await buildDataFile(dataFile, Date.now());
  console.log(`Dados montados em ${((performance.now() - built) / 1000).toFixed(1)} s.`);

  const { url, child: sandbox } = await startSandboxProcess(dataFile);
  const host = await startPanelHost({ config: platformConfigFromOrigin(url), rendererDir: process.env.BENCH_RENDERER_DIR ?? 'out/renderer' });
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  const samples: Record<string, number[]> = {};
  const add = (name: string, ms: number) => (samples[name] ??= []).push(ms);
  const described: string[] = [];
  try {
    const stores = await Promise.all(
      CASES.map(async (c) => {
        const api = await signedInClients(url, c.usuario);
        const target = await targetOf(api);
        if (target.total !== c.transactions) throw new Error(`${c.name}: ${target.total} transações no mês, esperadas ${c.transactions}`);
        described.push(`${c.name} (loja ${c.storeId}): ${target.periods} períodos; ${target.label} com ${formatNumberBR(target.total)} transações (${formatNumberBR(target.delivered)} pedidos entregues)`);
        return { c, api, target, page: await storePage(browser, host.url, c.usuario) };
      }),
    );
    for (let round = 0; round < ROUNDS; round++) {
      for (const { c, api, target, page } of stores) {
        add(`${c.name}: troca de período até cartões e tabela`, await switchPeriod(page, host.url, target));
        add(`${c.name}: troca de página`, await changePage(page, target));
        const floor = await platformTimes(api);
        add(`${c.name}: plataforma, resumo do período`, floor.summary);
        add(`${c.name}: plataforma, página de transações`, floor.page);
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
  for (const line of described) console.log(line);
  console.log(`\n${cpus().length} CPUs, ${ROUNDS} rodadas; ms:`);
  console.log(table(rows));
  const ratio = (step: string) => (p50(`Grande: ${step}`) / p50(`Pequena: ${step}`)).toFixed(2);
  console.log(`\nRazão p50 Grande / Pequena: troca de período ${ratio('troca de período até cartões e tabela')}×, troca de página ${ratio('troca de página')}×`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
