import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays } from '../../../shared/time';
import { drawChartsAtOnce } from '../../test/media';
import { LineChart } from './LineChart';

drawChartsAtOnce();
afterEach(() => vi.restoreAllMocks());

describe('a line chart', () => {
  it('draws its axes and grid without measuring a label in the page', async () => {
    // recharts measures a text by writing it in a hidden span of the page and reading its box
    const measured: string[] = [];
    const box = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this.id === 'recharts_measurement_span') measured.push(this.textContent ?? '');
      return box.call(this);
    });
    const month = Array.from({ length: 30 }, (_, i) => ({ date: addCalendarDays('2024-03-01', i), value: 1000 + i * 37.5 }));

    const { container } = render(<LineChart title="Vendas" data={month} valueFormat="money" width={600} />);

    await waitFor(() => expect(container.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').length).toBeGreaterThan(0));
    const firstDay = container.querySelector('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    expect(firstDay?.querySelectorAll('tspan')).toHaveLength(1);
    expect(firstDay?.textContent).toBe('01/03');
    expect(measured).toEqual([]);
  });
});
