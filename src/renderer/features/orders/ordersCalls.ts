import * as z from 'zod/mini';
import { orderSchema, ordersChange, pedidosListar, pedidosListarUm, pedidosMudaStatus, refusalText, type Order, type OrderStatus } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { ApiError } from '../../api/apiError';
import type { ApiClients } from '../../api/clients';

/**
 * The orders calls the sagas make: plain functions over the typed clients, not an RTK Query API
 * (the orders live in the saga-fed slice, not in RTK Query's cache), each with the shape check
 * the screen relies on. Every call is silent: the orders saga says what went wrong in the
 * screen's own words.
 */

/** The orders of an answer the panel may show and print, and the numbers of those it dropped. */
export interface CheckedOrders {
  orders: Order[];
  /** each dropped order's id_pedido as it came ('?' when it has none), for the notice on screen */
  malformed: string[];
}

/**
 * Each entry of a list checked with the full order schema, one by one: a malformed order is
 * dropped (and logged with what was wrong), never shown or printed half-read; the good orders of
 * the same answer are kept.
 */
export function checkOrders(entries: readonly unknown[]): CheckedOrders {
  const checked: CheckedOrders = { orders: [], malformed: [] };
  for (const entry of entries) {
    const parsed = orderSchema.safeParse(entry);
    if (parsed.success) {
      checked.orders.push(parsed.data);
      continue;
    }
    const id = orderIdText(entry);
    checked.malformed.push(id);
    console.warn(`[orders] pedido ${id} em formato inesperado descartado:\n${z.prettifyError(parsed.error)}`);
  }
  return checked;
}

function orderIdText(entry: unknown): string {
  const id = typeof entry === 'object' && entry !== null ? (entry as { id_pedido?: unknown }).id_pedido : undefined;
  return typeof id === 'number' || (typeof id === 'string' && id.trim() !== '') ? String(id) : '?';
}

/** The list of an answer of pedidos/listar: a refusal or an answer without a list is a failure. */
function entriesOf(answer: unknown): readonly unknown[] {
  const envelope = answer as { status?: unknown; pedidos?: unknown } | null | undefined;
  if (!envelope || envelope.status === false) throw new ApiError('http', refusalText(envelope) ?? 'status false');
  if (!Array.isArray(envelope.pedidos)) throw new ApiError('malformed', 'resposta sem a lista de pedidos');
  return envelope.pedidos as readonly unknown[];
}

// The list and one order are read raw and each order checked by checkOrders, not through
// callEndpoint: its answer schema (pedidos: an array of orderSchema) would drop every order of an
// answer for one malformed order. A status change is read raw too: a wrong shape is a change
// that did not happen.
export async function fetchOrders(api: ApiClients): Promise<CheckedOrders> {
  return checkOrders(entriesOf(await api.legacy.call(pedidosListar.key, { silent: true, method: pedidosListar.method })));
}

/**
 * One order of this store, or null when the platform does not give it (another store's, unknown
 * id). A copy that does not pass the order schema is an ApiError 'malformed': the caller tries
 * again, and says so on screen when it gives up.
 */
export async function fetchOrder(api: ApiClients, orderId: number, storeId: number | undefined): Promise<Order | null> {
  const answer = await api.legacy.call(pedidosListarUm.key, { params: { id: orderId }, silent: true, method: pedidosListarUm.method });
  if (!answer || answer.status === false) return null;
  // A broken answer is a failure to retry, not a sign that the order is not this store's.
  const { orders, malformed } = checkOrders(entriesOf(answer));
  const order = orders.find((o) => o.id_pedido === orderId);
  if (!order && malformed.length > 0) throw new ApiError('malformed', 'pedido em formato inesperado');
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
