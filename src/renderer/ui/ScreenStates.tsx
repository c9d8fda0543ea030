import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { MESSAGES } from './messages';

/**
 * A screen or section while its data loads: a progress spinner named 'Carregando...'.
 * @param label what is loading, read by screen readers (default 'Carregando...')
 */
export function LoadingState({ label = MESSAGES.loading }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/**
 * A load that failed: the message and a 'Tentar novamente' button.
 * @param message what went wrong, in Portuguese (from MESSAGES or the server)
 * @param onRetry loads again; without it no button is shown
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ my: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {MESSAGES.retry}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}

/**
 * Nothing to show: a message (e.g. 'Nenhuma fatura para listar.') and an optional hint below it
 * (e.g. to search another period).
 */
export function EmptyState({ message, hint }: { message: string; hint?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', py: 6, gap: 1, color: 'text.secondary' }}>
      <InboxOutlined fontSize="large" aria-hidden />
      <Typography variant="subtitle1" component="p">
        {message}
      </Typography>
      {hint && (
        <Typography variant="body2" component="p">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
