import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { CalendarPayment } from '../../../shared/api';
import { formatBRL } from '../../../shared/format';
import { formatCalendarDay, formatDateTime, todayIn } from '../../../shared/time';
import { useAppSelector } from '../../app/hooks';
import { ONLINE_PAYMENT_MESSAGES } from './messages';
import { QueryView } from '../../ui/QueryView';
import { Screen } from '../../ui/Screen';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { usePaymentCalendarQuery, usePaymentsOfDayQuery } from './calendarApi';
import {
  addMonths,
  dayLabel,
  detailStatusLabel,
  listStatusLabel,
  monthLabel,
  monthOf,
  monthWeeks,
  totalsByDay,
  WEEKDAYS,
  type Month,
} from './calendarModel';
import { OnlinePaymentNav } from './OnlinePaymentNav';
import { selectStoreTimeZone } from '../store/storeSlice';

/**
 * /financeiro/vendas/calendario: the month with each day's total, previous / next / today; a day's
 * payments beside it ('Pagamentos em {date}') and the 'Detalhe do pagamento' modal (spec 02 §2.8, §4).
 */
export function CalendarPage() {
  const today = todayIn(useAppSelector(selectStoreTimeZone));
  const [month, setMonth] = useState<Month>(() => monthOf(today));
  const [day, setDay] = useState(today);
  const calendar = usePaymentCalendarQuery();
  return (
    <Screen title="Calendário" maxWidth={1200}>
      <OnlinePaymentNav />
      <QueryView result={calendar} errorTitle={ONLINE_PAYMENT_MESSAGES.calendarLoadFailed}>
        {({ total, valores }) => (
          <>
            <Typography sx={{ mb: 2 }}>
              Total a receber: <strong>{formatBRL(total)}</strong>
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 3, alignItems: 'start' }}>
              <MonthView
                month={month}
                totals={totalsByDay(valores)}
                today={today}
                selected={day}
                onMonth={setMonth}
                onToday={() => {
                  setMonth(monthOf(today));
                  setDay(today);
                }}
                onDay={setDay}
              />
              <DayPayments day={day} />
            </Box>
          </>
        )}
      </QueryView>
      <Alert severity="info" sx={{ mt: 3 }}>
        {ONLINE_PAYMENT_MESSAGES.calendarNote}
      </Alert>
    </Screen>
  );
}

interface MonthViewProps {
  month: Month;
  totals: Map<string, number>;
  today: string;
  selected: string;
  onMonth: (month: Month) => void;
  onToday: () => void;
  onDay: (day: string) => void;
}

function MonthView({ month, totals, today, selected, onMonth, onToday, onDay }: MonthViewProps) {
  const titleId = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton aria-label="Mês anterior" onClick={() => onMonth(addMonths(month, -1))}>
          <ChevronLeft />
        </IconButton>
        <IconButton aria-label="Próximo mês" onClick={() => onMonth(addMonths(month, 1))}>
          <ChevronRight />
        </IconButton>
        <Button size="small" variant="outlined" onClick={onToday}>
          Hoje
        </Button>
        <Typography id={titleId} variant="h6" component="h2" sx={{ ml: 2 }} aria-live="polite">
          {monthLabel(month)}
        </Typography>
      </Box>
      <Box role="grid" aria-labelledby={titleId} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}>
        <Box role="row" sx={{ display: 'contents' }}>
          {WEEKDAYS.map((w) => (
            <Typography key={w} role="columnheader" variant="caption" sx={{ textAlign: 'center', fontWeight: 600 }}>
              {w}
            </Typography>
          ))}
        </Box>
        {monthWeeks(month).map((week, w) => (
          <Box role="row" key={w} sx={{ display: 'contents' }}>
            {week.map((iso, i) =>
              iso ? (
                <DayCell key={iso} iso={iso} total={totals.get(iso)} today={iso === today} selected={iso === selected} onClick={() => onDay(iso)} />
              ) : (
                <Box role="gridcell" key={`vazio-${i}`} />
              ),
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function DayCell({ iso, total, today, selected, onClick }: { iso: string; total?: number; today: boolean; selected: boolean; onClick: () => void }) {
  const day = Number(iso.slice(8, 10));
  // The name is the visible text with the month (and 'nenhum pagamento') added for screen readers
  // only, so it reads '24 de novembro: R$ 138,20' and still holds what the button shows.
  return (
    <Box role="gridcell" aria-selected={selected}>
      <ButtonBase
        onClick={onClick}
        aria-current={today ? 'date' : undefined}
        sx={{
          width: '100%',
          minHeight: 64,
          p: 0.5,
          borderRadius: 1,
          border: 1,
          borderColor: selected ? 'primary.main' : 'divider',
          bgcolor: (theme) => (selected ? theme.palette.action.selected : total !== undefined ? alpha(theme.palette.success.main, 0.08) : 'transparent'),
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: today ? 700 : 400, color: today ? 'primary.dark' : undefined }}>
          {`${day} `}
          <Box component="span" sx={visuallyHidden}>
            {`${dayLabel(iso).slice(String(day).length + 1)}: ${total === undefined ? 'nenhum pagamento' : ''}`}
          </Box>
        </Typography>
        {total !== undefined && (
          <Typography variant="caption" sx={{ color: 'success.dark', fontWeight: 600 }}>
            {formatBRL(total)}
          </Typography>
        )}
      </ButtonBase>
    </Box>
  );
}

function DayPayments({ day }: { day: string }) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const payments = usePaymentsOfDayQuery(day);
  const [detail, setDetail] = useState<CalendarPayment | null>(null);
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Pagamentos em {formatCalendarDay(day)}
      </Typography>
      <QueryView
        result={payments}
        errorTitle={ONLINE_PAYMENT_MESSAGES.calendarPaymentsLoadFailed}
        isEmpty={(list) => list.length === 0}
        empty={{ message: ONLINE_PAYMENT_MESSAGES.calendarNoPayments }}
      >
        {(list) => (
          <List dense disablePadding>
            {list.map((p) => (
              <ListItem key={p.transaction_id} disablePadding>
                <ListItemButton onClick={() => setDetail(p)} divider>
                  <ListItemText
                    primary={formatBRL(p.valorReceber)}
                    secondary={`Venda de ${formatDateTime(p.created_at, timeZone)}`}
                  />
                  <Chip size="small" label={listStatusLabel(p)} color={p.is_paid === 1 ? 'success' : 'default'} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryView>
      {detail && <PaymentDetail payment={detail} day={day} onClose={() => setDetail(null)} />}
    </Paper>
  );
}

function PaymentDetail({ payment, day, onClose }: { payment: CalendarPayment; day: string; onClose: () => void }) {
  const timeZone = useAppSelector(selectStoreTimeZone);
  const titleId = useId();
  const rows: [string, string][] = [
    ['Status', detailStatusLabel(payment.status)],
    ['Valor a receber', formatBRL(payment.valorReceber)],
    ['Data do pagamento', formatCalendarDay(day)],
    ['Data da venda', formatDateTime(payment.created_at, timeZone)],
    ['Transação', payment.transaction_id],
    ['Split', payment.external_split_id],
    ['Estabelecimento', String(payment.establishment_id)],
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Detalhe do pagamento</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {term}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

