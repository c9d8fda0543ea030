import type { StoreSocketEvent, StoreSocketEvents } from '../shared/api';
import type { ChatSocketServerEvents } from '../shared/api/areas/chat';
import type { Clock } from './clock';
import type { SandboxDb } from './db';
import type { Random } from './random';

/** What the platform pushes to connected panels (implemented over socket.io in socket.ts). */
export interface PlatformEvents {
  toStore<E extends StoreSocketEvent>(storeId: number, event: E, payload: StoreSocketEvents[E]): void;
  /** Any event name and payload, malformed on purpose if a test wants it. */
  toStoreRaw(storeId: number, event: string, payload: unknown): void;
  toChat<E extends keyof ChatSocketServerEvents>(storeId: number, event: E, payload: ChatSocketServerEvents[E]): void;
}

/** Everything a route, the control API or the simulator needs. */
export interface SandboxContext {
  db: SandboxDb;
  clock: Clock;
  /** randomness for orders placed at run time (the seed uses its own fixed generator) */
  random: Random;
  events: PlatformEvents;
  /** the origin panels reach the sandbox at (session url_socket, document links) */
  publicUrl(): string;
}
