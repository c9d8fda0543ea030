import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import type { Brand } from './brands/brands';

export interface ThemeOptions {
  /** The person asked the system for less motion: menus open and dialogs show at once. */
  reducedMotion?: boolean;
}

export function themeFor(brand: Brand, { reducedMotion = false }: ThemeOptions = {}) {
  return createTheme(
    {
      palette: { primary: { main: brand.primary }, secondary: { main: brand.secondary } },
      typography: { fontFamily: 'Roboto, Arial, Helvetica, sans-serif' },
      ...(reducedMotion && {
        transitions: { create: () => 'none' },
        components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
      }),
    },
    ptBR,
  );
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
