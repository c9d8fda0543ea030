import { put, select } from 'redux-saga/effects';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { DEFAULT_CODE_PAGE } from '../../../shared/printing/codePages';
import { cashierPrinters } from '../../../shared/printing/jobs';
import type { Ticket } from '../../../shared/printing/model';
import { MESSAGES, TOAST_MS } from '../../ui/messages';
import { showError, showToast } from '../../ui/uiSlice';
import { selectPrintSettings } from '../printSettings/selectors';
import { newJobId, queuedJob, type QueuedJob } from './model';
import { dayClosingPrintRequested } from './printActions';
import { printJobsRequested } from './printQueueSaga';

/**
 * The closing's jobs: one per cashier printer, in that printer's code page; one copy, never in the
 * ledger (a second 'Fechamento do dia' prints again, as a person asking twice expects). Empty
 * without a cashier printer.
 */
export function dayClosingJobs(day: string, ticket: Ticket, settings: PrintSettings, now: number): QueuedJob[] {
  const batchId = newJobId(now);
  return cashierPrinters(settings).map((printer) => {
    const id = newJobId(now);
    return queuedJob(
      {
        id,
        key: `fechamento:${day}:${printer}:${id}`,
        orderId: null,
        kind: 'fechamento',
        printer,
        title: ticket.title,
        reprint: true,
        ticket,
        codePage: settings.printerCodePages?.[printer] ?? DEFAULT_CODE_PAGE,
        copies: 1,
        batchId,
        markPrinted: null,
      },
      now,
    );
  });
}

export function* onDayClosingPrintRequested(deps: { now(): number }, action: ReturnType<typeof dayClosingPrintRequested>) {
  const settings = (yield select(selectPrintSettings)) as PrintSettings;
  const jobs = dayClosingJobs(action.payload.day, action.payload.ticket, settings, deps.now());
  if (jobs.length === 0) {
    yield put(showError(MESSAGES.printerNotSelected));
    return;
  }
  yield put(printJobsRequested(jobs));
  yield put(showToast(MESSAGES.dayClosingSent(jobs.map((j) => j.printer).join(', ')), 'info', TOAST_MS.default));
}
