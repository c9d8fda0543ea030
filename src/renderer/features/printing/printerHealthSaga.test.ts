// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import type { PrinterHealth, PrinterState } from '../../../shared/printing/status';
import { makeOrder } from '../../../shared/test/orders';
import { PRINT_TEST_SETTINGS } from '../../test/printing';
import { createTestStore } from '../../test/testStore';
import type { PrintDriver } from './drivers/types';
import { queuedFromPrintJobs } from './model';
import { printerHealthSaga } from './printerHealthSaga';
import { jobFinished, jobsQueued, selectPrinterHealth } from './printingSlice';

const health = (printer: string, state: PrinterState): PrinterHealth => ({
  printer,
  state,
  monitored: state !== 'sem-confirmacao',
  processIds: true,
  message: `${printer}: ${state.replace('-', ' ')}`,
  at: 0,
});

function setup() {
  let states: PrinterHealth[] = [health('Caixa', 'pronta')];
  const driver = { listPrinters: vi.fn(), print: vi.fn(), printerStates: vi.fn(() => Promise.resolve(states)) } as unknown as PrintDriver;
  const notify = vi.fn(() => Promise.resolve());
  const t = createTestStore({ saga: () => printerHealthSaga({ driverFor: () => driver, notify, pollMs: 1000 }) });
  return {
    ...t,
    notify,
    driver,
    set: (next: PrinterHealth[]) => {
      states = next;
    },
    health: () => selectPrinterHealth(t.store.getState()),
  };
}

describe('printerHealthSaga', () => {
  it("keeps each printer's state in the store, as the print module reads it", async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      await vi.advanceTimersByTimeAsync(0);
      expect(t.health().map((h) => h.state)).toEqual(['pronta']);
      t.set([health('Caixa', 'sem-papel'), health('Cozinha', 'sem-confirmacao')]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.health().map((h) => `${h.printer} ${h.state}`)).toEqual(['Caixa sem-papel', 'Cozinha sem-confirmacao']);
      // nothing changed: no new action (the toolbar does not re-render every poll)
      const before = t.actions.length;
      await vi.advanceTimersByTimeAsync(3000);
      expect(t.actions.length).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a printer that stops with tickets waiting sends one notification per stop', async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      const jobs = queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(7, { status: 'PA' }), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: null, now: 0 });
      const onCaixa = jobs.filter((j) => j.printer === 'Caixa');
      await vi.advanceTimersByTimeAsync(0);
      // stopped with nothing waiting: no notification
      t.set([health('Caixa', 'sem-papel')]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.notify).not.toHaveBeenCalled();

      t.store.dispatch(jobsQueued(onCaixa));
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.notify).toHaveBeenCalledTimes(1);
      expect(t.notify).toHaveBeenCalledWith({
        orderId: 7,
        title: 'Impressora parada: Caixa',
        body: `Caixa: sem papel · ${onCaixa.length} via(s) esperando`,
      });
      // still stopped: not told again
      await vi.advanceTimersByTimeAsync(5000);
      expect(t.notify).toHaveBeenCalledTimes(1);

      // ready, then stopped again: a new stop, a new notification
      t.set([health('Caixa', 'pronta')]);
      await vi.advanceTimersByTimeAsync(1000);
      t.set([health('Caixa', 'tampa-aberta')]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.notify).toHaveBeenCalledTimes(2);

      // 'pouco papel' is a warning: no notification
      for (const job of onCaixa) t.store.dispatch(jobFinished({ id: job.id, outcome: 'printed' }));
      t.set([health('Caixa', 'pouco-papel')]);
      await vi.advanceTimersByTimeAsync(1000);
      t.store.dispatch(jobsQueued(onCaixa));
      await vi.advanceTimersByTimeAsync(3000);
      expect(t.notify).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a print module that does not answer shows no states, and the saga keeps polling', async () => {
    vi.useFakeTimers();
    try {
      const t = setup();
      await vi.advanceTimersByTimeAsync(0);
      expect(t.health()).toHaveLength(1);
      vi.mocked(t.driver.printerStates!).mockRejectedValueOnce(new Error('módulo fora do ar'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.health()).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(t.health()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
