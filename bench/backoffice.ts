/**
 * Every back-office screen for a large store against a small one, in the same run: the built panel
 * in headless Chromium (browser mode, 1366x768) against the sandbox in a process of its own.
 *
 * - Grande (store 101, pizzaria): a 5,000-product category first in the menu and 60 categories of
 *   40 products; São Paulo's 500 neighbourhoods; a year of orders topped up to 60 a day (about
 *   22,000, with the seed's year of ratings); 13 finance periods, last month topped up to 6,000
 *   transactions.
 * - Pequena (store 303, lanchonete): 5 categories of 20 products, Osasco's 20 neighbourhoods, its
 *   orders cleared and last month given 200 transactions.
 *
 * Per screen and per store, each round: opened from the side menu (the page loaded at '/pedidos'
 * first in each round, so its data is not in the panel's cache; the pointer moved onto the entry,
 * then the click, as a person does), every screen once and then every screen again (a second open
 * within a minute: its chunk and its answers kept), and opened by its address (a full load). Median
 * and p95 per store, and per mode the slowest screen against the issue's targets (from a click
 * < 150 ms, again < 100, by address < 500). Time to content: from the click (or navigation start) to the first frame where the
 * screen's title is there and no loading indicator (an indeterminate progressbar) is left in <main>. Main-thread work: CDP
 * Performance TaskDuration over the open. Longest task: the longest 'longtask' entry during the
 * open. JS: the script bytes fetched during the open (uncompressed: the panel host does not
 * gzip), from the first open. Then, on the large store's 5,000-product category: one key typed in
 * 'Procurar...' to the count on screen, and a keyboard drag to the order saved and the moved row
 * on screen. An open that shows an error in place of its content is printed and left out of the
 * figures; a dialog an open leaves ('Atenção!' on an empty report) is closed, as a person does,
 * before the next click.
 *
 *   npm run bench:backoffice                   (builds the panel first)
 *   npx tsx bench/backoffice.ts        (uses out/renderer as it is)
 *   BENCH_ROUNDS=5 npx tsx bench/backoffice.ts
 *   BENCH_ONLY=/produtos,/painel npx tsx bench/backoffice.ts
 *   BENCH_TRACE=dir npx tsx bench/backoffice.ts   (a Chromium trace of each large-store
 *     side-menu open over 800 ms (BENCH_TRACE_MIN_MS), and of each search box's typing, in dir)
 *   BENCH_PROFILE=dir npx tsx bench/backoffice.ts   (a CPU profile of each large-store side-menu
 *     open and of each search box's typing, the 5,000-product category's too, in dir: read it with
 *     bench/lib/profileSummary.ts; an unminified build names the functions)
 *   BENCH_CPU_SLOWDOWN=2 npx tsx bench/backoffice.ts   (the page's CPU slowed 2x by Chromium:
 *     a slower counter PC, for a diagnostic run; the sandbox and the host are not slowed, and a load
 *     by address that starts a new renderer may run its first moments at full speed)
 *   BENCH_RENDERER_DIR=/tmp/base/out/renderer npx tsx bench/backoffice.ts   (a change against
 *     its base in the same run: out/renderer ('mudança') and that other build ('base') served side by
 *     side against one sandbox, their rounds interleaved (which goes first alternates), each build's
 *     tables, then the ratio mudança/base of every figure)
 *
 * The data is built once a day into node_modules/.cache/bench-backoffice (minutes on a busy
 * machine) and copied for each run. The machine is shared: compare large and small within a run
 * (the ratio), not the milliseconds.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import { MENU, type MenuEntry } from '../src/renderer/app/layout/menuModel';
import { platformConfigFromOrigin } from '../src/shared/config';
import { addCalendarDays } from '../src/shared/time';
import { isoDay, monthStart, parseLocal } from '../src/sandbox/calendar';
import { SandboxDb } from '../src/sandbox/db';
import { createRandom } from '../src/sandbox/random';
import { seedDatabase } from '../src/sandbox/seed';
import { startPanelHost } from '../src/web-host/host';
import { loginPanel, snapshotRenderer } from '../rig/orderPath';
import { startSandboxProcess, stopSandboxProcess } from '../rig/sandboxProcess';
import { figures, median } from './lib/stats';
import { buildMenu, clearOrders, topUpDays, topUpTransactions } from './lib/storeData';
import { mainThreadWork } from './lib/work';

const HARD_LIMIT_MS = 1_500_000;
/** The data, built once a day (it takes minutes on a busy machine) and copied for each run. */
const DATA_CACHE = join('node_modules', '.cache', 'bench-backoffice');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const TRACE_DIR = process.env.BENCH_TRACE;
/** a traced open is kept when it took longer than this (ms) */
const TRACE_MIN_MS = Number(process.env.BENCH_TRACE_MIN_MS ?? 800);
/** A CPU profile (CDP Profiler) of each large-store side-menu open, and of each search box's typing, in this folder. */
const PROFILE_DIR = process.env.BENCH_PROFILE;
/** Another build of the panel (the base of a change): measured beside out/renderer, rounds interleaved. */
const BASE_DIR = process.env.BENCH_RENDERER_DIR;
/** The page's CPU slowed this many times (CDP Emulation.setCPUThrottlingRate): a slower counter PC, for a diagnostic run. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 1);
const BIG_CATEGORY = 'Importados (5.000)';

interface StoreCase {
  name: 'grande' | 'pequena';
  storeId: number;
  usuario: string;
}
const LARGE: StoreCase = { name: 'grande', storeId: 101, usuario: 'pizzaria' };
const SMALL: StoreCase = { name: 'pequena', storeId: 303, usuario: 'lanchonete' };

const limit = setTimeout(() => {
  console.error(`bench:backoffice: passou de ${HARD_LIMIT_MS / 1000} s, encerrando.`);
  process.exit(2);
}, HARD_LIMIT_MS);
limit.unref();

async function buildDataFile(dataFile: string, now: number): Promise<void> {
  const { db } = await SandboxDb.open({ dataFile });
  seedDatabase(db, now);
  const random = createRandom(2026_32);
  const today = isoDay(now);
  const year = Array.from({ length: 366 }, (_, i) => parseLocal(addCalendarDays(today, i - 365)));
  const lastMonth = [monthStart(now, -1), monthStart(now)] as const;
  // the orders before the big menu: the order factory reads the store's whole orderable menu for
  // each order it builds (7,400 products: minutes more)
  db.transaction(() => {
    topUpDays(db, random, LARGE.storeId, 60, year, now);
    topUpTransactions(db, random, LARGE.storeId, 6000, ...lastMonth);
    clearOrders(db, SMALL.storeId);
    topUpTransactions(db, random, SMALL.storeId, 200, ...lastMonth);
  });
  buildMenu(db, { storeId: LARGE.storeId, categories: 60, perCategory: 40, first: { name: BIG_CATEGORY, products: 5000 } });
  buildMenu(db, { storeId: SMALL.storeId, categories: 5, perCategory: 20 });
  const count = (sql: string, id: number) => db.value(sql, [id]);
  console.log(
    `dados: grande ${count('SELECT COUNT(*) FROM orders WHERE store_id = ?', LARGE.storeId)} pedidos, ` +
      `${count('SELECT COUNT(*) FROM menu_products WHERE store_id = ?', LARGE.storeId)} produtos, ` +
      `${count('SELECT COUNT(*) FROM ratings WHERE store_id = ?', LARGE.storeId)} avaliações; ` +
      `pequena ${count('SELECT COUNT(*) FROM orders WHERE store_id = ?', SMALL.storeId)} pedidos, ` +
      `${count('SELECT COUNT(*) FROM menu_products WHERE store_id = ?', SMALL.storeId)} produtos`,
  );
  db.close();
}

/** The side menu's screens (the orders manager and the start redirect are not back office). */
type Screen = MenuEntry & { group: string | null };
function screens(): Screen[] {
  const all: Screen[] = MENU.flatMap<Screen>((item) => (item.kind === 'entry' ? [{ ...item, group: null }] : item.entries.map((e) => ({ ...e, group: item.label }))));
  return all.filter((e) => e.path !== '/pedidos' && e.path !== '/' && (!ONLY || ONLY.includes(e.path)));
}

