import { MENU_TEXT_LIMITS, type ColumnsDisposition, type ProductFile, type ProductFileDetail, type ProductFileEntry, type ProductFileStatus, type ParsedBody, type startProductFile } from '../../shared/api';
import { dispositionProblems } from '../../shared/bulkUpload/columns';
import { FILE_WITHOUT_PRODUCTS, parseProductFile, productFileProblem, productFileText } from '../../shared/bulkUpload/csv';
import { readRow, ROW_PROBLEMS, type RowProduct } from '../../shared/bulkUpload/rows';
import type { SandboxContext } from '../context';
import { iso } from '../format';
import { nextPosition, Refusal, requiredName, sameName } from './menuRules';

/**
 * The bulk upload service (spec 02 §4 Bulk upload states, §5, §7.9): a file becomes a job whose
 * rows are worked through (processRows, at the service's pace) into the store's menu: a product
 * is found by its barcode, created or (should_update) updated; a row the rules refuse is kept
 * with why. Cancelling stops the job; what was made stays.
 */

interface JobRow {
  id: number;
  store_id: number;
  file_name: string;
  status: ProductFileStatus;
  should_update: number;
  columns: string;
  total_products: number;
  processed_products: number;
  added_products: number;
  updated_products: number;
  rejected_products: number;
  created_at: number;
  finished_at: number | null;
}

/** A request the service refuses: HTTP status and the sentence. */
export class UploadRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const BULK_UPLOAD_NOT_ENABLED = 'O upload em massa não está habilitado para esta loja. Fale com o suporte da plataforma para habilitá-lo.';

/** Only a store the platform enabled (upload_em_massa) has the service, as only its menu shows it. */
export function requireBulkUpload(ctx: SandboxContext, storeId: number): void {
  if (ctx.db.value('SELECT COUNT(*) FROM stores WHERE id = ? AND upload_em_massa = 1', [storeId]) === 0) throw new UploadRefusal(403, BULK_UPLOAD_NOT_ENABLED);
}

/** The category of products whose row names none. */
export const DEFAULT_CATEGORY = 'Produtos';

/** The most problems a job's detail lists. */
const PROBLEMS_SHOWN = 50;

function productFile(r: JobRow): ProductFile {
  return {
    id: r.id,
    status: r.status,
    file_name: r.file_name,
    added_products: r.added_products,
    updated_products: r.updated_products,
    rejected_products: r.rejected_products,
    total_products: r.total_products,
    processed_products: r.processed_products,
    should_update: r.should_update === 1,
    created_at: iso(r.created_at),
    finished_at: r.finished_at === null ? null : iso(r.finished_at),
  };
}

function entry(r: JobRow): ProductFileEntry {
  const percentage = r.status === 'finished' ? 100 : Math.floor((r.processed_products * 100) / Math.max(1, r.total_products));
  return { product_file: productFile(r), progress: { percentage } };
}

export function listJobs(ctx: SandboxContext, storeId: number): ProductFileEntry[] {
  return ctx.db.all<JobRow>('SELECT * FROM product_files WHERE store_id = ? ORDER BY id DESC', [storeId]).map(entry);
}

function ownedJob(ctx: SandboxContext, storeId: number, id: number): JobRow {
  const job = ctx.db.get<JobRow>('SELECT * FROM product_files WHERE id = ? AND store_id = ?', [id, storeId]);
  if (!job) throw new UploadRefusal(404, 'Upload não encontrado.');
  return job;
}

export function jobDetail(ctx: SandboxContext, storeId: number, id: number): ProductFileDetail {
  const job = ownedJob(ctx, storeId, id);
  const problems = ctx.db
    .all<{ line: number; message: string }>(
      "SELECT line, message FROM product_file_rows WHERE file_id = ? AND outcome = 'rejected' ORDER BY line LIMIT ?",
      [id, PROBLEMS_SHOWN],
    )
    .map((p) => ({ line: p.line, message: p.message }));
  return { ...entry(job), problems };
}

/** The new job's body as the route parsed it with the declaration's schema. */
export type UploadRequest = ParsedBody<typeof startProductFile>;

