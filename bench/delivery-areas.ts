/**
 * Locais de Atendimento with a big city: opens the neighbourhoods of São Paulo (500) and of Osasco
 * (20) in the built panel, in Chromium, against the sandbox, and times in the page how long the
 * city takes to show its rows, a search to filter them, a scroll to the last row to show it, and
 * an edit of the first row (serve it, then stop serving it) to show saved. Prints the figures of
 * each city and the ratio 500 / 20: with the table virtualised the ratio stays near 1.
 *
 *   npm run bench:bairros              (builds the panel first; 15 runs of each step)
 *   npx tsx bench/delivery-areas.ts 30
 *
 * Timings are taken inside the page (performance.now, until the next frame after the change is
 * on screen), so the test driver's round trips are not in them. The machine is shared: compare
 * the ratio within a run, and runs with each other, rather than the milliseconds.
 */
import { chromium, type Page } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import { platformConfigFromOrigin } from '../src/shared/config';
import { createSandbox } from '../src/sandbox/server';
import { startPanelHost } from '../src/web-host/host';
import { figures, table } from './lib/stats';

const RUNS = Number(process.argv[2] ?? 15);

/**
 * In the page: runs `act`, then waits (a frame at a time) until `done` holds, and gives the time
 * from before `act` to the first frame where it held.
 */
function timeInPage(page: Page, step: { act: string; done: string }): Promise<number> {
  // a script, not a function: the TypeScript runner would add helpers the page does not have
  return page.evaluate(`new Promise((resolve, reject) => {
    const t0 = performance.now();
    (() => { ${step.act} })();
    const deadline = t0 + 10000;
    const frame = () => {
      if (${step.done}) resolve(performance.now() - t0);
      else if (performance.now() > deadline) reject(new Error('tempo esgotado: ' + ${JSON.stringify(step.done)}));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })`);
}

/** Statements run in the page (strings: they are evaluated there). */
const clickTab = (city: string) =>
  `[...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent === ${JSON.stringify(city)}).click();`;
const tableOf = (city: string) => `document.querySelector('table[aria-label="Bairros de ${city}"]')`;
const countIs = (text: string) => `[...document.querySelectorAll('[role="status"]')].some((s) => s.textContent === ${JSON.stringify(text)})`;
const typeSearch = (text: string) => `
  const input = [...document.querySelectorAll('input')].find((i) => i.closest('.MuiTextField-root')?.querySelector('label')?.textContent === 'Procurar bairro');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  setter.call(input, ${JSON.stringify(text)});
  input.dispatchEvent(new Event('input', { bubbles: true }));`;

interface CityRun {
  open: number[];
  filter: number[];
  clear: number[];
  scroll: number[];
  edit: number[];
}

/** The table's row at a position (aria-rowindex: 2 is the first neighbourhood). */
const rowAt = (city: string, rowIndex: number) => `${tableOf(city)}.querySelector('tr[aria-rowindex="${rowIndex}"]')`;
const scrollTo = (city: string, where: 'end' | 'start') =>
  `const box = ${tableOf(city)}.closest('.MuiTableContainer-root'); box.scrollTop = ${where === 'end' ? 'box.scrollHeight' : '0'};`;
/** The 'Atender ...' switch of the first row, its state once saved (not busy). */
const firstServed = (city: string) => `${rowAt(city, 2)}.querySelector('input[aria-label^="Atender "]')`;
const servedIs = (city: string, on: boolean) => `(() => { const s = ${firstServed(city)}; return s !== null && s.checked === ${on} && !s.disabled; })()`;

