import { describe, expect, it } from 'vitest';
import { SandboxDb } from './db';

describe('SandboxDb', () => {
  it('runMany writes every row with one statement and counts them; a failure rolls the transaction back', async () => {
    const { db } = await SandboxDb.open();
    const rows = Array.from({ length: 1000 }, (_, i) => [i + 1, `Ação ${i}`, i % 2 === 0 ? null : 'Centro', 0.5 * i]);
    db.transaction(() => db.runMany('INSERT INTO places (id, main_text, secondary_text, lat, lng) VALUES (?, ?, COALESCE(?, \'\'), ?, 0)', rows));
    expect(db.value('SELECT COUNT(*) FROM places')).toBe(1000);
    expect(db.get('SELECT main_text, secondary_text, lat FROM places WHERE id = 4')).toEqual({ main_text: 'Ação 3', secondary_text: 'Centro', lat: 1.5 });
    expect(() =>
      db.transaction(() => {
        db.runMany('INSERT INTO places (id, main_text, secondary_text, lat, lng) VALUES (?, ?, ?, ?, 0)', [[2000, 'a', 'b', 0], [1, 'repetido', 'b', 0]]);
      }),
    ).toThrow();
    expect(db.value('SELECT COUNT(*) FROM places')).toBe(1000);
  });

  it('a snapshot restored later is the same database, foreign keys still on', async () => {
    const { db } = await SandboxDb.open();
    db.run("INSERT INTO payment_methods (chave, nome, posicao) VALUES ('pix', 'Pix', 0)");
    const bytes = db.snapshot();
    db.run("INSERT INTO payment_methods (chave, nome, posicao) VALUES ('dinheiro', 'Dinheiro', 1)");
    db.restore(bytes);
    expect(db.all('SELECT chave FROM payment_methods')).toEqual([{ chave: 'pix' }]);
    expect(db.value('PRAGMA foreign_keys')).toBe(1);
    expect(() => db.run('INSERT INTO store_payment_methods (store_id, chave) VALUES (999, ?)', ['pix'])).toThrow();
    expect(() => db.transaction(() => db.restore(bytes))).toThrow();
  });
});
