import { vi } from 'vitest';
import type { Order, Session } from '../../shared/api';
import { initialOrdersState, type OrdersState } from '../features/orders/ordersSlice';
import type { AlertAudio } from '../features/orders/alertSound';
import { type Answers, createTestStore } from './testStore';

/** Test-only helpers of the orders feature: a fake audio element, a store with a scripted platform (testStore). */

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

export function createOrdersTestStore(
  opts: { saga?: () => Generator; answers?: Answers; jsonAnswers?: Answers; session?: Session | null; orders?: Partial<OrdersState> } = {},
) {
  const t = createTestStore({
    saga: opts.saga,
    legacy: opts.answers,
    json: opts.jsonAnswers,
    session: opts.session,
    preloaded: { orders: { ...initialOrdersState, ...opts.orders } },
  });
  return { ...t, legacy: t.calls.legacy, json: t.calls.json };
}

/** The answer of pedidos/listar and pedidos/listar/:id. */
export const listAnswer = (orders: Order[]) => ({ status: true, pedidos: orders });
