import type { Availability } from '../../shared/api';
import { isAvailableAt } from '../../shared/menu/availability';
import { unitPriceCents, type PriceCalculation } from '../../shared/menu/pricing';
import type { SandboxDb } from '../db';
import { weekdayAndMinuteIn } from '../../shared/time';
import { storeZone } from './stores';
import type { Random } from '../random';
import { readAvailability } from './menuRules';

/**
 * What a store sells right now, as customers (the simulator, the control API) order it: active
 * products (status S, in an active category, not out of counted stock, within their category's
 * and their own availability) with their active sizes, variations and items.
 */

export interface OrderableVariation {
  nome: string;
  min: number;
  max: number;
  calculo: PriceCalculation;
  /** null: every size */
  sizeId: number | null;
  items: Array<{ nome: string; precoCents: number }>;
}

export interface OrderableProduct {
  id: number;
  categoryId: number;
  nome: string;
  /** the price a unit starts from: the promotional price when there is one */
  precoCents: number;
  sizes: Array<{ id: number; nome: string; precoCents: number }>;
  variations: OrderableVariation[];
  /** composition items the customer may take out */
  removable: string[];
}

interface ProductRow {
  id: number;
  category_id: number;
  nome: string;
  preco_cents: number;
  novo_preco_cents: number | null;
  disponibilidade: string | null;
  category_disponibilidade: string | null;
}

/** one per zone: building an Intl.DateTimeFormat costs far more than formatting, and every order placed asks */
/** A map from key to the rows that have it, in the rows' order. */
function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The product rows customers may order (active, in an active category, not out of counted stock). */
const SELLABLE = `FROM menu_products p JOIN menu_categories c ON c.id = p.category_id
  WHERE p.store_id = ? AND p.status = 'S' AND c.status = 'S' AND (p.estoque IS NULL OR p.estoque > 0)`;

/** `now` null: whatever the time; else a filter of rows by their category's and their own availability at `now`. */
function availableAt(db: SandboxDb, storeId: number, now: number | null) {
  const zone = storeZone(db, storeId);
  const at = now === null ? null : weekdayAndMinuteIn(now, zone);
  const availableNow = (schedule: Availability): boolean => at === null || isAvailableAt(schedule, at.weekday, at.minute);
  return (p: Pick<ProductRow, 'disponibilidade' | 'category_disponibilidade'>) => availableNow(readAvailability(p.category_disponibilidade)) && availableNow(readAvailability(p.disponibilidade));
}

/**
 * `now` null: whatever the time (the history spans every hour of a year). A handful of queries
 * for the whole store, not a few per product: every order placed asks, during a burst 20 times a
 * second. `only`: just these products (what orderableProductIds gave), each as the whole menu's
 * read would give it.
 */
