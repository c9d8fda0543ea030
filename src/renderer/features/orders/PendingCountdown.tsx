import Typography from '@mui/material/Typography';
import { useNow } from '../session/useNow';
import { formatCountdown, secondsLeft } from './model';

/** Time a pending order has left before the platform cancels it, counting down (mm:ss). */
export function PendingCountdown({ segundos, receivedAt }: { segundos: number; receivedAt: number }) {
  const now = useNow(true, 1000);
  const left = secondsLeft(segundos, receivedAt, now);
  return (
    <Typography variant="body2" role="timer" aria-label="Tempo restante" color={left <= 60 ? 'error' : 'warning.dark'} sx={{ fontWeight: 700 }}>
      Tempo restante: {formatCountdown(left)}
    </Typography>
  );
}
