import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PrintIcon from '@mui/icons-material/Print';
import type { Order } from '../../../shared/api';
import { orderActions, type OrderAction } from '../../../shared/orders/statusRules';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cancelDialogOpened, selectChanging, statusChangeRequested } from './ordersSlice';
import { printRequested } from './printActions';
import { ChatButton } from '../chat';
import { shortcutHint, shortcutProps } from '../../ui/shortcuts';
import { WithShortcutHint } from '../../ui/ShortcutHint';
import { ORDER_ACTIONS_ID } from './orderFocus';

interface GroupProps {
  order: Order;
  /** the card's buttons per the status rules (shared/orders/statusRules) */
  actions: OrderAction[];
}

/**
 * The buttons of an order's card, one component per group. The courier group (Solicitar /
 * Vincular Motoboy, cancel the external request) and the chat button plug in here as sibling
 * groups taking the same props; the rules already say when they are offered.
 */
export function OrderActions({ order }: { order: Order }) {
  const actions = orderActions(order);
  if (actions.length === 0) return null;
  return (
    <Stack id={ORDER_ACTIONS_ID} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} aria-label="Ações do pedido" role="group">
      <StatusActions order={order} actions={actions} />
      <PrintAction order={order} actions={actions} />
      <ChatButton order={order} />
    </Stack>
  );
}

const STATUS_KINDS = new Set<OrderAction['kind']>(['accept', 'send', 'pickupReady', 'deliver']);

/** Aceitar, Enviar / Pronto para retirada, Entregue, Cancelar. */
export function StatusActions({ order, actions }: GroupProps) {
  const dispatch = useAppDispatch();
  const changing = useAppSelector((s) => selectChanging(s, order.id_pedido)) !== undefined;
  return (
    <>
      {actions
        .filter((a) => STATUS_KINDS.has(a.kind) && a.target)
        .map((a) => {
          const button = (
            <Button
              key={a.kind}
              variant="contained"
              color={a.kind === 'accept' ? 'success' : 'primary'}
              disabled={a.disabled || changing}
              onClick={() => dispatch(statusChangeRequested({ orderId: order.id_pedido, status: a.target! }))}
              {...(a.kind === 'accept' && shortcutProps('accept'))}
            >
              {a.label}
            </Button>
          );
          return a.kind === 'accept' ? <WithShortcutHint key={a.kind} title={shortcutHint('accept', a.label)}>{button}</WithShortcutHint> : button;
        })}
      {actions
        .filter((a) => a.kind === 'cancel')
        .map((a) => (
          <Button
            key={a.kind}
            variant="outlined"
            color="error"
            disabled={a.disabled || changing}
            onClick={() => dispatch(cancelDialogOpened(order.id_pedido))}
          >
            {a.label}
          </Button>
        ))}
    </>
  );
}

/**
 * Imprimir: asks the print queue (see printActions.ts). A print from PP/PA is the first one;
 * later ones are reprints.
 */
export function PrintAction({ order, actions }: GroupProps) {
  const dispatch = useAppDispatch();
  const print = actions.find((a) => a.kind === 'print');
  if (!print) return null;
  return (
    <WithShortcutHint title={shortcutHint('print', print.label)}>
      <Button
        variant="outlined"
        startIcon={<PrintIcon />}
        disabled={print.disabled}
        onClick={() => dispatch(printRequested({ orderId: order.id_pedido, reprint: order.status !== 'PP' && order.status !== 'PA' }))}
        {...shortcutProps('print')}
      >
        {print.label}
      </Button>
    </WithShortcutHint>
  );
}

