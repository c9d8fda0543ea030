import {
  MENU_TEXT_LIMITS,
  PRODUCT_TABS,
  type CategoryBody,
  type IngredientBody,
  type IngredientLink,
  type MenuCategory,
  type MenuProduct,
  type MenuSize,
  type MenuStatus,
  type ProductBody,
  type ProductVariation,
  type SizeBody,
  type VariantStatus,
} from '../../shared/api';
import type { PriceCalculation } from '../../shared/menu/pricing';
import { startingPriceCents } from '../../shared/menu/pricing';
import type { SandboxDb } from '../db';
import { publicFileUrl, storedFileUrl } from '../uploads';
import { checkPrice, nextPosition, readAvailability, Refusal, reorder, requiredName, sameName, storedAvailability, toCents, toReais } from './menuRules';

/**
 * The menu on the platform's side (spec 02 §3, §4, §7.1): categories, products, sizes,
 * composition and the variations each product offers, over the menu tables of schema.ts.
 * A call on a row of another store is refused as not found.
 */

interface CategoryRow {
  id: number;
  nome: string;
  status: MenuStatus;
  disponibilidade: string | null;
  posicao: number;
}

interface ProductRow {
  id: number;
  store_id: number;
  category_id: number;
  catalogue_product_id: number | null;
  nome: string;
  descricao: string;
  preco_cents: number;
  novo_preco_cents: number | null;
  foto: string;
  status: MenuStatus;
  disponibilidade: string | null;
  posicao: number;
}

interface SizeRow {
  id: number;
  product_id: number;
  nome: string;
  preco_cents: number;
  status: VariantStatus;
  posicao: number;
}

// ---------------------------------------------------------------------------------------------
// categories

export function listCategories(db: SandboxDb, storeId: number, id?: number): MenuCategory[] {
  const rows = db.all<CategoryRow>(
    `SELECT id, nome, status, disponibilidade, posicao FROM menu_categories WHERE store_id = ? ${id === undefined ? '' : 'AND id = ?'} ORDER BY posicao, id`,
    id === undefined ? [storeId] : [storeId, id],
  );
  return rows.map((row) => ({
    id_cardapio_categoria: row.id,
    nome_categoria: row.nome,
    status: row.status,
    disponibilidade: readAvailability(row.disponibilidade),
    ordem: row.posicao,
  }));
}

function ownedCategory(db: SandboxDb, storeId: number, id: number): CategoryRow {
  const row = db.get<CategoryRow>('SELECT id, nome, status, disponibilidade, posicao FROM menu_categories WHERE id = ? AND store_id = ?', [id, storeId]);
  if (!row) throw new Refusal('Categoria não encontrada.');
  return row;
}

/** Creates (id null) or changes a category; names are unique in a store. */
export function saveCategory(db: SandboxDb, storeId: number, id: number | null, body: CategoryBody): number {
  const nome = requiredName(body.nome_categoria, 'o nome da categoria', MENU_TEXT_LIMITS.categoryName);
  checkStatus(body.status, ['S', 'F', 'O']);
  const disponibilidade = storedAvailability(body.disponibilidade);
  if (id !== null) ownedCategory(db, storeId, id);
  const clash = db
    .all<{ id: number; nome: string }>('SELECT id, nome FROM menu_categories WHERE store_id = ?', [storeId])
    .find((c) => c.id !== id && sameName(c.nome, nome));
  if (clash) throw new Refusal(`Já existe uma categoria com o nome "${clash.nome}".`);
  if (id !== null) {
    db.run('UPDATE menu_categories SET nome = ?, status = ?, disponibilidade = ? WHERE id = ?', [nome, body.status, disponibilidade, id]);
    return id;
  }
  const posicao = nextPosition(db, 'SELECT posicao FROM menu_categories WHERE store_id = ?', [storeId]);
  return db.run('INSERT INTO menu_categories (store_id, nome, status, disponibilidade, posicao) VALUES (?, ?, ?, ?, ?)', [
    storeId,
    nome,
    body.status,
    disponibilidade,
    posicao,
  ]).lastId;
}

/** A category with products is kept: they would be lost with it. */
export function deleteCategory(db: SandboxDb, storeId: number, id: number): void {
  const category = ownedCategory(db, storeId, id);
  const products = db.value('SELECT COUNT(*) FROM menu_products WHERE category_id = ?', [id]);
  if (products > 0) {
    throw new Refusal(
      `A categoria "${category.nome}" tem ${products} produto${products === 1 ? '' : 's'}. Exclua ou mova os produtos antes de excluir a categoria.`,
    );
  }
  db.run('DELETE FROM menu_categories WHERE id = ?', [id]);
}

