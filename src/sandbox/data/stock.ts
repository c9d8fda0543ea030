import type { StockItemBody } from '../../shared/api';
import { STOCK_DESCRIPTION_MAX, STOCK_ITEM_NAME_MAX, STOCK_ITEM_TYPES } from '../../shared/api';
import type { SandboxDb } from '../db';
import type { UploadStore } from '../uploads';
import { acceptedImage, checkStatus, Refusal, requiredName, sameName, STOCK_IMAGE_RULE } from './menuRules';

/**
 * Stock items on the platform's side (spec 02 §2.4, §3, §7.3): flavours and ingredients with an
 * optional image (JPG, JPEG, PNG, WEBP up to 2 MB, refused in erros otherwise).
 */

function owned(db: SandboxDb, storeId: number, id: number): { id: number; nome: string; imagem: string } {
  const row = db.get<{ id: number; nome: string; imagem: string }>('SELECT id, nome, imagem FROM stock_items WHERE id = ? AND store_id = ?', [id, storeId]);
  if (!row) throw new Refusal('Item de estoque não encontrado.');
  return row;
}

/** Creates (no id) or changes a stock item; a file in `arquivo` becomes its image. Returns id and image path. */
export function saveStockItem(db: SandboxDb, uploads: UploadStore, storeId: number, body: StockItemBody): { id: number; imagem: string } {
  const nome = requiredName(body.nome_item, 'o nome do item', STOCK_ITEM_NAME_MAX);
  if (!(STOCK_ITEM_TYPES as readonly string[]).includes(body.tipo)) throw new Refusal('Tipo inválido: use sabor ou ingrediente.');
  checkStatus(body.status, ['S', 'O']);
  const descricao = body.descricao.trim();
  if (descricao.length > STOCK_DESCRIPTION_MAX) throw new Refusal(`A descrição pode ter no máximo ${STOCK_DESCRIPTION_MAX} caracteres.`, 'erros');
  const existing = body.id_estoque ? owned(db, storeId, body.id_estoque) : null;
  const clash = db
    .all<{ id: number; nome: string }>('SELECT id, nome FROM stock_items WHERE store_id = ?', [storeId])
    .find((i) => i.id !== existing?.id && sameName(i.nome, nome));
  if (clash) throw new Refusal(`Já existe um item de estoque com o nome "${clash.nome}".`);
  // the image is checked before anything is written: a refused file changes nothing
  const image = body.arquivo !== undefined ? acceptedImage(body.arquivo, STOCK_IMAGE_RULE) : null;
  const imagem = image ? uploads.save(image.file.data, image.extension) : (existing?.imagem ?? '');
  if (existing) {
    db.run('UPDATE stock_items SET nome = ?, tipo = ?, status = ?, descricao = ?, imagem = ? WHERE id = ?', [nome, body.tipo, body.status, descricao, imagem, existing.id]);
    return { id: existing.id, imagem };
  }
  const id = db.run('INSERT INTO stock_items (store_id, nome, tipo, status, descricao, imagem) VALUES (?, ?, ?, ?, ?, ?)', [
    storeId,
    nome,
    body.tipo,
    body.status,
    descricao,
    imagem,
  ]).lastId;
  return { id, imagem };
}

/** An item in a composition or a variation stays: the menu would lose it. */
export function deleteStockItem(db: SandboxDb, storeId: number, id: number): void {
  const item = owned(db, storeId, id);
  const products = db.value('SELECT COUNT(DISTINCT product_id) FROM menu_product_ingredients WHERE stock_item_id = ?', [id]);
  const variations = db.value('SELECT COUNT(DISTINCT variation_id) FROM variation_items WHERE stock_item_id = ?', [id]);
  if (products + variations > 0) {
    const uses = [
      products > 0 ? `na composição de ${products} produto${products === 1 ? '' : 's'}` : null,
      variations > 0 ? `em ${variations} variaç${variations === 1 ? 'ão' : 'ões'}` : null,
    ].filter(Boolean);
    throw new Refusal(`"${item.nome}" está ${uses.join(' e ')}. Retire-o de lá antes de excluir, ou marque-o como Oculto.`);
  }
  db.run('DELETE FROM stock_items WHERE id = ?', [id]);
}

export function setStockItemStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  owned(db, storeId, id);
  checkStatus(status, ['S', 'O']);
  db.run('UPDATE stock_items SET status = ? WHERE id = ?', [status, id]);
}
