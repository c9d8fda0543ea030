import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { useIsRouteRegistered } from '../../app/layout/registeredRoutes';
import { MESSAGES } from '../../ui/messages';
import { RECEIVING_ACCOUNTS_PATH } from '../banners/OnlinePaymentPromo';
import { useOnlinePaymentAcceptanceQuery, useSetOnlinePaymentAcceptanceMutation } from './paymentMethodsApi';

/**
 * The Pagamento Online switch (spec 02 §4) of Formas de pagamento and Contas e taxas (one cache):
 * it follows the platform, says when it could not read it, and a refused enabling takes the store to
 * Contas e taxas, where it registers the account the platform asks for.
 */
export function OnlinePaymentSwitch() {
  const acceptance = useOnlinePaymentAcceptanceQuery();
  const [change, changing] = useSetOnlinePaymentAcceptanceMutation();
  const navigate = useNavigate();
  const onAccountsScreen = useLocation().pathname === RECEIVING_ACCOUNTS_PATH;
  const accountsScreenBuilt = useIsRouteRegistered(RECEIVING_ACCOUNTS_PATH);
  const toggle = async (accepts: boolean) => {
    const result = await change(accepts);
    const refused = 'error' in result && (result.error as { kind?: string }).kind === 'refused';
    if (refused && accepts && accountsScreenBuilt && !onAccountsScreen) void navigate(RECEIVING_ACCOUNTS_PATH);
  };
  return (
    <>
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
    </>
  );
}
