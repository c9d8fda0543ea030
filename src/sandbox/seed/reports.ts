import type { SandboxDb } from '../db';

const HOUR = 3_600_000;

const IN_ANALYSIS = [
  'O cliente pediu o cancelamento pelo telefone logo depois de confirmar; não houve preparo.',
  'O entregador não conseguiu acessar o condomínio e o cliente não atendeu; cancelamos com o pedido pronto.',
];

/**
 * Fine-reversal requests still in analysis (the history's requests are all decided): the latest
 * fined cancellations of each store without a request get one, so the sales history shows all
 * three states. Runs after the history; the same rows for the same history.
 */
export function seedReports(db: SandboxDb): void {
  const stores = db.all<{ id: number }>('SELECT id FROM stores ORDER BY id');
  for (const { id } of stores) {
    const orders = db.all<{ id: number; finalizado_em: number }>(
      `SELECT o.id, o.finalizado_em FROM orders o
        WHERE o.store_id = ? AND o.status = 'PC' AND o.multa_cents > 0
          AND NOT EXISTS (SELECT 1 FROM fine_reversals r WHERE r.order_id = o.id)
        ORDER BY o.finalizado_em DESC LIMIT ?`,
      [id, IN_ANALYSIS.length],
    );
    orders.forEach((order, index) =>
      db.run('INSERT INTO fine_reversals (order_id, store_id, description, created_at) VALUES (?, ?, ?, ?)', [
        order.id,
        id,
        IN_ANALYSIS[index] ?? IN_ANALYSIS[0]!,
        order.finalizado_em + 2 * HOUR,
      ]),
    );
  }
}
