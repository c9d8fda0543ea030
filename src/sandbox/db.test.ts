import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SandboxDb } from './db';
import { LATEST_DELIVERY_SQL } from './data/orders';

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

  it("an order's latest courier request is found by index, not by scanning every delivery", async () => {
    const { db } = await SandboxDb.open();
    const plan = db.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${LATEST_DELIVERY_SQL}`, [1]).map((row) => row.detail);
    expect(plan.join('; ')).toMatch(/USING (COVERING )?INDEX deliveries_order/);
    expect(plan.join('; ')).not.toMatch(/TEMP B-TREE/);
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

  it('keeps prepared statements across queries, snapshots, restores and more distinct queries than it keeps', async () => {
    const { db } = await SandboxDb.open();
    const insert = 'INSERT INTO payment_methods (chave, nome, posicao) VALUES (?, ?, ?)';
    expect(db.run(insert, ['pix', 'Pix', 0]).changes).toBe(1);
    // a get() stops after the first row: the statement is reset, so the transaction can commit
    db.transaction(() => {
      expect(db.get('SELECT chave FROM payment_methods ORDER BY posicao')).toEqual({ chave: 'pix' });
      db.run(insert, ['dinheiro', 'Dinheiro', 1]);
    });
    const bytes = db.snapshot();
    expect(db.all('SELECT chave FROM payment_methods ORDER BY posicao')).toEqual([{ chave: 'pix' }, { chave: 'dinheiro' }]);
    const last = db.run(insert, ['debito', 'Débito', 2]);
    expect(db.value('SELECT posicao FROM payment_methods WHERE rowid = ?', [last.lastId])).toBe(2);
    db.restore(bytes);
    expect(db.value('SELECT COUNT(*) FROM payment_methods')).toBe(2);
    for (let i = 0; i < 400; i++) expect(db.value(`SELECT ${i} + COUNT(*) FROM payment_methods`)).toBe(i + 2);
    expect(db.run(insert, ['credito', 'Crédito', 3]).changes).toBe(1);
    db.recreate();
    expect(db.value('SELECT COUNT(*) FROM payment_methods')).toBe(0);
    db.close();
  });

  it('writes its file persistDelayMs after a change, and a long delay only when it closes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    try {
      const written = (file: string) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
      const soon = join(dir, 'soon.sqlite');
      const later = join(dir, 'later.sqlite');
      const a = (await SandboxDb.open({ dataFile: soon, persistDelayMs: 20 })).db;
      const b = (await SandboxDb.open({ dataFile: later, persistDelayMs: 60 * 60_000 })).db;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(written(soon)).toBeGreaterThan(0);
      expect(written(later)).toBe(0);
      b.close();
      expect(written(later)).toBeGreaterThan(0);
      a.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
