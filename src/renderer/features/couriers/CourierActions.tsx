import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import LinkIcon from '@mui/icons-material/Link';
import type { ExternalDeliveryStatus, Order } from '../../../shared/api';
import { externalDeliveryStatusLabel, isExternalDeliveryActive } from '../../../shared/couriers';
import { ACTION_LABELS, orderActions } from '../../../shared/orders/statusRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { lazyNamed } from '../../ui/lazyNamed';
import { MESSAGES } from '../../ui/messages';
import { DeliveryHistory } from './DeliveryHistory';
import { LinkCode } from './LinkCode';
import {
  courierCancelRequested,
  courierRequestStarted,
  deliveryHistoryRequested,
  selectCancelling,
  selectCourierRequest,
  selectDeliveryHistory,
  selectLookupFailed,
} from './couriersSlice';
import { AddressAdjustButton } from './AddressAdjustButton';
import { courierNeedsAddress, currentCourier } from './model';

/** Opened on 'Solicitar Motoboy' only: downloaded then. */
const CourierRequestDialog = lazyNamed(() => import('./CourierRequestDialog'), 'CourierRequestDialog');

const STATUS_COLOR: Record<ExternalDeliveryStatus, 'warning' | 'info' | 'primary' | 'success' | 'default'> = {
  SEARCHING_DELIVERY: 'warning',
  WAITING_COLLECT: 'info',
  WITH_DELIVERY: 'primary',
  FINISHED: 'success',
  CANCELED: 'default',
};

/**
 * Everything about external couriers on an order card (spec 01 §2, §4, §6): Solicitar Motoboy
 * and Vincular Motoboy where allowed, the delivery's status label, its courier and history,
 * and cancelling a request while the platform is still searching.
 */
export function CourierActions({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const orderId = order.id_pedido;
  const lookupFailed = useAppSelector(selectLookupFailed(orderId));
  const cancelling = useAppSelector(selectCancelling(orderId));
  const dialog = useAppSelector(selectCourierRequest);
  const history = useAppSelector(selectDeliveryHistory(orderId));
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const status = order.externalDeliveryStatus;

  // Who the courier is and the history change with every status: fetch them again each time.
  useEffect(() => {
    if (status !== null && order.canUseExternalDelivery) dispatch(deliveryHistoryRequested(orderId));
  }, [dispatch, orderId, status, order.canUseExternalDelivery]);

  if (!order.canUseExternalDelivery) return null;
  // Which buttons the card offers is the order status table's call (shared/orders/statusRules).
  const offered = new Set(orderActions(order).map((a) => a.kind));
  const offerRequest = offered.has('requestCourier');
  const needsAddress = courierNeedsAddress(order, lookupFailed);
  const reasonId = `courier-blocked-${orderId}`;
  const offerCancel = offered.has('cancelExternalDelivery') && order.externalDeliveryId !== null;
  const label = externalDeliveryStatusLabel(status);
  const courier = history ? currentCourier(history.entries) : null;
  const code = isExternalDeliveryActive(status) ? order.externalDeliveryWithCode : null;
  if (!offerRequest && !offerCancel && !label) return null;

  return (
    <Box component="section" aria-label="Entrega externa" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {label && status && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip icon={<TwoWheelerIcon />} label={label} color={STATUS_COLOR[status]} aria-label={`Entrega externa: ${label}`} />
          {courier && (
            <Typography variant="body2" aria-label="Entregador">
              {courier}
            </Typography>
          )}
        </Stack>
      )}
      {code && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">Código de vínculo:</Typography>
          <LinkCode code={code} size="small" />
        </Stack>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {offerRequest && (
          <>
            <Button
              variant="outlined"
              startIcon={<TwoWheelerIcon />}
              disabled={needsAddress}
              aria-describedby={needsAddress ? reasonId : undefined}
              onClick={() => dispatch(courierRequestStarted({ order, mode: 'request' }))}
            >
              {ACTION_LABELS.requestCourier}
            </Button>
            <Button
              variant="outlined"
              startIcon={<LinkIcon />}
              disabled={needsAddress}
              aria-describedby={needsAddress ? reasonId : undefined}
              onClick={() => dispatch(courierRequestStarted({ order, mode: 'link' }))}
            >
              {ACTION_LABELS.linkCourier}
            </Button>
          </>
        )}
        {offerCancel && (
          <Button color="error" variant="outlined" disabled={cancelling} onClick={() => setConfirmCancel(true)}>
            {ACTION_LABELS.cancelExternalDelivery}
          </Button>
        )}
        {label && (
          <Button size="small" onClick={() => setHistoryOpen((v) => !v)} aria-expanded={historyOpen}>
            {historyOpen ? 'Ocultar histórico da entrega' : 'Histórico da entrega'}
          </Button>
        )}
      </Stack>
      {needsAddress && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={reasonId} variant="body2" color="warning.dark">
            {MESSAGES.courierLookupFailedHint}
          </Typography>
          <AddressAdjustButton order={order} placement="courier" />
        </Stack>
      )}
      <Collapse in={historyOpen && label !== null} unmountOnExit>
        <DeliveryHistory orderId={orderId} history={history} />
      </Collapse>
      {dialog?.orderId === orderId && (
        <Suspense fallback={null}>
          <CourierRequestDialog order={order} dialog={dialog} />
        </Suspense>
      )}
      <Dialog open={confirmCancel} onClose={() => setConfirmCancel(false)} aria-labelledby={`cancel-delivery-${orderId}`}>
        <DialogTitle id={`cancel-delivery-${orderId}`}>Cancelar solicitação de entrega?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            A busca por um entregador para o pedido {orderId} será interrompida. O pedido continua aberto.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCancel(false)}>Voltar</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => {
              setConfirmCancel(false);
              if (order.externalDeliveryId !== null) {
                dispatch(courierCancelRequested({ orderId, deliveryId: order.externalDeliveryId }));
              }
            }}
          >
            Cancelar solicitação
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
