import { CartesianGrid, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { useChartSetup, type ChartOptions } from './chartTheme';
import { formatCalendarDay, formatCalendarDayMonth } from '../../../shared/time';

export interface DayPoint {
  /** the day, 'yyyy-MM-dd' */
  date: string;
  value: number;
}

export interface LineChartProps extends ChartOptions {
  /** one point per day, in order */
  data: readonly DayPoint[];
}

/** A line over days (the dashboard's sales per day): days as dd/MM on the axis. */
export function LineChart({ data, ...options }: LineChartProps) {
  const { title, valueFormat, valueLabel, width, height, emptyMessage, colors, animate, format } = useChartSetup(options);
  const [color] = colors;
  const rows = data.map((point) => ({ label: formatCalendarDay(point.date), value: format(point.value) }));
  return (
    <ChartFigure title={title} rows={rows} headers={['Dia', valueLabel]} empty={data.length === 0} emptyMessage={emptyMessage}>
      <RechartsLineChart
        data={data}
        width={width ?? '100%'}
        height={height}
        responsive={width === undefined}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(date: string) => formatCalendarDayMonth(date)} />
        <YAxis tickFormatter={format} allowDecimals={valueFormat === 'money'} width="auto" />
        <Tooltip
          labelFormatter={(date) => (typeof date === 'string' ? formatCalendarDay(date) : date)}
          formatter={(value) => [format(Number(value)), valueLabel]}
        />
        <Line type="monotone" dataKey="value" name={valueLabel} stroke={color} strokeWidth={2} dot isAnimationActive={animate} />
      </RechartsLineChart>
    </ChartFigure>
  );
}
