import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ordersLoaded } from '../orders/ordersSlice';
import { printRequested } from '../orders/printActions';
import { JOB_PREFIX, LEDGER_KEY, LEDGER_PREFIX, LEDGER_TTL_MS, PENDING_KEY, createLedger, keptByPrintQueue, keyWithoutCode, loadPendingJobs } from './ledger';
import { queuedFromPrintJobs } from './model';
import { makeOrder } from '../../../shared/test/orders';
import { FakeDriver, MemoryStorage, createPrintingTestStore, elapse } from '../../test/printing';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import { PRINT_TEST_SETTINGS } from '../../test/printing';

const T0 = new Date('2026-11-22T12:00:00Z').getTime();
beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** A storage that counts what is written. */
class CountingStorage extends MemoryStorage {
  bytes = 0;
  writes = 0;
  override setItem(key: string, value: string) {
    this.writes += 1;
    this.bytes += value.length;
    super.setItem(key, value);
  }
}

const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)!);

describe('what the queue writes to local storage', () => {
  it('a burst writes each job a bounded number of times, not the whole queue per change', async () => {
    const storage = new CountingStorage();
    const driver = new FakeDriver();
    const t = createPrintingTestStore({ storage, driver, settings: { impressaoProducao: false, delay: 0 } });
    const orders = Array.from({ length: 60 }, (_, i) => makeOrder(100 + i, { status: 'PI' }));
    t.store.dispatch(ordersLoaded(orders));
    const before = { bytes: storage.bytes, writes: storage.writes };
    for (const o of orders) t.store.dispatch(printRequested({ orderId: o.id_pedido, reprint: true }));
    await elapse(1000);
    expect(driver.printed).toHaveLength(60);
    const jobBytes = JSON.stringify(t.store.getState().printing.jobs[0] ?? { ticket: driver.printed[0] }).length;
    // queued, printing, copy out: about 3 writes of one job per job (the whole queue per change was ~n²)
    expect(storage.writes - before.writes).toBeLessThanOrEqual(60 * 4);
    expect(storage.bytes - before.bytes).toBeLessThan(60 * 4 * Math.max(jobBytes, 4000));
    expect(keys(storage).filter((k) => k.startsWith(JOB_PREFIX))).toEqual([]);
  });

  it('keeps one key per pending job and per ledger entry', async () => {
    const storage = new MemoryStorage();
    const driver = new FakeDriver();
    driver.script('Caixa', 'ok', 'offline', 'offline', 'offline');
    const t = createPrintingTestStore({ storage, driver, settings: { impressaoProducao: false } });
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PI' }), makeOrder(2, { status: 'PI' })]));
    t.store.dispatch(printRequested({ orderId: 1, reprint: false }));
    t.store.dispatch(printRequested({ orderId: 2, reprint: false }));
    await elapse(100);
    expect(keys(storage).filter((k) => k.startsWith(LEDGER_PREFIX))).toEqual([`${LEDGER_PREFIX}1.H1:1:caixa:Caixa`]);
    const jobs = t.store.getState().printing.jobs;
    expect(keys(storage).filter((k) => k.startsWith(JOB_PREFIX))).toEqual([`${JOB_PREFIX}${jobs[0]!.id}`]);
    expect(storage.getItem(LEDGER_KEY)).toBeNull();
    expect(storage.getItem(PENDING_KEY)).toBeNull();
  });
});

describe('migration and expiry at start', () => {
  it('moves the single-key ledger and queue of an earlier version to one key each, in queue order, and deletes them', () => {
    const storage = new MemoryStorage();
    storage.setItem(LEDGER_KEY, JSON.stringify({ 'a:1:caixa:Caixa': T0 - 1000, 'old:1:caixa:Caixa': T0 - LEDGER_TTL_MS - 1 }));
    const jobs = [1, 2, 3].flatMap((id) =>
      queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(id, { status: 'PA' }), { ...PRINT_TEST_SETTINGS, impressaoProducao: false }), {
        copies: 1,
        markPrinted: null,
        now: T0,
      }),
    );
    storage.setItem(PENDING_KEY, JSON.stringify(jobs));
    const ledger = createLedger(storage, () => T0);
    expect(ledger.has('a:1:caixa:Caixa')).toBe(true);
    expect(ledger.has('old:1:caixa:Caixa')).toBe(false);
    expect(storage.getItem(LEDGER_KEY)).toBeNull();
    expect(loadPendingJobs(storage).map((j) => j.orderId)).toEqual([1, 2, 3]);
    expect(storage.getItem(PENDING_KEY)).toBeNull();
    expect(keys(storage).filter((k) => k.startsWith(JOB_PREFIX))).toHaveLength(3);
    // read again (a second reload): the same jobs, the same order
    expect(loadPendingJobs(storage).map((j) => j.orderId)).toEqual([1, 2, 3]);
  });

  it('drops ledger entries past their time at start', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${LEDGER_PREFIX}x:1:caixa:Caixa`, String(T0 - LEDGER_TTL_MS - 1));
    storage.setItem(`${LEDGER_PREFIX}y:1:caixa:Caixa`, String(T0 - 5));
    const ledger = createLedger(storage, () => T0);
    expect(ledger.has('x:1:caixa:Caixa')).toBe(false);
    expect(ledger.has('y:1:caixa:Caixa')).toBe(true);
    expect(storage.getItem(`${LEDGER_PREFIX}x:1:caixa:Caixa`)).toBeNull();
  });

  it("reads an earlier version's entry (the order by number alone) for the same number, until it expires", () => {
    const storage = new MemoryStorage();
    storage.setItem(`${LEDGER_PREFIX}7:1:caixa:Caixa`, String(T0 - 5));
    const ledger = createLedger(storage, () => T0);
    expect(keyWithoutCode('7.XTPZHQWZ:1:caixa:Caixa')).toBe('7:1:caixa:Caixa');
    expect(keyWithoutCode('7:1:caixa:Caixa')).toBeNull();
    expect(ledger.has('7.XTPZHQWZ:1:caixa:Caixa')).toBe(true);
    expect(ledger.has('7.XTPZHQWZ:2:caixa:Caixa')).toBe(false);
    vi.setSystemTime(T0 + LEDGER_TTL_MS + 1);
    expect(createLedger(storage).has('7.XTPZHQWZ:1:caixa:Caixa')).toBe(false);
  });

  it('logging out keeps every key of the ledger, the queue, the owed marks and the accepted orders', () => {
    expect([`${LEDGER_PREFIX}1:1:caixa:Caixa`, `${JOB_PREFIX}abc`, 'painel.printOwedMarks', 'painel.printAutoAccepted', 'painel.session'].map((value) => keptByPrintQueue(value))).toEqual(
      [true, true, true, true, false],
    );
    expect(keptByPrintQueue('painel.printSettings')).toBe(false); // kept by the session (sessionStorage.ts), not as the queue's
  });
});
