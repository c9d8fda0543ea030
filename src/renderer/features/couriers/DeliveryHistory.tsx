import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { externalDeliveryStatusLabel } from '../../../shared/couriers';
import { formatDayMonthTime } from '../../../shared/time';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectStoreTimeZone } from '../store/storeSlice';
import { MESSAGES } from '../../ui/messages';
import { RetryAlert } from '../../ui/ScreenStates';
import { deliveryHistoryRequested, type DeliveryHistory as HistoryState } from './couriersSlice';
import { courierLine } from './model';

/** The external delivery's status history (pedidos/externalDeliveryStatusList), newest first. */
export function DeliveryHistory({ orderId, history }: { orderId: number; history: HistoryState | undefined }) {
  const dispatch = useAppDispatch();
  const timeZone = useAppSelector(selectStoreTimeZone);
  if (!history || (history.status === 'loading' && history.entries.length === 0)) {
    return <Typography variant="body2" color="text.secondary">Carregando histórico...</Typography>;
  }
  if (history.status === 'failed' && history.entries.length === 0) {
    return <RetryAlert message={MESSAGES.courierHistoryLoadFailed} onRetry={() => dispatch(deliveryHistoryRequested(orderId))} />;
  }
  if (history.entries.length === 0) {
    return <Typography variant="body2" color="text.secondary">{MESSAGES.courierHistoryEmpty}</Typography>;
  }
  const entries = [...history.entries].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return (
    <List dense aria-label="Histórico da entrega" disablePadding>
      {entries.map((entry, i) => (
        <ListItem key={`${entry.date}-${entry.status}-${i}`} disableGutters>
          <ListItemText
            primary={`${formatDayMonthTime(entry.date, timeZone)} — ${externalDeliveryStatusLabel(entry.status) ?? entry.status}`}
            secondary={courierLine(entry)}
          />
        </ListItem>
      ))}
    </List>
  );
}
