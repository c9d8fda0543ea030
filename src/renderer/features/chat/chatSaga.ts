import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { chatCreateSocketConnection, chatEstablishConnection, chatOrderInfo, type ChatMessage, type ChatSendAck, type EndpointOf, type Session } from '../../../shared/api';
import { callEndpoint } from '../../api/callEndpoint';
import { getServices } from '../../app/sagaContext';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showToast } from '../../ui/uiSlice';
import { runWhileLoggedIn } from '../session/whileLoggedIn';
import {
  chatMessageReceived,
  chatMessageSent,
  chatOpened,
  chatOpenFailed,
  chatOpenRequested,
  chatSendFailed,
  chatSendRequested,
  chatSocketConnected,
  chatSocketDisconnected,
  type ChatState,
  type ChatWindow,
} from './chatSlice';
import { openChatSocket, type ChatSocket, type OpenChatSocket } from './chatSocket';
import { playChatSound } from './chatSound';

type Answer<D> = EndpointOf<D>['response'];

export interface ChatSagaDeps {
  openSocket: OpenChatSocket;
  playSound: () => void;
  /** how long opening a chat waits for the chat socket to connect */
  connectTimeoutMs: number;
  /** how long a sent message waits for the platform's acknowledgement */
  sendTimeoutMs: number;
}

const defaultDeps: ChatSagaDeps = { openSocket: openChatSocket, playSound: playChatSound, connectTimeoutMs: 10_000, sendTimeoutMs: 10_000 };

type SocketMessage =
  | { type: 'connect' }
  | { type: 'disconnect'; reason: string }
  | { type: 'socket-merchant'; payload: unknown }
  | { type: 'client-merchant-message'; payload: unknown };

function chatChannel(socket: ChatSocket): EventChannel<SocketMessage> {
  return eventChannel<SocketMessage>((emit) => {
    const listeners: Array<[string, (...args: unknown[]) => void]> = [
      ['connect', () => emit({ type: 'connect' })],
      ['disconnect', (reason) => emit({ type: 'disconnect', reason: String(reason) })],
      ['socket-merchant', (payload) => emit({ type: 'socket-merchant', payload })],
      ['client-merchant-message', (payload) => emit({ type: 'client-merchant-message', payload })],
    ];
    for (const [name, listener] of listeners) socket.on(name, listener);
    return () => {
      for (const [name, listener] of listeners) socket.off(name, listener);
      socket.disconnect();
    };
  });
}

const chat = (s: { chat: ChatState }) => s.chat;
const windowOf = (orderId: number) => (s: { chat: ChatState }) => s.chat.windows.find((w) => w.orderId === orderId);

