import Button from '@mui/material/Button';
import ChatIcon from '@mui/icons-material/Chat';
import type { Order } from '../../../shared/api';
import { ACTION_LABELS, orderActions } from '../../../shared/orders/statusRules';
import { useAppDispatch } from '../../app/hooks';
import { shortcutHint, shortcutProps } from '../../ui/shortcuts';
import { WithShortcutHint } from '../../ui/ShortcutHint';
import { chatOpenRequested } from './chatSlice';
import { chatOpenedBy } from './chatFocus';

/** 'Abrir chat' on an order card: only where the order has chat (spec 01 §6) and its status offers it (§4). */
export function ChatButton({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  if (!orderActions(order).some((a) => a.kind === 'chat')) return null;
  return (
    <WithShortcutHint title={shortcutHint('chat', ACTION_LABELS.chat)}>
      <Button
        variant="outlined"
        startIcon={<ChatIcon />}
        onClick={(e) => {
          // the focus comes back here (or to the order's row, when its key opened the chat) on closing
          const active = document.activeElement;
          chatOpenedBy(order.id_pedido, active instanceof HTMLElement && active !== document.body ? active : e.currentTarget);
          dispatch(chatOpenRequested({ orderId: order.id_pedido, clientName: order.usuario_nome }));
        }}
        {...shortcutProps('chat')}
      >
        {ACTION_LABELS.chat}
      </Button>
    </WithShortcutHint>
  );
}
