/**
 * One time zone for every time a person reads: the store's (São Paulo's unless it says), whatever
 * the computer's. Each block sets the process's zone (TZ) first, as a counter PC set to UTC or
 * to Manaus would be, and checks the orders list, the order's card and history, the printed
 * ticket, the chat and the courier's history against the platform's own progress line.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, StoreDetail } from '../../../shared/api';
import { makeOrder } from '../../../shared/test/orders';
import { FakeDriver, createPrintingTestStore } from '../../test/printing';
import { TEST_STORE } from '../../test/shell';
import { renderWithStore } from '../../test/testStore';
import { ChatWindows } from '../chat/ChatWindows';
import { chatOpened, chatOpenRequested, chatSocketConnected } from '../chat/chatSlice';
import { DeliveryHistory } from '../couriers/DeliveryHistory';
import { OrderCard } from '../orders/OrderCard';
import { OrdersList } from '../orders/OrdersList';
import { ordersLoaded, orderSelected } from '../orders/ordersSlice';
import { printRequested } from '../orders/printActions';
import { storeDetailLoaded, storeDetailRequested } from './storeSlice';

/** 22:32 UTC: 19:32 in São Paulo, 18:32 in Manaus. */
const AT = '2026-11-22T22:32:00.000Z';

const STORES = [
  { zone: undefined, says: 'a store that does not say its zone (São Paulo)', clock: '19:32' },
  { zone: 'America/Manaus', says: 'a store in Manaus', clock: '18:32' },
] as const;

/** the shell's test store, open */
const DETAIL: StoreDetail = { ...TEST_STORE, fechado: 'N' };

function setup(zone: string | undefined, clock: string) {
  // the platform writes the progress lines in the store's zone
  const order = makeOrder(7, {
    status: 'PA',
    data_criacao: AT,
    chat_enabled: true,
    pedidoObj: { data_criacao: AT, andamentos: [{ label: 'Pedido realizado', value: `22/11/2026 ${clock}` }] },
  });
  const driver = new FakeDriver();
  const t = createPrintingTestStore({ settings: { impressaoLayout: 1, impressaoProducao: false }, driver });
  t.store.dispatch(storeDetailLoaded({ ...DETAIL, ...(zone && { fuso_horario: zone }) }));
  t.store.dispatch(ordersLoaded([order]));
  t.store.dispatch(orderSelected(7));
  return { ...t, driver, order };
}

const times = (text: string) => [...text.matchAll(/\b(\d{2}:\d{2})\b/g)].map((m) => m[1]);

const originalZone = process.env.TZ;

// MUI under jsdom is slow on a shared 2-core machine.
for (const machineZone of ['UTC', 'America/Manaus']) {
  describe(`on a computer set to ${machineZone}`, { timeout: 20_000 }, () => {
    beforeAll(() => {
      process.env.TZ = machineZone;
    });
    afterAll(() => {
      process.env.TZ = originalZone;
    });

    for (const { zone, says, clock } of STORES) {
      it(`${says}: the list, the card, its history and the printed ticket all read ${clock}`, async () => {
        const t = setup(zone, clock);
        renderWithStore(
          <>
            <OrdersList />
            <OrderCard order={t.order} />
          </>,
          t.store,
        );
        // an order of 22/11, not today's: the list says its day too
        expect(screen.getByRole('region', { name: 'Lista de pedidos' })).toHaveTextContent(`#H7 · 22/11 ${clock}`);
        const card = screen.getByRole('article', { name: 'Pedido #H7' });
        expect(within(card).getByText(`22/11/2026 ${clock}`)).toBeInTheDocument();
        expect(within(card).getByText(`Pedido realizado: 22/11/2026 ${clock}`)).toBeInTheDocument();

        t.store.dispatch(printRequested({ orderId: 7, reprint: false }));
        await waitFor(() => expect(t.driver.printed).toHaveLength(1));
        // the header's time and the history's, one clock
        expect(times(t.driver.printed[0]!.text)).toEqual([clock, clock]);
      });

      it(`${says}: the chat and the courier's history read ${clock}`, () => {
        const t = setup(zone, clock);
        const message: ChatMessage = { _id: 'm1', text: 'Oi!', createdAt: AT, user: { _id: 'client-1', name: 'Maria' } };
        t.store.dispatch(chatSocketConnected('sock-1'));
        t.store.dispatch(chatOpenRequested({ orderId: 7, clientName: 'Maria' }));
        t.store.dispatch(chatOpened({ orderId: 7, conversationId: 'c1', clientName: 'Maria', messages: [message] }));
        const history = { status: 'ready' as const, entries: [{ date: AT, status: 'SEARCHING_DELIVERY' as const, meta_data: {} }] };
        renderWithStore(
          <>
            <ChatWindows />
            <DeliveryHistory orderId={7} history={history} />
          </>,
          t.store,
        );
        expect(within(screen.getByRole('log', { name: 'Mensagens' })).getByText(`Maria · ${clock}`)).toBeInTheDocument();
        expect(screen.getByRole('list', { name: 'Histórico da entrega' })).toHaveTextContent(`22/11 ${clock}`);
      });
    }
  });
}

