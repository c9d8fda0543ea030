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
  // ratings, dashboard: one truth, see seed/history.ts and shared/finance/orderMoney.ts).
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
  // the store's time zone (getLoja's fuso_horario): the progress times of its orders are written in it
  `
  ALTER TABLE stores ADD COLUMN fuso_horario TEXT NOT NULL DEFAULT 'America/Sao_Paulo';
  `,
  // online payment (spec 02 §2.8, §3, §7.6): registration, documents, plans, receiving accounts,
  // the directories it reads (business categories, CEPs, banks) and the processor's reports
  `
  CREATE TABLE business_categories (
    code TEXT PRIMARY KEY,
    category TEXT NOT NULL,
    description TEXT NOT NULL,
    posicao INTEGER NOT NULL
  );

  CREATE TABLE cep_directory (
    cep TEXT PRIMARY KEY,
    logradouro TEXT NOT NULL,
    complemento TEXT NOT NULL DEFAULT '',
    bairro TEXT NOT NULL,
    localidade TEXT NOT NULL,
    uf TEXT NOT NULL
  );

  -- compensation code, name, ISPB; ativo 0: a bank that no longer operates
  CREATE TABLE banks (
    cod TEXT PRIMARY KEY,
    nome TEXT NOT NULL,
    ispb TEXT NOT NULL,
    ativo INTEGER NOT NULL DEFAULT 1
  );

  -- plan 1 Standard, 2 Pro; tipo 'Débito' or 'Crédito'; taxa: percent of the sale
  CREATE TABLE fee_plan_rates (
    id INTEGER PRIMARY KEY,
    plan_id INTEGER NOT NULL CHECK (plan_id IN (1, 2)),
    tipo TEXT NOT NULL CHECK (tipo IN ('Débito', 'Crédito')),
    bandeira TEXT NOT NULL,
    parcelas TEXT NOT NULL,
    taxa REAL NOT NULL,
    posicao INTEGER NOT NULL
  );

  -- one per store; dates 'yyyy-mm-dd'; status PENDING until the platform's team enables it
  CREATE TABLE pagon_registrations (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL UNIQUE REFERENCES stores (id),
    tipo TEXT NOT NULL CHECK (tipo IN ('F', 'J')),
    est_cnpj TEXT NOT NULL DEFAULT '',
    est_razao_social TEXT NOT NULL DEFAULT '',
    est_nome_fantasia TEXT NOT NULL DEFAULT '',
    est_cat_negocio TEXT NOT NULL DEFAULT '',
    est_email TEXT NOT NULL DEFAULT '',
    est_telefone TEXT NOT NULL DEFAULT '',
    est_cep TEXT NOT NULL DEFAULT '',
    est_endereco TEXT NOT NULL DEFAULT '',
    est_numero TEXT NOT NULL DEFAULT '',
    est_complemento TEXT NOT NULL DEFAULT '',
    est_bairro TEXT NOT NULL DEFAULT '',
    est_cidade TEXT NOT NULL DEFAULT '',
    est_estado TEXT NOT NULL DEFAULT '',
    est_site TEXT NOT NULL DEFAULT '',
    est_facebook TEXT NOT NULL DEFAULT '',
    est_twitter TEXT NOT NULL DEFAULT '',
    pro_cpf TEXT NOT NULL DEFAULT '',
    pro_nome TEXT NOT NULL DEFAULT '',
    pro_email TEXT NOT NULL DEFAULT '',
    pro_telefone TEXT NOT NULL DEFAULT '',
    pro_nascimento TEXT NOT NULL DEFAULT '',
    pro_cep TEXT NOT NULL DEFAULT '',
    pro_endereco TEXT NOT NULL DEFAULT '',
    pro_numero TEXT NOT NULL DEFAULT '',
    pro_complemento TEXT NOT NULL DEFAULT '',
    pro_bairro TEXT NOT NULL DEFAULT '',
    pro_cidade TEXT NOT NULL DEFAULT '',
    pro_estado TEXT NOT NULL DEFAULT '',
    data_criacao TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ENABLED', 'ACTIVATED')),
    plan_id INTEGER NOT NULL DEFAULT 1 CHECK (plan_id IN (1, 2)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );

  -- kind: identificacao, residencia, atividade; served at /arquivos/pagamentoonline/<token>
  CREATE TABLE pagon_documents (
    store_id INTEGER NOT NULL REFERENCES stores (id),
    kind TEXT NOT NULL CHECK (kind IN ('identificacao', 'residencia', 'atividade')),
    token TEXT NOT NULL UNIQUE,
    filename TEXT NOT NULL,
    mimetype TEXT NOT NULL,
    data BLOB NOT NULL,
    uploaded_at INTEGER NOT NULL,
    PRIMARY KEY (store_id, kind)
  );

  -- tipo_pagamento MANUAL (bank details) or CHAVE (a PIX key); at most one active per store
  CREATE TABLE receiving_accounts (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    tipo_pagamento TEXT NOT NULL CHECK (tipo_pagamento IN ('MANUAL', 'CHAVE')),
    chave TEXT NOT NULL DEFAULT '',
    tipo_chave TEXT NOT NULL DEFAULT '',
    tipo_conta TEXT NOT NULL DEFAULT '',
    banco TEXT NOT NULL DEFAULT '',
    agencia TEXT NOT NULL DEFAULT '',
    agencia_dig TEXT NOT NULL DEFAULT '',
    conta TEXT NOT NULL DEFAULT '',
    nome_titular TEXT NOT NULL,
    cnpj_cpf TEXT NOT NULL,
    ativo INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX receiving_accounts_store ON receiving_accounts (store_id);

  -- what the payment processor reported about an online-paid order's payment, over the date rule
  -- (FAILED, DELAYED ...); see data/onlinePayment.ts calendarPayments
  CREATE TABLE online_payment_reports (
    order_id INTEGER PRIMARY KEY REFERENCES orders (id),
    status TEXT NOT NULL,
    reported_at INTEGER NOT NULL
  );
  `,
  `
  -- The menu, variations, stock and catalogue (spec 02 §3, §7.1 to §7.3). The first migration's
  -- simple menu tables are rebuilt with the real fields (their rows kept; the old JSON option
  -- groups give way to sizes and variations). Prices in cents; status codes as the platform's.
  CREATE TABLE menu_categories_next (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    nome TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O')),
    -- weekly schedule, JSON {do: {initAt, endAt, initAt2?, endAt2?}, ...} in minutes; NULL: always
    disponibilidade TEXT,
    posicao INTEGER NOT NULL
  );
  INSERT INTO menu_categories_next (id, store_id, nome, status, posicao)
    SELECT id, store_id, nome, CASE ativo WHEN 1 THEN 'S' ELSE 'O' END, posicao FROM menu_categories;

  CREATE TABLE menu_products_next (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    category_id INTEGER NOT NULL REFERENCES menu_categories_next (id),
    -- id_produto: the catalogue product it came from
    catalogue_product_id INTEGER,
    nome TEXT NOT NULL,
    descricao TEXT NOT NULL DEFAULT '',
    -- zero for a multi-size product (each size has its price)
    preco_cents INTEGER NOT NULL DEFAULT 0,
    -- promotional price; NULL: none
    novo_preco_cents INTEGER,
    -- image URL ('/uploads/...' is the sandbox's own), '' without
    foto TEXT NOT NULL DEFAULT '',
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O')),
    disponibilidade TEXT,
    posicao INTEGER NOT NULL,
    -- what a bulk upload brings (spec 02 §3 column mapping): EAN, PDV code, units in stock
    -- (NULL: not counted; 0: unavailable)
    codigo_barras TEXT,
    codigo_pdv TEXT,
    estoque INTEGER
  );
  INSERT INTO menu_products_next (id, store_id, category_id, nome, descricao, preco_cents, status, posicao)
    SELECT id, store_id, category_id, nome, descricao, preco_cents, CASE ativo WHEN 1 THEN 'S' ELSE 'O' END, posicao FROM menu_products;
  DROP TABLE menu_products;
  DROP TABLE menu_categories;
  ALTER TABLE menu_categories_next RENAME TO menu_categories;
  ALTER TABLE menu_products_next RENAME TO menu_products;
  CREATE INDEX menu_categories_store ON menu_categories (store_id, posicao);
  CREATE INDEX menu_products_category ON menu_products (category_id, posicao);
  CREATE INDEX menu_products_store ON menu_products (store_id);

  -- cardapiotamanhos
  CREATE TABLE menu_sizes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    nome TEXT NOT NULL,
    preco_cents INTEGER NOT NULL,
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
    posicao INTEGER NOT NULL
  );
  CREATE INDEX menu_sizes_product ON menu_sizes (product_id, posicao);

  -- estoque: flavours and ingredients the menu is made of
  CREATE TABLE stock_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    nome TEXT NOT NULL,
    tipo TEXT NOT NULL CHECK (tipo IN ('sabor', 'ingrediente')),
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'O')),
    descricao TEXT NOT NULL DEFAULT '' CHECK (length(descricao) <= 200),
    -- image URL, '' without
    imagem TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX stock_items_store ON stock_items (store_id);

  -- cardapioestoque: a product's composition
  CREATE TABLE menu_product_ingredients (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    stock_item_id INTEGER NOT NULL REFERENCES stock_items (id),
    quantidade INTEGER NOT NULL DEFAULT 1 CHECK (quantidade >= 1),
    removivel INTEGER NOT NULL DEFAULT 1,
    posicao INTEGER NOT NULL
  );
  CREATE INDEX menu_product_ingredients_product ON menu_product_ingredients (product_id, posicao);

  CREATE TABLE variation_categories (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    nome TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
    posicao INTEGER NOT NULL
  );

  -- variacoes: global (in a variation category) or ad hoc (made for one product)
  CREATE TABLE variations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    category_id INTEGER REFERENCES variation_categories (id) ON DELETE SET NULL,
    product_id INTEGER REFERENCES menu_products (id) ON DELETE SET NULL,
    -- the linked size
    size_id INTEGER REFERENCES menu_sizes (id) ON DELETE SET NULL,
    nome TEXT NOT NULL,
    escolha_minima INTEGER NOT NULL DEFAULT 0 CHECK (escolha_minima >= 0),
    escolha_maxima INTEGER NOT NULL DEFAULT 1 CHECK (escolha_maxima >= escolha_minima),
    calculo_preco TEXT NOT NULL CHECK (calculo_preco IN ('mp', 'pm', 'mm', 'st', 'in')),
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
    posicao INTEGER NOT NULL
  );
  CREATE INDEX variations_store ON variations (store_id, category_id, posicao);

  -- variacoesestoque: a variation's options and their prices; stock_item_id NULL is a loose
  -- item (id_estoque -1) with its own name
  CREATE TABLE variation_items (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    variation_id INTEGER NOT NULL REFERENCES variations (id) ON DELETE CASCADE,
    stock_item_id INTEGER REFERENCES stock_items (id),
    nome TEXT NOT NULL DEFAULT '',
    preco_cents INTEGER NOT NULL DEFAULT 0,
    posicao INTEGER NOT NULL
  );
  CREATE INDEX variation_items_variation ON variation_items (variation_id, posicao);

  -- cardapiovariacoes: the variations a product offers, per size (size_id NULL: every size)
  CREATE TABLE menu_product_variations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    product_id INTEGER NOT NULL REFERENCES menu_products (id) ON DELETE CASCADE,
    variation_id INTEGER NOT NULL REFERENCES variations (id) ON DELETE CASCADE,
    size_id INTEGER REFERENCES menu_sizes (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'S' CHECK (status IN ('S', 'F', 'O', 'N')),
    posicao INTEGER NOT NULL
  );
  CREATE INDEX menu_product_variations_product ON menu_product_variations (product_id, posicao);

  -- the catalogue service's products (shared by every store)
  CREATE TABLE catalogue_products (
    id INTEGER PRIMARY KEY,
    codigo_barras TEXT NOT NULL UNIQUE CHECK (length(codigo_barras) = 13),
    nome TEXT NOT NULL,
    descricao TEXT NOT NULL DEFAULT '',
    -- imagem_redimensionada, a path the sandbox serves
    imagem TEXT NOT NULL DEFAULT ''
  );
  CREATE INDEX catalogue_products_nome ON catalogue_products (nome);
  `,
  // delivery areas (spec 02 §3, §7.4): the platform's cities and their neighbourhoods; a
  // store_neighbourhoods row is the store's service of one of them ('atendido'). A row added by
  // city and name only (the seed, older code) joins the catalogue through the trigger.
  `
  CREATE TABLE cities (
    id INTEGER PRIMARY KEY,
    nome TEXT NOT NULL,
    uf TEXT NOT NULL DEFAULT 'SP',
    UNIQUE (nome, uf)
  );

  CREATE TABLE neighbourhoods (
    id INTEGER PRIMARY KEY,
    city_id INTEGER NOT NULL REFERENCES cities (id),
    nome TEXT NOT NULL,
    UNIQUE (city_id, nome)
  );

  -- the cities a store is set up in: one tab each on the neighbourhoods screen
  CREATE TABLE store_cities (
    store_id INTEGER NOT NULL REFERENCES stores (id),
    city_id INTEGER NOT NULL REFERENCES cities (id),
    PRIMARY KEY (store_id, city_id)
  );

  ALTER TABLE store_neighbourhoods ADD COLUMN neighbourhood_id INTEGER REFERENCES neighbourhoods (id);
  -- the fee before free delivery was switched on (valor_taxa_old)
  ALTER TABLE store_neighbourhoods ADD COLUMN taxa_entrega_old_cents INTEGER NOT NULL DEFAULT 0;

  INSERT OR IGNORE INTO cities (nome) SELECT DISTINCT cidade FROM store_neighbourhoods;
  INSERT OR IGNORE INTO neighbourhoods (city_id, nome)
    SELECT DISTINCT c.id, n.nome FROM store_neighbourhoods n JOIN cities c ON c.nome = n.cidade;
  UPDATE store_neighbourhoods SET neighbourhood_id = (
    SELECT b.id FROM neighbourhoods b JOIN cities c ON c.id = b.city_id
     WHERE c.nome = store_neighbourhoods.cidade AND b.nome = store_neighbourhoods.nome);
  INSERT OR IGNORE INTO store_cities (store_id, city_id)
    SELECT DISTINCT n.store_id, b.city_id FROM store_neighbourhoods n JOIN neighbourhoods b ON b.id = n.neighbourhood_id;

  CREATE TRIGGER store_neighbourhoods_catalogue AFTER INSERT ON store_neighbourhoods
  WHEN NEW.neighbourhood_id IS NULL
  BEGIN
    INSERT OR IGNORE INTO cities (nome) VALUES (NEW.cidade);
    INSERT OR IGNORE INTO neighbourhoods (city_id, nome)
      SELECT c.id, NEW.nome FROM cities c WHERE c.nome = NEW.cidade;
    UPDATE store_neighbourhoods SET neighbourhood_id = (
      SELECT b.id FROM neighbourhoods b JOIN cities c ON c.id = b.city_id WHERE c.nome = NEW.cidade AND b.nome = NEW.nome)
     WHERE id = NEW.id;
    INSERT OR IGNORE INTO store_cities (store_id, city_id)
      SELECT NEW.store_id, c.id FROM cities c WHERE c.nome = NEW.cidade;
  END;

  CREATE UNIQUE INDEX store_neighbourhoods_service ON store_neighbourhoods (store_id, neighbourhood_id);
  `,
  // store registration (spec 02 §3 Store and Pending change, §7.9): the address in parts, the
  // fields that need the platform team's approval, their pending changes and the images sent
  `
  ALTER TABLE stores ADD COLUMN endereco_rua TEXT NOT NULL DEFAULT '';
  ALTER TABLE stores ADD COLUMN endereco_numero TEXT NOT NULL DEFAULT '';
  ALTER TABLE stores ADD COLUMN endereco_cep TEXT NOT NULL DEFAULT '';
  ALTER TABLE stores ADD COLUMN banner TEXT NOT NULL DEFAULT '';
  ALTER TABLE stores ADD COLUMN texto_app TEXT NOT NULL DEFAULT '';
  ALTER TABLE stores ADD COLUMN frase_promocional TEXT NOT NULL DEFAULT '';

  -- valor_ant / valor_post: text, or the path of an image (assets/...)
  CREATE TABLE pending_changes (
    id INTEGER PRIMARY KEY,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    tabela TEXT NOT NULL DEFAULT 'estabelecimentos',
    nome_campo TEXT NOT NULL CHECK (nome_campo IN ('texto_app', 'frase_promocional', 'logotipo', 'banner')),
    status TEXT NOT NULL DEFAULT 'Pendente' CHECK (status IN ('Pendente', 'Rejeitado', 'Aprovado')),
    valor_ant TEXT NOT NULL,
    valor_post TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    decided_at INTEGER
  );
  CREATE INDEX pending_changes_store ON pending_changes (store_id, status);
  `,
  // bulk product upload (spec 02 §3 Product file, §4 Bulk upload states, §7.9): a job per file and
  // its rows, worked through at the service's pace into the store's menu (menu_products)
  `
  CREATE TABLE product_files (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    store_id INTEGER NOT NULL REFERENCES stores (id),
    file_name TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'finished', 'canceled')),
    should_update INTEGER NOT NULL,
    -- columns_disposition, JSON {product_ean_cod: 1, ...}
    columns TEXT NOT NULL,
    total_products INTEGER NOT NULL,
    processed_products INTEGER NOT NULL DEFAULT 0,
    added_products INTEGER NOT NULL DEFAULT 0,
    updated_products INTEGER NOT NULL DEFAULT 0,
    rejected_products INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    finished_at INTEGER
  );
  CREATE INDEX product_files_store ON product_files (store_id, id);

  -- outcome NULL: not worked through yet; added, updated, kept (already in the menu) or rejected
  CREATE TABLE product_file_rows (
    file_id INTEGER NOT NULL REFERENCES product_files (id) ON DELETE CASCADE,
    line INTEGER NOT NULL,
    cells TEXT NOT NULL,
    outcome TEXT CHECK (outcome IN ('added', 'updated', 'kept', 'rejected')),
    message TEXT,
    PRIMARY KEY (file_id, line)
  );

  -- a row finds its product by barcode
  CREATE INDEX menu_products_barcode ON menu_products (store_id, codigo_barras);
  `,
  // Finance: an invoice's balance carries what earlier invoices accumulated (spec 02 §4 Balance type).
  `
  ALTER TABLE invoices ADD COLUMN acumulado_cents INTEGER NOT NULL DEFAULT 0;
  `,
  // An order's latest courier request (data/orders.ts latestDelivery) is read on every copy of it.
  `
  CREATE INDEX deliveries_order ON deliveries (order_id, id);
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
