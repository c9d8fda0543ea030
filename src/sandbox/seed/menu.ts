import type { SandboxDb } from '../db';
import { seedCatalogue } from './catalogue';
import { MENU_SEEDS, type StoreMenuSeed } from './menuData';

/** The catalogue service's products and every demo store's menu (seedMenuData.ts). */
export function seedMenus(db: SandboxDb): void {
  seedCatalogue(db);
  for (const [storeId, menu] of Object.entries(MENU_SEEDS)) seedStoreMenu(db, Number(storeId), menu);
}

function seedStoreMenu(db: SandboxDb, storeId: number, menu: StoreMenuSeed): void {
  const stock = new Map<string, number>();
  for (const item of menu.estoque) {
    stock.set(
      item.nome,
      db.run('INSERT INTO stock_items (store_id, nome, tipo, descricao) VALUES (?, ?, ?, ?)', [storeId, item.nome, item.tipo, item.descricao ?? '']).lastId,
    );
  }
  const stockId = (nome: string): number => {
    const id = stock.get(nome);
    if (id === undefined) throw new Error(`Semente do cardápio ${storeId}: item de estoque desconhecido "${nome}".`);
    return id;
  };
  const variationCategories = new Map(
    menu.categoriasVariacao.map((nome, posicao) => [
      nome,
      db.run('INSERT INTO variation_categories (store_id, nome, posicao) VALUES (?, ?, ?)', [storeId, nome, posicao]).lastId,
    ]),
  );
  const variations = new Map<string, number>();
  menu.variacoes.forEach((v, posicao) => {
    const id = db.run(
      'INSERT INTO variations (store_id, category_id, nome, escolha_minima, escolha_maxima, calculo_preco, posicao) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [storeId, variationCategories.get(v.categoria) ?? null, v.nome, v.min, v.max, v.calculo, posicao],
    ).lastId;
    variations.set(v.key, id);
    v.itens.forEach((item, i) =>
      db.run('INSERT INTO variation_items (variation_id, stock_item_id, nome, preco_cents, posicao) VALUES (?, ?, ?, ?, ?)', [
        id,
        'estoque' in item ? stockId(item.estoque) : null,
        'avulso' in item ? item.avulso : '',
        item.preco,
        i,
      ]),
    );
  });
  menu.categorias.forEach((category, ci) => {
    db.run('INSERT INTO menu_categories (id, store_id, nome, posicao) VALUES (?, ?, ?, ?)', [category.id, storeId, category.nome, ci]);
    category.produtos.forEach((p, pi) => {
      const catalogue = p.catalogo
        ? db.get<{ id: number; codigo_barras: string; imagem: string }>('SELECT id, codigo_barras, imagem FROM catalogue_products WHERE nome = ?', [p.catalogo])
        : undefined;
      if (p.catalogo && !catalogue) throw new Error(`Semente do cardápio ${storeId}: produto do catálogo desconhecido "${p.catalogo}".`);
      const sized = (p.tamanhos?.length ?? 0) > 0;
      db.run(
        `INSERT INTO menu_products (id, store_id, category_id, catalogue_product_id, codigo_barras, nome, descricao, preco_cents, novo_preco_cents,
           foto, status, posicao) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          p.id,
          storeId,
          category.id,
          catalogue?.id ?? null,
          catalogue?.codigo_barras ?? null,
          p.nome,
          p.descricao,
          sized ? 0 : (p.preco ?? 0),
          sized ? null : (p.promo ?? null),
          catalogue?.imagem ?? '',
          p.status ?? 'S',
          pi,
        ],
      );
      const sizes = new Map(
        (p.tamanhos ?? []).map(([nome, preco], si) => [
          nome,
          db.run('INSERT INTO menu_sizes (product_id, nome, preco_cents, posicao) VALUES (?, ?, ?, ?)', [p.id, nome, preco, si]).lastId,
        ]),
      );
      (p.composicao ?? []).forEach((entry, i) => {
        const [nome, quantidade, removivel] = typeof entry === 'string' ? [entry, 1, true] : entry;
        db.run('INSERT INTO menu_product_ingredients (product_id, stock_item_id, quantidade, removivel, posicao) VALUES (?, ?, ?, ?, ?)', [
          p.id,
          stockId(nome),
          quantidade,
          removivel,
          i,
        ]);
      });
      (p.variacoes ?? []).forEach((entry, i) => {
        const { key, tamanho } = typeof entry === 'string' ? { key: entry, tamanho: undefined } : entry;
        const variationId = variations.get(key);
        const sizeId = tamanho === undefined ? null : sizes.get(tamanho);
        if (variationId === undefined || sizeId === undefined) throw new Error(`Semente do cardápio ${storeId}: variação "${key}" ou tamanho desconhecido.`);
        db.run('INSERT INTO menu_product_variations (product_id, variation_id, size_id, posicao) VALUES (?, ?, ?, ?)', [p.id, variationId, sizeId, i]);
      });
    });
  });
}
