import type { Fechado } from './areas/store';

/**
 * The store channel (socket.io). After connecting, the client emits STORE_SOCKET_JOIN with its
 * session's channel and hash; the platform puts it in that channel's room and emits the events
 * below to it.
 */
export const STORE_SOCKET_JOIN = 'entrar';

export interface StoreSocketJoin {
  canal: string;
  hash: string;
}

/** Optional acknowledgement of STORE_SOCKET_JOIN: whether the hash may listen to that channel. */
export type StoreSocketJoinAck = { status: true; canal: string } | { status: false; mensagem: string };

export interface StoreSocketEvents {
  /** store opened or closed elsewhere */
  loja: { fechado: Fechado };
  /** a new order: the panel fetches it with pedidos/listar/{id} */
  novo: { id_pedido: number };
  /** an order changed: the panel fetches it again and replaces it */
  atualiza: { id_pedido: number };
  /** the panel must reload its order list */
  f5pagina: Record<string, never>;
  /** a message from the platform for the store's staff */
  mensagem: { titulo?: string; mensagem: string };
}

export type StoreSocketEvent = keyof StoreSocketEvents;
export const STORE_SOCKET_EVENTS: readonly StoreSocketEvent[] = ['loja', 'novo', 'atualiza', 'f5pagina', 'mensagem'];