/** A new job from a file: checked, read with papaparse, its rows kept to be worked through. */
export async function createJob(ctx: SandboxContext, storeId: number, upload: UploadRequest): Promise<ProductFile> {
  if (upload.id_estabelecimento !== storeId) throw new UploadRefusal(403, 'O arquivo enviado não é deste estabelecimento.');
  if (upload.should_update !== 0 && upload.should_update !== 1) throw new UploadRefusal(422, 'should_update deve ser 0 ou 1.');
  const fileProblem = productFileProblem(upload.file);
  if (fileProblem) throw new UploadRefusal(422, fileProblem);
  const columnProblems = dispositionProblems(upload.columns_disposition);
  if (columnProblems.length > 0) throw new UploadRefusal(422, columnProblems.join(' '));
  if (ctx.db.value("SELECT COUNT(*) FROM product_files WHERE store_id = ? AND status = 'processing'", [storeId]) > 0) {
    throw new UploadRefusal(409, 'Já existe um upload em andamento. Aguarde o fim ou cancele-o antes de enviar outro arquivo.');
  }
  const disposition = Object.fromEntries(
    Object.entries(upload.columns_disposition as Record<string, unknown>).map(([type, column]) => [type, Number(column)]),
  ) as ColumnsDisposition;
  const read = productFileText(new Uint8Array(await upload.file.arrayBuffer()));
  if (read.problem !== null) throw new UploadRefusal(422, read.problem);
  const { rows } = parseProductFile(read.text, disposition);
  if (rows.length === 0) throw new UploadRefusal(422, FILE_WITHOUT_PRODUCTS);
  const now = ctx.clock.now();
  const id = ctx.db.transaction(() => {
    const jobId = ctx.db.run(
      'INSERT INTO product_files (store_id, file_name, should_update, columns, total_products, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      [storeId, upload.file.name, upload.should_update, JSON.stringify(disposition), rows.length, now],
    ).lastId;
    for (const row of rows) ctx.db.run('INSERT INTO product_file_rows (file_id, line, cells) VALUES (?, ?, ?)', [jobId, row.line, JSON.stringify(row.cells)]);
    return jobId;
  });
  return productFile(ownedJob(ctx, storeId, id));
}

/** PATCH cancel: only a job still processing; the products already made stay. */
export function cancelJob(ctx: SandboxContext, storeId: number, id: number): ProductFile {
  const job = ownedJob(ctx, storeId, id);
  if (job.status !== 'processing') {
    throw new UploadRefusal(409, job.status === 'finished' ? 'Este upload já terminou.' : 'Este upload já foi cancelado.');
  }
  ctx.db.run("UPDATE product_files SET status = 'canceled', finished_at = ? WHERE id = ?", [ctx.clock.now(), id]);
  return productFile(ownedJob(ctx, storeId, id));
}

type Outcome = { outcome: 'added' | 'updated' | 'kept' | 'rejected'; message: string | null };

/**
 * Works through up to `maxRows` rows of the jobs still processing, oldest job first; a job whose
 * last row is done is finished. Returns how many rows were worked through.
 */
export function processRows(ctx: SandboxContext, maxRows: number): number {
  let budget = Math.floor(maxRows);
  let done = 0;
  while (budget > 0) {
    const job = ctx.db.get<JobRow>("SELECT * FROM product_files WHERE status = 'processing' ORDER BY id LIMIT 1");
    if (!job) break;
    const rows = ctx.db.all<{ line: number; cells: string }>(
      'SELECT line, cells FROM product_file_rows WHERE file_id = ? AND outcome IS NULL ORDER BY line LIMIT ?',
      [job.id, budget],
    );
    const disposition = JSON.parse(job.columns) as ColumnsDisposition;
    const counts = { added: 0, updated: 0, kept: 0, rejected: 0 };
    ctx.db.transaction(() => {
      const categories = new CategoryFinder(ctx, job.store_id);
      for (const row of rows) {
        const result = applyRow(ctx, job, disposition, JSON.parse(row.cells) as string[], categories);
        counts[result.outcome]++;
        ctx.db.run('UPDATE product_file_rows SET outcome = ?, message = ? WHERE file_id = ? AND line = ?', [result.outcome, result.message, job.id, row.line]);
      }
      const processed = job.processed_products + rows.length;
      const finished = processed >= job.total_products;
      ctx.db.run(
        `UPDATE product_files SET processed_products = ?, added_products = added_products + ?, updated_products = updated_products + ?,
           rejected_products = rejected_products + ?, status = ?, finished_at = ? WHERE id = ?`,
        [processed, counts.added, counts.updated, counts.rejected, finished ? 'finished' : 'processing', finished ? ctx.clock.now() : null, job.id],
      );
    });
    done += rows.length;
    budget -= rows.length;
    if (rows.length === 0) break;
  }
  return done;
}

/** The store's categories by name (accents and case aside), made when missing. */
class CategoryFinder {
  private readonly known: Array<{ id: number; nome: string }>;

  constructor(
    private readonly ctx: SandboxContext,
    private readonly storeId: number,
  ) {
    this.known = ctx.db.all<{ id: number; nome: string }>('SELECT id, nome FROM menu_categories WHERE store_id = ? ORDER BY posicao', [storeId]);
  }

