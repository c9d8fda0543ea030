import { describe, expect, it } from 'vitest';
import { makeReportRow } from '../test/reports';
import { cancelledSales } from './cancelled';
import { averageTicket, dashboardFigures, hasCoupon, isRide, relativeChange, roi } from './dashboard';
import { reportTotals } from './totalGeral';

describe('dashboard formulas (spec 02 §9)', () => {
  it('average ticket: delivered value minus the store discount, over the delivered count', () => {
    expect(([[300, 4], [100, 3], [0, 0]] as const).map(([a, b]) => averageTicket(a, b))).toEqual([75, 33.33, 0]);
  });

  it('ROI: (total - commission) / commission, 0 without commission', () => {
    expect(roi(1100, 100)).toBe(10);
    expect(roi(500, 0)).toBe(0);
  });

  it('a ride is an order with a fee above zero; a coupon order has a coupon', () => {
    expect(isRide({ valor_taxa: 0.01 })).toBe(true);
    expect(isRide({ valor_taxa: 0 })).toBe(false);
    expect(hasCoupon({ id_cupom: 12 })).toBe(true);
    expect(hasCoupon({ id_cupom: null })).toBe(false);
  });

  it('computes every card from the rows: PD delivered, PC cancelled', () => {
    const rows = [
      makeReportRow(1, { valor_pedido: 100, valor_desconto_rest: 10, valor_taxa: 5, comissao: 12, id_usuario: 1, compraGlobal: 1 }),
      makeReportRow(2, { valor_pedido: 60, valor_taxa: 0, comissao: 7.2, id_usuario: 2, id_cupom: 9, valor_desconto_aiboo: 8, valor_desconto: 8 }),
      makeReportRow(3, { valor_pedido: 40, valor_taxa: 4, comissao: 4.8, id_usuario: 2, id_cupom: 9, valor_desconto_aiboo: 5 }),
      makeReportRow(4, { valor_pedido: 80, valor_desconto_rest: 5, status: 'PC', id_usuario: 3, id_cupom: 4 }),
      makeReportRow(5, { valor_pedido: 30, status: 'PA', id_usuario: 4, compraGlobal: 1 }),
    ];
    const f = dashboardFigures(rows);
    expect(f.orders).toEqual({ count: 3, value: 190 });
    // products of the cancelled order, its store discount not taken off: Relatório Geral's figure
    expect(f.cancelled).toEqual({ count: 1, value: 80 });
    expect(f.coupons).toEqual({ count: 2, platformValue: 13 });
    expect(f.deliveryFee).toEqual({ value: 9, rides: 2 });
    expect(f.averageTicket).toBe(63.33);
    expect(f.commission).toBe(24);
    expect(f.roi).toBeCloseTo((190 - 24) / 24, 10);
    expect(f.users).toEqual({ new: 1, recurring: 1 });
  });

  it("cancelled sales are one figure: the dashboard's equals Relatório Geral's on the same rows", () => {
    const rows = [
      makeReportRow(1, { valor_pedido: 45.9, valor_desconto_rest: 4.59, valor_desconto: 4.59, status: 'PC' }),
      makeReportRow(2, { valor_pedido: 30.1, valor_desconto_rest: 0, valor_desconto: 3, status: 'CANCELED_ORDER' }),
      makeReportRow(3, { valor_pedido: 70, valor_desconto_rest: 7 }),
    ];
    expect(dashboardFigures(rows).cancelled).toEqual({ count: 2, value: 76 });
    expect(reportTotals(rows)).toMatchObject({ cancelled: 2, cancelledValue: 76 });
    expect(cancelledSales(rows)).toEqual({ count: 2, value: 76 });
  });

  it('is all zero without orders', () => {
    const f = dashboardFigures([]);
    expect(f.orders).toEqual({ count: 0, value: 0 });
    expect(f.averageTicket).toBe(0);
    expect(f.roi).toBe(0);
  });

  it('says the change from the previous period as a fraction, null when there was nothing before', () => {
    expect(([[125, 100], [50, 100], [0, 0], [10, 0]] as const).map(([a, b]) => relativeChange(a, b))).toEqual([0.25, -0.5, 0, null]);
  });
});