/** Installed before the panel's scripts: long tasks are kept for the open's figures. */
const INIT = `(() => {
  window.__long = [];
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]); })
      .observe({ type: 'longtask', buffered: true });
  } catch {}
})()`;

/**
 * In the page, per screen: what must be on screen besides the title, where a screen's content
 * comes from a second load (found with BENCH_VERBOSE: <main>'s text 1.5 s after 'content' against
 * at it). /produtos: the selected
 * category's products (its heading's name, the table 'Produtos de <name>' with a row of it), not
 * only the categories: between the categories' answer and the products' request no progress
 * indicator is shown (one open was read at 44 ms).
 */
const CONTENT_OF: Record<string, string> = {
  '/produtos': `(() => {
    const names = new Set([...main.querySelectorAll('h2')].map((h) => 'Produtos de ' + h.textContent));
    const table = [...main.querySelectorAll('[role="table"]')].find((t) => names.has(t.getAttribute('aria-label')));
    return !!table && !!table.querySelector('[role="row"][aria-rowindex="2"] [role="cell"]');
  })()`,
  // the cards compared with the period before (asked together, answered apart): a card's change
  // is there ('... vs. período anterior' or 'Sem base de comparação'), not only the period's figures
  '/painel': `/vs\\. período anterior|Sem base de comparação/.test(main.textContent)`,
  // the categories' production printers (a row per category, drawn after the rest of the form):
  // without this the screen read as shown before the large store's 61 rows were there
  '/configuracoes/impressoras': `!!main.querySelector('table[aria-label="Impressão de produção por categoria"] input[list]') || main.textContent.includes('Nenhuma categoria no cardápio.')`,
  // the page of ratings (one run read 134 ms, work 192 against 457 to 551: read before the table)
  '/avaliacoes': `!!main.querySelector('table[aria-label="Avaliações"] tbody tr td') && !main.textContent.includes('Carregando')`,
};

