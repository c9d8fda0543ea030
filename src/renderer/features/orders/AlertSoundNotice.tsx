import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { alertSoundUnlockRequested, selectAlertSound } from './ordersSlice';

/** Shown only when a browser refused to play the new-order alert without a click (never in Electron). */
export function AlertSoundNotice() {
  const { blocked } = useAppSelector(selectAlertSound);
  const dispatch = useAppDispatch();
  if (!blocked) return null;
  return (
    <Alert
      severity="warning"
      sx={{ py: 0 }}
      action={
        <Button color="inherit" size="small" startIcon={<VolumeUpIcon />} onClick={() => dispatch(alertSoundUnlockRequested())}>
          {MESSAGES.alertSoundEnable}
        </Button>
      }
    >
      {MESSAGES.alertSoundBlocked}
    </Alert>
  );
}
