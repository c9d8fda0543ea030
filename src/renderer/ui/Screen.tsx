import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The frame of a back-office screen, so every screen looks alike: the title as the page's h1,
 * optional actions at the right of the title (buttons, counters, a search box), the content
 * below, and the same padding everywhere.
 * @param title the screen's title, e.g. 'Estoque'
 * @param actions what sits at the right of the title
 * @param maxWidth caps the content's width for form screens (default: full width, for tables)
 */
export function Screen({
  title,
  actions,
  maxWidth,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ p: 3, maxWidth }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Typography id={titleId} variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions && <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Box>
  );
}
