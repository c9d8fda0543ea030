import type { OrderStatus } from '../../shared/api';
import { hashPassword } from '../auth';
import type { SandboxDb } from '../db';
import { insertOrder } from '../data/orders';
import { buildOrder, type OrderRequest } from '../orderFactory';
import { seedReports } from './reports';
import { createRandom } from '../random';
import { PAYMENT_METHODS, PLACES, COURIERS, placeDescription } from './data';
import { seedOnlinePayment } from './onlinePayment';
import { seedFinanceTerms, seedHistory, seedOncePerHour } from './history';
import { seedMenus } from './menu';
import { seedDeliveryAreas } from './deliveryAreas';
import { seedStoreRegistration } from './storeRegistration';
import { seedInvoices } from './invoices';
import { SEED } from './ids';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

interface StoreSeed {
  id: number;
  company: string;
  nome: string;
  razao_social: string;
  /** bare, as normalizeDocument gives it: what recovery looks up */
  cnpj: string;
  fechado: 'S' | 'N';
  pedeai_id: number | null;
  upload_em_massa: boolean;
  loja_bloqueada: boolean;
  texto_bloqueada: string;
  entrega: [number, number];
  aviso: boolean;
  accepts_online: boolean;
  auto_abrir: boolean;
  auto_fechar: boolean;
  email: string;
  telefone: string;
  place: string;
  /** IANA zone (getLoja's fuso_horario) */
  fuso_horario: string;
  user: { id: number; usuario: string; nome: string; cpf: string; email: string; telefone: string };
  payments: string[];
  /** dom..sab: [abertura, fechamento, abertura2, fechamento2] or null when closed */
  hours: ([string, string, string, string] | null)[];
}

const STORES: StoreSeed[] = [
  {
    id: 101,
    company: 'aiboo',
    nome: 'Pizzaria Bella Napoli',
    razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.',
    cnpj: '12345678000195',
    fechado: 'N',
    pedeai_id: null,
    upload_em_massa: true,
    loja_bloqueada: false,
    texto_bloqueada: '',
    entrega: [40, 60],
    aviso: true,
    accepts_online: true,
    auto_abrir: true,
    auto_fechar: false,
    email: 'contato@bellanapoli.com.br',
    telefone: '(11) 3285-4412',
    place: 'place-07',
    fuso_horario: 'America/Sao_Paulo',
    user: {
      id: 1,
      usuario: 'pizzaria',
      nome: 'Giuseppe Conceição Romano',
      cpf: '11144477735',
      email: 'giuseppe.romano@bellanapoli.com.br',
      telefone: '(11) 98765-4321',
    },
    payments: ['dinheiro', 'pix', 'credito_visa', 'credito_master', 'debito_visa', 'debito_master', 'vr_sodexo'],
    hours: [
      ['18:00', '23:30', '', ''],
      null,
      ['18:00', '23:00', '', ''],
      ['18:00', '23:00', '', ''],
      ['18:00', '23:00', '', ''],
      ['18:00', '00:30', '', ''],
      ['11:30', '14:30', '18:00', '00:30'],
    ],
  },
  {
    id: 202,
    company: 'pedeai',
    nome: 'Sabor Caseiro',
    razao_social: 'Sabor Caseiro Comércio de Refeições Eireli',
    cnpj: '98765432000198',
    fechado: 'N',
    pedeai_id: 7202,
    upload_em_massa: false,
    loja_bloqueada: false,
    texto_bloqueada: '',
    entrega: [20, 40],
    aviso: false,
    accepts_online: true,
    auto_abrir: false,
    auto_fechar: false,
    email: 'contato@saborcaseiro.com.br',
    telefone: '(11) 3681-2290',
    place: 'place-15',
    fuso_horario: 'America/Sao_Paulo',
    user: {
      id: 2,
      usuario: 'saborcaseiro',
      nome: 'Maria Aparecida Gonçalves',
      cpf: '52998224725',
      email: 'maria.goncalves@saborcaseiro.com.br',
      telefone: '(11) 97654-3210',
    },
    payments: ['dinheiro', 'pix', 'credito_visa', 'vr_alelo'],
    hours: [
      null,
      ['11:00', '15:00', '', ''],
      ['11:00', '15:00', '', ''],
      ['11:00', '15:00', '', ''],
      ['11:00', '15:00', '', ''],
      ['11:00', '15:00', '18:30', '22:00'],
      ['11:00', '16:00', '', ''],
    ],
  },
  {
    id: 303,
    company: 'aiboo',
    nome: 'Lanchonete Central',
    razao_social: 'Lanchonete Central da Sé Ltda. ME',
    cnpj: '12ABC34501DE35',
    fechado: 'S',
    pedeai_id: null,
    upload_em_massa: false,
    loja_bloqueada: true,
    texto_bloqueada:
      'Sua loja foi suspensa por pendências financeiras. Regularize as faturas em aberto para voltar a receber pedidos.',
    entrega: [15, 30],
    aviso: false,
    accepts_online: false,
    auto_abrir: false,
    auto_fechar: true,
    email: 'lanchonete.central@exemplo.com.br',
    telefone: '(11) 3107-5566',
    place: 'place-18',
    // One store an hour behind Brasília, as a store in Manaus is: its times read an hour earlier.
    fuso_horario: 'America/Manaus',
    user: {
      id: 3,
      usuario: 'lanchonete',
      nome: 'Giuseppe Conceição Romano',
      cpf: '11144477735',
      email: 'giuseppe.central@exemplo.com.br',
      telefone: '(11) 96543-2109',
    },
    payments: ['dinheiro', 'debito_elo', 'credito_elo'],
    hours: Array.from({ length: 7 }, () => ['07:00', '11:00', '14:00', '22:00'] as [string, string, string, string]),
  },
];

