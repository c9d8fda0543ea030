import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { formatChartValue, type ValueFormat } from './chartFormat';
import { DEFAULT_CHART_HEIGHT, useChartAnimation, useChartColors } from './chartTheme';

export interface DoughnutSlice {
  label: string;
  value: number;
}

export interface DoughnutChartProps {
  title: string;
  data: readonly DoughnutSlice[];
  /** 'money' (reais) or 'count' (default) */
  valueFormat?: ValueFormat;
  /** the table's header for the values (default 'Valor') */
  valueLabel?: string;
  /** fixed width in px; without it the chart fills its container */
  width?: number;
  height?: number;
  /** shown when there is nothing to draw (no slice above zero) */
  emptyMessage?: string;
}

/**
 * A doughnut of slices with a legend (sales history by payment type, dashboard's new users,
 * general report). Zero slices are left out of the drawing but kept in the table.
 */
export function DoughnutChart({
  title,
  data,
  valueFormat = 'count',
  valueLabel = 'Valor',
  width,
  height = DEFAULT_CHART_HEIGHT,
  emptyMessage,
}: DoughnutChartProps) {
  const colors = useChartColors();
  const animate = useChartAnimation();
  const drawn = data.filter((slice) => slice.value > 0);
  const rows = data.map((slice) => ({ label: slice.label, value: formatChartValue(slice.value, valueFormat) }));
  return (
    <ChartFigure title={title} rows={rows} headers={['Item', valueLabel]} empty={drawn.length === 0} emptyMessage={emptyMessage}>
      <PieChart width={width ?? '100%'} height={height} responsive={width === undefined} accessibilityLayer={false}>
        <Pie
          data={drawn}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="80%"
          paddingAngle={1}
          isAnimationActive={animate}
        >
          {drawn.map((slice, index) => (
            <Cell key={slice.label} fill={colors[index % colors.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => formatChartValue(Number(value), valueFormat)} />
        <Legend />
      </PieChart>
    </ChartFigure>
  );
}
