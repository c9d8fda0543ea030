import { alteraPagamentos, getAcceptanceStatus, listarPagamentos, setAcceptanceSchema, setAcceptanceStatus } from '../../../shared/api';
import type { PlatformError } from '../../api/baseQuery';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { TOAST_MS } from '../../ui/messages';
import { PAYMENT_METHODS_MESSAGES } from './messages';
import { withSelection } from './model';

declare module '../../api/platformApi' {
  interface PlatformTags {
    PaymentMethods: true;
    OnlinePaymentAcceptance: true;
  }
}

/** The cache entry of listarStatusPagOn (features/onlinePayment), which shows the same switch. */
export const ONLINE_PAYMENT_STATUS_TAG = { type: 'OnlinePaymentAcceptance', id: 'listarStatusPagOn' } as const;

/**
 * Formas de Pagamento (spec 01 §2, §7, §8) and the Pagamento Online switch (spec 02 §4 Online
 * payment acceptance).
 */
const paymentMethodsApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, mutation } = declaredEndpoints(build);
    return {
      paymentMethods: read(listarPagamentos, (answer) => answer.obj, 'PaymentMethods'),
      /** Success: a 5 s toast (spec 01 §8) of its own: the original screen never read the answer. The list is read back. */
      savePaymentMethods: mutation({
        query: (formas: string[]) =>
          request(
            alteraPagamentos,
            { body: { formas } },
            {
              feedback: { success: { text: PAYMENT_METHODS_MESSAGES.paymentMethodsSaved, ms: TOAST_MS.long, serverText: false }, refusalText: PAYMENT_METHODS_MESSAGES.paymentMethodsSaveFailed },
            },
          ),
        // The saved selection shows at once (Salvar Alterações goes back to disabled); the read-back follows.
        async onQueryStarted(formas, { dispatch, queryFulfilled }) {
          const saved = await queryFulfilled.then(
            () => true,
            () => false,
          );
          if (saved) dispatch(paymentMethodsApi.util.updateQueryData('paymentMethods', undefined, (methods) => withSelection(methods, formas)));
        },
        invalidatesTags: whenSaved('PaymentMethods'),
      }),
      onlinePaymentAcceptance: read(getAcceptanceStatus, (answer) => answer.acceptsOnline, 'OnlinePaymentAcceptance'),
      /**
       * The switch shows the asked value while the platform answers, then the value the platform
       * says holds (it may refuse: no registration or receiving account yet; 'Erro!' with erros).
       * Without an answer at all it goes back to what it was.
       */
      setOnlinePaymentAcceptance: mutation({
        query: (accepts: boolean) =>
          request(
            setAcceptanceStatus,
            { body: { accepts } },
            { feedback: { refusal: 'error', refusalText: PAYMENT_METHODS_MESSAGES.onlinePaymentChangeFailed } },
          ),
        async onQueryStarted(accepts, { dispatch, queryFulfilled }) {
          const shown = dispatch(paymentMethodsApi.util.updateQueryData('onlinePaymentAcceptance', undefined, () => accepts));
          let holds: boolean | null;
          try {
            holds = acceptsIn((await queryFulfilled).data);
          } catch (failure) {
            const { error } = failure as { error: PlatformError };
            holds = error.kind === 'refused' ? acceptsIn(error.body) : null;
          }
          if (holds === null) shown.undo();
          else dispatch(paymentMethodsApi.util.updateQueryData('onlinePaymentAcceptance', undefined, () => holds));
        },
        // the other Pagamento Online switch (Financeiro > Pagamento Online, listarStatusPagOn) reads it again
        invalidatesTags: [ONLINE_PAYMENT_STATUS_TAG],
      }),
    };
  },
});

/** The value that holds according to a setAcceptanceStatus answer; null when it does not say. */
function acceptsIn(answer: unknown): boolean | null {
  const parsed = setAcceptanceSchema.safeParse(answer);
  return parsed.success ? parsed.data.accepts : null;
}

export const {
  usePaymentMethodsQuery,
  useSavePaymentMethodsMutation,
  useOnlinePaymentAcceptanceQuery,
  useSetOnlinePaymentAcceptanceMutation,
} = paymentMethodsApi;
export const paymentMethodsEndpoints = paymentMethodsApi.endpoints;
