/**
 * A year of each seed store's orders, the one truth behind finance, sales history, reports,
 * ratings and the dashboard: ended orders (delivered, cancelled with and without a fine) with
 * their items, customers (new and recurring, first purchases in the app), addresses in the
 * store's neighbourhoods, coupons at the platform's or the store's expense, delivery fees (free
 * above the neighbourhood's threshold), payment codes, the money of shared/finance/orderMoney.ts,
 * ratings with comments and replies, and fine-reversal requests.
 *
 * Deterministic: the same rows for the same sandbox clock on every machine and run (each store
 * draws from its own seeded generator), laid day by day from HISTORY_DAYS ago until the orders
 * screen's window begins (LIVE_ORDERS_WINDOW_MS: what is more recent is the seed's own orders and
 * what the simulator and the tests place). Written with prepared statements in the seed's
 * transaction: the whole year of the three stores takes a fraction of a second.
 */
import { settleOrder, type StoreRates } from '../../shared/finance/orderMoney';
import { isOnlinePayment } from '../../shared/finance/paymentCodes';
import { DAY, dayStart, HOUR, MINUTE, weekday } from '../calendar';
import type { SandboxDb, SqlValue } from '../db';
import { LIVE_ORDERS_WINDOW_MS } from '../data/orders';
import { ONLINE_PAYMENT_FORM_CODES } from '../data/orderMoney';
import { orderableProducts, type OrderableProduct } from '../data/orderableMenu';
import { randomItem } from '../orderFactory';
import { createRandom, type Random } from '../random';
import { COMPLEMENTS, ITEM_NOTES, ORDER_NOTES, PLACES, REFERENCES } from './data';

export const HISTORY_DAYS = 365;
/** History rows (orders, customers, addresses) have ids from here, apart from the seed's own. */
export const HISTORY_FIRST_ID = 100_001;

interface StoreProfile {
  /** an ordinary day's orders, Sunday to Saturday (closed days come from the opening hours) */
  perWeekday: [number, number, number, number, number, number, number];
  onlineShare: number;
  cashShare: number;
  pickupShare: number;
  /** the store stopped receiving orders this many days ago (303 is suspended) */
  stoppedDaysAgo: number;
  rates: StoreRates;
  /** its own coupon, at its expense */
  coupon: { codigo: string; descricao: string };
}

const PROFILES: Record<number, StoreProfile> = {
  101: {
    perWeekday: [42, 0, 22, 24, 28, 50, 58],
    onlineShare: 0.35,
    cashShare: 0.2,
    pickupShare: 0.2,
    stoppedDaysAgo: 0,
    rates: { commissionBp: 1200, onlineTaxBp: 349 },
    coupon: { codigo: 'BELLA5', descricao: 'R$ 5,00 de desconto da Pizzaria Bella Napoli' },
  },
  202: {
    perWeekday: [0, 11, 12, 12, 13, 17, 14],
    onlineShare: 0.4,
    cashShare: 0.15,
    pickupShare: 0.3,
    stoppedDaysAgo: 0,
    rates: { commissionBp: 1100, onlineTaxBp: 349 },
    coupon: { codigo: 'CASEIRO5', descricao: 'R$ 5,00 de desconto no Sabor Caseiro' },
  },
  303: {
    perWeekday: [6, 8, 8, 8, 9, 11, 10],
    // its online payment registration never got past the platform's analysis (seed/onlinePayment.ts):
    // no online sales, so no payouts or batches, as its Pagamento Online screen says
    onlineShare: 0,
    cashShare: 0.45,
    pickupShare: 0.4,
    stoppedDaysAgo: 40,
    rates: { commissionBp: 1500, onlineTaxBp: 399 },
    coupon: { codigo: 'CENTRAL5', descricao: 'R$ 5,00 de desconto na Lanchonete Central' },
  },
};

/** Coupons valid in every store, at the platform's expense (sponsored). */
const PLATFORM_COUPONS = [
  { codigo: 'BEMVINDO10', descricao: 'R$ 10,00 na primeira compra, por conta da plataforma', valor_cents: 1000 },
  { codigo: 'FOME15', descricao: 'R$ 15,00 em pedidos da campanha Fome de Quê?, por conta da plataforma', valor_cents: 1500 },
];

