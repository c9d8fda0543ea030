import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../ui/messages';
import { useIsRouteRegistered } from '../../app/layout/registeredRoutes';
import { CompactBanner } from './CompactBanner';

/** Where a store registers its receiving account (Contas e taxas, spec 02 §2.8). */
export const RECEIVING_ACCOUNTS_PATH = '/financeiro/cadastro/recebimentos';

/**
 * The online-payment promo (spec 01 §2), while the store does not accept online payment. It links
 * to the receiving-accounts screen once that screen is built; until then it says whom to ask.
 */
export function OnlinePaymentPromo() {
  const screenBuilt = useIsRouteRegistered(RECEIVING_ACCOUNTS_PATH);
  return (
    <CompactBanner
      severity="info"
      title={MESSAGES.onlinePaymentPromoTitle}
      summary={MESSAGES.onlinePaymentPromoBody}
      action={
        screenBuilt ? (
          <Button color="inherit" size="small" component={RouterLink} to={RECEIVING_ACCOUNTS_PATH}>
            {MESSAGES.onlinePaymentPromoLink}
          </Button>
        ) : undefined
      }
      details={
        <>
          <Typography variant="body2">{MESSAGES.onlinePaymentPromoBody}</Typography>
          {!screenBuilt && <Typography variant="body2">{MESSAGES.onlinePaymentPromoNoScreen}</Typography>}
        </>
      }
    />
  );
}
