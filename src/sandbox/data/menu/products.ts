import { MENU_TEXT_LIMITS, PRODUCT_TABS, type MenuProduct, type MenuSize, type ProductBody } from '../../../shared/api';
import { startingPriceCents } from '../../../shared/menu/pricing';
import type { SandboxDb } from '../../db';
import { publicFileUrl, storedFileUrl } from '../../uploads';
import { checkPrice, checkStatus, nextPosition, readAvailability, Refusal, reorderUnderParent, requiredName, storedAvailability } from '../menuRules';
import type { ProductRow, SizeRow } from './rows';
import { ownedCategory } from './categories';
import { listIngredientsOf } from './composition';
import { listProductVariationsOf } from './productVariations';
import { toCents, toReais } from '../../../shared/format';

/** The menu's products on the platform's side (spec 02 §4): list, save, photo, duplicate, status, order. A row of another store is refused as not found. */

const PRODUCT_COLUMNS =
  'id, store_id, category_id, catalogue_product_id, nome, descricao, preco_cents, novo_preco_cents, foto, status, disponibilidade, posicao';

/** A category's products in menu order, each with its sizes. */
export function listProducts(db: SandboxDb, publicUrl: string, storeId: number, categoryId: number): MenuProduct[] {
  ownedCategory(db, storeId, categoryId);
  const rows = db.all<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM menu_products WHERE category_id = ? ORDER BY posicao, id`, [categoryId]);
  const sizes = sizesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => productOf(row, sizes.get(row.id) ?? [], publicUrl));
}

/** One product with everything the modal shows; [] when the store has no such product there. */
export function getProduct(db: SandboxDb, publicUrl: string, storeId: number, categoryId: number, productId: number): MenuProduct[] {
  const row = db.get<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM menu_products WHERE id = ? AND store_id = ?`, [productId, storeId]);
  if (!row || (categoryId !== 0 && row.category_id !== categoryId)) return [];
  const sizes = sizesOf(db, [row.id]).get(row.id) ?? [];
  return [
    {
      ...productOf(row, sizes, publicUrl),
      ingredientes: listIngredientsOf(db, row.id),
      variacoes: listProductVariationsOf(db, row.id),
      tabsAllowed: [...PRODUCT_TABS],
    },
  ];
}

export function sizesOf(db: SandboxDb, productIds: readonly number[]): Map<number, SizeRow[]> {
  const bySize = new Map<number, SizeRow[]>();
  if (productIds.length === 0) return bySize;
  const rows = db.all<SizeRow>(
    `SELECT id, product_id, nome, preco_cents, status, posicao FROM menu_sizes WHERE product_id IN (${productIds.map(() => '?').join(',')}) ORDER BY posicao, id`,
    productIds,
  );
  for (const row of rows) bySize.set(row.product_id, [...(bySize.get(row.product_id) ?? []), row]);
  return bySize;
}

function productOf(row: ProductRow, sizes: SizeRow[], publicUrl: string): MenuProduct {
  const multi = sizes.length > 0;
  const from = startingPriceCents(sizes.filter((s) => s.status === 'S').map((s) => ({ precoCents: s.preco_cents })));
  const promo = !multi && row.novo_preco_cents !== null ? row.novo_preco_cents : null;
  return {
    id_cardapio: row.id,
    id_cardapio_categoria: row.category_id,
    id_produto: row.catalogue_product_id,
    nome_prod: row.nome,
    descricao: row.descricao,
    foto: row.foto ? publicFileUrl(publicUrl, row.foto) : '',
    ordem: row.posicao,
    id_estabelecimento: row.store_id,
    preco: toReais(multi ? 0 : row.preco_cents),
    novo_preco: promo === null ? null : toReais(promo),
    preco_antigo: promo === null ? null : toReais(row.preco_cents),
    apartirde: multi,
    preco_apartirde: multi && from !== null ? toReais(from) : null,
    status: row.status,
    multipleSize: multi,
    disponibilidade: readAvailability(row.disponibilidade),
    tamanhos: sizes.map(sizeOf),
  };
}

export function sizeOf(row: SizeRow): MenuSize {
  return {
    id_cardapio_tamanho: row.id,
    id_cardapio: row.product_id,
    nome: row.nome,
    preco: toReais(row.preco_cents),
    status: row.status,
    ordem: row.posicao,
  };
}

