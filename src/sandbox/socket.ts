import type { Server as HttpServer } from 'node:http';
import { Server, type Namespace, type Socket } from 'socket.io';
import {
  CHAT_SOCKET_NAMESPACE,
  STORE_SOCKET_JOIN,
  type ChatSendAck,
  type ChatSocketServerEvents,
  type StoreSocketJoinAck,
} from '../shared/api';
import { findSession } from './auth';
import type { PlatformEvents, SandboxContext } from './context';
import { postMessage, type PostedMessage } from './data/chat';
import { storeChannel } from './data/sessions';

const chatStoreRoom = (storeId: number): string => `chat-loja-${storeId}`;
const chatConversationRoom = (conversationId: string): string => `chat-conversa-${conversationId}`;

export interface SandboxSockets {
  io: Server;
  events: PlatformEvents;
  /** merchant chat socket -> store (chat/createSocketConnection); false when the socket is unknown */
  registerChatSocket(socketId: string, storeId: number): boolean;
  /** the socket also receives the conversation's messages (chat/establishConnection) */
  joinConversation(socketId: string, conversationId: string): boolean;
  /** a customer message: socket-merchant + client-merchant-message to the store's chat sockets */
  deliverClientMessage(posted: PostedMessage): void;
  onMerchantMessage(listener: (posted: PostedMessage) => void): void;
}

/** A join payload may arrive as an object or as JSON text (older clients). */
function readJoin(payload: unknown): { canal: string; hash: string } | null {
  let value = payload;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { canal, hash } = value as Record<string, unknown>;
  return typeof canal === 'string' && typeof hash === 'string' ? { canal, hash } : null;
}

/** `context` is read on every event: the database opens after the server object exists. */
export function attachSockets(httpServer: HttpServer, context: () => SandboxContext): SandboxSockets {
  const io = new Server(httpServer, { cors: { origin: true, credentials: true }, serveClient: false });
  const chat: Namespace = io.of(CHAT_SOCKET_NAMESPACE);
  const merchantListeners: ((posted: PostedMessage) => void)[] = [];

  io.on('connection', (socket: Socket) => {
    socket.on(STORE_SOCKET_JOIN, (payload: unknown, ack?: unknown) => {
      const reply = (answer: StoreSocketJoinAck): void => {
        if (typeof ack === 'function') (ack as (a: StoreSocketJoinAck) => void)(answer);
      };
      const join = readJoin(payload);
      const session = join ? findSession(context().db, join.hash) : null;
      if (!join || !session || storeChannel(session.storeId) !== join.canal) {
        reply({ status: false, mensagem: 'Sessão inválida para este canal.' });
        return;
      }
      void socket.join(join.canal);
      reply({ status: true, canal: join.canal });
    });
  });

  chat.on('connection', (socket: Socket) => {
    // A chat socket may authenticate at once with the session hash in the handshake.
    const auth = socket.handshake.auth as Record<string, unknown> | undefined;
    const session = typeof auth?.hash === 'string' ? findSession(context().db, auth.hash) : null;
    const stores = new Set<number>(session ? [session.storeId] : []);
    socket.data = { stores };
    if (session) void socket.join(chatStoreRoom(session.storeId));

    socket.on('merchant-client-message', (payload: unknown, ack?: unknown) => {
      const reply = (answer: ChatSendAck): void => {
        if (typeof ack === 'function') (ack as (a: ChatSendAck) => void)(answer);
      };
      const { conversation_id: conversationId, message } = (typeof payload === 'object' && payload !== null ? payload : {}) as Record<string, unknown>;
      if (typeof conversationId !== 'string') {
        reply({ status: false, mensagem: 'Conversa não informada.' });
        return;
      }
      const owner = context().db.get<{ store_id: number }>('SELECT store_id FROM chat_conversations WHERE id = ?', [conversationId]);
      if (!owner || !(socket.data as { stores: Set<number> }).stores.has(owner.store_id)) {
        reply({ status: false, mensagem: 'Conexão de chat não registrada para esta loja.' });
        return;
      }
      const posted = postMessage(context(), 'merchant', { conversationId }, message);
      if (!posted.ok) {
        reply({ status: false, mensagem: posted.mensagem });
        return;
      }
      reply({ status: true, message: posted.value.message });
      merchantListeners.forEach((listener) => listener(posted.value));
    });
  });

  const toChat = <E extends keyof ChatSocketServerEvents>(storeId: number, event: E, payload: ChatSocketServerEvents[E]): void => {
    chat.to(chatStoreRoom(storeId)).emit(event, payload);
  };

  const chatSocket = (socketId: string): Socket | undefined => chat.sockets.get(socketId);

  return {
    io,
    events: {
      toStore: (storeId, event, payload) => {
        io.to(storeChannel(storeId)).emit(event, payload);
      },
      toStoreRaw: (storeId, event, payload) => {
        if (payload === undefined) io.to(storeChannel(storeId)).emit(event);
        else io.to(storeChannel(storeId)).emit(event, payload);
      },
      toChat,
    },
    registerChatSocket: (socketId, storeId) => {
      const socket = chatSocket(socketId);
      if (!socket) return false;
      (socket.data as { stores: Set<number> }).stores.add(storeId);
      void socket.join(chatStoreRoom(storeId));
      return true;
    },
    joinConversation: (socketId, conversationId) => {
      const socket = chatSocket(socketId);
      if (!socket) return false;
      void socket.join(chatConversationRoom(conversationId));
      return true;
    },
    deliverClientMessage: (posted) => {
      chat.to(chatStoreRoom(posted.storeId)).emit('socket-merchant', { order_id: posted.orderId });
      chat
        .to([chatStoreRoom(posted.storeId), chatConversationRoom(posted.conversationId)])
        .emit('client-merchant-message', { conversation_id: posted.conversationId, order_id: posted.orderId, message: posted.message });
    },
    onMerchantMessage: (listener) => {
      merchantListeners.push(listener);
    },
  };
}
