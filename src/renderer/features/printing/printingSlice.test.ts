import { describe, expect, it } from 'vitest';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import { makeOrder } from '../../../shared/test/orders';
import { queuedFromPrintJobs } from './model';
import { loggedOut, sessionExpired } from '../session/sessionSlice';
import { initialPrintingState, jobCopyPrinted, jobDiscarded, jobFailed, jobRetrying, jobStarted, jobsQueued, printingElsewhereChanged, printingReducer, selectGivenUpOrders, selectVisiblePendingJobs } from './printingSlice';
import { PRINT_TEST_SETTINGS } from '../../test/printing';

describe('selectVisiblePendingJobs', () => {
  it('gives the same array while the visible jobs stay the same, a new one when they change', () => {
    const jobs = queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(1), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: null, now: 0 });
    const [first] = jobs;
    if (!first) throw new Error('no job');
    let state = printingReducer(initialPrintingState, jobsQueued(jobs));
    const before = selectVisiblePendingJobs({ printing: state });
    expect(before).toEqual([]);
    state = printingReducer(state, jobStarted(first.id));
    state = printingReducer(state, jobCopyPrinted(first.id));
    expect(selectVisiblePendingJobs({ printing: state })).toBe(before);
    state = printingReducer(state, jobFailed({ id: first.id, error: 'Impressora não encontrada', attempts: 1 }));
    expect(selectVisiblePendingJobs({ printing: state }).map((j) => j.id)).toEqual([first.id]);
  });
});

describe('a job the queue keeps retrying', () => {
  it('stays visible while it is tried again (the banner does not blink on and off with each try)', () => {
    const [job] = queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(1), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: null, now: 0 });
    let state = printingReducer(initialPrintingState, jobsQueued([job!]));
    const visible = () => selectVisiblePendingJobs({ printing: state }).map((j) => j.id);
    state = printingReducer(state, jobRetrying({ id: job!.id, error: 'Caixa: sem papel', attempts: 1, nextAttemptAt: 1000 }));
    expect(visible(), 'a single failure is a blip').toEqual([]);
    state = printingReducer(state, jobStarted(job!.id));
    state = printingReducer(state, jobRetrying({ id: job!.id, error: 'Caixa: sem papel', attempts: 2, nextAttemptAt: 3000 }));
    expect(visible()).toEqual([job!.id]);
    state = printingReducer(state, jobStarted(job!.id));
    expect(visible(), 'still shown during the next try').toEqual([job!.id]);
  });
});

describe("'Descartar'", () => {
  const batch = () =>
    queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(7), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: { obs: 'auto' }, now: 0 });

  it('on a ticket that printed nothing: the rest of its batch no longer marks the order printed, and the order is given up', () => {
    const jobs = batch();
    expect(jobs.length).toBeGreaterThan(1);
    let state = printingReducer(initialPrintingState, jobsQueued(jobs));
    state = printingReducer(state, jobRetrying({ id: jobs[1]!.id, error: 'Cozinha: sem papel', attempts: 3, nextAttemptAt: 5000 }));
    state = printingReducer(state, jobDiscarded(jobs[1]!.id));
    expect(state.jobs.map((j) => j.markPrinted)).toEqual(jobs.filter((_, i) => i !== 1).map(() => null));
    expect(selectGivenUpOrders({ printing: state })).toEqual([7]);
  });

  it("on a ticket a stopped printer may have put on paper ('Já saiu'): the order may be marked printed", () => {
    const jobs = batch();
    let state = printingReducer(initialPrintingState, jobsQueued(jobs));
    state = printingReducer(state, jobFailed({ id: jobs[1]!.id, error: 'Impressão interrompida — sem papel. Confira', attempts: 1 }));
    state = printingReducer(state, jobDiscarded(jobs[1]!.id));
    expect(state.jobs.map((j) => j.markPrinted)).toEqual(jobs.filter((_, i) => i !== 1).map(() => ({ obs: 'auto' })));
    expect(selectGivenUpOrders({ printing: state })).toEqual([]);
  });
});

describe('session end', () => {
  it('drops the jobs and printers at logout or expiry, keeps whether another panel prints for this computer', () => {
    const jobs = queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(1), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: null, now: 0 });
    const busy = printingReducer(printingReducer(initialPrintingState, jobsQueued(jobs)), printingElsewhereChanged(true));
    for (const end of [loggedOut(), sessionExpired({ title: 'Sessão expirada' })]) {
      expect(printingReducer(busy, end)).toEqual({ ...initialPrintingState, printingElsewhere: true });
    }
  });
});