export function ownedProduct(db: SandboxDb, storeId: number, id: number): ProductRow {
  const row = db.get<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM menu_products WHERE id = ? AND store_id = ?`, [id, storeId]);
  if (!row) throw new Refusal('Produto não encontrado.');
  return row;
}

/**
 * Creates (id null) or changes a product. A multi-size product keeps a zero base price and no
 * promotional price (its sizes are priced); a promotional price must be below the price.
 * `photoPath` is a file the older screen sent with the product.
 */
export function saveProduct(db: SandboxDb, storeId: number, id: number | null, body: ProductBody, photoPath?: string): number {
  ownedCategory(db, storeId, body.id_cardapio_categoria);
  const nome = requiredName(body.nome_prod, 'o nome do produto', MENU_TEXT_LIMITS.productName);
  const descricao = body.descricao.trim();
  if (descricao.length > MENU_TEXT_LIMITS.productDescription) throw new Refusal(`A descrição pode ter no máximo ${MENU_TEXT_LIMITS.productDescription} caracteres.`);
  const existing = id === null ? null : ownedProduct(db, storeId, id);
  const multi = existing !== null && db.value('SELECT COUNT(*) FROM menu_sizes WHERE product_id = ?', [existing.id]) > 0;
  const preco = multi ? 0 : toCents(body.preco);
  const promo = multi || !body.novo_preco ? null : toCents(body.novo_preco);
  checkPrice(preco);
  if (promo !== null) {
    checkPrice(promo, 'O preço promocional');
    if (promo >= preco) throw new Refusal('O preço promocional precisa ser menor que o preço do produto.');
  }
  if (body.status !== undefined) checkStatus(body.status, ['S', 'F', 'O']);
  const catalogue = body.id_produto ? db.get<{ id: number; codigo_barras: string }>('SELECT id, codigo_barras FROM catalogue_products WHERE id = ?', [body.id_produto]) : null;
  if (body.id_produto && !catalogue) throw new Refusal('Produto do catálogo não encontrado.');
  const disponibilidade = storedAvailability(body.disponibilidade);
  const foto = photoPath ?? (body.foto !== undefined ? storedFileUrl(body.foto) : (existing?.foto ?? ''));
  const values = [
    body.id_cardapio_categoria,
    catalogue?.id ?? null,
    catalogue?.codigo_barras ?? null,
    nome,
    descricao,
    preco,
    promo,
    foto,
    disponibilidade,
  ];
  if (existing) {
    const moved = existing.category_id !== body.id_cardapio_categoria;
    const posicao = moved ? nextPosition(db, 'SELECT posicao FROM menu_products WHERE category_id = ?', [body.id_cardapio_categoria]) : existing.posicao;
    db.run(
      `UPDATE menu_products SET category_id = ?, catalogue_product_id = ?, codigo_barras = COALESCE(?, codigo_barras), nome = ?, descricao = ?,
         preco_cents = ?, novo_preco_cents = ?, foto = ?, disponibilidade = ?, posicao = ?, status = COALESCE(?, status) WHERE id = ?`,
      [...values, posicao, body.status ?? null, existing.id],
    );
    return existing.id;
  }
  const posicao = nextPosition(db, 'SELECT posicao FROM menu_products WHERE category_id = ?', [body.id_cardapio_categoria]);
  return db.run(
    `INSERT INTO menu_products (category_id, catalogue_product_id, codigo_barras, nome, descricao, preco_cents, novo_preco_cents, foto,
       disponibilidade, store_id, posicao, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [...values, storeId, posicao, body.status ?? 'S'],
  ).lastId;
}

export function setProductPhoto(db: SandboxDb, storeId: number, id: number, path: string): void {
  ownedProduct(db, storeId, id);
  db.run('UPDATE menu_products SET foto = ? WHERE id = ?', [path, id]);
}

/** Deletes a product with its sizes, composition and links, and the variations made for it alone. */
export function deleteProduct(db: SandboxDb, storeId: number, id: number): void {
  ownedProduct(db, storeId, id);
  db.transaction(() => {
    db.run('DELETE FROM variations WHERE product_id = ? AND category_id IS NULL', [id]);
    db.run('DELETE FROM menu_products WHERE id = ?', [id]);
  });
}