/** In the page: the screen at `path` is shown, its title there, nothing left loading and its own content there. */
const contentShown = (path: string) => `(() => {
  if (location.pathname !== ${JSON.stringify(path)}) return false;
  // the screen shown: <main>'s one visible child (screens left a moment ago stay in <main>, hidden)
  const all = document.querySelector('main');
  const shown = all ? [...all.children].filter((c) => c.checkVisibility()) : [];
  const main = shown.length === 1 ? shown[0] : all;
  const h1 = main && main.querySelector('h1');
  if (!h1 || h1 === window.__prevH1) return false;
  // an error in place of the content ends the open too, and is reported as such, not timed
  const error = main.querySelector('.MuiAlert-colorError');
  if (error) { window.__openError = error.textContent; return true; }
  // a determinate bar (aria-valuenow: the ratings' grade bars) is content, not loading
  if (main.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')) return false;
  if (!${CONTENT_OF[path] ?? 'true'}) return false;
  window.__shownText = main.innerText.length;
  const hidden = [...all.children].filter((c) => !shown.includes(c)).reduce((n, c) => n + 1 + c.getElementsByTagName('*').length, 0);
  window.__shownNodes = document.getElementsByTagName('*').length - hidden;
  return true;
})()`;

/** In the page: runs `act`, then resolves with the time to the first frame where `done` holds. */
const timed = (act: string, done: string, timeoutMs = 30_000) => `new Promise((resolve) => {
  const t0 = performance.now();
  (() => { ${act} })();
  const frame = () => {
    if (${done}) resolve([t0, performance.now() - t0]);
    else if (performance.now() - t0 > ${timeoutMs}) resolve([t0, NaN]);
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

/** In the page: since t0, the longest task (ms) and the script bytes fetched; the elements at 'content'. */
const sinceT0 = (t0: number) => `(() => {
  const long = window.__long.filter(([s]) => s >= ${t0} - 1).reduce((m, [, d]) => Math.max(m, d), 0);
  const js = performance.getEntriesByType('resource').filter((r) => r.startTime >= ${t0} - 1 && /\\.m?js(\\?|$)/.test(r.name))
    .reduce((sum, r) => sum + (r.encodedBodySize || r.transferSize || 0), 0);
  return [long, js, window.__shownNodes, window.__openError ?? null];
})()`;

interface Open {
  ms: number;
  taskMs: number;
  longMs: number;
  jsBytes: number;
  /** elements in the page when the content was shown: a list that draws every row shows here */
  nodes: number;
  /** the screen showed an error instead of its content (its text): not counted in the figures */
  error: string | null;
}
/** menu: the first open from the side menu in a round (the page loaded at /pedidos just before);
 * menu2: the same screen opened again from the side menu, after every screen's first open (within
 * a minute of its first); endereço: a full load of its address. */
type Mode = 'menu' | 'menu2' | 'endereço';
const MODES: Mode[] = ['menu', 'menu2', 'endereço'];
const MODE_TITLE: Record<Mode, string> = {
  menu: 'pelo menu lateral, primeira vez',
  menu2: 'pelo menu lateral, de novo (menos de um minuto depois)',
  endereço: 'pelo endereço (carga completa)',
};
/** the issue's targets for the median, per mode (ms) */
const TARGET_MS: Record<Mode, number> = { menu: 150, menu2: 100, endereço: 500 };
type Results = Map<string, Open[]>;
const key = (store: StoreCase, mode: Mode, path: string) => `${store.name} ${mode} ${path}`;

/** A build of the panel under test: out/renderer ('mudança') and, with BENCH_RENDERER_DIR, its base. */
interface Build {
  name: 'mudança' | 'base';
  url: string;
  results: Results;
  sessions: Session[];
  search: number[];
  drag: number[];
  searchBoxes: Map<string, KeyTimes>;
}

/** opens that showed an error instead of the screen's content, printed at the end */
const failedOpens: string[] = [];

function record(results: Results, k: string, open: Open) {
  if (open.error !== null) {
    failedOpens.push(`${k}: ${open.error}`);
    console.error(`ERRO ao abrir ${k}: ${open.error}`);
    return;
  }
  results.set(k, [...(results.get(k) ?? []), open]);
}

/**
 * A dialog the open left on screen ('Atenção!' when a report has no rows) is closed with its
 * button, as a person does before the next click: while it is open the rest of the page is inert
 * (aria-hidden), and the next screen's link would read as not offered.
 */
async function backToOrders(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menu principal' }).locator('a[href$="/pedidos"]').first().click();
  await page.waitForURL(/\/pedidos$/);
}

async function closeDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button').last().click();
}

/** Null when the store's menu has no such entry (Upload em massa is offered to some stores only). */
async function openFromMenu(page: Page, cdp: CDPSession, entry: Screen, traceName?: string, profileName?: string): Promise<Open | null> {
  await closeDialog(page);
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  const link = nav.locator(`a[href$="${entry.path}"]`).first();
  if (!(await link.isVisible()) && entry.group) {
    // the group's button, by its text (a group some stores lack is not there at all), when it is
    // closed: a click on an open group that has not drawn its entries yet would close it
    await page.evaluate(
      `[...document.querySelectorAll('nav[aria-label="Menu principal"] [role="button"], nav[aria-label="Menu principal"] button')].find((b) => b.textContent.trim() === ${JSON.stringify(entry.group)} && b.getAttribute('aria-expanded') !== 'true')?.click()`,
    );
  }
  if (!(await link.waitFor({ state: 'visible', timeout: 5_000 }).then(() => true, () => false))) return null;
  // the pointer reaches the entry before the click (what starts its screen's download, if idle time has not)
  await link.hover();
  await page.evaluate(`window.__prevH1 = [...document.querySelectorAll('main h1')].find((h) => h.checkVisibility()) ?? null; window.__openError = null`);
  const before = await mainThreadWork(cdp);
  if (traceName) await page.context().browser()!.startTracing(page, { screenshots: false });
  if (profileName) await startProfile(cdp);
  const [t0, ms] = await page.evaluate<[number, number]>(timed(`document.querySelector('nav[aria-label="Menu principal"] a[href$="${entry.path}"]').click();`, contentShown(entry.path)));
  const after = await mainThreadWork(cdp);
  if (profileName) await stopProfile(cdp, profileName);
  if (traceName) {
    const trace = await page.context().browser()!.stopTracing();
    if (ms > TRACE_MIN_MS) writeFileSync(join(TRACE_DIR!, `${traceName}.json`), trace);
  }
  const [longMs, jsBytes, nodes, error] = await page.evaluate<[number, number, number, string | null]>(sinceT0(t0));
  if (process.env.BENCH_VERBOSE) {
    // a screen whose content grows much after 'content shown' is read too early (a load after a load)
    await page.waitForTimeout(1500);
    const [shown, later] = await page.evaluate<[number, number]>(`[window.__shownText, document.querySelector('main').innerText.length]`);
    console.log(`  ${entry.path}: texto em <main> no 'conteúdo' ${shown}, 1,5 s depois ${later}`);
  }
  return { ms, taskMs: after.task - before.task, longMs, jsBytes, nodes, error };
}

async function openByAddress(page: Page, cdp: CDPSession, panelUrl: string, path: string): Promise<Open> {
  const before = await mainThreadWork(cdp);
  await page.goto(new URL(path.slice(1), panelUrl).href);
  // the document's navigation start is 0: wait for the content, and take the frame's time in the page
  const ms = await page.evaluate<number>(`new Promise((resolve) => {
    const frame = () => {
      if (${contentShown(path)}) resolve(performance.now());
      else if (performance.now() > 30000) resolve(NaN);
      else requestAnimationFrame(frame);
    };
    frame();
  })`);
  const after = await mainThreadWork(cdp);
  const [longMs, jsBytes, nodes, error] = await page.evaluate<[number, number, number, string | null]>(sinceT0(0));
  if (process.env.BENCH_VERBOSE) {
    // what a full load waited for: each request's start and end, from navigation start
    const requests = await page.evaluate<string>(
      `performance.getEntriesByType('resource').filter((r) => r.startTime < ${ms}).map((r) => Math.round(r.startTime) + '-' + Math.round(r.responseEnd) + ' ' + r.name.replace(/^https?:\\/\\/[^/]+/, '').slice(0, 60)).join('\\n    ')`,
    );
    console.log(`  ${path} pelo endereço, ${Math.round(ms)} ms; pedidos (início-fim):\n    ${requests}`);
  }
  // a load may start a new renderer, whose counter starts at 0
  return { ms, taskMs: after.task >= before.task ? after.task - before.task : after.task, longMs, jsBytes, nodes, error };
}

interface Session {
  store: StoreCase;
  page: Page;
  cdp: CDPSession;
}

async function session(browser: Browser, panelUrl: string, store: StoreCase): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
  await context.addInitScript({ content: INIT });
  const page = await context.newPage();
  await loginPanel(page, panelUrl, store.usuario);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await slowDown(cdp);
  return { store, page, cdp };
}

/** BENCH_CPU_SLOWDOWN, set again after each load (a load may start a new renderer). */
async function slowDown(cdp: CDPSession): Promise<void> {
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function startProfile(cdp: CDPSession): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

/** The profile since startProfile, as PROFILE_DIR/<name>.cpuprofile. */
async function stopProfile(cdp: CDPSession, name: string): Promise<void> {
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(PROFILE_DIR!, `${name}.cpuprofile`), JSON.stringify(profile));
}

const bigTable = (page: Page) => page.getByRole('table', { name: `Produtos de ${BIG_CATEGORY}` });

/** The 5,000-product category opened by its address, its first row shown. */
async function openBigCategory(s: Session, panelUrl: string): Promise<void> {
  await s.page.goto(new URL('produtos', panelUrl).href);
  await bigTable(s.page).getByRole('row').nth(1).waitFor({ timeout: 60_000 });
}

/** keyboard drags timed per round on the 5,000-product category (one a round made the p95 the worst of three) */
const DRAGS_PER_ROUND = 4;

/** One round in the 5,000-product category: 'item 12' typed key by key, cleared, and keyboard drags saved. */
async function bigCategoryRound(s: Session, out: { search: number[]; drag: number[] }): Promise<void> {
  const { page } = s;
  const table = bigTable(page);
  // the counter is aria-busy while the list has not yet followed the box (a deferred render)
  const count = `[...document.querySelectorAll('[role="status"]:not([aria-busy="true"])')].map((e) => e.textContent).join('|')`;
  const type = (text: string) => `
    const input = document.querySelector('input[aria-label="Procurar..."]');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
    input.dispatchEvent(new Event('input', { bubbles: true }));`;
  let typed = '';
  if (PROFILE_DIR) await startProfile(s.cdp);
  if (TRACE_DIR) await page.context().browser()!.startTracing(page, { screenshots: false });
  for (const ch of 'item 12') {
    typed += ch;
    const [, ms] = await page.evaluate<[number, number]>(
      timed(type(typed), `(${count}).includes(' de 5000') && document.querySelector('input[aria-label="Procurar..."]').value === ${JSON.stringify(typed)}`),
    );
    // the count may read the same for two keys: the frame after the key is what a person sees
    out.search.push(ms);
  }
  const [, clear] = await page.evaluate<[number, number]>(timed(type(''), `(${count}).includes('5000 produtos')`));
  out.search.push(clear);
  if (PROFILE_DIR) await stopProfile(s.cdp, `busca_produtos-${out.search.length}`);
  if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `busca_produtos-${out.search.length}.json`), await page.context().browser()!.stopTracing());
  if (process.env.BENCH_VERBOSE) console.log('busca', [...'item 12', '(limpar)'].map((k, i) => `${k}=${Math.round(out.search.at(i - 8)!)}`).join(' '));

  // several drags a round, so the p95 is not the worst of three: each moves the first row one down
  for (let d = 0; d < DRAGS_PER_ROUND; d++) {
    const first = table.getByRole('row').nth(1);
    const name = (await first.innerText()).split('\n')[0]!.trim();
    const handle = page.getByRole('button', { name: `Arrastar para reordenar ${name}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(300);
    if (process.env.BENCH_VERBOSE) await page.evaluate(`window.addEventListener('keydown', (e) => { if (e.key === ' ') window.__dropAt = e.timeStamp; }, { once: true, capture: true })`);
    const saved = page.waitForResponse((res) => res.url().endsWith('/api/cardapio/ordem'), { timeout: 20_000 });
    const t0 = performance.now();
    await page.keyboard.press('Space');
    // the moved row on screen (second row) and the order saved
    const since = () => Math.round(performance.now() - t0);
    const [savedMs, shownMs] = await Promise.all([
      saved.then((res) => res.finished()).then(since),
      table.locator('[role="row"][aria-rowindex="3"]').filter({ hasText: name }).waitFor({ timeout: 20_000 }).then(since),
    ]);
    out.drag.push(performance.now() - t0);
    if (process.env.BENCH_VERBOSE) {
      // in the page: from the key's event to the request's start and its answer's end
      const [sent, answered] = await page.evaluate<[number, number]>(`(() => {
        const r = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/api/cardapio/ordem')).at(-1);
        return [Math.round(r.startTime - window.__dropAt), Math.round(r.responseEnd - window.__dropAt)];
      })()`);
      console.log(`arrastar: na tela ${shownMs} ms, salvo ${savedMs} ms; na página: enviado ${sent} ms após a tecla, resposta ${answered} ms`);
    }
  }
}

