import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { platformConfigFromOrigin } from '../../../shared/config';
import type { Session } from '../../../shared/api';
import { SERVICES, type Services } from '../../app/services';
import { MESSAGES } from '../../ui/messages';
import { uiReducer } from '../../ui/uiSlice';
import { initialSessionState, loggedOut, loginSucceeded, sessionExpired, sessionReducer } from '../session/sessionSlice';
import {
  atualizaReceived,
  f5paginaReceived,
  lojaReceived,
  mensagemReceived,
  novoReceived,
  socketConnected,
  socketReconnected,
} from './realtimeActions';
import { createRealtimeSaga } from './realtimeSaga';
import { realtimeReducer } from './realtimeSlice';
import type { StoreSocket } from './storeSocket';

/** A socket.io client stand-in: the test plays the server. */
class FakeSocket implements StoreSocket {
  listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  emitted: Array<[string, unknown]> = [];
  connectCalls = 0;
  disconnected = false;
  constructor(readonly url: string) {}
  on(event: string, fn: (...args: unknown[]) => void) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(fn);
  }
  off(event: string, fn: (...args: unknown[]) => void) {
    this.listeners.get(event)?.delete(fn);
  }
  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
  }
  connect() {
    this.connectCalls += 1;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** the server side: fire a client-side event */
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args);
  }
  listenerCount() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

const SESSION: Session = {
  id_estabelecimento: 101,
  id_usuario: 1,
  nome: 'Pizzaria',
  hash: 'abc123',
  id_sessao: 's1',
  url_socket: 'http://socket.example:4000',
  canal_socket: 'loja-101',
  company: 'aiboo',
};

function setup(session: Session | null = SESSION) {
  const sockets: FakeSocket[] = [];
  const actions: UnknownAction[] = [];
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ session: sessionReducer, ui: uiReducer, realtime: realtimeReducer }),
    preloadedState: { session: initialSessionState(session) },
    middleware: (d) =>
      d({ thunk: false, serializableCheck: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const services = { config: platformConfigFromOrigin('http://platform.example') } as unknown as Services;
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = sagaMiddleware.run(
    createRealtimeSaga((url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    }),
  );
  const types = () => actions.map((a) => a.type);
  return { store, sockets, actions, types, task, socket: () => sockets[sockets.length - 1]! };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
});

