import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useAppSelector } from './hooks';
import { brandFor } from './brands/brands';
import { prefersReducedMotion, themeFor } from './theme';

/** Colours follow the brand of the logged-in store's company; motion follows the system's setting. */
export function BrandTheme({ children }: { children: ReactNode }) {
  const company = useAppSelector((s) => s.session.session?.company);
  const theme = useMemo(() => themeFor(brandFor(company), { reducedMotion: prefersReducedMotion() }), [company]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