/**
 * The stores' contracts (commission and online-payment tax) and the coupons. Runs before the
 * seed's own orders, which use the coupons.
 */
export function seedFinanceTerms(db: SandboxDb): void {
  PLATFORM_COUPONS.forEach((c) =>
    db.run("INSERT INTO coupons (store_id, codigo, descricao, valor_cents, patrocinador) VALUES (NULL, ?, ?, ?, 'plataforma')", [
      c.codigo,
      c.descricao,
      c.valor_cents,
    ]),
  );
  for (const [storeId, p] of Object.entries(PROFILES)) {
    db.run('UPDATE stores SET comissao_bp = ?, taxa_online_bp = ? WHERE id = ?', [p.rates.commissionBp, p.rates.onlineTaxBp, Number(storeId)]);
    db.run("INSERT INTO coupons (store_id, codigo, descricao, valor_cents, patrocinador) VALUES (?, ?, ?, 500, 'loja')", [
      Number(storeId),
      p.coupon.codigo,
      p.coupon.descricao,
    ]);
  }
}

// ---- what the generator reads from the seeded stores ---------------------------------------

interface Period {
  start: number;
  end: number;
  weight: number;
}

interface Menu {
  /** the first category: every order has one to three of these */
  mains: WeightedProducts;
  /** drinks, desserts, sides */
  extras: WeightedProducts[];
}

interface WeightedProducts {
  products: OrderableProduct[];
  weights: number[];
  total: number;
}

interface Neighbourhood {
  id: number;
  nome: string;
  cidade: string;
  taxa: number;
  gratisAcima: number | null;
}

interface Coupon {
  id: number;
  valor: number;
  plataforma: boolean;
}

interface StoreData {
  id: number;
  profile: StoreProfile;
  /** opening periods by weekday, minutes from the day's midnight (may pass 1440) */
  periods: Period[][];
  menu: Menu;
  neighbourhoods: Neighbourhood[];
  coupons: Coupon[];
  cards: { nome: string; code: number }[];
}

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function readStore(db: SandboxDb, id: number, profile: StoreProfile): StoreData {
  const periods: Period[][] = Array.from({ length: 7 }, () => []);
  const hours = db.all<{ dia: number; checked: number; abertura: string; fechamento: string; abertura2: string; fechamento2: string }>(
    'SELECT * FROM opening_hours WHERE store_id = ?',
    [id],
  );
  for (const h of hours) {
    if (!h.checked) continue;
    for (const [open, close] of [
      [h.abertura, h.fechamento],
      [h.abertura2, h.fechamento2],
    ] as const) {
      if (!open || !close) continue;
      const start = minutes(open);
      let end = minutes(close);
      if (end <= start) end += 24 * 60;
      // dinner sells more than lunch in every one of these stores' neighbourhoods
      periods[h.dia]?.push({ start, end, weight: (end - start) * (start >= 17 * 60 ? 2 : 1) });
    }
  }
  // what the store sells, placed as its menu shows it
  const places = new Map(
    db
      .all<{ id: number; posicao: number; cat_pos: number }>(
        'SELECT p.id, p.posicao, c.posicao AS cat_pos FROM menu_products p JOIN menu_categories c ON c.id = p.category_id WHERE p.store_id = ?',
        [id],
      )
      .map((p) => [p.id, p]),
  );
  const products = orderableProducts(db, id, null)
    .map((product) => ({ product, place: places.get(product.id) ?? { posicao: 0, cat_pos: 0 } }))
    .sort((a, b) => a.place.cat_pos - b.place.cat_pos || a.place.posicao - b.place.posicao);
  const byCategory = new Map<number, WeightedProducts>();
  for (const { product, place } of products) {
    const group = byCategory.get(place.cat_pos) ?? { products: [], weights: [], total: 0 };
    group.products.push(product);
    // the first products of a category sell most (a long tail for 'most frequent items')
    group.weights.push(1 / (1 + place.posicao * 0.6));
    group.total += 1 / (1 + place.posicao * 0.6);
    byCategory.set(place.cat_pos, group);
  }
  const [mains, ...extras] = [...byCategory.entries()].sort((a, b) => a[0] - b[0]).map(([, g]) => g);
  if (!mains) throw new Error(`seed: a loja ${id} não tem cardápio`);
  const neighbourhoods = db
    .all<{ id: number; nome: string; cidade: string; taxa_entrega_cents: number; entrega_gratis_cents: number | null }>(
      'SELECT id, nome, cidade, taxa_entrega_cents, entrega_gratis_cents FROM store_neighbourhoods WHERE store_id = ? AND ativo = 1 ORDER BY id',
      [id],
    )
    .map((n) => ({ id: n.id, nome: n.nome, cidade: n.cidade, taxa: n.taxa_entrega_cents, gratisAcima: n.entrega_gratis_cents }));
  const coupons = db
    .all<{ id: number; valor_cents: number; patrocinador: string }>(
      'SELECT id, valor_cents, patrocinador FROM coupons WHERE store_id = ? OR store_id IS NULL ORDER BY valor_cents, id',
      [id],
    )
    .map((c) => ({ id: c.id, valor: c.valor_cents, plataforma: c.patrocinador === 'plataforma' }));
  const cards = db
    .all<{ nome: string; posicao: number }>(
      `SELECT m.nome, m.posicao FROM store_payment_methods s JOIN payment_methods m ON m.chave = s.chave
        WHERE s.store_id = ? AND m.chave <> 'dinheiro' ORDER BY m.posicao`,
      [id],
    )
    .map((m) => ({ nome: m.nome, code: m.posicao + 1 }));
  return { id, profile, periods, menu: { mains, extras }, neighbourhoods, coupons, cards };
}

