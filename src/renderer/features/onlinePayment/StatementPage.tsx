import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { BankFilterBody, BankFilterRow } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { formatCalendarDay } from '../../../shared/time';
import { DateRangeFilter, useStoreToday } from '../../ui/DateRangeFilter';
import { initialDateRange, type IsoDate } from '../../ui/dateRange';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { loadErrorText, QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { ErrorState } from '../../ui/ScreenStates';
import { useFilterBanksQuery } from './accountsApi';
import { usePaymentCalendarQuery } from './calendarApi';
import { totalBetween } from './calendarModel';
import { ONLINE_PAYMENT_PATHS, OnlinePaymentNav } from './OnlinePaymentNav';
import { ILLUSTRATIVE_AVAILABLE_BALANCE } from './statementModel';

/**
 * /financeiro/vendas/vendas (Extrato, spec 02 §2.8): the balance cards, the period filter and the
 * bank table of bancos/filtrar. 'Saldo a receber' and the period's payments are the calendar's real
 * figures; 'Saldo disponível' has no call, so it is a sample labelled 'Valores ilustrativos'.
 */
export function StatementPage() {
  const calendar = usePaymentCalendarQuery();
  const today = useStoreToday();
  const [range, setRange] = useState(() => initialDateRange(30, today));
  const [period, setPeriod] = useState<{ start: IsoDate; end: IsoDate }>(() => ({ start: range.start ?? '', end: range.end ?? '' }));
  return (
    <Screen title="Extrato" maxWidth={1100}>
      <OnlinePaymentNav />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mb: 3 }}>
        <BalanceCard
          title="Saldo a receber"
          value={calendar.data ? formatBRL(calendar.data.total) : calendar.isError ? '—' : 'Carregando...'}
          caption="Soma dos pagamentos previstos no calendário que ainda não foram pagos."
          link={{ to: ONLINE_PAYMENT_PATHS.transfer, label: 'Transferir' }}
        >
          {calendar.isError && <ErrorState message={loadErrorText(ONLINE_PAYMENT_MESSAGES.calendarLoadFailed, calendar.error)} onRetry={() => void calendar.refetch()} />}
        </BalanceCard>
        <BalanceCard
          title="Saldo disponível"
          value={formatBRL(ILLUSTRATIVE_AVAILABLE_BALANCE)}
          caption={ONLINE_PAYMENT_MESSAGES.illustrativeHint}
          illustrative
          link={{ to: ONLINE_PAYMENT_PATHS.calendar, label: 'Ver calendário' }}
        />
      </Box>
      <Paper variant="outlined" component="section" aria-label="Período" sx={{ p: 2, mb: 3 }}>
        <DateRangeFilter value={range} onChange={setRange} submitLabel="Filtrar" onSubmit={({ start, end }) => setPeriod({ start, end })} />
        {calendar.data && (
          <Typography sx={{ mt: 2 }}>
            Pagamentos do calendário de {formatCalendarDay(period.start)} a {formatCalendarDay(period.end)}:{' '}
            <strong>{formatBRL(totalBetween(calendar.data.valores, period.start, period.end))}</strong>
          </Typography>
        )}
      </Paper>
      <BanksStatement />
    </Screen>
  );
}

function BalanceCard(props: { title: string; value: string; caption: string; illustrative?: boolean; link: { to: string; label: string }; children?: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={props.title} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {props.title}
        </Typography>
        {props.illustrative && <Chip size="small" color="warning" variant="outlined" label={ONLINE_PAYMENT_MESSAGES.illustrativeValues} />}
      </Box>
      <Typography variant="h4" component="p">
        {props.value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {props.caption}
      </Typography>
      {props.children}
      <Link component={RouterLink} to={props.link.to} sx={{ fontWeight: 600 }}>
        {props.link.label}
      </Link>
    </Paper>
  );
}

const ALL_BANKS: BankFilterBody = { codigo: '', nome: '', status: '' };

/** The Extrato table: banks by code, name and status (bancos/filtrar; a refusal says 'Atenção!' with erro). */
function BanksStatement() {
  const [draft, setDraft] = useState<BankFilterBody>(ALL_BANKS);
  const [filter, setFilter] = useState<BankFilterBody>(ALL_BANKS);
  const banks = useFilterBanksQuery(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ codigo: draft.codigo.trim(), nome: draft.nome.trim(), status: draft.status });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="extrato-bancos" sx={{ p: 2 }}>
      <Typography id="extrato-bancos" variant="h6" component="h2" sx={{ mb: 2 }}>
        Extrato
      </Typography>
      <Box component="form" aria-label="Filtrar bancos" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField size="small" label="Código" value={draft.codigo} onChange={(e) => setDraft({ ...draft, codigo: e.target.value })} sx={{ width: 120 }} />
        <TextField size="small" label="Nome" value={draft.nome} onChange={(e) => setDraft({ ...draft, nome: e.target.value })} />
        <TextField
          select
          size="small"
          label="Status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: 160 }}
        >
          <MenuItem value="">Todos</MenuItem>
          <MenuItem value="S">Ativo</MenuItem>
          <MenuItem value="N">Inativo</MenuItem>
        </TextField>
        <Button type="submit" variant="outlined">
          Filtrar
        </Button>
      </Box>
      <QueryView result={banks} errorTitle={ONLINE_PAYMENT_MESSAGES.banksFilterLoadFailed}>
        {(rows) => (
          <PaginatedTable<BankFilterRow>
            key={JSON.stringify(filter)}
            label="Extrato"
            rows={rows}
            getRowKey={(b) => b.codigo}
            loading={banks.isFetching}
            columns={[
              { id: 'codigo', header: 'Código', render: (b) => b.codigo, sortValue: (b) => b.codigo },
              { id: 'nome', header: 'Nome', render: (b) => b.nome, sortValue: (b) => b.nome },
              { id: 'status', header: 'Status', render: (b) => (b.status === 'S' ? 'Ativo' : 'Inativo'), sortValue: (b) => b.status },
            ]}
          />
        )}
      </QueryView>
    </Paper>
  );
}