async function main() {
  const sandbox = createSandbox({ deliveryStepMs: 0 });
  const sandboxUrl = await sandbox.listen(0);
  const host = await startPanelHost({ config: platformConfigFromOrigin(sandboxUrl), rendererDir: 'out/renderer' });
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
    await page.goto(new URL('login', host.url).href);
    await page.getByLabel('Usuário').fill('pizzaria');
    await page.getByLabel('Senha').fill('senha123');
    await page.getByRole('button', { name: 'ACESSAR' }).click();
    await page.waitForURL(/\/pedidos$/);
    await page.goto(new URL('configuracoes/bairros', host.url).href);
    await page.getByRole('tab', { name: 'São Paulo' }).waitFor();

    const cities = [
      { name: 'São Paulo', total: 500, search: 'vila', other: 'Osasco' },
      { name: 'Osasco', total: 20, search: 'vila', other: 'São Paulo' },
    ];
    const results = new Map<string, CityRun>(cities.map((c) => [c.name, { open: [], filter: [], clear: [], scroll: [], edit: [] }]));
    for (let run = 0; run < RUNS; run++) {
      for (const city of cities) {
        const r = results.get(city.name)!;
        // from the other city's tab: the table of this one is built anew
        await timeInPage(page, { act: clickTab(city.other), done: `${tableOf(city.other)} !== null` });
        r.open.push(await timeInPage(page, { act: clickTab(city.name), done: `${tableOf(city.name)} !== null && ${countIs(`${city.total} bairros`)} && ${tableOf(city.name)}.querySelectorAll('th[scope="row"]').length > 0` }));
        r.filter.push(await timeInPage(page, { act: typeSearch(city.search), done: `[...document.querySelectorAll('[role="status"]')].some((s) => / de ${city.total} bairros$/.test(s.textContent))` }));
        r.clear.push(await timeInPage(page, { act: typeSearch(''), done: countIs(`${city.total} bairros`) }));
        r.scroll.push(await timeInPage(page, { act: scrollTo(city.name, 'end'), done: `${rowAt(city.name, city.total + 1)} !== null` }));
        await timeInPage(page, { act: scrollTo(city.name, 'start'), done: `${rowAt(city.name, 2)} !== null` });
        // the first row is not served in the seed: serve it (habilitarBairro), then stop (editar inativo 'S')
        r.edit.push(await timeInPage(page, { act: `${firstServed(city.name)}.click();`, done: servedIs(city.name, true) }));
        r.edit.push(await timeInPage(page, { act: `${firstServed(city.name)}.click();`, done: servedIs(city.name, false) }));
      }
    }

    const big = results.get('São Paulo')!;
    const small = results.get('Osasco')!;
    console.log(`Locais de Atendimento, ${RUNS} execuções de cada passo (ms, medidos na página, Chromium)\n`);
    console.log(
      table([
        ['abrir cidade de 500 bairros', figures(big.open)],
        ['abrir cidade de 20 bairros', figures(small.open)],
        ['filtrar 500 ("vila")', figures(big.filter)],
        ['filtrar 20 ("vila")', figures(small.filter)],
        ['limpar a busca, 500', figures(big.clear)],
        ['limpar a busca, 20', figures(small.clear)],
        ['rolar até o último, 500', figures(big.scroll)],
        ['rolar até o último, 20', figures(small.scroll)],
        ['editar o 1º bairro, 500 (até salvo)', figures(big.edit)],
        ['editar o 1º bairro, 20 (até salvo)', figures(small.edit)],
      ]),
    );
    const ratio = (a: number[], b: number[]) => (figures(a).p50 / figures(b).p50).toFixed(2);
    console.log(`\nrazão 500 / 20 (mediana): abrir ${ratio(big.open, small.open)}, filtrar ${ratio(big.filter, small.filter)}, limpar ${ratio(big.clear, small.clear)}, rolar ${ratio(big.scroll, small.scroll)}, editar ${ratio(big.edit, small.edit)}`);
    const rendered = await page.evaluate(() => document.querySelectorAll('table[aria-label^="Bairros de"] th[scope="row"]').length);
    console.log(`linhas na página com a cidade aberta: ${rendered}`);
  } finally {
    await browser.close();
    await host.close();
    await sandbox.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
