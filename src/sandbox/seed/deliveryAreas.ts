import type { SandboxDb } from '../db';

/**
 * The platform's neighbourhood catalogue for the delivery-areas screen (spec 02 §2.5): São Paulo
 * with 500 neighbourhoods (the big city the screen must stay quick with), Osasco with 20, and
 * store 101 set up in both. The neighbourhoods the stores already serve (seed.ts) are among them.
 * Runs after the orders are seeded, so their neighbourhoods are the same as before.
 */
export const DELIVERY_AREAS_SEED = {
  bigCity: { nome: 'São Paulo', neighbourhoods: 500 },
  smallCity: { nome: 'Osasco', neighbourhoods: 20 },
} as const;

/** Real neighbourhoods of São Paulo, beyond the ones the seed stores serve. */
const SAO_PAULO = [
  'Aclimação', 'Água Branca', 'Alto de Pinheiros', 'Alto da Lapa', 'Alto da Mooca', 'Anhangabaú', 'Artur Alvim', 'Barra Funda',
  'Belém', 'Bom Retiro', 'Brás', 'Brasilândia', 'Brooklin', 'Butantã', 'Cambuci', 'Campo Belo', 'Campo Grande', 'Campo Limpo',
  'Cangaíba', 'Capão Redondo', 'Carrão', 'Casa Verde', 'Cerqueira César', 'Cidade Ademar', 'Cidade Dutra', 'Cidade Líder',
  'Cidade Tiradentes', 'Cursino', 'Ermelino Matarazzo', 'Freguesia do Ó', 'Grajaú', 'Guaianases', 'Higienópolis', 'Iguatemi',
  'Ipiranga', 'Itaim Bibi', 'Itaim Paulista', 'Itaquera', 'Jabaquara', 'Jaçanã', 'Jaguara', 'Jaguaré', 'Jaraguá', 'Jardim América',
  'Jardim Ângela', 'Jardim Europa', 'Jardim Helena', 'Jardim São Luís', 'José Bonifácio', 'Lajeado', 'Lapa', 'Limão', 'Mandaqui',
  'Marsilac', 'Morumbi', 'Mooca', 'Pacaembu', 'Paraíso', 'Pari', 'Parelheiros', 'Pedreira', 'Penha', 'Perdizes', 'Perus',
  'Pirituba', 'Pompeia', 'Ponte Rasa', 'Raposo Tavares', 'República', 'Rio Pequeno', 'Sacomã', 'Santana', 'Santo Amaro',
  'São Domingos', 'São Lucas', 'São Mateus', 'São Miguel', 'São Rafael', 'Sapopemba', 'Socorro', 'Sumaré', 'Tatuapé',
  'Tremembé', 'Tucuruvi', 'Vila Andrade', 'Vila Curuçá', 'Vila Formosa', 'Vila Guilherme', 'Vila Jacuí', 'Vila Leopoldina',
  'Vila Madalena', 'Vila Maria', 'Vila Matilde', 'Vila Medeiros', 'Vila Prudente', 'Vila Sônia',
];

/** The many 'Jardim ...', 'Vila ...' of a big city, from common names. */
const PREFIXES = ['Jardim', 'Vila', 'Parque', 'Chácara', 'Conjunto Residencial', 'Recanto', 'Jardim Nova', 'Vila Nova'];
const NAMES = [
  'Aurora', 'Bela Vista', 'Bonfiglioli', 'Catarina', 'das Flores', 'das Palmeiras', 'do Sol', 'dos Ipês', 'Esperança', 'Fontana',
  'Helena', 'Imperial', 'Independência', 'Itapema', 'Laranjeiras', 'Liberdade', 'Marajoara', 'Mirante', 'Monte Azul',
  'Nossa Senhora Aparecida', 'Paulistano', 'Primavera', 'Santa Maria', 'Santa Terezinha', 'Santo Antônio', 'São Bento',
  'São Francisco', 'São João', 'São José', 'Souza', 'Tropical', 'Umuarama', 'União', 'Vitória', 'Ypê', 'Zaíra',
  'Brasil', 'Celeste', 'Clementino', 'Conceição', 'Cristina', 'Eliana', 'Guarani', 'Iracema', 'Jaraguá', 'Lourdes', 'Mariana',
  'Olinda', 'Piracema', 'Regina', 'Sabiá', 'Tereza', 'Ubirajara', 'Yolanda', 'Ângela', 'Élida', 'Íris', 'Odete', 'Ruth',
];

const OSASCO = [
  'Centro', 'Presidente Altino', 'Vila Yara', 'Bela Vista', 'Bonfim', 'Cipava', 'City Bussocaba', 'Continental', 'Helena Maria',
  'IAPI', 'Jaguaribe', 'Jardim das Flores', 'Km 18', 'Munhoz Júnior', 'Novo Osasco', 'Padroeira', 'Piratininga', 'Quitaúna',
  'Rochdale', 'Umuarama',
];

export function seedDeliveryAreas(db: SandboxDb): void {
  const saoPaulo = cityId(db, DELIVERY_AREAS_SEED.bigCity.nome);
  const names = [...SAO_PAULO, ...PREFIXES.flatMap((prefix) => NAMES.map((name) => `${prefix} ${name}`))];
  const existing = new Set(db.all<{ nome: string }>('SELECT nome FROM neighbourhoods WHERE city_id = ?', [saoPaulo]).map((b) => b.nome));
  const missing = [...new Set(names)].filter((nome) => !existing.has(nome)).slice(0, DELIVERY_AREAS_SEED.bigCity.neighbourhoods - existing.size);
  for (const nome of missing) db.run('INSERT INTO neighbourhoods (city_id, nome) VALUES (?, ?)', [saoPaulo, nome]);
  const osasco = cityId(db, DELIVERY_AREAS_SEED.smallCity.nome);
  for (const nome of OSASCO) db.run('INSERT OR IGNORE INTO neighbourhoods (city_id, nome) VALUES (?, ?)', [osasco, nome]);
  // Store 101 also delivers to the centre of Osasco: the courier provider's area there (9002) is its own.
  db.run(
    `INSERT INTO store_neighbourhoods (store_id, nome, cidade, taxa_entrega_cents, compra_minima_cents, entrega_gratis_cents, external_area_id)
     VALUES (101, 'Centro', 'Osasco', 1200, 3000, NULL, 9002)`,
  );
}

function cityId(db: SandboxDb, nome: string): number {
  db.run('INSERT OR IGNORE INTO cities (nome) VALUES (?)', [nome]);
  return db.value("SELECT id FROM cities WHERE nome = ? AND uf = 'SP'", [nome]);
}
