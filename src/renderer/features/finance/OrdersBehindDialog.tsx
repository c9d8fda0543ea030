import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { OrderTransaction } from '../../../shared/api';
import { formatCentsBRL } from '../../../shared/format';
import { useAppSelector } from '../../app/hooks';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { ErrorState, LoadingState } from '../../ui/ScreenStates';
import { transactionsCsv } from './csvExports';
import { selectStoreTimeZone } from '../store/storeSlice';
import { formatInstant, lineCents, ordersBehind, paymentTypeLabel, type GrossToNetLine } from './model';

export interface LineOrders {
  line: GrossToNetLine;
  /** every order of the period or settlement; undefined while they load */
  orders?: readonly OrderTransaction[];
  error?: string;
  onRetry?: () => void;
}

/** The orders behind one line of the gross-to-net: each with its part, the parts adding up to the line. */
export function OrdersBehindDialog({ value, onClose, fileName }: { value: LineOrders | null; onClose: () => void; fileName: string }) {
  const titleId = useId();
  const timeZone = useAppSelector(selectStoreTimeZone);
  const line = value?.line;
  const rows = value?.orders && line ? ordersBehind(value.orders, line.key) : undefined;
  const columns: Column<OrderTransaction>[] = line
    ? [
        { id: 'hash', header: 'Pedido', render: (o) => o.order_hash, sortValue: (o) => o.order_hash },
        { id: 'processed', header: 'Processado em', render: (o) => formatInstant(o.created_at, timeZone), sortValue: (o) => o.created_at },
        { id: 'payment', header: 'Pagamento', render: (o) => paymentTypeLabel(o.payment_type) },
        { id: 'value', header: line.label, align: 'right', render: (o) => formatCentsBRL(lineCents(o, line.key)), sortValue: (o) => lineCents(o, line.key) },
      ]
    : [];
  return (
    <Dialog open={value !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{line ? `Pedidos: ${line.label}` : ''}</DialogTitle>
      <DialogContent>
        {value?.error ? (
          <ErrorState message={value.error} onRetry={value.onRetry} />
        ) : rows === undefined ? (
          <LoadingState />
        ) : (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
              <Typography sx={{ flex: 1 }}>
                {rows.length} pedido(s), somando {formatCentsBRL(rows.reduce((s, o) => s + lineCents(o, line!.key), 0))}
              </Typography>
              <ExportCsvButton fileName={fileName} csv={() => transactionsCsv(rows, timeZone)} />
            </Box>
            <PaginatedTable label={line ? `Pedidos: ${line.label}` : ''} columns={columns} rows={rows} getRowKey={(o) => o.id} pageSize={10} size="small" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
