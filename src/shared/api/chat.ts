import type { Endpoint, Envelope } from './endpoint';

/** Chat messages are 400 characters at most (spec 01 §5). */
export const CHAT_MESSAGE_MAX_LENGTH = 400;

/** socket.io namespace of the chat socket (on the chat socket origin). */
export const CHAT_SOCKET_NAMESPACE = '/chat';

export interface ChatUser {
  /** 'client-{id_usuario}' for the customer, 'merchant-{id_estabelecimento}' for the store */
  _id: string;
  name: string;
}

/** A message as the chat service sends it (gifted-chat shape). */
export interface ChatMessage {
  _id: string;
  text: string;
  /** ISO date-time */
  createdAt: string;
  user: ChatUser;
}

export interface ChatOrderInfo {
  id_pedido: number;
  hash_pedido: string;
  client_name: string;
  establishment_id: number;
  chat_enabled: boolean;
}

export interface ChatConversation {
  conversation_id: string;
  messages: ChatMessage[];
  client_name: string;
  establishment_id: number;
  hash_pedido: string;
}

export interface ChatEndpoints {
  'chat/orderInfo/:orderId': Endpoint<'GET', undefined, (Envelope & { status: true } & ChatOrderInfo) | (Envelope & { status: false })>;
  /** Opens (or reopens) the order's conversation for this merchant socket; messages oldest first. */
  'chat/establishConnection': Endpoint<
    'POST',
    { merchant_socket_id: string; id_usuario: number; id_estabelecimento: number; id_pedido: number },
    (Envelope & { status: true } & ChatConversation) | (Envelope & { status: false })
  >;
  /** Registers the merchant socket for the store: it then receives socket-merchant for every order. */
  'chat/createSocketConnection': Endpoint<'POST', { merchant_socket_id: string; id_estabelecimento: number }, Envelope>;
}

/** Chat socket, platform -> panel. */
export interface ChatSocketServerEvents {
  /** a customer wrote on this order: the panel may open its chat window */
  'socket-merchant': { order_id: number };
  /** a customer message */
  'client-merchant-message': { conversation_id: string; order_id: number; message: ChatMessage };
}

/** Chat socket, panel -> platform. The optional ack receives ChatSendAck. */
export interface ChatSocketClientEvents {
  'merchant-client-message': { conversation_id: string; message: string };
}

export type ChatSendAck = { status: true; message: ChatMessage } | { status: false; mensagem: string };
