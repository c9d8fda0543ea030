import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportOrderRow } from '../../../shared/api';
import { formatBRL, formatNumberBR } from '../../../shared/format';
import { salesSummary, type SalesSummary } from '../../../shared/reports';
import { useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { DEFAULT_PERIOD, initialDateRange } from '../../ui/dateRange';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { SALES_HISTORY_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { StatCard, StatGrid } from '../reports/StatCard';
import { useSubmittedRange } from '../reports/useSubmittedRange';
import { FineReversalDialog } from './FineReversalDialog';
import { historyCsv } from './model';
import { SalesOrdersTable } from './SalesOrdersTable';
import { useSalesHistoryQuery } from './salesHistoryApi';

/** /financeiro/vendas/historico (spec 02 §2.9). */
export function SalesHistoryPage() {
  const storeId = useAppSelector((state) => state.session.session?.id_estabelecimento ?? 0);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const today = useStoreToday();
  const [range, setRange] = useState(() => initialDateRange(DEFAULT_PERIOD, today));
  const { query, submit } = useSubmittedRange(range);
  const history = useSalesHistoryQuery({ ...query, storeId });
  const [reversalOrder, setReversalOrder] = useState<ReportOrderRow | null>(null);
  const rows = history.currentData;
  return (
    <Screen
      title="Histórico de Vendas"
      actions={
        <ExportCsvButton
          fileName={`vendas-${query.start}-a-${query.end}.csv`}
          csv={() => historyCsv(rows ?? [], timeZone)}
          disabled={!rows || rows.length === 0}
        />
      }
    >
      <Box sx={{ mb: 3 }}>
        <DateRangeFilter
          value={range}
          onChange={setRange}
          submitLabel="Filtrar"
          onSubmit={(next) => submit(next, history.refetch)}
          busy={history.isFetching}
        />
      </Box>
      {/* currentData: a refused or failed filter clears what the previous one showed */}
      <QueryView result={{ ...history, data: rows }} errorTitle={SALES_HISTORY_MESSAGES.salesHistoryLoadFailed}>
        {(list) => (
          <>
            <SalesSummaryView summary={salesSummary(list)} />
            <SalesOrdersTable key={`${query.start}:${query.end}`} rows={list} onRequestFineReversal={setReversalOrder} />
          </>
        )}
      </QueryView>
      {reversalOrder && <FineReversalDialog key={reversalOrder.id_pedido} order={reversalOrder} onClose={() => setReversalOrder(null)} />}
    </Screen>
  );
}

/** The total and count, the table by payment type and its two doughnuts (delivered orders only). */
function SalesSummaryView({ summary }: { summary: SalesSummary }) {
  return (
    <>
      <StatGrid>
        <StatCard title="Total vendido" value={formatBRL(summary.total)} hint="Produtos mais taxa de entrega dos pedidos entregues no período." />
        <StatCard title="Pedidos entregues" value={formatNumberBR(summary.count)} />
      </StatGrid>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(340px, 1.2fr) 1fr 1fr' }, gap: 3, mb: 3, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <Table size="small" aria-label="Vendas por tipo de pagamento">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 'bold' }}>Tipo de pagamento</TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  Pedidos
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  Total
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.byGroup.map((g) => (
                <TableRow key={g.group}>
                  <TableCell>{g.label}</TableCell>
                  <TableCell align="right">{formatNumberBR(g.count)}</TableCell>
                  <TableCell align="right">{formatBRL(g.total)}</TableCell>
                </TableRow>
              ))}
              <TableRow>
                <TableCell sx={{ fontWeight: 'bold' }}>Total</TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {formatNumberBR(summary.count)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {formatBRL(summary.total)}
                </TableCell>
              </TableRow>
            </TableBody>
          </Table>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ p: 1 }}>
            Somente pedidos entregues entram nos totais.
          </Typography>
        </Paper>
        <DoughnutChart
          title="Pedidos por tipo de pagamento"
          data={summary.byGroup.map((g) => ({ label: g.label, value: g.count }))}
          valueLabel="Pedidos"
          height={240}
          emptyMessage="Nenhum pedido entregue no período."
        />
        <DoughnutChart
          title="Valor por tipo de pagamento"
          data={summary.byGroup.map((g) => ({ label: g.label, value: g.total }))}
          valueFormat="money"
          valueLabel="Total"
          height={240}
          emptyMessage="Nenhum pedido entregue no período."
        />
      </Box>
    </>
  );
}
