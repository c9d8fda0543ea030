import { io } from 'socket.io-client';

/** The little of a socket.io client socket the realtime saga uses (a fake stands in in tests). */
export interface StoreSocket {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  off(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
}

export type OpenStoreSocket = (url: string) => StoreSocket;

/** Spec 01 §4/§9: reconnect without limit, waiting 1 s to 5 s between attempts. */
export const STORE_SOCKET_OPTIONS = {
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
} as const;

export const openStoreSocket: OpenStoreSocket = (url) => io(url, { ...STORE_SOCKET_OPTIONS, forceNew: true });
