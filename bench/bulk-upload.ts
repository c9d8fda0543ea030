/**
 * Upload em massa, 5,000 rows end to end: prints the rows per second of
 *  1. the service path: the renderer's own client sends the generated CSV (multipart), the
 *     sandbox's upload service reads it and works every row into the store's menu as fast as it
 *     can (no pace limit), and the job is asked for every 50 ms until it is finished (the rows'
 *     own part is timed by the service: created_at to finished_at);
 *  2. the person's path: in Chromium, the built panel's /bulkupload screen: choose the file, map
 *     the columns, 'Enviar arquivo', until 'Upload concluído' shows (the screen asks every 2 s, as
 *     the spec says, so this figure includes up to 2 s of waiting for the next question).
 *
 *   npm run bench:upload             (builds the panel first; 3 runs of each)
 *   npx tsx bench/bulk-upload.ts 5
 *
 * The machine is shared: quote several runs, and compare the two paths within a run.
 */
import { chromium } from '@playwright/test';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import { createApiClients } from '../src/renderer/api/clients';
import { productFileCreatedSchema, productFileDetailSchema } from '../src/shared/api';
import { CONTRACT_METHODS } from '../src/shared/api/methods';
import { platformConfigFromOrigin } from '../src/shared/config';
import { createSandbox } from '../src/sandbox/server';
import { PRODUCT_CSV_COLUMNS, productCsv } from '../src/sandbox/test/productCsv';
import { startPanelHost } from '../src/web-host/host';

const RUNS = Number(process.argv[2] ?? 3);
const ROWS = 5000;
/** No pace limit: each tick of the service works every row it can. */
const UNLIMITED = 1_000_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const rate = (ms: number) => Math.round((ROWS * 1000) / ms);

async function main() {
  const csv = productCsv(ROWS);
  const sandbox = createSandbox({ deliveryStepMs: 0, uploadRowsPerSecond: UNLIMITED });
  const sandboxUrl = await sandbox.listen(0);
  const config = platformConfigFromOrigin(sandboxUrl);
  let hash: string | null = null;
  // called by key: the declared endpoints' methods too (CONTRACT_METHODS), as the contract tests do
  const api = createApiClients(config, { getHash: () => hash, onSessionExpired: () => undefined, onUnexpectedStatus: () => undefined }, CONTRACT_METHODS);

  const service: Array<{ send: number; work: number; total: number }> = [];
  for (let run = 0; run < RUNS; run++) {
    await sandbox.reset();
    const session = await api.legacy.call('login/index', { body: { usuario: 'pizzaria', senha: 'senha123' } });
    if (!session.status) throw new Error('login recusado');
    hash = session.hash;
    const t0 = performance.now();
    const created = productFileCreatedSchema.parse(
      await api.upload.call('product-files/', {
        body: { file: new File([csv], 'produtos.csv', { type: 'text/csv' }), columns_disposition: PRODUCT_CSV_COLUMNS, should_update: 0, id_estabelecimento: 101 },
        multipart: true,
      }),
    );
    for (;;) {
      const detail = productFileDetailSchema.parse(await api.upload.call('product-files/:id', { params: { id: created.product_file.id } }));
      if (detail.product_file.status === 'finished') {
        if (detail.product_file.added_products !== ROWS) throw new Error(`só ${detail.product_file.added_products} produtos criados`);
        // the service's own clock: from the job made (file read) to its last row
        const work = Date.parse(detail.product_file.finished_at ?? '') - Date.parse(detail.product_file.created_at);
        const total = performance.now() - t0;
        service.push({ send: total - work, work, total });
        break;
      }
      await sleep(50);
    }
  }

  const host = await startPanelHost({ config, rendererDir: 'out/renderer' });
  const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
  const screen: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      await sandbox.reset();
      const page = await browser.newPage({ viewport: { width: 1366, height: 800 }, locale: 'pt-BR' });
      await page.goto(new URL('login', host.url).href);
      await page.getByLabel('Usuário').fill('pizzaria');
      await page.getByLabel('Senha').fill('senha123');
      await page.getByRole('button', { name: 'ACESSAR' }).click();
      await page.waitForURL(/\/pedidos$/);
      await page.goto(new URL('bulkupload', host.url).href);
      await page.getByLabel('Arquivo CSV', { exact: true }).setInputFiles({ name: 'produtos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      for (const [label, column] of [['Quantidade em estoque', '3'], ['Preço', '4'], ['Nome', '2'], ['Categoria', '6']] as const) {
        const box = page.getByRole('checkbox', { name: `Ler ${label}`, exact: true });
        if (!(await box.isChecked())) await box.check();
        await page.getByRole('spinbutton', { name: `Coluna de ${label}`, exact: true }).fill(column);
      }
      await page.getByText('As 8 primeiras linhas estão prontas para enviar.').waitFor();
      const t0 = performance.now();
      await page.getByRole('button', { name: 'Enviar arquivo' }).click();
      await page.getByRole('heading', { name: 'Upload concluído' }).waitFor({ timeout: 120_000 });
      screen.push(performance.now() - t0);
      await page.close();
    }
  } finally {
    await browser.close();
    await host.close();
    await sandbox.close();
  }

  console.log(`Upload em massa: ${ROWS} linhas, ${RUNS} execuções\n`);
  console.log('caminho do serviço (cliente do painel -> serviço de upload -> cardápio; progresso a cada 50 ms):');
  service.forEach((r, i) =>
    console.log(`  execução ${i + 1}: ${Math.round(r.total)} ms, dos quais ${Math.round(r.work)} ms no cadastro das linhas -> ${rate(r.total)} linhas/s`),
  );
  console.log(`  mediana: ${rate(median(service.map((r) => r.total)))} linhas/s (só o cadastro: ${rate(median(service.map((r) => r.work)))} linhas/s)\n`);
  console.log("caminho da pessoa (tela /bulkupload no Chromium, de 'Enviar arquivo' a 'Upload concluído'; progresso a cada 2 s):");
  screen.forEach((ms, i) => console.log(`  execução ${i + 1}: ${Math.round(ms)} ms -> ${rate(ms)} linhas/s`));
  console.log(`  mediana: ${rate(median(screen))} linhas/s`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
