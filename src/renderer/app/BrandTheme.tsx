import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppSelector } from './hooks';
import { brandFor } from './brands/brands';
import { themeFor } from './theme';

/** Colours follow the brand of the logged-in store's company. */
export function BrandTheme({ children }: { children: ReactNode }) {
  const company = useAppSelector((s) => s.session.session?.company);
  const theme = useMemo(() => themeFor(brandFor(company)), [company]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
