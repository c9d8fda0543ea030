import { describe, expect, it } from 'vitest';
import { makeReportRow } from '../test/reports';
import { saleValue, salesByPaymentGroup, salesSummary } from './salesHistory';

describe('sales history figures (spec 02 §2.9, §4)', () => {
  it('values a sale as products plus delivery fee', () => {
    expect(saleValue({ valor_pedido: 45.9, valor_taxa: 7.5 })).toBe(53.4);
  });

  it('sums only delivered orders, by payment group, all three groups always listed', () => {
    const rows = [
      makeReportRow(1, { pagamento: 3, valor_pedido: 40, valor_taxa: 5 }),
      makeReportRow(2, { pagamento: -1, valor_pedido: 30.1, valor_taxa: 0 }),
      makeReportRow(3, { pagamento: -11, valor_pedido: 20.2, valor_taxa: 4 }),
      makeReportRow(4, { pagamento: -2, valor_pedido: 10, valor_taxa: 0 }),
      makeReportRow(5, { pagamento: -1, valor_pedido: 99, status: 'PC' }),
      makeReportRow(6, { pagamento: 3, valor_pedido: 99, status: 'PA' }),
      makeReportRow(7, { pagamento: 8, valor_pedido: 12, valor_taxa: 3, status: 'DELIVERED_ORDER' }),
    ];
    expect(salesByPaymentGroup(rows)).toEqual([
      { group: 'card', label: 'Cartão', count: 2, total: 60 },
      { group: 'cash', label: 'Dinheiro', count: 1, total: 30.1 },
      { group: 'online', label: 'Pagamento online', count: 2, total: 34.2 },
    ]);
    const summary = salesSummary(rows);
    expect(summary.count).toBe(5);
    expect(summary.total).toBe(124.3);
  });

  it('is zero for a period without delivered orders', () => {
    const summary = salesSummary([makeReportRow(1, { status: 'PC' })]);
    expect(summary).toEqual({
      count: 0,
      total: 0,
      byGroup: [
        { group: 'card', label: 'Cartão', count: 0, total: 0 },
        { group: 'cash', label: 'Dinheiro', count: 0, total: 0 },
        { group: 'online', label: 'Pagamento online', count: 0, total: 0 },
      ],
    });
  });
});
