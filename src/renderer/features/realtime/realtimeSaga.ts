import { eventChannel, type EventChannel } from 'redux-saga';
import { call, delay, fork, put, take, takeEvery } from 'redux-saga/effects';
import {
  STORE_SOCKET_EVENTS,
  STORE_SOCKET_JOIN,
  type Session,
  type StoreSocketEvent,
  type StoreSocketJoin,
} from '../../../shared/api';
import { getServices } from '../../app/sagaContext';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showAttention, showToast } from '../../ui/uiSlice';
import { runWhileLoggedIn } from '../session/whileLoggedIn';
import {
  atualizaReceived,
  f5paginaReceived,
  lojaReceived,
  mensagemReceived,
  novoReceived,
  socketConnected,
  socketDisconnected,
  socketReconnected,
} from './realtimeActions';
import { parseStoreEvent } from './realtimeModel';
import { openStoreSocket, STORE_SOCKET_OPTIONS, type OpenStoreSocket, type StoreSocket } from './storeSocket';

type SocketMessage =
  | { type: 'connect' }
  | { type: 'disconnect'; reason: string }
  | { type: 'connect_error'; message: string }
  | { type: 'event'; event: StoreSocketEvent; payload: unknown };

/** socket.io's reason when the server dropped this client on purpose: the client does not retry by itself. */
const SERVER_DISCONNECT = 'io server disconnect';

function socketChannel(socket: StoreSocket): EventChannel<SocketMessage> {
  return eventChannel<SocketMessage>((emit) => {
    const listeners: Array<[string, (...args: unknown[]) => void]> = [
      ['connect', () => emit({ type: 'connect' })],
      ['disconnect', (reason) => emit({ type: 'disconnect', reason: String(reason) })],
      ['connect_error', (err) => emit({ type: 'connect_error', message: err instanceof Error ? err.message : String(err) })],
      ...STORE_SOCKET_EVENTS.map(
        (event) => [event, (payload: unknown) => emit({ type: 'event', event, payload })] as [string, (...args: unknown[]) => void],
      ),
    ];
    for (const [name, listener] of listeners) socket.on(name, listener);
    return () => {
      for (const [name, listener] of listeners) socket.off(name, listener);
      socket.disconnect();
    };
  });
}

const ACTION_OF = {
  loja: lojaReceived,
  novo: novoReceived,
  atualiza: atualizaReceived,
  f5pagina: () => f5paginaReceived(),
  mensagem: mensagemReceived,
} as const;

/** One connection's life, from opening the socket until the saga is cancelled (logout, expiry). */
function* runStoreSocket(openSocket: OpenStoreSocket, session: Session) {
  const { config } = yield* getServices();
  const socket = openSocket(session.url_socket || config.socketUrl);
  const channel = socketChannel(socket);
  const join: StoreSocketJoin = { canal: session.canal_socket, hash: session.hash };
  let connections = 0;
  let lossReported = false;
  let malformedReported = false;
  try {
    for (;;) {
      const message = (yield take(channel)) as SocketMessage;
      switch (message.type) {
        case 'connect':
          // The room membership does not survive a reconnection: join on every connect.
          socket.emit(STORE_SOCKET_JOIN, join);
          connections += 1;
          lossReported = false;
          yield put(socketConnected());
          if (connections > 1) yield put(socketReconnected());
          break;
        case 'disconnect':
          yield put(socketDisconnected({ reason: message.reason }));
          if (!lossReported) {
            lossReported = true;
            yield put(showToast(MESSAGES.connectionLost, 'error', TOAST_MS.long));
          }
          if (message.reason === SERVER_DISCONNECT) yield fork(reconnectLater, socket);
          break;
        case 'connect_error':
          // Also covers a platform that is down when the panel starts (no 'disconnect' ever fires).
          console.warn('[realtime] falha ao conectar:', message.message);
          if (!lossReported) {
            lossReported = true;
            yield put(socketDisconnected({ reason: message.message }));
            yield put(showToast(MESSAGES.connectionLost, 'error', TOAST_MS.long));
          }
          break;
        case 'event': {
          const parsed = parseStoreEvent(message.event, message.payload);
          if (!parsed.ok) {
            console.warn(`[realtime] evento '${message.event}' inválido descartado:`, parsed.error, message.payload);
            if (!malformedReported) {
              malformedReported = true;
              yield put(showToast(MESSAGES.malformedEvent, 'warning', TOAST_MS.long));
            }
            break;
          }
          const toAction = ACTION_OF[parsed.event] as (payload: unknown) => { type: string };
          yield put(toAction(parsed.payload));
          break;
        }
      }
    }
  } finally {
    channel.close();
  }
}

function* reconnectLater(socket: StoreSocket) {
  yield delay(STORE_SOCKET_OPTIONS.reconnectionDelay);
  socket.connect();
}

/** A platform message for the store's staff ('mensagem'): an 'Atenção!' dialog. */
function* showPlatformMessage(action: ReturnType<typeof mensagemReceived>) {
  yield put(showAttention(action.payload.mensagem, action.payload.titulo || MESSAGES.attention));
}

/**
 * The one owner of the store socket (ARCHITECTURE "Real-time"): connected while a session exists
 * (stored at start or after login), closed on logout or session expiry.
 */
export function createRealtimeSaga(openSocket: OpenStoreSocket) {
  return function* realtimeSaga() {
    yield takeEvery(mensagemReceived.type, showPlatformMessage);
    yield call(runWhileLoggedIn, (session) => runStoreSocket(openSocket, session));
  };
}

export const realtimeSaga = createRealtimeSaga(openStoreSocket);
