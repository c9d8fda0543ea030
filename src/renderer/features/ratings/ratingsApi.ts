import { envelopeSchema, ratedOrderSchema, ratingsSchema, type RatingsAnswer } from '../../../shared/api';
import { legacyRequest, platformApi } from '../../api/platformApi';
import { RATINGS_MESSAGES } from './messages';
import { ratingsPeriodBody, type RatingsFilter } from './model';

export type RatingsData = Omit<RatingsAnswer, 'status' | 'mensagem' | 'message' | 'erro' | 'erros' | 'code'>;

/** Avaliações (spec 02 §2.13, §7.8). A refusal: 'Atenção!' with the server's text (spec 02 §5). */
const ratingsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    ratings: build.query<RatingsData, RatingsFilter>({
      query: (filter) =>
        filter === null
          ? legacyRequest('avaliacao/listar/', {}, { schema: ratingsSchema, feedback: { refusal: 'attention' } })
          : legacyRequest('avaliacao/listar', { body: ratingsPeriodBody(filter) }, { schema: ratingsSchema, feedback: { refusal: 'attention' } }),
      transformResponse: ({ contaComida, contaEntrega, contaGeral, total, avaliacao }: RatingsAnswer): RatingsData => ({
        contaComida,
        contaEntrega,
        contaGeral,
        total,
        avaliacao,
      }),
      providesTags: ['Ratings'],
    }),
    /** the rated order as the platform renders it (HTML, shown sanitised) */
    ratedOrder: build.query<string, number>({
      query: (orderId) => legacyRequest('pedidos/listarpedidoavaliacao/:id_pedido', { params: { id_pedido: orderId } }, { schema: ratedOrderSchema }),
      transformResponse: (answer: { pedidos: { pedido: string }[] }) => answer.pedidos[0]?.pedido ?? '',
    }),
    /** spec 02 §7.8: 'Resposta salva com sucesso!' for 2 s, then the list reloads */
    replyRating: build.mutation<unknown, { orderId: number; resposta: string }>({
      query: ({ orderId, resposta }) =>
        legacyRequest(
          'avaliacao/atualizar/:id_pedido',
          { params: { id_pedido: orderId }, body: { resposta } },
          { schema: envelopeSchema, feedback: { success: { text: RATINGS_MESSAGES.ratingReplySaved, serverText: false } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['Ratings']),
    }),
  }),
});

export const { useRatingsQuery, useRatedOrderQuery, useReplyRatingMutation } = ratingsApi;
