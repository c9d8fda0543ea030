import { describe, expect, it } from 'vitest';
import { makeReportRow } from '../test/reports';
import { reportTotals, totalGeral } from './totalGeral';

describe('Total Geral (spec 02 §9)', () => {
  it('is effective orders + delivery fee - discounts', () => {
    expect(totalGeral({ effectiveOrders: 1000.1, deliveryFee: 80.2, discounts: 45.3 })).toBe(1035);
  });

  it('takes the effective orders, fees and discounts of the delivered orders only', () => {
    const rows = [
      makeReportRow(1, { valor_pedido: 100, valor_taxa: 8, valor_desconto: 10 }),
      makeReportRow(2, { valor_pedido: 50.5, valor_taxa: 0, valor_desconto: 0 }),
      makeReportRow(3, { valor_pedido: 70, valor_taxa: 6, valor_desconto: 5, status: 'PC' }),
      makeReportRow(4, { valor_pedido: 20, valor_taxa: 6, valor_desconto: 0, status: 'PE' }),
    ];
    expect(reportTotals(rows)).toEqual({
      orders: 4,
      delivered: 2,
      cancelled: 1,
      cancelledValue: 70,
      effectiveOrders: 150.5,
      deliveryFee: 8,
      discounts: 10,
      totalGeral: 148.5,
    });
  });
});
