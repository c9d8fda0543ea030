import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCentsBRL, formatNumberBR } from '../../../shared/format';
import { useAppSelector } from '../../app/hooks';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import type { DateRangeValue, IsoDate } from '../../ui/dateRange';
import { ExportCsvButton } from '../../ui/ExportCsvButton';
import { FINANCE_MESSAGES } from './messages';
import { QueryView, loadErrorText } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { EmptyState, ErrorState } from '../../ui/ScreenStates';
import { transactionsCsv } from './csvExports';
import type { Invoice } from '../../../shared/api';
import { useFinancialPeriodsQuery, useInvoicesQuery, useLegacyInvoicesQuery, usePeriodPayoutsQuery, usePeriodSummaryQuery, useTransactionsQuery } from './financeApi';
import { GrossToNetPanel } from './GrossToNetPanel';
import { calendarDay, formatDay, invoiceDue, PAGE_SIZE, periodBounds, periodGrossToNet, summaryCards, type GrossToNetLine, type Period } from './model';
import { OrdersBehindDialog, type LineOrders } from './OrdersBehindDialog';
import { TransactionsTable } from './TransactionsTable';
import { useAllTransactions } from './useAllTransactions';
import { selectStoreTimeZone } from '../store/storeSlice';

/** /financeiro/visao-geral (spec 02 §2.10) */
export function FinancialOverviewPage() {
  const periods = useFinancialPeriodsQuery();
  return (
    <Screen title="Visão geral">
      <QueryView result={periods} errorTitle={FINANCE_MESSAGES.financePeriodsLoadFailed} isEmpty={(list) => list.length === 0} empty={{ message: FINANCE_MESSAGES.financeNoPeriods }}>
        {(list) => list[0] && <PeriodOverview periods={list} first={list[0]} />}
      </QueryView>
    </Screen>
  );
}

const fullRange = (p: Period): DateRangeValue => ({ period: 'custom', start: p.start, end: p.end });