export function reorderCategories(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  const owned = db.all<{ id: number; posicao: number }>('SELECT id, posicao FROM menu_categories WHERE store_id = ?', [storeId]);
  reorder(db, 'menu_categories', owned, ids, 'as categorias da loja');
}

// ---------------------------------------------------------------------------------------------
// products

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

function sizesOf(db: SandboxDb, productIds: readonly number[]): Map<number, SizeRow[]> {
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

function sizeOf(row: SizeRow): MenuSize {
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
  const first = ids[0] === undefined ? undefined : db.get<{ category_id: number }>('SELECT category_id FROM menu_products WHERE id = ? AND store_id = ?', [ids[0], storeId]);
  const owned = first ? db.all<{ id: number; posicao: number }>('SELECT id, posicao FROM menu_products WHERE category_id = ?', [first.category_id]) : [];
  reorder(db, 'menu_products', owned, ids, 'os produtos da categoria');
}

// ---------------------------------------------------------------------------------------------
// sizes (a product with sizes is multi-size: its base and promotional prices go)

export function listSizes(db: SandboxDb, storeId: number, productId: number): MenuSize[] {
  ownedProduct(db, storeId, productId);
  return (sizesOf(db, [productId]).get(productId) ?? []).map(sizeOf);
}

function ownedSize(db: SandboxDb, storeId: number, id: number): SizeRow {
  const row = db.get<SizeRow>(
    'SELECT s.id, s.product_id, s.nome, s.preco_cents, s.status, s.posicao FROM menu_sizes s JOIN menu_products p ON p.id = s.product_id WHERE s.id = ? AND p.store_id = ?',
    [id, storeId],
  );
  if (!row) throw new Refusal('Tamanho não encontrado.');
  return row;
}

export function saveSize(db: SandboxDb, storeId: number, id: number | null, body: SizeBody): number {
  const product = ownedProduct(db, storeId, body.id_cardapio);
  const nome = requiredName(body.nome, 'o nome do tamanho', MENU_TEXT_LIMITS.sizeName);
  const preco = toCents(body.preco);
  checkPrice(preco, 'O preço do tamanho');
  checkStatus(body.status, ['S', 'F', 'O', 'N']);
  if (id !== null && ownedSize(db, storeId, id).product_id !== product.id) throw new Refusal('Tamanho não encontrado.');
  const clash = db
    .all<{ id: number; nome: string }>('SELECT id, nome FROM menu_sizes WHERE product_id = ?', [product.id])
    .find((s) => s.id !== id && sameName(s.nome, nome));
  if (clash) throw new Refusal(`O produto já tem o tamanho "${clash.nome}".`);
  return db.transaction(() => {
    // the product becomes (or stays) multi-size: its own prices no longer apply
    db.run('UPDATE menu_products SET preco_cents = 0, novo_preco_cents = NULL WHERE id = ?', [product.id]);
    if (id !== null) {
      db.run('UPDATE menu_sizes SET nome = ?, preco_cents = ?, status = ? WHERE id = ?', [nome, preco, body.status, id]);
      return id;
    }
    const posicao = nextPosition(db, 'SELECT posicao FROM menu_sizes WHERE product_id = ?', [product.id]);
    return db.run('INSERT INTO menu_sizes (product_id, nome, preco_cents, status, posicao) VALUES (?, ?, ?, ?, ?)', [
      product.id,
      nome,
      preco,
      body.status,
      posicao,
    ]).lastId;
  });
}

export function deleteSize(db: SandboxDb, storeId: number, id: number): void {
  ownedSize(db, storeId, id);
  db.run('DELETE FROM menu_sizes WHERE id = ?', [id]);
}

export function reorderSizes(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  const first = ids[0] === undefined ? null : ownedSize(db, storeId, ids[0]);
  const owned = first ? db.all<{ id: number; posicao: number }>('SELECT id, posicao FROM menu_sizes WHERE product_id = ?', [first.product_id]) : [];
  reorder(db, 'menu_sizes', owned, ids, 'os tamanhos do produto');
}

export function setSizeStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  ownedSize(db, storeId, id);
  checkStatus(status, ['S', 'F', 'O', 'N']);
  db.run('UPDATE menu_sizes SET status = ? WHERE id = ?', [status, id]);
}

