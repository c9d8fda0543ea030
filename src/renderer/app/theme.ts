import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import type { Brand } from './brands/brands';

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

export function themeFor(brand: Brand, { reducedMotion = false }: ThemeOptions = {}) {
  return createTheme(
    {
      palette: { primary: { main: brand.primary }, secondary: { main: brand.secondary }, ...ACCESSIBLE_PALETTE },
      typography: { fontFamily: 'Roboto, Arial, Helvetica, sans-serif' },
      components: {
        // a link inside an alert reads in the alert's own text colour (the brand's red on the info
        // alert's light blue was 4.48:1); the underline still says it is a link
        MuiAlert: { styleOverrides: { root: { '& .MuiLink-root': { color: 'inherit' } } } },
        ...(reducedMotion && { MuiButtonBase: { defaultProps: { disableRipple: true } } }),
      },
      ...(reducedMotion && { transitions: { create: () => 'none' } }),
    },
    ptBR,
  );
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
