import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductFileDetail, ProductFileEntry } from '../shared/api';
import { PLATFORM_PREFIXES } from '../shared/config';
import { createClock } from './clock';
import type { SandboxContext } from './context';
import { cancelJob, createJob, jobDetail, listJobs, processRows, UploadRefusal, type UploadRequest } from './data/bulkUpload';
import { SandboxDb } from './db';
import { createRandom } from './random';
import { seedDatabase } from './seed';
import { useSandbox } from './test/harness';
import { generatedBarcode, PRODUCT_CSV_COLUMNS, PRODUCT_CSV_HEADER, productCsv, productLine } from './test/productCsv';
import { FILE_NOT_TEXT } from '../shared/bulkUpload/csv';

/** The start of a PNG (signature and IHDR chunk), as a photo renamed produtos.csv begins. */
const PNG_BYTES: Uint8Array<ArrayBuffer> = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x01, 0x00]);

// Seeding is seconds of CPU on a loaded machine: done once (in a hook, with its longer timeout),
// then each test starts from a copy.
let seeded: Uint8Array;
beforeAll(async () => {
  const { db } = await SandboxDb.open();
  seedDatabase(db, Date.now());
  seeded = db.snapshot();
});

async function seededContext(): Promise<SandboxContext> {
  const { db } = await SandboxDb.open();
  db.restore(seeded);
  const noEvents = { toStore: () => undefined, toStoreRaw: () => undefined, toChat: () => undefined };
  return { db, clock: createClock(), random: createRandom(1), events: noEvents, publicUrl: () => 'http://sandbox.test' };
}

function upload(csv: string | Uint8Array<ArrayBuffer>, over: Partial<UploadRequest> & { name?: string } = {}): UploadRequest {
  return {
    file: new File([csv], over.name ?? 'produtos.csv', { type: 'text/csv' }),
    columns_disposition: PRODUCT_CSV_COLUMNS,
    should_update: 0,
    id_estabelecimento: 101,
    ...over,
  };
}

interface StoredProduct {
  nome: string;
  preco_cents: number;
  novo_preco_cents: number | null;
  estoque: number;
  status: string;
  codigo_pdv: string | null;
  categoria: string;
  catalogue_product_id: number | null;
}

const product = (ctx: SandboxContext, barcode: string): StoredProduct | null =>
  ctx.db.get<StoredProduct>(
    `SELECT p.nome, p.preco_cents, p.novo_preco_cents, p.estoque, p.status, p.codigo_pdv, c.nome AS categoria, p.catalogue_product_id
       FROM menu_products p JOIN menu_categories c ON c.id = p.category_id WHERE p.store_id = 101 AND p.codigo_barras = ?`,
    [barcode],
  ) ?? null;

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (e) {
    if (e instanceof UploadRefusal) return [e.statusCode, e.message];
    throw e;
  }
  return null;
};

describe('a product file becomes a job', () => {
  it('is read with papaparse and the mapping: a processing job of its product rows (the header left out)', async () => {
    const ctx = await seededContext();
    const job = await createJob(ctx, 101, upload(productCsv(30)));
    expect(job).toMatchObject({ status: 'processing', file_name: 'produtos.csv', total_products: 30, processed_products: 0, added_products: 0, finished_at: null });
    expect(listJobs(ctx, 101)).toEqual([expect.objectContaining({ progress: { percentage: 0 } })]);
    expect(listJobs(ctx, 202)).toEqual([]);
  });

  it('refuses what the service cannot take, saying why, and makes no job', async () => {
    const ctx = await seededContext();
    const cases: Array<[UploadRequest, number, string]> = [
      [upload(productCsv(2), { name: 'produtos.xlsx' }), 422, 'Formato não aceito: selecione um arquivo .csv (separado por ponto e vírgula).'],
      [upload(productCsv(2), { columns_disposition: { product_ean_cod: 1, product_qty: 1, product_price: 4 } }), 422, 'Não é possível ter dois tipos de dados na mesma coluna.'],
      [upload(productCsv(2), { columns_disposition: { product_ean_cod: 1, product_price: 4 } }), 422, 'Quantidade em estoque: Informe o número da coluna.'],
      [upload(productCsv(0)), 422, 'O arquivo não tem nenhuma linha de produto.'],
      [upload(productCsv(2), { id_estabelecimento: 202 }), 403, 'O arquivo enviado não é deste estabelecimento.'],
      [upload('x'.repeat(10 * 1024 * 1024 + 1)), 422, 'O arquivo é muito grande. Tente fazer o upload de um arquivo com no máximo 10MB.'],
      [upload(PNG_BYTES, { name: 'foto.csv' }), 422, FILE_NOT_TEXT],
      [upload(PRODUCT_CSV_HEADER + '\r\n\r\n'), 422, 'O arquivo não tem nenhuma linha de produto.'],
      [upload(''), 422, 'O arquivo não tem nenhuma linha de produto.'],
    ];
    for (const [request, status, message] of cases) expect(await refusal(createJob(ctx, 101, request))).toEqual([status, message]);
    expect(listJobs(ctx, 101)).toEqual([]);
  });

  it('takes one upload at a time per store', async () => {
    const ctx = await seededContext();
    await createJob(ctx, 101, upload(productCsv(5)));
    expect(await refusal(createJob(ctx, 101, upload(productCsv(5))))).toEqual([
      409,
      'Já existe um upload em andamento. Aguarde o fim ou cancele-o antes de enviar outro arquivo.',
    ]);
  });
});

