import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

interface Props {
  /** the list's column (px) when the two sit side by side */
  listWidth: number;
  /** the width (px) of the screen's box from which they sit side by side */
  sideBySideFrom: number;
  /** stacked, the list scrolls within 40% of the window's height, so the content stays near */
  scrollListWhenStacked?: boolean;
  /** the list, then its content */
  children: [ReactNode, ReactNode];
}

/**
 * A list on the left and what its chosen item holds on the right (the menu's categories and
 * products, the variations' categories and variations). Side by side only where the content's
 * columns fit whole next to the list: measured on the width left by the side menu (a container
 * query), not the window's; stacked below that.
 */
export function ListAndContent({ listWidth, sideBySideFrom, scrollListWhenStacked = false, children }: Props) {
  const list = scrollListWhenStacked ? { '& > :first-of-type': { maxHeight: '40vh', overflowY: 'auto' } } : {};
  const listSideBySide = scrollListWhenStacked ? { '& > :first-of-type': { maxHeight: 'none', overflowY: 'visible' } } : {};
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: 2,
          alignItems: 'start',
          ...list,
          [`@container (min-width: ${sideBySideFrom}px)`]: { gridTemplateColumns: `${listWidth}px minmax(0, 1fr)`, ...listSideBySide },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
