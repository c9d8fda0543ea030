/**
 * The benchmarks' big (and small) stores, written straight into a sandbox data file before the
 * sandbox opens it, through the sandbox's own rules (menu saves, the order factory): the menu of a
 * store replaced by categories of N products, a store's orders cleared, days topped up to N orders,
 * a month topped up to N finance transactions. Shared by bench-menu, bench-finance, bench-reports
 * and bench-backoffice.
 */
import { DAY, HOUR, MINUTE } from '../../src/sandbox/calendar';
import type { SandboxDb } from '../../src/sandbox/db';
import { saveCategory, saveProduct } from '../../src/sandbox/data/menu';
import { insertOrder } from '../../src/sandbox/data/orders';
import { buildOrder } from '../../src/sandbox/orderFactory';
import type { Random } from '../../src/sandbox/random';

export interface MenuShape {
  storeId: number;
  categories: number;
  perCategory: number;
  /** a category first in the menu, before the sections: the one /produtos opens on */
  first?: { name: string; products: number };
}

const FLAVOURS = ['calabresa', 'frango', 'queijo', 'carne', 'palmito', 'atum', 'milho', 'bacon', 'rúcula', 'tomate'];
const two = (n: number) => String(n).padStart(2, '0');

/** A category of `count` products at the end of the store's menu; gives its id. */
export function addCategory(db: SandboxDb, storeId: number, name: string, count: number, section = 1): number {
  const categoryId = saveCategory(db, storeId, null, { nome_categoria: name, status: 'S', disponibilidade: '' });
  for (let p = 1; p <= count; p++) {
    saveProduct(db, storeId, null, {
      id_cardapio_categoria: categoryId,
      nome_prod: `Item ${two(p)} de ${FLAVOURS[p % FLAVOURS.length]}`,
      descricao: `Produto ${p} da seção ${section}.`,
      preco: 10 + (p % 30) + 0.9,
      novo_preco: 0,
      disponibilidade: '',
    });
  }
  return categoryId;
}

/** Replaces the store's menu with `shape`: categories 'Seção 01', 'Seção 02'... (after `first`, if any) */
export function buildMenu(db: SandboxDb, shape: MenuShape): void {
  db.transaction(() => {
    db.run('DELETE FROM menu_products WHERE store_id = ?', [shape.storeId]);
    db.run('DELETE FROM menu_categories WHERE store_id = ?', [shape.storeId]);
    if (shape.first) addCategory(db, shape.storeId, shape.first.name, shape.first.products, 0);
    for (let c = 1; c <= shape.categories; c++) addCategory(db, shape.storeId, `Seção ${two(c)}`, shape.perCategory, c);
  });
}

/** Removes every order of the store and what hangs on them. */
export function clearOrders(db: SandboxDb, storeId: number): void {
  const orders = 'SELECT id FROM orders WHERE store_id = ?';
  db.run(`DELETE FROM delivery_history WHERE delivery_id IN (SELECT id FROM deliveries WHERE order_id IN (${orders}))`, [storeId]);
  db.run(`DELETE FROM chat_messages WHERE conversation_id IN (SELECT id FROM chat_conversations WHERE order_id IN (${orders}))`, [storeId]);
  for (const t of ['order_items', 'order_history', 'deliveries', 'chat_conversations', 'ratings', 'fine_reversals', 'online_payment_reports']) {
    db.run(`DELETE FROM ${t} WHERE order_id IN (${orders})`, [storeId]);
  }
  db.run('DELETE FROM orders WHERE store_id = ?', [storeId]);
}

/** A month's transactions as the ledger counts them (ended, delivered or fined). */
export function monthTransactions(db: SandboxDb, storeId: number, from: number, to: number): number {
  return db.value("SELECT COUNT(*) FROM orders WHERE store_id = ? AND finalizado_em >= ? AND finalizado_em < ? AND (status = 'PD' OR multa_cents > 0)", [storeId, from, to]);
}

/** Delivered orders on the days of [from, to), 11:00 to 23:00 in São Paulo, until they hold `transactions`. */
export function topUpTransactions(db: SandboxDb, random: Random, storeId: number, transactions: number, from: number, to: number): void {
  const days = Math.round((to - from) / DAY);
  for (let i = monthTransactions(db, storeId, from, to); i < transactions; i++) {
    const at = from + Math.floor(random.next() * days) * DAY + 11 * HOUR + Math.floor(random.next() * 12 * HOUR);
    insertOrder(db, buildOrder(db, random, at, { storeId, status: 'PD' }));
  }
}

/**
 * At least `perDay` orders (90 % delivered, the rest cancelled) on each day starting at the given
 * local midnights, 11:00 to 23:00 in São Paulo, never after `now`.
 */
export function topUpDays(db: SandboxDb, random: Random, storeId: number, perDay: number, dayStarts: readonly number[], now: number): void {
  for (const from of dayStarts) {
    const have = db.value('SELECT COUNT(*) FROM orders WHERE store_id = ? AND created_at >= ? AND created_at < ?', [storeId, from, from + DAY]);
    for (let i = have; i < perDay; i++) {
      const at = Math.min(now - MINUTE, from + 11 * HOUR + Math.floor(random.next() * 12 * HOUR));
      const status = random.chance(0.9) ? 'PD' : 'PC';
      insertOrder(db, buildOrder(db, random, at, { storeId, status }));
    }
  }
}
