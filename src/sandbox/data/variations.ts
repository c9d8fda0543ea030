import {
  LOOSE_ITEM_ID,
  VARIATION_TEXT_LIMITS,
  type StockItem,
  type VariantStatus,
  type Variation,
  type VariationBody,
  type VariationCategory,
  type VariationCategoryBody,
  type VariationItem,
  type VariationItemBody,
} from '../../shared/api';
import { isPriceCalculation, type PriceCalculation } from '../../shared/menu/pricing';
import type { SandboxDb } from '../db';
import { publicFileUrl } from '../uploads';
import { copyVariation, ownedProduct } from './menu';
import { checkPrice, checkStatus, nextPosition, Refusal, reorderUnderParent, requiredName, sameName } from './menuRules';
import { toCents, toReais } from '../../shared/format';

/**
 * Global variations on the platform's side (spec 02 §3, §4, §7.2): variation categories,
 * variations and the items each offers with its price, and the stock list the pickers show.
 */

interface VariationRow {
  id: number;
  category_id: number | null;
  product_id: number | null;
  size_id: number | null;
  size_nome: string | null;
  nome: string;
  escolha_minima: number;
  escolha_maxima: number;
  calculo_preco: PriceCalculation;
  status: VariantStatus;
  posicao: number;
}

/** The store's variations: all, one (id) or those of a variation category. */
export function listVariations(db: SandboxDb, storeId: number, filter: { id?: number; categoryId?: number } = {}): Variation[] {
  const where = ['v.store_id = ?'];
  const params: number[] = [storeId];
  if (filter.id !== undefined) {
    where.push('v.id = ?');
    params.push(filter.id);
  }
  if (filter.categoryId !== undefined) {
    where.push('v.category_id = ?');
    params.push(filter.categoryId);
  }
  const rows = db.all<VariationRow>(
    `SELECT v.id, v.category_id, v.product_id, v.size_id, s.nome AS size_nome, v.nome, v.escolha_minima, v.escolha_maxima, v.calculo_preco,
            v.status, v.posicao
       FROM variations v LEFT JOIN menu_sizes s ON s.id = v.size_id WHERE ${where.join(' AND ')} ORDER BY v.posicao, v.id`,
    params,
  );
  const items = itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id_variacao: r.id,
    nome_variacao: r.nome,
    escolha_minima: r.escolha_minima,
    escolha_maxima: r.escolha_maxima,
    calculo_preco: r.calculo_preco,
    status: r.status,
    id_cardapio: r.product_id,
    id_cardapio_tamanho: r.size_id,
    tamanho_nome: r.size_nome ?? '',
    id_variacao_categoria: r.category_id,
    estoque: (items.get(r.id) ?? []).map((item) => ({ ...item, nome_var: r.nome })),
    ordem: r.posicao,
  }));
}

function itemsOf(db: SandboxDb, variationIds: readonly number[]): Map<number, Omit<VariationItem, 'nome_var'>[]> {
  const byVariation = new Map<number, Omit<VariationItem, 'nome_var'>[]>();
  if (variationIds.length === 0) return byVariation;
  const rows = db.all<{ id: number; variation_id: number; stock_item_id: number | null; nome: string; item_nome: string | null; preco_cents: number; posicao: number }>(
    `SELECT i.id, i.variation_id, i.stock_item_id, i.nome, s.nome AS item_nome, i.preco_cents, i.posicao
       FROM variation_items i LEFT JOIN stock_items s ON s.id = i.stock_item_id
      WHERE i.variation_id IN (${variationIds.map(() => '?').join(',')}) ORDER BY i.posicao, i.id`,
    variationIds,
  );
  for (const r of rows) {
    const item = {
      id_variacao_estoque: r.id,
      id_estoque: r.stock_item_id ?? LOOSE_ITEM_ID,
      nome_item: r.item_nome ?? r.nome,
      preco: toReais(r.preco_cents),
      ordem: r.posicao,
    };
    byVariation.set(r.variation_id, [...(byVariation.get(r.variation_id) ?? []), item]);
  }
  return byVariation;
}

function ownedVariation(db: SandboxDb, storeId: number, id: number): { id: number; category_id: number | null; nome: string; posicao: number } {
  const row = db.get<{ id: number; category_id: number | null; nome: string; posicao: number }>(
    'SELECT id, category_id, nome, posicao FROM variations WHERE id = ? AND store_id = ?',
    [id, storeId],
  );
  if (!row) throw new Refusal('Variação não encontrada.');
  return row;
}

/**
 * Creates (id null) or changes a variation. Minimum and maximum choice are whole numbers from 0,
 * the minimum not above the maximum, and the maximum at least 1; the size must be the product's.
 */
