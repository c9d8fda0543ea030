import {
  bankFilterSchema,
  listarBancoRecebimentosSchema,
  listarBancosSchema,
  otherInfoSchema,
  saveAnswerSchema,
  taxAndPlansSchema,
  type AccountHolder,
  type BankAccount,
  type BankAccountSaveBody,
  type BankFilterBody,
  type BankFilterRow,
  type BankListItem,
} from '../../../shared/api';
import { legacyRequest, platformApi, platformRequest } from '../../api/platformApi';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { showAttention } from '../../ui/uiSlice';

/**
 * Contas e taxas (spec 02 §2.8, §4 Bank account, §7.6, §8): the holder of the accounts, the fees of
 * the store's plan, its receiving accounts and their actions, the bank list and the statement's
 * bank table.
 */
const accountsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    accountHolder: build.query<AccountHolder, void>({
      query: () => legacyRequest('pagamentoonline/otherInfo', {}, { schema: otherInfoSchema }),
      transformResponse: (answer: { data: AccountHolder }) => answer.data,
      providesTags: ['OnlinePaymentRegistration'],
    }),
    /** The fees and plan box (HTML, shown through SafeHtml). */
    taxAndPlans: build.query<string, void>({
      query: () => legacyRequest('pagamentoonline/getTaxAndPlans', {}, { schema: taxAndPlansSchema }),
      transformResponse: (answer: { planAndTax: string }) => answer.planAndTax,
      providesTags: ['OnlinePaymentRegistration'],
    }),
    receivingAccounts: build.query<BankAccount[], number>({
      query: (storeId) =>
        legacyRequest('pagamentoonline/listarBancoRecebimentos', { body: { idPagOnCadastro: storeId } }, { schema: listarBancoRecebimentosSchema }),
      transformResponse: (answer: { obj: BankAccount[] }) => answer.obj,
      providesTags: ['ReceivingAccounts'],
    }),
    banks: build.query<BankListItem[], void>({
      query: () => legacyRequest('pagamentoonline/listarBancos', {}, { schema: listarBancosSchema }),
      transformResponse: (answer: { obj: BankListItem[] }) => answer.obj,
    }),
    /** bank-accounts/change (the second service): a new or edited account; 'Erro!' with erros on a refusal. */
    saveAccount: build.mutation<unknown, BankAccountSaveBody>({
      query: (body) =>
        platformRequest(
          'ws2',
          'bank-accounts/change',
          { body },
          { schema: saveAnswerSchema, feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.accountSaveFailed, success: { text: ONLINE_PAYMENT_MESSAGES.accountSaved } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['ReceivingAccounts']),
    }),
    /** ativarPagOnBanco: 'Erro!' with erros on a refusal. */
    activateAccount: build.mutation<unknown, BankAccount>({
      query: (account) =>
        legacyRequest(
          'pagamentoonline/ativarPagOnBanco',
          { body: account },
          { schema: saveAnswerSchema, feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.accountActivateFailed, success: { text: ONLINE_PAYMENT_MESSAGES.accountActivated } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['ReceivingAccounts']),
    }),
    /** excluirPagOnBanco: success is a 'Confirmação!' dialog with the server's mensagem (spec 02 §8), not a toast. */
    deleteAccount: build.mutation<unknown, BankAccount>({
      query: (account) =>
        legacyRequest(
          'pagamentoonline/excluirPagOnBanco',
          { body: account },
          { schema: saveAnswerSchema, feedback: { refusalText: ONLINE_PAYMENT_MESSAGES.accountDeleteFailed, success: false } },
        ),
      async onQueryStarted(_account, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.then(
          ({ data }) => data as { mensagem: string },
          () => null,
        );
        if (answer) dispatch(showAttention(answer.mensagem || ONLINE_PAYMENT_MESSAGES.accountDeleted, ONLINE_PAYMENT_MESSAGES.confirmation));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['ReceivingAccounts']),
    }),
    /** bancos/filtrar: a refusal (status 0) says 'Atenção!' with erro (spec 02 §8). */
    filterBanks: build.query<BankFilterRow[], BankFilterBody>({
      query: (filter) => legacyRequest('bancos/filtrar', { body: filter }, { schema: bankFilterSchema, feedback: { refusal: 'attention' } }),
      transformResponse: (answer: { obj: BankFilterRow[] }) => answer.obj,
    }),
  }),
});

export const {
  useAccountHolderQuery,
  useTaxAndPlansQuery,
  useReceivingAccountsQuery,
  useBanksQuery,
  useSaveAccountMutation,
  useActivateAccountMutation,
  useDeleteAccountMutation,
  useFilterBanksQuery,
} = accountsApi;
export const accountsEndpoints = accountsApi.endpoints;
