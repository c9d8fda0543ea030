import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Invoice, LegacyInvoice } from '../../../shared/api';
import { formatBRL, formatCentsBRL } from '../../../shared/format';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { MESSAGES } from '../../ui/messages';
import { FINANCE_MESSAGES } from './messages';
import { PaginatedTable, type Column } from '../../ui/PaginatedTable';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { EmptyState, LoadingState } from '../../ui/ScreenStates';
import { invoicesCsv, legacyInvoicesCsv } from './csvExports';
import { useInvoicesQuery, useLazyInvoicesQuery, useLegacyInvoicesQuery } from './financeApi';
import { BALANCE_TYPE_LABEL, balanceType, formatDay, invoiceStatusLabel, invoiceValue, legacyInvoiceStatusLabel, PAGE_SIZE } from './model';

const STATUS_COLOR: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  paid: 'success',
  PG: 'success',
  overdue: 'error',
  VC: 'error',
  pending: 'warning',
  AT: 'warning',
  processing: 'info',
};

const status = (code: string, label: string) => <Chip size="small" label={label} color={STATUS_COLOR[code] ?? 'default'} />;

const links = (items: [string, string][]) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
    {items.map(([label, href]) => (
      <Link key={label} href={href} target="_blank" rel="noopener">
        {label}
      </Link>
    ))}
  </Box>
);

const INVOICE_COLUMNS: Column<Invoice>[] = [
  { id: 'period', header: 'Período', render: (i) => `${formatDay(i.starts_at)} a ${formatDay(i.ends_at)}` },
  { id: 'due', header: 'Vencimento', render: (i) => formatDay(i.overdues_at) },
  { id: 'value', header: 'Valor', align: 'right', render: (i) => formatCentsBRL(invoiceValue(i)) },
  { id: 'type', header: 'Tipo', render: (i) => BALANCE_TYPE_LABEL[balanceType(i.balance)] },
  { id: 'status', header: 'Situação', render: (i) => status(i.status, invoiceStatusLabel(i.status)) },
  {
    id: 'documents',
    header: 'Documentos',
    render: (i) =>
      links([
        ['PDF', i.pdf_url],
        ['Fatura', i.invoice_url],
        ...i.nfs.map((nf): [string, string] => [nf.type === 'commission' ? 'NFS-e comissão' : 'NFS-e pagamento online', nf.pdf]),
      ]),
  },
];

const LEGACY_COLUMNS: Column<LegacyInvoice>[] = [
  { id: 'ref', header: 'Referência', render: (f) => f.referencia },
  { id: 'due', header: 'Vencimento', render: (f) => formatDay(f.data_vencimento) },
  { id: 'value', header: 'Valor', align: 'right', render: (f) => formatBRL(f.valor_pagar) },
  { id: 'status', header: 'Situação', render: (f) => status(f.status, legacyInvoiceStatusLabel(f.status)) },
  {
    id: 'documents',
    header: 'Documentos',
    render: (f) =>
      links([
        ['Fatura', f.fatura_link],
        ['NFS-e', f.nfse_link],
        ['Boleto', f.boleto_link],
      ]),
  },
];

/** /financeiro/faturas (spec 02 §2.12): the invoices a page at a time, then the legacy ones. */
export function InvoicesPage() {
  const [page, setPage] = useState(1);
  const invoices = useInvoicesQuery({ page, perPage: PAGE_SIZE.invoices });
  const [loadInvoices] = useLazyInvoicesQuery();
  const legacy = useLegacyInvoicesQuery();
  const exportAll = async (): Promise<string> => invoicesCsv((await loadInvoices({ page: 1, perPage: 200 }, true).unwrap()).rows);
  return (
    <Screen title="Faturas" actions={<ExportCsvButton fileName="faturas.csv" csv={exportAll} disabled={!invoices.data?.total} />}>
      {invoices.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void invoices.refetch()}>
              {MESSAGES.retry}
            </Button>
          }
        >
          <AlertTitle>{FINANCE_MESSAGES.invoicesLoadFailed}</AlertTitle>
          {FINANCE_MESSAGES.invoicesLoadFailedHint}
        </Alert>
      ) : !invoices.data ? (
        <LoadingState />
      ) : invoices.data.total === 0 ? (
        <EmptyState message={FINANCE_MESSAGES.invoicesEmptyTitle} hint={FINANCE_MESSAGES.invoicesEmpty} />
      ) : (
        <PaginatedTable
          label="Faturas"
          columns={INVOICE_COLUMNS}
          rows={invoices.data.rows}
          getRowKey={(i) => i.id}
          page={page}
          totalPages={invoices.data.lastPage}
          onPageChange={setPage}
          loading={invoices.isFetching}
        />
      )}

      <Box component="section" aria-label="Faturas anteriores" sx={{ mt: 4 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            Faturas anteriores
          </Typography>
          <ExportCsvButton fileName="faturas-anteriores.csv" csv={() => legacyInvoicesCsv(legacy.data ?? [])} disabled={!legacy.data?.length} />
        </Box>
        <QueryView result={legacy} errorTitle={FINANCE_MESSAGES.legacyInvoicesLoadFailed}>
          {(list) => <PaginatedTable label="Faturas anteriores" columns={LEGACY_COLUMNS} rows={list} getRowKey={(f) => f.hash_fatura} pageSize={12} emptyMessage={FINANCE_MESSAGES.legacyInvoicesEmpty} />}
        </QueryView>
      </Box>
    </Screen>
  );
}