export function orderableProducts(db: SandboxDb, storeId: number, now: number | null, only?: readonly number[]): OrderableProduct[] {
  const available = availableAt(db, storeId, now);
  if (only && !only.every(Number.isInteger)) throw new Error('orderableProducts: ids inteiros');
  const among = only ? ` AND id IN (${only.join(',')})` : '';
  const rows = db
    .all<ProductRow>(
      `SELECT p.id, p.category_id, p.nome, p.preco_cents, p.novo_preco_cents, p.disponibilidade, c.disponibilidade AS category_disponibilidade
         ${SELLABLE}${among.replace('id IN', 'p.id IN')}
        ORDER BY p.id`,
      [storeId],
    )
    .filter(available);
  const ofStore = `SELECT id FROM menu_products WHERE store_id = ?${among}`;
  const allSizes = db.all<{ product_id: number; id: number; nome: string; preco_cents: number; status: string }>(
    `SELECT product_id, id, nome, preco_cents, status FROM menu_sizes WHERE product_id IN (${ofStore}) ORDER BY product_id, posicao, id`,
    [storeId],
  );
  const sizesOf = groupBy(allSizes, (s) => s.product_id);
  const variationsOf = orderableVariations(db, storeId, ofStore);
  const removableOf = groupBy(
    db.all<{ product_id: number; nome: string }>(
      `SELECT i.product_id, s.nome FROM menu_product_ingredients i JOIN stock_items s ON s.id = i.stock_item_id
        WHERE i.product_id IN (${ofStore}) AND i.removivel = 1 AND s.status = 'S' ORDER BY i.product_id, i.posicao`,
      [storeId],
    ),
    (r) => r.product_id,
  );
  return rows.flatMap((row) => {
    const sizes = sizesOf.get(row.id) ?? [];
    const product: OrderableProduct = {
      id: row.id,
      categoryId: row.category_id,
      nome: row.nome,
      precoCents: row.novo_preco_cents ?? row.preco_cents,
      sizes: sizes.filter((s) => s.status === 'S').map((s) => ({ id: s.id, nome: s.nome, precoCents: s.preco_cents })),
      variations: variationsOf.get(row.id) ?? [],
      removable: (removableOf.get(row.id) ?? []).map((r) => r.nome),
    };
    const hadSizes = sizes.length > 0;
    // a multi-size product whose sizes are all off is not sold; nor is a size whose required variation has too few items
    product.sizes = product.sizes.filter((s) => satisfiable(product.variations, s.id));
    if (hadSizes ? product.sizes.length === 0 : !satisfiable(product.variations, null)) return [];
    return [product];
  });
}

/**
 * The ids of what orderableProducts(db, storeId, now) gives, in its order, without reading the
 * menu: the product rows' ids and schedules, the sizes' ids and statuses, and only the variation
 * links short of items (fewer active items than their minimum) decide whether a product can be
 * composed. The order factory picks from these and reads only the products picked: a store with
 * a 7,400-product menu read it whole for every order placed.
 */
export function orderableProductIds(db: SandboxDb, storeId: number, now: number | null): number[] {
  const available = availableAt(db, storeId, now);
  const rows = db.all<{ id: number; disponibilidade: string | null; category_disponibilidade: string | null }>(
    `SELECT p.id, p.disponibilidade, c.disponibilidade AS category_disponibilidade ${SELLABLE} ORDER BY p.id`,
    [storeId],
  );
  const ofStore = 'SELECT id FROM menu_products WHERE store_id = ?';
  const sizesOf = groupBy(
    db.all<{ product_id: number; id: number; status: string }>(`SELECT product_id, id, status FROM menu_sizes WHERE product_id IN (${ofStore})`, [storeId]),
    (z) => z.product_id,
  );
  const shortOf = groupBy(
    db.all<{ product_id: number; size_id: number | null }>(
      `SELECT l.product_id, l.size_id FROM menu_product_variations l JOIN variations v ON v.id = l.variation_id
        WHERE l.product_id IN (${ofStore}) AND l.status = 'S' AND v.status = 'S'
          AND (SELECT COUNT(*) FROM variation_items i LEFT JOIN stock_items s ON s.id = i.stock_item_id
                WHERE i.variation_id = l.variation_id AND (s.id IS NULL OR s.status = 'S')) < v.escolha_minima`,
      [storeId],
    ),
    (l) => l.product_id,
  );
  // as satisfiable(): a link for every size (null) or for this one, short of items, rules the size out
  const composable = (id: number): boolean => {
    const short = shortOf.get(id) ?? [];
    const sizes = sizesOf.get(id);
    if (!sizes) return !short.some((l) => l.size_id === null);
    return sizes.some((z) => z.status === 'S' && !short.some((l) => l.size_id === null || l.size_id === z.id));
  };
  return rows.filter((p) => composable(p.id) && available(p)).map((p) => p.id);
}

