import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { BarChart } from '../../ui/charts/BarChart';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { initialDateRange } from '../../ui/dateRange';
import { REPORTS_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { ordersByWeekday } from './model';
import { useOperationalChartsQuery, type OperationalCharts } from './reportsApi';
import { useSubmittedRange } from './useSubmittedRange';

const NO_ORDERS = REPORTS_MESSAGES.chartsNoOrders;

/** /relatorio/graficos (spec 02 §2.15): orders per weekday, most frequent items, per neighbourhood, payment forms. */
export function OperationalChartsPage() {
  const today = useStoreToday();
  const [range, setRange] = useState(() => initialDateRange(30, today));
  const { query, submit } = useSubmittedRange(range);
  const charts = useOperationalChartsQuery(query);
  return (
    <Screen title="Gráficos Operacionais">
      <Box sx={{ mb: 3 }}>
        <DateRangeFilter value={range} onChange={setRange} submitLabel="Filtrar" onSubmit={(next) => submit(next, charts.refetch)} busy={charts.isFetching} />
      </Box>
      {/* currentData: a refusal ('Atenção!' with the server's text) clears the charts */}
      <QueryView result={{ ...charts, data: charts.currentData }} errorTitle={REPORTS_MESSAGES.chartsLoadFailed}>
        {(data) => <Charts data={data} />}
      </QueryView>
    </Screen>
  );
}

function Charts({ data }: { data: OperationalCharts }) {
  const weekdays = ordersByWeekday(data.diaSemana);
  const anyOrder = weekdays.some((d) => d.value > 0);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' }, gap: 3 }}>
      <Panel>
        <BarChart
          title="Pedidos por dia da semana"
          data={anyOrder ? weekdays : []}
          categoryLabel="Dia da semana"
          valueLabel="Pedidos"
          emptyMessage={NO_ORDERS}
        />
      </Panel>
      <Panel>
        <BarChart
          title="Itens mais pedidos"
          data={data.obj.map((item) => ({ label: item.nome, value: item.contagem_vezes }))}
          orientation="horizontal"
          categoryLabel="Item"
          valueLabel="Vezes pedido"
          emptyMessage={NO_ORDERS}
        />
      </Panel>
      <Panel>
        <BarChart
          title="Pedidos por bairro"
          data={data.pedidoBairro.map((b) => ({ label: b.nome_bairro, value: b.qtde }))}
          orientation="horizontal"
          categoryLabel="Bairro"
          valueLabel="Pedidos"
          emptyMessage={anyOrder ? REPORTS_MESSAGES.chartsNoDeliveries : NO_ORDERS}
        />
      </Panel>
      <Panel>
        <DoughnutChart
          title="Formas de pagamento"
          data={data.formaPagamento.map((f) => ({ label: f.pagamento, value: f.qtde }))}
          valueLabel="Pedidos"
          emptyMessage={NO_ORDERS}
        />
      </Panel>
    </Box>
  );
}

function Panel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      {children}
    </Paper>
  );
}