/**
 * The back office's other search boxes (the issue: "typing in any search box updates within 50 ms
 * p95"), on the large store, typed key by key. Per key, two times from the input event: to the
 * frame that shows the key in the box, and to the frame after the screen's last change (the list
 * followed the box; the screen is taken as settled after 700 ms without a change in <main>).
 * Avaliações asks the platform after a 300 ms pause in typing (RatingsPage), so its list follows
 * after that pause by design.
 */
const SEARCH_BOXES: Array<{ path: string; box: string; text: string }> = [
  { path: '/estoque', box: 'Procurar...', text: 'molho' },
  { path: '/configuracoes/formapagamento', box: 'Procurar...', text: 'cart' },
  { path: '/configuracoes/bairros', box: 'Procurar bairro', text: 'vila m' },
  { path: '/avaliacoes', box: 'Buscar avaliação', text: 'bom' },
];

interface KeyTimes {
  echo: number[];
  settled: number[];
}

/** In the page: types `text` into the box marked data-bench-box; resolves with [to the key in the box, to the frame after <main>'s last change]. */
const typeAndSettle = (text: string) => `new Promise((resolve) => {
  const input = document.querySelector('[data-bench-box]');
  const main = document.querySelector('main');
  const t0 = performance.now();
  let echo = NaN;
  let last = t0;
  const observer = new MutationObserver(() => requestAnimationFrame(() => (last = performance.now())));
  observer.observe(main, { subtree: true, childList: true, characterData: true, attributes: true });
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const frame = () => {
    if (Number.isNaN(echo) && input.value === ${JSON.stringify(text)}) echo = performance.now() - t0;
    if (performance.now() - last > 700) {
      observer.disconnect();
      resolve([echo, last - t0]);
    } else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})`;

