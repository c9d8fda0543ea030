import { memo } from 'react';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import { LineChart, type DayPoint } from '../../ui/charts/LineChart';

/**
 * The dashboard's two charts, in a chunk of their own (the chart library is most of the screen's
 * download: issue 32), loaded beside the period's data and drawn after the cards. Memoised: the
 * previous period's answer, which arrives apart, changes only the cards.
 */
export const UsersChart = memo(function UsersChart({ newUsers, recurring }: { newUsers: number; recurring: number }) {
  return (
    <DoughnutChart
      title="Novos e recorrentes"
      data={[
        { label: 'Novos', value: newUsers },
        { label: 'Recorrentes', value: recurring },
      ]}
      valueLabel="Usuários"
      height={220}
      emptyMessage="Nenhum cliente no período."
    />
  );
});

export const SalesChart = memo(function SalesChart({ title, series }: { title: string; series: readonly DayPoint[] }) {
  return <LineChart title={title} data={series} valueLabel="Vendas" emptyMessage="Nenhuma venda no período." />;
});
