import {
  ativarContaRecebimento,
  excluirContaRecebimento,
  filtrarBancos,
  listarBancos,
  listarContasRecebimento,
  salvarContaRecebimento,
  taxasEPlanos,
  titularContas,
  type BankAccount,
  type BankAccountSaveBody,
  type BankFilterBody,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { showAttention } from '../../ui/uiSlice';

declare module '../../api/platformApi' {
  interface PlatformTags {
    ReceivingAccounts: true;
  }
}

/**
 * Contas e taxas (spec 02 §2.8, §4 Bank account, §7.6, §8): the holder of the accounts, the fees of
 * the store's plan, its receiving accounts and their actions, the bank list and the statement's
 * bank table.
 */
const accountsApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, query, mutation } = declaredEndpoints(build);
    return {
      accountHolder: read(titularContas, (answer) => answer.data, 'OnlinePaymentRegistration'),
      /** The fees and plan box (HTML, shown through SafeHtml). */
      taxAndPlans: read(taxasEPlanos, (answer) => answer.planAndTax, 'OnlinePaymentRegistration'),
      receivingAccounts: query({
        query: (storeId: number) => request(listarContasRecebimento, { body: { idPagOnCadastro: storeId } }),
        transformResponse: (answer) => answer.obj,
        providesTags: ['ReceivingAccounts'],
      }),
      banks: read(listarBancos, (answer) => answer.obj),
      /** bank-accounts/change (the second service): a new or edited account; 'Erro!' with erros on a refusal. */
      saveAccount: mutation({
        query: (body: BankAccountSaveBody) =>
          request(
            salvarContaRecebimento,
            { body },
            { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.accountSaveFailed, success: { text: ONLINE_PAYMENT_MESSAGES.accountSaved } } },
          ),
        invalidatesTags: whenSaved('ReceivingAccounts'),
      }),
      /** ativarPagOnBanco: 'Erro!' with erros on a refusal. */
      activateAccount: mutation({
        query: (account: BankAccount) =>
          request(
            ativarContaRecebimento,
            { body: account },
            { feedback: { refusal: 'error', refusalText: ONLINE_PAYMENT_MESSAGES.accountActivateFailed, success: { text: ONLINE_PAYMENT_MESSAGES.accountActivated } } },
          ),
        invalidatesTags: whenSaved('ReceivingAccounts'),
      }),
      /** excluirPagOnBanco: success is a 'Confirmação!' dialog with the server's mensagem (spec 02 §8), not a toast. */
      deleteAccount: mutation({
        query: (account: BankAccount) =>
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
        invalidatesTags: whenSaved('ReceivingAccounts'),
      }),
      /** bancos/filtrar: a refusal (status 0) says 'Atenção!' with erro (spec 02 §8). */
      filterBanks: query({
        query: (filter: BankFilterBody) => request(filtrarBancos, { body: filter }, { feedback: { refusal: 'attention' } }),
        transformResponse: (answer) => answer.obj,
      }),
    };
  },
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
