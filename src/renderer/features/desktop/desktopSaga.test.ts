// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api';
import { orderReceived } from '../orders/ordersSlice';
import { makeOrder } from '../../../shared/test/orders';
import { loggedOut, loginSucceeded } from '../session/sessionSlice';
import { createDesktopTestStore, createFakeDesktop } from '../../test/desktop';
import { closeQuestionAnswered } from './desktopSlice';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('desktop saga', () => {
  it('does nothing in a browser (no window.desktop)', () => {
    const { task } = createDesktopTestStore(null);
    expect(task.isRunning()).toBe(false);
  });

  it('tells main the pending count (orders in PP) whenever it changes, for the tray', async () => {
    const fake = createFakeDesktop();
    const { store } = createDesktopTestStore(fake);
    const order = (id: number, status: Order['status']) => makeOrder(id, { status });
    store.dispatch(orderReceived(order(1, 'PP')));
    store.dispatch(orderReceived(order(2, 'PP')));
    store.dispatch(orderReceived(order(3, 'PA')));
    store.dispatch(orderReceived({ ...order(1, 'PA'), revisao: 99 }));
    await tick();
    expect(fake.calls.filter((c) => c[0] === 'setPendingCount')).toEqual([
      ['setPendingCount', 0],
      ['setPendingCount', 1],
      ['setPendingCount', 2],
      ['setPendingCount', 1],
    ]);
  });

  it('keeps the app from suspending while logged in, and lets it go after logout', async () => {
    const fake = createFakeDesktop();
    const { store } = createDesktopTestStore(fake);
    store.dispatch(loginSucceeded({ id_estabelecimento: 101, hash: 'h' } as never));
    store.dispatch(loggedOut());
    await tick();
    expect(fake.calls.filter((c) => c[0] === 'setWaitingForOrders')).toEqual([
      ['setWaitingForOrders', false],
      ['setWaitingForOrders', true],
      ['setWaitingForOrders', false],
    ]);
  });

  it("answers main's 'app:before-quit' once every saga has seen it", async () => {
    const fake = createFakeDesktop();
    const { actions } = createDesktopTestStore(fake);
    fake.send('app:before-quit', {});
    await tick();
    expect(actions.map((a) => a.type)).toContain('desktop/appQuitting');
    expect(fake.calls).toContainEqual(['quitReady']);
  });

  it('Cancelar never reaches main; the other answers do', async () => {
    const fake = createFakeDesktop();
    const { store } = createDesktopTestStore(fake);
    store.dispatch(closeQuestionAnswered('cancel'));
    store.dispatch(closeQuestionAnswered('minimize'));
    await tick();
    expect(fake.calls.filter((c) => c[0] === 'toAppQuit')).toEqual([['toAppQuit', 'minimize']]);
  });

  it('stops listening to main when the saga ends', () => {
    const fake = createFakeDesktop();
    const { task } = createDesktopTestStore(fake);
    expect(fake.listeners.get('on-close-click')?.size).toBe(1);
    task.cancel();
    expect(fake.listeners.get('on-close-click')?.size).toBe(0);
  });
});
