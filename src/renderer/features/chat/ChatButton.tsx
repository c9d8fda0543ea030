import Button from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/Chat';
import type { Order } from '../../../shared/api';
import { ACTION_LABELS, orderActions } from '../../../shared/orders/statusRules';
import { useAppDispatch } from '../../app/hooks';
import { chatOpenRequested } from './chatSlice';

/** 'Abrir chat' on an order card: only where the order has chat (spec 01 §6) and its status offers it (§4). */
export function ChatButton({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  if (!orderActions(order).some((a) => a.kind === 'chat')) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<ChatIcon />}
      onClick={() => dispatch(chatOpenRequested({ orderId: order.id_pedido, clientName: order.usuario_nome }))}
    >
      {ACTION_LABELS.chat}
    </Button>
  );
}
