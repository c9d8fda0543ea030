import * as z from 'zod/mini';
import { chat } from '../declare';
import { envelopeFields, flexBoolean, flexNumber, flexText, optionalEnvelopeSchema } from '../schema';

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

const chatOrderInfoShape = {
  id_pedido: flexNumber,
  hash_pedido: flexText,
  client_name: flexText,
  establishment_id: flexNumber,
  chat_enabled: flexBoolean,
};

export const chatOrderInfoSchema = z.object(chatOrderInfoShape);
export type ChatOrderInfo = z.output<typeof chatOrderInfoSchema>;

const chatConversationShape = {
  conversation_id: z.string(),
  /** each message is checked where it is read (chatSaga isChatMessage): a broken one is left out, not the conversation */
  messages: z.optional(z.array(z.custom<ChatMessage>())),
  client_name: flexText,
  establishment_id: flexNumber,
  hash_pedido: flexText,
};

export const chatConversationSchema = z.object(chatConversationShape);
export type ChatConversation = z.output<typeof chatConversationSchema>;

const refused = z.looseObject({ ...envelopeFields, status: z.pipe(flexBoolean, z.literal(false)) });
const succeeded = z.pipe(flexBoolean, z.literal(true));

export const chatOrderInfo = chat.get('chat/orderInfo/:orderId', {
  answer: z.union([z.looseObject({ ...envelopeFields, ...chatOrderInfoShape, status: succeeded }), refused]),
});

/** Opens (or reopens) the order's conversation for this merchant socket; messages oldest first. */
export const chatEstablishConnection = chat.post('chat/establishConnection', {
  body: z.object({ merchant_socket_id: z.string(), id_usuario: z.number(), id_estabelecimento: z.number(), id_pedido: z.number() }),
  answer: z.union([z.looseObject({ ...envelopeFields, ...chatConversationShape, status: succeeded }), refused]),
});

/** Registers the merchant socket for the store: it then receives socket-merchant for every order. */
export const chatCreateSocketConnection = chat.post('chat/createSocketConnection', {
  body: z.object({ merchant_socket_id: z.string(), id_estabelecimento: z.number() }),
  answer: optionalEnvelopeSchema,
});


/** Chat socket, platform -> panel. */
export interface ChatSocketServerEvents {
  /** a customer wrote on this order: the panel may open its chat window */
  'socket-merchant': { order_id: number };
  /** a customer message */
  'client-merchant-message': { conversation_id: string; order_id: number; message: ChatMessage };
}

export type ChatSendAck = { status: true; message: ChatMessage } | { status: false; mensagem: string };
