import {
  graficosOperacionais,
  historicoVendas,
  listarAvaliacoes,
  listarAvaliacoesDoPeriodo,
  pedidoAvaliado,
  pedirEstornoMulta,
  relatorioGeral,
  responderAvaliacao,
  type RatingsPageQuery,
} from '../../shared/api';
import type { SandboxContext } from '../context';
import {
  acceptablePeriod,
  generalReport,
  operationalCharts,
  ratedOrderHtml,
  ratingsOf,
  type RatingsPaging,
  replyToRating,
  reportPeriod,
  requestFineReversal,
  salesHistory,
} from '../data/reports';
import { storeZone } from '../data/stores';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

const NO_CHARTS = { diaSemana: [], obj: [], pedidoBairro: [], formaPagamento: [] };
const NO_RATINGS = { contaComida: [], contaEntrega: [], contaGeral: [], total: [], avaliacao: [] };

/** Paged when the panel asks for a page; every rating otherwise (the older form). */
const pagingOf = (query: RatingsPageQuery): RatingsPaging | undefined =>
  query.page === undefined ? undefined : { page: query.page, per_page: query.per_page, busca: query.busca };

/** The period inside a `data` field ({ data_inicio, data_final }, as JSON text or an object). */
function periodOf(data: unknown, zone: string) {
  const dates = typeof data === 'object' && data !== null ? (data as { data_inicio?: unknown; data_final?: unknown }) : {};
  return reportPeriod(dates.data_inicio, dates.data_final, zone);
}

/** Sales history, reports, charts, ratings and fine reversals (spec 02 §7.6, §7.8). */
export function registerReportsRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(historicoVendas, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { status: false, erro: 'Estabelecimento inválido para esta sessão.', retorno: [] };
    const period = reportPeriod(body.data_inicio, body.data_final, storeZone(ctx.db, session.storeId));
    if (!period.ok) return { status: false, erro: period.erro, retorno: [] };
    return { status: true, retorno: salesHistory(ctx, session.storeId, period) };
  });

  // A refusal carries the period the platform would accept (the dashboard puts it back in its dates).
  api.route(relatorioGeral, ({ body, session }) => {
    const period = reportPeriod(body.data_inicio, body.data_final, storeZone(ctx.db, session.storeId));
    if (!period.ok) {
      const { start, end } = acceptablePeriod(ctx, body.data_final, storeZone(ctx.db, session.storeId));
      return { status: false, erro: period.erro, data_inicio: start, data_final: end, retorno: [], grafico: [] };
    }
    return { status: true, data_inicio: period.start, data_final: period.end, ...generalReport(ctx, session.storeId, period) };
  });

  api.route(graficosOperacionais, ({ body, session }) => {
    const period = periodOf(body.data, storeZone(ctx.db, session.storeId));
    if (!period.ok) return { status: false, mensagem: period.erro, ...NO_CHARTS };
    return { status: true, ...operationalCharts(ctx, session.storeId, period) };
  });

  api.route(listarAvaliacoes, ({ query, session }) => ({
    status: true,
    ...ratingsOf(ctx, session.storeId, null, pagingOf(query)),
  }));

  api.route(listarAvaliacoesDoPeriodo, ({ body, query, session }) => {
    const period = periodOf(body.data, storeZone(ctx.db, session.storeId));
    if (!period.ok) return { status: false, mensagem: period.erro, ...NO_RATINGS };
    return { status: true, ...ratingsOf(ctx, session.storeId, period, pagingOf(query)) };
  });

  api.route(pedidoAvaliado, ({ params, session }) => {
    const html = ratedOrderHtml(ctx, session.storeId, Number(params.id_pedido));
    return html === null ? { status: false, mensagem: 'Pedido não encontrado.', pedidos: [] } : { status: true, pedidos: [{ pedido: html }] };
  });

  api.route(responderAvaliacao, ({ params, body, session }) => {
    const outcome = replyToRating(ctx, session.storeId, Number(params.id_pedido), body.resposta);
    return { status: outcome.ok, mensagem: outcome.mensagem };
  });

  // The JSON base refuses with an HTTP 4xx and says why in `message` (spec 02 §7.6).
  api.route(pedirEstornoMulta, ({ body, session, reply }) => {
    const outcome = requestFineReversal(ctx, session.storeId, body);
    if (!outcome.ok) throw new HttpError(outcome.status, { message: outcome.message });
    reply.code(201);
    return { message: outcome.message, id: outcome.id };
  });
}
