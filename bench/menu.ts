/**
 * The menu screen (/produtos) with a big menu against a small one: store 101 gets 60 categories of
 * 40 products (2,400), store 303 one of 100 products (5 categories of 20), both made through the
 * sandbox's own menu rules. In the built panel, in Chromium, against the sandbox, it times:
 *   - open: a full load of /produtos to the first category's products on screen (from navigation
 *     start, taken in the page on the first frame the rows are there);
 *   - search: one keystroke in 'Procurar...' to the 'X de N' count on screen (in the page);
 *   - drag: the drop of a product moved with the keyboard to the end of the answer of the order
 *     call (the panel waits 100 ms after a drop before sending it, by design: it is in the figure).
 *
 *   npm run bench:menu              (builds the panel first; 10 runs of each step)
 *   npx tsx bench/menu.ts 20
 *
 * The machine is shared: compare big and small within a run rather than the milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import { platformConfigFromOrigin } from '../src/shared/config';
import { SandboxDb } from '../src/sandbox/db';
import { seedDatabase } from '../src/sandbox/seed';
import { createSandbox } from '../src/sandbox/server';
import { startPanelHost } from '../src/web-host/host';
import { loginPanel } from '../rig/orderPath';
import { figures, table } from './lib/stats';
import { buildMenu, type MenuShape } from './lib/storeData';

const RUNS = Number(process.argv[2] ?? 10);

interface MenuCase extends MenuShape {
  usuario: string;
}

const BIG: MenuCase = { usuario: 'pizzaria', storeId: 101, categories: 60, perCategory: 40 };
const SMALL: MenuCase = { usuario: 'lanchonete', storeId: 303, categories: 5, perCategory: 20 };
/** Statements run in the page (strings: they are evaluated there). */
const countText = () => `[...document.querySelectorAll('[role="status"]')].map((s) => s.textContent).join('|')`;
const FIRST_TABLE = `document.querySelector('[role="table"][aria-label="Produtos de Seção 01"]')`;
// the table is virtual: all the category's products counted, and the first one's row on screen
const rowsShown = (shape: MenuShape) =>
  `${FIRST_TABLE}?.getAttribute('aria-rowcount') === '${shape.perCategory + 1}' && !!${FIRST_TABLE}?.querySelector('[role="row"][aria-rowindex="2"]')`;
const typeSearch = (text: string) => `
  const input = document.querySelector('input[aria-label="Procurar..."]');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));`;

/** In the page: runs `act`, then gives the time to the first frame where `done` holds. */
function timeInPage(page: Page, step: { act: string; done: string }): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    (() => { ${step.act} })();
    const deadline = t0 + 20000;
    const frame = () => {
      if (${step.done}) resolve(performance.now() - t0);
      else if (performance.now() > deadline) reject(new Error('tempo esgotado: ' + ${JSON.stringify(step.done)}));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

interface Run {
  open: number[];
  search: number[];
  drag: number[];
}

async function measure(page: Page, panelUrl: string, shape: MenuCase): Promise<Run> {
  const run: Run = { open: [], search: [], drag: [] };
  await loginPanel(page, panelUrl, shape.usuario);
  // from navigation start to the first frame with the first category's products (set in the page)
  await page.addInitScript(`(() => {
    const check = () => {
      if (${rowsShown(shape)}) window.__productsVisibleAt = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
  for (let i = 0; i < RUNS; i++) {
    await page.goto(new URL('produtos', panelUrl).href);
    // polled from here: the panel's content security policy refuses a predicate evaluated as text
    await expect.poll(() => page.evaluate<number | undefined>('window.__productsVisibleAt'), { timeout: 30_000 }).toBeGreaterThan(0);
    run.open.push((await page.evaluate<number>('window.__productsVisibleAt')));

    run.search.push(await timeInPage(page, { act: typeSearch('3'), done: `/(^|\\|)\\d+ de ${shape.perCategory}(\\||$)/.test(${countText()})` }));
    await timeInPage(page, { act: typeSearch(''), done: `${countText()}.includes('${shape.perCategory} produtos')` });

    // the keyboard drag of the first product one place down; the drop to the order call's answer
    const handle = page.getByRole('table', { name: 'Produtos de Seção 01' }).getByRole('button', { name: /^Arrastar para reordenar/ }).first();
    await handle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/cardapio/ordem'), { timeout: 20_000 });
    const t0 = performance.now();
    await page.keyboard.press('Space');
    await (await saved).finished();
    run.drag.push(performance.now() - t0);
  }
  return run;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-menu-'));
  const dataFile = join(dir, 'sandbox.sqlite');
  const { db } = await SandboxDb.open({ dataFile, persistDelayMs: 0 });
  seedDatabase(db, Date.now());
  buildMenu(db, BIG);
  buildMenu(db, SMALL);
  db.close();

  const sandbox = createSandbox({ dataFile, deliveryStepMs: 0 });
  const sandboxUrl = await sandbox.listen(0);
  const host = await startPanelHost({ config: platformConfigFromOrigin(sandboxUrl), rendererDir: 'out/renderer' });
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  try {
    const results: Array<[MenuCase, Run]> = [];
    for (const shape of [BIG, SMALL]) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
      results.push([shape, await measure(await context.newPage(), host.url, shape)]);
      await context.close();
    }
    const [[, big], [, small]] = results as [[MenuCase, Run], [MenuCase, Run]];
    console.log(`Cardápio (/produtos), ${RUNS} execuções de cada passo (ms, Chromium)\n`);
    console.log(
      table([
        ['abrir: 60 categorias x 40 produtos', figures(big.open)],
        ['abrir: 100 produtos', figures(small.open)],
        ['uma tecla na busca, 60 x 40', figures(big.search)],
        ['uma tecla na busca, 100', figures(small.search)],
        ['arrastar até salvo, 60 x 40', figures(big.drag)],
        ['arrastar até salvo, 100', figures(small.drag)],
      ]),
    );
    const ratio = (a: number[], b: number[]) => (figures(a).p50 / figures(b).p50).toFixed(2);
    console.log(`\nrazão grande / pequeno (mediana): abrir ${ratio(big.open, small.open)}, busca ${ratio(big.search, small.search)}, arrastar ${ratio(big.drag, small.drag)}`);
    console.log('(arrastar inclui os 100 ms que o painel espera depois de soltar antes de enviar a nova ordem)');
  } finally {
    await browser.close();
    await host.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
