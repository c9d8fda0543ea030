import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { selectConnected } from './realtimeSlice';

/** Whether the store socket is up (orders toolbar, spec 01 §2): 'Conectado' / 'Sem conexão'. */
export function ConnectionIndicator() {
  const connected = useAppSelector(selectConnected);
  return (
    <Chip
      role="status"
      aria-live="polite"
      size="small"
      variant="outlined"
      color={connected ? 'success' : 'error'}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: connected ? 'success.main' : 'error.main' }}
        />
      }
      label={connected ? MESSAGES.connected : MESSAGES.disconnected}
    />
  );
}
