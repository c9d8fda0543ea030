import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawChartsAtOnce } from '../../test/media';
import { addCalendarDays } from '../../../shared/time';
import { LineChart, MAX_DAY_LABELS } from './LineChart';

drawChartsAtOnce();

const sales = [
  { date: '2024-03-01', value: 1520.5 },
  { date: '2024-03-02', value: 980 },
  { date: '2024-03-03', value: 2300 },
];

describe('LineChart', () => {
  it('is a figure with its days and values in its label and table', () => {
    render(<LineChart title="Vendas de 01/03/2024 a 03/03/2024" data={sales} valueFormat="money" valueLabel="Vendas" width={600} />);
    expect(screen.getByRole('figure', { name: 'Vendas de 01/03/2024 a 03/03/2024' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Vendas de 01/03/2024 a 03/03/2024: 01/03/2024 R$\u00a01.520,50; 02/03/2024 R$\u00a0980,00; 03/03/2024 R$\u00a02.300,00',
      }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vendas de 01/03/2024 a 03/03/2024' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dia', 'Vendas']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('rowheader', { name: '02/03/2024' })).toBeInTheDocument();
  });

  // recharts draws the axis labels in a later layer: wait for them
  const tickTexts = (container: HTMLElement, axis: 'xAxis' | 'yAxis') =>
    [...container.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map((t) => t.textContent);

  it('draws one point per day, with the days as dd/MM on the axis', async () => {
    const { container } = render(<LineChart title="Vendas" data={sales} width={600} />);
    expect(container.querySelectorAll('.recharts-line-dot')).toHaveLength(3);
    await waitFor(() => expect(tickTexts(container, 'xAxis')).toEqual(['01/03', '02/03', '03/03']));
  });

  it('writes at most ten days of a month under the axis, evenly, from the first', async () => {
    const month = Array.from({ length: 30 }, (_, i) => ({ date: addCalendarDays('2024-03-01', i), value: i }));
    const { container } = render(<LineChart title="Vendas" data={month} width={600} />);
    expect(container.querySelectorAll('.recharts-line-dot')).toHaveLength(30);
    await waitFor(() => expect(tickTexts(container, 'xAxis')).toEqual(['01/03', '04/03', '07/03', '10/03', '13/03', '16/03', '19/03', '22/03', '25/03', '28/03']));
    expect(MAX_DAY_LABELS).toBe(10);
  });

  it('writes money values on the value axis', async () => {
    const { container } = render(<LineChart title="Vendas" data={sales} valueFormat="money" width={600} />);
    await waitFor(() => expect(tickTexts(container, 'yAxis').length).toBeGreaterThan(1));
    for (const tick of tickTexts(container, 'yAxis')) expect(tick).toMatch(/^R\$\u00a0[\d.]+,\d{2}$/);
  });

  it('shows the empty state without days', () => {
    render(<LineChart title="Vendas" data={[]} width={600} />);
    expect(screen.getByRole('figure', { name: 'Vendas' })).toHaveTextContent('Nenhum dado para exibir neste período.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
