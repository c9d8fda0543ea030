import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { MESSAGES } from '../../ui/messages';
import { selectUpdate } from './desktopSlice';

/**
 * Full-screen 'Atualizando...' while the desktop app updates (spec 01 §2). It covers the app
 * rather than unmounting it: orders, sound and printing keep running underneath until main
 * restarts the app.
 */
export function UpdateScreen() {
  const { active, percent, message } = useAppSelector(selectUpdate);
  if (!active) return null;
  return (
    <Box
      role="dialog"
      aria-modal="true"
      aria-labelledby="atualizando-titulo"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
      }}
    >
      <Typography id="atualizando-titulo" variant="h4" component="h1">
        {MESSAGES.updating}
      </Typography>
      <Box sx={{ width: 'min(480px, 80vw)' }}>
        <LinearProgress variant="determinate" value={percent} aria-label={MESSAGES.updating} />
      </Box>
      <Typography variant="h6" component="p">
        {MESSAGES.updatingPercent(percent)}
      </Typography>
      {message && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {message}
        </Typography>
      )}
    </Box>
  );
}
