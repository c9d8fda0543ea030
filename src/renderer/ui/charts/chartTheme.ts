import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@mui/material/styles';
import { formatChartValue, type ValueFormat } from './chartFormat';

/** Slice and bar colours: the brand's two, then distinct ones that read on white. */
export function useChartColors(): string[] {
  const theme = useTheme();
  return [theme.palette.primary.main, theme.palette.secondary.main, '#2e7d32', '#ed6c02', '#6a1b9a', '#0288d1', '#795548', '#546e7a', '#c2185b', '#afb42b'];
}

/** What a chart's series takes to animate: spread on recharts' <Bar>, <Line> or <Pie>. */
export interface SeriesMotion {
  isAnimationActive: boolean;
  onAnimationStart: () => void;
  onAnimationEnd: () => void;
}

/**
 * A chart grows into place once, the first time it draws, and never when the person asked the
 * system for less motion. After that it draws at once: new figures for another period, or its
 * screen shown again after it was left, even mid-growth (<Activity> stops a hidden screen's
 * effects and starts them again when it is shown, which would replay recharts' animation, a
 * React render per frame for a second and a half).
 */
export function useChartMotion(): SeriesMotion {
  const motionAllowed = !useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [grown, setGrown] = useState(false);
  const started = useRef(false);
  useEffect(
    () => () => {
      if (started.current) setGrown(true);
    },
    [],
  );
  return {
    isAnimationActive: motionAllowed && !grown,
    onAnimationStart: () => {
      started.current = true;
    },
    onAnimationEnd: () => setGrown(true),
  };
}

export const DEFAULT_CHART_HEIGHT = 280;

/** What every chart of the kit takes besides its data. */
export interface ChartOptions {
  title: string;
  /** 'money' (reais) or 'count' (default) */
  valueFormat?: ValueFormat;
  /** what the values are, for the tooltip and the table (default 'Valor'), e.g. 'Vendas' */
  valueLabel?: string;
  /** fixed width in px; without it the chart fills its container */
  width?: number;
  height?: number;
  /** shown when there is nothing to draw */
  emptyMessage?: string;
}

/** A chart's options with the kit's defaults, its value format and what it draws with (colours, motion). */
export function useChartSetup({ valueFormat = 'count', valueLabel = 'Valor', height = DEFAULT_CHART_HEIGHT, ...options }: ChartOptions) {
  const colors = useChartColors();
  const motion = useChartMotion();
  return { ...options, valueFormat, valueLabel, height, colors, motion, format: (value: number) => formatChartValue(value, valueFormat) };
}
