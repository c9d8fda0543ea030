import type { ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
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
 * Something could not be loaded: the message and a 'Tentar novamente' button.
 * @param message what went wrong, in Portuguese (from MESSAGES or the server)
 * @param onRetry loads again; without it no button is shown
 * @param severity 'warning' (default) where the rest of the dialog or panel still works
 */
export function RetryAlert({
  message,
  onRetry,
  severity = 'warning',
  sx,
}: {
  message: string;
  onRetry?: () => void;
  severity?: 'error' | 'warning';
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity={severity}
      sx={sx}
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
 * A load that failed, in place of a screen's content: the message and a 'Tentar novamente' button.
 * @param message what went wrong, in Portuguese (from MESSAGES or the server)
 * @param onRetry loads again; without it no button is shown
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <RetryAlert severity="error" sx={{ my: 2 }} message={message} onRetry={onRetry} />;
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
