import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import MoreVert from '@mui/icons-material/MoreVert';
import type { ReportOrderRow } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { orderStatusLabel, paymentGroupLabel } from '../../../shared/reports';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { formatDateTime } from '../../../shared/time';
import { useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { canRequestFineReversal, FINE_REVERSAL_LABELS, fineReversalState } from './model';

const STATE_CHIPS = {
  analysis: { icon: <HourglassEmpty />, text: 'Em análise', color: 'warning' },
  approved: { icon: <CheckCircleOutline />, text: 'Aprovado', color: 'success' },
  rejected: { icon: <CancelOutlined />, text: 'Recusado', color: 'error' },
} as const;

/** The orders of the period (spec 02 §2.9): hash, date, customer, status, money, payment, actions. */
export function SalesOrdersTable({ rows, onRequestFineReversal }: { rows: readonly ReportOrderRow[]; onRequestFineReversal: (row: ReportOrderRow) => void }) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const columns: Column<ReportOrderRow>[] = [
    { id: 'hash', header: 'Pedido', render: (r) => `#${r.hash_pedido}`, sortValue: (r) => r.hash_pedido },
    { id: 'data', header: 'Data', render: (r) => formatDateTime(r.data_criacao, timeZone), sortValue: (r) => r.data_criacao, whenNarrow: { under: 'hash' } },
    { id: 'cliente', header: 'Cliente', render: (r) => r.usuario_nome, sortValue: (r) => r.usuario_nome },
    { id: 'status', header: 'Status', render: (r) => orderStatusLabel(r.status), sortValue: (r) => orderStatusLabel(r.status) },
    { id: 'subtotal', header: 'Subtotal', align: 'right', render: (r) => formatBRL(r.valor_pedido), sortValue: (r) => r.valor_pedido },
    { id: 'desconto', header: 'Desconto', align: 'right', render: (r) => formatBRL(r.valor_desconto), sortValue: (r) => r.valor_desconto },
    { id: 'taxa', header: 'Taxa de entrega', align: 'right', render: (r) => formatBRL(r.valor_taxa), sortValue: (r) => r.valor_taxa },
    {
      id: 'pagamento',
      header: 'Pagamento',
      render: (r) => (
        <>
          {paymentGroupLabel(r.pagamento)}
          {r.forma_pagamento && (
            <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {r.forma_pagamento}
            </Typography>
          )}
        </>
      ),
      sortValue: (r) => paymentGroupLabel(r.pagamento),
    },
    { id: 'acoes', header: 'Ações', render: (r) => <RowActions row={r} onRequestFineReversal={onRequestFineReversal} /> },
  ];
  return (
    <PaginatedTable
      label="Pedidos do período"
      columns={columns}
      rows={rows}
      getRowKey={(r) => r.id_pedido}
      pageSize={15}
      size="small"
      defaultSort={{ columnId: 'data', direction: 'desc' }}
      emptyMessage="Nenhum pedido no período."
    />
  );
}

/** The state of a fine-reversal request, or the row menu of a cancelled order without one. */
function RowActions({ row, onRequestFineReversal }: { row: ReportOrderRow; onRequestFineReversal: (row: ReportOrderRow) => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const state = fineReversalState(row);
  if (state !== 'none') {
    const chip = STATE_CHIPS[state];
    return <Chip size="small" variant="outlined" icon={chip.icon} color={chip.color} label={chip.text} aria-label={FINE_REVERSAL_LABELS[state]} title={FINE_REVERSAL_LABELS[state]} />;
  }
  if (!canRequestFineReversal(row)) return null;
  return (
    <Box>
      <IconButton size="small" aria-label={`Ações do pedido #${row.hash_pedido}`} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onRequestFineReversal(row);
          }}
        >
          Solicitar estorno de multa
        </MenuItem>
      </Menu>
    </Box>
  );
}
