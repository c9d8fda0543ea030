import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

/**
 * One figure of a report or the dashboard: its name, the value, what it means (a tooltip, also
 * read by screen readers as the figure's description) and a line below (a second figure, the
 * change from the previous period). A group labelled by its name, so a test or a screen reader
 * finds 'Ticket médio' and reads its value.
 */
export function StatCard({ title, value, hint, children }: { title: string; value: ReactNode; hint?: string; children?: ReactNode }) {
  const titleId = useId();
  const hintId = useId();
  return (
    <Paper variant="outlined" role="group" aria-labelledby={titleId} aria-describedby={hint ? hintId : undefined} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography id={titleId} variant="body2" color="text.secondary">
          {title}
        </Typography>
        {hint && (
          <Tooltip title={hint}>
            <InfoOutlined fontSize="inherit" color="action" aria-hidden />
          </Tooltip>
        )}
        {hint && (
          <Box id={hintId} sx={{ display: 'none' }}>
            {hint}
          </Box>
        )}
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
      {children}
    </Paper>
  );
}

/** Cards side by side, wrapping on narrow windows. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))', gap: 2, mb: 3 }}>{children}</Box>;
}
