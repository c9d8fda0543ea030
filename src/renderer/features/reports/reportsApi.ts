import {
  graficosOperacionais,
  relatorioGeral,
  type ChartPoint,
  type DashboardOrderRow,
  type GeneralReportAnswer,
  type OperationalChartsAnswer,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';
import { frozenList } from '../../ui/reorder';
import type { SubmittedRange } from './useSubmittedRange';

export interface GeneralReport {
  rows: DashboardOrderRow[];
  /** the period the platform used */
  start: string;
  end: string;
  /** delivered orders per day */
  chart: ChartPoint[];
}

export type OperationalCharts = Pick<OperationalChartsAnswer, 'diaSemana' | 'obj' | 'pedidoBairro' | 'formaPagamento'>;

/**
 * The period's rows frozen for the store (frozenList): a year's store answers the dashboard with
 * every order of two periods (about 1,800 each at 60 a day), which Immer walked row by row on
 * each load.
 */
export const toGeneralReport = (answer: GeneralReportAnswer): GeneralReport => ({
  rows: frozenList(answer.retorno),
  start: answer.data_inicio,
  end: answer.data_final,
  chart: frozenList(answer.grafico),
});

const reportBody = ({ start, end }: { start: string; end: string }) => ({ data_inicio: start, data_final: end });

/**
 * Relatório Geral, the dashboard and the operational charts (spec 02 §2.14, §2.15, §2.18, §7.8).
 * A refusal shows 'Atenção!' with the server's text (spec 02 §5, §8); the screens clear what
 * they showed.
 */
export const reportsApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { query } = declaredEndpoints(build);
    return {
      generalReport: query({
        query: (range: { start: string; end: string }) => request(relatorioGeral, { body: reportBody(range) }, { feedback: { refusal: 'attention' }, checkInSlices: 'retorno' }),
        transformResponse: toGeneralReport,
      }),
      /** the dashboard's previous period, for the comparison: silent, the cards simply show no change */
      comparisonReport: query({
        query: (range: { start: string; end: string }) => request(relatorioGeral, { body: reportBody(range) }, { checkInSlices: 'retorno' }),
        transformResponse: toGeneralReport,
      }),
      operationalCharts: query({
        query: ({ period, start, end }: SubmittedRange) =>
          request(graficosOperacionais, { body: { periodo: String(period), data: reportBody({ start, end }) } }, { feedback: { refusal: 'attention' } }),
        transformResponse: ({ diaSemana, obj, pedidoBairro, formaPagamento }): OperationalCharts => ({
          diaSemana,
          obj,
          pedidoBairro,
          formaPagamento,
        }),
      }),
    };
  },
});

export const { useGeneralReportQuery, useComparisonReportQuery, useOperationalChartsQuery } = reportsApi;
