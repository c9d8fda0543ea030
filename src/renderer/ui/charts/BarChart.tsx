import { Bar, BarChart as RechartsBarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { formatChartValue, type ValueFormat } from './chartFormat';
import { DEFAULT_CHART_HEIGHT, useChartAnimation, useChartColors } from './chartTheme';

export interface BarItem {
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  data: readonly BarItem[];
  /** 'money' (reais) or 'count' (default) */
  valueFormat?: ValueFormat;
  /** what the categories are, for the table (default 'Item'), e.g. 'Bairro' */
  categoryLabel?: string;
  /** what the values are, for the tooltip and the table (default 'Valor'), e.g. 'Pedidos' */
  valueLabel?: string;
  /** 'vertical' columns (default), or 'horizontal' bars for long names (most frequent items) */
  orientation?: 'vertical' | 'horizontal';
  /** fixed width in px; without it the chart fills its container */
  width?: number;
  height?: number;
  emptyMessage?: string;
}

/** Bars per category (operational charts: orders per weekday, per neighbourhood, items). */
export function BarChart({
  title,
  data,
  valueFormat = 'count',
  categoryLabel = 'Item',
  valueLabel = 'Valor',
  orientation = 'vertical',
  width,
  height = DEFAULT_CHART_HEIGHT,
  emptyMessage,
}: BarChartProps) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  const rows = data.map((item) => ({ label: item.label, value: formatChartValue(item.value, valueFormat) }));
  const format = (value: number) => formatChartValue(value, valueFormat);
  const horizontal = orientation === 'horizontal';
  return (
    <ChartFigure title={title} rows={rows} headers={[categoryLabel, valueLabel]} empty={data.length === 0} emptyMessage={emptyMessage}>
      <RechartsBarChart
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        width={width ?? '100%'}
        height={height}
        responsive={width === undefined}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={format} allowDecimals={valueFormat === 'money'} />
            <YAxis type="category" dataKey="label" width="auto" />
          </>
        ) : (
          <>
            <XAxis type="category" dataKey="label" />
            <YAxis type="number" tickFormatter={format} allowDecimals={valueFormat === 'money'} width="auto" />
          </>
        )}
        <Tooltip formatter={(value) => [format(Number(value)), valueLabel]} />
        <Bar dataKey="value" name={valueLabel} isAnimationActive={animate}>
          {data.map((item, index) => (
            <Cell key={`${item.label}-${index}`} fill={colors[index % colors.length]} />
          ))}
        </Bar>
      </RechartsBarChart>
    </ChartFigure>
  );
}
