import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { SettlementPeriod } from '../../../shared/api';
import { formatCentsBRL } from '../../../shared/format';
import { useAppSelector } from '../../app/hooks';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FINANCE_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { settlementsCsv, transactionsCsv } from './csvExports';
import { useLazySettlementsQuery, useSettlementsQuery, useTransactionsQuery } from './financeApi';
import { GrossToNetPanel } from './GrossToNetPanel';
import { formatDay, PAGE_SIZE, settlementGrossToNet, type GrossToNetLine } from './model';
import { OrdersBehindDialog, type LineOrders } from './OrdersBehindDialog';
import { TransactionsTable } from './TransactionsTable';
import { selectStoreTimeZone } from '../store/storeSlice';

const week = (s: SettlementPeriod): string => `${formatDay(s.starts_at)} a ${formatDay(s.ends_at)}`;

/** /financeiro/repasses (spec 02 §2.11): the weekly settlements, 15 a page, each with 'Ver pedidos'. */
export function SettlementsPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<SettlementPeriod | null>(null);
  const settlements = useSettlementsQuery(page);
  const [loadPage] = useLazySettlementsQuery();
  const columns: Column<SettlementPeriod>[] = [
    { id: 'week', header: 'Semana', render: week },
    { id: 'date', header: 'Data do repasse', render: (s) => formatDay(s.settlement_date) },
    { id: 'orders', header: 'Pedidos', align: 'right', render: (s) => s.order_count },
    { id: 'total', header: 'Pago pelos clientes', align: 'right', render: (s) => formatCentsBRL(s.total_value) },
    { id: 'commission', header: 'Comissão', align: 'right', render: (s) => formatCentsBRL(s.commission_value) },
    { id: 'retained', header: 'Retido', align: 'right', render: (s) => formatCentsBRL(s.retained_value) },
    { id: 'split', header: 'Valor do repasse', align: 'right', render: (s) => <strong>{formatCentsBRL(s.merchant_split_value)}</strong> },
    {
      id: 'actions',
      header: 'Pedidos',
      render: (s) => (
        <Button size="small" onClick={() => setOpen(s)} aria-label={`Ver pedidos do repasse de ${formatDay(s.settlement_date)}`}>
          Ver pedidos
        </Button>
      ),
    },
  ];
  const exportAll = async (): Promise<string> => {
    const first = await loadPage(1, true).unwrap();
    const pages = Math.ceil(first.total / PAGE_SIZE.settlements);
    const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => loadPage(i + 2, true).unwrap()));
    return settlementsCsv([first, ...rest].flatMap((p) => p.rows));
  };
  return (
    <Screen title="Repasses" actions={<ExportCsvButton fileName="repasses.csv" csv={exportAll} disabled={!settlements.data?.total} />}>
      <QueryView result={settlements} errorTitle={FINANCE_MESSAGES.financeSettlementsLoadFailed}>
        {(data) => (
          <PaginatedTable
            label="Repasses"
            columns={columns}
            rows={data.rows}
            getRowKey={(s) => s.id}
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE.settlements}
            onPageChange={setPage}
            loading={settlements.isFetching}
            emptyMessage={FINANCE_MESSAGES.financeNoSettlements}
          />
        )}
      </QueryView>
      <Drawer anchor="right" open={open !== null} onClose={() => setOpen(null)} slotProps={{ paper: { sx: { width: { xs: '100%', md: 900 } } } }}>
        {open && <SettlementOrders settlement={open} onClose={() => setOpen(null)} />}
      </Drawer>
    </Screen>
  );
}

/** The side panel: the settlement's online orders (6000 a page), from gross to its payout. */
function SettlementOrders({ settlement, onClose }: { settlement: SettlementPeriod; onClose: () => void }) {
  const orders = useTransactionsQuery({ settlementId: settlement.id, page: 1, pageSize: PAGE_SIZE.settlementOrders });
  const [lineOrders, setLineOrders] = useState<LineOrders | null>(null);
  const timeZone = useAppSelector(selectStoreTimeZone);
  const title = `Repasse de ${formatDay(settlement.settlement_date)}`;
  const stamp = settlement.settlement_date.slice(0, 10);
  return (
    <Box component="section" aria-label={title} sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Pedidos pagos online na semana de {week(settlement)}
          </Typography>
        </Box>
        <IconButton aria-label="Fechar" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <QueryView result={orders} errorTitle={FINANCE_MESSAGES.financeSettlementOrdersLoadFailed}>
        {(data) => (
          <>
            <GrossToNetPanel
              title="Das vendas ao repasse"
              value={settlementGrossToNet(settlement, data.rows)}
              platformLabel="Valor do repasse informado pela plataforma"
              onLine={(line: GrossToNetLine) => setLineOrders({ line, orders: data.rows })}
              fileName={`repasse-${stamp}-vendas-ao-liquido.csv`}
            />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>{data.total} pedido(s)</Typography>
              <ExportCsvButton fileName={`repasse-${stamp}-pedidos.csv`} csv={() => transactionsCsv(data.rows, timeZone)} disabled={data.rows.length === 0} />
            </Box>
            <TransactionsTable label={`Pedidos do ${title.toLowerCase()}`} rows={data.rows} pageSize={10} />
          </>
        )}
      </QueryView>
      <OrdersBehindDialog value={lineOrders} onClose={() => setLineOrders(null)} fileName={`repasse-${stamp}-${lineOrders?.line.key ?? ''}.csv`} />
    </Box>
  );
}