async function searchBoxRound(s: Session, panelUrl: string, out: Map<string, KeyTimes>): Promise<void> {
  for (const { path, box, text } of SEARCH_BOXES) {
    if (ONLY && !ONLY.includes(path)) continue;
    await s.page.goto(new URL(path.slice(1), panelUrl).href);
    // a text box, or a search box (type="search")
    const field = s.page.getByRole('textbox', { name: box, exact: true }).or(s.page.getByRole('searchbox', { name: box, exact: true })).first();
    if (!(await field.waitFor({ timeout: 30_000 }).then(() => true, () => false))) continue;
    await field.evaluate((el) => el.setAttribute('data-bench-box', ''));
    const times = out.get(path) ?? { echo: [], settled: [] };
    if (TRACE_DIR) await s.page.context().browser()!.startTracing(s.page, { screenshots: false });
    if (PROFILE_DIR) await startProfile(s.cdp);
    for (let i = 1; i <= text.length; i++) {
      const [echo, settled] = await s.page.evaluate<[number, number]>(typeAndSettle(text.slice(0, i)));
      times.echo.push(echo);
      times.settled.push(settled);
    }
    if (PROFILE_DIR) await stopProfile(s.cdp, `busca${path.replaceAll('/', '_')}-${times.echo.length}`);
    if (TRACE_DIR) writeFileSync(join(TRACE_DIR, `busca${path.replaceAll('/', '_')}-${times.echo.length}.json`), await s.page.context().browser()!.stopTracing());
    const [echo, settled] = await s.page.evaluate<[number, number]>(typeAndSettle(''));
    times.echo.push(echo);
    times.settled.push(settled);
    out.set(path, times);
    if (process.env.BENCH_VERBOSE) console.log(`busca ${path}: caixa ${times.echo.slice(-text.length - 1).map(Math.round).join(' ')}; lista ${times.settled.slice(-text.length - 1).map(Math.round).join(' ')}`);
  }
}

