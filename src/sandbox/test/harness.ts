import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { authorizationHeader, STORE_SOCKET_JOIN, type Session, type StoreSocketJoinAck } from '../../shared/api';
import { PLATFORM_PREFIXES } from '../../shared/config';
import { createSandbox, type Sandbox, type SandboxOptions } from '../server';

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** Form encoding as the panel sends it: arrays as repeated 'key[]', objects as JSON text. */
export function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v));
    if (Array.isArray(value)) for (const item of value) form.append(`${key}[]`, text(item));
    else form.append(key, text(value));
  }
  return form;
}

async function send<T>(url: string, method: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
  const response = await fetch(url, { method, body: init.body, headers: init.headers });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON (documents, logos)
  }
  return { status: response.status, body: body as T };
}

/** Talks to a running sandbox the way the panel and a tester do: real HTTP. */
export class TestClient {
  hash: string | null = null;

  constructor(readonly url: string) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.hash ? { Authorization: authorizationHeader(this.hash), ...extra } : extra;
  }

  /** legacy base, form-encoded */
  legacy<T = Record<string, unknown>>(method: string, path: string, body?: Record<string, unknown>): Promise<Reply<T>> {
    return send<T>(this.url + PLATFORM_PREFIXES.legacy + path, method, {
      body: body ? formBody(body) : undefined,
      headers: this.headers(body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
    });
  }

  /** a JSON base: json, chat-service, maps */
  json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    prefix: string = PLATFORM_PREFIXES.json,
  ): Promise<Reply<T>> {
    return send<T>(this.url + prefix + path, method, {
      body: body !== undefined ? JSON.stringify(body) : undefined,
      headers: this.headers(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    });
  }

  /** a multipart body (uploads) to any base: File values go as files */
  multipart<T = Record<string, unknown>>(method: string, path: string, form: FormData, prefix: string = PLATFORM_PREFIXES.legacy): Promise<Reply<T>> {
    return send<T>(this.url + prefix + path, method, { body: form, headers: this.headers() });
  }

  control<T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    return send<T>(`${this.url}/__sandbox/${path}`, method, {
      body: body !== undefined ? JSON.stringify(body) : undefined,
      headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    });
  }

  raw<T = unknown>(method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string> } = {}): Promise<Reply<T>> {
    return send<T>(this.url + path, method, init);
  }

  /** Logs in and keeps the hash for the next calls. */
  async login(usuario: string, senha = 'senha123'): Promise<Session> {
    const reply = await this.legacy<Session & { status: boolean }>('POST', 'login/index', { usuario, senha });
    if (!reply.body.status) throw new Error(`login falhou para ${usuario}`);
    this.hash = reply.body.hash;
    return reply.body;
  }
}

export interface Started {
  sandbox: Sandbox;
  url: string;
  client: TestClient;
}

/** A sandbox in memory on an ephemeral port; couriers move only when told to. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Started> {
  const sandbox = createSandbox({ deliveryStepMs: 0, randomSeed: 7, ...options });
  const url = await sandbox.listen(0);
  return { sandbox, url, client: new TestClient(url) };
}

export type SandboxFixture<U extends string> = Started & Record<U, TestClient>;

/**
 * One sandbox per test file, reset before each test, with a client logged in per user:
 *   const t = useSandbox({ pizzaria: 'pizzaria', sabor: 'saborcaseiro' });
 *   it('...', () => t.pizzaria.legacy('GET', 'estabelecimento/getLoja'));  // t.sandbox, t.url, t.client
 * `beforeReset` runs first in each test (e.g. stopping the simulator).
 */
export function useSandbox<U extends string>(
  users: Record<U, string>,
  { beforeReset }: { beforeReset?: (sandbox: Sandbox) => Promise<unknown> } = {},
): SandboxFixture<U> {
  const fixture = {} as SandboxFixture<U>;
  beforeAll(async () => {
    Object.assign(fixture, await startSandbox());
  });
  afterAll(() => fixture.sandbox.close());
  beforeEach(async () => {
    await beforeReset?.(fixture.sandbox);
    await fixture.sandbox.reset();
    const logins = (Object.entries(users) as [U, string][]).map(async ([alias, usuario]) => {
      const client = new TestClient(fixture.url);
      await client.login(usuario);
      fixture[alias] = client as SandboxFixture<U>[U];
    });
    await Promise.all(logins);
  });
  return fixture;
}

export interface Received {
  event: string;
  payload: unknown;
}

export interface StoreSocket {
  socket: Socket;
  received: Received[];
  join(canal: string, hash: string): Promise<StoreSocketJoinAck>;
  close(): void;
}

export async function connectSocket(url: string, namespace = '', options: { auth?: Record<string, unknown>; reconnection?: boolean } = {}): Promise<StoreSocket> {
  const socket = io(url + namespace, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 200,
    auth: options.auth,
  });
  const received: Received[] = [];
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (e) => reject(e));
  });
  return {
    socket,
    received,
    join: (canal, hash) =>
      socket.timeout(2000).emitWithAck(STORE_SOCKET_JOIN, { canal, hash }) as Promise<StoreSocketJoinAck>,
    close: () => socket.close(),
  };
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 3000, what = 'condição'): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`tempo esgotado esperando ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
