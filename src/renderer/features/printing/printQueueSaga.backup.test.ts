/**
 * Issue 46 through the real print queue (sagas, slice, ledger) with a scripted driver: a stopped
 * printer's tickets go to its backup, headed so, exactly once; a ticket the stopped printer may
 * hold never moves; the printer back, new tickets go to it again.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersLoaded } from '../orders/ordersSlice';
import { printRequested } from '../orders/printActions';
import { JOB_PREFIX, LEDGER_PREFIX, createLedger } from './ledger';
import { printerHealthChanged, printerReadyAgain } from './printingSlice';
import { makeOrder } from '../../../shared/test/orders';
import { PRINTER_STATE_LABELS, type PrinterHealth } from '../../../shared/printing/status';
import { FakeDriver, MemoryStorage, createFakePlatform, createPrintingTestStore, elapse } from '../../test/printing';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const T0 = new Date('2026-11-22T12:00:00Z').getTime();
const pizza = (id: number) =>
  makeOrder(id, {
    status: 'PI',
    pedidoObj: { itens: [{ nome: 'Pizza Calabresa', quantidade: 1, valor_unitario: 40, valor_total: 40, linhas: [], id_cardapio_categoria: 1 }] },
  });
const health = (printer: string, state: PrinterHealth['state'], at = Date.now()): PrinterHealth => ({
  printer,
  state,
  monitored: true,
  processIds: true,
  message: `${printer}: ${PRINTER_STATE_LABELS[state]}`,
  at,
});

function setup(afterSeconds: number, settings: Record<string, unknown> = {}) {
  const storage = new MemoryStorage();
  const orders = [1, 2, 3].map(pizza);
  const platform = createFakePlatform(orders);
  const t = createPrintingTestStore({
    storage,
    answers: platform.answers,
    settings: { backupPrinters: { Cozinha: { printer: 'Caixa', afterSeconds } }, ...settings },
  });
  t.store.dispatch(ordersLoaded(orders));
  const driver = t.driver as FakeDriver;
  const kitchen = () => driver.printed.filter((p) => p.kind === 'producao');
  /** what the print module says of its printers from now on (printerHealthSaga reads it every 3 s) */
  const states = (...health: PrinterHealth[]) => {
    driver.printerStates = () => Promise.resolve(health);
    t.store.dispatch(printerHealthChanged(health));
  };
  return { ...t, driver, storage, platform, kitchen, states };
}

