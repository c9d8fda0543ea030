/**
 * Online payment's demo data (spec 02 §2.8, §3, §7.6), written once by seedDatabase: the
 * directories (business categories, CEPs, banks), the two fee plans, and per store:
 * - 101 Pizzaria Bella Napoli: a company registration ACTIVATED on the Standard plan, its three
 *   documents and an active receiving account, so it accepts online payment as its history of
 *   online sales and weekly payouts says (the control's registration NONE clears all of it, for a
 *   demo of a store that has not registered yet);
 * - 202 Sabor Caseiro: a company registration ACTIVATED on the Pro plan, its three documents, two
 *   receiving accounts (bank details active, a PIX key);
 * - 303 Lanchonete Central: a registration PENDING the platform's analysis;
 * and the payment processor's reports on a few online sales of 101 and 202 (PROCESSOR_REPORTS), so
 * their calendars, derived from their orders, show every status.
 */
import { ONLINE_PAYMENT_FORMS, PLACES } from './data';
import type { SandboxDb } from '../db';
import { seedDocumentToken } from '../data/onlinePayment';
import { documentPicture, type Rgb } from '../png';
import type { PaymentStatus } from '../data/paymentCalendar';

const DAY = 24 * 60 * 60_000;

/** code, category, description (MCC) */
export const BUSINESS_CATEGORIES: [string, string, string][] = [
  ['5812', 'Alimentação', 'Restaurantes'],
  ['5814', 'Alimentação', 'Lanchonetes e fast food'],
  ['5811', 'Alimentação', 'Bufês e serviços de catering'],
  ['5813', 'Alimentação', 'Bares e casas noturnas'],
  ['5462', 'Alimentação', 'Padarias'],
  ['5441', 'Alimentação', 'Doces, confeitarias e bombonieres'],
  ['5451', 'Alimentação', 'Laticínios'],
  ['5422', 'Alimentação', 'Açougues e peixarias'],
  ['5499', 'Alimentação', 'Mercearias e alimentos variados'],
  ['5411', 'Varejo', 'Supermercados e mercados'],
  ['5921', 'Varejo', 'Adegas e lojas de bebidas'],
  ['5912', 'Saúde', 'Farmácias e drogarias'],
  ['5993', 'Varejo', 'Tabacarias'],
  ['5992', 'Varejo', 'Floriculturas'],
  ['5995', 'Varejo', 'Pet shops'],
  ['5331', 'Varejo', 'Lojas de variedades'],
];

/** The CEP directory: every sandbox address (PLACES) and a few beyond São Paulo. Any other CEP is unknown. */
const EXTRA_CEPS: [string, string, string, string, string, string][] = [
  ['20040002', 'Avenida Rio Branco', '', 'Centro', 'Rio de Janeiro', 'RJ'],
  ['30130003', 'Avenida Afonso Pena', '', 'Centro', 'Belo Horizonte', 'MG'],
  ['80010000', 'Rua XV de Novembro', '', 'Centro', 'Curitiba', 'PR'],
];

/** compensation code, name, ISPB, still operating */
export const BANKS: [string, string, string, boolean][] = [
  ['001', 'Banco do Brasil S.A.', '00000000', true],
  ['004', 'Banco do Nordeste do Brasil S.A.', '07237373', true],
  ['021', 'Banestes S.A. Banco do Estado do Espírito Santo', '28127603', true],
  ['033', 'Banco Santander (Brasil) S.A.', '90400888', true],
  ['041', 'Banco do Estado do Rio Grande do Sul S.A. (Banrisul)', '92702067', true],
  ['070', 'BRB - Banco de Brasília S.A.', '00000208', true],
  ['077', 'Banco Inter S.A.', '00416968', true],
  ['104', 'Caixa Econômica Federal', '00360305', true],
  ['151', 'Banco Nossa Caixa S.A.', '43073394', false],
  ['208', 'Banco BTG Pactual S.A.', '30306294', true],
  ['212', 'Banco Original S.A.', '92894922', true],
  ['237', 'Banco Bradesco S.A.', '60746948', true],
  ['260', 'Nu Pagamentos S.A. (Nubank)', '18236120', true],
  ['290', 'PagSeguro Internet IP S.A. (PagBank)', '08561701', true],
  ['323', 'Mercado Pago Instituição de Pagamento Ltda.', '10573521', true],
  ['336', 'Banco C6 S.A.', '31872495', true],
  ['341', 'Itaú Unibanco S.A.', '60701190', true],
  ['380', 'PicPay Instituição de Pagamento S.A.', '22896431', true],
  ['399', 'HSBC Bank Brasil S.A.', '01701201', false],
  ['422', 'Banco Safra S.A.', '58160789', true],
  ['655', 'Banco Votorantim S.A.', '59588111', true],
  ['748', 'Banco Cooperativo Sicredi S.A.', '01181521', true],
  ['756', 'Banco Cooperativo Sicoob S.A.', '02038232', true],
];

