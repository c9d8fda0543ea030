/**
 * Sales history, ratings, reports, operational charts and the dashboard (spec 02 §2.9, §2.13–2.15,
 * §2.18, §3, §7.6 gerahistorico and reversal-fine, §7.8). The legacy base sends money in reais
 * (a number or its text) and dates as ISO text; the schemas below hand the screens numbers.
 */
import * as z from 'zod/mini';
import { json, legacy } from '../declare';
import type { Envelope } from '../endpoint';
import { paginateMetadataSchema } from './finance';
import { envelopeFields, envelopeSchema, flexNumber, flexText, isNone, refuse } from '../schema';
import { meansYes } from '../../booleanText';

/** A fine-reversal request's decision: null while in analysis, '1' approved, '0' rejected. */
export type FineReversalApproval = '1' | '0' | null;

/**
 * Paging of avaliacao/listar (issue 32: a year of ratings is thousands). Without `page` the answer
 * holds every rating, as before. `busca` keeps the ratings whose order hash (with or without '#'),
 * customer or either comment contains it, accents and case aside; it narrows the list, not the
 * figures.
 */
export const ratingsPageQuerySchema = z.object({ page: z.optional(z.number()), per_page: z.optional(z.number()), busca: z.optional(z.string()) });
export type RatingsPageQuery = z.input<typeof ratingsPageQuerySchema>;

/** A period as the report calls take it. Dates yyyy-MM-dd. */
export const periodDatesSchema = z.object({ data_inicio: z.string(), data_final: z.string() });
export type PeriodDates = z.input<typeof periodDatesSchema>;

/** Fine-reversal request (spec 02 §3, §5): a description of 20 to 200 characters and the order's id or hash (or both). */
export const fineReversalRequestSchema = z.object({ description: z.string(), order_id: z.optional(z.number()), order_hash: z.optional(z.string()) });
export type FineReversalRequest = z.input<typeof fineReversalRequestSchema>;

export const FINE_REVERSAL_MIN_LENGTH = 20;
export const FINE_REVERSAL_MAX_LENGTH = 200;

// ---- answers, checked at the boundary -----------------------------------------------------

const money = flexNumber;
/** An id, or null for none (null, '', 0 or a missing field). */
const nullableId = z._default(
  z.transform((value: number | string | null, ctx): number | null => {
    const input: unknown = value;
    if (isNone(input)) return null;
    if (typeof input !== 'number' && typeof input !== 'string') return refuse(ctx, 'number', input);
    return Number(input) === 0 ? null : Number(input);
  }),
  null,
);
/** The fine reversal's decision: '1' approved, '0' refused, null not decided (null, '' or missing). */
const approval = z._default(
  z.transform((value: string | number | boolean | null, ctx): FineReversalApproval => {
    const input: unknown = value;
    if (isNone(input)) return null;
    if (typeof input !== 'number' && typeof input !== 'string' && typeof input !== 'boolean') return refuse(ctx, 'string', input);
    return meansYes(input) ? '1' : '0';
  }),
  null,
);

/** One order of the sales history and the reports (spec 02 §3, "Order row"). Money in reais. */
export const reportOrderRowFields = {
  id_pedido: flexNumber,
  hash_pedido: flexText,
  /** ISO date-time */
  data_criacao: flexText,
  usuario_nome: flexText,
  /** a short code (PD, PC ...) or a long one (DELIVERED_ORDER ...) */
  status: flexText,
  /** the products */
  valor_pedido: money,
  valor_desconto: money,
  /** delivery fee */
  valor_taxa: money,
  valor_total: money,
  /** payment code (spec 02 §4): -2, -10, -11, -12 online; -1 cash; others card */
  pagamento: flexNumber,
  /** the payment form's name ('Pix', 'Cartão de crédito - Visa') */
  forma_pagamento: flexText,
  /** the fine-reversal request of a cancelled order, null when there is none */
  fine_reversal_id: nullableId,
  fine_reversal_is_approved: approval,
};

export const reportOrderRowSchema = z.object(reportOrderRowFields);
export type ReportOrderRow = z.output<typeof reportOrderRowSchema>;

/** The dashboard's and the general report's rows carry more (spec 02 §3). */
export const dashboardOrderRowSchema = z.object({
  ...reportOrderRowFields,
  /** discount at the store's expense */
  valor_desconto_rest: money,
  /** discount at the platform's expense (coupons it sponsors) */
  valor_desconto_aiboo: money,
  /** the platform's commission */
  comissao: money,
  id_cupom: nullableId,
  /** 1: the customer's first purchase in the app */
  compraGlobal: flexNumber,
  /** the customer, to count new and recurring users */
  id_usuario: flexNumber,
});
export type DashboardOrderRow = z.output<typeof dashboardOrderRowSchema>;

const salesHistoryFields = { retorno: z.array(reportOrderRowSchema) };
export const salesHistorySchema = z.looseObject({ ...envelopeFields, ...salesHistoryFields });

/** A point of the dashboard's sales per day (spec 02 §3, "Chart point"). */
const chartPointSchema = z.object({
  /** the day, yyyy-MM-dd */
  data_criacao: flexText,
  qtde: flexNumber,
});
export type ChartPoint = z.output<typeof chartPointSchema>;

