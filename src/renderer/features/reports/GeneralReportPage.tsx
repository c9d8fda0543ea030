import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { DashboardOrderRow } from '../../../shared/api';
import { formatBRL, formatNumberBR } from '../../../shared/format';
import { CANCELLED_SALES_LABEL, dayClosing, orderStatusLabel, paymentGroupLabel, reportTotals, salesByPaymentGroup } from '../../../shared/reports';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DoughnutChart } from '../../ui/charts/DoughnutChart';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { initialDateRange } from '../../ui/dateRange';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { REPORTS_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { buildClosingTicket } from '../../../shared/printing/closing';
import { dayClosingPrintRequested } from '../printing/printActions';
import { selectPrintSettings } from '../printSettings/selectors';
import { selectStoreDetail, selectStoreTimeZone } from '../store/storeSlice';
import { formatDateTime } from '../../../shared/time';
import { GeneralReportPrint } from './GeneralReportPrint';
import { reportCsv } from './model';
import { useGeneralReportQuery } from './reportsApi';
import { StatCard, StatGrid } from './StatCard';
import { useSubmittedRange } from './useSubmittedRange';

/** /relatorio (spec 02 §2.14): a date range, a doughnut, the totals and the order list, printable. */
export function GeneralReportPage() {
  const dispatch = useAppDispatch();
  const storeName = useAppSelector((state) => selectStoreDetail(state)?.nome ?? '');
  const printSettings = useAppSelector(selectPrintSettings);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const today = useStoreToday();
  const [range, setRange] = useState(() => initialDateRange(0, today));
  const { query, submit } = useSubmittedRange(range);
  const report = useGeneralReportQuery({ start: query.start, end: query.end });
  const rows = report.currentData?.rows;
  const oneDay = query.start === query.end;

  const printClosing = () => {
    if (!rows || !oneDay) return;
    const closing = { storeName, closing: dayClosing(query.start, rows), printedAt: new Date().toISOString(), timeZone };
    dispatch(dayClosingPrintRequested({ day: query.start, ticket: buildClosingTicket(closing, printSettings) }));
  };

  return (
    <Screen
      title="Relatório Geral"
      actions={
        <>
          <Tooltip title={oneDay ? '' : REPORTS_MESSAGES.dayClosingNeedsOneDay}>
            <span>
              <Button variant="outlined" size="small" startIcon={<ReceiptLongOutlined />} disabled={!rows || !oneDay} onClick={printClosing}>
                Fechamento do dia
              </Button>
            </span>
          </Tooltip>
          <Button variant="outlined" size="small" startIcon={<PrintOutlined />} disabled={!rows} onClick={() => window.print()}>
            Imprimir
          </Button>
          <ExportCsvButton fileName={`relatorio-${query.start}-a-${query.end}.csv`} csv={() => reportCsv(rows ?? [], timeZone)} disabled={!rows || rows.length === 0} />
        </>
      }
    >
      <Box sx={{ mb: 3 }}>
        <DateRangeFilter value={range} onChange={setRange} submitLabel="Filtrar" onSubmit={(next) => submit(next, report.refetch)} busy={report.isFetching} />
      </Box>
      <QueryView result={{ ...report, data: rows }} errorTitle={REPORTS_MESSAGES.generalReportLoadFailed}>
        {(list) => (
          <>
            <ReportBody key={`${query.start}:${query.end}`} rows={list} timeZone={timeZone} />
            <GeneralReportPrint storeName={storeName} start={query.start} end={query.end} rows={list} timeZone={timeZone} />
          </>
        )}
      </QueryView>
    </Screen>
  );
}

function ReportBody({ rows, timeZone }: { rows: DashboardOrderRow[]; timeZone: string }) {
  const totals = reportTotals(rows);
  const byPayment = salesByPaymentGroup(rows);
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, mb: 3, alignItems: 'start' }}>
        <StatGrid>
          <StatCard title="Pedidos no período" value={formatNumberBR(totals.orders)} />
          <StatCard title="Pedidos entregues" value={formatNumberBR(totals.delivered)} />
          <StatCard title="Pedidos cancelados" value={formatNumberBR(totals.cancelled)} hint="Produtos dos pedidos cancelados, sem taxa de entrega nem descontos (o mesmo do Painel de Controle).">
            {CANCELLED_SALES_LABEL}: {formatBRL(totals.cancelledValue)}
          </StatCard>
          <StatCard title="Pedidos efetivados" value={formatBRL(totals.effectiveOrders)} hint="Produtos dos pedidos entregues." />
          <StatCard title="Taxa de entrega" value={formatBRL(totals.deliveryFee)} />
          <StatCard title="Descontos" value={formatBRL(totals.discounts)} />
          <StatCard title="Total Geral" value={formatBRL(totals.totalGeral)} hint="Pedidos efetivados + taxa de entrega - descontos." />
        </StatGrid>
        <DoughnutChart
          title="Vendas por tipo de pagamento"
          data={byPayment.map((g) => ({ label: g.label, value: g.total }))}
          valueFormat="money"
          valueLabel="Total"
          height={240}
          emptyMessage="Nenhum pedido entregue no período."
        />
      </Box>
      <PaginatedTable
        label="Pedidos do relatório"
        columns={columnsIn(timeZone)}
        rows={rows}
        getRowKey={(r) => r.id_pedido}
        pageSize={15}
        size="small"
        defaultSort={{ columnId: 'data', direction: 'desc' }}
        emptyMessage="Nenhum pedido no período."
      />
    </>
  );
}

const columnsIn = (timeZone: string): Column<DashboardOrderRow>[] => [
  { id: 'hash', header: 'Pedido', render: (r) => `#${r.hash_pedido}`, sortValue: (r) => r.hash_pedido },
  { id: 'data', header: 'Data', render: (r) => formatDateTime(r.data_criacao, timeZone), sortValue: (r) => r.data_criacao, whenNarrow: { under: 'hash' } },
  { id: 'cliente', header: 'Cliente', render: (r) => r.usuario_nome, sortValue: (r) => r.usuario_nome },
  { id: 'status', header: 'Status', render: (r) => orderStatusLabel(r.status), sortValue: (r) => orderStatusLabel(r.status) },
  { id: 'pagamento', header: 'Pagamento', render: (r) => paymentGroupLabel(r.pagamento), sortValue: (r) => paymentGroupLabel(r.pagamento) },
  { id: 'subtotal', header: 'Subtotal', align: 'right', render: (r) => formatBRL(r.valor_pedido), sortValue: (r) => r.valor_pedido },
  { id: 'desconto', header: 'Desconto', align: 'right', render: (r) => formatBRL(r.valor_desconto), sortValue: (r) => r.valor_desconto },
  { id: 'taxa', header: 'Taxa de entrega', align: 'right', render: (r) => formatBRL(r.valor_taxa), sortValue: (r) => r.valor_taxa },
  { id: 'total', header: 'Total', align: 'right', render: (r) => formatBRL(r.valor_total), sortValue: (r) => r.valor_total },
];
