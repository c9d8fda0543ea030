import { io } from 'socket.io-client';
import { CHAT_SOCKET_NAMESPACE } from '../../../shared/api';

/** The little of a socket.io client socket the chat saga uses (a fake stands in in tests). */
export interface ChatSocket {
  readonly id: string | undefined;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  /** emit with an acknowledgement, failing after timeoutMs */
  request(event: string, payload: unknown, timeoutMs: number): Promise<unknown>;
  connect(): unknown;
  disconnect(): unknown;
}

export type OpenChatSocket = (origin: string, hash: string) => ChatSocket;

/** Reconnects like the store socket (1 s to 5 s, without limit). */
export const openChatSocket: OpenChatSocket = (origin, hash) => {
  const socket = io(origin.replace(/\/+$/, '') + CHAT_SOCKET_NAMESPACE, {
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 5000,
    forceNew: true,
    auth: { hash },
  });
  return {
    get id() {
      return socket.id;
    },
    on: (event, listener) => socket.on(event, listener),
    off: (event, listener) => socket.off(event, listener),
    request: (event, payload, timeoutMs) => socket.timeout(timeoutMs).emitWithAck(event, payload),
    connect: () => socket.connect(),
    disconnect: () => socket.disconnect(),
  };
};
