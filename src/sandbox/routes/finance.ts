import type { FastifyInstance } from 'fastify';
import {
  faturas,
  listarFaturas,
  lotesDeRepasse,
  periodosFinanceiros,
  periodosFinanceirosFormaAntiga,
  relatorioPagamentoOnline,
  repasse,
  repasses,
  resumoDoPeriodo,
  resumoDoPeriodoFormaAntiga,
  transacoes,
  transacoesFormaAntiga,
  termsCheck,
  termsSendToSignature,
} from '../../shared/api';
import { DAY, parseLocal } from '../calendar';
import type { SandboxContext } from '../context';
import { contractStatus, documentHtml, invoices, legacyInvoices, sendContractToSignature } from '../data/finance';
import {
  financialPeriods,
  onlinePaymentReport,
  orderTransactions,
  payoutBatches,
  periodSummary,
  settlementPeriod,
  settlementPeriods,
} from '../data/financeLedger';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

const INVOICE_STATUSES = ['processing', 'accumulated', 'pending', 'overdue', 'paid', 'canceled'] as const;

const pageArgs = (q: { per_page?: number; page?: number }, defaultPerPage: number): { perPage: number; page: number } => ({
  perPage: Math.max(1, Math.min(Math.floor(q.per_page ?? defaultPerPage), 10_000)),
  page: Math.max(1, Math.floor(q.page ?? 1)),
});

const notFound = (message: string): HttpError => new HttpError(404, { message });
const idOf = (text: string): number => (/^\d+$/.test(text) ? Number(text) : -1);

/** A 'yyyy-mm-dd' or 'dd/mm/yyyy' day of the legacy forms, as 'yyyy-mm-dd'; null when it is not one. */
function legacyDay(text: string): string | null {
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  const iso = br ? `${br[3]}-${br[2]}-${br[1]}` : text.trim();
  return Number.isNaN(parseLocal(iso)) || !/^\d{4}-\d{2}-\d{2}$/.test(iso) ? null : iso;
}

export function registerFinanceRoutes({ api, app }: AreaServices, ctx: SandboxContext): void {
  api.route(listarFaturas, ({ session }) => ({ status: true, faturas: legacyInvoices(ctx, session.storeId) }));

  api.route(faturas, ({ query, session }) => {
    const status = INVOICE_STATUSES.find((s) => s === query.status);
    const page = invoices(ctx, session.storeId, { status, page: query.page, per_page: query.per_page });
    if (!page) throw notFound('Nenhuma fatura encontrada.');
    return page;
  });

  // §7.7: the older path answers the older form, the newer one the paginated form
  api.route(periodosFinanceirosFormaAntiga, ({ session }) => ({
    financial_periods: financialPeriods(ctx.db, session.storeId, ctx.clock.now()).map((p) => ({ id: p.id, start_at: p.starts_at, end_at: p.ends_at })),
  }));

  api.route(periodosFinanceiros, ({ query, session }) => {
    const all = financialPeriods(ctx.db, session.storeId, ctx.clock.now());
    const { perPage, page } = pageArgs(query, 15);
    return {
      data: all.slice((page - 1) * perPage, page * perPage),
      paginate_metadata: { total: all.length, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(all.length / perPage)) },
    };
  });

  for (const declaration of [resumoDoPeriodo, resumoDoPeriodoFormaAntiga]) {
    api.route(declaration, ({ params, session }) => {
      const summary = periodSummary(ctx.db, session.storeId, idOf(params.id));
      if (!summary) throw notFound('Período financeiro não encontrado.');
      return { financial_period_summary: summary };
    });
  }

  api.route(transacoesFormaAntiga, ({ query, session }) => {
    // the older path lists everything the filter matches, without pages
    const result = orderTransactions(ctx.db, session.storeId, { ...query, per_page: undefined, page: undefined });
    if (!result.ok) throw new HttpError(422, { message: result.mensagem });
    return { order_transactions: result.transactions };
  });

  api.route(transacoes, ({ query, session }) => {
    const { perPage, page } = pageArgs(query, 15);
    const result = orderTransactions(ctx.db, session.storeId, { ...query, per_page: perPage, page });
    if (!result.ok) throw new HttpError(422, { message: result.mensagem });
    return {
      data: result.transactions,
      paginate_metadata: { total: result.total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(result.total / perPage)) },
    };
  });

  api.route(repasses, ({ query, session }) => {
    const { perPage, page } = pageArgs(query, 15);
    const { settlements, total } = settlementPeriods(ctx.db, session.storeId, perPage, page);
    return {
      data: settlements,
      paginate_metadata: { total, per_page: perPage, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  api.route(repasse, ({ params, session }) => {
    const settlement = settlementPeriod(ctx.db, session.storeId, idOf(params.id));
    if (!settlement) throw notFound('Repasse não encontrado.');
    return { settlement_period: settlement };
  });

  api.route(relatorioPagamentoOnline, ({ body, session }) => {
    if (body.id_estabelecimento !== session.storeId) return { status: false, erro: 'Estabelecimento inválido para esta sessão.' };
    const start = legacyDay(body.data_inicio);
    const end = legacyDay(body.data_final);
    if (!start || !end) return { status: false, erro: 'Informe as datas inicial e final (aaaa-mm-dd).' };
    if (end < start) return { status: false, erro: 'A data final não pode ser anterior à data inicial.' };
    return { status: true, report: onlinePaymentReport(ctx.db, session.storeId, ctx.clock.now(), parseLocal(start), parseLocal(end) + DAY) };
  });

  api.route(lotesDeRepasse, ({ body, session }) => {
    const day = body.paymentData?.trim() ? legacyDay(body.paymentData) : undefined;
    if (day === null) return { status: false, erro: 'Data inválida: use aaaa-mm-dd.' };
    return { status: true, report: payoutBatches(ctx.db, session.storeId, ctx.clock.now(), { limit: body.limit, page: body.page, day }) };
  });

  api.route(termsCheck, ({ session }) => contractStatus(ctx, session.storeId));

  api.route(termsSendToSignature, ({ body, session }) =>
    sendContractToSignature(ctx, session.storeId, body.email, body.contrato),
  );

  registerDocumentPages(app, ctx);
}

/** Links inside invoices and contracts open these pages (the real platform serves PDFs). */
function registerDocumentPages(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { kind: string; hash: string } }>('/documentos/:kind/:hash', async (request, reply) => {
    const { kind, hash } = request.params;
    const contract =
      kind === 'contrato' ? ctx.db.get<{ texto: string }>('SELECT texto FROM contracts WHERE codigo = ?', [hash]) : undefined;
    const html = contract
      ? `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${hash}</title><body>${contract.texto}</body></html>`
      : documentHtml(ctx, kind, hash);
    if (!html) return reply.code(404).type('text/plain; charset=utf-8').send('Documento não encontrado.');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}
