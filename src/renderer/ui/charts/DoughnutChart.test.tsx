import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { drawChartsAtOnce } from '../../test/media';
import { DoughnutChart } from './DoughnutChart';

drawChartsAtOnce();

const payments = [
  { label: 'Cartão', value: 1234.5 },
  { label: 'Dinheiro', value: 300 },
  { label: 'Online', value: 0 },
];

describe('DoughnutChart', () => {
  it('is a figure titled by its caption, labelled with its values', () => {
    render(<DoughnutChart title="Valor por forma de pagamento" data={payments} valueFormat="money" width={400} />);
    expect(screen.getByRole('figure', { name: 'Valor por forma de pagamento' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Valor por forma de pagamento: Cartão R$\u00a01.234,50; Dinheiro R$\u00a0300,00; Online R$\u00a00,00' }),
    ).toBeInTheDocument();
  });

  it('holds one table row per slice, with the value formatted', () => {
    render(<DoughnutChart title="Valor por forma de pagamento" data={payments} valueFormat="money" valueLabel="Total" width={400} />);
    const table = screen.getByRole('table', { name: 'Valor por forma de pagamento' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['CartãoR$\u00a01.234,50', 'DinheiroR$\u00a0300,00', 'OnlineR$\u00a00,00']);
    expect(within(table).getByRole('columnheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('draws a slice and a legend entry for each value above zero', async () => {
    const { container } = render(<DoughnutChart title="Pedidos por forma de pagamento" data={payments} width={400} />);
    expect(container.querySelectorAll('.recharts-pie-sector')).toHaveLength(2);
    const legend = container.querySelector('.recharts-legend-wrapper')!;
    // recharts lays the legend out after measuring it
    await waitFor(() => expect(legend).toHaveTextContent('Cartão'));
    expect(legend).toHaveTextContent('Dinheiro');
    expect(legend).not.toHaveTextContent('Online');
  });

  it('counts are integers with thousands dots', () => {
    render(<DoughnutChart title="Usuários" data={[{ label: 'Novos', value: 12345 }]} width={400} />);
    expect(screen.getByRole('img', { name: 'Usuários: Novos 12.345' })).toBeInTheDocument();
  });

  it('shows the empty state instead of an empty drawing', () => {
    render(<DoughnutChart title="Usuários" data={[{ label: 'Novos', value: 0 }]} width={400} emptyMessage="Nenhum usuário no período." />);
    expect(screen.getByRole('figure', { name: 'Usuários' })).toHaveTextContent('Nenhum usuário no período.');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
