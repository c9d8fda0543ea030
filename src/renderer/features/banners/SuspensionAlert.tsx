import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../ui/messages';
import { useSupportPhone } from '../session/support';
import { CompactBanner } from './CompactBanner';

/**
 * The red suspension alert (spec 01 §2): shown while the store detail says loja_bloqueada. One
 * line with the platform's text; the whole text and the support hint under 'Mostrar detalhes'.
 */
export function SuspensionAlert({ text }: { text: string }) {
  const phone = useSupportPhone();
  return (
    <CompactBanner
      severity="error"
      variant="filled"
      title={MESSAGES.suspendedTitle}
      summary={text || undefined}
      details={
        <>
          {text && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {text}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {phone ? `${MESSAGES.suspendedHint} ${phone}` : MESSAGES.suspendedHint}
          </Typography>
        </>
      }
    />
  );
}