/** name, city, fee (cents), courier provider area */
const NEIGHBOURHOODS: Record<number, [string, string, number, number | null][]> = {
  101: [
    ['Bela Vista', 'São Paulo', 500, 9001],
    ['Consolação', 'São Paulo', 600, 9001],
    ['Liberdade', 'São Paulo', 650, 9001],
    ['Sé', 'São Paulo', 600, 9001],
    ['Santa Cecília', 'São Paulo', 700, 9001],
    ['Jardim Paulista', 'São Paulo', 750, 9006],
    ['Vila Mariana', 'São Paulo', 800, 9003],
    ['Moema', 'São Paulo', 990, 9004],
    ['Saúde', 'São Paulo', 1000, 9004],
    ['Pinheiros', 'São Paulo', 900, 9005],
  ],
  202: [
    ['Centro', 'Osasco', 400, 9102],
    ['Pinheiros', 'São Paulo', 1200, 9105],
  ],
  303: [
    ['Sé', 'São Paulo', 400, null],
    ['Liberdade', 'São Paulo', 500, null],
  ],
};

/** provider id (null: missing, as the real platform sometimes sends), name, city, enabled, price */
const COURIER_AREAS: Record<number, [number | null, string | null, string | null, boolean, number][]> = {
  101: [
    [9001, 'Centro', 'São Paulo', true, 890],
    [9002, 'Centro', 'Osasco', true, 1490],
    [9003, 'Vila Mariana', 'São Paulo', true, 990],
    [9004, 'Zona Sul', 'São Paulo', true, 1190],
    [9005, 'Pinheiros', 'São Paulo', false, 1090],
    [9006, 'Jardins', 'São Paulo', true, 990],
    [null, null, null, true, 0],
  ],
  202: [
    [9102, 'Centro', 'Osasco', true, 790],
    [9105, 'Pinheiros', 'São Paulo', true, 1590],
  ],
  303: [],
};

interface SeedOrder {
  id: number;
  storeId: number;
  status: OrderStatus;
  minutesAgo: number;
  request: OrderRequest;
  obs?: string;
}