// ---------------------------------------------------------------------------------------------
// composition (cardapioestoque)

function listIngredientsOf(db: SandboxDb, productId: number): IngredientLink[] {
  return db
    .all<{ id: number; stock_item_id: number; product_id: number; quantidade: number; removivel: number; nome: string; posicao: number }>(
      `SELECT i.id, i.stock_item_id, i.product_id, i.quantidade, i.removivel, s.nome, i.posicao
         FROM menu_product_ingredients i JOIN stock_items s ON s.id = i.stock_item_id WHERE i.product_id = ? ORDER BY i.posicao, i.id`,
      [productId],
    )
    .map((r) => ({
      id_cardapio_estoque: r.id,
      id_estoque: r.stock_item_id,
      id_cardapio: r.product_id,
      quantidade: r.quantidade,
      removivel: r.removivel === 1,
      nome_item: r.nome,
      ordem: r.posicao,
    }));
}

export function listIngredients(db: SandboxDb, storeId: number, productId: number): IngredientLink[] {
  ownedProduct(db, storeId, productId);
  return listIngredientsOf(db, productId);
}

function ownedIngredient(db: SandboxDb, storeId: number, id: number): { id: number; product_id: number; stock_item_id: number } {
  const row = db.get<{ id: number; product_id: number; stock_item_id: number }>(
    'SELECT i.id, i.product_id, i.stock_item_id FROM menu_product_ingredients i JOIN menu_products p ON p.id = i.product_id WHERE i.id = ? AND p.store_id = ?',
    [id, storeId],
  );
  if (!row) throw new Refusal('Item da composição não encontrado.');
  return row;
}

/** Adds a stock item to a product's composition, or (with its id) changes quantity and removível. */
export function saveIngredient(db: SandboxDb, storeId: number, body: IngredientBody): number {
  const product = ownedProduct(db, storeId, body.id_cardapio);
  const item = db.get<{ id: number; nome: string }>('SELECT id, nome FROM stock_items WHERE id = ? AND store_id = ?', [body.id_estoque, storeId]);
  if (!item) throw new Refusal('Item de estoque não encontrado.');
  if (!Number.isInteger(body.quantidade) || body.quantidade < 1 || body.quantidade > 999) throw new Refusal('A quantidade deve ser um número inteiro de 1 a 999.');
  if (body.id_cardapio_estoque !== undefined) {
    const link = ownedIngredient(db, storeId, body.id_cardapio_estoque);
    if (link.product_id !== product.id || link.stock_item_id !== item.id) throw new Refusal('Item da composição não encontrado.');
    db.run('UPDATE menu_product_ingredients SET quantidade = ?, removivel = ? WHERE id = ?', [body.quantidade, body.removivel, link.id]);
    return link.id;
  }
  if (db.value('SELECT COUNT(*) FROM menu_product_ingredients WHERE product_id = ? AND stock_item_id = ?', [product.id, item.id]) > 0) {
    throw new Refusal(`"${item.nome}" já está na composição deste produto.`);
  }
  const posicao = nextPosition(db, 'SELECT posicao FROM menu_product_ingredients WHERE product_id = ?', [product.id]);
  return db.run('INSERT INTO menu_product_ingredients (product_id, stock_item_id, quantidade, removivel, posicao) VALUES (?, ?, ?, ?, ?)', [
    product.id,
    item.id,
    body.quantidade,
    body.removivel,
    posicao,
  ]).lastId;
}

export function deleteIngredient(db: SandboxDb, storeId: number, id: number): void {
  ownedIngredient(db, storeId, id);
  db.run('DELETE FROM menu_product_ingredients WHERE id = ?', [id]);
}

export function reorderIngredients(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  const first = ids[0] === undefined ? null : ownedIngredient(db, storeId, ids[0]);
  const owned = first ? db.all<{ id: number; posicao: number }>('SELECT id, posicao FROM menu_product_ingredients WHERE product_id = ?', [first.product_id]) : [];
  reorder(db, 'menu_product_ingredients', owned, ids, 'a composição do produto');
}

// ---------------------------------------------------------------------------------------------
// the variations a product offers (cardapiovariacoes)

