import { historicoVendas, pedirEstornoMulta, type FineReversalRequest } from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { SALES_HISTORY_MESSAGES } from './messages';
import { historyBody, type HistoryQuery } from './model';

declare module '../../api/platformApi' {
  interface PlatformTags {
    SalesHistory: true;
  }
}

/** Vendas (spec 02 §2.9, §7.6 gerahistorico and reversal-fine). */
const salesHistoryApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { query, mutation } = declaredEndpoints(build);
    return {
      /** status 0: 'Atenção!' with the server's erro (spec 02 §8, "Filter and history failure") */
      salesHistory: query({
        query: (query: HistoryQuery) => request(historicoVendas, { body: historyBody(query) }, { feedback: { refusal: 'attention' } }),
        transformResponse: (answer) => answer.retorno,
        providesTags: ['SalesHistory'],
      }),
      /** a refusal: the server's message in a 4 s error toast (spec 02 §8, §9); success reloads the history */
      requestFineReversal: mutation({
        query: (body: FineReversalRequest) =>
          request(
            pedirEstornoMulta,
            { body },
            { feedback: { refusal: 'toast', httpRefusal: true, success: { text: SALES_HISTORY_MESSAGES.fineReversalSent } } },
          ),
        invalidatesTags: whenSaved('SalesHistory'),
      }),
    };
  },
});

export const { useSalesHistoryQuery, useRequestFineReversalMutation } = salesHistoryApi;
