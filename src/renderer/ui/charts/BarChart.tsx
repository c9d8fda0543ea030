import { Bar, BarChart as RechartsBarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, gridLines, VALUE_AXIS } from './chartAxes';
import { ChartFigure } from './ChartFigure';
import { useChartSetup, type ChartOptions } from './chartTheme';

export interface BarItem {
  label: string;
  value: number;
}

export interface BarChartProps extends ChartOptions {
  data: readonly BarItem[];
  /** what the categories are, for the table (default 'Item'), e.g. 'Bairro' */
  categoryLabel?: string;
  /** 'vertical' columns (default), or 'horizontal' bars for long names (most frequent items), as tall as horizontalBarsHeight unless given a height */
  orientation?: 'vertical' | 'horizontal';
}

/** Horizontal bars grow with their number, 36 px each, so that every name on the side stays readable; at least 240 px. */
const horizontalBarsHeight = (bars: number): number => Math.max(240, bars * 36);

/** Bars per category (operational charts: orders per weekday, per neighbourhood, items). */
export function BarChart({ data, categoryLabel = 'Item', orientation = 'vertical', ...options }: BarChartProps) {
  const horizontal = orientation === 'horizontal';
  const { title, valueFormat, valueLabel, width, height, emptyMessage, colors, motion, format } = useChartSetup({
    ...options,
    height: options.height ?? (horizontal ? horizontalBarsHeight(data.length) : undefined),
  });
  const rows = data.map((item) => ({ label: item.label, value: format(item.value) }));
  return (
    <ChartFigure title={title} rows={rows} headers={[categoryLabel, valueLabel]} empty={data.length === 0} emptyMessage={emptyMessage} height={height}>
      <RechartsBarChart
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        width={width ?? '100%'}
        height={height}
        responsive={width === undefined}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" {...gridLines(horizontal ? 'vertical' : 'horizontal')} />
        {horizontal ? (
          <>
            <XAxis {...VALUE_AXIS} type="number" tickFormatter={format} allowDecimals={valueFormat === 'money'} />
            <YAxis tick={axisTick} type="category" dataKey="label" width="auto" />
          </>
        ) : (
          <>
            <XAxis tick={axisTick} type="category" dataKey="label" />
            <YAxis {...VALUE_AXIS} type="number" tickFormatter={format} allowDecimals={valueFormat === 'money'} width="auto" />
          </>
        )}
        <Tooltip formatter={(value) => [format(Number(value)), valueLabel]} />
        <Bar dataKey="value" name={valueLabel} {...motion}>
          {data.map((item, index) => (
            <Cell key={`${item.label}-${index}`} fill={colors[index % colors.length]} />
          ))}
        </Bar>
      </RechartsBarChart>
    </ChartFigure>
  );
}