function orderIdOf(payload: unknown): number | null {
  const id = Number((payload as { order_id?: unknown } | null)?.order_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function isChatMessage(value: unknown): value is ChatMessage {
  const m = value as Partial<ChatMessage> | null;
  return typeof m?._id === 'string' && typeof m.text === 'string' && typeof m.user?._id === 'string';
}

/** merchant_socket_id: the socket's id once connected, or null when it does not connect in time. */
function* connectedSocketId(timeoutMs: number) {
  const current = ((yield select(chat)) as ChatState).socketId;
  if (current) return current;
  const { connected } = (yield race({ connected: take(chatSocketConnected.type), timeout: delay(timeoutMs) })) as {
    connected?: ReturnType<typeof chatSocketConnected>;
  };
  return connected?.payload ?? null;
}

/** Loads the order's conversation for this socket; the window shows it or goes away with the spec's message. */
function* establish(deps: ChatSagaDeps, session: Session, orderId: number) {
  const { api } = yield* getServices();
  try {
    const socketId = (yield call(connectedSocketId, deps.connectTimeoutMs)) as string | null;
    if (!socketId) throw new Error('socket do chat não conectou');
    const info = (yield call(() =>
      callEndpoint(api, chatOrderInfo, { params: { orderId }, silent: true }),
    )) as Answer<typeof chatOrderInfo>;
    if (!info.status || !info.chat_enabled) throw new Error(info.mensagem ?? 'chat indisponível para o pedido');
    const conversation = (yield call(() =>
      callEndpoint(api, chatEstablishConnection, {
        body: {
          merchant_socket_id: socketId,
          id_usuario: session.id_usuario,
          id_estabelecimento: session.id_estabelecimento,
          id_pedido: orderId,
        },
        silent: true,
      }),
    )) as Answer<typeof chatEstablishConnection>;
    if (!conversation.status) throw new Error(conversation.mensagem ?? 'conversa recusada');
    yield put(
      chatOpened({
        orderId,
        conversationId: conversation.conversation_id,
        clientName: conversation.client_name || info.client_name,
        messages: Array.isArray(conversation.messages) ? conversation.messages.filter(isChatMessage) : [],
      }),
    );
  } catch (e) {
    console.warn(`[chat] não foi possível abrir o chat do pedido ${orderId}`, e);
    yield put(chatOpenFailed(orderId));
    yield put(showToast(MESSAGES.chatOpenFailed, 'error', TOAST_MS.error));
  }
}

function* send(deps: ChatSagaDeps, socket: ChatSocket, action: ReturnType<typeof chatSendRequested>) {
  const orderId = action.payload;
  const w = (yield select(windowOf(orderId))) as ChatWindow | undefined;
  if (!w?.sending || !w.conversationId) return;
  try {
    const ack = (yield call(() =>
      socket.request('merchant-client-message', { conversation_id: w.conversationId, message: w.draft.trim() }, deps.sendTimeoutMs),
    )) as ChatSendAck | undefined;
    if (ack?.status && isChatMessage(ack.message)) {
      yield put(chatMessageSent({ orderId, message: ack.message }));
      return;
    }
    yield put(chatSendFailed(orderId));
    yield put(showToast(ack && !ack.status && ack.mensagem ? ack.mensagem : MESSAGES.chatSendFailed, 'error', TOAST_MS.error));
  } catch {
    yield put(chatSendFailed(orderId));
    yield put(showToast(MESSAGES.chatSendFailed, 'error', TOAST_MS.error));
  }
}

function* registerSocket(session: Session, socketId: string) {
  const { api } = yield* getServices();
  try {
    yield call(() =>
      callEndpoint(api, chatCreateSocketConnection, {
        body: { merchant_socket_id: socketId, id_estabelecimento: session.id_estabelecimento },
        silent: true,
      }),
    );
  } catch (e) {
    console.warn('[chat] registro do socket do chat falhou', e);
  }
}

function* reconnectLater(socket: ChatSocket) {
  yield delay(1000);
  socket.connect();
}

/** One chat socket's life, from login to logout or expiry. */
function* runChat(deps: ChatSagaDeps, session: Session) {
  const { config } = yield* getServices();
  const socket = deps.openSocket(config.chatSocketUrl, session.hash);
  const channel = chatChannel(socket);
  const opening = new Set<number>();
  let connections = 0;
  let lastSoundAt = 0;
  const chime = () => {
    // The platform may announce one customer message twice (socket-merchant and the message).
    if (Date.now() - lastSoundAt < 1000) return;
    lastSoundAt = Date.now();
    deps.playSound();
  };

  function* open(orderId: number) {
    if (opening.has(orderId)) return;
    opening.add(orderId);
    try {
      yield call(establish, deps, session, orderId);
    } finally {
      opening.delete(orderId);
    }
  }

  /** a customer wrote on an order whose window is not there: it opens minimised, flagged */
  function* incoming(orderId: number) {
    yield put(chatOpenRequested({ orderId, incoming: true }));
    chime();
  }

  yield takeEvery(chatOpenRequested.type, function* (action: ReturnType<typeof chatOpenRequested>) {
    const w: ChatWindow | undefined = yield select(windowOf(action.payload.orderId));
    if (w?.status === 'opening') yield fork(open, action.payload.orderId);
  });
  yield takeEvery(chatSendRequested.type, send, deps, socket);
  try {
    for (;;) {
      const message = (yield take(channel)) as SocketMessage;
      switch (message.type) {
        case 'connect': {
          connections += 1;
          const id = socket.id ?? '';
          yield put(chatSocketConnected(id));
          yield fork(registerSocket, session, id);
          if (connections > 1) {
            // A new socket id: the open conversations must be bound to it again (and catch up).
            const { windows } = (yield select(chat)) as ChatState;
            for (const w of windows) if (w.status === 'open') yield fork(open, w.orderId);
          }
          break;
        }
        case 'disconnect':
          yield put(chatSocketDisconnected());
          // socket.io retries by itself except when the server dropped this client on purpose.
          if (message.reason === 'io server disconnect') yield fork(reconnectLater, socket);
          break;
        case 'socket-merchant': {
          const orderId = orderIdOf(message.payload);
          if (orderId === null) break;
          const w = (yield select(windowOf(orderId))) as ChatWindow | undefined;
          if (!w) yield call(incoming, orderId);
          break;
        }
        case 'client-merchant-message': {
          const orderId = orderIdOf(message.payload);
          const body = (message.payload as { message?: unknown } | null)?.message;
          if (orderId === null || !isChatMessage(body)) break;
          const w = (yield select(windowOf(orderId))) as ChatWindow | undefined;
          if (!w) yield call(incoming, orderId);
          yield put(chatMessageReceived({ orderId, message: body }));
          if (w?.minimised) chime();
          break;
        }
      }
    }
  } finally {
    channel.close();
  }
}

/**
 * The chat with customers (spec 01 §2, §7): one chat socket while logged in, a floating window
 * per order, customer messages arriving live.
 */
export function createChatSaga(deps: ChatSagaDeps = defaultDeps) {
  return function* chatSaga() {
    yield call(runWhileLoggedIn, (session) => runChat(deps, session));
  };
}

export const chatSaga = createChatSaga();

