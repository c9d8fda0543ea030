import { MENU_TEXT_LIMITS, type CategoryBody, type MenuCategory } from '../../../shared/api';
import type { SandboxDb } from '../../db';
import { checkStatus, nextPosition, readAvailability, Refusal, reorderUnderParent, requiredName, sameName, storedAvailability } from '../menuRules';
import type { CategoryRow } from './rows';

/** The menu's categories on the platform's side (spec 02 §3): list, save, delete, order. A row of another store is refused as not found. */

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

export function ownedCategory(db: SandboxDb, storeId: number, id: number): CategoryRow {
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
  reorderUnderParent(db, { table: 'menu_categories', parent: 'store_id', what: 'as categorias da loja' }, ids, () => storeId);
}
