import { type ReactNode, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { MESSAGES } from '../../ui/messages';

interface Props {
  severity: AlertColor;
  variant?: 'filled' | 'standard';
  /** 'alert' for what the store must act on; 'region' (named by the title) for a notice */
  role?: 'alert' | 'region';
  title: string;
  /** after the title on the same line, cut with an ellipsis where it does not fit (the details have it whole) */
  summary?: ReactNode;
  /** the rest, shown on 'Mostrar detalhes' */
  details?: ReactNode;
  /** buttons on the banner's line */
  action?: ReactNode;
}

/**
 * A banner above the screen in one line: title, a summary, its buttons and, when there is more
 * to read, 'Mostrar detalhes'. On a 1024×768 counter PC three banners must leave room for the
 * orders (issue 17 item 6).
 */
export function CompactBanner({ severity, variant = 'standard', role = 'alert', title, summary, details, action }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = details ? (
    <IconButton
      size="small"
      color="inherit"
      aria-expanded={open}
      aria-label={open ? MESSAGES.bannerHideDetails : MESSAGES.bannerShowDetails}
      title={open ? MESSAGES.bannerHideDetails : MESSAGES.bannerShowDetails}
      onClick={() => setOpen((o) => !o)}
    >
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </IconButton>
  ) : null;
  return (
    <Alert
      severity={severity}
      variant={variant}
      role={role}
      aria-label={role === 'region' ? title : undefined}
      action={
        action || toggle ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            {action}
            {toggle}
          </Box>
        ) : undefined
      }
      sx={{
        py: 0,
        alignItems: 'center',
        // The title is never cut: where it and the buttons do not fit side by side (a narrow window
        // with the side menu open), the buttons go to a second line. The summary asks for no room
        // of its own (width 0), it fills what is left and ends in '…'.
        flexWrap: 'wrap',
        '& .MuiAlert-icon': { py: 0.75 },
        '& .MuiAlert-message': { flex: '1 1 auto', minWidth: 0, py: 0.75 },
        '& .MuiAlert-action': { py: 0, mr: 0, alignItems: 'center' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
        <Typography variant="body2" component="p" sx={{ fontWeight: 700, flexShrink: 0, whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        {summary && (
          <Typography variant="body2" component="div" noWrap sx={{ flex: '1 1 0', width: 0, minWidth: 0 }}>
            {summary}
          </Typography>
        )}
      </Box>
      {details && (
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 0.5 }}>{details}</Box>
        </Collapse>
      )}
    </Alert>
  );
}
