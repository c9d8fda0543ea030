import { describe, expect, it } from 'vitest';
import { buildOrderPrintJobs } from '../../../shared/printing/jobs';
import { makeOrder } from '../../../shared/test/orders';
import { queuedFromPrintJobs } from './model';
import { loggedOut, sessionExpired } from '../session/sessionSlice';
import { initialPrintingState, jobCopyPrinted, jobFailed, jobStarted, jobsQueued, printingElsewhereChanged, printingReducer, selectVisiblePendingJobs } from './printingSlice';
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

describe('session end', () => {
  it('drops the jobs and printers at logout or expiry, keeps whether another panel prints for this computer', () => {
    const jobs = queuedFromPrintJobs(buildOrderPrintJobs(makeOrder(1), PRINT_TEST_SETTINGS), { copies: 1, markPrinted: null, now: 0 });
    const busy = printingReducer(printingReducer(initialPrintingState, jobsQueued(jobs)), printingElsewhereChanged(true));
    for (const end of [loggedOut(), sessionExpired({ title: 'Sessão expirada' })]) {
      expect(printingReducer(busy, end)).toEqual({ ...initialPrintingState, printingElsewhere: true });
    }
  });
});
