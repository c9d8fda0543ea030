import { orderCode } from '../../../shared/orders/naming';
import { useAppSelector } from '../../app/hooks';
import { selectOrderById } from '../orders/ordersSlice';
import type { ChatWindow } from './chatSlice';

/**
 * A chat window's title: the order as the list names it ('Pedido #XTPZHQWZ · Maria'); an order not
 * in the list (a message on an old one) by its number.
 */
export function useChatTitle(w: Pick<ChatWindow, 'orderId' | 'clientName'>): string {
  const code = useAppSelector((s) => orderCode(selectOrderById(s, w.orderId) ?? { id_pedido: w.orderId, hash_pedido: '' }));
  return `Pedido ${code}${w.clientName ? ` · ${w.clientName}` : ''}`;
}

/** The title as text, where a list draws one per window. */
export function ChatTitle({ window: w }: { window: Pick<ChatWindow, 'orderId' | 'clientName'> }) {
  return useChatTitle(w);
}
