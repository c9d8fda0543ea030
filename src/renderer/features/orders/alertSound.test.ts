// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { alertSoundSaga } from './alertSound';
import { alertSoundUnlockRequested, orderReceived, ordersLoaded } from './ordersSlice';
import { makeOrder } from '../../../shared/test/orders';
import { createOrdersTestStore, FakeAudio } from '../../test/orders';
import { loggedOut } from '../session/sessionSlice';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import type { PrinterHealth, PrinterState } from '../../../shared/printing/status';
import { queuedFromPrintJobs } from '../printing/model';
import { jobFinished, jobsQueued, printerHealthChanged } from '../printing/printingSlice';
import { PRINT_TEST_SETTINGS } from '../../test/printing';

function setup(nextPlay: 'ok' | 'blocked' = 'ok', startAfterMs = 0) {
  const audio = new FakeAudio();
  audio.nextPlay = nextPlay;
  const t = createOrdersTestStore({ saga: () => alertSoundSaga(() => audio, startAfterMs) });
  return { ...t, audio, sound: () => t.store.getState().orders.alertSound };
}

describe('new-order alert sound', () => {
  it('is silent while no order is pending', async () => {
    const t = setup();
    t.store.dispatch(ordersLoaded([makeOrder(1, { status: 'PA' })]));
    await t.settle();
    expect(t.audio.play).not.toHaveBeenCalled();
    expect(t.sound().playing).toBe(false);
  });

  // fake time: the 40 ms wait is the code's, not the machine's (a loaded machine's setTimeout(0)
  // rounds can take longer than 40 ms of real time and start the sound inside a check)
  it('starts once an order has been pending a moment: one auto-accept takes at once does not sound', async () => {
    vi.useFakeTimers();
    try {
      const t = setup('ok', 40);
      t.store.dispatch(ordersLoaded([makeOrder(1)]));
      t.store.dispatch(orderReceived(makeOrder(1, { status: 'PA', revisao: 2 })));
      await vi.advanceTimersByTimeAsync(80);
      expect(t.audio.play).not.toHaveBeenCalled();
      t.store.dispatch(orderReceived(makeOrder(2)));
      await vi.advanceTimersByTimeAsync(0);
      expect(t.audio.play).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(80);
      expect(t.audio.play).toHaveBeenCalledTimes(1);
      expect(t.sound().playing).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('an order accepted before the sound started leaves the audio and the state alone', async () => {
    vi.useFakeTimers();
    try {
      const t = setup('ok', 40);
      const before = t.sound();
      t.store.dispatch(orderReceived(makeOrder(1)));
      await vi.advanceTimersByTimeAsync(0);
      t.store.dispatch(orderReceived(makeOrder(1, { status: 'PA', revisao: 2 })));
      await vi.advanceTimersByTimeAsync(0);
      await vi.advanceTimersByTimeAsync(60);
      expect(t.audio.play).not.toHaveBeenCalled();
      expect(t.audio.pause).not.toHaveBeenCalled();
      // no alertSoundChanged either: its reducer writes a new object each time
      expect(t.sound()).toBe(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the moment from when orders began to wait: orders each accepted at once never sound', async () => {
    vi.useFakeTimers();
    try {
      const t = setup('ok', 55);
      // an order every 25 ms, each accepted 10 ms later: the sound's wait (55 ms) always ends
      // while a later order is pending, but no order ever waited 55 ms
      for (let id = 1; id <= 8; id++) {
        t.store.dispatch(orderReceived(makeOrder(id)));
        await vi.advanceTimersByTimeAsync(10);
        t.store.dispatch(orderReceived(makeOrder(id, { status: 'PA', revisao: 2 })));
        await vi.advanceTimersByTimeAsync(15);
      }
      await vi.advanceTimersByTimeAsync(100);
      expect(t.audio.play).not.toHaveBeenCalled();
      t.store.dispatch(orderReceived(makeOrder(9)));
      await vi.advanceTimersByTimeAsync(60);
      expect(t.audio.play).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays in a loop while any order is PP and stops when none is', async () => {
    const t = setup();
    t.store.dispatch(ordersLoaded([makeOrder(1), makeOrder(2)]));
    await t.settle();
    expect(t.audio.loop).toBe(true);
    expect(t.audio.paused).toBe(false);
    expect(t.sound()).toEqual({ playing: true, blocked: false });

    t.store.dispatch(orderReceived(makeOrder(1, { status: 'PA', revisao: 2 })));
    await t.settle();
    expect(t.audio.paused).toBe(false);
    expect(t.audio.play).toHaveBeenCalledTimes(1);

    t.store.dispatch(orderReceived(makeOrder(2, { status: 'PC', revisao: 2 })));
    await t.settle();
    expect(t.audio.paused).toBe(true);
    expect(t.sound().playing).toBe(false);

    t.store.dispatch(orderReceived(makeOrder(3)));
    await t.settle();
    expect(t.audio.paused).toBe(false);
    expect(t.audio.play).toHaveBeenCalledTimes(2);
  });

  it('stops on logout', async () => {
    const t = setup();
    t.store.dispatch(orderReceived(makeOrder(1)));
    await t.settle();
    t.store.dispatch(loggedOut());
    await t.settle();
    expect(t.audio.paused).toBe(true);
  });

  it("when the browser blocks autoplay it says so, and 'Ativar som' plays it", async () => {
    const t = setup('blocked');
    t.store.dispatch(orderReceived(makeOrder(1)));
    await t.settle();
    expect(t.sound()).toEqual({ playing: false, blocked: true });

    t.audio.nextPlay = 'ok';
    t.store.dispatch(alertSoundUnlockRequested());
    // play() is called inside the dispatch, i.e. inside the click that asked for it
    expect(t.audio.play).toHaveBeenCalledTimes(2);
    await t.settle();
    expect(t.sound()).toEqual({ playing: true, blocked: false });
    expect(t.audio.paused).toBe(false);
  });

  it('sounds while a printer stopped with tickets waiting for it, and stops when it prints again or nothing waits', async () => {
    vi.useFakeTimers();
    try {
      const t = setup('ok', 40);
      const caixa = (state: PrinterState): PrinterHealth[] => [
        { printer: 'Caixa', state, monitored: true, processIds: true, message: `Caixa: ${state}`, at: 0 },
      ];
      // stopped with nothing waiting: no sound (the toolbar shows it)
      t.store.dispatch(printerHealthChanged(caixa('sem-papel')));
      await vi.advanceTimersByTimeAsync(100);
      expect(t.audio.play).not.toHaveBeenCalled();

      const jobs = queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(1, { status: 'PA' }), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: null, now: 0 });
      const onCaixa = jobs.filter((j) => j.printer === 'Caixa');
      expect(onCaixa.length).toBeGreaterThan(0);
      t.store.dispatch(jobsQueued(onCaixa));
      await vi.advanceTimersByTimeAsync(100);
      expect(t.audio.play).toHaveBeenCalledTimes(1);
      expect(t.sound().playing).toBe(true);

      // 'pouco papel' is a warning, not a stop
      t.store.dispatch(printerHealthChanged(caixa('pouco-papel')));
      await vi.advanceTimersByTimeAsync(0);
      expect(t.audio.paused).toBe(true);
      expect(t.sound().playing).toBe(false);

      t.store.dispatch(printerHealthChanged(caixa('tampa-aberta')));
      await vi.advanceTimersByTimeAsync(100);
      expect(t.audio.play).toHaveBeenCalledTimes(2);
      for (const job of onCaixa) t.store.dispatch(jobFinished({ id: job.id, outcome: 'printed' }));
      await vi.advanceTimersByTimeAsync(0);
      expect(t.audio.paused).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
