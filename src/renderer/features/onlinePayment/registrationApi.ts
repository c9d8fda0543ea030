import {
  ativarPlanoTaxas,
  cadastroPagamentoOnline,
  consultarCep,
  DOCUMENT_UPLOADS,
  listarMccs,
  listarPlanosTaxas,
  mudarStatusPagamentoOnline,
  salvarCadastroPagamentoOnline,
  statusPagamentoOnline,
  type DocumentKindKey,
  type RegistrationSaveBody,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { TOAST_MS } from '../../ui/messages';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { showError } from '../../ui/uiSlice';
import { ONLINE_PAYMENT_STATUS_TAG } from '../paymentMethods/paymentMethodsApi';

declare module '../../api/platformApi' {
  interface PlatformTags {
    OnlinePaymentRegistration: true;
  }
}

/** Where a document upload's progress is kept (selectUploadProgress). */
export const documentProgressKey = (kind: DocumentKindKey) => `pagon-documento-${kind}`;

/**
 * Online payment: the Pagamento Online switch of the finance menu, the registration (Dados
 * Cadastrais, Documentos, Planos de taxas) and the look-ups its form uses (spec 02 §7.6, §8).
 * Calls that name the store take its id (the session's id_estabelecimento).
 */
const registrationApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, query, mutation } = declaredEndpoints(build);
    return {
      /** listarStatusPagOn: whether the store accepts online payment (the same cache tag as the payment-methods switch). */
      onlinePaymentStatus: query({
        query: (storeId: number) => request(statusPagamentoOnline, { body: { id_estabelecimento: storeId } }),
        transformResponse: (answer) => answer.obj.aceita_pgto_online === '1',
        providesTags: [ONLINE_PAYMENT_STATUS_TAG],
      }),
      /**
       * mudarStatus: the switch shows the asked value while the platform answers; a refusal says
       * 'Atenção!' with its mensagem and the switch reads back what holds (spec 02 §4, §8).
       */
      changeOnlinePaymentStatus: mutation({
        query: ({ storeId, accepts }: { storeId: number; accepts: boolean }) =>
          request(
            mudarStatusPagamentoOnline,
            { body: { id_estabelecimento: storeId, aceita_pgto_online: accepts ? 1 : 0 } },
            { feedback: { refusalText: ONLINE_PAYMENT_MESSAGES.onlinePaymentChangeRefused } },
          ),
        async onQueryStarted({ storeId, accepts }, { dispatch, queryFulfilled }) {
          const shown = dispatch(registrationApi.util.updateQueryData('onlinePaymentStatus', storeId, () => accepts));
          await queryFulfilled.catch(() => shown.undo());
        },
        // whatever the answer, read back the value that holds, on both switches (and the registration: it may be ACTIVATED now)
        invalidatesTags: ['OnlinePaymentAcceptance', 'OnlinePaymentRegistration'],
      }),
      registration: query({
        query: (storeId: number) => request(cadastroPagamentoOnline, { body: { id_estabelecimento: storeId } }),
        transformResponse: (answer) => answer.obj,
        providesTags: ['OnlinePaymentRegistration'],
      }),
      /** adicionar: a refusal shows 'Erro!' with the server's erros (spec 02 §8); success its mensagem. */
      saveRegistration: mutation({
        query: (body: RegistrationSaveBody) =>
          request(
            salvarCadastroPagamentoOnline,
            { body },
            { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.registrationSaveFailed, success: { text: ONLINE_PAYMENT_MESSAGES.registrationSaved } } },
          ),
        invalidatesTags: whenSaved('OnlinePaymentRegistration'),
      }),
      businessCategories: read(listarMccs, (answer) => answer.obj),
      /**
       * consultaCep (the Pesquisar button): the address, or null for a CEP the platform does not
       * know, which says 'Erro!' with 'CEP não encontado.' (spec 02 §8; the screen clears the address).
       */
      lookupCep: mutation({
        query: (cep: string) => request(consultarCep, { params: { cep } }, { feedback: { success: false } }),
        transformResponse: (answer) => (answer.erro ? null : answer),
        async onQueryStarted(_cep, { dispatch, queryFulfilled }) {
          const found = await queryFulfilled.then(
            ({ data }) => data,
            () => undefined,
          );
          if (found === null) dispatch(showError(ONLINE_PAYMENT_MESSAGES.cepNotFound));
        },
      }),
      /** The three documents: a 5 s toast on success, 'Atenção!' with erros on a refusal (spec 02 §8, §9). */
      uploadDocument: mutation({
        query: ({ kind, file, storeId }: { kind: DocumentKindKey; file: File; storeId: number }) =>
          request(
            DOCUMENT_UPLOADS[kind],
            { body: { arquivo: file, id_estabelecimento: storeId }, multipart: true },
            {
              progressKey: documentProgressKey(kind),
              feedback: { refusalText: ONLINE_PAYMENT_MESSAGES.documentUploadFailed, success: { text: ONLINE_PAYMENT_MESSAGES.documentUploaded, ms: TOAST_MS.long } },
            },
          ),
        invalidatesTags: whenSaved('OnlinePaymentRegistration'),
      }),
      feePlanRows: read(listarPlanosTaxas, (answer) => answer.obj),
      /** ativarPagOnPlano: 'Erro!' with erros on a refusal; the fees of Contas e taxas and the calendar follow the plan. */
      activateFeePlan: mutation({
        query: ({ registrationId, planId }: { registrationId: number; planId: number }) =>
          request(
            ativarPlanoTaxas,
            { body: { id_pagon_cadastro: registrationId, id_pagon_planos_taxas: planId } },
            { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.feePlanActivateFailed, success: { text: ONLINE_PAYMENT_MESSAGES.feePlanActivated } } },
          ),
        invalidatesTags: whenSaved('OnlinePaymentRegistration', 'OnlinePaymentCalendar'),
      }),
    };
  },
});

export const {
  useOnlinePaymentStatusQuery,
  useChangeOnlinePaymentStatusMutation,
  useRegistrationQuery,
  useSaveRegistrationMutation,
  useBusinessCategoriesQuery,
  useLookupCepMutation,
  useUploadDocumentMutation,
  useFeePlanRowsQuery,
  useActivateFeePlanMutation,
} = registrationApi;
export const registrationEndpoints = registrationApi.endpoints;
