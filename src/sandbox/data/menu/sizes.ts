import { MENU_TEXT_LIMITS, type MenuSize, type SizeBody } from '../../../shared/api';
import type { SandboxDb } from '../../db';
import { checkPrice, checkStatus, nextPosition, Refusal, reorderUnderParent, requiredName, sameName } from '../menuRules';
import type { SizeRow } from './rows';
import { ownedProduct, sizeOf, sizesOf } from './products';
import { toCents } from '../../../shared/format';

/** A product's sizes (spec 02 §4): a product with sizes is multi-size, its base and promotional prices go. */

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

/**
 * Deletes a size. The product's base price was zeroed when it became multi-size, so the last size
 * goes only with the price the product sells at from then on (`precoProduto`, reais): it is never
 * left on sale at R$ 0,00 in silence. With other sizes left the price is not read.
 */
export function deleteSize(db: SandboxDb, storeId: number, id: number, precoProduto?: number): void {
  const size = ownedSize(db, storeId, id);
  const last = db.value('SELECT COUNT(*) FROM menu_sizes WHERE product_id = ?', [size.product_id]) === 1;
  if (!last) {
    db.run('DELETE FROM menu_sizes WHERE id = ?', [id]);
    return;
  }
  if (precoProduto === undefined) throw new Refusal(LAST_SIZE_NEEDS_PRICE);
  const preco = toCents(precoProduto);
  checkPrice(preco, 'O preço do produto');
  if (preco === 0) throw new Refusal(LAST_SIZE_NEEDS_PRICE);
  db.transaction(() => {
    db.run('DELETE FROM menu_sizes WHERE id = ?', [id]);
    db.run('UPDATE menu_products SET preco_cents = ?, novo_preco_cents = NULL WHERE id = ?', [preco, size.product_id]);
  });
}

/** The refusal of a last size deleted without the product's own price. */
export const LAST_SIZE_NEEDS_PRICE = 'Este é o único tamanho do produto: informe o preço do produto (maior que zero) para excluí-lo.';

export function reorderSizes(db: SandboxDb, storeId: number, ids: readonly number[]): void {
  reorderUnderParent(db, { table: 'menu_sizes', parent: 'product_id', what: 'os tamanhos do produto' }, ids, (id) => ownedSize(db, storeId, id).product_id);
}

export function setSizeStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  ownedSize(db, storeId, id);
  checkStatus(status, ['S', 'F', 'O', 'N']);
  db.run('UPDATE menu_sizes SET status = ? WHERE id = ?', [status, id]);
}