const SEED_ORDERS: SeedOrder[] = [
  { id: 1001, storeId: 101, status: 'PD', minutesAgo: 95, request: { retirada_local: false, canUseExternalDelivery: true, items: 3 } },
  { id: 1002, storeId: 101, status: 'PC', minutesAgo: 80, request: { retirada_local: false, items: 2 }, obs: 'Cliente pediu para cancelar.' },
  { id: 1003, storeId: 101, status: 'PICKUP_READY', minutesAgo: 50, request: { retirada_local: true, items: 2 } },
  { id: 1004, storeId: 101, status: 'PE', minutesAgo: 45, request: { retirada_local: false, chat_enabled: true, items: 4 } },
  { id: 1005, storeId: 101, status: 'LG', minutesAgo: 40, request: { retirada_local: false, items: 1 } },
  { id: 1006, storeId: 101, status: 'LI', minutesAgo: 38, request: { retirada_local: false, items: 2 } },
  { id: 1007, storeId: 101, status: 'LE', minutesAgo: 32, request: { retirada_local: false, items: 3 } },
  { id: 1008, storeId: 101, status: 'PL', minutesAgo: 27, request: { retirada_local: false, canUseExternalDelivery: true, items: 12 } },
  {
    id: 1009,
    storeId: 101,
    status: 'PI',
    minutesAgo: 22,
    request: { retirada_local: false, canUseExternalDelivery: true, sem_coordenadas: true, items: 2 },
  },
  { id: 1010, storeId: 101, status: 'PA', minutesAgo: 16, request: { retirada_local: true, chat_enabled: true, items: 2 } },
  {
    id: 1011,
    storeId: 101,
    status: 'PA',
    minutesAgo: 12,
    request: { retirada_local: false, chat_enabled: true, canUseExternalDelivery: true, forma_pagamento: 'Dinheiro', items: 5, bairro: 'Vila Mariana' },
  },
  {
    id: 1012,
    storeId: 101,
    status: 'PP',
    minutesAgo: 4,
    request: { retirada_local: true, app_origin: 'cardapio-web', chat_enabled: false, items: 3, observacoes: 'Vou buscar às 20h, pode deixar pronto.' },
  },
  {
    id: 1013,
    storeId: 101,
    status: 'PP',
    minutesAgo: 2,
    request: {
      retirada_local: false,
      chat_enabled: true,
      canUseExternalDelivery: true,
      customer: { novo: true, nome: 'Joaquim Brandão Assunção', telefone: '(11) 99123-4567' },
      observacoes: 'Primeira vez que peço, capricha na pizza! Portão de madeira, ao lado da padaria São João.',
      items: [
        { produto_id: 1103, quantidade: 1, linhas: ['Tamanho: Grande (8 fatias)', 'Borda: Catupiry', '1x Bacon'], valor_unitario: 67.9 },
        { produto_id: 1202, quantidade: 2 },
        { produto_id: 1301, quantidade: 1, observacao: 'Embalar separado' },
      ],
    },
  },
  { id: 1014, storeId: 202, status: 'PP', minutesAgo: 3, request: { retirada_local: false, items: 2 } },
  { id: 1015, storeId: 202, status: 'PA', minutesAgo: 18, request: { retirada_local: true, items: 1 } },
  { id: 1016, storeId: 202, status: 'PD', minutesAgo: 180, request: { retirada_local: false, items: 3 } },
  { id: 1017, storeId: 303, status: 'PD', minutesAgo: 26 * 60, request: { retirada_local: true, items: 2 } },
];

/** The statuses an order went through to reach `status`. */
function progressTo(status: OrderStatus, pickup: boolean): OrderStatus[] {
  const ready: OrderStatus = pickup ? 'PICKUP_READY' : 'PE';
  const chains: Record<OrderStatus, OrderStatus[]> = {
    PP: [],
    PA: ['PA'],
    PI: ['PA', 'PI'],
    PL: ['PA', 'PI', 'PL'],
    LE: ['PA', 'PI', 'PL', 'LE'],
    PE: ['PA', 'PI', 'PE'],
    PICKUP_READY: ['PA', 'PI', 'PICKUP_READY'],
    PD: ['PA', 'PI', ready, 'PD'],
    PC: ['PA', 'PC'],
    LG: ['PA', 'PI', 'LG'],
    LI: ['PA', 'PI', 'LG', 'LI'],
  };
  return chains[status];
}

