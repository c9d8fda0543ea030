import type { UnknownAction } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, Session } from '../../../shared/api';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import { makeOrder } from '../../../shared/test/orders';
import { FakeDriver, MemoryStorage, PRINT_TEST_SETTINGS, createPrintingTestStore, elapse, createFakePlatform } from '../../test/printing';
import { TEST_SESSION, createTestStore } from '../../test/testStore';
import { orderReceived, orderSelected, ordersLoaded, ordersReducer, ordersScreenOpened, searchChanged, selectOrderById } from '../orders/ordersSlice';
import {
  initialPrintSettingsState,
  printSettingsSyncRequested,
  printSettingsCloudCheckRequested,
  printSettingsRestored,
  printSettingsSaved,
} from '../printSettings/printSettingsSlice';
import { loginRequested, loginSucceeded } from '../session/sessionSlice';
import { AUTO_ACCEPTED_KEY, createLedger } from './ledger';
import { AUTO_ACCEPT_RETRY_MS, AUTO_ACCEPT_WAKERS, autoAcceptRetryDue, autoAcceptSaga } from './autoAcceptSaga';
import { PrintFailure, type QueuedJob, queuedFromPrintJobs } from './model';
import { printJobsRequested } from './printQueueSaga';
import { MESSAGES } from '../../ui/messages';
import { initialPrintingState, jobDiscarded, printersListed } from './printingSlice';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const pizzaAndDrink = (id: number, overrides: Partial<Order> = {}) =>
  makeOrder(id, {
    ...overrides,
    pedidoObj: {
      itens: [
        { nome: 'Pizza Calabresa', quantidade: 1, valor_unitario: 40, valor_total: 40, linhas: [], id_cardapio_categoria: 1 },
        { nome: 'Guaraná lata', quantidade: 2, valor_unitario: 6, valor_total: 12, linhas: [], id_cardapio_categoria: 2 },
      ],
    },
  });

const MENU = {
  status: true,
  categorias: [
    { id_cardapio_categoria: 1, nome_categoria: 'Pizzas', status: 'S', disponibilidade: null, ordem: 0 },
    { id_cardapio_categoria: 2, nome_categoria: 'Bebidas', status: 'S', disponibilidade: null, ordem: 1 },
  ],
};

function setup(orders: Order[], settings: NonNullable<Parameters<typeof createPrintingTestStore>[0]>['settings'] = {}, storage = new MemoryStorage()) {
  const platform = createFakePlatform(orders);
  const answers = { ...platform.answers, 'cardapiocategorias/listar': MENU };
  const t = createPrintingTestStore({ storage, answers, settings: { autoAceiteImprimir: true, ...settings } });
  return { ...t, platform, driver: t.driver as FakeDriver };
}