// ---- texts ------------------------------------------------------------------------------------

const FIRST_NAMES = [
  'Ana', 'Bruno', 'Camila', 'Diego', 'Élida', 'Fábio', 'Gabriela', 'Heitor', 'Inês', 'João', 'Kátia', 'Lucas', 'Márcia', 'Nícolas',
  'Otávio', 'Patrícia', 'Rafael', 'Sônia', 'Thiago', 'Úrsula', 'Vânia', 'Wagner', 'Yasmin', 'Zélia', 'Antônio', 'Beatriz', 'César',
  'Débora', 'Emanuel', 'Flávia', 'Gustavo', 'Helena', 'Ícaro', 'Joana', 'Leônidas', 'Mônica', 'Natália', 'Renê', 'Simão', 'Tânia',
];
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Lima', 'Pereira', 'Ferreira', 'Araújo', 'Gonçalves', 'Conceição', 'Simões', 'Magalhães',
  'Brandão', 'Assunção', 'Guimarães', 'Nogueira', 'Câmara', 'Figueirôa', 'Sampaio', 'Tavares', 'Falcão', 'Gusmão', 'Jordão', 'Estêvão',
];
const STREETS = ['Rua das Acácias', 'Rua São Benedito', 'Avenida Brigadeiro Luís Antônio', 'Rua Maria Antônia', 'Travessa do Comércio', 'Rua Tamandaré'];

const PRAISE = [
  'Pizza chegou quentinha e muito saborosa, parabéns!',
  'Entrega rápida e comida excelente. Virei cliente!',
  'Muito bom, como sempre. A massa é perfeita.',
  'Tudo certo, bem embalado e no tempo prometido.',
  'Melhor pedido da semana, recomendo a todos!',
];
const NEUTRAL = ['Boa comida, mas demorou um pouco mais que o previsto.', 'Gostei, só achei o preço um pouco salgado.', 'Veio certo, mas chegou morno.'];
const COMPLAINTS = [
  'Demorou quase duas horas e chegou frio. Decepcionado.',
  'Veio faltando o refrigerante e ninguém atendeu o telefone.',
  'Pedido errado: pedi sem cebola e veio com cebola.',
  'O motoboy não achou o endereço e tive que descer até a esquina.',
];
const REPLY_PRAISE = ['Muito obrigado pela preferência! Esperamos você de novo em breve.', 'Que bom que gostou! Agradecemos a avaliação.'];
const REPLY_COMPLAINT = [
  'Pedimos desculpas pelo ocorrido. Já conversamos com a equipe para que não se repita.',
  'Sentimos muito! Entre em contato conosco para compensarmos no próximo pedido.',
];
const CANCEL_REFUSED = ['Loja sem entregador disponível no momento.', 'Produto em falta.', 'Endereço fora da área de entrega.'];
const CANCEL_BY_STORE = ['Forno com problema, não conseguimos preparar.', 'Acabou o ingrediente principal do pedido.', 'Cliente não atendeu para confirmar o endereço.'];
const CANCEL_BY_PLATFORM = ['Cliente pediu para cancelar.', 'Pagamento não aprovado pela operadora.'];
const REVERSAL_REASONS = [
  'O cliente pediu o cancelamento por telefone depois que o pedido já estava em preparo.',
  'O endereço informado não existia e o cliente não atendeu nenhuma das nossas ligações.',
  'Tivemos queda de energia no bairro e não foi possível preparar o pedido, conforme aviso da concessionária.',
  'O cancelamento foi feito por engano pela atendente; o pedido foi refeito em seguida pelo mesmo cliente.',
];