const generalReportFields = {
  retorno: z.array(dashboardOrderRowSchema),
  /** the period the platform used (on a refusal: the one it would accept) */
  data_inicio: flexText,
  data_final: flexText,
  /** delivered orders per day */
  grafico: z.array(chartPointSchema),
};
export const generalReportSchema = z.looseObject({ ...envelopeFields, ...generalReportFields });
export type GeneralReportAnswer = Envelope & z.output<z.ZodMiniObject<typeof generalReportFields>>;

/** The operational charts (spec 02 §2.15, §7.8 populapainel). */
const operationalChartsFields = {
  /** weekday 1 (Sunday) to 7 (Saturday) and its orders */
  diaSemana: z.array(z.object({ dia: flexNumber, qtde: flexNumber })),
  /** the most frequent items */
  obj: z.array(z.object({ nome: flexText, contagem_vezes: flexNumber })),
  pedidoBairro: z.array(z.object({ nome_bairro: flexText, qtde: flexNumber })),
  /** the payment form's name and its orders */
  formaPagamento: z.array(z.object({ pagamento: flexText, qtde: flexNumber })),
};
export const operationalChartsSchema = z.looseObject({ ...envelopeFields, ...operationalChartsFields });
export type OperationalChartsAnswer = Envelope & z.output<z.ZodMiniObject<typeof operationalChartsFields>>;

/** The distribution of one aspect's grades: how many ratings gave each grade. */
const gradeCountSchema = z.object({ nota: flexNumber, qtde: flexNumber });
export type GradeCount = z.output<typeof gradeCountSchema>;
const gradeCounts = z.array(gradeCountSchema);

/** One rating of an order (spec 02 §3, "Rating"). */
export const ratingSchema = z.object({
  id_pedido: flexNumber,
  hash_pedido: flexText,
  pedido_data_criacao: flexText,
  data_criacao: flexText,
  usuario_nome: flexText,
  nota_comida: flexNumber,
  nota_entrega: flexNumber,
  nota_geral: flexNumber,
  /** '' when the customer wrote nothing */
  comentario_usuario: flexText,
  /** the store's reply; '' when nobody replied */
  comentario_estabelecimento: flexText,
  /** 'CC' counted; anything else is still processing */
  status_avaliacao: flexText,
});
export type Rating = z.output<typeof ratingSchema>;

/** The means of each aspect (0 to 5) and how many ratings. */
const ratingTotalsSchema = z.object({ nota_comida: flexNumber, nota_entrega: flexNumber, nota_geral: flexNumber, total: flexNumber });
export type RatingTotals = z.output<typeof ratingTotalsSchema>;

const ratingsFields = {
  contaComida: gradeCounts,
  contaEntrega: gradeCounts,
  contaGeral: gradeCounts,
  /** one entry: the means and the count */
  total: z.array(ratingTotalsSchema),
  /** newest first; asked with `page`, only that page (the figures above stay the whole period's) */
  avaliacao: z.array(ratingSchema),
  /** with `page`: how many ratings the search leaves in the period, over every page */
  paginate_metadata: z.optional(paginateMetadataSchema),
};
export const ratingsSchema = z.looseObject({ ...envelopeFields, ...ratingsFields });
export type RatingsAnswer = Envelope & z.output<z.ZodMiniObject<typeof ratingsFields>>;

export const ratedOrderSchema = z.looseObject({ ...envelopeFields, pedidos: z.array(z.object({ pedido: flexText })) });

export const fineReversalSchema = z.looseObject({ message: flexText, id: flexNumber });

// ---- endpoints (spec 02 §7.6, §7.8) -----------------------------------------------------------

/**
 * A period's `data` ({ data_inicio, data_final }) travels as JSON text in a form body; the
 * platform refuses a period it cannot read in its own words (status false with the reason).
 */
const periodBodySchema = z.object({ periodo: z.string(), data: z.custom<PeriodDates>() });

/** The sales history of a period (Vendas). */
export const historicoVendas = legacy.post('pagamentoonline/gerahistorico', {
  body: z.object({ ...periodDatesSchema.shape, periodo: z.string(), id_estabelecimento: z.number() }),
  answer: salesHistorySchema,
});
/** Relatório Geral and the dashboard; a refusal carries the period the platform would accept. */
export const relatorioGeral = legacy.post('relatorio/geraRelatorio', { body: periodDatesSchema, answer: generalReportSchema });
export const graficosOperacionais = legacy.post('relatorio/populapainel/', { body: periodBodySchema, answer: operationalChartsSchema });
/** Every rating of the store (paged with `page`). */
export const listarAvaliacoes = legacy.get('avaliacao/listar/', { query: ratingsPageQuerySchema, answer: ratingsSchema });
/** The ratings of a period (the same route, POST). */
export const listarAvaliacoesDoPeriodo = legacy.post('avaliacao/listar', { body: periodBodySchema, query: ratingsPageQuerySchema, answer: ratingsSchema });
/** The rated order as the platform renders it (HTML). */
export const pedidoAvaliado = legacy.get('pedidos/listarpedidoavaliacao/:id_pedido', { answer: ratedOrderSchema });
export const responderAvaliacao = legacy.post('avaliacao/atualizar/:id_pedido', { body: z.object({ resposta: z.string() }), answer: envelopeSchema });
/** The JSON base: a refusal is an HTTP 4xx whose body says why in `message`. */
export const pedirEstornoMulta = json.post('finance/reversal-fine', { body: fineReversalRequestSchema, answer: fineReversalSchema });
