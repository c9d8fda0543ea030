import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { PayoutBatch } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { useAppSelector } from '../../app/hooks';
import { DateField } from '../../ui/DateField';
import type { IsoDate } from '../../ui/dateRange';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FINANCE_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { batchesCsv } from './csvExports';
import { usePayoutBatchesQuery } from './financeApi';
import { formatDay, formatInstant, PAGE_SIZE } from './model';
import { selectStoreTimeZone } from '../store/storeSlice';

/** Every field of a payout batch (spec 02 §3), as the details modal lists them. */
export function batchDetails(b: PayoutBatch, timeZone: string): [string, string][] {
  return [
    ['Lote', String(b.id)],
    ['Estabelecimento', `${b.establishment} (${b.establishment_id})`],
    ['Período', `${formatDay(b.date_from)} a ${formatDay(b.date_to)}`],
    ['Situação', b.status],
    ['Valor para a loja', formatBRL(b.value_final_establishment)],
    ['Comissão', formatBRL(b.value_commission)],
    ['Taxa de pagamento online', formatBRL(b.value_tax)],
    ['Valor retido', formatBRL(b.retained_value)],
    ['Valor compensado', formatBRL(b.compensated_value)],
    ['Fatura compensada', b.invoice_id === null ? 'Nenhuma' : String(b.invoice_id)],
    ['Pago em', b.finished_at ? formatInstant(b.finished_at, timeZone) : 'Ainda não pago'],
    ['Token', b.token],
    ['Descrição', b.complete_description],
  ];
}

/** /onlinepayment/batch (spec 02 §2.17): the payout batches, 100 a page, a date filter and each batch's details. */
export function PayoutBatchesPage() {
  const [page, setPage] = useState(1);
  const [typed, setTyped] = useState<IsoDate | null>(null);
  const [day, setDay] = useState<IsoDate | null>(null);
  const [shown, setShown] = useState<PayoutBatch | null>(null);
  const batches = usePayoutBatchesQuery({ page, day });
  const titleId = useId();
  const timeZone = useAppSelector(selectStoreTimeZone);
  const columns: Column<PayoutBatch>[] = [
    { id: 'id', header: 'Lote', render: (b) => b.id },
    { id: 'period', header: 'Período', render: (b) => `${formatDay(b.date_from)} a ${formatDay(b.date_to)}` },
    { id: 'status', header: 'Situação', render: (b) => b.status },
    { id: 'value', header: 'Valor para a loja', align: 'right', render: (b) => formatBRL(b.value_final_establishment) },
    { id: 'paid', header: 'Pago em', render: (b) => (b.finished_at ? formatInstant(b.finished_at, timeZone) : '—') },
    {
      id: 'details',
      header: 'Detalhes',
      render: (b) => (
        <Button size="small" onClick={() => setShown(b)} aria-label={`Detalhes do lote ${b.id}`}>
          Detalhes
        </Button>
      ),
    },
  ];
  const filter = (event: FormEvent) => {
    event.preventDefault();
    setDay(typed);
    setPage(1);
  };
  return (
    <Screen title="Lotes de pagamento" actions={<ExportCsvButton fileName="lotes.csv" csv={() => batchesCsv(batches.data?.rows ?? [], timeZone)} disabled={!batches.data?.rows.length} />}>
      <Box component="form" noValidate onSubmit={filter} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 2 }}>
        <DateField label="Data" value={typed} onChange={setTyped} />
        <Button type="submit" variant="contained" sx={{ height: 40 }}>
          Filtrar
        </Button>
        {day && (
          <Button
            sx={{ height: 40 }}
            onClick={() => {
              setTyped(null);
              setDay(null);
              setPage(1);
            }}
          >
            Limpar
          </Button>
        )}
      </Box>
      <QueryView result={batches} errorTitle={FINANCE_MESSAGES.payoutBatchesLoadFailed}>
        {(data) => (
          <PaginatedTable
            label="Lotes"
            columns={columns}
            rows={data.rows}
            getRowKey={(b) => b.id}
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE.payouts}
            onPageChange={setPage}
            loading={batches.isFetching}
            emptyMessage={FINANCE_MESSAGES.payoutBatchesEmpty}
          />
        )}
      </QueryView>
      <Dialog open={shown !== null} onClose={() => setShown(null)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{shown ? `Lote ${shown.id}` : ''}</DialogTitle>
        <DialogContent>
          {shown && (
            <Table size="small" aria-label="Campos do lote">
              <TableBody>
                {batchDetails(shown, timeZone).map(([label, value]) => (
                  <TableRow key={label}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 200 }}>
                      {label}
                    </TableCell>
                    <TableCell>{value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setShown(null)}>Fechar</Button>
        </DialogActions>
      </Dialog>
    </Screen>
  );
}
