import { ORDER_STATUSES, ordersChange, pedidosListar, pedidosListarUm, pedidosMudaStatus, refusalText, type EndpointOf, type Order, type OrderStatus } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { ApiError } from '../../api/apiError';
import type { ApiClients } from '../../api/clients';

/**
 * The orders calls the sagas make: plain functions over the typed clients, not an RTK Query API
 * (the orders live in the saga-fed slice, not in RTK Query's cache), each with the shape check
 * the screen relies on. Every call is silent: the orders saga says what went wrong in the
 * screen's own words.
 */

/** A copy the screen can show: anything else in a list answer is dropped (and logged). */
export function isOrder(value: unknown): value is Order {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Partial<Order>;
  return (
    typeof o.id_pedido === 'number' &&
    typeof o.status === 'string' &&
    (ORDER_STATUSES as readonly string[]).includes(o.status) &&
    typeof o.pedidoObj === 'object' &&
    o.pedidoObj !== null &&
    Array.isArray(o.pedidoObj.itens)
  );
}

function ordersOf(answer: EndpointOf<typeof pedidosListar>['response']): Order[] {
  if (!answer || answer.status === false) {
    throw new ApiError('http', refusalText(answer) ?? 'status false');
  }
  if (!Array.isArray(answer.pedidos)) throw new ApiError('malformed', 'resposta sem a lista de pedidos');
  const orders = answer.pedidos.filter(isOrder);
  if (orders.length !== answer.pedidos.length) {
    console.warn(`[orders] ${answer.pedidos.length - orders.length} pedido(s) em formato inesperado ignorado(s)`);
  }
  return orders;
}

// The list, one order and a status change are read raw (each order checked by isOrder, a wrong
// shape a failure the callers retry or a change that did not happen), not through callEndpoint:
// its answer schema turned the fault suite's malformed answers into a dropped order.
export async function fetchOrders(api: ApiClients): Promise<Order[]> {
  return ordersOf(await api.legacy.call(pedidosListar.key, { silent: true, method: pedidosListar.method }));
}

/** One order of this store, or null when the platform does not give it (another store's, unknown id). */
export async function fetchOrder(api: ApiClients, orderId: number, storeId: number | undefined): Promise<Order | null> {
  const answer = await api.legacy.call(pedidosListarUm.key, { params: { id: orderId }, silent: true, method: pedidosListarUm.method });
  if (!answer || answer.status === false) return null;
  // A broken answer is a failure to retry, not a sign that the order is not this store's.
  if (!Array.isArray(answer.pedidos)) throw new ApiError('malformed', 'resposta sem a lista de pedidos');
  const order = answer.pedidos.find((o): o is Order => isOrder(o) && o.id_pedido === orderId);
  if (!order && answer.pedidos.some((o) => !isOrder(o))) throw new ApiError('malformed', 'pedido em formato inesperado');
  if (!order) return null;
  if (storeId !== undefined && order.id_estabelecimento !== storeId) return null;
  return order;
}

export interface ChangeAnswer {
  ok: boolean;
  message?: string;
}

/** Aceitar, Enviar, Pronto para retirada, Entregue: the legacy form call. */
export async function changeStatus(api: ApiClients, orderId: number, status: OrderStatus, obs?: string): Promise<ChangeAnswer> {
  const body = obs === undefined ? { novo_status: status } : { novo_status: status, obs };
  const answer = await api.legacy.call(pedidosMudaStatus.key, { params: { orderId }, body, silent: true, method: pedidosMudaStatus.method });
  return { ok: answer?.status === true, message: refusalText(answer) ?? undefined };
}

/**
 * Cancelar: the JSON call, the one whose contract carries the cancellation reason
 * (motivo_cancelamento) that the platform passes on to the customer; the legacy form only has
 * a free 'obs' note.
 */
export async function cancelOrder(api: ApiClients, orderId: number, reason: string): Promise<ChangeAnswer> {
  const answer = await callEndpoint(api, ordersChange, {
    params: { orderId },
    body: { new_status: 'PC', motivo_cancelamento: reason },
    silent: true,
  });
  return { ok: answer?.status === true, message: refusalText(answer) ?? undefined };
}
