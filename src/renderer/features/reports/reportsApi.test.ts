import { describe, expect, it } from 'vitest';
import type { DashboardOrderRow, GeneralReportAnswer } from '../../../shared/api';
import { toGeneralReport } from './reportsApi';

describe('toGeneralReport', () => {
  it("keeps the answer's rows, period and chart, frozen for the store (Immer does not walk them on each load)", () => {
    const row = { id_pedido: 1, valor_total: 10 } as unknown as DashboardOrderRow;
    const answer = { status: true, retorno: [row], data_inicio: '2026-11-01', data_final: '2026-11-27', grafico: [{ data_criacao: '2026-11-02', qtde: 1 }] } as unknown as GeneralReportAnswer;
    const report = toGeneralReport(answer);
    expect(report).toEqual({ rows: [row], start: '2026-11-01', end: '2026-11-27', chart: [{ data_criacao: '2026-11-02', qtde: 1 }] });
    expect(Object.isFrozen(report.rows)).toBe(true);
    expect(Object.isFrozen(report.rows[0])).toBe(true);
    expect(Object.isFrozen(report.chart)).toBe(true);
  });
});
