import { CartesianGrid, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, gridLines, VALUE_AXIS } from './chartAxes';
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

/** At most this many days are written under the axis (every day has its point and its table row). */
export const MAX_DAY_LABELS = 10;

/** A line over days (the dashboard's sales per day): days as dd/MM on the axis. */
export function LineChart({ data, ...options }: LineChartProps) {
  const { title, valueFormat, valueLabel, width, height, emptyMessage, colors, motion, format } = useChartSetup(options);
  const [color] = colors;
  // Which days are written is chosen here, by count: left to recharts ('preserveEnd'), it measures
  // every day's label in the DOM, a forced layout each, to see which fit (chartAxes.tsx says what
  // else is kept from measuring).
  const labelEvery = Math.max(1, Math.ceil(data.length / MAX_DAY_LABELS));
  const rows = data.map((point) => ({ label: formatCalendarDay(point.date), value: format(point.value) }));
  return (
    <ChartFigure title={title} rows={rows} headers={['Dia', valueLabel]} empty={data.length === 0} emptyMessage={emptyMessage} height={height}>
      <RechartsLineChart
        data={data}
        width={width ?? '100%'}
        height={height}
        responsive={width === undefined}
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
      >
        <CartesianGrid strokeDasharray="3 3" {...gridLines('horizontal')} />
        <XAxis tick={axisTick} dataKey="date" interval={labelEvery - 1} tickFormatter={(date: string) => formatCalendarDayMonth(date)} />
        <YAxis {...VALUE_AXIS} tickFormatter={format} allowDecimals={valueFormat === 'money'} width="auto" />
        <Tooltip
          labelFormatter={(date) => (typeof date === 'string' ? formatCalendarDay(date) : date)}
          formatter={(value) => [format(Number(value)), valueLabel]}
        />
        <Line type="monotone" dataKey="value" name={valueLabel} stroke={color} strokeWidth={2} dot {...motion} />
      </RechartsLineChart>
    </ChartFigure>
  );
}
