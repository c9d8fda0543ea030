import { memo, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatBRL, formatNumberBR } from '../../../shared/format';
import { formatCalendarDay } from '../../../shared/time';
import { CANCELLED_SALES_LABEL, dailySeries, dashboardFigures, previousComparablePeriod, type DashboardFigures } from '../../../shared/reports';
import { FROM_PRELOAD } from '../../app/lazyScreen';
import type { PlatformError } from '../../api/baseQuery';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import { LineChart } from '../../ui/charts/LineChart';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import type { DateRangeValue } from '../../ui/dateRange';
import { DASHBOARD_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { StatCard, StatGrid } from '../reports/StatCard';
import { useComparisonReportQuery, useGeneralReportQuery, type GeneralReport } from '../reports/reportsApi';
import { changeFromPrevious, DASHBOARD_HINTS, openingPeriods, serverDates, type Trend } from './model';

/**
 * /painel (spec 02 §2.18): start and end dates, 'Ver Painel', the cards with their tooltips, each
 * compared with the period before on the same weekdays, new and recurring users, and sales per
 * day. A refusal shows 'Atenção!' with the server's error and puts back the dates it sent.
 */
export function DashboardPage() {
  const today = useStoreToday();
  const [range, setRange] = useState<DateRangeValue>(() => ({ period: 'custom', ...openingPeriods(today).period }));
  const [query, setQuery] = useState(() => ({ start: range.start ?? '', end: range.end ?? '' }));
  const report = useGeneralReportQuery(query, FROM_PRELOAD);
  const previousPeriod = previousComparablePeriod(query.start, query.end);
  // asked together with the period's, not after it (issue 32: two waits one after the other); it
  // is silent, so a refused period says 'Atenção!' once
  const previous = useComparisonReportQuery(previousPeriod, FROM_PRELOAD);

  // spec 02 §5: status 0 resets the dates to those the server returns (once per refusal)
  const [handledError, setHandledError] = useState<unknown>(null);
  if (report.error && report.error !== handledError) {
    setHandledError(report.error);
    const dates = (report.error as PlatformError).kind === 'refused' ? serverDates((report.error as PlatformError).body) : null;
    if (dates) setRange({ period: 'custom', ...dates });
  }

  const submit = (next: { start: string; end: string }) => {
    if (next.start === query.start && next.end === query.end) void report.refetch();
    else setQuery({ start: next.start, end: next.end });
  };

  return (
    <Screen title="Painel de Controle">
      <Box sx={{ mb: 1 }}>
        <DateRangeFilter value={range} onChange={setRange} periods={['custom']} submitLabel="Ver Painel" onSubmit={submit} busy={report.isFetching} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Variações em relação a {formatCalendarDay(previousPeriod.start)} a {formatCalendarDay(previousPeriod.end)} (mesmos dias da semana).
      </Typography>
      <QueryView result={{ ...report, data: report.currentData }} errorTitle={DASHBOARD_MESSAGES.dashboardLoadFailed}>
        {(current) => <Dashboard current={current} previous={previous.currentData} />}
      </QueryView>
    </Screen>
  );
}

function Dashboard({ current, previous }: { current: GeneralReport; previous: GeneralReport | undefined }) {
  // once per answer: the previous period arrives apart, and its figures alone are new then
  const now = useMemo(() => dashboardFigures(current.rows), [current.rows]);
  const before = useMemo(() => (previous ? dashboardFigures(previous.rows) : undefined), [previous]);
  const title = `Vendas de ${formatCalendarDay(current.start)} a ${formatCalendarDay(current.end)}`;
  const series = useMemo(
    () => (isDay(current.start) && isDay(current.end) ? dailySeries(current.chart.map((p) => ({ day: p.data_criacao.slice(0, 10), value: p.qtde })), current.start, current.end) : []),
    [current],
  );
  return (
    <>
      <StatGrid>
        <StatCard title="Total de pedidos" value={formatNumberBR(now.orders.count)} hint={DASHBOARD_HINTS.orders}>
          <Typography variant="body2">{formatBRL(now.orders.value)}</Typography>
          <Change current={now.orders.value} previous={before?.orders.value} />
        </StatCard>
        <StatCard title="Pedidos cancelados" value={formatNumberBR(now.cancelled.count)} hint={DASHBOARD_HINTS.cancelled}>
          <Typography variant="body2">
            {CANCELLED_SALES_LABEL}: {formatBRL(now.cancelled.value)}
          </Typography>
          <Change current={now.cancelled.count} previous={before?.cancelled.count} good="down" />
        </StatCard>
        <StatCard title="Cupons" value={formatNumberBR(now.coupons.count)} hint={DASHBOARD_HINTS.coupons}>
          <Typography variant="body2">Por conta da plataforma: {formatBRL(now.coupons.platformValue)}</Typography>
          <Change current={now.coupons.count} previous={before?.coupons.count} />
        </StatCard>
        <StatCard title="Taxa de entrega" value={formatBRL(now.deliveryFee.value)} hint={DASHBOARD_HINTS.deliveryFee}>
          <Typography variant="body2">{now.deliveryFee.rides === 1 ? '1 corrida' : `${formatNumberBR(now.deliveryFee.rides)} corridas`}</Typography>
          <Change current={now.deliveryFee.value} previous={before?.deliveryFee.value} />
        </StatCard>
        <StatCard title="Ticket médio" value={formatBRL(now.averageTicket)} hint={DASHBOARD_HINTS.averageTicket}>
          <Change current={now.averageTicket} previous={before?.averageTicket} />
        </StatCard>
        <StatCard title="ROI" value={formatNumberBR(now.roi, 2)} hint={DASHBOARD_HINTS.roi}>
          <Typography variant="body2">Comissão: {formatBRL(now.commission)}</Typography>
          <Change current={now.roi} previous={before?.roi} />
        </StatCard>
      </StatGrid>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' }, gap: 3 }}>
        <UsersPanel now={now} before={before} />
        <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
          <SalesChart title={title} data={series} valueLabel="Vendas" emptyMessage="Nenhuma venda no período." />
        </Paper>
      </Box>
    </>
  );
}

function UsersPanel({ now, before }: { now: DashboardFigures; before: DashboardFigures | undefined }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <StatCard title="Novos usuários" value={formatNumberBR(now.users.new)} hint={DASHBOARD_HINTS.users}>
        <Typography variant="body2">Usuários recorrentes: {formatNumberBR(now.users.recurring)}</Typography>
        <Change current={now.users.new} previous={before?.users.new} />
      </StatCard>
      <Box sx={{ mt: 2 }}>
        <UsersChart newUsers={now.users.new} recurring={now.users.recurring} />
      </Box>
    </Paper>
  );
}

// The charts are drawn again only when their own figures change, not when the previous period's
// answer arrives for the cards.
const SalesChart = memo(LineChart);

const UsersChart = memo(function UsersChart({ newUsers, recurring }: { newUsers: number; recurring: number }) {
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

const TREND_COLORS: Record<Trend, string> = { up: 'success.main', down: 'error.main', same: 'text.secondary', none: 'text.secondary' };

/** The change from the previous period of the same weekdays; `good`: which way is good news. */
function Change({ current, previous, good = 'up' }: { current: number; previous: number | undefined; good?: 'up' | 'down' }) {
  if (previous === undefined) return null; // still loading, or the previous period could not be loaded
  const change = changeFromPrevious(current, previous);
  const trend: Trend = good === 'down' && (change.trend === 'up' || change.trend === 'down') ? (change.trend === 'up' ? 'down' : 'up') : change.trend;
  return (
    <Typography variant="caption" component="p" sx={{ color: TREND_COLORS[trend] }}>
      {change.text === null ? 'Sem base de comparação' : `${change.text} vs. período anterior`}
    </Typography>
  );
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
