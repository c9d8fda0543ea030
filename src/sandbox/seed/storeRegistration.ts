import type { SandboxDb } from '../db';
import { PLACES, placeDescription } from './data';

const DAY = 24 * 60 * 60_000;

/** App text and promotional phrase of the seed stores. */
const TEXTS: Record<number, { texto_app: string; frase_promocional: string }> = {
  101: {
    texto_app: 'Pizzas de fermentação natural assadas no forno a lenha, do jeito de Nápoles. Massa leve, molho de tomate italiano e muçarela de búfala.',
    frase_promocional: 'A pizza mais napolitana da Bela Vista!',
  },
  202: {
    texto_app: 'Comida caseira feita todo dia: marmitas, pratos executivos e sobremesas da vovó.',
    frase_promocional: 'Almoço caseiro em 30 minutos',
  },
  303: {
    texto_app: 'Lanches, salgados e sucos naturais no centro de São Paulo.',
    frase_promocional: 'O lanche da Liberdade',
  },
};

/**
 * The registration side of the seed stores (spec 02 §2.19): the address in parts (from their
 * place), app texts, banners, and a history of requests: store 101 has an approved phrase and a
 * rejected app text (nothing pending, so it can ask for changes); store 202 has an app text waiting.
 */
export function seedStoreRegistration(db: SandboxDb, now: number): void {
  for (const store of db.all<{ id: number; endereco: string }>('SELECT id, endereco FROM stores')) {
    const place = PLACES.find((p) => placeDescription(p) === store.endereco);
    const texts = TEXTS[store.id] ?? { texto_app: '', frase_promocional: '' };
    db.run(
      'UPDATE stores SET endereco_rua = ?, endereco_numero = ?, endereco_cep = ?, banner = ?, texto_app = ?, frase_promocional = ? WHERE id = ?',
      [place?.logradouro ?? '', place?.numero ?? '', place?.cep ?? '', `assets/banners/${store.id}.svg`, texts.texto_app, texts.frase_promocional, store.id],
    );
  }
  const change = (storeId: number, field: string, status: string, before: string, after: string, daysAgo: number, decidedDaysAgo: number | null) =>
    db.run('INSERT INTO pending_changes (store_id, nome_campo, status, valor_ant, valor_post, created_at, decided_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      storeId,
      field,
      status,
      before,
      after,
      now - daysAgo * DAY,
      decidedDaysAgo === null ? null : now - decidedDaysAgo * DAY,
    ]);
  change(101, 'frase_promocional', 'Aprovado', 'Pizza boa é na Bella Napoli', TEXTS[101]?.frase_promocional ?? '', 40, 38);
  change(101, 'texto_app', 'Rejeitado', TEXTS[101]?.texto_app ?? '', 'Promoção: pizza grande grátis todo dia! Ligue já!', 20, 19);
  change(202, 'texto_app', 'Pendente', TEXTS[202]?.texto_app ?? '', 'Comida caseira feita todo dia, agora também com opções veganas e sem glúten.', 1, null);
}
