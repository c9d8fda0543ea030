import type { ProductVariation, VariantStatus } from '../../../shared/api';
import type { PriceCalculation } from '../../../shared/menu/pricing';
import type { SandboxDb } from '../../db';
import { checkStatus, nextPosition, Refusal, reorderUnderParent } from '../menuRules';
import { ownedProduct } from './products';

/** The variations a product offers (cardapiovariacoes, spec 02 §4, §7.1). */

export function listProductVariationsOf(db: SandboxDb, productId: number): ProductVariation[] {
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
  reorderUnderParent(db, { table: 'menu_product_variations', parent: 'product_id', what: 'as variações do produto' }, ids, (id) => ownedProductVariation(db, storeId, id).product_id);
}

export function setProductVariationStatus(db: SandboxDb, storeId: number, id: number, status: string): void {
  ownedProductVariation(db, storeId, id);
  checkStatus(status, ['S', 'F', 'O', 'N']);
  db.run('UPDATE menu_product_variations SET status = ? WHERE id = ?', [status, id]);
}

