import type { SandboxDb } from './db';

/**
 * Schema migrations, applied in order; PRAGMA user_version holds how many ran. Add a new entry
 * at the end for every change (never edit one that shipped: data files on disk depend on it).
 * Money is stored in cents, instants as epoch milliseconds, booleans as 0/1.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE stores (
    id INTEGER PRIMARY KEY,
    company TEXT NOT NULL,
    nome TEXT NOT NULL,
    razao_social TEXT NOT NULL,
    cnpj TEXT NOT NULL,
    logotipo TEXT NOT NULL DEFAULT '',
    fechado TEXT NOT NULL DEFAULT 'N' CHECK (fechado IN ('S', 'N')),
    pedeai_id INTEGER,
    upload_em_massa INTEGER NOT NULL DEFAULT 0,
    loja_bloqueada INTEGER NOT NULL DEFAULT 0,
    texto_bloqueada TEXT NOT NULL DEFAULT '',
    entrega_minimo INTEGER NOT NULL DEFAULT 40,
    entrega_maximo INTEGER NOT NULL DEFAULT 60,
    aviso INTEGER NOT NULL DEFAULT 0,
    accepts_online INTEGER NOT NULL DEFAULT 0,
    auto_abrir INTEGER NOT NULL DEFAULT 0,
    auto_fechar INTEGER NOT NULL DEFAULT 0,
    email TEXT NOT NULL DEFAULT '',
    telefone TEXT NOT NULL DEFAULT '',
    endereco TEXT NOT NULL DEFAULT '',
    bairro TEXT NOT NULL DEFAULT '',
    cidade TEXT NOT NULL DEFAULT '',
    uf TEXT NOT NULL DEFAULT '',
    lat REAL,
    lng REAL
  );
  CREATE INDEX stores_cnpj ON stores (cnpj);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    usuario TEXT NOT NULL UNIQUE COLLATE NOCASE,
    senha_hash TEXT NOT NULL,
    senha_salt TEXT NOT NULL,
    nome TEXT NOT NULL,
    cpf TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    telefone TEXT NOT NULL DEFAULT ''
  );

  CREATE TABLE sessions (
    hash TEXT PRIMARY KEY,
    id_sessao TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id),
    store_id INTEGER NOT NULL REFERENCES stores (id),
    created_at INTEGER NOT NULL,
    expired_at INTEGER
  );

  CREATE TABLE recovery_codes (
    uuid TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    store_id INTEGER NOT NULL REFERENCES stores (id),
    documento TEXT NOT NULL,
    codigo TEXT NOT NULL,
    forma TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    used_at INTEGER,
    attempts INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE menu_categories (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    nome TEXT NOT NULL,
    posicao INTEGER NOT NULL,
    ativo INTEGER NOT NULL DEFAULT 1
  );

  -- opcoes: JSON list of option groups {titulo, min, max, escolhas: [{nome, preco_cents}]}
  CREATE TABLE menu_products (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    category_id INTEGER NOT NULL REFERENCES menu_categories (id),
    nome TEXT NOT NULL,
    descricao TEXT NOT NULL DEFAULT '',
    preco_cents INTEGER NOT NULL,
    posicao INTEGER NOT NULL,
    ativo INTEGER NOT NULL DEFAULT 1,
    opcoes TEXT NOT NULL DEFAULT '[]'
  );

  -- neighbourhoods a store delivers to, with its fee; external_area_id is the courier
  -- provider's coverage area for that neighbourhood
  CREATE TABLE store_neighbourhoods (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    nome TEXT NOT NULL,
    cidade TEXT NOT NULL,
    taxa_entrega_cents INTEGER NOT NULL,
    compra_minima_cents INTEGER NOT NULL DEFAULT 0,
    entrega_gratis_cents INTEGER,
    ativo INTEGER NOT NULL DEFAULT 1,
    external_area_id INTEGER
  );

  -- the courier provider's coverage areas; id and name may be missing, as on the real platform
  CREATE TABLE courier_areas (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    provider_area_id INTEGER,
    nome TEXT,
    cidade TEXT,
    enabled INTEGER NOT NULL DEFAULT 1,
    price_cents INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    nome TEXT NOT NULL,
    telefone TEXT NOT NULL,
    confirmado INTEGER NOT NULL DEFAULT 1,
    -- purchases in the app before the sandbox's own history (decides compraGlobal)
    compras_anteriores INTEGER NOT NULL DEFAULT 0
  );

  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers (id),
    logradouro TEXT NOT NULL,
    numero TEXT NOT NULL,
    complemento TEXT NOT NULL DEFAULT '',
    referencia TEXT NOT NULL DEFAULT '',
    bairro TEXT NOT NULL,
    cidade TEXT NOT NULL,
    uf TEXT NOT NULL,
    cep TEXT NOT NULL DEFAULT '',
    formatted TEXT,
    lat REAL,
    lng REAL
  );

  CREATE TABLE orders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    hash TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    customer_id INTEGER NOT NULL REFERENCES customers (id),
    address_id INTEGER REFERENCES addresses (id),
    neighbourhood_id INTEGER REFERENCES store_neighbourhoods (id),
    retirada_local INTEGER NOT NULL,
    observacoes TEXT NOT NULL DEFAULT '',
    forma_pagamento TEXT NOT NULL,
    pagamento_online INTEGER NOT NULL DEFAULT 0,
    troco_para_cents INTEGER NOT NULL DEFAULT 0,
    subtotal_cents INTEGER NOT NULL,
    taxa_entrega_cents INTEGER NOT NULL,
    desconto_cents INTEGER NOT NULL DEFAULT 0,
    total_cents INTEGER NOT NULL,
    app_origin TEXT NOT NULL,
    chat_enabled INTEGER NOT NULL DEFAULT 0,
    can_use_external_delivery INTEGER NOT NULL DEFAULT 0,
    compra_global INTEGER NOT NULL DEFAULT 0,
    compra_est INTEGER NOT NULL DEFAULT 0,
    usuario_compras INTEGER NOT NULL DEFAULT 1,
    revisao INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX orders_store ON orders (store_id, created_at);

  CREATE TABLE order_items (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    posicao INTEGER NOT NULL,
    product_id INTEGER,
    category_id INTEGER NOT NULL,
    nome TEXT NOT NULL,
    quantidade INTEGER NOT NULL,
    valor_unitario_cents INTEGER NOT NULL,
    linhas TEXT NOT NULL DEFAULT '[]',
    observacao TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX order_items_order ON order_items (order_id);

  -- the order's progress (andamentos)
  CREATE TABLE order_history (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    status TEXT NOT NULL,
    obs TEXT NOT NULL DEFAULT '',
    created_at INTEGER NOT NULL
  );
  CREATE INDEX order_history_order ON order_history (order_id);

  CREATE TABLE deliveries (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    order_id INTEGER NOT NULL REFERENCES orders (id),
    store_id INTEGER NOT NULL REFERENCES stores (id),
    courier_area_id INTEGER NOT NULL,
    provider TEXT NOT NULL,
    requested_by TEXT NOT NULL,
    code TEXT,
    status TEXT NOT NULL,
    courier_name TEXT,
    vehicle_model TEXT,
    vehicle_plate TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE delivery_history (
    id INTEGER PRIMARY KEY,
    delivery_id INTEGER NOT NULL REFERENCES deliveries (id),
    status TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE invoices (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    hash TEXT NOT NULL UNIQUE,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    balance_cents INTEGER NOT NULL,
    overdues_at TEXT NOT NULL,
    -- stored status; a pending invoice past overdues_at is reported as overdue
    status TEXT NOT NULL
  );

  CREATE TABLE legacy_invoices (
    hash TEXT PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    referencia TEXT NOT NULL,
    valor_cents INTEGER NOT NULL,
    vencimento TEXT NOT NULL,
    status TEXT NOT NULL
  );

  CREATE TABLE contracts (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    codigo TEXT NOT NULL,
    texto TEXT NOT NULL,
    obrigatorio INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    signed_at INTEGER,
    signed_email TEXT
  );

  CREATE TABLE opening_hours (
    store_id INTEGER NOT NULL REFERENCES stores (id),
    dia INTEGER NOT NULL CHECK (dia BETWEEN 0 AND 6),
    checked INTEGER NOT NULL,
    abertura TEXT NOT NULL DEFAULT '',
    fechamento TEXT NOT NULL DEFAULT '',
    abertura2 TEXT NOT NULL DEFAULT '',
    fechamento2 TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (store_id, dia)
  );

  CREATE TABLE payment_methods (
    chave TEXT PRIMARY KEY,
    nome TEXT NOT NULL,
    posicao INTEGER NOT NULL
  );

  CREATE TABLE store_payment_methods (
    store_id INTEGER NOT NULL REFERENCES stores (id),
    chave TEXT NOT NULL REFERENCES payment_methods (chave),
    PRIMARY KEY (store_id, chave)
  );

  CREATE TABLE places (
    id TEXT PRIMARY KEY,
    main_text TEXT NOT NULL,
    secondary_text TEXT NOT NULL,
    lat REAL NOT NULL,
    lng REAL NOT NULL
  );

  -- print settings synchronised with the cloud (estabelecimentosimpressao); settings: JSON
  CREATE TABLE print_settings (
    store_id INTEGER PRIMARY KEY REFERENCES stores (id),
    settings TEXT NOT NULL,
    updated_at INTEGER NOT NULL
  );

  CREATE TABLE chat_conversations (
    id TEXT PRIMARY KEY,
    order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id),
    store_id INTEGER NOT NULL REFERENCES stores (id),
    created_at INTEGER NOT NULL
  );

  CREATE TABLE chat_messages (
    id TEXT PRIMARY KEY,
    conversation_id TEXT NOT NULL REFERENCES chat_conversations (id),
    author TEXT NOT NULL CHECK (author IN ('client', 'merchant')),
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, created_at);
  `,
  // The order history's money, ratings and fine reversals (finance, sales history, reports,
  // ratings, dashboard: one truth, see seedHistory.ts and shared/finance/orderMoney.ts).
  `
  -- the store's contract with the platform, in basis points (1200 = 12 %)
  ALTER TABLE stores ADD COLUMN comissao_bp INTEGER NOT NULL DEFAULT 1200;
  ALTER TABLE stores ADD COLUMN taxa_online_bp INTEGER NOT NULL DEFAULT 349;

  -- store_id NULL: a platform coupon valid in every store
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY,
    store_id INTEGER REFERENCES stores (id),
    codigo TEXT NOT NULL,
    descricao TEXT NOT NULL DEFAULT '',
    valor_cents INTEGER NOT NULL,
    -- who pays the discount: the platform (sponsored, valor_desconto_aiboo) or the store (valor_desconto_rest)
    patrocinador TEXT NOT NULL CHECK (patrocinador IN ('plataforma', 'loja'))
  );

  -- spec 02 §4 Payment code: -2, -10, -11, -12 online; -1 cash; any other card
  ALTER TABLE orders ADD COLUMN pagamento INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN cupom_id INTEGER REFERENCES coupons (id);
  -- desconto_cents (the customer's whole discount) = desconto_loja_cents + desconto_plataforma_cents
  ALTER TABLE orders ADD COLUMN desconto_loja_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN desconto_plataforma_cents INTEGER NOT NULL DEFAULT 0;
  -- set when the order ends (PD or PC), by shared/finance/orderMoney.ts settleOrder
  ALTER TABLE orders ADD COLUMN finalizado_em INTEGER;
  ALTER TABLE orders ADD COLUMN comissao_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN taxa_online_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN multa_cents INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE orders ADD COLUMN retido_cents INTEGER NOT NULL DEFAULT 0;
  -- the customer disputes the online charge; the platform retains the store's share
  ALTER TABLE orders ADD COLUMN contestado INTEGER NOT NULL DEFAULT 0;
  UPDATE orders SET
    pagamento = CASE WHEN forma_pagamento = 'Dinheiro' THEN -1 WHEN pagamento_online = 1 THEN -2 ELSE 1 END,
    desconto_loja_cents = desconto_cents,
    finalizado_em = CASE WHEN status IN ('PD', 'PC') THEN updated_at END;
  CREATE INDEX orders_customer ON orders (customer_id);
  CREATE INDEX orders_finished ON orders (store_id, finalizado_em);

  CREATE TABLE ratings (
    order_id INTEGER PRIMARY KEY REFERENCES orders (id),
    store_id INTEGER NOT NULL REFERENCES stores (id),
    created_at INTEGER NOT NULL,
    nota_comida INTEGER NOT NULL CHECK (nota_comida BETWEEN 1 AND 5),
    nota_entrega INTEGER NOT NULL CHECK (nota_entrega BETWEEN 1 AND 5),
    nota_geral INTEGER NOT NULL CHECK (nota_geral BETWEEN 1 AND 5),
    comentario_usuario TEXT NOT NULL DEFAULT '',
    comentario_estabelecimento TEXT NOT NULL DEFAULT '',
    respondido_em INTEGER,
    -- CC: counted in the store's score; anything else (PR) still processing
    status TEXT NOT NULL DEFAULT 'PR'
  );
  CREATE INDEX ratings_store ON ratings (store_id, created_at);

  CREATE TABLE fine_reversals (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL UNIQUE REFERENCES orders (id),
    store_id INTEGER NOT NULL REFERENCES stores (id),
    description TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    -- NULL: in analysis; 1 approved (the fine is cancelled); 0 rejected
    is_approved INTEGER CHECK (is_approved IN (0, 1)),
    decided_at INTEGER
  );
  `,
  // Finance: an invoice's balance carries what earlier invoices accumulated (spec 02 §4 Balance type).
  `
  ALTER TABLE invoices ADD COLUMN acumulado_cents INTEGER NOT NULL DEFAULT 0;
  `,
];

/** Applies the migrations still missing; returns the version the database had before. */
export function migrate(db: SandboxDb): number {
  const before = db.value('PRAGMA user_version');
  if (before > MIGRATIONS.length) {
    throw new Error(
      `O arquivo de dados da sandbox é de uma versão mais nova (${before}) que este código (${MIGRATIONS.length}).`,
    );
  }
  db.transaction(() => {
    MIGRATIONS.slice(before).forEach((sql) => db.exec(sql));
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
  });
  return before;
}
