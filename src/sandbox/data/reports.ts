/**
 * Sales history, reports, operational charts, ratings and fine reversals (spec 02 §7.6, §7.8),
 * read from the store's own orders (the history of seed/history.ts, the seed's orders and every
 * order placed since): one truth with finance, so an order shows the same value everywhere.
 * Days are the store's days (its fuso_horario), as the panel shows them; the figures the panel computes come from the rows, with
 * the rules of src/shared/reports.
 */
import type {
  ChartPoint,
  DashboardOrderRow,
  FineReversalApproval,
  FineReversalRequest,
  GradeCount,
  OperationalChartsAnswer,
  Rating,
  RatingsAnswer,
  ReportOrderRow,
} from '../../shared/api';
import { FINE_REVERSAL_MAX_LENGTH, FINE_REVERSAL_MIN_LENGTH } from '../../shared/api';
import { canReply, isCancelled, isDelivered, periodLength, RATING_COUNTED, ratingSearchTerm } from '../../shared/reports';
import { addCalendarDays, dayStartIn, todayIn } from '../../shared/time';
import { zoneCalendar } from '../calendar';
import type { SandboxContext } from '../context';
import { formatBRL, toCents, toReais } from '../../shared/format';
import { dataHora, iso } from '../format';
import { findOrder } from './orders';
import { storeZone } from './stores';


/** The longest period a report call accepts. */
export const MAX_REPORT_DAYS = 366;

export type ReportPeriod = { ok: true; start: string; end: string; from: number; to: number } | { ok: false; erro: string };

/** A period of the store's days (in `zone`), both included: [from, to) in epoch ms. */
export function reportPeriod(start: unknown, end: unknown, zone: string): ReportPeriod {
  const day = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 10) : '');
  const [first, last] = [day(start), day(end)];
  if (!isCalendarDay(first) || !isCalendarDay(last)) return { ok: false, erro: 'Informe a data inicial e a data final do período.' };
  if (last < first) return { ok: false, erro: 'A data final não pode ser anterior à data inicial.' };
  if (periodLength(first, last) > MAX_REPORT_DAYS) return { ok: false, erro: `O período pode ter no máximo ${MAX_REPORT_DAYS} dias.` };
  return { ok: true, start: first, end: last, from: dayStartIn(first, zone), to: dayStartIn(addCalendarDays(last, 1), zone) };
}

/** 'yyyy-mm-dd' naming a real day (not 31/02). */
function isCalendarDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && addCalendarDays(text, 0) === text;
}

/**
 * The period the platform offers back with a refusal (the dashboard puts it in its dates): the
 * longest period ending on the asked end date, or the last 30 days of the store's calendar.
 */
export function acceptablePeriod(ctx: SandboxContext, end: unknown, zone: string): { start: string; end: string } {
  const asked = typeof end === 'string' ? end.trim().slice(0, 10) : '';
  if (isCalendarDay(asked)) return { start: addCalendarDays(asked, -(MAX_REPORT_DAYS - 1)), end: asked };
  const today = todayIn(zone, ctx.clock.now());
  return { start: addCalendarDays(today, -30), end: today };
}

interface OrderRow {
  id: number;
  hash: string;
  created_at: number;
  status: string;
  subtotal_cents: number;
  desconto_cents: number;
  taxa_entrega_cents: number;
  total_cents: number;
  pagamento: number;
  forma_pagamento: string;
  desconto_loja_cents: number;
  desconto_plataforma_cents: number;
  comissao_cents: number;
  cupom_id: number | null;
  compra_global: number;
  customer_id: number;
  customer_nome: string;
  fr_id: number | null;
  fr_approved: number | null;
}

function ordersOf(ctx: SandboxContext, storeId: number, from: number, to: number): OrderRow[] {
  return ctx.db.all<OrderRow>(
    `SELECT o.id, o.hash, o.created_at, o.status, o.subtotal_cents, o.desconto_cents, o.taxa_entrega_cents, o.total_cents,
            o.pagamento, o.forma_pagamento, o.desconto_loja_cents, o.desconto_plataforma_cents, o.comissao_cents, o.cupom_id,
            o.compra_global, o.customer_id, c.nome AS customer_nome, fr.id AS fr_id, fr.is_approved AS fr_approved
       FROM orders o
       JOIN customers c ON c.id = o.customer_id
       LEFT JOIN fine_reversals fr ON fr.order_id = o.id
      WHERE o.store_id = ? AND o.created_at >= ? AND o.created_at < ?
      ORDER BY o.created_at DESC, o.id DESC`,
    [storeId, from, to],
  );
}

