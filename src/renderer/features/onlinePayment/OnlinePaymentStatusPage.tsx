import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../ui/messages';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { OnlinePaymentNav } from './OnlinePaymentNav';
import { useChangeOnlinePaymentStatusMutation, useOnlinePaymentStatusQuery } from './registrationApi';
import { SupportPhone } from './SupportPhone';
import { useStoreId } from './useStoreId';

/**
 * /financeiro/pagamentoonline: whether the store accepts online payment, the switch (listarStatusPagOn,
 * mudarStatus; a refusal says 'Atenção!' and the switch shows what the platform says holds) and the
 * support phone.
 */
export function OnlinePaymentStatusPage() {
  const storeId = useStoreId();
  const status = useOnlinePaymentStatusQuery(storeId);
  const [change, changing] = useChangeOnlinePaymentStatusMutation();
  return (
    <Screen title="Pagamento Online" maxWidth={900}>
      <OnlinePaymentNav />
      <QueryView result={status} errorTitle={ONLINE_PAYMENT_MESSAGES.onlinePaymentStatusLoadFailed}>
        {(accepts) => (
          <Paper variant="outlined" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
            <Chip
              label={accepts ? 'Sua loja aceita pagamento online' : 'Sua loja não aceita pagamento online'}
              color={accepts ? 'success' : 'default'}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={accepts}
                  disabled={changing.isLoading || status.isFetching}
                  onChange={(e) => void change({ storeId, accepts: e.target.checked })}
                />
              }
              label={MESSAGES.onlinePaymentSwitch}
            />
            <Typography variant="body2" color="text.secondary">
              Com o Pagamento Online seus clientes pagam pelo aplicativo e você recebe na conta ativa de Contas e taxas: débito e Pix em 1 dia,
              crédito em 30 dias.
            </Typography>
          </Paper>
        )}
      </QueryView>
      <SupportPhone />
    </Screen>
  );
}
