import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import {
  acceptanceChangeRequested,
  acceptanceLoadRequested,
  paymentMethodsLoadRequested,
  paymentMethodsSaveRequested,
} from './paymentMethodsSlice';
import { PaymentMethodsForm } from './PaymentMethodsForm';

/** /configuracoes/formapagamento */
export function PaymentMethodsPage() {
  const dispatch = useAppDispatch();
  const { methods, load, saving, acceptance } = useAppSelector((s) => s.paymentMethods);
  useEffect(() => {
    dispatch(paymentMethodsLoadRequested());
    dispatch(acceptanceLoadRequested());
  }, [dispatch]);

  const acceptanceKnown = acceptance.status === 'ready' || acceptance.updating;
  return (
    <Box sx={{ p: 3, maxWidth: 1100 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {MESSAGES.paymentMethodsTitle}
      </Typography>
      <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={acceptance.accepts}
              disabled={!acceptanceKnown || acceptance.updating}
              onChange={(e) => dispatch(acceptanceChangeRequested(e.target.checked))}
            />
          }
          label={MESSAGES.onlinePaymentSwitch}
        />
        {acceptance.status === 'failed' && !acceptance.updating && (
          <Typography variant="body2" color="error">
            {MESSAGES.onlinePaymentLoadFailed}{' '}
            <Button size="small" onClick={() => dispatch(acceptanceLoadRequested())}>
              {MESSAGES.retry}
            </Button>
          </Typography>
        )}
      </Paper>
      {load.status === 'failed' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => dispatch(paymentMethodsLoadRequested())}>
              {MESSAGES.retry}
            </Button>
          }
        >
          {load.error}
        </Alert>
      )}
      {methods ? (
        <PaymentMethodsForm methods={methods} saving={saving} onSave={(chaves) => dispatch(paymentMethodsSaveRequested(chaves))} />
      ) : (
        load.status !== 'failed' && <CircularProgress aria-label="Carregando" />
      )}
    </Box>
  );
}
