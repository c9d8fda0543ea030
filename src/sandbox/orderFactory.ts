import type { OrderStatus } from '../shared/api';
import type { SandboxDb } from './db';
import type { NewOrder, NewOrderItem } from './data/orders';
import type { Random } from './random';
import { composeItem, orderableProductIds, orderableProducts, type OrderableProduct } from './data/orderableMenu';
import { COMPLEMENTS, CUSTOMER_NAMES, ITEM_NOTES, ONLINE_PAYMENT_FORMS, ORDER_NOTES, PLACES, REFERENCES } from './seed/data';
import { toCents } from '../shared/format';

/** An item asked for explicitly: a menu product by id, or a free item with name and price. */
export interface ItemRequest {
  produto_id?: number;
  nome?: string;
  /** reais */
  valor_unitario?: number;
  quantidade?: number;
  linhas?: string[];
  observacao?: string;
  id_cardapio_categoria?: number;
}

/** What the control API and the simulator accept; anything left out is made up, realistically. */
export interface OrderRequest {
  storeId?: number;
  /** how many random items (1 to 15), or the items themselves */
  items?: number | ItemRequest[];
  retirada_local?: boolean;
  customer?: { id?: number; nome?: string; telefone?: string; novo?: boolean };
  chat_enabled?: boolean;
  canUseExternalDelivery?: boolean;
  app_origin?: string;
  observacoes?: string;
  forma_pagamento?: string;
  /** true: the address has no coordinates (not standardised) */
  sem_coordenadas?: boolean;
  /** the delivery neighbourhood by name (one of the store's active ones); a random one when left out */
  bairro?: string;
  /** reais */
  desconto?: number;
  /** status other than PP: the order arrives already in it (tests) */
  status?: OrderStatus;
}

interface NeighbourhoodRow {
  id: number;
  nome: string;
  cidade: string;
  taxa_entrega_cents: number;
}

const SURNAMES = ['Andrade', 'Brito', 'Calógeras', 'Damião', 'Esteves', 'Falcão', 'Gusmão', 'Härter', 'Iório', 'Jordão'];

/** Builds a complete, realistic order for a store (writes the customer and address it needs). */
export function buildOrder(db: SandboxDb, random: Random, now: number, request: OrderRequest = {}): NewOrder {
  const storeId = request.storeId ?? 101;
  if (db.value('SELECT COUNT(*) FROM stores WHERE id = ?', [storeId]) === 0) {
    throw new OrderRequestError(`Loja ${storeId} não existe.`);
  }
  const items = buildItems(db, random, storeId, request.items, now);
  const pickup = request.retirada_local ?? random.chance(0.25);
  const customerId = resolveCustomer(db, random, request.customer);
  let addressId: number | null = null;
  let neighbourhood: NeighbourhoodRow | null = null;
  if (!pickup) {
    neighbourhood = pickNeighbourhood(db, random, storeId, request.bairro);
    addressId = createAddress(db, random, customerId, neighbourhood, request.sem_coordenadas === true);
  }
  const subtotal = items.reduce((sum, i) => sum + i.valorUnitarioCents * i.quantidade, 0);
  const taxa = neighbourhood?.taxa_entrega_cents ?? 0;
  const discount = request.desconto !== undefined ? storeDiscount(toCents(request.desconto)) : random.chance(0.15) ? pickCoupon(db, random, storeId) : NO_DISCOUNT;
  const desconto = discount.cents;
  const total = Math.max(0, subtotal + taxa - desconto);
  const payment = pickPayment(db, random, storeId, request.forma_pagamento, total);
  return {
    storeId,
    customerId,
    addressId,
    neighbourhoodId: neighbourhood?.id ?? null,
    retiradaLocal: pickup,
    items,
    observacoes: request.observacoes ?? (random.chance(0.4) ? random.pick(ORDER_NOTES) : ''),
    formaPagamento: payment.nome,
    pagamentoOnline: payment.online,
    trocoParaCents: payment.trocoPara,
    taxaEntregaCents: taxa,
    descontoCents: desconto,
    descontoPlataformaCents: discount.sponsoredCents,
    cupomId: discount.couponId,
    appOrigin: request.app_origin ?? (random.chance(0.15) ? 'cardapio-web' : 'app'),
    chatEnabled: request.chat_enabled ?? random.chance(0.4),
    canUseExternalDelivery: request.canUseExternalDelivery ?? (!pickup && random.chance(0.5)),
    createdAt: now,
    hash: uniqueHash(db, random),
    history: request.status && request.status !== 'PP' ? [{ status: request.status, at: now }] : [],
  };
}

export class OrderRequestError extends Error {}

interface Discount {
  cents: number;
  /** the part the platform pays (a sponsored coupon) */
  sponsoredCents: number;
  couponId: number | null;
}