function PeriodOverview({ periods, first }: { periods: Period[]; first: Period }) {
  const [periodId, setPeriodId] = useState(first.id);
  const period = periods.find((p) => p.id === periodId) ?? first;
  const timeZone = useAppSelector(selectStoreTimeZone);
  const [filter, setFilter] = useState<DateRangeValue>(() => fullRange(period));
  const [applied, setApplied] = useState<{ start: IsoDate; end: IsoDate } | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [lineOrders, setLineOrders] = useState<LineOrders | null>(null);
  const summary = usePeriodSummaryQuery(period.id);
  const storeId = useAppSelector((s) => s.session.session?.id_estabelecimento ?? 0);
  const payouts = usePeriodPayoutsQuery({ start: period.start, end: period.end, storeId });
  const invoices = useInvoicesQuery({ page: 1, perPage: 200 });
  const month = period.start.slice(0, 7);
  const invoice = invoices.data?.rows.find((i) => calendarDay(i.starts_at)?.startsWith(month)) ?? null;
  // a store still on the older billing has its faturas instead (the new invoice list is a 404 for it)
  const legacy = useLegacyInvoicesQuery();
  const periodInvoice = invoice ?? legacy.data?.find((f) => f.referencia === period.label) ?? null;
  const due = periodInvoice ? invoiceDue(periodInvoice) : null;
  const transactions = useTransactionsQuery({ periodId: period.id, page, pageSize: PAGE_SIZE.transactions, range: applied });
  const allTransactions = useAllTransactions();

  const choosePeriod = (id: number) => {
    const next = periods.find((p) => p.id === id);
    if (!next) return;
    setPeriodId(id);
    setFilter(fullRange(next));
    setApplied(undefined);
    setPage(1);
  };

  const openLine = (line: GrossToNetLine) => {
    const load = () => {
      setLineOrders({ line });
      allTransactions({ periodId: period.id }).then(
        (orders) => setLineOrders((current) => (current?.line.key === line.key ? { line, orders } : current)),
        (e: unknown) => setLineOrders((current) => (current?.line.key === line.key ? { line, error: loadErrorText(FINANCE_MESSAGES.financeLineOrdersLoadFailed, e), onRetry: load } : current)),
      );
    };
    load();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField select size="small" label="Período financeiro" value={period.id} onChange={(e) => choosePeriod(Number(e.target.value))} sx={{ minWidth: 220 }}>
          {periods.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
        <InvoiceLinks invoice={invoice} label={period.label} />
      </Box>
      {due?.overdue && (
        <Alert severity="error" role="status">
          {FINANCE_MESSAGES.financeInvoiceOverdue(period.label, formatDay(due.due))}
        </Alert>
      )}

      <QueryView result={summary} errorTitle={FINANCE_MESSAGES.financeSummaryLoadFailed}>
        {(s) => (
          <>
            <Box component="ul" aria-label={`Resumo de ${period.label}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' }}>
              {summaryCards(s, formatCentsBRL, { payouts: payouts.data ?? null, invoice: periodInvoice }).map((card) => (
                <Paper key={card.label} component="li" variant="outlined" sx={{ p: 2 }} aria-label={card.label}>
                  <Typography variant="body2" color="text.secondary">
                    {card.label}
                  </Typography>
                  <Typography variant="h6" component="p">
                    {card.count ? formatNumberBR(card.cents) : formatCentsBRL(card.cents)}
                  </Typography>
                  {card.detail && (
                    <Typography variant="caption" color="text.secondary">
                      {card.detail}
                    </Typography>
                  )}
                </Paper>
              ))}
            </Box>
            {payouts.error ? (
              <ErrorState message={loadErrorText(FINANCE_MESSAGES.financePayoutStatusLoadFailed, payouts.error)} onRetry={() => void payouts.refetch()} />
            ) : null}
            <GrossToNetPanel
              title={`Das vendas ao líquido: ${period.label}`}
              value={periodGrossToNet(s)}
              platformLabel="Líquido informado pela plataforma (saldo + recebido na entrega)"
              onLine={openLine}
              fileName={`vendas-ao-liquido-${month}.csv`}
            />
          </>
        )}
      </QueryView>

      <Box component="section" aria-label="Transações">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, minWidth: 160 }}>
            Transações
          </Typography>
          <DateRangeFilter
            value={filter}
            onChange={setFilter}
            periods={['custom']}
            {...periodBounds(period)}
            submitLabel="Filtrar"
            busy={transactions.isFetching}
            onSubmit={(range) => {
              setApplied({ start: range.start, end: range.end });
              setPage(1);
            }}
          />
          <ExportCsvButton
            fileName={`transacoes-${month}.csv`}
            disabled={!transactions.data || transactions.data.total === 0}
            csv={() => allTransactions({ periodId: period.id, range: applied }).then((rows) => transactionsCsv(rows, timeZone))}
          />
        </Box>
        {transactions.error ? (
          <ErrorState message={loadErrorText(FINANCE_MESSAGES.financeTransactionsLoadFailed, transactions.error)} onRetry={() => void transactions.refetch()} />
        ) : transactions.data && transactions.data.total === 0 ? (
          <EmptyState message={FINANCE_MESSAGES.financeNoTransactions} hint={FINANCE_MESSAGES.financeNoTransactionsHint} />
        ) : (
          <TransactionsTable
            label={`Transações de ${period.label}`}
            rows={transactions.data?.rows ?? []}
            page={page}
            total={transactions.data?.total ?? 0}
            pageSize={PAGE_SIZE.transactions}
            onPageChange={setPage}
            loading={transactions.isFetching}
          />
        )}
      </Box>
      <OrdersBehindDialog value={lineOrders} onClose={() => setLineOrders(null)} fileName={`pedidos-${lineOrders?.line.key ?? ''}-${month}.csv`} />
    </Box>
  );
}

/** The period's invoice documents: the new invoice of that month or, before it, the legacy one. */
function InvoiceLinks({ invoice, label }: { invoice: Invoice | null; label: string }) {
  const legacy = useLegacyInvoicesQuery();
  const old = legacy.data?.find((f) => f.referencia === label);
  if (!invoice && !old) return null;
  return (
    <Box component="nav" aria-label="Documentos da fatura do período" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {invoice && (
        <>
          <Link href={invoice.pdf_url} target="_blank" rel="noopener">
            Fatura (PDF)
          </Link>
          <Link href={invoice.invoice_url} target="_blank" rel="noopener">
            Boleto
          </Link>
          {invoice.nfs.map((nf) => (
            <Link key={nf.type} href={nf.pdf} target="_blank" rel="noopener">
              {nf.type === 'commission' ? 'NFS-e da comissão' : 'NFS-e do pagamento online'}
            </Link>
          ))}
        </>
      )}
      {!invoice && old && (
        <>
          <Link href={old.fatura_link} target="_blank" rel="noopener">
            Fatura
          </Link>
          <Link href={old.nfse_link} target="_blank" rel="noopener">
            NFS-e
          </Link>
          <Link href={old.boleto_link} target="_blank" rel="noopener">
            Boleto
          </Link>
        </>
      )}
    </Box>
  );
}