/** Writes the whole demo data set. Deterministic: same data on every machine and run. */
export function seedDatabase(db: SandboxDb, now: number): void {
  const random = createRandom(20260522);
  // The stores and their year of history depend on the clock only through its hour: built once an
  // hour and restored from a snapshot after, so a reset to the seed takes milliseconds.
  seedOncePerHour(db, now, (hour) => seedStoresAndHistory(db, hour));
  db.transaction(() => {
    seedOrders(db, random, now);
    db.run('INSERT INTO contracts (store_id, codigo, texto, obrigatorio, created_at) VALUES (?, ?, ?, ?, ?)', [
      202,
      SEED.contract202,
      CONTRACT_TEXT,
      true,
      now - 3 * DAY,
    ]);
    db.run('INSERT INTO print_settings (store_id, settings, updated_at) VALUES (?, ?, ?)', [
      101,
      JSON.stringify({
        // the demo's own virtual printer (npm run demo starts 'Caixa' and 'Cozinha')
        defaultPrinter: 'Caixa',
        impressaoLayout: 1,
        delay: 1000,
        impressaoProducao: true,
        impressaoEstabelecimento: true,
        impressaoCliente: true,
        impressaoItemAgrupado: false,
        autoAceiteImprimir: false,
        qtdeCopia: 1,
        larguraMaximaPagina: '7,0',
        metodoImpressao: 'local',
        saltoLinhaInicio: 0,
        margemEsquerda: 0,
        margemDireita: 0,
        nomeFonte: 'Tahoma',
        tamanhoFonte: 8,
        id_estabelecimento: 101,
      }),
      now - 7 * DAY,
    ]);
    seedOnlinePayment(db, now);
    seedReports(db);
    seedStoreRegistration(db, now);
    // after the orders: the areas screens' own cities and neighbourhoods, which no seeded order uses
    seedDeliveryAreas(db);
  });
}

/** What the rest of the seed stands on; `hour` is the start of the clock's hour (seedOncePerHour). */
function seedStoresAndHistory(db: SandboxDb, hour: number): void {
  db.transaction(() => {
    PAYMENT_METHODS.forEach((m, i) => db.run('INSERT INTO payment_methods (chave, nome, posicao) VALUES (?, ?, ?)', [m.chave, m.nome, i]));
    for (const p of PLACES) {
      db.run('INSERT INTO places (id, main_text, secondary_text, lat, lng) VALUES (?, ?, ?, ?, ?)', [
        p.id,
        `${p.logradouro}, ${p.numero}`,
        `${p.bairro}, ${p.cidade} - ${p.uf}`,
        p.lat,
        p.lng,
      ]);
    }
    for (const s of STORES) seedStore(db, s);
    seedCustomers(db);
    // the history sells this menu
    seedMenus(db);
    seedFinanceTerms(db);
    seedHistory(db, hour);
    seedInvoices(db, hour);
  });
}

function seedStore(db: SandboxDb, s: StoreSeed): void {
  const place = PLACES.find((p) => p.id === s.place);
  if (!place) throw new Error(`seed: endereço ${s.place} não existe`);
  db.run(
    `INSERT INTO stores (id, company, nome, razao_social, cnpj, logotipo, fechado, pedeai_id, upload_em_massa, loja_bloqueada,
       texto_bloqueada, entrega_minimo, entrega_maximo, aviso, accepts_online, auto_abrir, auto_fechar, email, telefone,
       endereco, bairro, cidade, uf, lat, lng, fuso_horario)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      s.id,
      s.company,
      s.nome,
      s.razao_social,
      s.cnpj,
      `assets/logos/${s.id}.svg`,
      s.fechado,
      s.pedeai_id,
      s.upload_em_massa,
      s.loja_bloqueada,
      s.texto_bloqueada,
      s.entrega[0],
      s.entrega[1],
      s.aviso,
      s.accepts_online,
      s.auto_abrir,
      s.auto_fechar,
      s.email,
      s.telefone,
      placeDescription(place),
      place.bairro,
      place.cidade,
      place.uf,
      place.lat,
      place.lng,
      s.fuso_horario,
    ],
  );
  const { hash, salt } = hashPassword(SEED.password, `seed-${s.user.usuario}`);
  db.run('INSERT INTO users (id, store_id, usuario, senha_hash, senha_salt, nome, cpf, email, telefone) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    s.user.id,
    s.id,
    s.user.usuario,
    hash,
    salt,
    s.user.nome,
    s.user.cpf,
    s.user.email,
    s.user.telefone,
  ]);
  s.payments.forEach((chave) => db.run('INSERT INTO store_payment_methods (store_id, chave) VALUES (?, ?)', [s.id, chave]));
  s.hours.forEach((h, dia) =>
    db.run('INSERT INTO opening_hours (store_id, dia, checked, abertura, fechamento, abertura2, fechamento2) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      s.id,
      dia,
      h !== null,
      h?.[0] ?? '',
      h?.[1] ?? '',
      h?.[2] ?? '',
      h?.[3] ?? '',
    ]),
  );
  for (const [nome, cidade, taxa, area] of NEIGHBOURHOODS[s.id] ?? []) {
    db.run(
      `INSERT INTO store_neighbourhoods (store_id, nome, cidade, taxa_entrega_cents, compra_minima_cents, entrega_gratis_cents, external_area_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [s.id, nome, cidade, taxa, 2000, taxa >= 900 ? 15000 : null, area],
    );
  }
  for (const [providerId, nome, cidade, enabled, price] of COURIER_AREAS[s.id] ?? []) {
    db.run('INSERT INTO courier_areas (store_id, provider_area_id, nome, cidade, enabled, price_cents) VALUES (?, ?, ?, ?, ?, ?)', [
      s.id,
      providerId,
      nome,
      cidade,
      enabled,
      price,
    ]);
  }
}

