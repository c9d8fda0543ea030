import type { KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { Link as RouterLink } from 'react-router-dom';

export interface RouteTab {
  label: string;
  /** the tab's address; the tab is selected when it is `current` */
  to: string;
}

interface Props {
  tabs: readonly RouteTab[];
  /** the address of the screen shown */
  current: string;
  /** the tab list's box (margins, border) */
  sx?: SystemStyleObject<Theme>;
}

/** Arrow keys move the focus along the tabs (round), Home and End to the first and the last, as MUI's Tabs. */
const FOCUS_STEP: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

// MUI's Tab with textColor 'primary', and its indicator as MUI's Tabs draws it before measuring
const tabSx = (theme: Theme): SystemStyleObject<Theme> => ({
  fontFamily: theme.typography.button.fontFamily,
  fontWeight: theme.typography.button.fontWeight,
  fontSize: theme.typography.button.fontSize,
  letterSpacing: theme.typography.button.letterSpacing,
  textTransform: theme.typography.button.textTransform,
  maxWidth: 360,
  minWidth: 90,
  minHeight: 48,
  flexShrink: 0,
  padding: '12px 16px',
  overflow: 'hidden',
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.25,
  color: theme.palette.text.secondary,
  '&[aria-selected="true"]': { color: theme.palette.primary.main },
});
const indicatorSx = (theme: Theme): SystemStyleObject<Theme> => ({
  position: 'absolute',
  height: 2,
  bottom: 0,
  left: 0,
  width: '100%',
  backgroundColor: theme.palette.primary.main,
});

/**
 * Tabs that are links to screens (a screen's sections with an address each). MUI's Tabs measures
 * its tabs after every render to place its indicator: on a screen that opens with a large form
 * that read forced the whole page's style and layout inside the opening task (about 90 ms for
 * Impressoras' 61 categories). These tabs need no measure: the selected one draws its own line.
 */
export function RouteTabs({ tabs, current, sx }: Props) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = FOCUS_STEP[event.key];
    if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = items.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    event.preventDefault();
    items[step(at, items.length)]?.focus();
  };
  return (
    <Box role="tablist" onKeyDown={moveFocus} sx={{ display: 'flex', minHeight: 48, overflow: 'hidden', ...sx }}>
      {tabs.map((tab) => {
        const selected = tab.to === current;
        return (
          <ButtonBase key={tab.to} component={RouterLink} to={tab.to} role="tab" aria-selected={selected} tabIndex={selected ? 0 : -1} focusRipple sx={tabSx}>
            {tab.label}
            {selected && <Box component="span" sx={indicatorSx} />}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
