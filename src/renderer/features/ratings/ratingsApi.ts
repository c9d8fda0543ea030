import { listarAvaliacoes, listarAvaliacoesDoPeriodo, pedidoAvaliado, responderAvaliacao } from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { RATINGS_MESSAGES } from './messages';
import { ratingsPage, ratingsPageQuery, ratingsPeriodBody, type RatingsPageArgs } from './model';

declare module '../../api/platformApi' {
  interface PlatformTags {
    Ratings: true;
  }
}

/** Avaliações (spec 02 §2.13, §7.8). A refusal: 'Atenção!' with the server's text (spec 02 §5). */
const ratingsApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { query, mutation } = declaredEndpoints(build);
    return {
      /** one page of the list (the search applied by the platform) and the whole period's figures */
      ratings: query({
        query: (args: RatingsPageArgs) =>
          args.filter === null
            ? request(listarAvaliacoes, { query: ratingsPageQuery(args) }, { feedback: { refusal: 'attention' } })
            : request(listarAvaliacoesDoPeriodo, { body: ratingsPeriodBody(args.filter), query: ratingsPageQuery(args) }, { feedback: { refusal: 'attention' } }),
        transformResponse: (answer, _meta, args) => ratingsPage(answer, args),
        providesTags: ['Ratings'],
      }),
      /** the rated order as the platform renders it (HTML, shown sanitised) */
      ratedOrder: query({
        query: (orderId: number) => request(pedidoAvaliado, { params: { id_pedido: orderId } }),
        transformResponse: (answer) => answer.pedidos[0]?.pedido ?? '',
      }),
      /** spec 02 §7.8: 'Resposta salva com sucesso!' for 2 s, then the list reloads */
      replyRating: mutation({
        query: ({ orderId, resposta }: { orderId: number; resposta: string }) =>
          request(
            responderAvaliacao,
            { params: { id_pedido: orderId }, body: { resposta } },
            { feedback: { success: { text: RATINGS_MESSAGES.ratingReplySaved, serverText: false } } },
          ),
        invalidatesTags: whenSaved('Ratings'),
      }),
    };
  },
});

export const { useRatingsQuery, useRatedOrderQuery, useReplyRatingMutation } = ratingsApi;