/** Regular customers, each with previous purchases in the app. */
function seedCustomers(db: SandboxDb): void {
  const names = ['Maria da Conceição Souza', 'Antônio Gonçalves', 'Luíza Araújo', 'José Ribeiro Júnior', 'Cláudia Simões', 'Vinícius Conceição'];
  names.forEach((nome, i) =>
    db.run('INSERT INTO customers (nome, telefone, confirmado, compras_anteriores) VALUES (?, ?, ?, ?)', [
      nome,
      `(11) 9${8100 + i * 37}-${4400 + i * 113}`,
      i !== 3,
      5 + i * 7,
    ]),
  );
}

function seedOrders(db: SandboxDb, random: ReturnType<typeof createRandom>, now: number): void {
  for (const spec of SEED_ORDERS) {
    const createdAt = now - spec.minutesAgo * MINUTE;
    // Flags are explicit in the seed (only what SEED_ORDERS says), so tests can rely on them.
    const request: OrderRequest = { chat_enabled: false, canUseExternalDelivery: false, app_origin: 'app', ...spec.request };
    const order = buildOrder(db, random, createdAt, { ...request, storeId: spec.storeId });
    const steps = progressTo(spec.status, order.retiradaLocal);
    const span = Math.min(spec.minutesAgo * MINUTE * 0.8, 60 * MINUTE);
    order.id = spec.id;
    order.history = steps.map((status, i) => ({
      status,
      at: createdAt + Math.round((span * (i + 1)) / (steps.length + 1)),
      obs: status === 'PC' ? (spec.obs ?? '') : '',
    }));
    insertOrder(db, order);
  }
  // Order 1001 was taken by a courier of the delivery partner from request to drop-off.
  const courier = COURIERS[0];
  const requested = now - 85 * MINUTE;
  const areaId = db.value('SELECT id FROM courier_areas WHERE store_id = 101 AND provider_area_id = 9001');
  db.run(
    `INSERT INTO deliveries (id, order_id, store_id, courier_area_id, provider, requested_by, code, status, courier_name,
       vehicle_model, vehicle_plate, created_at, updated_at)
     VALUES (?, ?, 101, ?, 'platform', 'Giuseppe Conceição Romano', NULL, 'FINISHED', ?, ?, ?, ?, ?)`,
    [SEED.finishedDeliveryId, SEED.orders.delivered, areaId, courier?.name ?? '', courier?.model ?? '', courier?.plate ?? '', requested, now - 60 * MINUTE],
  );
  (['SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY', 'FINISHED'] as const).forEach((status, i) =>
    db.run('INSERT INTO delivery_history (delivery_id, status, created_at) VALUES (?, ?, ?)', [
      SEED.finishedDeliveryId,
      status,
      requested + i * 8 * MINUTE,
    ]),
  );
}

const CONTRACT_TEXT = `<h2>Contrato de Intermediação de Pedidos — Aditivo 2026</h2>
<p>Pelo presente instrumento, a <strong>PLATAFORMA</strong> e o <strong>ESTABELECIMENTO</strong> ajustam as novas condições
de intermediação de pedidos, válidas a partir de 1º de junho.</p>
<h3>Cláusula 1ª — Comissão</h3>
<p>A comissão sobre pedidos entregues passa a ser de 12% (doze por cento), calculada sobre o valor dos produtos,
excluída a taxa de entrega.</p>
<h3>Cláusula 2ª — Repasses</h3>
<p>Os repasses de pagamentos online serão feitos semanalmente, às quartas-feiras, descontadas as faturas em aberto.</p>
<h3>Cláusula 3ª — Vigência</h3>
<p>Este aditivo vigora por prazo indeterminado e sua assinatura é condição para continuar recebendo pedidos.</p>`;