describe('the job, row by row (spec 02 §5)', () => {
  it('creates products in the store\'s menu with the progress, and finishes at 100%', async () => {
    const ctx = await seededContext();
    const { id } = await createJob(ctx, 101, upload(productCsv(10)));
    expect(processRows(ctx, 4)).toBe(4);
    expect(jobDetail(ctx, 101, id)).toMatchObject({ progress: { percentage: 40 }, product_file: { processed_products: 4, added_products: 4, status: 'processing' } });
    processRows(ctx, 100);
    const done = jobDetail(ctx, 101, id);
    expect(done).toMatchObject({ progress: { percentage: 100 }, product_file: { status: 'finished', added_products: 10, rejected_products: 0 } });
    expect(done.product_file.finished_at).toMatch(/^\d{4}-/);
    expect(product(ctx, generatedBarcode(1))).toMatchObject({ nome: 'Feijão Carioca 00001', preco_cents: 250, estoque: 2, status: 'S', categoria: 'Bebidas', codigo_pdv: '10001' });
    // the categories named in the file are made once each
    expect(ctx.db.value("SELECT COUNT(*) FROM menu_categories WHERE store_id = 101 AND nome = 'Bebidas'")).toBe(1);
  });

  it('makes a product with stock or price zero unavailable (Em falta)', async () => {
    const ctx = await seededContext();
    await createJob(ctx, 101, upload(productCsv(1, { lines: [productLine(106, { 3: '0' })] })));
    processRows(ctx, 100);
    expect(product(ctx, generatedBarcode(7))).toBeNull();
    expect(product(ctx, generatedBarcode(106))).toMatchObject({ preco_cents: 0, status: 'F' });
    await createJob(ctx, 101, upload(productCsv(0, { lines: [productLine(7)] })));
    processRows(ctx, 100);
    expect(product(ctx, generatedBarcode(7))).toMatchObject({ estoque: 0, status: 'F' });
  });

  it('refuses the rows the rules refuse, with their line and why, and keeps going', async () => {
    const ctx = await seededContext();
    const lines = [
      productLine(101, { 0: '78910001' }),
      productLine(102, { 3: '10,999' }),
      productLine(103, { 2: '12un' }),
      productLine(104, { 6: 'PDV9' }),
      productLine(105, { 1: '' }),
      // the menu's category limit (60), as a category made in the menu screen
      productLine(106, { 5: 'Categoria com um nome longo demais para caber no cardápio da loja' }),
    ];
    const { id } = await createJob(ctx, 101, upload(productCsv(1, { lines })));
    processRows(ctx, 100);
    const done: ProductFileDetail = jobDetail(ctx, 101, id);
    expect(done.product_file).toMatchObject({ status: 'finished', total_products: 7, added_products: 1, rejected_products: 6 });
    expect(done.problems).toEqual([
      { line: 3, message: 'Código de barras precisa ter 13 dígitos.' },
      { line: 4, message: 'Preço inválido: use um número com até duas casas decimais.' },
      { line: 5, message: 'Estoque inválido: use apenas números.' },
      { line: 6, message: 'Código PDV inválido: use apenas números.' },
      { line: 7, message: 'Produto sem nome: o código de barras não está no catálogo.' },
      { line: 8, message: 'Nome da categoria com mais de 60 caracteres.' },
    ]);
    expect(ctx.db.value("SELECT COUNT(*) FROM menu_categories WHERE store_id = 101 AND nome LIKE 'Categoria com um nome longo%'")).toBe(0);
  });

  it('names a product without a name from the catalogue, when its barcode is there', async () => {
    const ctx = await seededContext();
    const catalogue = ctx.db.get<{ id: number; codigo_barras: string; nome: string }>(
      'SELECT id, codigo_barras, nome FROM catalogue_products WHERE codigo_barras NOT IN (SELECT codigo_barras FROM menu_products WHERE codigo_barras IS NOT NULL) LIMIT 1',
    )!;
    await createJob(ctx, 101, upload(`${catalogue.codigo_barras};;5;7,90\r\n`));
    processRows(ctx, 10);
    expect(product(ctx, catalogue.codigo_barras)).toMatchObject({ nome: catalogue.nome, preco_cents: 790, categoria: 'Produtos', catalogue_product_id: catalogue.id });
  });

  it('updates products already in the menu only when should_update is 1', async () => {
    const ctx = await seededContext();
    await createJob(ctx, 101, upload(productCsv(3)));
    processRows(ctx, 10);
    const changed = productCsv(0, { header: false, lines: [productLine(1, { 3: '99,90', 2: '50', 4: '89,90', 5: 'Promoções' })] });
    const kept = await createJob(ctx, 101, upload(changed));
    processRows(ctx, 10);
    expect(jobDetail(ctx, 101, kept.id).product_file).toMatchObject({ added_products: 0, updated_products: 0, status: 'finished' });
    expect(product(ctx, generatedBarcode(1))).toMatchObject({ preco_cents: 250 });
    const updated = await createJob(ctx, 101, upload(changed, { should_update: 1 }));
    processRows(ctx, 10);
    expect(jobDetail(ctx, 101, updated.id).product_file).toMatchObject({ added_products: 0, updated_products: 1 });
    expect(product(ctx, generatedBarcode(1))).toMatchObject({ preco_cents: 9990, novo_preco_cents: 8990, estoque: 50, categoria: 'Promoções', status: 'S' });
  });

  it('cancel stops the job and keeps what was made', async () => {
    const ctx = await seededContext();
    const { id } = await createJob(ctx, 101, upload(productCsv(20)));
    processRows(ctx, 6);
    expect(cancelJob(ctx, 101, id)).toMatchObject({ status: 'canceled', processed_products: 6, added_products: 6 });
    expect(processRows(ctx, 100)).toBe(0);
    expect(jobDetail(ctx, 101, id)).toMatchObject({ progress: { percentage: 30 }, product_file: { status: 'canceled', finished_at: expect.any(String) } });
    expect(product(ctx, generatedBarcode(6))).not.toBeNull();
    expect(product(ctx, generatedBarcode(7))).toBeNull();
    expect(await refusal(Promise.resolve().then(() => cancelJob(ctx, 101, id)))).toEqual([409, 'Este upload já foi cancelado.']);
    expect(await refusal(Promise.resolve().then(() => cancelJob(ctx, 202, id)))).toEqual([404, 'Upload não encontrado.']);
  });
});