const approval = (value: number | null): FineReversalApproval => (value === null ? null : value === 1 ? '1' : '0');

function reportRow(o: OrderRow): ReportOrderRow {
  return {
    id_pedido: o.id,
    hash_pedido: o.hash,
    data_criacao: iso(o.created_at),
    usuario_nome: o.customer_nome,
    status: o.status,
    valor_pedido: toReais(o.subtotal_cents),
    valor_desconto: toReais(o.desconto_cents),
    valor_taxa: toReais(o.taxa_entrega_cents),
    valor_total: toReais(o.total_cents),
    pagamento: o.pagamento,
    forma_pagamento: o.forma_pagamento,
    fine_reversal_id: o.fr_id,
    fine_reversal_is_approved: o.fr_id === null ? null : approval(o.fr_approved),
  };
}

/**
 * The report's row and the dashboard's fields, written onto the one object: a year's store answers
 * thousands of rows, and a spread copied each (half the garbage of a 5,000-row answer).
 */
function dashboardRow(o: OrderRow): DashboardOrderRow {
  const row = reportRow(o) as DashboardOrderRow;
  row.valor_desconto_rest = toReais(o.desconto_loja_cents);
  row.valor_desconto_aiboo = toReais(o.desconto_plataforma_cents);
  row.comissao = toReais(o.comissao_cents);
  row.id_cupom = o.cupom_id;
  row.compraGlobal = o.compra_global;
  row.id_usuario = o.customer_id;
  return row;
}

/** gerahistorico: the orders of the period, newest first. */
export function salesHistory(ctx: SandboxContext, storeId: number, period: { from: number; to: number }): ReportOrderRow[] {
  return ordersOf(ctx, storeId, period.from, period.to).map(reportRow);
}

/** geraRelatorio: the period's orders with the dashboard's fields, and the delivered orders per day. */
export function generalReport(ctx: SandboxContext, storeId: number, period: { from: number; to: number }): { retorno: DashboardOrderRow[]; grafico: ChartPoint[] } {
  const rows = ordersOf(ctx, storeId, period.from, period.to);
  const { dayOf } = zoneCalendar(storeZone(ctx.db, storeId));
  const perDay = new Map<string, number>();
  for (const o of rows) if (isDelivered(o.status)) perDay.set(dayOf(o.created_at), (perDay.get(dayOf(o.created_at)) ?? 0) + 1);
  const grafico = [...perDay].map(([data_criacao, qtde]) => ({ data_criacao, qtde })).sort((a, b) => a.data_criacao.localeCompare(b.data_criacao));
  return { retorno: rows.map(dashboardRow), grafico };
}

const TOP = 10;

/** populapainel: the period's delivered orders per weekday, item, neighbourhood and payment form. */
export function operationalCharts(
  ctx: SandboxContext,
  storeId: number,
  period: { from: number; to: number },
): Pick<OperationalChartsAnswer, 'diaSemana' | 'obj' | 'pedidoBairro' | 'formaPagamento'> {
  const where = "o.store_id = ? AND o.status = 'PD' AND o.created_at >= ? AND o.created_at < ?";
  const args = [storeId, period.from, period.to];
  const { weekdayOf } = zoneCalendar(storeZone(ctx.db, storeId));
  const perWeekday = new Map<number, number>();
  for (const { created_at } of ctx.db.all<{ created_at: number }>(`SELECT o.created_at FROM orders o WHERE ${where}`, args)) {
    const dia = weekdayOf(created_at) + 1;
    perWeekday.set(dia, (perWeekday.get(dia) ?? 0) + 1);
  }
  return {
    diaSemana: [...perWeekday].sort(([a], [b]) => a - b).map(([dia, qtde]) => ({ dia, qtde })),
    obj: ctx.db.all<{ nome: string; contagem_vezes: number }>(
      `SELECT i.nome, SUM(i.quantidade) AS contagem_vezes FROM order_items i JOIN orders o ON o.id = i.order_id
        WHERE ${where} GROUP BY i.nome ORDER BY contagem_vezes DESC, i.nome LIMIT ${TOP}`,
      args,
    ),
    pedidoBairro: ctx.db.all<{ nome_bairro: string; qtde: number }>(
      `SELECT b.nome AS nome_bairro, COUNT(*) AS qtde FROM orders o JOIN store_neighbourhoods b ON b.id = o.neighbourhood_id
        WHERE ${where} GROUP BY b.nome ORDER BY qtde DESC, b.nome LIMIT ${TOP}`,
      args,
    ),
    formaPagamento: ctx.db.all<{ pagamento: string; qtde: number }>(
      `SELECT o.forma_pagamento AS pagamento, COUNT(*) AS qtde FROM orders o WHERE ${where}
        GROUP BY o.forma_pagamento ORDER BY qtde DESC, o.forma_pagamento`,
      args,
    ),
  };
}