/** A copy right after the original, '(cópia)' in its name, with sizes, composition and variations. */
export function duplicateProduct(db: SandboxDb, storeId: number, id: number): number {
  const p = ownedProduct(db, storeId, id);
  return db.transaction(() => {
    db.run('UPDATE menu_products SET posicao = posicao + 1 WHERE category_id = ? AND posicao > ?', [p.category_id, p.posicao]);
    const copy = db.run(
      `INSERT INTO menu_products (store_id, category_id, catalogue_product_id, nome, descricao, preco_cents, novo_preco_cents, foto, status,
         disponibilidade, posicao, codigo_barras, codigo_pdv, estoque)
       SELECT store_id, category_id, catalogue_product_id, ?, descricao, preco_cents, novo_preco_cents, foto, status, disponibilidade, ?,
         codigo_barras, codigo_pdv, estoque FROM menu_products WHERE id = ?`,
      [`${p.nome} (cópia)`.slice(0, 100), p.posicao + 1, id],
    ).lastId;
    const sizeIds = new Map<number, number>();
    for (const s of db.all<SizeRow>('SELECT id, nome, preco_cents, status, posicao FROM menu_sizes WHERE product_id = ?', [id])) {
      sizeIds.set(
        s.id,
        db.run('INSERT INTO menu_sizes (product_id, nome, preco_cents, status, posicao) VALUES (?, ?, ?, ?, ?)', [copy, s.nome, s.preco_cents, s.status, s.posicao])
          .lastId,
      );
    }
    db.run(
      `INSERT INTO menu_product_ingredients (product_id, stock_item_id, quantidade, removivel, posicao)
       SELECT ?, stock_item_id, quantidade, removivel, posicao FROM menu_product_ingredients WHERE product_id = ?`,
      [copy, id],
    );
    const links = db.all<{ variation_id: number; size_id: number | null; status: string; posicao: number; ad_hoc: number }>(
      `SELECT l.variation_id, l.size_id, l.status, l.posicao, (v.product_id = l.product_id AND v.category_id IS NULL) AS ad_hoc
         FROM menu_product_variations l JOIN variations v ON v.id = l.variation_id WHERE l.product_id = ?`,
      [id],
    );
    const copiedVariations = new Map<number, number>();
    for (const link of links) {
      let variationId = link.variation_id;
      if (link.ad_hoc) {
        // a variation made for the original alone gets its own copy
        variationId = copiedVariations.get(link.variation_id) ?? copyVariation(db, link.variation_id, { productId: copy, sizeIds });
        copiedVariations.set(link.variation_id, variationId);
      }
      db.run('INSERT INTO menu_product_variations (product_id, variation_id, size_id, status, posicao) VALUES (?, ?, ?, ?, ?)', [
        copy,
        variationId,
        link.size_id === null ? null : (sizeIds.get(link.size_id) ?? null),
        link.status,
        link.posicao,
      ]);
    }
    return copy;
  });
}

/** A copy of a variation with its items (name and category as given); returns its id. */
export function copyVariation(
  db: SandboxDb,
  id: number,
  target: { productId?: number; sizeIds?: Map<number, number>; categoryId?: number | null; nome?: string; posicao?: number },
): number {
  const v = db.get<{ store_id: number; category_id: number | null; product_id: number | null; size_id: number | null; nome: string; posicao: number }>(
    'SELECT store_id, category_id, product_id, size_id, nome, posicao FROM variations WHERE id = ?',
    [id],
  );
  if (!v) throw new Refusal('Variação não encontrada.');
  const sizeId = v.size_id === null ? null : target.sizeIds ? (target.sizeIds.get(v.size_id) ?? null) : v.size_id;
  const copy = db.run(
    `INSERT INTO variations (store_id, category_id, product_id, size_id, nome, escolha_minima, escolha_maxima, calculo_preco, status, posicao)
     SELECT store_id, ?, ?, ?, ?, escolha_minima, escolha_maxima, calculo_preco, status, ? FROM variations WHERE id = ?`,
    [
      target.categoryId !== undefined ? target.categoryId : v.category_id,
      target.productId ?? v.product_id,
      sizeId,
      target.nome ?? v.nome,
      target.posicao ?? v.posicao,
      id,
    ],
  ).lastId;
  db.run(
    `INSERT INTO variation_items (variation_id, stock_item_id, nome, preco_cents, posicao)
     SELECT ?, stock_item_id, nome, preco_cents, posicao FROM variation_items WHERE variation_id = ?`,
    [copy, id],
  );
  return copy;
}

export function setProductStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  ownedProduct(db, storeId, id);
  checkStatus(status, ['S', 'F', 'O']);
  db.run('UPDATE menu_products SET status = ? WHERE id = ?', [status, id]);
}

/** New positions of products (those of one category, as the screen lists them). */
export function reorderProducts(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  reorderUnderParent(db, { table: 'menu_products', parent: 'category_id', what: 'os produtos da categoria' }, ids, (id) =>
    db.get<{ category_id: number }>('SELECT category_id FROM menu_products WHERE id = ? AND store_id = ?', [id, storeId])?.category_id,
  );
}