export function saveVariation(db: SandboxDb, storeId: number, id: number | null, body: VariationBody): number {
  const nome = requiredName(body.nome_variacao, 'o nome da variação', VARIATION_TEXT_LIMITS.variationName);
  const min = body.escolha_minima;
  const max = body.escolha_maxima;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < 0) throw new Refusal('Escolha mínima e máxima são números inteiros a partir de 0.');
  if (max < 1) throw new Refusal('A escolha máxima precisa ser pelo menos 1.');
  if (min > max) throw new Refusal('A escolha mínima não pode ser maior que a máxima.');
  if (!isPriceCalculation(body.calculo_preco)) throw new Refusal('Cálculo de preço inválido: use mp, pm, mm, st ou in.');
  const categoryId = body.id_variacao_categoria || null;
  if (categoryId !== null && db.value('SELECT COUNT(*) FROM variation_categories WHERE id = ? AND store_id = ?', [categoryId, storeId]) === 0) {
    throw new Refusal('Categoria de variação não encontrada.');
  }
  const productId = body.id_cardapio || null;
  if (productId !== null) ownedProduct(db, storeId, productId);
  const sizeId = body.id_cardapio_tamanho || null;
  if (sizeId !== null) {
    const size = db.get<{ product_id: number }>('SELECT s.product_id FROM menu_sizes s JOIN menu_products p ON p.id = s.product_id WHERE s.id = ? AND p.store_id = ?', [
      sizeId,
      storeId,
    ]);
    if (!size || (productId !== null && size.product_id !== productId)) throw new Refusal('Tamanho não encontrado.');
  }
  if (categoryId === null && productId === null) throw new Refusal('Escolha a categoria da variação.');
  const values = [categoryId, productId, sizeId, nome, min, max, body.calculo_preco];
  if (id !== null) {
    ownedVariation(db, storeId, id);
    db.run('UPDATE variations SET category_id = ?, product_id = ?, size_id = ?, nome = ?, escolha_minima = ?, escolha_maxima = ?, calculo_preco = ? WHERE id = ?', [
      ...values,
      id,
    ]);
    return id;
  }
  const posicao = nextPosition(db, 'SELECT posicao FROM variations WHERE store_id = ? AND category_id IS ?', [storeId, categoryId]);
  return db.run(
    'INSERT INTO variations (category_id, product_id, size_id, nome, escolha_minima, escolha_maxima, calculo_preco, store_id, posicao) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    [...values, storeId, posicao],
  ).lastId;
}

export function setVariationStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  ownedVariation(db, storeId, id);
  checkStatus(status, ['S', 'F', 'O', 'N']);
  db.run('UPDATE variations SET status = ? WHERE id = ?', [status, id]);
}

/** A copy with its items, '(cópia)' in its name, in the same category or in `categoryId`. */
export function duplicateVariation(db: SandboxDb, storeId: number, id: number, categoryId?: number): number {
  const v = ownedVariation(db, storeId, id);
  const target = categoryId ?? v.category_id;
  if (categoryId !== undefined && db.value('SELECT COUNT(*) FROM variation_categories WHERE id = ? AND store_id = ?', [categoryId, storeId]) === 0) {
    throw new Refusal('Categoria de variação não encontrada.');
  }
  return db.transaction(() => {
    const posicao = nextPosition(db, 'SELECT posicao FROM variations WHERE store_id = ? AND category_id IS ?', [storeId, target]);
    const nome = categoryId !== undefined && categoryId !== v.category_id ? v.nome : `${v.nome} (cópia)`.slice(0, 80);
    return copyVariation(db, id, { categoryId: target, nome, posicao });
  });
}

/** Deletes a variation, its items and its place on every product. */
export function deleteVariation(db: SandboxDb, storeId: number, id: number): void {
  ownedVariation(db, storeId, id);
  db.run('DELETE FROM variations WHERE id = ?', [id]);
}

// ---------------------------------------------------------------------------------------------
// a variation's items (variacoesestoque)

function ownedItem(db: SandboxDb, storeId: number, id: number): { id: number; variation_id: number } {
  const row = db.get<{ id: number; variation_id: number }>(
    'SELECT i.id, i.variation_id FROM variation_items i JOIN variations v ON v.id = i.variation_id WHERE i.id = ? AND v.store_id = ?',
    [id, storeId],
  );
  if (!row) throw new Refusal('Item da variação não encontrado.');
  return row;
}

