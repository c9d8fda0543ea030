import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import type { Brand } from './brands/brands';

export function themeFor(brand: Brand) {
  return createTheme(
    {
      palette: { primary: { main: brand.primary }, secondary: { main: brand.secondary } },
      typography: { fontFamily: 'Roboto, Arial, Helvetica, sans-serif' },
    },
    ptBR,
  );
}
