import {
  ativarContaRecebimento,
  excluirContaRecebimento,
  filtrarBancos,
  listarBancos,
  listarContasRecebimento,
  salvarContaRecebimento,
  taxasEPlanos,
  titularContas,
  type AccountHolder,
  type BankAccount,
  type BankAccountSaveBody,
  type BankFilterBody,
  type BankFilterRow,
  type BankListItem,
} from '../../../shared/api';
import { platformApi, request } from '../../api/platformApi';
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
      query: () => request(titularContas, {}),
      transformResponse: (answer: { data: AccountHolder }) => answer.data,
      providesTags: ['OnlinePaymentRegistration'],
    }),
    /** The fees and plan box (HTML, shown through SafeHtml). */
    taxAndPlans: build.query<string, void>({
      query: () => request(taxasEPlanos, {}),
      transformResponse: (answer: { planAndTax: string }) => answer.planAndTax,
      providesTags: ['OnlinePaymentRegistration'],
    }),
    receivingAccounts: build.query<BankAccount[], number>({
      query: (storeId) => request(listarContasRecebimento, { body: { idPagOnCadastro: storeId } }),
      transformResponse: (answer: { obj: BankAccount[] }) => answer.obj,
      providesTags: ['ReceivingAccounts'],
    }),
    banks: build.query<BankListItem[], void>({
      query: () => request(listarBancos, {}),
      transformResponse: (answer: { obj: BankListItem[] }) => answer.obj,
    }),
    /** bank-accounts/change (the second service): a new or edited account; 'Erro!' with erros on a refusal. */
    saveAccount: build.mutation<unknown, BankAccountSaveBody>({
      query: (body) =>
        request(
          salvarContaRecebimento,
          { body },
          { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.accountSaveFailed, success: { text: ONLINE_PAYMENT_MESSAGES.accountSaved } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['ReceivingAccounts']),
    }),
    /** ativarPagOnBanco: 'Erro!' with erros on a refusal. */
    activateAccount: build.mutation<unknown, BankAccount>({
      query: (account) =>
        request(
          ativarContaRecebimento,
          { body: account },
          { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.accountActivateFailed, success: { text: ONLINE_PAYMENT_MESSAGES.accountActivated } } },
        ),
      invalidatesTags: (_result, error) => (error ? [] : ['ReceivingAccounts']),
    }),
    /** excluirPagOnBanco: success is a 'Confirmação!' dialog with the server's mensagem (spec 02 §8), not a toast. */
    deleteAccount: build.mutation<unknown, BankAccount>({
      query: (account) =>
        request(
          excluirContaRecebimento,
          { body: account },
          { feedback: { refusalText: ONLINE_PAYMENT_MESSAGES.accountDeleteFailed, success: false } },
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
      query: (filter) => request(filtrarBancos, { body: filter }, { feedback: { refusal: 'attention' } }),
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
