import Paper from '@mui/material/Paper';
import { PAYMENT_METHODS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { OnlinePaymentSwitch } from './OnlinePaymentSwitch';
import { usePaymentMethodsQuery, useSavePaymentMethodsMutation } from './paymentMethodsApi';
import { PaymentMethodsForm } from './PaymentMethodsForm';

/** /configuracoes/formapagamento */
export function PaymentMethodsPage() {
  const methods = usePaymentMethodsQuery();
  const [save, saving] = useSavePaymentMethodsMutation();
  return (
    <Screen title={PAYMENT_METHODS_MESSAGES.paymentMethodsTitle} maxWidth={1100}>
      <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <OnlinePaymentSwitch />
      </Paper>
      <QueryView result={methods} errorTitle={PAYMENT_METHODS_MESSAGES.paymentMethodsLoadFailed}>
        {(list) => <PaymentMethodsForm methods={list} saving={saving.isLoading} onSave={(chaves) => void save(chaves)} />}
      </QueryView>
    </Screen>
  );
}
