import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../ui/messages';
import { SUPPORT_PHONE } from '../session/support';

/** The red suspension alert (spec 01 §2): shown while the store detail says loja_bloqueada. */
export function SuspensionAlert({ text }: { text: string }) {
  return (
    <Alert severity="error" variant="filled" role="alert">
      <AlertTitle>{MESSAGES.suspendedTitle}</AlertTitle>
      {text && <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{text}</Typography>}
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {MESSAGES.suspendedHint} {SUPPORT_PHONE}
      </Typography>
    </Alert>
  );
}
