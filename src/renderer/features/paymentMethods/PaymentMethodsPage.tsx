import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useIsRouteRegistered } from '../../app/layout/registeredRoutes';
import { MESSAGES } from '../../ui/messages';
import { PAYMENT_METHODS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import {
  useOnlinePaymentAcceptanceQuery,
  usePaymentMethodsQuery,
  useSavePaymentMethodsMutation,
  useSetOnlinePaymentAcceptanceMutation,
} from './paymentMethodsApi';
import { PaymentMethodsForm } from './PaymentMethodsForm';

/** Where a store registers its receiving account (Contas e taxas, spec 02 §2.8). */
export const RECEIVING_ACCOUNTS_PATH = '/financeiro/cadastro/recebimentos';

/** /configuracoes/formapagamento */
export function PaymentMethodsPage() {
  const methods = usePaymentMethodsQuery();
  const [save, saving] = useSavePaymentMethodsMutation();
  return (
    <Screen title={PAYMENT_METHODS_MESSAGES.paymentMethodsTitle} maxWidth={1100}>
      <OnlinePaymentSwitch />
      <QueryView result={methods} errorTitle={PAYMENT_METHODS_MESSAGES.paymentMethodsLoadFailed}>
        {(list) => <PaymentMethodsForm methods={list} saving={saving.isLoading} onSave={(chaves) => void save(chaves)} />}
      </QueryView>
    </Screen>
  );
}

/**
 * The Pagamento Online switch (spec 02 §4): it follows the platform; a refused enabling takes the
 * store to Contas e taxas, where it registers the account the platform asks for.
 */
function OnlinePaymentSwitch() {
  const acceptance = useOnlinePaymentAcceptanceQuery();
  const [change, changing] = useSetOnlinePaymentAcceptanceMutation();
  const navigate = useNavigate();
  const accountsScreenBuilt = useIsRouteRegistered(RECEIVING_ACCOUNTS_PATH);
  const toggle = async (accepts: boolean) => {
    const result = await change(accepts);
    const refused = 'error' in result && (result.error as { kind?: string }).kind === 'refused';
    if (refused && accepts && accountsScreenBuilt) void navigate(RECEIVING_ACCOUNTS_PATH);
  };
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={acceptance.data ?? false}
            disabled={acceptance.data === undefined || changing.isLoading}
            onChange={(e) => void toggle(e.target.checked)}
          />
        }
        label={MESSAGES.onlinePaymentSwitch}
      />
      {acceptance.isError && !changing.isLoading && (
        <Typography variant="body2" color="error">
          {MESSAGES.onlinePaymentLoadFailed}{' '}
          <Button size="small" onClick={() => void acceptance.refetch()}>
            {MESSAGES.retry}
          </Button>
        </Typography>
      )}
    </Paper>
  );
}
