import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import type { Brand } from './brands/brands';
import { TOAST_BAND_HEIGHT } from '../ui/ToastHost';

export interface ThemeOptions {
  /** The person asked the system for less motion: menus open and dialogs show at once. */
  reducedMotion?: boolean;
}

/**
 * Warning and info darker than MUI's defaults (#ed6c02: 3.1:1, #0288d1: 3.9:1): their text on
 * white ('PENDENTE', an outlined warning button) and white on them (chips, contained buttons) must
 * read at 4.5:1 (WCAG AA), as every other colour of the panel does.
 */
export const ACCESSIBLE_PALETTE = {
  warning: { main: '#a84b00' },
  info: { main: '#0271b0' },
} as const;

/**
 * Focus is visible on every control (issue 45 item 8): a 2 px ring, outside the control (inside
 * full-width rows, whose list would clip it). Black reads at 3:1 or more on every surface a control
 * sits on: white and grey pages, the brand's colour (the chat window's header), filled toasts and
 * alerts, the darkest being warning's (theme.test.ts checks each).
 */
export const FOCUS_RING_COLOUR = '#000';
const focusRing = (offset: number) => ({ outline: `2px solid ${FOCUS_RING_COLOUR}`, outlineOffset: offset });
/** Rows as wide as their list: the ring is drawn inside them. */
const insideRing = { '&.Mui-focusVisible': { outlineOffset: -2 } };
/** What a person can Tab to (elements focusable only by script, such as a dialog's container, keep no ring). */
const TAB_STOPS = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

export function themeFor(brand: Brand, { reducedMotion = false }: ThemeOptions = {}) {
  return createTheme(
    {
      palette: { primary: { main: brand.primary }, secondary: { main: brand.secondary }, ...ACCESSIBLE_PALETTE },
      typography: { fontFamily: 'Roboto, Arial, Helvetica, sans-serif' },
      ...(reducedMotion && { transitions: { create: () => 'none' } }),
      components: {
        MuiCssBaseline: { styleOverrides: { [TAB_STOPS.split(', ').map((el) => `${el}:focus-visible`).join(', ')]: focusRing(2) } },
        MuiButtonBase: {
          ...(reducedMotion && { defaultProps: { disableRipple: true } }),
          // MUI's own focus mark is a pale ripple or grey background: the ring as well
          styleOverrides: { root: { '&.Mui-focusVisible': focusRing(2) } },
        },
        MuiListItemButton: { styleOverrides: { root: insideRing } },
        MuiMenuItem: { styleOverrides: { root: insideRing } },
        MuiTab: { styleOverrides: { root: insideRing } },
        // a link inside an alert reads in the alert's own text colour (the brand's red on the info
        // alert's light blue was 4.48:1); the underline still says it is a link
        MuiAlert: { styleOverrides: { root: { '& .MuiLink-root': { color: 'inherit' } } } },
        // A right-aligned cell of a table's body holds a figure (money, a count, a date): it stays on
        // one line, so 'R$' never sits above its number (the formatter's spaces are plain ones).
        // Toasts show in the header's band; a dialog or drawer opens below it, so a toast never
        // covers its title (nor its buttons: the dialog keeps MUI's margin at the bottom).
        MuiDialog: {
          styleOverrides: {
            paper: ({ ownerState }) =>
              ownerState.fullScreen ? {} : { marginTop: TOAST_BAND_HEIGHT + 8, maxHeight: `calc(100% - ${TOAST_BAND_HEIGHT + 8 + 32}px)` },
          },
        },
        MuiDrawer: { styleOverrides: { paper: { top: TOAST_BAND_HEIGHT, height: `calc(100% - ${TOAST_BAND_HEIGHT}px)` } } },
        MuiTableCell: {
          styleOverrides: {
            root: ({ ownerState }) => ({
              // 8 px at each side instead of 16: the back office's tables show all their columns on a
              // 1024 or 1366 px counter PC, with the side menu open
              ...(ownerState.padding === 'normal' && { paddingLeft: 8, paddingRight: 8 }),
              ...(ownerState.align === 'right' && ownerState.variant !== 'head' && { whiteSpace: 'nowrap' }),
            }),
          },
        },
      },
    },
    ptBR,
  );
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