function reportSearchBoxes(out: Map<string, KeyTimes>, title = '') {
  if (out.size === 0) return;
  console.log(`\n${title}Caixas de busca (grande): uma tecla até ela aparecer na caixa, e até a tela parar de mudar (a lista seguiu a busca), ms`);
  console.log(`${'tela'.padEnd(34)} ${pad('caixa p50', 10)} ${pad('caixa p95', 10)} ${pad('lista p50', 10)} ${pad('lista p95', 10)} ${pad('máx', 8)} ${pad('n', 4)}`);
  for (const [path, t] of out) {
    const echo = figures(t.echo);
    const settled = figures(t.settled);
    console.log(`${path.padEnd(34)} ${pad(echo.p50, 10)} ${pad(echo.p95, 10)} ${pad(settled.p50, 10)} ${pad(settled.p95, 10)} ${pad(settled.max, 8)} ${pad(t.settled.length, 4)}`);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)}`;
const pad = (v: string | number, w: number) => String(v).padStart(w);

function report(results: Results, list: ReturnType<typeof screens>, title = '') {
  for (const mode of MODES) {
    console.log(`\n${title}Aberto ${MODE_TITLE[mode]}: tempo até o conteúdo (ms), trabalho da thread principal (ms), tarefa mais longa (ms), JS baixado (KB), elementos na página no conteúdo`);
    console.log(
      `${'tela'.padEnd(34)} ${pad('peq p50', 8)} ${pad('peq p95', 8)} ${pad('gr p50', 8)} ${pad('gr p95', 8)} ${pad('gr/peq', 7)} ${pad('tarefa p', 9)} ${pad('tarefa g', 9)} ${pad('longa g', 8)} ${pad('JS p', 6)} ${pad('JS g', 6)} ${pad('DOM p', 6)} ${pad('DOM g', 6)}`,
    );
    for (const e of list) {
      const small = results.get(key(SMALL, mode, e.path)) ?? [];
      const large = results.get(key(LARGE, mode, e.path)) ?? [];
      const s = figures(small.map((o) => o.ms));
      const l = figures(large.map((o) => o.ms));
      const ratio = (l.p50 / s.p50).toFixed(2);
      console.log(
        `${`${e.path} (${e.label})`.slice(0, 34).padEnd(34)} ${pad(s.p50, 8)} ${pad(s.p95, 8)} ${pad(l.p50, 8)} ${pad(l.p95, 8)} ${pad(ratio, 7)} ` +
          `${pad(Math.round(median(small.map((o) => o.taskMs))), 9)} ${pad(Math.round(median(large.map((o) => o.taskMs))), 9)} ` +
          `${pad(Math.round(Math.max(...large.map((o) => o.longMs), 0)), 8)} ${pad(kb(Math.max(...small.map((o) => o.jsBytes), 0)), 6)} ${pad(kb(Math.max(...large.map((o) => o.jsBytes), 0)), 6)} ` +
          `${pad(Math.round(median(small.map((o) => o.nodes))), 6)} ${pad(Math.round(median(large.map((o) => o.nodes))), 6)}`,
      );
    }
  }
  reportTargets(results, list, title);
}

/** Per mode: the slowest screen's median (both stores) against the issue's target, and the highest p95. */
function reportTargets(results: Results, list: ReturnType<typeof screens>, title = '') {
  console.log(`\n${title}Metas (mediana de cada tela, loja grande e pequena):`);
  for (const mode of MODES) {
    const rows = list.flatMap((e) =>
      [SMALL, LARGE].map((store) => ({ at: `${store.name} ${e.path}`, f: figures((results.get(key(store, mode, e.path)) ?? []).map((o) => o.ms)) })),
    ).filter((r) => Number.isFinite(r.f.p50));
    if (rows.length === 0) continue;
    const worst = rows.reduce((a, b) => (b.f.p50 > a.f.p50 ? b : a));
    const worstP95 = rows.reduce((a, b) => (b.f.p95 > a.f.p95 ? b : a));
    const over = rows.filter((r) => r.f.p50 >= TARGET_MS[mode]).length;
    console.log(
      `  ${MODE_TITLE[mode]}: meta < ${TARGET_MS[mode]} ms; a mediana mais alta ${worst.f.p50} (${worst.at}), o p95 mais alto ${worstP95.f.p95} (${worstP95.at}); ` +
        `${over === 0 ? 'todas dentro da meta' : `${over} de ${rows.length} acima`}`,
    );
  }
}

const ratioOf = (change: number, base: number) => (Number.isFinite(change) && Number.isFinite(base) && base > 0 ? (change / base).toFixed(2) : 'NaN');

/** mudança/base of each screen's medians (below 1: the change is faster), from the same interleaved rounds. */
function reportRatios(change: Build, base: Build, list: ReturnType<typeof screens>) {
  for (const mode of MODES) {
    console.log(`\nmudança/base, aberto ${MODE_TITLE[mode]}: razão das medianas (abaixo de 1: a mudança é mais rápida)`);
    console.log(`${'tela'.padEnd(34)} ${pad('tempo p', 8)} ${pad('tempo g', 8)} ${pad('tarefa p', 9)} ${pad('tarefa g', 9)} ${pad('longa g', 8)}`);
    for (const e of list) {
      const of = (b: Build, store: StoreCase) => b.results.get(key(store, mode, e.path)) ?? [];
      const med = (opens: Open[], f: (o: Open) => number) => median(opens.map(f));
      const r = (store: StoreCase, f: (o: Open) => number) => ratioOf(med(of(change, store), f), med(of(base, store), f));
      console.log(
        `${`${e.path} (${e.label})`.slice(0, 34).padEnd(34)} ${pad(r(SMALL, (o) => o.ms), 8)} ${pad(r(LARGE, (o) => o.ms), 8)} ` +
          `${pad(r(SMALL, (o) => o.taskMs), 9)} ${pad(r(LARGE, (o) => o.taskMs), 9)} ${pad(r(LARGE, (o) => o.longMs), 8)}`,
      );
    }
  }
}

function reportBigCategory(b: Build, title = '') {
  const f = (v: number[]) => figures(v);
  console.log(`\n${title}Categoria de 5.000 produtos (grande): uma tecla na busca até a contagem na tela, ms: p50 ${f(b.search).p50}, p95 ${f(b.search).p95}, máx ${f(b.search).max} (n ${b.search.length})`);
  console.log(`${title}arrastar com o teclado até a ordem salva e a linha na nova posição, ms: p50 ${f(b.drag).p50}, p95 ${f(b.drag).p95} (n ${b.drag.length}; inclui os 100 ms que o painel espera antes de enviar)`);
}

async function main() {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'bench-backoffice-'));
  const dataFile = join(dir, 'sandbox.sqlite');
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const cached = join(DATA_CACHE, `dados-${isoDay(Date.now())}-v1.sqlite`);
  if (existsSync(cached)) copyFileSync(cached, dataFile);
  else {
    await buildDataFile(dataFile, Date.now());
    mkdirSync(DATA_CACHE, { recursive: true });
    copyFileSync(dataFile, cached);
  }
  console.log(`dados prontos em ${Math.round((performance.now() - started) / 1000)} s; ${cpus().length} núcleos; ${ROUNDS} rodadas${CPU_SLOWDOWN > 1 ? `; CPU da página ${CPU_SLOWDOWN}x mais lenta` : ''}`);
  const { url: sandboxUrl, child } = await startSandboxProcess(dataFile);
  const config = platformConfigFromOrigin(sandboxUrl);
  // copies of the builds, so a build started meanwhile changes neither
  const sources: Array<[Build['name'], string]> = [['mudança', 'out/renderer'], ...(BASE_DIR ? [['base', BASE_DIR] as [Build['name'], string]] : [])];
  const snapshots = await Promise.all(sources.map(([, dir]) => snapshotRenderer(dir)));
  if (BASE_DIR) console.log(`mudança: ${resolve('out/renderer')}; base: ${resolve(BASE_DIR)} (rodadas intercaladas)`);
  const hosts = await Promise.all(snapshots.map((snap) => startPanelHost({ config, rendererDir: snap.dir })));
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  /** screens a store's menu does not offer: not opened by address either */
  const notOffered = new Set<string>();
  const list = screens();
  const withBig = !ONLY || ONLY.includes('/produtos');
  try {
    const builds: Build[] = [];
    for (const [i, [name]] of sources.entries()) {
      const url = hosts[i]!.url;
      builds.push({ name, url, results: new Map(), sessions: [await session(browser, url, SMALL), await session(browser, url, LARGE)], search: [], drag: [], searchBoxes: new Map() });
    }
    // which build goes first alternates by round, so neither always meets the same moment of the machine
    const inTurn = (r: number) => (r % 2 === 0 ? builds : [...builds].reverse());
    for (let r = 0; r < ROUNDS; r++) {
      for (const b of inTurn(r)) {
        // small and large one after the other in each round, so both see the same moment of the machine
        for (const s of b.sessions) {
          await s.page.goto(new URL('pedidos', b.url).href);
          await s.page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
          await slowDown(s.cdp);
          // every screen once, then every screen again in the same order: the second open of each
          // comes a few seconds after its first (well within the minute RTK Query keeps an answer)
          for (const mode of ['menu', 'menu2'] as const) {
            // a screen benched alone (BENCH_ONLY): its second open starts from somewhere else
            if (mode === 'menu2' && list.length === 1) await backToOrders(s.page);
            for (const e of list) {
              if (notOffered.has(key(s.store, 'menu', e.path))) continue;
              const name = `${b.name === 'base' ? 'base' : ''}${mode === 'menu2' ? 'de-novo' : ''}${e.path.replaceAll('/', '_')}-${r}`;
              const open = await openFromMenu(s.page, s.cdp, e, TRACE_DIR && s.store === LARGE ? name : undefined, PROFILE_DIR && s.store === LARGE ? name : undefined);
              if (open) record(b.results, key(s.store, mode, e.path), open);
              else notOffered.add(key(s.store, 'menu', e.path));
              if (process.env.BENCH_VERBOSE) console.log(b.name, s.store.name, mode, e.path, open ? `${Math.round(open.ms)} ms, tarefa mais longa ${Math.round(open.longMs)} ms` : 'não oferecida');
            }
          }
        }
        for (const s of b.sessions) {
          for (const e of list) {
            if (notOffered.has(key(s.store, 'menu', e.path))) continue;
            record(b.results, key(s.store, 'endereço', e.path), await openByAddress(s.page, s.cdp, b.url, e.path));
          }
        }
      }
      console.log(`rodada ${r + 1} de ${ROUNDS} em ${Math.round((performance.now() - started) / 1000)} s`);
    }
    const titleOf = (b: Build) => (BASE_DIR ? `[${b.name}] ` : '');
    for (const b of builds) report(b.results, list, titleOf(b));
    if (withBig) {
      for (const b of builds) await openBigCategory(b.sessions[1]!, b.url);
      for (let r = 0; r < ROUNDS; r++) for (const b of inTurn(r)) await bigCategoryRound(b.sessions[1]!, b);
      for (const b of builds) reportBigCategory(b, titleOf(b));
    }
    for (let r = 0; r < ROUNDS; r++) for (const b of inTurn(r)) await searchBoxRound(b.sessions[1]!, b.url, b.searchBoxes);
    for (const b of builds) reportSearchBoxes(b.searchBoxes, titleOf(b));
    const [change, base] = builds;
    if (change && base) {
      reportRatios(change, base, list);
      if (withBig) {
        const f = (v: number[]) => figures(v);
        console.log(
          `\nmudança/base, categoria de 5.000 produtos: tecla na busca p50 ${ratioOf(f(change.search).p50, f(base.search).p50)}, p95 ${ratioOf(f(change.search).p95, f(base.search).p95)}; ` +
            `arrastar p50 ${ratioOf(f(change.drag).p50, f(base.drag).p50)}, p95 ${ratioOf(f(change.drag).p95, f(base.drag).p95)}`,
        );
      }
    }
    if (failedOpens.length > 0) console.log(`\naberturas que mostraram erro (fora das figuras): ${failedOpens.length}\n${failedOpens.join('\n')}`);
    console.log(`\ntotal ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await browser.close();
    await Promise.all(hosts.map((h) => h.close()));
    for (const snap of snapshots) snap.remove();
    await stopSandboxProcess(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
