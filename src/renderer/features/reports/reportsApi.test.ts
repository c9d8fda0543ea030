// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardOrderRow, GeneralReportAnswer } from '../../../shared/api';
import { makeReportRow } from '../../../shared/test/reports';
import { createTestStore } from '../../test/testStore';
import { MESSAGES } from '../../ui/messages';
import { reportsApi, toGeneralReport } from './reportsApi';

afterEach(() => vi.restoreAllMocks());

describe('toGeneralReport', () => {
  it("keeps the answer's rows, period and chart, frozen for the store (Immer does not walk them on each load)", () => {
    const row = { id_pedido: 1, valor_total: 10 } as unknown as DashboardOrderRow;
    const answer = { status: true, retorno: [row], data_inicio: '2026-11-01', data_final: '2026-11-27', grafico: [{ data_criacao: '2026-11-02', qtde: 1 }] } as unknown as GeneralReportAnswer;
    const report = toGeneralReport(answer);
    expect(report).toEqual({ rows: [row], start: '2026-11-01', end: '2026-11-27', chart: [{ data_criacao: '2026-11-02', qtde: 1 }] });
    expect([report.rows, report.rows[0], report.chart].map((value) => Object.isFrozen(value))).toEqual([true, true, true]);
  });
});

describe("the dashboard's reports in the data layer (issue 32: a year's store answers thousands of rows)", () => {
  const period = { start: '2026-10-01', end: '2026-10-30' };
  const answer = (retorno: unknown[]) => ({ status: true, retorno, data_inicio: period.start, data_final: period.end, grafico: [] });

  it('checks the rows in slices, the page free between them, and keeps every row as the schema reads it', async () => {
    const rows = Array.from({ length: 50 }, (_, i) => makeReportRow(i + 1, { valor_pedido: 12.5 }));
    const t = createTestStore({ legacy: { 'relatorio/geraRelatorio': answer(rows) } });
    // every row takes a slice's worth of time: each is followed by a task of its own
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10));
    const yields = vi.spyOn(globalThis, 'setTimeout');
    for (const endpoint of [reportsApi.endpoints.generalReport, reportsApi.endpoints.comparisonReport]) {
      yields.mockClear();
      const { data, error } = await t.store.dispatch(endpoint.initiate(period));
      expect(error).toBeUndefined();
      expect(data?.rows).toHaveLength(50);
      expect(data?.rows[49]).toMatchObject({ id_pedido: 50, valor_pedido: 12.5 });
      expect(yields.mock.calls.filter(([, ms]) => !ms).length).toBeGreaterThanOrEqual(49);
    }
  });

  it('makes the whole answer malformed when one row does not match, and shows none of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = createTestStore({ legacy: { 'relatorio/geraRelatorio': answer([makeReportRow(1), { ...makeReportRow(2), id_usuario: 'x' }]) } });
    const result = await t.store.dispatch(reportsApi.endpoints.generalReport.initiate(period));
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({ kind: 'malformed', message: MESSAGES.malformedAnswer });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('relatorio/geraRelatorio'), [expect.objectContaining({ path: ['retorno', 1, 'id_usuario'] })]);
  });
});