describe('a backup printer', () => {
  it('takes the kitchen ticket once Cozinha has refused it for the configured time, headed with the station and why; once, in the ledger with where', async () => {
    const { store, driver, storage, kitchen } = setup(30);
    driver.script('Cozinha', ...Array<'sem-papel'>(20).fill('sem-papel'));
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(0);
    expect(store.getState().printing.stops.Cozinha).toEqual({ since: T0, cause: 'sem papel' });
    await elapse(29_000);
    expect(kitchen()).toEqual([]);
    expect(driver.attempts.filter((a) => a.printer === 'Cozinha').length).toBeGreaterThan(1);
    await elapse(1000);
    expect(kitchen().map((p) => [p.printer, p.at - T0])).toEqual([['Caixa', 30_000]]);
    expect(kitchen()[0]!.text).toContain('COZINHA - impresso no Caixa (Cozinha sem papel)');
    // the toolbar's 'Cozinha → Caixa' and the card's note
    expect(store.getState().printing.redirects).toEqual({ Cozinha: 'Caixa' });
    expect(store.getState().printing.printedOnBackup).toEqual([{ orderId: 1, redirect: { station: 'Cozinha', printedOn: 'Caixa', cause: 'sem papel' } }]);
    const entry = storage.getItem(`${LEDGER_PREFIX}1.H1:1:producao:1:Cozinha`);
    expect(JSON.parse(entry!)).toMatchObject({ redirect: { station: 'Cozinha', printedOn: 'Caixa' } });
    // Cozinha back: nothing more comes out for order 1, on any printer
    store.dispatch(printerReadyAgain('Cozinha'));
    await elapse(60_000);
    expect(kitchen()).toHaveLength(1);
    expect(store.getState().printing.jobs).toEqual([]);
  });

  it('takes new tickets at once while the stop lasts; the printer back, new tickets go to it again', async () => {
    const { store, driver, kitchen } = setup(0);
    driver.script('Cozinha', 'sem-papel');
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(0);
    store.dispatch(printRequested({ orderId: 2, reprint: false }));
    await elapse(0);
    expect(kitchen().map((p) => p.printer)).toEqual(['Caixa', 'Caixa']);
    expect(driver.attempts.filter((a) => a.printer === 'Cozinha')).toHaveLength(1);
    // the printer's own status says it is ready
    store.dispatch(printerHealthChanged([health('Cozinha', 'pronta')]));
    expect(store.getState().printing.redirects).toEqual({});
    store.dispatch(printRequested({ orderId: 3, reprint: false }));
    await elapse(0);
    expect(kitchen().map((p) => p.printer)).toEqual(['Caixa', 'Caixa', 'Cozinha']);
    expect(kitchen()[2]!.text).not.toContain('impresso no');
  });

  it('takes tickets for a printer its own status says stopped, once the stop lasted, without trying it', async () => {
    const { store, driver, kitchen, states } = setup(30);
    states(health('Cozinha', 'tampa-aberta', T0));
    await elapse(31_000);
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(0);
    expect(kitchen().map((p) => p.printer)).toEqual(['Caixa']);
    expect(kitchen()[0]!.text.replace(/\s+/g, ' ')).toContain('COZINHA - impresso no Caixa (Cozinha tampa aberta)');
    expect(driver.attempts.filter((a) => a.printer === 'Cozinha')).toEqual([]);
  });

  it('never moves a ticket the stopped printer may hold (the module took it and did not answer)', async () => {
    const { store, driver, kitchen, states } = setup(0);
    driver.script('Cozinha', ...Array<'aguardando'>(10).fill('aguardando'));
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(0);
    states(health('Cozinha', 'sem-papel'));
    await elapse(120_000);
    expect(kitchen().filter((p) => p.printer === 'Caixa')).toEqual([]);
    expect(store.getState().printing.jobs.map((j) => [j.printer, j.redirect ?? null])).toEqual([['Cozinha', null]]);
  });

  it("takes the tickets waiting behind the ones a stopped printer holds (the module's window full), not those", async () => {
    const { store, driver, kitchen, states } = setup(0);
    driver.ticketsInFlightPerPrinter = 2;
    const held = () => new Promise<void>(() => undefined);
    driver.script('Cozinha', held, held);
    for (const id of [1, 2, 3]) store.dispatch(printRequested({ orderId: id, reprint: false }));
    await elapse(0);
    expect(kitchen()).toEqual([]);
    // the module says Cozinha stopped with the two it holds
    states(health('Cozinha', 'sem-papel'));
    await elapse(0);
    expect(kitchen().map((p) => p.printer)).toEqual(['Caixa']);
    expect(kitchen()[0]!.title).toContain('#H3');
    expect(store.getState().printing.jobs.map((j) => [j.title, j.redirect ?? null])).toEqual([
      [expect.stringContaining('#H1'), null],
      [expect.stringContaining('#H2'), null],
    ]);
  });

  it("ends a stop a refusal marked when the printer reads ready after it, though its readings never showed the stop", async () => {
    const { store, driver, kitchen, states } = setup(0);
    states(health('Cozinha', 'pronta', T0));
    driver.printerStates = () => Promise.resolve([health('Cozinha', 'pronta', Date.now())]);
    driver.script('Cozinha', 'sem-papel');
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(0);
    expect(kitchen().map((p) => p.printer)).toEqual(['Caixa']);
    expect(store.getState().printing.redirects).toEqual({ Cozinha: 'Caixa' });
    await elapse(3000);
    expect(store.getState().printing.redirects).toEqual({});
    store.dispatch(printRequested({ orderId: 2, reprint: false }));
    await elapse(0);
    expect(kitchen().map((p) => p.printer)).toEqual(['Caixa', 'Cozinha']);
  });

  it('is not used while it is itself stopped (no chains): the ticket waits for its own printer, as without a backup', async () => {
    const { store, driver, kitchen, states } = setup(0);
    driver.script('Cozinha', 'sem-papel', 'sem-papel');
    states(health('Caixa', 'sem-papel', T0));
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(10_000);
    expect(kitchen().map((p) => p.printer)).toEqual(['Cozinha']);
    expect(kitchen()[0]!.text).not.toContain('impresso no');
  });

  it('a ticket the backup refused too goes back to wait for its own printer', async () => {
    const { store, driver, kitchen } = setup(0);
    driver.script('Cozinha', 'sem-papel', 'sem-papel', 'sem-papel');
    driver.script('Caixa', 'ok', 'sem-papel');
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(60_000);
    // Caixa printed its own ticket, then refused the kitchen's: the kitchen's came out on Cozinha
    expect(kitchen().map((p) => p.printer)).toEqual(['Cozinha']);
    expect(store.getState().printing.jobs).toEqual([]);
  });

  it('not with a print method that cannot confirm (nativo): the ticket waits for its printer', async () => {
    const { store, driver, kitchen } = setup(0, { metodoImpressao: 'nat' });
    driver.script('Cozinha', 'sem-papel', 'sem-papel');
    store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(10_000);
    expect(kitchen().map((p) => p.printer)).toEqual(['Cozinha']);
  });

  it('after a reload, a ticket the backup printed is not printed again on its own printer, and the card still says where', async () => {
    const first = setup(0);
    first.driver.script('Cozinha', 'sem-papel');
    first.store.dispatch(printRequested({ orderId: 1, reprint: false }));
    await elapse(0);
    expect(first.kitchen().map((p) => p.printer)).toEqual(['Caixa']);
    const key = '1.H1:1:producao:1:Cozinha';
    expect(createLedger(first.storage).has(key)).toBe(true);
    first.task.cancel();
    // a crash between the print and the queue's write left the kitchen job stored, for Cozinha
    const ticket = { kind: 'producao', title: 'PEDIDO #H1', page: {}, blocks: [] };
    const job = { id: 'x1', key, orderId: 1, kind: 'producao', printer: 'Cozinha', title: 'PEDIDO #H1', reprint: false, ticket, copies: 1, copiesDone: 0 };
    const rest = { batchId: 'b1', markPrinted: null, status: 'waiting', attempts: 0, error: null, nextAttemptAt: null, createdAt: 0 };
    first.storage.setItem(`${JOB_PREFIX}x1`, JSON.stringify({ n: 1, job: { ...job, ...rest } }));
    const second = createPrintingTestStore({ storage: first.storage, answers: first.platform.answers });
    await elapse(5000);
    expect((second.driver as FakeDriver).printed).toEqual([]);
    expect(second.store.getState().printing.jobs).toEqual([]);
    expect(second.store.getState().printing.printedOnBackup).toEqual([{ orderId: 1, redirect: { station: 'Cozinha', printedOn: 'Caixa', cause: 'sem papel' } }]);
  });
});