const CREDIT_BRANDS = ['Visa', 'Mastercard', 'Elo', 'American Express'];
const INSTALMENTS = ['1x', '2x a 6x', '7x a 12x'];

/** plan -> debit rates (Visa, Mastercard, Elo, Pix) and credit rates per instalment range (one per brand) */
const RATES: Record<1 | 2, { debit: number[]; credit: number[][] }> = {
  1: {
    debit: [1.99, 1.99, 2.49, 0.99],
    credit: [
      [3.49, 3.49, 3.99, 4.29],
      [4.29, 4.29, 4.79, 4.99],
      [4.99, 4.99, 5.49, 5.79],
    ],
  },
  2: {
    debit: [1.49, 1.49, 1.99, 0.79],
    credit: [
      [2.99, 2.99, 3.49, 3.79],
      [3.79, 3.79, 4.29, 4.49],
      [4.49, 4.49, 4.99, 5.29],
    ],
  },
};

/**
 * What the payment processor reported about some payments (the rest follow the date rule of
 * data/paymentCalendar.ts): for each store with online sales, the latest Pix sale paid at least 3
 * days ago FAILED, the latest credit sale due at least 3 days ago was DELAYED and the latest credit
 * sale (due in about a month) already CONFIRMED. Picked from the orders the seed has (the year of
 * history), so every status of spec 02 §4 is in the calendar of 101 and 202.
 */
const PROCESSOR_REPORTS: { status: PaymentStatus; forma: string; minDaysAgo: number }[] = [
  { status: 'FAILED', forma: ONLINE_PAYMENT_FORMS[1] ?? '', minDaysAgo: 3 },
  { status: 'DELAYED', forma: ONLINE_PAYMENT_FORMS[0] ?? '', minDaysAgo: 33 },
  { status: 'CONFIRMED', forma: ONLINE_PAYMENT_FORMS[0] ?? '', minDaysAgo: 0 },
];

export function seedOnlinePayment(db: SandboxDb, now: number): void {
  BUSINESS_CATEGORIES.forEach(([code, category, description], i) =>
    db.run('INSERT INTO business_categories (code, category, description, posicao) VALUES (?, ?, ?, ?)', [code, category, description, i]),
  );
  const ceps = new Map<string, [string, string, string, string, string]>();
  for (const p of PLACES) ceps.set(p.cep.replace(/\D/g, ''), [p.logradouro, '', p.bairro, p.cidade, p.uf]);
  for (const [cep, ...rest] of EXTRA_CEPS) ceps.set(cep, rest);
  for (const [cep, [logradouro, complemento, bairro, localidade, uf]] of ceps) {
    db.run('INSERT INTO cep_directory (cep, logradouro, complemento, bairro, localidade, uf) VALUES (?, ?, ?, ?, ?, ?)', [
      cep,
      logradouro,
      complemento,
      bairro,
      localidade,
      uf,
    ]);
  }
  for (const [cod, nome, ispb, ativo] of BANKS) db.run('INSERT INTO banks (cod, nome, ispb, ativo) VALUES (?, ?, ?, ?)', [cod, nome, ispb, ativo]);
  seedFeePlans(db);
  seedBellaNapoli(db, now);
  seedSaborCaseiro(db, now);
  seedLanchonete(db, now);
  for (const storeId of [101, 202]) seedProcessorReports(db, storeId, now);
}

function seedProcessorReports(db: SandboxDb, storeId: number, now: number): void {
  for (const { status, forma, minDaysAgo } of PROCESSOR_REPORTS) {
    const order = db.get<{ id: number; created_at: number }>(
      `SELECT o.id, o.created_at FROM orders o
        WHERE o.store_id = ? AND o.pagamento_online = 1 AND o.status = 'PD' AND o.forma_pagamento = ? AND o.created_at <= ?
          AND NOT EXISTS (SELECT 1 FROM online_payment_reports r WHERE r.order_id = o.id)
        ORDER BY o.created_at DESC LIMIT 1`,
      [storeId, forma, now - minDaysAgo * DAY],
    );
    if (order) db.run('INSERT INTO online_payment_reports (order_id, status, reported_at) VALUES (?, ?, ?)', [order.id, status, order.created_at + DAY]);
  }
}