/** The active variations of each product of the store, with their active items, in the menu's order. */
function orderableVariations(db: SandboxDb, storeId: number, ofStore: string): Map<number, OrderableVariation[]> {
  const links = db.all<{ product_id: number; variation_id: number; size_id: number | null; nome: string; escolha_minima: number; escolha_maxima: number; calculo_preco: PriceCalculation }>(
    `SELECT l.product_id, l.variation_id, l.size_id, v.nome, v.escolha_minima, v.escolha_maxima, v.calculo_preco
       FROM menu_product_variations l JOIN variations v ON v.id = l.variation_id
      WHERE l.product_id IN (${ofStore}) AND l.status = 'S' AND v.status = 'S' ORDER BY l.product_id, l.posicao, l.id`,
    [storeId],
  );
  const itemsOf = groupBy(
    db.all<{ variation_id: number; nome: string; preco_cents: number }>(
      `SELECT i.variation_id, COALESCE(s.nome, i.nome) AS nome, i.preco_cents FROM variation_items i LEFT JOIN stock_items s ON s.id = i.stock_item_id
        WHERE i.variation_id IN (SELECT variation_id FROM menu_product_variations WHERE product_id IN (${ofStore}))
          AND (s.id IS NULL OR s.status = 'S') ORDER BY i.variation_id, i.posicao, i.id`,
      [storeId],
    ),
    (i) => i.variation_id,
  );
  const variations = new Map<number, OrderableVariation[]>();
  for (const [productId, productLinks] of groupBy(links, (l) => l.product_id)) {
    variations.set(
      productId,
      productLinks.map((l) => ({
        nome: l.nome,
        min: l.escolha_minima,
        max: l.escolha_maxima,
        calculo: l.calculo_preco,
        sizeId: l.size_id,
        items: (itemsOf.get(l.variation_id) ?? []).map((i) => ({ nome: i.nome, precoCents: i.preco_cents })),
      })),
    );
  }
  return variations;
}

const appliesTo = (v: OrderableVariation, sizeId: number | null): boolean => v.sizeId === null || v.sizeId === sizeId;

function satisfiable(variations: OrderableVariation[], sizeId: number | null): boolean {
  return variations.every((v) => !appliesTo(v, sizeId) || v.items.length >= v.min);
}

/** An order line as a customer composes it: a size, choices of each variation, perhaps 'Sem cebola'. */
export interface ComposedItem {
  linhas: string[];
  unitCents: number;
}

export function composeItem(random: Random, product: OrderableProduct): ComposedItem {
  const linhas: string[] = [];
  let base = product.precoCents;
  let sizeId: number | null = null;
  if (product.sizes.length > 0) {
    const size = random.pick(product.sizes);
    sizeId = size.id;
    base = size.precoCents;
    linhas.push(`Tamanho: ${size.nome}`);
  }
  const priced: Array<{ code: PriceCalculation; chosenCents: number[] }> = [];
  for (const v of product.variations.filter((variation) => appliesTo(variation, sizeId))) {
    if (v.items.length === 0) continue;
    if (v.max === 1) {
      if (v.min === 0 && !random.chance(0.5)) continue;
      const choice = random.pick(v.items);
      linhas.push(`${v.nome}: ${choice.nome}`);
      priced.push({ code: v.calculo, chosenCents: [choice.precoCents] });
      continue;
    }
    const count = random.int(v.min, Math.max(v.min, Math.min(v.max, 2, v.items.length)));
    const chosen = random.sample(v.items, count);
    const split = v.calculo === 'mp' || v.calculo === 'pm' || v.calculo === 'mm';
    for (const choice of chosen) linhas.push(split && count > 1 ? `1/${count} ${choice.nome}` : `1x ${choice.nome}`);
    priced.push({ code: v.calculo, chosenCents: chosen.map((c) => c.precoCents) });
  }
  if (product.removable.length > 0 && random.chance(0.15)) linhas.push(`Sem ${random.pick(product.removable).toLowerCase()}`);
  return { linhas, unitCents: unitPriceCents(base, priced) };
}

