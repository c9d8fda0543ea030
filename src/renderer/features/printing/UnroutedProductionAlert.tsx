import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { selectUnroutedProduction } from '../printSettings/selectors';
import { productionPrinterWarningClosed } from '../printSettings/printSettingsSlice';

/**
 * Production tickets are on and an order's category has no production printer: its kitchen ticket
 * did not come out. Said on the orders screen until the settings are saved or a person closes it.
 */
export function UnroutedProductionAlert() {
  const dispatch = useAppDispatch();
  const unrouted = useAppSelector(selectUnroutedProduction);
  if (unrouted.length === 0) return null;
  const categories = [...new Set(unrouted.flatMap((u) => u.categories))];
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ py: 0, alignItems: 'center', width: '100%' }}
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" component={RouterLink} to="/configuracoes/impressoras">
            {MESSAGES.productionPrinterSettings}
          </Button>
          <Button color="inherit" size="small" onClick={() => dispatch(productionPrinterWarningClosed())}>
            {MESSAGES.closeQuit}
          </Button>
        </Stack>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{MESSAGES.productionPrinterMissing(categories)}</AlertTitle>
      {MESSAGES.productionPrinterMissingOrders(unrouted.map((u) => u.order))}
    </Alert>
  );
}
