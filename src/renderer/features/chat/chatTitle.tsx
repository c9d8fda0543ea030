import { orderCode } from '../../../shared/orders/naming';
import { useAppSelector } from '../../app/hooks';
import { selectOrderById } from '../orders/ordersSlice';
import type { ChatWindow } from './chatSlice';

/** The order as the list names it ('#XTPZHQWZ'); an order not in the list (a message on an old one) by its number. */
function useOrderCode(orderId: number): string {
  return useAppSelector((s) => orderCode(selectOrderById(s, orderId) ?? { id_pedido: orderId, hash_pedido: '' }));
}

/** A chat window's title: 'Pedido #XTPZHQWZ · Maria'. */
export function useChatTitle(w: Pick<ChatWindow, 'orderId' | 'clientName'>): string {
  const code = useOrderCode(w.orderId);
  return `Pedido ${code}${w.clientName ? ` · ${w.clientName}` : ''}`;
}

/** A chat window's name for screen readers (its dialog): 'Chat do pedido #XTPZHQWZ', by the code its title shows. */
export function useChatName(orderId: number): string {
  return `Chat do pedido ${useOrderCode(orderId)}`;
}

/** The title as text, where a list draws one per window. */
export function ChatTitle({ window: w }: { window: Pick<ChatWindow, 'orderId' | 'clientName'> }) {
  return useChatTitle(w);
}