describe('realtime saga', () => {
  it('opens the socket at start when a session is stored, at the session url', () => {
    const { sockets } = setup();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('http://socket.example:4000');
  });

  it('falls back to the configured socket url when the session has none', () => {
    const { sockets } = setup({ ...SESSION, url_socket: '' });
    expect(sockets[0]!.url).toBe('http://platform.example');
  });

  it('waits for a login when there is no session, then connects', () => {
    const { store, sockets } = setup(null);
    expect(sockets).toHaveLength(0);
    store.dispatch(loginSucceeded(SESSION));
    expect(sockets).toHaveLength(1);
  });

  it('joins the store channel on every connect', () => {
    const { socket } = setup();
    socket().fire('connect');
    expect(socket().emitted).toEqual([['entrar', { canal: 'loja-101', hash: 'abc123' }]]);
    socket().fire('disconnect', 'transport close');
    socket().fire('connect');
    expect(socket().emitted).toHaveLength(2);
    expect(socket().emitted[1]).toEqual(['entrar', { canal: 'loja-101', hash: 'abc123' }]);
  });

  it('marks the connection up and down and reports the loss once per outage with a 5 s error toast', () => {
    const { store, socket } = setup();
    socket().fire('connect');
    expect(store.getState().realtime.connected).toBe(true);
    socket().fire('disconnect', 'transport close');
    socket().fire('connect_error', new Error('xhr poll error'));
    socket().fire('connect_error', new Error('xhr poll error'));
    expect(store.getState().realtime.connected).toBe(false);
    const toasts = store.getState().ui.toasts.filter((t) => t.message === MESSAGES.connectionLost);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ severity: 'error', durationMs: 5000 });
  });

  it('reports a platform that is down at start (connect_error before any connect)', () => {
    const { store, socket } = setup();
    socket().fire('connect_error', new Error('refused'));
    expect(store.getState().ui.toasts.map((t) => t.message)).toContain(MESSAGES.connectionLost);
    expect(store.getState().realtime.connected).toBe(false);
  });

  it('dispatches socketReconnected on every reconnection, not on the first connection', () => {
    const { socket, types } = setup();
    socket().fire('connect');
    expect(types()).toContain(socketConnected.type);
    expect(types()).not.toContain(socketReconnected.type);
    socket().fire('disconnect', 'transport close');
    socket().fire('connect');
    socket().fire('disconnect', 'ping timeout');
    socket().fire('connect');
    expect(types().filter((t) => t === socketReconnected.type)).toHaveLength(2);
  });

  it('turns each store event into its action', () => {
    const { socket, actions } = setup();
    socket().fire('connect');
    socket().fire('loja', { fechado: 'S' });
    socket().fire('novo', { id_pedido: 7 });
    socket().fire('atualiza', { id_pedido: '8' });
    socket().fire('f5pagina');
    socket().fire('mensagem', { titulo: 'Aviso', mensagem: 'Manutenção às 23h' });
    const realtime = actions.filter((a) => a.type.startsWith('realtime/') && !a.type.endsWith('connected'));
    expect(realtime).toEqual([
      lojaReceived({ fechado: 'S' }),
      novoReceived({ id_pedido: 7 }),
      atualizaReceived({ id_pedido: 8 }),
      f5paginaReceived(),
      mensagemReceived({ titulo: 'Aviso', mensagem: 'Manutenção às 23h' }),
    ]);
  });

  it('shows a platform message as an Atenção! dialog, titled by the event when it has a title', () => {
    const { store, socket } = setup();
    socket().fire('mensagem', { mensagem: 'Loja em destaque hoje' });
    socket().fire('mensagem', { titulo: 'Comunicado', mensagem: 'Novo cardápio' });
    expect(store.getState().ui.dialogs.map((d) => [d.kind, d.title, d.message])).toEqual([
      ['attention', 'Atenção!', 'Loja em destaque hoje'],
      ['attention', 'Comunicado', 'Novo cardápio'],
    ]);
  });

  it('drops a malformed payload, warns once, and keeps handling the next events', () => {
    const { store, socket, types } = setup();
    socket().fire('loja', { fechado: 'talvez' });
    socket().fire('novo', { id_pedido: -1 });
    socket().fire('atualiza', null);
    socket().fire('mensagem', { mensagem: '' });
    expect(types()).not.toContain(lojaReceived.type);
    expect(types()).not.toContain(novoReceived.type);
    expect(types()).not.toContain(atualizaReceived.type);
    expect(types()).not.toContain(mensagemReceived.type);
    const warnings = store.getState().ui.toasts.filter((t) => t.message === MESSAGES.malformedEvent);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.severity).toBe('warning');
    expect(warn).toHaveBeenCalled();
    socket().fire('novo', { id_pedido: 9 });
    expect(types()).toContain(novoReceived.type);
  });

  it('accepts a payload sent as JSON text', () => {
    const { socket, actions } = setup();
    socket().fire('loja', '{"fechado":"N"}');
    expect(actions).toContainEqual(lojaReceived({ fechado: 'N' }));
  });

  it('closes the socket on logout and reconnects with the next login', () => {
    const { store, sockets } = setup();
    sockets[0]!.fire('connect');
    store.dispatch(loggedOut());
    expect(sockets[0]!.disconnected).toBe(true);
    expect(sockets[0]!.listenerCount()).toBe(0);
    expect(store.getState().realtime.connected).toBe(false);
    store.dispatch(loginSucceeded(SESSION));
    expect(sockets).toHaveLength(2);
    expect(sockets[1]!.disconnected).toBe(false);
  });

  it('closes the socket when the session expires', () => {
    const { store, sockets } = setup();
    store.dispatch(sessionExpired({ title: 'Sessão expirada' }));
    expect(sockets[0]!.disconnected).toBe(true);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects by itself after the server dropped the client on purpose', async () => {
    vi.useFakeTimers();
    const { socket } = setup();
    socket().fire('connect');
    socket().fire('disconnect', 'io server disconnect');
    expect(socket().connectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(999);
    expect(socket().connectCalls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(socket().connectCalls).toBe(1);
  });
});
