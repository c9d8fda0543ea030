import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AccountHolder, BankAccount } from '../../../shared/api';
import { useAppDispatch } from '../../app/hooks';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { SafeHtml } from '../../ui/SafeHtml';
import { Screen } from '../../ui/Screen';
import { ErrorState, LoadingState } from '../../ui/ScreenStates';
import { showError } from '../../ui/uiSlice';
import { loadErrorText } from '../../ui/QueryView';
import { OnlinePaymentSwitch } from '../paymentMethods/OnlinePaymentSwitch';
import { AccountDialog } from './AccountDialog';
import { accountDescription, isActiveAccount, ownerOf } from './accountModel';
import {
  useAccountHolderQuery,
  useActivateAccountMutation,
  useBanksQuery,
  useDeleteAccountMutation,
  useReceivingAccountsQuery,
  useSaveAccountMutation,
  useTaxAndPlansQuery,
} from './accountsApi';
import { holderProblem } from '../../../shared/onlinePayment/accounts';
import { OnlinePaymentNav } from './OnlinePaymentNav';
import { SupportPhone } from './SupportPhone';
import { useStoreId } from './useStoreId';

/**
 * /financeiro/cadastro/recebimentos (Contas e taxas, spec 02 §2.8): Pagamento Automático and the
 * Pagamento Online switch (the payment-methods screen's, same cache), the fees and plan box,
 * 'Cadastrar conta' and the 'Contas Cadastradas' table (the active account has no actions).
 */
export function ReceivingAccountsPage() {
  const storeId = useStoreId();
  const holder = useAccountHolderQuery();
  const accounts = useReceivingAccountsQuery(storeId);
  const [editing, setEditing] = useState<{ account: BankAccount | null } | null>(null);
  return (
    <Screen title="Contas e taxas" maxWidth={1100}>
      <OnlinePaymentNav />
      <Options />
      <FeesBox />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2">
            Contas Cadastradas
          </Typography>
          <Button variant="contained" disabled={!holder.data} onClick={() => setEditing({ account: null })}>
            Cadastrar conta
          </Button>
        </Box>
        {holder.isError && <ErrorState message={loadErrorText(ONLINE_PAYMENT_MESSAGES.accountHolderLoadFailed, holder.error)} onRetry={() => void holder.refetch()} />}
        <QueryView result={accounts} errorTitle={ONLINE_PAYMENT_MESSAGES.accountsLoadFailed}>
          {(list) => <AccountsTable accounts={list} holder={holder.data ?? null} onEdit={(account) => setEditing({ account })} />}
        </QueryView>
      </Paper>
      {editing && holder.data && <AccountEditor account={editing.account} holder={holder.data} storeId={storeId} onClose={() => setEditing(null)} />}
      <SupportPhone />
    </Screen>
  );
}

/** Pagamento Automático (the sandbox pays every receipt into the active account by itself) and Pagamento Online. */
function Options() {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3, display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'flex-start' }}>
      <Box>
        <FormControlLabel control={<Switch checked disabled />} label="Pagamento Automático" />
        <Typography variant="body2" color="text.secondary">
          Os recebimentos vão sozinhos para a conta ativa, nas datas do calendário.
        </Typography>
      </Box>
      <Box>
        <OnlinePaymentSwitch />
      </Box>
    </Paper>
  );
}

/** The fees and plan box: the platform's HTML, sanitised like the banners' (SafeHtml). */
function FeesBox() {
  const fees = useTaxAndPlansQuery();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="taxas-e-plano" sx={{ p: 2, mb: 3, '& table': { borderCollapse: 'collapse' }, '& td, & th': { px: 1.5, py: 0.5, textAlign: 'left' } }}>
      {/* the platform's text has its own h3 headings: this h2 puts them under the screen's title */}
      <Typography id="taxas-e-plano" variant="h6" component="h2">
        Taxas e plano
      </Typography>
      {fees.isLoading ? <LoadingState /> : null}
      {fees.isError && <ErrorState message={loadErrorText(ONLINE_PAYMENT_MESSAGES.taxAndPlansLoadFailed, fees.error)} onRetry={() => void fees.refetch()} />}
      {fees.data !== undefined && <SafeHtml html={fees.data} />}
    </Paper>
  );
}

function AccountsTable({ accounts, holder, onEdit }: { accounts: BankAccount[]; holder: AccountHolder | null; onEdit: (account: BankAccount) => void }) {
  const dispatch = useAppDispatch();
  const [activate, activating] = useActivateAccountMutation();
  const [remove, removing] = useDeleteAccountMutation();
  const [deleting, setDeleting] = useState<BankAccount | null>(null);
  if (accounts.length === 0) {
    return <Typography sx={{ py: 2 }}>Nenhuma conta cadastrada. Cadastre uma conta ou chave PIX para receber os pagamentos online.</Typography>;
  }
  const tryActivate = (account: BankAccount) => {
    // an account saved for another holder (the registration changed) is refused before it is sent
    if (holder && holderProblem(account, holder.cnpj_cpf)) dispatch(showError(ONLINE_PAYMENT_MESSAGES.accountOtherHolder(holder.cnpj_cpf)));
    else void activate(account);
  };
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Contas Cadastradas">
          <TableHead>
            <TableRow>
              <TableCell>Tipo</TableCell>
              <TableCell>Conta</TableCell>
              <TableCell>Titular</TableCell>
              <TableCell align="right">Situação</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => {
              const { kind, detail } = accountDescription(account);
              const owner = ownerOf(account, holder ?? { id_estabelecimento: 0, cnpj_cpf: '', razao_social: '' });
              return (
                <TableRow key={account.id_pagon_banco}>
                  <TableCell>{kind}</TableCell>
                  <TableCell>{detail}</TableCell>
                  <TableCell>
                    {owner.nome_titular}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {owner.cnpj_cpf}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    {isActiveAccount(account) ? (
                      <Chip label="Conta Ativa" color="success" size="small" />
                    ) : (
                      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }} role="group" aria-label={`Ações: ${detail}`}>
                        <Button size="small" variant="outlined" disabled={activating.isLoading} onClick={() => tryActivate(account)}>
                          Ativar
                        </Button>
                        <Button size="small" onClick={() => onEdit(account)}>
                          Editar
                        </Button>
                        <Button size="small" color="error" onClick={() => setDeleting(account)}>
                          Excluir
                        </Button>
                      </Box>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <DeleteConfirmDialog
        open={deleting !== null}
        name={deleting ? accountDescription(deleting).detail : undefined}
        busy={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove(deleting).then(() => setDeleting(null));
        }}
      />
    </>
  );
}

function AccountEditor({ account, holder, storeId, onClose }: { account: BankAccount | null; holder: AccountHolder; storeId: number; onClose: () => void }) {
  const banks = useBanksQuery();
  const [save, saving] = useSaveAccountMutation();
  return (
    <AccountDialog
      account={account}
      holder={holder}
      banks={banks.data ?? []}
      banksFailed={banks.isError}
      onRetryBanks={() => void banks.refetch()}
      storeId={storeId}
      saving={saving.isLoading}
      onSave={async (body) => 'data' in (await save(body))}
      onClose={onClose}
    />
  );
}
