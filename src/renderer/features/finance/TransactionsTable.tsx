import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderTransaction } from '../../../shared/api';
import { formatCentsBRL } from '../../../shared/format';
import { useAppSelector } from '../../app/hooks';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { selectStoreTimeZone } from '../store/storeSlice';
import { formatInstant, paymentTypeLabel } from './model';

/** the columns, their instants on the store's clock (`timeZone`) */
const columnsIn = (timeZone: string): Column<OrderTransaction>[] => [
  { id: 'hash', header: 'Pedido', render: (t) => t.order_hash },
  {
    id: 'dates',
    header: 'Data',
    whenNarrow: { under: 'hash' },
    render: (t) => (
      <>
        {formatInstant(t.order_created_at, timeZone)}
        <Typography variant="caption" component="div" color="text.secondary">
          processado {formatInstant(t.created_at, timeZone)}
        </Typography>
      </>
    ),
  },
  {
    id: 'payment',
    header: 'Pagamento',
    render: (t) => (
      <>
        {paymentTypeLabel(t.payment_type)}
        <Typography variant="caption" component="div" color="text.secondary">
          {t.payment_method}
        </Typography>
      </>
    ),
  },
  { id: 'subtotal', header: 'Subtotal', align: 'right', render: (t) => formatCentsBRL(t.subtotal_value), whenNarrow: { under: 'total', labelled: true } },
  { id: 'delivery', header: 'Entrega', align: 'right', render: (t) => formatCentsBRL(t.delivery_value), whenNarrow: { under: 'total', labelled: true } },
  { id: 'total', header: 'Total', align: 'right', render: (t) => formatCentsBRL(t.total_value) },
  { id: 'online', header: 'Online', align: 'right', render: (t) => formatCentsBRL(t.online_payment_value) },
  { id: 'commission', header: 'Comissão', align: 'right', render: (t) => formatCentsBRL(t.commission_value) },
  {
    id: 'operations',
    header: 'Operações',
    render: (t) => (
      <Box component="ul" aria-label={`Operações do pedido ${t.order_hash}`} sx={{ m: 0, pl: 2, typography: 'caption' }}>
        {t.operations.map((op, i) => (
          <li key={i}>
            {op.description || op.type}:{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatCentsBRL(op.value)}
            </Box>
          </li>
        ))}
      </Box>
    ),
  },
  { id: 'net', header: 'Líquido', align: 'right', render: (t) => <strong>{formatCentsBRL(t.nett_value)}</strong> },
];

/**
 * Order transactions, one row per order with its operations grouped in it (spec 02 §3): a page
 * the screen holds (server mode) or every row (client mode, `pageSize`).
 */
export function TransactionsTable({
  label,
  rows,
  page,
  total,
  pageSize,
  onPageChange,
  loading,
}: {
  label: string;
  rows: readonly OrderTransaction[];
  pageSize: number;
  loading?: boolean;
  /** server mode */
  page?: number;
  total?: number;
  onPageChange?: (page: number) => void;
}) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const columns = useMemo(() => columnsIn(timeZone), [timeZone]);
  if (onPageChange && page !== undefined && total !== undefined) {
    return (
      <PaginatedTable label={label} columns={columns} rows={rows} getRowKey={(t) => t.id} page={page} total={total} pageSize={pageSize} onPageChange={onPageChange} loading={loading} size="small" />
    );
  }
  return <PaginatedTable label={label} columns={columns} rows={rows} getRowKey={(t) => t.id} pageSize={pageSize} loading={loading} size="small" />;
}
