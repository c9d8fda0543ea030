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
  type BusinessCategory,
  type CepLookup,
  type DocumentKindKey,
  type FeePlanRow,
  type OnlinePaymentRegistration,
  type RegistrationSaveBody,
} from '../../../shared/api';
import { platformApi, request } from '../../api/platformApi';
import { TOAST_MS } from '../../ui/messages';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { showError } from '../../ui/uiSlice';
import { ONLINE_PAYMENT_STATUS_TAG } from '../paymentMethods/paymentMethodsApi';

/** Where a document upload's progress is kept (selectUploadProgress). */
export const documentProgressKey = (kind: DocumentKindKey) => `pagon-documento-${kind}`;

/**
 * Online payment: the Pagamento Online switch of the finance menu, the registration (Dados
 * Cadastrais, Documentos, Planos de taxas) and the look-ups its form uses (spec 02 §7.6, §8).
 * Calls that name the store take its id (the session's id_estabelecimento).
 */
const registrationApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    /** listarStatusPagOn: whether the store accepts online payment (the same cache tag as the payment-methods switch). */
    onlinePaymentStatus: build.query<boolean, number>({
      query: (storeId) => request(statusPagamentoOnline, { body: { id_estabelecimento: storeId } }),
      transformResponse: (answer: { obj: { aceita_pgto_online: string } }) => answer.obj.aceita_pgto_online === '1',
      providesTags: [ONLINE_PAYMENT_STATUS_TAG],
    }),
    /**
     * mudarStatus: the switch shows the asked value while the platform answers; a refusal says
     * 'Atenção!' with its mensagem and the switch reads back what holds (spec 02 §4, §8).
     */
    changeOnlinePaymentStatus: build.mutation<unknown, { storeId: number; accepts: boolean }>({
      query: ({ storeId, accepts }) =>
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
    registration: build.query<OnlinePaymentRegistration | null, number>({
      query: (storeId) => request(cadastroPagamentoOnline, { body: { id_estabelecimento: storeId } }),
      transformResponse: (answer: { obj: OnlinePaymentRegistration | null }) => answer.obj,
      providesTags: ['OnlinePaymentRegistration'],
    }),
    /** adicionar: a refusal shows 'Erro!' with the server's erros (spec 02 §8); success its mensagem. */
    saveRegistration: build.mutation<unknown, RegistrationSaveBody>({
      query: (body) =>
        request(
          salvarCadastroPagamentoOnline,
          { body },
          { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.registrationSaveFailed, success: { text: ONLINE_PAYMENT_MESSAGES.registrationSaved } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['OnlinePaymentRegistration']),
    }),
    businessCategories: build.query<BusinessCategory[], void>({
      query: () => request(listarMccs, {}),
      transformResponse: (answer: { obj: BusinessCategory[] }) => answer.obj,
    }),
    /**
     * consultaCep (the Pesquisar button): the address, or null for a CEP the platform does not
     * know, which says 'Erro!' with 'CEP não encontado.' (spec 02 §8; the screen clears the address).
     */
    lookupCep: build.mutation<CepLookup | null, string>({
      query: (cep) => request(consultarCep, { params: { cep } }, { feedback: { success: false } }),
      transformResponse: (answer: CepLookup) => (answer.erro ? null : answer),
      async onQueryStarted(_cep, { dispatch, queryFulfilled }) {
        const found = await queryFulfilled.then(
          ({ data }) => data,
          () => undefined,
        );
        if (found === null) dispatch(showError(ONLINE_PAYMENT_MESSAGES.cepNotFound));
      },
    }),
    /** The three documents: a 5 s toast on success, 'Atenção!' with erros on a refusal (spec 02 §8, §9). */
    uploadDocument: build.mutation<{ url_imagem: string }, { kind: DocumentKindKey; file: File; storeId: number }>({
      query: ({ kind, file, storeId }) =>
        request(
          DOCUMENT_UPLOADS[kind],
          { body: { arquivo: file, id_estabelecimento: storeId }, multipart: true },
          {
            progressKey: documentProgressKey(kind),
            feedback: { refusalText: ONLINE_PAYMENT_MESSAGES.documentUploadFailed, success: { text: ONLINE_PAYMENT_MESSAGES.documentUploaded, ms: TOAST_MS.long } },
          },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['OnlinePaymentRegistration']),
    }),
    feePlanRows: build.query<FeePlanRow[], void>({
      query: () => request(listarPlanosTaxas, {}),
      transformResponse: (answer: { obj: FeePlanRow[] }) => answer.obj,
    }),
    /** ativarPagOnPlano: 'Erro!' with erros on a refusal; the fees of Contas e taxas and the calendar follow the plan. */
    activateFeePlan: build.mutation<unknown, { registrationId: number; planId: number }>({
      query: ({ registrationId, planId }) =>
        request(
          ativarPlanoTaxas,
          { body: { id_pagon_cadastro: registrationId, id_pagon_planos_taxas: planId } },
          { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.feePlanActivateFailed, success: { text: ONLINE_PAYMENT_MESSAGES.feePlanActivated } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['OnlinePaymentRegistration', 'OnlinePaymentCalendar']),
    }),
  }),
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