function seedFeePlans(db: SandboxDb): void {
  let posicao = 0;
  const insert = (planId: number, tipo: string, bandeira: string, parcelas: string, taxa: number) =>
    db.run('INSERT INTO fee_plan_rates (plan_id, tipo, bandeira, parcelas, taxa, posicao) VALUES (?, ?, ?, ?, ?, ?)', [
      planId,
      tipo,
      bandeira,
      parcelas,
      taxa,
      posicao++,
    ]);
  for (const planId of [1, 2] as const) {
    const { debit, credit } = RATES[planId];
    ['Visa', 'Mastercard', 'Elo', 'Pix'].forEach((bandeira, i) => insert(planId, 'Débito', bandeira, 'À vista', debit[i] ?? 0));
    INSTALMENTS.forEach((parcelas, range) => CREDIT_BRANDS.forEach((bandeira, i) => insert(planId, 'Crédito', bandeira, parcelas, credit[range]?.[i] ?? 0)));
  }
}

const REGISTRATION_COLUMNS = [
  'store_id', 'tipo', 'est_cnpj', 'est_razao_social', 'est_nome_fantasia', 'est_cat_negocio', 'est_email', 'est_telefone',
  'est_cep', 'est_endereco', 'est_numero', 'est_complemento', 'est_bairro', 'est_cidade', 'est_estado', 'est_site',
  'est_facebook', 'est_twitter', 'pro_cpf', 'pro_nome', 'pro_email', 'pro_telefone', 'pro_nascimento', 'pro_cep',
  'pro_endereco', 'pro_numero', 'pro_complemento', 'pro_bairro', 'pro_cidade', 'pro_estado', 'data_criacao', 'status',
  'plan_id', 'created_at', 'updated_at',
] as const;

function insertRegistration(db: SandboxDb, values: Record<(typeof REGISTRATION_COLUMNS)[number], string | number>): void {
  db.run(
    `INSERT INTO pagon_registrations (${REGISTRATION_COLUMNS.join(', ')}) VALUES (${REGISTRATION_COLUMNS.map(() => '?').join(', ')})`,
    REGISTRATION_COLUMNS.map((c) => values[c]),
  );
}

function insertDocuments(db: SandboxDb, storeId: number, uploadedAt: number, accents: Record<string, Rgb>): void {
  for (const [kind, accent] of Object.entries(accents)) {
    const token = `${seedDocumentToken(storeId, kind as 'identificacao')}.png`;
    db.run('INSERT INTO pagon_documents (store_id, kind, token, filename, mimetype, data, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      storeId,
      kind,
      token,
      `${kind}.png`,
      'image/png',
      new Uint8Array(documentPicture(accent)),
      uploadedAt,
    ]);
  }
}

/** Registered before the year of history the seed writes, whose online sales it has accepted since. */
function seedBellaNapoli(db: SandboxDb, now: number): void {
  insertRegistration(db, {
    store_id: 101,
    tipo: 'J',
    est_cnpj: '12.345.678/0001-95',
    est_razao_social: 'Bella Napoli Pizzaria e Restaurante Ltda.',
    est_nome_fantasia: 'Pizzaria Bella Napoli',
    est_cat_negocio: '5812',
    est_email: 'contato@bellanapoli.com.br',
    est_telefone: '(11)3285-4412',
    est_cep: '01327-000',
    est_endereco: 'Rua Treze de Maio',
    est_numero: '1000',
    est_complemento: '',
    est_bairro: 'Bela Vista',
    est_cidade: 'São Paulo',
    est_estado: 'SP',
    est_site: 'https://bellanapoli.com.br',
    est_facebook: 'facebook.com/bellanapoli',
    est_twitter: '',
    pro_cpf: '111.444.777-35',
    pro_nome: 'Giuseppe Conceição Romano',
    pro_email: 'giuseppe.romano@bellanapoli.com.br',
    pro_telefone: '(11)98765-4321',
    pro_nascimento: '1969-11-02',
    pro_cep: '01310-100',
    pro_endereco: 'Avenida Paulista',
    pro_numero: '1000',
    pro_complemento: 'Apto 81',
    pro_bairro: 'Bela Vista',
    pro_cidade: 'São Paulo',
    pro_estado: 'SP',
    data_criacao: '2010-06-01',
    status: 'ACTIVATED',
    plan_id: 1,
    created_at: now - 420 * DAY,
    updated_at: now - 400 * DAY,
  });
  insertDocuments(db, 101, now - 419 * DAY, { identificacao: [176, 42, 48], residencia: [46, 120, 160], atividade: [214, 150, 40] });
  db.run(
    `INSERT INTO receiving_accounts (store_id, tipo_pagamento, tipo_conta, banco, agencia, agencia_dig, conta, nome_titular, cnpj_cpf, ativo, created_at)
     VALUES (101, 'MANUAL', 'CC', '001', '3061', '5', '20417-8', ?, ?, 1, ?)`,
    ['Bella Napoli Pizzaria e Restaurante Ltda.', '12.345.678/0001-95', now - 410 * DAY],
  );
}