describe('auto-accept and print', () => {
  it('accepts the orders of a burst in the order they arrived, the first one first', async () => {
    // ids and creation times say nothing here: a list shows the newest first, the kitchen takes the oldest first
    const first = pizzaAndDrink(52, { data_criacao: '2026-11-22T12:00:02.000Z' });
    const second = pizzaAndDrink(51, { data_criacao: '2026-11-22T12:00:01.000Z' });
    const third = pizzaAndDrink(53, { data_criacao: '2026-11-22T12:00:03.000Z' });
    const { store, platform } = setup([first, second, third], { autoAceiteImprimir: false });
    for (const order of [first, second, third]) store.dispatch(orderReceived(order));
    store.dispatch(printSettingsSaved({ ...store.getState().printSettings.settings, autoAceiteImprimir: true }));
    await elapse(0);
    expect(platform.calls.filter((c) => c.novo_status === 'PA').map((c) => c.orderId)).toEqual([52, 51, 53]);
  });

  it('accepts a pending order, prints the cashier and production tickets, then marks it PI with obs auto, once', async () => {
    const order = pizzaAndDrink(21);
    const { store, platform, driver } = setup([order]);
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(platform.calls).toEqual([
      { orderId: 21, novo_status: 'PA' },
      { orderId: 21, novo_status: 'PI', obs: 'auto' },
    ]);
    expect(driver.printed.map((p) => `${p.printer}:${p.kind}`)).toEqual(['Caixa:caixa', 'Cozinha:producao']);
    const kitchen = driver.printed.find((p) => p.printer === 'Cozinha')!;
    expect(kitchen.text).toContain('Pizza Calabresa');
    // titled with the menu category's name
    expect(kitchen.text.replace(/ /g, '')).toContain('PIZZAS');
    // Category 2 has no production printer: it is only on the cashier ticket, and the screen says so.
    expect(kitchen.text).not.toContain('Guaraná');
    expect(store.getState().printSettings.productionUnrouted).toEqual([{ orderId: 21, order: '#H21', categories: ['Bebidas'] }]);
    // the statuses the platform took show at once, without fetching the order again
    expect(selectOrderById(store.getState(), 21)).toMatchObject({ status: 'PI', revisao: 3 });
    expect(platform.fetched).toEqual([]);
    // Later changes of the orders do nothing more.
    store.dispatch(orderReceived(platform.orders.get(21)!));
    store.dispatch(ordersLoaded([platform.orders.get(21)!]));
    await elapse(60_000);
    expect(platform.calls).toHaveLength(2);
    expect(driver.printed).toHaveLength(2);
  });

  it("'Descartar' on a ticket waiting for paper: the alarm's reason goes, the order is not marked printed (no PI), nothing prints again", async () => {
    const order = pizzaAndDrink(25);
    const { store, platform, driver, storage } = setup([order]);
    const noPaper = () => Promise.reject(new PrintFailure('Cozinha: sem papel', true));
    driver.script('Cozinha', ...Array.from({ length: 20 }, () => noPaper));
    store.dispatch(ordersLoaded([order]));
    await elapse(3000);
    expect(driver.printed.map((p) => p.printer)).toEqual(['Caixa']);
    const kitchen = store.getState().printing.jobs.find((j) => j.printer === 'Cozinha')!;
    expect(kitchen.status).toBe('retrying');
    store.dispatch(jobDiscarded(kitchen.id));
    await elapse(120_000);
    expect(store.getState().printing.jobs).toEqual([]);
    expect(platform.calls).toEqual([{ orderId: 25, novo_status: 'PA' }]);
    expect(driver.printed.map((p) => p.printer)).toEqual(['Caixa']);
    // the order is let go: a reload neither prints it again nor marks it
    expect(JSON.parse(storage.getItem(AUTO_ACCEPTED_KEY) ?? '{}')).not.toHaveProperty('25');
  });

  it('a duplicate novo (the same PP copy twice, before the accept answered) prints once', async () => {
    const order = pizzaAndDrink(22);
    const { store, platform, driver } = setup([order]);
    store.dispatch(orderReceived(order));
    store.dispatch(orderReceived(order));
    await elapse(0);
    store.dispatch(orderReceived(order));
    await elapse(10_000);
    expect(platform.calls.filter((c) => c.novo_status === 'PA')).toHaveLength(1);
    expect(driver.printed).toHaveLength(2);
  });

  it('an order that arrived during an outage (brought by the list reload) or before the panel started is handled alike', async () => {
    const before = pizzaAndDrink(23);
    const during = pizzaAndDrink(24);
    const { store, platform, driver } = setup([before, during]);
    store.dispatch(ordersLoaded([before]));
    await elapse(0);
    // the socket comes back: the list reload brings what was placed meanwhile
    store.dispatch(ordersLoaded([platform.orders.get(23)!, during]));
    await elapse(0);
    expect(platform.calls.map((c) => `${c.orderId}:${c.novo_status}`)).toEqual(['23:PA', '23:PI', '24:PA', '24:PI']);
    expect(driver.printed.map((p) => p.title)).toEqual([
      expect.stringContaining('#H23 '),
      expect.stringContaining('#H23 '),
      expect.stringContaining('#H24 '),
      expect.stringContaining('#H24 '),
    ]);
  });

  it('a printer offline keeps the order PA until its tickets are out, then PI', async () => {
    const order = pizzaAndDrink(25);
    const { store, platform, driver } = setup([order]);
    driver.script('Cozinha', 'offline', 'offline');
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(platform.calls.map((c) => c.novo_status)).toEqual(['PA']);
    await elapse(1000 + 2000);
    expect(platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PI']);
    expect(driver.printed).toHaveLength(2);
  });

  it('does nothing while the setting is off', async () => {
    const order = pizzaAndDrink(26);
    const { store, platform, driver } = setup([order], { autoAceiteImprimir: false });
    store.dispatch(ordersLoaded([order]));
    await elapse(10_000);
    expect(platform.calls).toEqual([]);
    expect(driver.attempts).toEqual([]);
  });

  it('without a cashier printer does not accept, and says why', async () => {
    const order = pizzaAndDrink(27);
    const { store, platform } = setup([order], { impressora: '', impressorasCaixa: [] });
    store.dispatch(ordersLoaded([order]));
    store.dispatch(orderReceived(order));
    await elapse(0);
    expect(platform.calls).toEqual([]);
    expect(store.getState().ui.dialogs).toEqual([
      expect.objectContaining({ message: 'Impressora não selecionada, escolha uma impressora e tente novamente.' }),
    ]);
  });

  it('an accept the platform refuses is tried again later, and printed once it goes through', async () => {
    const order = pizzaAndDrink(28);
    const { store, platform, driver } = setup([order]);
    platform.refuseNext(1);
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(driver.printed).toEqual([]);
    await elapse(AUTO_ACCEPT_RETRY_MS);
    expect(platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PA', 'PI']);
    expect(driver.printed).toHaveLength(2);
  });

  it('tickets already in the ledger (printed before a crash) are not printed again; the order still becomes PI', async () => {
    const storage = new MemoryStorage();
    const ledger = createLedger(storage);
    // accepted (revisao 2) and printed before the crash, but the status stayed PP on this copy
    ledger.add('29:2:caixa:Caixa');
    ledger.add('29:2:producao:1:Cozinha');
    const order = pizzaAndDrink(29);
    const { store, platform, driver } = setup([order], {}, storage);
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(driver.printed).toEqual([]);
    expect(platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PI']);
  });
});

describe('a platform reset: the order numbers start again (issue 45 item 9)', () => {
  it('a new order with the number, the revision and the tickets of one printed before the reset prints, once', async () => {
    const storage = new MemoryStorage();
    const before = pizzaAndDrink(29, { hash_pedido: 'XTPZHQWZ' });
    const first = setup([before], {}, storage);
    first.store.dispatch(ordersLoaded([before]));
    await elapse(0);
    expect(first.driver.printed).toHaveLength(2);
    first.task.cancel();

    // the sandbox is reset: its next order is number 29 again, another order with another code
    const after = pizzaAndDrink(29, { hash_pedido: 'QW8ZK2LM' });
    const second = setup([after], {}, storage);
    second.store.dispatch(ordersLoaded([after]));
    await elapse(0);
    expect(second.driver.printed.map((p) => `${p.printer}:${p.title}`)).toEqual([
      'Caixa:PEDIDO #QW8ZK2LM - caixa',
      'Cozinha:PEDIDO #QW8ZK2LM - produção Pizzas',
    ]);
    expect(second.platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PI']);
    // and it is in the ledger in its turn: the same order again prints nothing more
    second.store.dispatch(ordersLoaded([second.platform.orders.get(29)!]));
    await elapse(60_000);
    expect(second.driver.printed).toHaveLength(2);
  });

  it("an earlier version's entries (by number alone) still count for that number until they expire: nothing printed twice across the update", async () => {
    const storage = new MemoryStorage();
    const ledger = createLedger(storage);
    ledger.add('30:2:caixa:Caixa');
    ledger.add('30:2:producao:1:Cozinha');
    const order = pizzaAndDrink(30);
    const { store, platform, driver } = setup([order], {}, storage);
    store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(driver.printed).toEqual([]);
    expect(platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PI']);
  });
});

describe('an accepted order left unprinted by a reload', () => {
  it('the page reloads between the accept and the queue: after the reload its tickets print once and it becomes PI', async () => {
    const storage = new MemoryStorage();
    const order = pizzaAndDrink(41);
    const first = setup([order], {}, storage);
    first.platform.setHold(true); // PA is made at the platform, the answer never arrives
    first.store.dispatch(ordersLoaded([order]));
    await elapse(0);
    expect(first.platform.orders.get(41)!.status).toBe('PA');
    expect(first.driver.printed).toEqual([]);
    first.task.cancel();
    first.platform.setHold(false);

    const platform = first.platform;
    const second = createPrintingTestStore({
      storage,
      answers: { ...platform.answers, 'cardapiocategorias/listar': MENU },
      settings: { autoAceiteImprimir: true },
    });
    second.store.dispatch(ordersLoaded([platform.orders.get(41)!]));
    await elapse(0);
    const driver = second.driver as FakeDriver;
    expect(driver.printed.map((p) => `${p.printer}:${p.kind}`)).toEqual(['Caixa:caixa', 'Cozinha:producao']);
    expect(platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PI']);
    expect(platform.calls[1]).toEqual({ orderId: 41, novo_status: 'PI', obs: 'auto' });
    // once PI it is forgotten; later changes print nothing more
    second.store.dispatch(ordersLoaded([platform.orders.get(41)!]));
    await elapse(60_000);
    expect(driver.printed).toHaveLength(2);
    expect(storage.getItem(AUTO_ACCEPTED_KEY)).toBeNull();
  });

  it('after a reload only the tickets not in the ledger print; with all out, it is just marked PI', async () => {
    const storage = new MemoryStorage();
    const ledger = createLedger(storage);
    const order = { ...pizzaAndDrink(42), status: 'PA' as const, revisao: 2 };
    storage.setItem(AUTO_ACCEPTED_KEY, JSON.stringify({ 42: Date.now(), 43: Date.now() }));
    ledger.add('42:2:caixa:Caixa');
    // 43: accepted at revision 2, printed, then changed to revision 3 before the reload
    ledger.add('43:2:caixa:Caixa');
    ledger.add('43:2:producao:1:Cozinha');
    const other = { ...pizzaAndDrink(43), status: 'PA' as const, revisao: 3 };
    const { store, platform, driver } = setup([order, other], {}, storage);
    store.dispatch(ordersLoaded([order, other]));
    await elapse(0);
    expect(driver.printed.map((p) => `${p.printer}:${p.title}`)).toEqual([expect.stringMatching(/^Cozinha:PEDIDO #H42 /)]);
    expect(platform.calls).toEqual([
      { orderId: 43, novo_status: 'PI', obs: 'auto' },
      { orderId: 42, novo_status: 'PI', obs: 'auto' },
    ]);
  });

  it('a PA order it did not accept (accepted by a person) is not printed', async () => {
    const order = { ...pizzaAndDrink(44), status: 'PA' as const };
    const { store, platform, driver } = setup([order]);
    store.dispatch(ordersLoaded([order]));
    await elapse(10_000);
    expect(driver.attempts).toEqual([]);
    expect(platform.calls).toEqual([]);
  });
});

describe('what wakes auto-accept', () => {
  const ON: PrintSettings = { ...PRINT_TEST_SETTINGS, autoAceiteImprimir: true, impressaoProducao: false };
  const OFF: PrintSettings = { ...ON, autoAceiteImprimir: false };
  const pending = makeOrder(61);
  const accepted: Order = { ...pending, status: 'PA', revisao: 2 };

  interface Start {
    orders?: Order[];
    /** undefined: the settings slice holds none, the printing feature's stored copy is in effect */
    settings?: PrintSettings | undefined;
    session?: Session | null;
    jobs?: QueuedJob[];
    storage?: MemoryStorage;
    /** the platform refuses this many accepts first */
    refuse?: number;
  }

  /** Auto-accept alone on the app's store (no queue, no PI marks): what it does is all there is. */
  function start(opts: Start = {}) {
    let clock = Date.now();
    const storage = opts.storage ?? new MemoryStorage();
    const platform = createFakePlatform([pending]);
    platform.refuseNext(opts.refuse ?? 0);
    const t = createTestStore({
      storage,
      session: opts.session,
      legacy: platform.answers,
      preloaded: {
        orders: ordersReducer(undefined, ordersLoaded(opts.orders ?? [])),
        printSettings: { ...initialPrintSettingsState, settings: ('settings' in opts ? opts.settings : ON) as PrintSettings },
        printing: { ...initialPrintingState, jobs: opts.jobs ?? [] },
      },
      saga: () => autoAcceptSaga({ now: () => clock, ledger: createLedger(storage), storage }),
    });
    /** accept calls sent and print batches queued */
    const work = () => platform.calls.length + t.actions.filter((a) => printJobsRequested.match(a)).length;
    /** moves auto-accept's clock only: the retry timer does not fire */
    const later = (ms: number) => {
      clock += ms;
    };
    return { ...t, platform, work, later };
  }

  /** An accepted order whose one ticket is in the queue, as auto-accept left it. */
  function acceptedWithTicketQueued(): Start {
    const storage = new MemoryStorage();
    storage.setItem(AUTO_ACCEPTED_KEY, JSON.stringify({ 61: Date.now() }));
    // interrupted ('Já saiu' settles it; one that printed nothing gives the order up instead)
    const jobs = queuedFromPrintJobs(buildOrderPrintJobs(accepted, ON), { copies: 1, markPrinted: { obs: 'auto' }, now: Date.now() }).map((j) => ({
      ...j,
      status: 'failed' as const,
      error: MESSAGES.printInterrupted,
    }));
    return { storage, orders: [accepted], jobs };
  }

  /** per action: a state with nothing to do yet, and the action that gives auto-accept work */
  const cases: Record<string, { given: () => Start; when: (t: ReturnType<typeof start>) => UnknownAction }> = {
    [ordersLoaded.type]: { given: () => ({ orders: [] }), when: () => ordersLoaded([pending]) },
    [orderReceived.type]: { given: () => ({ orders: [] }), when: () => orderReceived(pending) },
    [printSettingsRestored.type]: { given: () => ({ orders: [pending], settings: OFF }), when: () => printSettingsRestored(ON) },
    [printSettingsSaved.type]: { given: () => ({ orders: [pending], settings: OFF }), when: () => printSettingsSaved(ON) },
    [loginSucceeded.type]: { given: () => ({ orders: [pending], session: null }), when: () => loginSucceeded(TEST_SESSION) },
    // the ticket leaves the queue unprinted: the accepted order's tickets are queued again
    [jobDiscarded.type]: { given: acceptedWithTicketQueued, when: (t) => jobDiscarded(t.store.getState().printing.jobs[0]!.id) },
    // the accept was refused and its retry is due
    [autoAcceptRetryDue.type]: {
      given: () => ({ orders: [pending], refuse: 1 }),
      when: (t) => {
        t.later(AUTO_ACCEPT_RETRY_MS);
        return autoAcceptRetryDue();
      },
    },
  };

  it('every action that wakes it has its case here', () => {
    expect(Object.keys(cases).sort()).toEqual(AUTO_ACCEPT_WAKERS.map((creator) => creator.type).sort());
  });

  it.each(Object.keys(cases))('%s wakes it', async (type) => {
    const { given, when } = cases[type]!;
    const t = start(given());
    await elapse(0);
    const before = t.work();
    t.store.dispatch(when(t));
    await elapse(0);
    expect(t.work()).toBeGreaterThan(before);
  });

  it('an action outside the list, even of the orders, settings or session slice, does not wake it', async () => {
    const t = start({ orders: [pending], refuse: 1 });
    await elapse(0);
    expect(t.platform.calls).toEqual([{ orderId: 61, novo_status: 'PA' }]);
    t.later(AUTO_ACCEPT_RETRY_MS);
    for (const action of [
      searchChanged('Cliente'),
      orderSelected(61),
      ordersScreenOpened(),
      printSettingsCloudCheckRequested(),
      printSettingsSyncRequested(),
      loginRequested({ usuario: 'pizzaria', senha: 'senha123' }),
      printersListed([]),
    ]) {
      t.store.dispatch(action);
    }
    await elapse(0);
    expect(t.platform.calls).toHaveLength(1);
    // the retry was due all along: the next action on the list finds it
    t.store.dispatch(ordersLoaded([pending]));
    await elapse(0);
    expect(t.platform.calls.map((c) => c.novo_status)).toEqual(['PA', 'PA']);
  });
});
