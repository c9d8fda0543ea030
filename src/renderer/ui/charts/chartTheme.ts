import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/** Slice and bar colours: the brand's two, then distinct ones that read on white. */
export function useChartColors(): string[] {
  const theme = useTheme();
  return [theme.palette.primary.main, theme.palette.secondary.main, '#2e7d32', '#ed6c02', '#6a1b9a', '#0288d1', '#795548', '#546e7a', '#c2185b', '#afb42b'];
}

/** Charts draw without animation when the person asked the system for less motion. */
export function useChartAnimation(): boolean {
  return !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

export const DEFAULT_CHART_HEIGHT = 280;
