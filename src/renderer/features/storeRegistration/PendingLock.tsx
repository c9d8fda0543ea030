import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { STORE_REGISTRATION_MESSAGES } from './messages';

/**
 * A field whose change waits for approval: disabled, the tooltip says why, and what was sent
 * shows under 'Enviado para Aprovação'.
 */
export function PendingLock({ locked, sent, children }: { locked: boolean; sent?: string | null; children: ReactElement }) {
  if (!locked) return children;
  return (
    <Box>
      <Tooltip title={STORE_REGISTRATION_MESSAGES.fieldPending} placement="top-start">
        {/* a disabled field fires no events: the tooltip listens on a wrapper */}
        <Box component="span" tabIndex={0} sx={{ display: 'block' }}>
          {children}
        </Box>
      </Tooltip>
      {sent !== undefined && sent !== null && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Enviado para Aprovação
          </Typography>
          <Typography variant="body2">{sent}</Typography>
        </Box>
      )}
    </Box>
  );
}
