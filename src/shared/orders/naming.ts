import type { Order } from '../api/areas/orders';

/**
 * How a person names an order, on every screen, notification, chat and ticket: its code as the
 * list shows it ('#XTPZHQWZ', the platform's hash), the number ('#117550') only for an order
 * that has no code. The kitchen calls an order by what the cashier's screen shows.
 */
export function orderCode(order: Pick<Order, 'id_pedido' | 'hash_pedido'>): string {
  const code = order.hash_pedido.trim();
  return code ? `#${code}` : `#${order.id_pedido}`;
}

/** The number after the code, where there is room for both ('Nº 117550'); null when the code is the number. */
export function orderNumberLine(order: Pick<Order, 'id_pedido' | 'hash_pedido'>): string | null {
  return order.hash_pedido.trim() ? `Nº ${order.id_pedido}` : null;
}
