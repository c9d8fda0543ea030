import type { IngredientBody, IngredientLink } from '../../../shared/api';
import type { SandboxDb } from '../../db';
import { nextPosition, Refusal, reorderUnderParent } from '../menuRules';
import { ownedProduct } from './products';

/** A product's composition (cardapioestoque, spec 02 §4): the stock items it is made of. */

export function listIngredientsOf(db: SandboxDb, productId: number): IngredientLink[] {
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
  reorderUnderParent(db, { table: 'menu_product_ingredients', parent: 'product_id', what: 'a composição do produto' }, ids, (id) => ownedIngredient(db, storeId, id).product_id);
}
