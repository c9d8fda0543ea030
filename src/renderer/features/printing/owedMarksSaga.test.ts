import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '../../../shared/api';
import { orderReceived, ordersLoaded, selectOrderById } from '../orders/ordersSlice';
import { socketReconnected } from '../realtime/realtimeActions';
import { OWED_MARKS_KEY } from './ledger';
import { makeOrder } from '../../../shared/test/orders';
import { FakeDriver, MemoryStorage, createPrintingTestStore, elapse, createFakePlatform } from '../../test/printing';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(orders: Order[], storage = new MemoryStorage()) {
  const platform = createFakePlatform(orders);
  const t = createPrintingTestStore({ storage, answers: platform.answers, settings: { autoAceiteImprimir: true, impressaoProducao: false } });
  return { ...t, platform, driver: t.driver as FakeDriver };
}

const marks = (platform: ReturnType<typeof createFakePlatform>, id: number) =>
  platform.calls.filter((c) => c.orderId === id && c.novo_status === 'PI');

describe('the PI mark owed after the tickets are out', () => {
  it('the platform is down when the batch is out: the mark is kept and retried with backoff, once it is back, without a dialog per attempt', async () => {
    const order = makeOrder(31);
    const storage = new MemoryStorage();
    const { store, platform, driver } = setup([order], storage);
    driver.script('Caixa', () => Promise.resolve(platform.setDown(true)));
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(driver.printed).toHaveLength(1);
    expect(marks(platform, 31)).toHaveLength(1);
    expect(JSON.parse(storage.getItem(OWED_MARKS_KEY) ?? '{}')).toHaveProperty('31');
    await elapse(1000 + 2000 + 4000);
    expect(marks(platform, 31).length).toBeGreaterThanOrEqual(3);
    platform.setDown(false);
    await elapse(30_000);
    expect(platform.orders.get(31)!.status).toBe('PI');
    const sent = marks(platform, 31).length;
    await elapse(120_000);
    expect(marks(platform, 31)).toHaveLength(sent);
    expect(selectOrderById(store.getState(), 31)).toMatchObject({ status: 'PI' });
    expect(store.getState().ui.dialogs).toEqual([]);
    expect(driver.printed).toHaveLength(1);
    expect(storage.getItem(OWED_MARKS_KEY)).toBeNull();
  });

  it('is written before it is sent and survives a reload; sent at once when the socket reconnects', async () => {
    const storage = new MemoryStorage();
    const order = makeOrder(32);
    const first = setup([order], storage);
    first.driver.script('Caixa', () => Promise.resolve(first.platform.setDown(true)));
    first.store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(JSON.parse(storage.getItem(OWED_MARKS_KEY) ?? '{}')).toEqual({ 32: { obs: 'auto', since: expect.any(Number) } });
    first.task.cancel();

    // the page reloads while the platform is still down
    const platform = first.platform;
    const second = createPrintingTestStore({ storage, answers: platform.answers, settings: { autoAceiteImprimir: true, impressaoProducao: false } });
    await elapse(0);
    platform.setDown(false);
    const before = marks(platform, 32).length;
    second.store.dispatch(socketReconnected());
    await elapse(0);
    expect(marks(platform, 32)).toHaveLength(before + 1);
    expect(platform.orders.get(32)!.status).toBe('PI');
    expect(marks(platform, 32).at(-1)).toEqual({ orderId: 32, novo_status: 'PI', obs: 'auto' });
    expect(storage.getItem(OWED_MARKS_KEY)).toBeNull();
    expect((second.driver as FakeDriver).printed).toEqual([]);
  });

  it('is sent at once when the orders list reloads', async () => {
    const order = makeOrder(33);
    const { store, platform, driver } = setup([order]);
    driver.script('Caixa', () => Promise.resolve(platform.setDown(true)));
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    await elapse(1000 + 2000 + 4000 + 8000 + 100);
    const before = marks(platform, 33).length;
    platform.setDown(false);
    store.dispatch(ordersLoaded([platform.orders.get(33)!]));
    await elapse(0);
    expect(marks(platform, 33)).toHaveLength(before + 1);
    expect(platform.orders.get(33)!.status).toBe('PI');
  });

  it('a new order that reuses a marked number after a reset of the platform is marked too (issue 45 item 9)', async () => {
    const first = makeOrder(36, { hash_pedido: 'ANTESDO1' });
    const { store, platform, driver } = setup([first]);
    store.dispatch(ordersLoaded([first]));
    await elapse(0);
    expect(platform.orders.get(36)!.status).toBe('PI');
    // the platform starts again from its seed: number 36 is a new order, with its own code
    const second = makeOrder(36, { hash_pedido: 'DEPOIS22' });
    platform.orders.set(36, second);
    store.dispatch(ordersLoaded([second]));
    await elapse(0);
    expect(driver.printed).toHaveLength(2);
    expect(marks(platform, 36)).toHaveLength(2);
    expect(platform.orders.get(36)!.status).toBe('PI');
    expect(selectOrderById(store.getState(), 36)).toMatchObject({ hash_pedido: 'DEPOIS22', status: 'PI' });
  });

  it('is dropped when the order was cancelled meanwhile', async () => {
    const storage = new MemoryStorage();
    const order = makeOrder(34);
    const { store, platform, driver } = setup([order], storage);
    driver.script('Caixa', () => Promise.resolve(platform.setDown(true)));
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(storage.getItem(OWED_MARKS_KEY)).not.toBeNull();
    store.dispatch(orderReceived({ ...platform.orders.get(34)!, status: 'PC' }));
    platform.setDown(false);
    store.dispatch(socketReconnected());
    const before = marks(platform, 34).length;
    await elapse(60_000);
    expect(marks(platform, 34)).toHaveLength(before);
    expect(storage.getItem(OWED_MARKS_KEY)).toBeNull();
  });

  it("a mark left by another store's login is dropped quietly when the platform does not know the order", async () => {
    const storage = new MemoryStorage();
    storage.setItem(OWED_MARKS_KEY, JSON.stringify({ 999: { obs: 'auto', since: Date.now() } }));
    const { store, platform } = setup([makeOrder(35)], storage);
    await elapse(0);
    expect(marks(platform, 999)).toHaveLength(1);
    await elapse(120_000);
    expect(marks(platform, 999)).toHaveLength(1);
    expect(storage.getItem(OWED_MARKS_KEY)).toBeNull();
    expect(store.getState().ui.dialogs).toEqual([]);
  });
});