  idFor(name: string): number {
    const nome = requiredName(name, 'o nome da categoria', MENU_TEXT_LIMITS.categoryName);
    const found = this.known.find((c) => sameName(c.nome, nome));
    if (found) return found.id;
    const posicao = nextPosition(this.ctx.db, 'SELECT posicao FROM menu_categories WHERE store_id = ?', [this.storeId]);
    const id = this.ctx.db.run('INSERT INTO menu_categories (store_id, nome, posicao) VALUES (?, ?, ?)', [this.storeId, nome, posicao]).lastId;
    this.known.push({ id, nome });
    return id;
  }
}

interface ExistingProduct {
  id: number;
  category_id: number;
  nome: string;
  status: 'S' | 'F' | 'O';
  novo_preco_cents: number | null;
}

function applyRow(ctx: SandboxContext, job: JobRow, disposition: ColumnsDisposition, cells: string[], categories: CategoryFinder): Outcome {
  const read = readRow(cells, disposition);
  if (!read.product) return { outcome: 'rejected', message: read.problems.join(' ') };
  const p = read.product;
  const existing = ctx.db.get<ExistingProduct>('SELECT id, category_id, nome, status, novo_preco_cents FROM menu_products WHERE store_id = ? AND codigo_barras = ?', [
    job.store_id,
    p.barcode,
  ]);
  if (existing && job.should_update !== 1) return { outcome: 'kept', message: null };
  try {
    if (existing) {
      updateProduct(ctx, existing, p, read.unavailable, disposition, p.category ? categories.idFor(p.category) : null);
      return { outcome: 'updated', message: null };
    }
    const catalogue = ctx.db.get<{ id: number; nome: string; descricao: string; imagem: string }>(
      'SELECT id, nome, descricao, imagem FROM catalogue_products WHERE codigo_barras = ?',
      [p.barcode],
    );
    if (!p.name && !catalogue) return { outcome: 'rejected', message: ROW_PROBLEMS.noName };
    const nome = requiredName(p.name || (catalogue?.nome ?? ''), 'o nome do produto', MENU_TEXT_LIMITS.productName);
    const categoryId = categories.idFor(p.category || DEFAULT_CATEGORY);
    const posicao = nextPosition(ctx.db, 'SELECT posicao FROM menu_products WHERE category_id = ?', [categoryId]);
    ctx.db.run(
      `INSERT INTO menu_products (store_id, category_id, catalogue_product_id, nome, descricao, preco_cents, novo_preco_cents, foto, status,
         posicao, codigo_barras, codigo_pdv, estoque) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        job.store_id,
        categoryId,
        catalogue?.id ?? null,
        nome,
        catalogue?.descricao ?? '',
        p.priceCents,
        p.promoCents,
        catalogue?.imagem ?? '',
        read.unavailable ? 'F' : 'S',
        posicao,
        p.barcode,
        p.pdvCode || null,
        p.quantity,
      ],
    );
    return { outcome: 'added', message: null };
  } catch (e) {
    if (e instanceof Refusal) return { outcome: 'rejected', message: e.message };
    throw e;
  }
}

/**
 * A product already in the menu: the file's values replace its own (a name, category and PDV code
 * only when the file has them). Unavailable when price or stock is zero; available again
 * otherwise, unless the store hid it.
 */
function updateProduct(ctx: SandboxContext, existing: ExistingProduct, p: RowProduct, unavailable: boolean, disposition: ColumnsDisposition, categoryId: number | null): void {
  const status = unavailable ? 'F' : existing.status === 'F' ? 'S' : existing.status;
  const nome = p.name ? requiredName(p.name, 'o nome do produto', MENU_TEXT_LIMITS.productName) : existing.nome;
  const moved = categoryId !== null && categoryId !== existing.category_id;
  // a file without the promotional column keeps the promotional price, while it stays below the price
  const kept = existing.novo_preco_cents !== null && existing.novo_preco_cents < p.priceCents ? existing.novo_preco_cents : null;
  const promo = disposition.product_promo_price !== undefined ? p.promoCents : kept;
  ctx.db.run(
    `UPDATE menu_products SET nome = ?, preco_cents = ?, novo_preco_cents = ?, estoque = ?, status = ?,
       codigo_pdv = CASE WHEN ? THEN ? ELSE codigo_pdv END,
       category_id = ?, posicao = CASE WHEN ? THEN ? ELSE posicao END
     WHERE id = ?`,
    [
      nome,
      p.priceCents,
      promo,
      p.quantity,
      status,
      disposition.product_pdv_cod !== undefined,
      p.pdvCode || null,
      moved ? categoryId : existing.category_id,
      moved,
      moved ? nextPosition(ctx.db, 'SELECT posicao FROM menu_products WHERE category_id = ?', [categoryId]) : 0,
      existing.id,
    ],
  );
}
