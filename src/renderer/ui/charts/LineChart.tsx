import { CartesianGrid, Line, LineChart as RechartsLineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from './ChartFigure';
import { formatChartValue, type ValueFormat } from './chartFormat';
import { DEFAULT_CHART_HEIGHT, useChartAnimation, useChartColors } from './chartTheme';
import { formatCalendarDay, formatCalendarDayMonth } from '../../../shared/time';

export interface DayPoint {
  /** the day, 'yyyy-MM-dd' */
  date: string;
  value: number;
}

export interface LineChartProps {
  title: string;
  /** one point per day, in order */
  data: readonly DayPoint[];
  /** 'money' (reais) or 'count' (default) */
  valueFormat?: ValueFormat;
  /** what the values are, for the tooltip and the table (default 'Valor'), e.g. 'Vendas' */
  valueLabel?: string;
  /** fixed width in px; without it the chart fills its container */
  width?: number;
  height?: number;
  emptyMessage?: string;
}

/** A line over days (the dashboard's sales per day): days as dd/MM on the axis. */
export function LineChart({
  title,
  data,
  valueFormat = 'count',
  valueLabel = 'Valor',
  width,
  height = DEFAULT_CHART_HEIGHT,
  emptyMessage,
}: LineChartProps) {
  const [color] = useChartColors();
  const animate = useChartAnimation();
  const rows = data.map((point) => ({ label: formatCalendarDay(point.date), value: formatChartValue(point.value, valueFormat) }));
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
        <YAxis tickFormatter={(value: number) => formatChartValue(value, valueFormat)} allowDecimals={valueFormat === 'money'} width="auto" />
        <Tooltip
          labelFormatter={(date) => (typeof date === 'string' ? formatCalendarDay(date) : date)}
          formatter={(value) => [formatChartValue(Number(value), valueFormat), valueLabel]}
        />
        <Line type="monotone" dataKey="value" name={valueLabel} stroke={color} strokeWidth={2} dot isAnimationActive={animate} />
      </RechartsLineChart>
    </ChartFigure>
  );
}
