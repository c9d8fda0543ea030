import { Text, type XAxisTickContentProps, type YAxisTickContentProps } from 'recharts';

/**
 * An axis label on one line, drawn by recharts' own Text without the axis's width. Given a width,
 * Text wraps: it measures every word of every label in the page, a forced layout each (about 70 ms
 * of /painel's first open with a month of days); the kit's labels (days, reais, counts, short
 * names) never wrap.
 */
export function axisTick({ payload, index, tickFormatter, x, y, angle, fill, className, textAnchor, verticalAnchor }: XAxisTickContentProps | YAxisTickContentProps) {
  return (
    <Text x={x} y={y} angle={angle} fill={fill} className={className} textAnchor={textAnchor} verticalAnchor={verticalAnchor}>
      {tickFormatter ? tickFormatter(payload.value, index) : String(payload.value)}
    </Text>
  );
}

/**
 * A value axis (reais, counts): its labels drawn by axisTick, every one of them. Its five or so
 * values always fit; left to recharts ('preserveEnd'), it measures each label in the page to see.
 */
export const VALUE_AXIS = { tick: axisTick, interval: 0 } as const;

const noLines = (): number[] => [];

/**
 * A CartesianGrid's lines in one direction only: 'horizontal' lines mark the values of a vertical
 * value axis. recharts computes the positions of the lines it does not draw as well, from that
 * axis' labels measured in the page; here it is told there are none.
 */
export function gridLines(direction: 'horizontal' | 'vertical') {
  return direction === 'horizontal'
    ? { horizontal: true, vertical: false, verticalCoordinatesGenerator: noLines }
    : { horizontal: false, vertical: true, horizontalCoordinatesGenerator: noLines };
}