// ---- ratings ---------------------------------------------------------------------------------

interface RatingRow {
  order_id: number;
  created_at: number;
  nota_comida: number;
  nota_entrega: number;
  nota_geral: number;
  comentario_usuario: string;
  comentario_estabelecimento: string;
  status: string;
  hash: string;
  order_created_at: number;
  customer_nome: string;
}

const RATING_SELECT = `
  SELECT r.order_id, r.created_at, r.nota_comida, r.nota_entrega, r.nota_geral, r.comentario_usuario,
         r.comentario_estabelecimento, r.status, o.hash, o.created_at AS order_created_at, c.nome AS customer_nome
    FROM ratings r JOIN orders o ON o.id = r.order_id JOIN customers c ON c.id = o.customer_id`;

function toRating(r: RatingRow): Rating {
  return {
    id_pedido: r.order_id,
    hash_pedido: r.hash,
    pedido_data_criacao: iso(r.order_created_at),
    data_criacao: iso(r.created_at),
    usuario_nome: r.customer_nome,
    nota_comida: r.nota_comida,
    nota_entrega: r.nota_entrega,
    nota_geral: r.nota_geral,
    comentario_usuario: r.comentario_usuario,
    comentario_estabelecimento: r.comentario_estabelecimento,
    status_avaliacao: r.status,
  };
}

const PER_PAGE_MAX = 100;

/** Ratings, page by page: 1-based `page`, `per_page` 1 to 100 (10 without it), `busca` as typed. */
export interface RatingsPaging {
  page: number;
  per_page?: number;
  busca?: string;
}

/**
 * avaliacao/listar: the store's ratings (or those given in the period), newest first; the means,
 * the count and the distribution of each aspect over the counted ones (CC), computed in SQL over
 * the whole period whatever the page. With `paging`, one page of the list (the search applied)
 * and how many the search leaves; without it, every rating, as the platform's older form.
 */
