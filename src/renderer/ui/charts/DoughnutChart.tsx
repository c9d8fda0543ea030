import { Cell, Legend, Pie, PieChart, Tooltip } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { useChartSetup, type ChartOptions } from './chartTheme';

export interface DoughnutSlice {
  label: string;
  value: number;
}

export interface DoughnutChartProps extends ChartOptions {
  data: readonly DoughnutSlice[];
}

/**
 * A doughnut of slices with a legend (sales history by payment type, dashboard's new users,
 * general report). Zero slices are left out of the drawing but kept in the table.
 */
export function DoughnutChart({ data, ...options }: DoughnutChartProps) {
  const { title, valueLabel, width, height, emptyMessage, colors, motion, format } = useChartSetup(options);
  const drawn = data.filter((slice) => slice.value > 0);
  const rows = data.map((slice) => ({ label: slice.label, value: format(slice.value) }));
  return (
    <ChartFigure title={title} rows={rows} headers={['Item', valueLabel]} empty={drawn.length === 0} emptyMessage={emptyMessage} height={height}>
      <PieChart width={width ?? '100%'} height={height} responsive={width === undefined} accessibilityLayer={false}>
        <Pie
          data={drawn}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="80%"
          paddingAngle={1}
          {...motion}
        >
          {drawn.map((slice, index) => (
            <Cell key={slice.label} fill={colors[index % colors.length]} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => format(Number(value))} />
        <Legend />
      </PieChart>
    </ChartFigure>
  );
}
