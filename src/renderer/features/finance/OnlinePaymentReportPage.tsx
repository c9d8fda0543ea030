import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { OnlinePaymentReportRow } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { useAppSelector } from '../../app/hooks';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { initialDateRange, type DateRangeValue } from '../../ui/dateRange';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FINANCE_MESSAGES } from './messages';
import { loadErrorText } from '../../ui/QueryView';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { Screen } from '../../ui/Screen';
import { ErrorState } from '../../ui/ScreenStates';
import { reportCsv } from './csvExports';
import { useOnlinePaymentReportQuery } from './financeApi';
import { formatInstant } from './model';
import { selectStoreTimeZone } from '../store/storeSlice';

const columnsIn = (timeZone: string): Column<OnlinePaymentReportRow>[] => [
  { id: 'hash', header: 'Pedido', render: (r) => r.orderHash, sortValue: (r) => r.orderHash },
  { id: 'date', header: 'Data', render: (r) => formatInstant(r.transactionDate, timeZone), sortValue: (r) => r.transactionDate },
  { id: 'total', header: 'Total', align: 'right', render: (r) => formatBRL(r.orderAmountTotal), sortValue: (r) => r.orderAmountTotal },
  { id: 'final', header: 'Valor para a loja', align: 'right', render: (r) => formatBRL(r.finalEstablishment), sortValue: (r) => r.finalEstablishment },
  { id: 'type', header: 'Forma de pagamento', render: (r) => r.paymentType },
  {
    id: 'status',
    header: 'Situação',
    render: (r) => <Chip size="small" label={r.status} color={r.status === 'PAGO' ? 'success' : 'warning'} />,
  },
];

/** /onlinepayment/report (spec 02 §2.16): the online payments of a date range and where their money is. */
export function OnlinePaymentReportPage() {
  const storeId = useAppSelector((s) => s.session.session?.id_estabelecimento ?? 0);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const today = useStoreToday();
  const [range, setRange] = useState<DateRangeValue>(() => ({ ...initialDateRange(7, today), period: 'custom' }));
  // the last seven days at once; Filtrar asks again, even for the same days
  const [args, setArgs] = useState(() => ({ start: range.start ?? '', end: range.end ?? '', storeId }));
  const report = useOnlinePaymentReportQuery(args);
  // a refused or failed report leaves nothing on screen: the spec's dialog says why
  const rows = report.isError ? [] : (report.currentData ?? []);
  const filter = (start: string, end: string) => {
    if (start === args.start && end === args.end) void report.refetch();
    else setArgs({ start, end, storeId });
  };
  return (
    <Screen title="Relatório de pagamentos online" actions={<ExportCsvButton fileName="pagamentos-online.csv" csv={() => reportCsv(rows, timeZone)} disabled={rows.length === 0} />}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {FINANCE_MESSAGES.financeReportBanner}{' '}
        <Link component={RouterLink} to="/financeiro/repasses">
          Ver Repasses
        </Link>
      </Alert>
      <Box sx={{ mb: 2 }}>
        <DateRangeFilter
          value={range}
          onChange={setRange}
          periods={['custom']}
          submitLabel="Filtrar"
          busy={report.isFetching}
          onSubmit={(r) => filter(r.start, r.end)}
        />
      </Box>
      {report.error && (report.error as { kind?: string }).kind !== 'refused' && (
        <ErrorState message={loadErrorText(FINANCE_MESSAGES.financeReportLoadFailed, report.error)} onRetry={() => void report.refetch()} />
      )}
      <PaginatedTable key={`${args.start}-${args.end}`} label="Pagamentos online" columns={columnsIn(timeZone)} rows={rows} getRowKey={(r) => r.orderHash} pageSize={15} loading={report.isFetching} />
    </Screen>
  );
}