const NO_DISCOUNT: Discount = { cents: 0, sponsoredCents: 0, couponId: null };
const storeDiscount = (cents: number): Discount => ({ cents, sponsoredCents: 0, couponId: null });

/** One of the coupons valid in the store (the platform's and its own), as a customer uses it. */
function pickCoupon(db: SandboxDb, random: Random, storeId: number): Discount {
  const coupons = db.all<{ id: number; valor_cents: number; patrocinador: 'plataforma' | 'loja' }>(
    'SELECT id, valor_cents, patrocinador FROM coupons WHERE store_id = ? OR store_id IS NULL ORDER BY valor_cents, id',
    [storeId],
  );
  // A data file from before the coupons: the discounts it always had, at the store's expense.
  if (coupons.length === 0) return storeDiscount(random.pick([500, 1000, 1500]));
  const coupon = random.pick(coupons);
  return { cents: coupon.valor_cents, sponsoredCents: coupon.patrocinador === 'plataforma' ? coupon.valor_cents : 0, couponId: coupon.id };
}

/** Up to this many products, a store's orderable menu is read whole (a handful of queries); beyond, only the products picked. */
const WHOLE_MENU_UP_TO = 200;

/**
 * Items of what the store sells now (data/orderableMenu.ts): a product Em falta or Oculto is never
 * ordered. A large menu is not read for every order: the ids of its orderable products are, and
 * only the products picked (the same choices as from the whole menu read).
 */
function buildItems(db: SandboxDb, random: Random, storeId: number, request: OrderRequest['items'], now: number): NewOrderItem[] {
  const whole = db.value('SELECT COUNT(*) FROM menu_products WHERE store_id = ?', [storeId]) <= WHOLE_MENU_UP_TO ? orderableProducts(db, storeId, now) : null;
  const ids = whole ? whole.map((p) => p.id) : orderableProductIds(db, storeId, now);
  const read = new Map<number, OrderableProduct>(whole?.map((p) => [p.id, p]));
  const product = (id: number): OrderableProduct => {
    let p = read.get(id);
    if (!p) {
      p = orderableProducts(db, storeId, now, [id])[0]!;
      read.set(id, p);
    }
    return p;
  };
  if (Array.isArray(request)) {
    if (request.length === 0) throw new OrderRequestError('O pedido precisa de ao menos um item.');
    return request.map((r) => explicitItem(random, r.produto_id !== undefined && ids.includes(r.produto_id) ? product(r.produto_id) : undefined, r));
  }
  if (ids.length === 0) throw new OrderRequestError(`A loja ${storeId} não tem cardápio.`);
  const count = request !== undefined ? clamp(Math.round(request), 1, 15) : random.chance(0.15) ? random.int(5, 15) : random.int(1, 4);
  return Array.from({ length: count }, () => randomItem(random, product(random.pick(ids))));
}

/** `product`: the orderable product r.produto_id names, if it is one. */
function explicitItem(random: Random, product: OrderableProduct | undefined, r: ItemRequest): NewOrderItem {
  if (r.produto_id !== undefined && !product) throw new OrderRequestError(`Produto ${r.produto_id} não está no cardápio da loja.`);
  if (product && r.linhas === undefined && r.valor_unitario === undefined) {
    return { ...randomItem(random, product), quantidade: r.quantidade ?? 1, observacao: r.observacao ?? '' };
  }
  const nome = r.nome ?? product?.nome;
  const price = r.valor_unitario !== undefined ? toCents(r.valor_unitario) : product?.precoCents;
  const categoryId = r.id_cardapio_categoria ?? product?.categoryId;
  if (!nome || price === undefined || categoryId === undefined) {
    throw new OrderRequestError('Item sem produto_id precisa de nome, valor_unitario e id_cardapio_categoria.');
  }
  return {
    productId: product?.id ?? null,
    categoryId,
    nome,
    quantidade: r.quantidade ?? 1,
    valorUnitarioCents: price,
    linhas: r.linhas ?? [],
    observacao: r.observacao ?? '',
  };
}

/** The product as a customer composes it (a size, variation choices, perhaps without an ingredient). */
export function randomItem(random: Random, product: OrderableProduct): NewOrderItem {
  const { linhas, unitCents } = composeItem(random, product);
  return {
    productId: product.id,
    categoryId: product.categoryId,
    nome: product.nome,
    quantidade: random.chance(0.75) ? 1 : random.int(2, 3),
    valorUnitarioCents: unitCents,
    linhas,
    observacao: random.chance(0.2) ? random.pick(ITEM_NOTES) : '',
  };
}