function seedSaborCaseiro(db: SandboxDb, now: number): void {
  insertRegistration(db, {
    store_id: 202,
    tipo: 'J',
    est_cnpj: '98.765.432/0001-98',
    est_razao_social: 'Sabor Caseiro Comércio de Refeições Eireli',
    est_nome_fantasia: 'Sabor Caseiro',
    est_cat_negocio: '5812',
    est_email: 'contato@saborcaseiro.com.br',
    est_telefone: '(11)3681-2290',
    est_cep: '06013-000',
    est_endereco: 'Rua Antônio Agú',
    est_numero: '500',
    est_complemento: 'Loja 2',
    est_bairro: 'Centro',
    est_cidade: 'Osasco',
    est_estado: 'SP',
    est_site: 'https://saborcaseiro.com.br',
    est_facebook: 'facebook.com/saborcaseiro',
    est_twitter: '@saborcaseiro',
    pro_cpf: '529.982.247-25',
    pro_nome: 'Maria Aparecida Gonçalves',
    pro_email: 'maria.goncalves@saborcaseiro.com.br',
    pro_telefone: '(11)97654-3210',
    pro_nascimento: '1978-03-14',
    pro_cep: '06020-010',
    pro_endereco: 'Avenida dos Autonomistas',
    pro_numero: '1400',
    pro_complemento: 'Apto 52',
    pro_bairro: 'Centro',
    pro_cidade: 'Osasco',
    pro_estado: 'SP',
    data_criacao: '2012-08-01',
    status: 'ACTIVATED',
    plan_id: 2,
    created_at: now - 200 * DAY,
    updated_at: now - 120 * DAY,
  });
  insertDocuments(db, 202, now - 199 * DAY, { identificacao: [38, 110, 190], residencia: [46, 140, 87], atividade: [196, 98, 32] });
  const holder = ['Sabor Caseiro Comércio de Refeições Eireli', '98.765.432/0001-98'];
  db.run(
    `INSERT INTO receiving_accounts (store_id, tipo_pagamento, tipo_conta, banco, agencia, agencia_dig, conta, nome_titular, cnpj_cpf, ativo, created_at)
     VALUES (202, 'MANUAL', 'CC', '341', '0912', '', '45873-2', ?, ?, 1, ?)`,
    [...holder, now - 190 * DAY],
  );
  db.run(
    `INSERT INTO receiving_accounts (store_id, tipo_pagamento, chave, tipo_chave, nome_titular, cnpj_cpf, ativo, created_at)
     VALUES (202, 'CHAVE', '98765432000198', 'CNPJ', ?, ?, 0, ?)`,
    [...holder, now - 60 * DAY],
  );
}

function seedLanchonete(db: SandboxDb, now: number): void {
  insertRegistration(db, {
    store_id: 303,
    tipo: 'J',
    est_cnpj: '12.ABC.345/01DE-35',
    est_razao_social: 'Lanchonete Central da Sé Ltda. ME',
    est_nome_fantasia: 'Lanchonete Central',
    est_cat_negocio: '5814',
    est_email: 'lanchonete.central@exemplo.com.br',
    est_telefone: '(11)3107-5566',
    est_cep: '01001-000',
    est_endereco: 'Praça da Sé',
    est_numero: '100',
    est_complemento: '',
    est_bairro: 'Sé',
    est_cidade: 'São Paulo',
    est_estado: 'SP',
    est_site: '',
    est_facebook: '',
    est_twitter: '',
    pro_cpf: '111.444.777-35',
    pro_nome: 'Giuseppe Conceição Romano',
    pro_email: 'giuseppe.central@exemplo.com.br',
    pro_telefone: '(11)96543-2109',
    pro_nascimento: '1969-11-02',
    pro_cep: '01310-100',
    pro_endereco: 'Avenida Paulista',
    pro_numero: '1000',
    pro_complemento: 'Apto 81',
    pro_bairro: 'Bela Vista',
    pro_cidade: 'São Paulo',
    pro_estado: 'SP',
    data_criacao: '2019-04-15',
    status: 'PENDING',
    plan_id: 1,
    created_at: now - 3 * DAY,
    updated_at: now - 3 * DAY,
  });
}