// ---- generation --------------------------------------------------------------------------------

interface Customer {
  id: number;
  addressId: number;
  neighbourhood: Neighbourhood;
  previousPurchases: number;
  ordersHere: number;
}

/** One order of the history, as rows to write (booleans as 0/1: runMany converts nothing). */
interface HistoryOrder {
  createdAt: number;
  /** the orders row; [0] is the id, given once every store's orders are made */
  values: SqlValue[];
  /** posicao, product_id, quantidade, valor_unitario_cents, linhas (null: none), observacao (null: none) */
  items: SqlValue[][];
  /** created, accepted (null: refused), ready (null: not delivered), pickup, finished, delivered, obs (null: none) */
  steps: SqlValue[];
  rating: SqlValue[] | null;
  reversal: SqlValue[] | null;
}

interface Generated {
  customers: SqlValue[][];
  addresses: SqlValue[][];
  orders: HistoryOrder[];
}

let snapshot: { hour: number; bytes: Uint8Array } | null = null;

/**
 * Runs `seedBase` (the stores and seedHistory) on the empty database, or restores what it wrote
 * the last time within the same hour of the clock: every reset of the tests and the demo after
 * the first one in an hour takes milliseconds instead of building the year again. The history
 * reads the clock only through the hour, so a snapshot of the same hour is the same data.
 */
export function seedOncePerHour(db: SandboxDb, now: number, seedBase: (hour: number) => void): void {
  const hour = Math.floor(now / HOUR) * HOUR;
  if (snapshot?.hour === hour) {
    db.restore(snapshot.bytes);
    return;
  }
  seedBase(hour);
  snapshot = { hour, bytes: db.snapshot() };
}

/**
 * Writes the history of every seed store. `hour` is the start of the sandbox clock's hour when
 * the seed runs: the history ends before the orders screen's window of any moment of that hour
 * and reads nothing finer of the clock (seedOncePerHour).
 */
export function seedHistory(db: SandboxDb, hour: number): void {
  const now = hour;
  const window = { first: dayStart(now - HISTORY_DAYS * DAY), cutoff: now - LIVE_ORDERS_WINDOW_MS, now };
  const taken = new Set(db.all<{ hash: string }>('SELECT hash FROM orders').map((r) => r.hash));
  const out: Generated = { customers: [], addresses: [], orders: [] };
  const ids = { customer: HISTORY_FIRST_ID, address: HISTORY_FIRST_ID };
  for (const [storeId, profile] of Object.entries(PROFILES)) {
    const store = readStore(db, Number(storeId), profile);
    new StoreHistory(store, createRandom(20_260_522 + store.id), window, out, ids, taken).generate();
  }
  // one id sequence in time order, as the platform's
  out.orders.sort((a, b) => a.createdAt - b.createdAt);
  out.orders.forEach((o, i) => (o.values[0] = HISTORY_FIRST_ID + i));
  db.transaction(() => writeHistory(db, out));
}