/** Adds (id null) or changes an item: a stock item, or a loose item (-1) with its own name. */
export function saveVariationItem(db: SandboxDb, storeId: number, id: number | null, body: VariationItemBody): number {
  const variation = ownedVariation(db, storeId, body.id_variacao);
  const preco = toCents(body.preco);
  checkPrice(preco, 'O preço do item');
  let stockItemId: number | null = null;
  let nome = '';
  if (body.id_estoque === LOOSE_ITEM_ID) {
    nome = requiredName(body.nome_item ?? '', 'o nome do item avulso', VARIATION_TEXT_LIMITS.looseItemName);
  } else {
    const item = db.get<{ id: number }>('SELECT id FROM stock_items WHERE id = ? AND store_id = ?', [body.id_estoque, storeId]);
    if (!item) throw new Refusal('Item de estoque não encontrado.');
    stockItemId = item.id;
  }
  if (id !== null) {
    if (ownedItem(db, storeId, id).variation_id !== variation.id) throw new Refusal('Item da variação não encontrado.');
    db.run('UPDATE variation_items SET stock_item_id = ?, nome = ?, preco_cents = ? WHERE id = ?', [stockItemId, nome, preco, id]);
    return id;
  }
  const duplicate = db
    .all<{ stock_item_id: number | null; nome: string }>('SELECT stock_item_id, nome FROM variation_items WHERE variation_id = ?', [variation.id])
    .some((i) => (stockItemId !== null ? i.stock_item_id === stockItemId : i.stock_item_id === null && sameName(i.nome, nome)));
  if (duplicate) throw new Refusal('Este item já está na variação.');
  const posicao = nextPosition(db, 'SELECT posicao FROM variation_items WHERE variation_id = ?', [variation.id]);
  return db.run('INSERT INTO variation_items (variation_id, stock_item_id, nome, preco_cents, posicao) VALUES (?, ?, ?, ?, ?)', [
    variation.id,
    stockItemId,
    nome,
    preco,
    posicao,
  ]).lastId;
}

export function deleteVariationItem(db: SandboxDb, storeId: number, id: number): void {
  ownedItem(db, storeId, id);
  db.run('DELETE FROM variation_items WHERE id = ?', [id]);
}

export function reorderVariationItems(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  reorderUnderParent(db, { table: 'variation_items', parent: 'variation_id', what: 'os itens da variação' }, ids, (id) => ownedItem(db, storeId, id).variation_id);
}

// ---------------------------------------------------------------------------------------------
// variation categories

export function listVariationCategories(db: SandboxDb, storeId: number): VariationCategory[] {
  return db
    .all<{ id: number; nome: string; status: VariantStatus; posicao: number }>(
      'SELECT id, nome, status, posicao FROM variation_categories WHERE store_id = ? ORDER BY posicao, id',
      [storeId],
    )
    .map((r) => ({ id_variacao_categoria: r.id, nome_categoria: r.nome, status: r.status, ordem: r.posicao }));
}

export function saveVariationCategory(db: SandboxDb, storeId: number, id: number | null, body: VariationCategoryBody): number {
  const nome = requiredName(body.nome_categoria, 'o nome da categoria', VARIATION_TEXT_LIMITS.categoryName);
  checkStatus(body.status, ['S', 'F', 'O', 'N']);
  if (id !== null && db.value('SELECT COUNT(*) FROM variation_categories WHERE id = ? AND store_id = ?', [id, storeId]) === 0) {
    throw new Refusal('Categoria de variação não encontrada.');
  }
  const clash = db
    .all<{ id: number; nome: string }>('SELECT id, nome FROM variation_categories WHERE store_id = ?', [storeId])
    .find((c) => c.id !== id && sameName(c.nome, nome));
  if (clash) throw new Refusal(`Já existe uma categoria de variação com o nome "${clash.nome}".`);
  if (id !== null) {
    db.run('UPDATE variation_categories SET nome = ?, status = ? WHERE id = ?', [nome, body.status, id]);
    return id;
  }
  const posicao = nextPosition(db, 'SELECT posicao FROM variation_categories WHERE store_id = ?', [storeId]);
  return db.run('INSERT INTO variation_categories (store_id, nome, status, posicao) VALUES (?, ?, ?, ?)', [storeId, nome, body.status, posicao]).lastId;
}

/** A category with variations is kept: they would be lost with it. */
export function deleteVariationCategory(db: SandboxDb, storeId: number, id: number): void {
  const row = db.get<{ nome: string }>('SELECT nome FROM variation_categories WHERE id = ? AND store_id = ?', [id, storeId]);
  if (!row) throw new Refusal('Categoria de variação não encontrada.');
  const count = db.value('SELECT COUNT(*) FROM variations WHERE category_id = ?', [id]);
  if (count > 0) {
    throw new Refusal(`A categoria "${row.nome}" tem ${count} variaç${count === 1 ? 'ão' : 'ões'}. Exclua ou mova as variações antes de excluir a categoria.`);
  }
  db.run('DELETE FROM variation_categories WHERE id = ?', [id]);
}

// ---------------------------------------------------------------------------------------------
// the stock list (estoque/listar)

export function listStockItems(db: SandboxDb, publicUrl: string, storeId: number): StockItem[] {
  return db
    .all<{ id: number; nome: string; status: 'S' | 'O'; tipo: 'sabor' | 'ingrediente'; descricao: string; imagem: string }>(
      'SELECT id, nome, status, tipo, descricao, imagem FROM stock_items WHERE store_id = ? ORDER BY nome COLLATE NOCASE, id',
      [storeId],
    )
    .map((r) => ({
      id_estoque: r.id,
      nome_item: r.nome,
      status: r.status,
      tipo: r.tipo,
      descricao: r.descricao,
      image_url: r.imagem ? publicFileUrl(publicUrl, r.imagem) : '',
    }));
}