describe('the service over HTTP, at its pace', () => {
  const t = useSandbox({ pizzaria: 'pizzaria', lanchonete: 'lanchonete' }, { beforeReset: (sandbox) => sandbox.setUploadPace(0) });

  it('refuses a store without upload_em_massa on every call, as its menu does not offer it', async () => {
    const form = new FormData();
    form.append('file', new File([productCsv(3)], 'produtos.csv', { type: 'text/csv' }));
    for (const [type, column] of Object.entries(PRODUCT_CSV_COLUMNS)) form.append(`columns_disposition[${type}]`, String(column));
    form.append('should_update', '0');
    form.append('id_estabelecimento', '303');
    const refused = { message: 'O upload em massa não está habilitado para esta loja. Fale com o suporte da plataforma para habilitá-lo.' };
    const created = await t.lanchonete.multipart('POST', 'product-files/', form, PLATFORM_PREFIXES.upload);
    expect([created.status, created.body]).toEqual([403, refused]);
    const listed = await t.lanchonete.json('GET', 'product-files', undefined, PLATFORM_PREFIXES.upload);
    expect([listed.status, listed.body]).toEqual([403, refused]);
    expect((await t.lanchonete.json('GET', 'product-files/1', undefined, PLATFORM_PREFIXES.upload)).status).toBe(403);
    expect((await t.lanchonete.json('PATCH', 'product-files/1/cancel', undefined, PLATFORM_PREFIXES.upload)).status).toBe(403);
    // the store that has it is served
    expect((await t.pizzaria.json('GET', 'product-files', undefined, PLATFORM_PREFIXES.upload)).status).toBe(200);
  });

  it('works a job through on its own once a pace is set', async () => {
    const form = new FormData();
    form.append('file', new File([productCsv(40)], 'produtos.csv', { type: 'text/csv' }));
    for (const [type, column] of Object.entries(PRODUCT_CSV_COLUMNS)) form.append(`columns_disposition[${type}]`, String(column));
    form.append('should_update', '0');
    form.append('id_estabelecimento', '101');
    const created = await t.pizzaria.multipart<{ product_file: { id: number } }>('POST', 'product-files/', form, PLATFORM_PREFIXES.upload);
    expect(created.status).toBe(201);
    const read = async () => (await t.pizzaria.json<{ product_files: ProductFileEntry[] }>('GET', 'product-files', undefined, PLATFORM_PREFIXES.upload)).body.product_files[0];
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await read())?.progress.percentage).toBe(0);
    expect((await t.client.control('POST', 'upload-pace', { rowsPerSecond: 400 })).body).toEqual({ rowsPerSecond: 400 });
    const start = Date.now();
    while ((await read())?.product_file.status !== 'finished' && Date.now() - start < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await read()).toMatchObject({ progress: { percentage: 100 }, product_file: { added_products: 40 } });
  });
});
