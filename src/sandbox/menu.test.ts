import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SandboxDb } from './db';
import { addProductVariation, deleteProduct, deleteSize, duplicateProduct, getProduct, LAST_SIZE_NEEDS_PRICE, reorderProducts, saveProduct, saveSize } from './data/menu';
import { composeItem, orderableProductIds, orderableProducts } from './data/orderableMenu';
import { weekdayAndMinuteIn } from '../shared/time';
import { saveVariation } from './data/variations';
import { buildOrder } from './orderFactory';
import { createRandom } from './random';
import { MIGRATIONS } from './schema';
import { seedDatabase } from './seed';
import { catalogueSeeds } from './seed/catalogue';
import { SEED } from './seed/ids';
import { isValidEan13 } from '../shared/menu/ean';

const NOW = Date.UTC(2026, 4, 22, 22, 0); // a Friday, 19:00 in São Paulo

async function seeded(): Promise<SandboxDb> {
  const { db } = await SandboxDb.open();
  seedDatabase(db, NOW);
  return db;
}

const names = (db: SandboxDb, storeId = 101): string[] => orderableProducts(db, storeId, NOW).map((p) => p.nome);

describe('what a store sells now', () => {
  it('is every active product of an active category, by id, with active sizes and variations', async () => {
    const db = await seeded();
    const products = orderableProducts(db, 101, NOW);
    expect(products.map((p) => p.id)).toEqual([1101, 1102, 1103, 1104, 1105, 1106, 1107, 1201, 1202, 1203, 1204, 1205, 1301, 1302, 1303, 1304]);
    const meioAMeio = products.find((p) => p.id === 1107)!;
    expect(meioAMeio.sizes.map((s) => s.nome)).toEqual(['Broto (4 fatias)', 'Média (6 fatias)', 'Grande (8 fatias)']);
    expect(meioAMeio.variations.map((v) => [v.nome, v.min, v.max, v.calculo])).toEqual([
      ['Sabores da pizza broto', 2, 2, 'mp'],
      ['Sabores da pizza média', 2, 2, 'mp'],
      ['Sabores da pizza grande', 2, 2, 'mp'],
      ['Borda recheada', 0, 1, 'in'],
    ]);
    // the promotional price is what a unit costs
    expect(products.find((p) => p.id === 1302)?.precoCents).toBe(3490);
  });

  it('leaves out a product Em falta or Oculto, a hidden category, a product out of counted stock and one outside its schedule', async () => {
    const db = await seeded();
    db.run("UPDATE menu_products SET status = 'F' WHERE id = 1101");
    db.run("UPDATE menu_products SET status = 'O' WHERE id = 1102");
    db.run('UPDATE menu_products SET estoque = 0 WHERE id = 1201');
    db.run("UPDATE menu_categories SET status = 'O' WHERE id = 13");
    const { weekday, minute } = weekdayAndMinuteIn(NOW, 'America/Sao_Paulo');
    expect({ weekday, minute }).toEqual({ weekday: 5, minute: 19 * 60 });
    // Friday lunch only: not at 19:00
    db.run('UPDATE menu_products SET disponibilidade = ? WHERE id = 1203', [JSON.stringify({ sx: { initAt: 660, endAt: 900 } })]);
    // Friday evening: yes
    db.run('UPDATE menu_products SET disponibilidade = ? WHERE id = 1204', [JSON.stringify({ sx: { initAt: 1080, endAt: 1439 } })]);
    expect(names(db)).toEqual([
      'Pizza Quatro Queijos',
      'Pizza Portuguesa',
      'Pizza Frango com Catupiry',
      'Pizza Napolitana',
      'Pizza Meio a Meio',
      'Coca-Cola lata 350 ml',
      'Água mineral sem gás 500 ml',
      'Cerveja Original 600 ml',
    ]);
  });

  it('drops a size or variation turned off, and a product whose sizes are all off', async () => {
    const db = await seeded();
    db.run("UPDATE menu_sizes SET status = 'N' WHERE product_id = 1101 AND nome LIKE 'Broto%'");
    db.run("UPDATE menu_sizes SET status = 'F' WHERE product_id = 1102");
    db.run("UPDATE menu_product_variations SET status = 'O' WHERE product_id = 1103");
    const products = orderableProducts(db, 101, NOW);
    expect(products.find((p) => p.id === 1101)?.sizes.map((s) => s.nome)).toEqual(['Média (6 fatias)', 'Grande (8 fatias)']);
    expect(products.some((p) => p.id === 1102)).toBe(false);
    expect(products.find((p) => p.id === 1103)?.variations).toEqual([]);
  });

  it('never orders a product Em falta, in many random orders', async () => {
    const db = await seeded();
    db.run("UPDATE menu_products SET status = 'F' WHERE id = 1202");
    const random = createRandom(99);
    const ordered = Array.from({ length: 40 }, () => buildOrder(db, random, NOW, { storeId: 101, items: 4 }).items).flat();
    expect(ordered.length).toBe(160);
    expect(ordered.some((i) => i.productId === 1202)).toBe(false);
    expect(() => buildOrder(db, random, NOW, { storeId: 101, items: [{ produto_id: 1202 }] })).toThrow('Produto 1202 não está no cardápio da loja.');
    // every item carries its product's menu category (production tickets are printed per category)
    for (const item of ordered) expect(item.categoryId).toBe(db.value('SELECT category_id FROM menu_products WHERE id = ?', [item.productId]));
  });

  it('knows which products can be ordered without reading the menu, as the whole read says (sizes, variations short of items, schedules)', async () => {
    const db = await seeded();
    const same = (when: number | null) => {
      for (const storeId of [101, 202, 303]) {
        const whole = orderableProducts(db, storeId, when);
        expect(orderableProductIds(db, storeId, when)).toEqual(whole.map((p) => p.id));
        // each product read alone is the whole read's
        for (const p of whole) expect(orderableProducts(db, storeId, when, [p.id])).toEqual([p]);
      }
    };
    same(NOW);
    same(null);
    // a half-and-half whose broto flavours are short of items: that size goes, the product stays
    const broto = db.value("SELECT l.variation_id FROM menu_product_variations l JOIN variations v ON v.id = l.variation_id WHERE l.product_id = 1107 AND v.nome = 'Sabores da pizza broto'");
    db.run('UPDATE variation_items SET stock_item_id = NULL WHERE variation_id = ?', [broto]);
    db.run('DELETE FROM variation_items WHERE variation_id = ? AND id NOT IN (SELECT id FROM variation_items WHERE variation_id = ? LIMIT 1)', [broto, broto]);
    same(NOW);
    expect(orderableProducts(db, 101, NOW, [1107])[0]!.sizes.map((s) => s.nome)).toEqual(['Média (6 fatias)', 'Grande (8 fatias)']);
    // every size of it short: the product goes
    db.run("UPDATE menu_sizes SET status = 'F' WHERE product_id = 1107 AND nome NOT LIKE 'Broto%'");
    same(NOW);
    expect(orderableProductIds(db, 101, NOW)).not.toContain(1107);
    // a variation for every size asking more choices than it has items
    const link = db.get<{ product_id: number; variation_id: number }>(
      "SELECT l.product_id, l.variation_id FROM menu_product_variations l JOIN menu_products p ON p.id = l.product_id WHERE p.store_id = 101 AND l.size_id IS NULL AND l.status = 'S' AND l.product_id <> 1107 ORDER BY l.id LIMIT 1",
    )!;
    expect(orderableProductIds(db, 101, NOW)).toContain(link.product_id);
    db.run('UPDATE variations SET escolha_minima = 99, escolha_maxima = 99 WHERE id = ?', [link.variation_id]);
    same(NOW);
    expect(orderableProductIds(db, 101, NOW)).not.toContain(link.product_id);
    db.run("UPDATE menu_products SET disponibilidade = ? WHERE id = 1203", [JSON.stringify({ sx: { initAt: 660, endAt: 900 } })]);
    same(NOW);
    same(null);
  });

  it('reads only the products an order picks, not a large menu whole', async () => {
    const db = await seeded();
    // 2,000 more drinks
    db.run(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 2000)
       INSERT INTO menu_products (store_id, category_id, nome, preco_cents, posicao) SELECT 101, category_id, 'Refrigerante ' || i, 700, 100 + i FROM n, (SELECT category_id FROM menu_products WHERE id = 1301)`,
    );
    let rowsRead = 0;
    const all = db.all.bind(db);
    vi.spyOn(db, 'all').mockImplementation(((sql: string, params?: Parameters<typeof db.all>[1]) => {
      const rows = all(sql, params);
      // products read whole (name, price...): the ids and schedules of every product are read, not these
      rowsRead += rows.filter((r) => typeof r === 'object' && r !== null && 'nome' in r).length;
      return rows;
    }));
    const order = buildOrder(db, createRandom(7), NOW, { storeId: 101, items: 15 });
    expect(order.items).toHaveLength(15);
    expect(rowsRead).toBeLessThan(500);
  });
});

describe('an ordered unit', () => {
  it('costs the dearest of its two flavours on a half-and-half pizza (mp), plus the crust (in)', async () => {
    const db = await seeded();
    const meioAMeio = orderableProducts(db, 101, NOW).find((p) => p.id === 1107)!;
    const random = createRandom(5);
    const prices = new Map([...Array.from({ length: 60 }, () => composeItem(random, meioAMeio))].map((item) => [item.linhas.join(' | '), item.unitCents]));
    for (const [linhas, cents] of prices) {
      const size = /Tamanho: (\S+)/.exec(linhas)?.[1];
      const less = size === 'Broto' ? 1500 : size === 'Média' ? 800 : 0;
      const flavourPrices: Record<string, number> = { Margherita: 4990, Calabresa: 4790, 'Quatro Queijos': 5490, Portuguesa: 5290, 'Frango com Catupiry': 5390, Napolitana: 5190 };
      const halves = [...linhas.matchAll(/1\/2 ([^|]+?)(?: \||$)/g)].map((m) => flavourPrices[m[1]!]! - less);
      expect(halves).toHaveLength(2);
      const crust = /Borda recheada: ([^|]+)/.exec(linhas)?.[1];
      const crustCents = crust === undefined ? 0 : crust.startsWith('Cream') ? 900 : 800;
      expect(cents).toBe(Math.max(...halves) + crustCents);
    }
    expect(prices.size).toBeGreaterThan(10);
  });

  it('may take out a removable ingredient', async () => {
    const db = await seeded();
    const margherita = orderableProducts(db, 101, NOW).find((p) => p.id === 1101)!;
    expect(margherita.removable).toEqual(['Muçarela de búfala', 'Tomate', 'Manjericão']);
    const random = createRandom(3);
    const lines = Array.from({ length: 80 }, () => composeItem(random, margherita).linhas).flat();
    expect(lines.filter((l) => l.startsWith('Sem ')).every((l) => ['Sem muçarela de búfala', 'Sem tomate', 'Sem manjericão'].includes(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('Sem '))).toBe(true);
  });
});

describe('the menu rules', () => {
  it('a product with a size becomes multi-size: its base and promotional prices go to zero', async () => {
    const db = await seeded();
    const id = saveProduct(db, 101, null, { id_cardapio_categoria: 13, nome_prod: 'Torta de limão', descricao: '', preco: 19.9, novo_preco: 17.9, disponibilidade: '' });
    expect(db.get('SELECT preco_cents, novo_preco_cents FROM menu_products WHERE id = ?', [id])).toEqual({ preco_cents: 1990, novo_preco_cents: 1790 });
    saveSize(db, 101, null, { id_cardapio: id, nome: 'Fatia', preco: 12, status: 'S' });
    expect(db.get('SELECT preco_cents, novo_preco_cents FROM menu_products WHERE id = ?', [id])).toEqual({ preco_cents: 0, novo_preco_cents: null });
    // a later save of the product keeps it at zero
    saveProduct(db, 101, id, { id_cardapio_categoria: 13, nome_prod: 'Torta de limão', descricao: '', preco: 25, novo_preco: 0, disponibilidade: '' });
    expect(db.value('SELECT preco_cents FROM menu_products WHERE id = ?', [id])).toBe(0);
  });

  it('a new order of a category writes only the products whose position changed', async () => {
    const db = await seeded();
    for (let i = 0; i < 30; i++) saveProduct(db, 101, null, { id_cardapio_categoria: 13, nome_prod: `Doce ${i}`, descricao: '', preco: 5, novo_preco: 0, disponibilidade: '' });
    const inOrder = () => db.all<{ id: number }>('SELECT id FROM menu_products WHERE category_id = 13 ORDER BY posicao, id').map((r) => r.id);
    const before = inOrder();
    const next = [before[1]!, before[0]!, ...before.slice(2)];
    const run = vi.spyOn(db, 'run');
    reorderProducts(db, 101, next);
    expect(run.mock.calls.filter(([sql]) => sql.startsWith('UPDATE menu_products SET posicao'))).toHaveLength(2);
    expect(inOrder()).toEqual(next);
    // a list sent partly: those left out follow in their old order, rewritten where they moved
    run.mockClear();
    reorderProducts(db, 101, [before[5]!]);
    expect(inOrder()).toEqual([before[5]!, ...next.filter((id) => id !== before[5])]);
    expect(run.mock.calls.filter(([sql]) => sql.startsWith('UPDATE menu_products SET posicao'))).toHaveLength(6);
  });

  it('prices follow the panel money rule: R$ 999,99 at most (spec 02 §5: 6 characters, 2 decimals)', async () => {
    const db = await seeded();
    const body = { id_cardapio_categoria: 13, nome_prod: 'Torta de limão', descricao: '', novo_preco: 0, disponibilidade: '' };
    const id = saveProduct(db, 101, null, { ...body, preco: 999.99 });
    expect(db.value('SELECT preco_cents FROM menu_products WHERE id = ?', [id])).toBe(99_999);
    expect(() => saveProduct(db, 101, id, { ...body, preco: 1000 })).toThrow('O preço passa do limite de R$\u00a0999,99.');
    expect(() => saveProduct(db, 101, id, { ...body, preco: 9999.99 })).toThrow('O preço passa do limite de R$\u00a0999,99.');
    expect(() => saveSize(db, 101, null, { id_cardapio: id, nome: 'Inteira', preco: 1234.56, status: 'S' })).toThrow('O preço do tamanho passa do limite de R$\u00a0999,99.');
    expect(db.value('SELECT preco_cents FROM menu_products WHERE id = ?', [id])).toBe(99_999);
  });

  it('a variation made for one product is copied with it and deleted with it', async () => {
    const db = await seeded();
    const adHoc = saveVariation(db, 101, null, { id_cardapio: 1301, nome_variacao: 'Calda extra', escolha_minima: 0, escolha_maxima: 1, calculo_preco: 'in' });
    addProductVariation(db, 101, { id_cardapio: 1301, id_variacao: adHoc });
    const copy = duplicateProduct(db, 101, 1301);
    const copied = db.get<{ id: number; nome: string }>(
      'SELECT v.id, v.nome FROM menu_product_variations l JOIN variations v ON v.id = l.variation_id WHERE l.product_id = ?',
      [copy],
    );
    expect(copied?.nome).toBe('Calda extra');
    expect(copied?.id).not.toBe(adHoc);
    deleteProduct(db, 101, 1301);
    expect(db.value('SELECT COUNT(*) FROM variations WHERE id = ?', [adHoc])).toBe(0);
    expect(db.value('SELECT COUNT(*) FROM variations WHERE id = ?', [copied!.id])).toBe(1);
  });

  it('the catalogue has over 300 products, each with a valid and unique EAN-13', () => {
    const seeds = catalogueSeeds();
    expect(seeds.length).toBeGreaterThanOrEqual(300);
    expect(seeds.every((p) => isValidEan13(p.codigo_barras))).toBe(true);
    expect(new Set(seeds.map((p) => p.codigo_barras)).size).toBe(seeds.length);
    expect(new Set(seeds.map((p) => p.nome)).size).toBe(seeds.length);
  });
});

describe('a data file of the first version', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps its categories and products, with their active flag as a status', async () => {
    const SQL = await initSqlJs();
    const old = new SQL.Database();
    old.exec(MIGRATIONS[0]!);
    old.exec('PRAGMA user_version = 1');
    old.exec("INSERT INTO stores (id, company, nome, razao_social, cnpj) VALUES (101, 'aiboo', 'Pizzaria', 'Pizzaria Ltda', '12345678000195')");
    old.exec("INSERT INTO menu_categories (id, store_id, nome, posicao, ativo) VALUES (11, 101, 'Pizzas', 0, 1), (12, 101, 'Bebidas', 1, 0)");
    old.exec(
      "INSERT INTO menu_products (id, store_id, category_id, nome, preco_cents, posicao, ativo, opcoes) VALUES (1101, 101, 11, 'Pizza Margherita', 4990, 0, 1, '[]'), (1201, 101, 12, 'Guaraná', 1400, 0, 0, '[]')",
    );
    folder = mkdtempSync(join(tmpdir(), 'sandbox-migracao-'));
    const file = join(folder, 'dados.sqlite');
    writeFileSync(file, old.export());
    const { db, created } = await SandboxDb.open({ dataFile: file });
    expect(created).toBe(false);
    expect(db.all('SELECT id, nome, status FROM menu_categories ORDER BY id')).toEqual([
      { id: 11, nome: 'Pizzas', status: 'S' },
      { id: 12, nome: 'Bebidas', status: 'O' },
    ]);
    expect(db.all('SELECT id, category_id, preco_cents, status FROM menu_products ORDER BY id')).toEqual([
      { id: 1101, category_id: 11, preco_cents: 4990, status: 'S' },
      { id: 1201, category_id: 12, preco_cents: 1400, status: 'O' },
    ]);
    expect(() => db.run("INSERT INTO menu_products (store_id, category_id, nome, posicao) VALUES (101, 99, 'Sem categoria', 0)")).toThrow(/FOREIGN KEY/);
    db.close();
  });
});

describe("a product's last size", () => {
  const COCA = SEED.menu101.cocaLata;
  const coca = (db: SandboxDb) => getProduct(db, 'http://sandbox', 101, 0, COCA)[0]!;

  it('goes only with the price the product sells at from then on: never left at R$ 0,00', async () => {
    const db = await seeded();
    expect(coca(db)).toMatchObject({ preco: 7, multipleSize: false });
    const lata = saveSize(db, 101, null, { id_cardapio: COCA, nome: 'Lata', preco: 7.5, status: 'S' });
    expect(coca(db)).toMatchObject({ preco: 0, multipleSize: true });

    expect(() => deleteSize(db, 101, lata)).toThrow(LAST_SIZE_NEEDS_PRICE);
    expect(() => deleteSize(db, 101, lata, 0)).toThrow(LAST_SIZE_NEEDS_PRICE);
    expect(() => deleteSize(db, 101, lata, -1)).toThrow('O preço do produto não pode ser negativo.');
    expect(coca(db).tamanhos.map((s) => s.nome)).toEqual(['Lata']);

    deleteSize(db, 101, lata, 7.25);
    expect(coca(db)).toMatchObject({ preco: 7.25, multipleSize: false, tamanhos: [], status: 'S' });
  });

  it('is not asked while other sizes remain', async () => {
    const db = await seeded();
    const lata = saveSize(db, 101, null, { id_cardapio: COCA, nome: 'Lata', preco: 7.5, status: 'S' });
    saveSize(db, 101, null, { id_cardapio: COCA, nome: 'Garrafa', preco: 12, status: 'S' });
    deleteSize(db, 101, lata);
    expect(coca(db)).toMatchObject({ preco: 0, multipleSize: true, tamanhos: [expect.objectContaining({ nome: 'Garrafa' })] });
  });
});
