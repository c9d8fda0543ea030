import { useDeferredValue, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '../ScreenStates';
import { KIT_MESSAGES } from '../kitMessages';
import { visuallyHidden } from '../visuallyHidden';
import { chartSummary, type ChartRow } from './chartFormat';

export interface ChartFigureProps {
  title: string;
  /** the values as written, one row per slice, point or bar */
  rows: readonly ChartRow[];
  /** the table's column headers, e.g. ['Dia', 'Vendas'] */
  headers: readonly [string, string];
  /** shown instead of the chart when there is nothing to draw */
  emptyMessage?: string;
  /** nothing to draw (no rows, or all zero for a doughnut) */
  empty: boolean;
  /** the drawing (an SVG chart) */
  children: ReactNode;
  /** the drawing's height, kept while it is drawn */
  height: number;
}

/**
 * What every chart of the kit is: a <figure> titled by its <figcaption>, the drawing as one
 * image labelled with the values (role="img"), and a visually hidden table of the values so
 * screen readers (and end-to-end tests) can read them. With nothing to draw, an EmptyState.
 */
export function ChartFigure({ title, rows, headers, emptyMessage = KIT_MESSAGES.chartEmpty, empty, children, height }: ChartFigureProps) {
  const captionId = useId();
  // The drawing follows the screen's text in a render of its own, which React interrupts for a
  // key or a click: drawn with the rest, a screen's charts (recharts measures its labels in the
  // DOM) made the dashboard's first render one task of 400 to 700 ms (issue 32). The figure's
  // caption and its table of values are there at once.
  const draw = useDeferredValue(true, false);
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={captionId} component="figcaption" variant="subtitle1" sx={{ fontWeight: 'bold', mb: 1 }}>
        {title}
      </Typography>
      {empty ? (
        <EmptyState message={emptyMessage} />
      ) : (
        <>
          <Box role="img" aria-label={chartSummary(title, rows)} sx={{ minHeight: height }}>
            {draw ? children : null}
          </Box>
          <Box component="table" sx={visuallyHidden}>
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{headers[0]}</th>
                <th scope="col">{headers[1]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Box>
  );
}