export function ratingsOf(
  ctx: SandboxContext,
  storeId: number,
  period: { from: number; to: number } | null,
  paging?: RatingsPaging,
): Omit<RatingsAnswer, 'status'> {
  const where = period ? 'r.store_id = ? AND r.created_at >= ? AND r.created_at < ?' : 'r.store_id = ?';
  const params = period ? [storeId, period.from, period.to] : [storeId];
  const figures = ratingFigures(ctx, where, params);
  if (!paging) return { ...figures, avaliacao: ctx.db.all<RatingRow>(`${RATING_SELECT} WHERE ${where} ORDER BY r.created_at DESC`, params).map(toRating) };
  const term = ratingSearchTerm(paging.busca ?? '');
  // search_key(): shared/search.ts's searchKey, registered in the database (db.ts)
  const search = term === '' ? '' : ' AND (instr(search_key(o.hash), ?) > 0 OR instr(search_key(c.nome), ?) > 0 OR instr(search_key(r.comentario_usuario), ?) > 0 OR instr(search_key(r.comentario_estabelecimento), ?) > 0)';
  const searchParams = term === '' ? [] : [term, term, term, term];
  const perPage = Math.max(1, Math.min(Math.floor(paging.per_page ?? 10), PER_PAGE_MAX));
  const total =
    ctx.db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM ratings r JOIN orders o ON o.id = r.order_id JOIN customers c ON c.id = o.customer_id WHERE ${where}${search}`,
      [...params, ...searchParams],
    )?.n ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const page = Math.max(1, Math.min(Math.floor(paging.page), lastPage));
  const rows = ctx.db.all<RatingRow>(`${RATING_SELECT} WHERE ${where}${search} ORDER BY r.created_at DESC LIMIT ? OFFSET ?`, [
    ...params,
    ...searchParams,
    perPage,
    (page - 1) * perPage,
  ]);
  return { ...figures, avaliacao: rows.map(toRating), paginate_metadata: { total, per_page: perPage, current_page: page, last_page: lastPage } };
}

const ASPECTS = ['nota_comida', 'nota_entrega', 'nota_geral'] as const;

/** The means (to 2 decimals), the count and each aspect's count per grade 5 to 1, of the counted ratings (CC). */
function ratingFigures(ctx: SandboxContext, where: string, params: number[]): Pick<RatingsAnswer, 'contaComida' | 'contaEntrega' | 'contaGeral' | 'total'> {
  const counted = `FROM ratings r WHERE ${where} AND r.status = '${RATING_COUNTED}'`;
  const totals = ctx.db.get<{ n: number; comida: number | null; entrega: number | null; geral: number | null }>(
    `SELECT COUNT(*) AS n, AVG(r.nota_comida) AS comida, AVG(r.nota_entrega) AS entrega, AVG(r.nota_geral) AS geral ${counted}`,
    params,
  );
  const byGrade = ctx.db.all<{ aspect: string; nota: number; qtde: number }>(
    ASPECTS.map((column) => `SELECT '${column}' AS aspect, r.${column} AS nota, COUNT(*) AS qtde ${counted} GROUP BY r.${column}`).join(' UNION ALL '),
    ASPECTS.flatMap(() => params),
  );
  const countsOf = (column: string): GradeCount[] =>
    [5, 4, 3, 2, 1].map((nota) => ({ nota, qtde: byGrade.find((g) => g.aspect === column && g.nota === nota)?.qtde ?? 0 }));
  const mean = (value: number | null | undefined) => (value == null ? 0 : toReais(toCents(value)));
  return {
    contaComida: countsOf('nota_comida'),
    contaEntrega: countsOf('nota_entrega'),
    contaGeral: countsOf('nota_geral'),
    total: [{ nota_comida: mean(totals?.comida), nota_entrega: mean(totals?.entrega), nota_geral: mean(totals?.geral), total: totals?.n ?? 0 }],
  };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** pedidos/listarpedidoavaliacao: the rated order as the platform renders it (HTML); null when not the store's. */
export function ratedOrderHtml(ctx: SandboxContext, storeId: number, orderId: number): string | null {
  const order = findOrder(ctx, orderId, storeId);
  if (!order) return null;
  const p = order.pedidoObj;
  const items = p.itens
    .map(
      (i) =>
        `<tr><td>${i.quantidade}x ${escapeHtml(i.nome)}${i.linhas.map((l) => `<br><small>${escapeHtml(l)}</small>`).join('')}</td><td>${formatBRL(i.valor_total)}</td></tr>`,
    )
    .join('');
  const lines = p.dados_pagamento.map((l) => `<tr><th>${escapeHtml(l.label)}</th><td>${escapeHtml(l.value)}</td></tr>`).join('');
  return [
    `<h3>Pedido #${escapeHtml(order.hash_pedido)}</h3>`,
    `<p>${escapeHtml(order.usuario_nome)} · ${dataHora(Date.parse(order.data_criacao))}</p>`,
    `<p>${escapeHtml(p.endereco_completo)}</p>`,
    `<table><tbody>${items}</tbody></table>`,
    `<table><tbody>${lines}</tbody></table>`,
  ].join('\n');
}

export type Outcome = { ok: true; mensagem: string } | { ok: false; mensagem: string };

/** avaliacao/atualizar: the store's one reply, only to a comment nobody answered (spec 02 §5). */
export function replyToRating(ctx: SandboxContext, storeId: number, orderId: number, resposta: string): Outcome {
  const row = ctx.db.get<{ comentario_usuario: string; comentario_estabelecimento: string }>(
    'SELECT comentario_usuario, comentario_estabelecimento FROM ratings WHERE order_id = ? AND store_id = ?',
    [orderId, storeId],
  );
  if (!row) return { ok: false, mensagem: 'Avaliação não encontrada.' };
  if (!canReply(row)) return { ok: false, mensagem: 'Esta avaliação não pode ser respondida: o cliente não comentou ou ela já tem resposta.' };
  const text = resposta.trim();
  if (text === '') return { ok: false, mensagem: 'Escreva a resposta ao cliente.' };
  ctx.db.run('UPDATE ratings SET comentario_estabelecimento = ?, respondido_em = ? WHERE order_id = ?', [text, ctx.clock.now(), orderId]);
  return { ok: true, mensagem: 'Resposta salva.' };
}

// ---- fine reversals --------------------------------------------------------------------------

export type FineReversalOutcome = { ok: true; id: number; message: string } | { ok: false; status: number; message: string };

/**
 * /finance/reversal-fine: a store asks the platform to cancel the fine of an order it cancelled.
 * Only a cancelled order of the store that was fined, once per order, with a description of 20 to
 * 200 characters; the platform's team decides (control API: decideFineReversal).
 */
