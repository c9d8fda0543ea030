import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../app/hooks';
import { useIsRouteRegistered } from '../../app/layout/registeredRoutes';
import { MESSAGES } from '../../ui/messages';
import { onlinePaymentNoticeSilenceRequested } from '../store/storeSlice';
import { onlinePaymentNoticeClosed } from './bannersSlice';
import { RECEIVING_ACCOUNTS_PATH } from './OnlinePaymentPromo';
import { CompactBanner } from './CompactBanner';

/**
 * The one-time online-payment registration notice. Closing it hides it for this session; with
 * 'Não mostrar novamente' checked the platform is told (estabelecimento/alteraAviso) so it does
 * not come back. It sits with the banners instead of in a modal: it appears right after login,
 * when orders may already be arriving, and must not stand between the staff and them.
 */
export function OnlinePaymentNotice() {
  const dispatch = useAppDispatch();
  const screenBuilt = useIsRouteRegistered(RECEIVING_ACCOUNTS_PATH);
  const [dontShowAgain, setDontShowAgain] = useState(false);
  const close = () => {
    dispatch(onlinePaymentNoticeClosed());
    if (dontShowAgain) dispatch(onlinePaymentNoticeSilenceRequested());
  };
  return (
    <CompactBanner
      severity="info"
      role="region"
      title={MESSAGES.onlinePaymentNoticeTitle}
      summary={MESSAGES.onlinePaymentNoticeBody}
      details={<Typography variant="body2">{MESSAGES.onlinePaymentNoticeBody}</Typography>}
      action={
        <>
          <FormControlLabel
            sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: '0.875rem', whiteSpace: 'nowrap' } }}
            control={<Checkbox size="small" checked={dontShowAgain} onChange={(e) => setDontShowAgain(e.target.checked)} />}
            label={MESSAGES.dontShowAgain}
          />
          {screenBuilt && (
            <Button size="small" color="inherit" component={RouterLink} to={RECEIVING_ACCOUNTS_PATH} onClick={close}>
              {MESSAGES.onlinePaymentPromoLink}
            </Button>
          )}
          <Button size="small" variant="outlined" color="inherit" onClick={close}>
            {MESSAGES.close}
          </Button>
        </>
      }
    />
  );
}