function listProductVariationsOf(db: SandboxDb, productId: number): ProductVariation[] {
  return db
    .all<{
      id: number;
      variation_id: number;
      nome: string;
      ad_hoc: number;
      size_id: number | null;
      size_nome: string | null;
      escolha_minima: number;
      escolha_maxima: number;
      calculo_preco: PriceCalculation;
      status: VariantStatus;
      posicao: number;
    }>(
      `SELECT l.id, l.variation_id, v.nome, (v.product_id = l.product_id AND v.category_id IS NULL) AS ad_hoc, l.size_id, s.nome AS size_nome,
              v.escolha_minima, v.escolha_maxima, v.calculo_preco, l.status, l.posicao
         FROM menu_product_variations l JOIN variations v ON v.id = l.variation_id LEFT JOIN menu_sizes s ON s.id = l.size_id
        WHERE l.product_id = ? ORDER BY l.posicao, l.id`,
      [productId],
    )
    .map((r) => ({
      id_cardapio_variacao: r.id,
      id_variacao: r.variation_id,
      nome_variacao: r.nome,
      nome_variacao_avulsa: r.ad_hoc ? r.nome : '',
      id_cardapio_tamanho: r.size_id,
      tamanho_nome: r.size_nome ?? 'Todos',
      escolha_minima: r.escolha_minima,
      escolha_maxima: r.escolha_maxima,
      calculo_preco: r.calculo_preco,
      status: r.status,
      ordem: r.posicao,
    }));
}

function ownedProductVariation(db: SandboxDb, storeId: number, id: number): { id: number; product_id: number } {
  const row = db.get<{ id: number; product_id: number }>(
    'SELECT l.id, l.product_id FROM menu_product_variations l JOIN menu_products p ON p.id = l.product_id WHERE l.id = ? AND p.store_id = ?',
    [id, storeId],
  );
  if (!row) throw new Refusal('Variação do produto não encontrada.');
  return row;
}

/** Offers a variation on a product, for one of its sizes or (size left out) every size. */
export function addProductVariation(db: SandboxDb, storeId: number, body: { id_cardapio: number; id_variacao: number; id_cardapio_tamanho?: number }): number {
  const product = ownedProduct(db, storeId, body.id_cardapio);
  const variation = db.get<{ id: number; nome: string }>('SELECT id, nome FROM variations WHERE id = ? AND store_id = ?', [body.id_variacao, storeId]);
  if (!variation) throw new Refusal('Variação não encontrada.');
  const sizeId = body.id_cardapio_tamanho || null;
  if (sizeId !== null && db.value('SELECT COUNT(*) FROM menu_sizes WHERE id = ? AND product_id = ?', [sizeId, product.id]) === 0) {
    throw new Refusal('Tamanho não encontrado neste produto.');
  }
  if (db.value('SELECT COUNT(*) FROM menu_product_variations WHERE product_id = ? AND variation_id = ? AND size_id IS ?', [product.id, variation.id, sizeId]) > 0) {
    throw new Refusal(`A variação "${variation.nome}" já está neste produto${sizeId === null ? '' : ' para este tamanho'}.`);
  }
  const posicao = nextPosition(db, 'SELECT posicao FROM menu_product_variations WHERE product_id = ?', [product.id]);
  return db.run('INSERT INTO menu_product_variations (product_id, variation_id, size_id, posicao) VALUES (?, ?, ?, ?)', [
    product.id,
    variation.id,
    sizeId,
    posicao,
  ]).lastId;
}

export function deleteProductVariation(db: SandboxDb, storeId: number, id: number): void {
  ownedProductVariation(db, storeId, id);
  db.run('DELETE FROM menu_product_variations WHERE id = ?', [id]);
}

export function reorderProductVariations(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  const first = ids[0] === undefined ? null : ownedProductVariation(db, storeId, ids[0]);
  const owned = first ? db.all<{ id: number; posicao: number }>('SELECT id, posicao FROM menu_product_variations WHERE product_id = ?', [first.product_id]) : [];
  reorder(db, 'menu_product_variations', owned, ids, 'as variações do produto');
}

export function setProductVariationStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  ownedProductVariation(db, storeId, id);
  checkStatus(status, ['S', 'F', 'O', 'N']);
  db.run('UPDATE menu_product_variations SET status = ? WHERE id = ?', [status, id]);
}

export function checkStatus(status: string, allowed: readonly string[]): void {
  if (!allowed.includes(status)) throw new Refusal(`Status inválido: use ${allowed.join(', ')}.`);
}