function writeHistory(db: SandboxDb, out: Generated): void {
  const each = function* (pick: (o: HistoryOrder) => SqlValue[][]): Generator<SqlValue[]> {
    for (const o of out.orders) for (const row of pick(o)) yield [o.values[0] as number, ...row];
  };
  db.runMany('INSERT INTO customers (id, nome, telefone, confirmado, compras_anteriores) VALUES (?, ?, ?, ?, ?)', out.customers);
  db.runMany(
    `INSERT INTO addresses (id, customer_id, logradouro, numero, complemento, referencia, bairro, cidade, uf, cep, lat, lng)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'SP', ?, ?, ?)`,
    out.addresses,
  );
  db.runMany(
    `INSERT INTO orders (id, store_id, hash, status, created_at, updated_at, customer_id, address_id, neighbourhood_id,
       retirada_local, observacoes, forma_pagamento, pagamento_online, troco_para_cents, subtotal_cents, taxa_entrega_cents,
       desconto_cents, total_cents, app_origin, chat_enabled, can_use_external_delivery, compra_global, compra_est,
       usuario_compras, revisao, pagamento, cupom_id, desconto_loja_cents, desconto_plataforma_cents, contestado,
       finalizado_em, comissao_cents, taxa_online_cents, multa_cents, retido_cents)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    out.orders.map((o) => o.values),
  );
  // Items and progress go through compact temporary tables and are expanded by SQLite itself
  // (product names from the menu, one progress row per step): binding every text from
  // JavaScript was most of the seed's time.
  db.exec(`
    CREATE TEMP TABLE history_items (order_id INTEGER, posicao INTEGER, product_id INTEGER, quantidade INTEGER, valor INTEGER, linhas TEXT, observacao TEXT);
    CREATE TEMP TABLE history_steps (order_id INTEGER, created INTEGER, accepted INTEGER, ready INTEGER, pickup INTEGER, finished INTEGER, delivered INTEGER, obs TEXT);
  `);
  db.runMany('INSERT INTO history_items VALUES (?, ?, ?, ?, ?, ?, ?)', each((o) => o.items));
  db.runMany('INSERT INTO history_steps VALUES (?, ?, ?, ?, ?, ?, ?, ?)', each((o) => [o.steps]));
  db.exec(`
    INSERT INTO order_items (order_id, posicao, product_id, category_id, nome, quantidade, valor_unitario_cents, linhas, observacao)
      SELECT h.order_id, h.posicao, h.product_id, p.category_id, p.nome, h.quantidade, h.valor, COALESCE(h.linhas, '[]'), COALESCE(h.observacao, '')
        FROM history_items h JOIN menu_products p ON p.id = h.product_id ORDER BY h.order_id, h.posicao;
    INSERT INTO order_history (order_id, status, obs, created_at)
      SELECT order_id, status, obs, at FROM (
        SELECT order_id, 'PP' AS status, '' AS obs, created AS at, 0 AS step FROM history_steps
        UNION ALL SELECT order_id, 'PA', '', accepted, 1 FROM history_steps WHERE accepted IS NOT NULL
        UNION ALL SELECT order_id, CASE pickup WHEN 1 THEN 'PICKUP_READY' ELSE 'PE' END, '', ready, 2 FROM history_steps WHERE ready IS NOT NULL
        UNION ALL SELECT order_id, CASE delivered WHEN 1 THEN 'PD' ELSE 'PC' END, COALESCE(obs, ''), finished, 3 FROM history_steps
      ) ORDER BY order_id, step;
    DROP TABLE history_items;
    DROP TABLE history_steps;
  `);
  db.runMany(
    `INSERT INTO ratings (order_id, store_id, created_at, nota_comida, nota_entrega, nota_geral, comentario_usuario,
       comentario_estabelecimento, respondido_em, status) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    each((o) => (o.rating ? [o.rating] : [])),
  );
  db.runMany(
    'INSERT INTO fine_reversals (order_id, store_id, description, created_at, is_approved, decided_at) VALUES (?, ?, ?, ?, ?, ?)',
    each((o) => (o.reversal ? [o.reversal] : [])),
  );
}

function weightedIndex(random: Random, weights: readonly number[], total: number): number {
  let r = random.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i] ?? 0;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);

/** A point in [0, 1) most likely near `mode` (the rush early in each service). */
function triangular(random: Random, mode: number): number {
  const u = random.next();
  return u < mode ? Math.sqrt(u * mode) : 1 - Math.sqrt((1 - u) * (1 - mode));
}

