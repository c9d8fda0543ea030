import { describe, expect, it } from 'vitest';
import { makeReportRow } from '../test/reports';
import { dayClosing } from './closing';

describe("a day's closing", () => {
  it('agrees with the sales history by payment group and with Total Geral', () => {
    const rows = [
      makeReportRow(1, { pagamento: 3, valor_pedido: 40, valor_taxa: 5, valor_desconto: 4 }),
      makeReportRow(2, { pagamento: -1, valor_pedido: 30, valor_taxa: 0 }),
      makeReportRow(3, { pagamento: -10, valor_pedido: 20, valor_taxa: 6 }),
      makeReportRow(4, { pagamento: -1, valor_pedido: 25, valor_taxa: 5, status: 'PC' }),
      makeReportRow(5, { pagamento: 3, valor_pedido: 15, status: 'PA' }),
    ];
    const closing = dayClosing('2026-11-22', rows);
    expect(closing.orders).toBe(5);
    expect(closing.byPayment.map((g) => [g.label, g.count, g.total])).toEqual([
      ['Cartão', 1, 45],
      ['Dinheiro', 1, 30],
      ['Pagamento online', 1, 26],
    ]);
    expect(closing.delivered).toEqual({ count: 3, total: 101 });
    expect(closing.cancelled).toEqual({ count: 1, value: 25 });
    expect(closing.effectiveOrders).toBe(90);
    expect(closing.deliveryFee).toBe(11);
    expect(closing.discounts).toBe(4);
    expect(closing.totalGeral).toBe(97);
  });
});
