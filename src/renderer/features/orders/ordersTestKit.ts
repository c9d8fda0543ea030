import { configureStore, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { vi } from 'vitest';
import type { Order, Session } from '../../../shared/api';
import { platformConfigFromOrigin } from '../../../shared/config';
import { SERVICES, type Services } from '../../app/services';
import { rootReducer } from '../../app/store';
import { initialSessionState } from '../session/sessionSlice';
import type { OrdersState } from './ordersSlice';
import type { AlertAudio } from './alertSound';

export { makeOrder } from './orderFixture';

/** Test-only helpers of the orders feature: a fake audio element, a store with a scripted platform. */

export class FakeAudio implements AlertAudio {
  loop = true;
  currentTime = 0;
  paused = true;
  /** what the next play() does: resolve, or reject as a browser's autoplay policy does */
  nextPlay: 'ok' | 'blocked' = 'ok';
  plays = 0;
  play = vi.fn(() => {
    this.plays++;
    if (this.nextPlay === 'blocked') {
      return Promise.reject(Object.assign(new Error('play() failed because the user did not interact'), { name: 'NotAllowedError' }));
    }
    this.paused = false;
    return Promise.resolve();
  });
  pause = vi.fn(() => {
    this.paused = true;
  });
}

export const TEST_SESSION: Session = {
  id_estabelecimento: 101,
  id_usuario: 1,
  nome: 'Pizzaria',
  hash: 'abc123',
  id_sessao: 's1',
  url_socket: '',
  canal_socket: 'loja-101',
  company: 'aiboo',
};

// The app's own reducer: every slice a mounted component may read is there, as in the product.
export const testReducer = rootReducer;
export type TestState = ReturnType<typeof testReducer>;

/** answers: route key -> answer, or a function of the call's args (throwing rejects the call). */
export type Answers = Record<string, unknown>;

export function createOrdersTestStore(opts: {
  saga?: () => Generator;
  answers?: Answers;
  jsonAnswers?: Answers;
  session?: Session | null;
  orders?: Partial<OrdersState>;
} = {}) {
  const actions: UnknownAction[] = [];
  const respond = (answers: Answers) =>
    vi.fn(
      (key: string, args?: unknown) =>
        new Promise<unknown>((resolve) => {
          if (!(key in answers)) throw new Error(`sem resposta para ${key}`);
          const a = answers[key];
          resolve(typeof a === 'function' ? (a as (args: unknown) => unknown)(args) : a);
        }),
    );
  const legacy = respond(opts.answers ?? {});
  const json = respond(opts.jsonAnswers ?? {});
  const sagaMiddleware = createSagaMiddleware();
  const initial = testReducer(undefined, { type: '@@init' });
  const store = configureStore({
    reducer: testReducer,
    preloadedState: {
      ...initial,
      session: initialSessionState(opts.session === undefined ? TEST_SESSION : opts.session),
      orders: { ...initial.orders, ...opts.orders },
    },
    middleware: (d) =>
      d({ thunk: false, serializableCheck: false, immutableCheck: false }).concat(
        () => (next) => (action) => {
          actions.push(action as UnknownAction);
          return next(action);
        },
        sagaMiddleware,
      ),
  });
  const services = {
    config: platformConfigFromOrigin('http://platform.example'),
    api: { legacy: { call: legacy }, json: { call: json } },
    storage: window.localStorage,
    navigate: vi.fn(),
    reload: vi.fn(),
  } as unknown as Services;
  sagaMiddleware.setContext({ [SERVICES]: services });
  const task = opts.saga ? sagaMiddleware.run(opts.saga) : null;
  /** lets pending promises and the sagas waiting on them run */
  const settle = async (rounds = 3) => {
    for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
  };
  return { store, actions, legacy, json, services, task, settle };
}

/** The answer of pedidos/listar and pedidos/listar/:id. */
export const listAnswer = (orders: Order[]) => ({ status: true, pedidos: orders });