/** A grade 1 to 5 around a customer's mood, mostly good, as delivery apps' grades are. */
function grade(random: Random, mood: number): number {
  return Math.min(5, Math.max(1, Math.round(mood + (random.next() - 0.5) * 1.6)));
}

const bit = (value: boolean): number => (value ? 1 : 0);
/** A few hundred metres around a street's point. */
const jitter = (random: Random): number => Math.round((random.next() - 0.5) * 1e4) / 1e6;
const ONLINE_FORMS = Object.entries(ONLINE_PAYMENT_FORM_CODES);
const ONLINE_FORM_WEIGHTS = [50, 35, 8, 7];

/** One store's year, day by day, drawn from the store's own generator. */
class StoreHistory {
  private readonly customers: Customer[] = [];
  private readonly neighbourhoodWeights: number[];
  private readonly stopAt: number;

  constructor(
    private readonly store: StoreData,
    private readonly random: Random,
    private readonly window: { first: number; cutoff: number; now: number },
    private readonly out: Generated,
    private readonly ids: { customer: number; address: number },
    private readonly taken: Set<string>,
  ) {
    // most customers live in the neighbourhoods nearest the store (the first ones listed)
    this.neighbourhoodWeights = store.neighbourhoods.map((_, i) => 1 / (1 + i * 0.4));
    this.stopAt = window.now - store.profile.stoppedDaysAgo * DAY;
  }

  generate(): void {
    const { random, window, store } = this;
    const span = window.cutoff - window.first;
    for (let day = window.first; day < window.cutoff && day < this.stopAt; day += DAY) {
      const wd = weekday(day);
      const periods = store.periods[wd] ?? [];
      if (periods.length === 0) continue;
      // a store that grew over the year, and no two days alike
      const growth = 0.85 + (0.2 * (day - window.first)) / span;
      const count = Math.round((store.profile.perWeekday[wd] ?? 0) * growth * (0.8 + 0.4 * random.next()));
      const weights = periods.map((p) => p.weight);
      const total = sum(weights);
      for (let n = 0; n < count; n++) {
        const period = periods[weightedIndex(random, weights, total)] as Period;
        const minute = period.start + triangular(random, 0.35) * (period.end - period.start);
        const createdAt = day + Math.floor(minute * MINUTE) + random.int(0, 59) * 1000;
        // recurring customers come back more and more as the store's clientele grows
        const recurring = this.customers.length > 0 && random.chance(Math.min(0.75, 0.25 + this.customers.length / 600));
        const customer = recurring ? (this.customers[Math.floor(this.customers.length * random.next() ** 2)] as Customer) : this.newCustomer();
        const order = this.order(customer, createdAt);
        if (order) this.out.orders.push(order);
      }
    }
  }