describe("the orders list on the store's calendar", { timeout: 20_000 }, () => {
  beforeAll(() => {
    // a computer a day ahead of the store
    process.env.TZ = 'Pacific/Auckland';
  });
  afterAll(() => {
    if (originalZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalZone;
    vi.useRealTimers();
  });

  it("shows today's orders by their time alone and another day's with the day: yesterday's 10:10 is '26/11 10:10'", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 27/11 10:30 in São Paulo, already 28/11 02:30 in Auckland
    vi.setSystemTime(new Date('2026-11-27T13:30:00.000Z'));
    const t = createPrintingTestStore({ settings: {}, driver: new FakeDriver() });
    t.store.dispatch(storeDetailLoaded(DETAIL));
    t.store.dispatch(
      ordersLoaded([
        makeOrder(1, { status: 'PD', data_criacao: '2026-11-27T13:10:00.000Z' }),
        makeOrder(2, { status: 'PD', data_criacao: '2026-11-26T13:10:00.000Z' }),
        // 00:30 UTC on the 27th is still the 26th, 21:30, in São Paulo
        makeOrder(3, { status: 'PD', data_criacao: '2026-11-27T00:30:00.000Z' }),
      ]),
    );
    renderWithStore(<OrdersList />, t.store);
    const row = (id: number) => document.querySelector(`[data-order-id="${id}"]`);
    expect(row(1)).toHaveTextContent('#H1 · 10:10');
    expect(row(1)).not.toHaveTextContent('/11');
    expect(row(2)).toHaveTextContent('#H2 · 26/11 10:10');
    expect(row(3)).toHaveTextContent('#H3 · 26/11 21:30');
    vi.useRealTimers();
  });
});

describe("a print right after login, while the store's detail is on its way", () => {
  it("waits for the store's zone, so the first ticket of the evening reads the store's clock", async () => {
    const order = makeOrder(7, { status: 'PA', data_criacao: AT, pedidoObj: { data_criacao: AT, andamentos: [] } });
    const driver = new FakeDriver();
    const t = { ...createPrintingTestStore({ settings: { impressaoLayout: 2, impressaoProducao: false }, driver }), driver };
    t.store.dispatch(storeDetailRequested());
    t.store.dispatch(ordersLoaded([order]));
    t.store.dispatch(printRequested({ orderId: 7, reprint: false }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(t.driver.printed).toHaveLength(0);
    t.store.dispatch(storeDetailLoaded({ ...DETAIL, fuso_horario: 'America/Manaus' }));
    await waitFor(() => expect(t.driver.printed).toHaveLength(1));
    expect(times(t.driver.printed[0]!.text)).toEqual(['18:32']);
  });

  it('does not wait when the store detail is only being loaded again (a reconnection): the known zone holds', async () => {
    const order = makeOrder(7, { status: 'PA', data_criacao: AT, pedidoObj: { data_criacao: AT, andamentos: [] } });
    const driver = new FakeDriver();
    const t = createPrintingTestStore({ settings: { impressaoLayout: 2, impressaoProducao: false }, driver });
    t.store.dispatch(storeDetailLoaded({ ...DETAIL, fuso_horario: 'America/Manaus' }));
    t.store.dispatch(storeDetailRequested());
    t.store.dispatch(ordersLoaded([order]));
    t.store.dispatch(printRequested({ orderId: 7, reprint: false }));
    await waitFor(() => expect(driver.printed).toHaveLength(1), { timeout: 1000 });
    expect(times(driver.printed[0]!.text)).toEqual(['18:32']);
  });
});