export function requestFineReversal(ctx: SandboxContext, storeId: number, request: FineReversalRequest): FineReversalOutcome {
  const description = request.description.trim();
  if (description.length < FINE_REVERSAL_MIN_LENGTH || description.length > FINE_REVERSAL_MAX_LENGTH) {
    return { ok: false, status: 422, message: `A descrição deve ter de ${FINE_REVERSAL_MIN_LENGTH} a ${FINE_REVERSAL_MAX_LENGTH} caracteres.` };
  }
  const hash = request.order_hash?.trim() ?? '';
  const order =
    request.order_id !== undefined && request.order_id > 0
      ? ctx.db.get<{ id: number; status: string; multa_cents: number }>('SELECT id, status, multa_cents FROM orders WHERE id = ? AND store_id = ?', [request.order_id, storeId])
      : hash !== ''
        ? ctx.db.get<{ id: number; status: string; multa_cents: number }>('SELECT id, status, multa_cents FROM orders WHERE hash = ? AND store_id = ?', [hash, storeId])
        : undefined;
  if (!order) return { ok: false, status: 404, message: 'Pedido não encontrado.' };
  if (!isCancelled(order.status)) return { ok: false, status: 422, message: 'Só um pedido cancelado pode ter a multa estornada.' };
  if (order.multa_cents <= 0) return { ok: false, status: 422, message: 'Este pedido não teve multa por cancelamento.' };
  if (ctx.db.value('SELECT COUNT(*) FROM fine_reversals WHERE order_id = ?', [order.id]) > 0) {
    return { ok: false, status: 422, message: 'Já existe uma solicitação de estorno para este pedido.' };
  }
  const { lastId } = ctx.db.run('INSERT INTO fine_reversals (order_id, store_id, description, created_at) VALUES (?, ?, ?, ?)', [
    order.id,
    storeId,
    description,
    ctx.clock.now(),
  ]);
  return { ok: true, id: lastId, message: 'Solicitação de estorno enviada. Ela fica em análise até a resposta da plataforma.' };
}

export interface FineReversalInfo {
  id: number;
  orderId: number;
  hash: string;
  storeId: number;
  description: string;
  createdAt: string;
  /** null: in analysis */
  approved: boolean | null;
  fineCents: number;
}

const REVERSAL_SELECT = `
  SELECT r.id, r.order_id, o.hash, r.store_id, r.description, r.created_at, r.is_approved, o.multa_cents
    FROM fine_reversals r JOIN orders o ON o.id = r.order_id`;

type ReversalRow = { id: number; order_id: number; hash: string; store_id: number; description: string; created_at: number; is_approved: number | null; multa_cents: number };

const reversalInfo = (r: ReversalRow): FineReversalInfo => ({
  id: r.id,
  orderId: r.order_id,
  hash: r.hash,
  storeId: r.store_id,
  description: r.description,
  createdAt: iso(r.created_at),
  approved: r.is_approved === null ? null : r.is_approved === 1,
  fineCents: r.multa_cents,
});

/** The requests of a store (or of every store), newest first. */
export function listFineReversals(ctx: SandboxContext, storeId?: number): FineReversalInfo[] {
  const rows =
    storeId === undefined
      ? ctx.db.all<ReversalRow>(`${REVERSAL_SELECT} ORDER BY r.created_at DESC, r.id DESC`)
      : ctx.db.all<ReversalRow>(`${REVERSAL_SELECT} WHERE r.store_id = ? ORDER BY r.created_at DESC, r.id DESC`, [storeId]);
  return rows.map(reversalInfo);
}

/** The platform's team decides a request, found by its id, its order's id or its order's hash. */
export function decideFineReversal(
  ctx: SandboxContext,
  which: { id?: number; orderId?: number; hash?: string },
  approved: boolean,
): FineReversalInfo | null {
  const row =
    which.id !== undefined
      ? ctx.db.get<ReversalRow>(`${REVERSAL_SELECT} WHERE r.id = ?`, [which.id])
      : which.orderId !== undefined
        ? ctx.db.get<ReversalRow>(`${REVERSAL_SELECT} WHERE r.order_id = ?`, [which.orderId])
        : which.hash !== undefined
          ? ctx.db.get<ReversalRow>(`${REVERSAL_SELECT} WHERE o.hash = ?`, [which.hash])
          : undefined;
  if (!row) return null;
  ctx.db.run('UPDATE fine_reversals SET is_approved = ?, decided_at = ? WHERE id = ?', [approved ? 1 : 0, ctx.clock.now(), row.id]);
  return reversalInfo({ ...row, is_approved: approved ? 1 : 0 });
}