  private newCustomer(): Customer {
    const { random, store, ids } = this;
    const id = ids.customer++;
    const nome = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}${random.chance(0.3) ? ` ${random.pick(LAST_NAMES)}` : ''}`;
    const previousPurchases = random.chance(0.3) ? 0 : random.int(1, 40);
    this.out.customers.push([id, nome, `(11) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`, bit(random.chance(0.9)), previousPurchases]);
    const neighbourhood = store.neighbourhoods[weightedIndex(random, this.neighbourhoodWeights, sum(this.neighbourhoodWeights))] as Neighbourhood;
    const streets = PLACES.filter((p) => p.bairro === neighbourhood.nome && p.cidade === neighbourhood.cidade);
    const place = streets.length > 0 ? random.pick(streets) : null;
    const addressId = ids.address++;
    this.out.addresses.push([
      addressId,
      id,
      place?.logradouro ?? random.pick(STREETS),
      String(random.int(10, 2500)),
      random.pick(COMPLEMENTS),
      random.pick(REFERENCES),
      neighbourhood.nome,
      neighbourhood.cidade,
      place?.cep ?? '',
      place ? place.lat + jitter(random) : null,
      place ? place.lng + jitter(random) : null,
    ]);
    const customer = { id, addressId, neighbourhood, previousPurchases, ordersHere: 0 };
    this.customers.push(customer);
    return customer;
  }

  /** An order of the customer placed at createdAt; null when it ends inside the orders screen's window. */
  private order(customer: Customer, createdAt: number): HistoryOrder | null {
    const { random, store } = this;
    const { profile } = store;
    // one to three mains, often a drink, sometimes a dessert or a side
    const items: SqlValue[][] = [];
    let subtotal = 0;
    const mains = random.chance(0.7) ? 1 : random.int(2, 3);
    for (let i = 0; i < mains; i++) subtotal += this.item(items, store.menu.mains, random.chance(0.85) ? 1 : 2);
    for (let i = 0; i < store.menu.extras.length; i++) {
      if (random.chance(i === 0 ? 0.6 : 0.2)) subtotal += this.item(items, store.menu.extras[i] as WeightedProducts, random.chance(0.7) ? 1 : random.int(2, 3));
    }

    const pickup = random.chance(profile.pickupShare);
    const n = customer.neighbourhood;
    // free delivery above the neighbourhood's threshold
    const fee = pickup || (n.gratisAcima !== null && subtotal >= n.gratisAcima) ? 0 : n.taxa;

    // a coupon (the platform's or the store's), or the store's own 10 % promotion
    let storeDiscount = 0;
    let sponsored = 0;
    let couponId: number | null = null;
    if (random.chance(0.14) && store.coupons.length > 0) {
      const coupon = random.pick(store.coupons);
      couponId = coupon.id;
      if (coupon.plataforma) sponsored = coupon.valor;
      else storeDiscount = coupon.valor;
    } else if (random.chance(0.05)) {
      storeDiscount = Math.round(subtotal * 0.1);
    }
    storeDiscount = Math.min(storeDiscount, subtotal);
    sponsored = Math.min(sponsored, subtotal - storeDiscount);

    const { forma, paymentCode } = this.payment();
    const online = isOnlinePayment(paymentCode);
    const total = subtotal + fee - storeDiscount - sponsored;
    const change = forma === 'Dinheiro' && random.chance(0.5) ? Math.ceil((total + 1) / 5000) * 5000 : 0;

    // how it ended: mostly delivered; refused, cancelled by the store (fined) or by the customer
    const accepted = createdAt + random.int(1, 6) * MINUTE;
    const ending = random.next();
    const delivered = ending >= 0.06;
    const refused = ending < 0.025;
    const fineable = ending >= 0.025 && ending < 0.045;
    let ready: number | null = null;
    let finished: number;
    let obs: string | null = null;
    if (delivered) {
      ready = accepted + random.int(15, 35) * MINUTE;
      finished = ready + random.int(pickup ? 5 : 12, pickup ? 25 : 40) * MINUTE;
    } else {
      finished = refused ? accepted : accepted + random.int(2, 30) * MINUTE;
      obs = random.pick(refused ? CANCEL_REFUSED : fineable ? CANCEL_BY_STORE : CANCEL_BY_PLATFORM);
    }
    const disputed = delivered && online && random.chance(0.01);
    const charges = settleOrder(
      {
        subtotalCents: subtotal,
        deliveryFeeCents: fee,
        storeDiscountCents: storeDiscount,
        sponsoredDiscountCents: sponsored,
        paymentCode,
        outcome: delivered ? 'delivered' : 'cancelled',
        cancelledAfterAccepting: fineable,
        disputed,
      },
      profile.rates,
    );
    const hash = this.uniqueHash();
    const observacoes = random.chance(0.3) ? random.pick(ORDER_NOTES) : '';
    const itemNote = random.chance(0.1) ? random.pick(ITEM_NOTES) : null;
    if (items[0] && itemNote) items[0][5] = itemNote;
    const appOrigin = random.chance(0.15) ? 'cardapio-web' : 'app';
    const chat = random.chance(0.3);
    const externalDelivery = !pickup && random.chance(0.4);
    const rating = delivered ? this.rating(finished) : null;
    const reversal = charges.fineCents > 0 ? this.reversal(finished) : null;
    if (finished >= this.window.cutoff || finished >= this.stopAt) return null;

    const previousGlobal = customer.previousPurchases + customer.ordersHere;
    const values: SqlValue[] = [
      0,
      store.id,
      hash,
      delivered ? 'PD' : 'PC',
      createdAt,
      finished,
      customer.id,
      pickup ? null : customer.addressId,
      pickup ? null : n.id,
      bit(pickup),
      observacoes,
      forma,
      bit(online),
      online ? 0 : change,
      subtotal,
      fee,
      storeDiscount + sponsored,
      total,
      appOrigin,
      bit(chat),
      bit(externalDelivery),
      bit(previousGlobal === 0),
      bit(customer.ordersHere === 0),
      previousGlobal + 1,
      refused ? 2 : delivered ? 4 : 3,
      paymentCode,
      couponId,
      storeDiscount,
      sponsored,
      bit(disputed),
      finished,
      charges.commissionCents,
      charges.onlineTaxCents,
      charges.fineCents,
      charges.retainedCents,
    ];
    customer.ordersHere++;
    return {
      createdAt,
      values,
      items,
      steps: [createdAt, refused ? null : accepted, ready, bit(pickup), finished, bit(delivered), obs],
      rating,
      reversal,
    };
  }

  /** Adds a product of the group, with its options, to the order's items; returns what it costs. */
  private item(items: SqlValue[][], group: WeightedProducts, quantity: number): number {
    const product = group.products[weightedIndex(this.random, group.weights, group.total)];
    if (!product) return 0;
    const item = randomItem(this.random, product);
    items.push([items.length, item.productId, quantity, item.valorUnitarioCents, item.linhas.length > 0 ? JSON.stringify(item.linhas) : null, item.observacao || null]);
    return item.valorUnitarioCents * quantity;
  }

  private payment(): { forma: string; paymentCode: number } {
    const { random, store } = this;
    const r = random.next();
    if (r < store.profile.onlineShare) {
      const [forma, paymentCode] = ONLINE_FORMS[weightedIndex(random, ONLINE_FORM_WEIGHTS, 100)] as [string, number];
      return { forma, paymentCode };
    }
    if (r < store.profile.onlineShare + store.profile.cashShare || store.cards.length === 0) return { forma: 'Dinheiro', paymentCode: -1 };
    const card = random.pick(store.cards);
    return { forma: card.nome, paymentCode: card.code };
  }

  /** About 40 % of delivered orders are rated, from an hour to a day later; comments, some answered. */
  private rating(finished: number): SqlValue[] | null {
    const { random, window, store } = this;
    const rated = random.chance(0.4);
    // most customers are happy; one in ten had a bad evening
    const mood = random.chance(0.1) ? 1.2 + random.next() * 1.8 : 3.6 + random.next() * 1.6;
    const at = finished + random.int(1, 30) * HOUR;
    const food = grade(random, mood);
    const delivery = grade(random, mood - 0.3);
    const overall = Math.round((food + delivery + grade(random, mood)) / 3);
    const commented = random.chance(0.45);
    const texts = overall >= 4 ? PRAISE : overall === 3 ? NEUTRAL : COMPLAINTS;
    const comment = random.pick(texts);
    const repliedAt = at + random.int(2, 72) * HOUR;
    const reply = random.pick(overall >= 4 ? REPLY_PRAISE : REPLY_COMPLAINT);
    const replied = commented && random.chance(0.55) && repliedAt < window.now;
    if (!rated || at >= window.now) return null;
    // a grade is counted in the store's score (CC) after two days
    return [store.id, at, food, delivery, overall, commented ? comment : '', replied ? reply : '', replied ? repliedAt : null, window.now - at > 2 * DAY ? 'CC' : 'PR'];
  }

  /** More than half of the fined cancellations ask for the fine back; the recent ones are still in analysis. */
  private reversal(finished: number): SqlValue[] | null {
    const { random, window, store } = this;
    const asked = random.chance(0.55);
    const at = finished + random.int(2, 72) * HOUR;
    const text = random.pick(REVERSAL_REASONS);
    const approved = random.chance(0.55);
    const decidedAt = at + random.int(1, 4) * DAY;
    if (!asked || at >= window.now) return null;
    const decided = decidedAt < window.now - 2 * DAY;
    return [store.id, text, at, decided ? bit(approved) : null, decided ? decidedAt : null];
  }

  private uniqueHash(): string {
    for (;;) {
      const hash = this.random.code(8);
      if (!this.taken.has(hash)) {
        this.taken.add(hash);
        return hash;
      }
    }
  }
}
