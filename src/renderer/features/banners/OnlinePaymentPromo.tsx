import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../ui/messages';
import { useIsRouteRegistered } from '../../app/layout/registeredRoutes';

export const RECEIVING_ACCOUNTS_PATH = '/financeiro/cadastro/recebimentos';

/**
 * The online-payment promo (spec 01 §2), while the store does not accept online payment. It links
 * to the receiving-accounts screen once that screen is built; until then it says whom to ask.
 */
export function OnlinePaymentPromo() {
  const screenBuilt = useIsRouteRegistered(RECEIVING_ACCOUNTS_PATH);
  return (
    <Alert severity="info">
      <AlertTitle>{MESSAGES.onlinePaymentPromoTitle}</AlertTitle>
      <Typography variant="body2">{MESSAGES.onlinePaymentPromoBody}</Typography>
      {screenBuilt ? (
        <Link component={RouterLink} to={RECEIVING_ACCOUNTS_PATH} variant="body2" sx={{ fontWeight: 600 }}>
          {MESSAGES.onlinePaymentPromoLink}
        </Link>
      ) : (
        <Typography variant="body2">{MESSAGES.onlinePaymentPromoNoScreen}</Typography>
      )}
    </Alert>
  );
}