function resolveCustomer(db: SandboxDb, random: Random, c: OrderRequest['customer']): number {
  if (c?.id !== undefined) {
    if (db.value('SELECT COUNT(*) FROM customers WHERE id = ?', [c.id]) === 0) throw new OrderRequestError(`Cliente ${c.id} não existe.`);
    return c.id;
  }
  const wantsNew = c?.novo === true || c?.nome !== undefined || c?.telefone !== undefined;
  if (!wantsNew && random.chance(0.7)) {
    // one row read, not every customer's (the table grows by an order in three): the same pick
    const count = db.value('SELECT COUNT(*) FROM customers');
    if (count > 0) return db.value('SELECT id FROM customers ORDER BY id LIMIT 1 OFFSET ?', [random.int(0, count - 1)]);
  }
  const nome = c?.nome ?? `${random.pick(CUSTOMER_NAMES).split(' ')[0] ?? 'Cliente'} ${random.pick(SURNAMES)}`;
  const telefone = c?.telefone ?? `(11) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`;
  const anteriores = c?.novo === true ? 0 : random.chance(0.3) ? 0 : random.int(1, 40);
  return db.run('INSERT INTO customers (nome, telefone, confirmado, compras_anteriores) VALUES (?, ?, ?, ?)', [
    nome,
    telefone,
    random.chance(0.85),
    anteriores,
  ]).lastId;
}

function pickNeighbourhood(db: SandboxDb, random: Random, storeId: number, nome?: string): NeighbourhoodRow {
  const rows = db.all<NeighbourhoodRow>(
    'SELECT id, nome, cidade, taxa_entrega_cents FROM store_neighbourhoods WHERE store_id = ? AND ativo = 1 ORDER BY id',
    [storeId],
  );
  if (rows.length === 0) throw new OrderRequestError(`A loja ${storeId} não tem bairros de entrega.`);
  if (nome === undefined) return random.pick(rows);
  const named = rows.find((n) => n.nome === nome);
  if (!named) throw new OrderRequestError(`A loja ${storeId} não entrega no bairro ${nome}.`);
  return named;
}

/** An address in the chosen neighbourhood; a known street of it when there is one. */
function createAddress(db: SandboxDb, random: Random, customerId: number, n: NeighbourhoodRow, withoutCoordinates: boolean): number {
  const streets = PLACES.filter((p) => p.bairro === n.nome && p.cidade === n.cidade);
  const store = db.get<{ lat: number; lng: number }>('SELECT s.lat, s.lng FROM stores s JOIN store_neighbourhoods b ON b.store_id = s.id WHERE b.id = ?', [
    n.id,
  ]);
  const place = streets.length > 0 ? random.pick(streets) : null;
  const logradouro = withoutCoordinates ? 'Rua Projetada Dois' : (place?.logradouro ?? 'Rua São Benedito');
  const numero = withoutCoordinates ? 's/n' : String(random.int(10, 2500));
  const jitter = (): number => (random.next() - 0.5) / 200;
  const lat = withoutCoordinates ? null : (place?.lat ?? store?.lat ?? -23.55) + jitter();
  const lng = withoutCoordinates ? null : (place?.lng ?? store?.lng ?? -46.63) + jitter();
  return db.run(
    `INSERT INTO addresses (customer_id, logradouro, numero, complemento, referencia, bairro, cidade, uf, cep, lat, lng)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'SP', ?, ?, ?)`,
    [
      customerId,
      logradouro,
      numero,
      random.pick(COMPLEMENTS),
      withoutCoordinates ? 'Próximo à igreja Nossa Senhora Aparecida' : random.pick(REFERENCES),
      n.nome,
      n.cidade,
      place?.cep ?? '',
      lat === null ? null : round6(lat),
      lng === null ? null : round6(lng),
    ],
  ).lastId;
}

function pickPayment(
  db: SandboxDb,
  random: Random,
  storeId: number,
  forced: string | undefined,
  totalCents: number,
): { nome: string; online: boolean; trocoPara: number } {
  if (forced) {
    const online = ONLINE_PAYMENT_FORMS.includes(forced);
    return { nome: forced, online, trocoPara: 0 };
  }
  if (random.chance(0.3)) return { nome: random.pick(ONLINE_PAYMENT_FORMS), online: true, trocoPara: 0 };
  const methods = db.all<{ chave: string; nome: string }>(
    'SELECT m.chave, m.nome FROM store_payment_methods s JOIN payment_methods m ON m.chave = s.chave WHERE s.store_id = ?',
    [storeId],
  );
  const method = methods.length > 0 ? random.pick(methods) : { chave: 'dinheiro', nome: 'Dinheiro' };
  let trocoPara = 0;
  if (method.chave === 'dinheiro' && random.chance(0.6)) {
    const step = random.pick([1000, 5000, 10000]);
    trocoPara = Math.ceil((totalCents + 1) / step) * step;
  }
  return { nome: method.nome, online: false, trocoPara };
}

function uniqueHash(db: SandboxDb, random: Random): string {
  for (;;) {
    const hash = random.code(8);
    if (db.value('SELECT COUNT(*) FROM orders WHERE hash = ?', [hash]) === 0) return hash;
  }
}

const clamp = (n: number, min: number, max: number): number => Math.min(max, Math.max(min, n));
const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
