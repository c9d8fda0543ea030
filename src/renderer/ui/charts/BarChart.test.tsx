import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawChartsAtOnce } from '../../test/media';
import { BarChart } from './BarChart';

drawChartsAtOnce();

const weekdays = [
  { label: 'Segunda', value: 12 },
  { label: 'Terça', value: 1530 },
  { label: 'Quarta', value: 7 },
  { label: 'Quinta', value: 0 },
];

describe('BarChart', () => {
  it('is a figure with one table row per category', () => {
    render(<BarChart title="Pedidos por dia da semana" data={weekdays} categoryLabel="Dia" valueLabel="Pedidos" width={600} />);
    expect(screen.getByRole('figure', { name: 'Pedidos por dia da semana' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Pedidos por dia da semana: Segunda 12; Terça 1.530; Quarta 7; Quinta 0' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Pedidos por dia da semana' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dia', 'Pedidos']);
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Segunda12', 'Terça1.530', 'Quarta7', 'Quinta0']);
  });

  // recharts draws the axis labels in a later layer: wait for them
  const tickTexts = (container: HTMLElement, axis: 'xAxis' | 'yAxis') =>
    [...container.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)].map((t) => t.textContent);

  it('draws a column per category above zero, every category named on the axis', async () => {
    const { container } = render(<BarChart title="Pedidos por dia da semana" data={weekdays} width={600} />);
    expect(container.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(3);
    await waitFor(() => expect(tickTexts(container, 'xAxis')).toEqual(['Segunda', 'Terça', 'Quarta', 'Quinta']));
  });

  it('is as tall as its horizontal bars need, 36 px each and at least 240, unless told a height', () => {
    const height = (container: HTMLElement) => container.querySelector('svg.recharts-surface')?.getAttribute('height');
    const ten = Array.from({ length: 10 }, (_, i) => ({ label: `Bairro ${i}`, value: i }));
    expect([render(<BarChart title="Dez" data={ten} orientation="horizontal" width={600} />).container, render(<BarChart title="Quatro" data={weekdays} orientation="horizontal" width={600} />).container, render(<BarChart title="Fixo" data={ten} orientation="horizontal" width={600} height={300} />).container, render(<BarChart title="Colunas" data={ten} width={600} />).container].map((value) => height(value))).toEqual(
      ['360', '240', '300', '280'],
    );
  });

  it('lays bars along with the names on the side when horizontal', async () => {
    const { container } = render(
      <BarChart title="Itens mais pedidos" data={weekdays} orientation="horizontal" valueFormat="money" width={600} />,
    );
    await waitFor(() => expect(tickTexts(container, 'yAxis')).toEqual(['Segunda', 'Terça', 'Quarta', 'Quinta']));
    expect(screen.getByRole('img', { name: /Terça R\$\u00a01\.530,00/ })).toBeInTheDocument();
  });

  it('shows the empty state without categories', () => {
    render(<BarChart title="Pedidos por bairro" data={[]} width={600} emptyMessage="Nenhum pedido no período." />);
    expect(screen.getByRole('figure', { name: 'Pedidos por bairro' })).toHaveTextContent('Nenhum pedido no período.');
  });
});
