import { type Action, createAction, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { type Channel, buffers, channel } from 'redux-saga';
import { actionChannel, call, delay, fork, put, race, select, take } from 'redux-saga/effects';
import type { PrintSettings } from '../../../shared/api/areas/printing';
import { pipelineAction } from '../../app/pipelineNotifications';
import { MESSAGES } from '../../ui/messages';
import type { PrintDriver } from './drivers/types';
import { type PrintLedger, loadPendingJobs, loadPrintedOnBackup, removePendingJob, savePendingJob } from './ledger';
import { type QueuedJob, failureOf, isInterrupted, retryDelay } from './model';
import { backupDecision } from './backup';
import { redirectedTicket } from '../../../shared/printing/redirect';
import type { PrinterHealth } from '../../../shared/printing/status';
import { selectPrintSettings } from '../printSettings/selectors';
import { loggedOut, sessionExpired } from '../session/sessionSlice';
import {
  jobCopyPrinted,
  jobDiscarded,
  jobFailed,
  jobFinished,
  jobRedirected,
  jobRetrying,
  jobStarted,
  jobsQueued,
  jobsResumed,
  printedOnBackupLoaded,
  printerHealthChanged,
  printerReadyAgain,
  retryRequested,
  selectPrintJobs,
  selectPrinterHealth,
  selectPrinterStops,
  type PrintingState,
} from './printingSlice';

/**
 * THE print queue. Every ticket (auto-accept, 'Imprimir', test pages) enters through
 * printJobsRequested; an actionChannel keeps them in arrival order. One worker per printer
 * starts its jobs in that order (one at a time, or a few when the module queues them itself),
 * applies the copies (the only place that does) with the configured delay between them, retries
 * with backoff while the printer or the module is unreachable, and writes the ledger once a job
 * is out, so nothing prints twice.
 */
export const printJobsRequested = createAction('printing/jobsRequested', pipelineAction<QueuedJob[]>);
/** every job of one print of an order is out: the order may be marked PI */
export const orderBatchPrinted = createAction('printing/orderBatchPrinted', pipelineAction<{ orderId: number; orderCode: string; obs: string }>);

export interface QueueDeps {
  driverFor(settings: PrintSettings): PrintDriver;
  ledger: PrintLedger;
  storage: Storage;
  now(): number;
}

type State = { printing: PrintingState } & Parameters<typeof selectPrintSettings>[0];

const selectJob = (s: State, id: string) => s.printing.jobs.find((j) => j.id === id);

function* finishBatch(job: QueuedJob) {
  if (job.orderId === null || !job.markPrinted) return;
  const jobs = (yield select(selectPrintJobs)) as QueuedJob[];
  if (jobs.some((j) => j.batchId === job.batchId)) return;
  yield put(orderBatchPrinted({ orderId: job.orderId, orderCode: job.orderCode ?? '', obs: job.markPrinted.obs }));
}

const isDiscardOf = (id: string) => (a: Action) => jobDiscarded.match(a) && a.payload === id;
const isRetryOf = (id: string) => (a: Action) => retryRequested.match(a) && (a.payload?.id === undefined || a.payload.id === id);
const isReadyAgain = (printer: string) => (a: Action) => printerReadyAgain.match(a) && a.payload === printer;

/** One job until it printed, failed for good, or was discarded. */
export function* runJob(id: string, deps: QueueDeps) {
  const first = (yield select(selectJob, id)) as QueuedJob | undefined;
  if (!first) return;
  if (!first.reprint && deps.ledger.has(first.key)) {
    yield put(jobFinished({ id, outcome: 'skipped' }));
    yield* finishBatch(first);
    return;
  }
  let attempts = first.attempts;
  for (;;) {
    const job = (yield select(selectJob, id)) as QueuedJob | undefined;
    if (!job) return;
    const settings = (yield select(selectPrintSettings)) as PrintSettings;
    const driver = deps.driverFor(settings);
    // its own printer, or that printer's backup when it has been stopped long enough (backup.ts)
    const decision = yield* decide(job, settings, deps);
    const redirect = decision.kind === 'backup' ? decision.redirect : null;
    if (redirect?.printedOn !== job.redirect?.printedOn) yield put(jobRedirected({ id, redirect }));
    const printer = redirect?.printedOn ?? job.printer;
    const ticket = redirect ? redirectedTicket(job.ticket, redirect) : job.ticket;
    try {
      for (let copy = job.copiesDone; copy < job.copies; copy++) {
        if (copy > 0) yield delay(Math.max(0, settings.delay));
        // 'printing' only while a copy is on its way (see resumed), naming the module's run it goes to
        const learnInstance = driver.learnModuleInstance;
        if (learnInstance && driver.moduleInstance?.() === undefined) yield call(learnInstance);
        yield put(jobStarted(id, driver.moduleInstance?.() ?? null));
        const resendTo = copy === job.copiesDone ? job.resendTo : null;
        yield call([driver, 'print'], {
          printer,
          ticket,
          codePage: redirect ? settings.printerCodePages?.[printer] : (job.codePage ?? settings.printerCodePages?.[printer]),
          settings,
          printId: `${id}:${copy}`,
          ...(resendTo && { expectedInstance: resendTo }),
        });
        yield put(jobCopyPrinted(id));
      }
    } catch (error) {
      const failure = failureOf(error, MESSAGES.printModuleError);
      attempts += 1;
      if (!failure.retryable) {
        yield put(jobFailed({ id, error: failure.text, attempts }));
        return;
      }
      const wait = retryDelay(attempts);
      const now = deps.now();
      yield put(jobRetrying({ id, error: failure.text, attempts, nextAttemptAt: now + wait, ...(failure.nothingSent && { refusedAt: now }) }));
      // refused by its own printer while the backup may take it: now, or once the stop lasted long enough
      const refused = (yield select(selectJob, id)) as QueuedJob | undefined;
      const next = refused ? yield* decide(refused, settings, deps) : null;
      if (next?.kind === 'backup' && next.redirect.printedOn !== printer) continue;
      const backupAt = next?.kind === 'own-until' ? next.at : Infinity;
      // woken early by 'Tentar novamente' (all, or this one), by its printer saying it is ready again, or for the backup
      const woke = (yield race({
        timeout: delay(Math.max(0, Math.min(wait, backupAt - now))),
        retry: take(isRetryOf(id)),
        ready: take(isReadyAgain(job.printer)),
        discarded: take(isDiscardOf(id)),
      })) as {
        discarded?: unknown;
      };
      if (woke.discarded) return;
      continue;
    }
    if (!job.reprint) deps.ledger.add(job.key, redirect);
    yield put(jobFinished({ id, outcome: 'printed' }));
    yield* finishBatch(job);
    return;
  }
}

/** Where a job's next try goes, from the settings, the printers' stops and states now. */
function* decide(job: QueuedJob, settings: PrintSettings, deps: QueueDeps) {
  const stops = (yield select(selectPrinterStops)) as PrintingState['stops'];
  const health = (yield select(selectPrinterHealth)) as PrinterHealth[];
  return backupDecision(job, { settings, stops, health, now: deps.now() });
}

/**
 * One printer's lane: its jobs start in the order they were queued, one at a time, or up to the
 * driver's ticketsInFlightPerPrinter when the module keeps the order itself (the print agent).
 */
function* laneWorker(lane: Channel<string>, busy: Set<string>, deps: QueueDeps) {
  const finished = channel<string>(buffers.expanding(4));
  let running = 0;
  for (;;) {
    const id = (yield take(lane)) as string;
    for (;;) {
      const settings = (yield select(selectPrintSettings)) as PrintSettings;
      const room = Math.max(1, deps.driverFor(settings).ticketsInFlightPerPrinter ?? 1);
      if (running < room) {
        running += 1;
        yield fork(laneJob, id, busy, deps, finished);
        break;
      }
      // no room: the printer holds tickets it may never print; one its backup may take does not wait for them
      const job = (yield select(selectJob, id)) as QueuedJob | undefined;
      const decision = job ? yield* decide(job, settings, deps) : null;
      if (decision?.kind !== 'own' && decision?.kind !== 'own-until') {
        yield fork(laneJob, id, busy, deps, null);
        break;
      }
      const woke = (yield race({
        done: take(finished),
        stopsChanged: take(changesStops),
        ...(decision.kind === 'own-until' && { backupAt: delay(Math.max(0, decision.at - deps.now())) }),
      })) as { done?: string };
      if (woke.done !== undefined) running -= 1;
    }
  }
}

/** What may let a ticket waiting for its lane go to its printer's backup: a refusal, a printer's state. */
const changesStops = isAnyOf(jobRetrying, printerHealthChanged);

/** finished: the lane's room it held (null: a ticket for the backup, or one that left, held none) */
function* laneJob(id: string, busy: Set<string>, deps: QueueDeps, finished: Channel<string> | null) {
  try {
    yield* runJob(id, deps);
  } catch (error) {
    console.error('[printing] falha inesperada na fila', error);
  } finally {
    busy.delete(id);
    if (finished) yield put(finished, id);
  }
}

/** The actions that change the queued jobs (printingSlice), logging out and an expired session included. */
const changesJobs = isAnyOf(jobsQueued, jobsResumed, jobStarted, jobCopyPrinted, jobRetrying, jobRedirected, jobFailed, jobFinished, jobDiscarded, retryRequested, loggedOut, sessionExpired);

/**
 * Keeps the jobs not yet printed in storage, so a reload resumes them, each under its own key.
 * A job about to go to the printer is written at once, before the copy is handed over (jobStarted:
 * a reload then knows it may be on paper). Every other change is written once at the end of the
 * task that made it (a microtask; a page cannot go away in the middle of a task): a job queued
 * and started in the same moment is written once, and a job whose last copy came out is only
 * removed. Only jobs that changed are written (the store keeps an unchanged job's object).
 */
function* persistJobs(deps: QueueDeps, storedIds: string[]) {
  /** what storage holds, job by job (null: a job found there at start, written again when it changes) */
  const written = new Map<string, QueuedJob | null>(storedIds.map((id) => [id, null]));
  let jobs: QueuedJob[] = [];
  let scheduled = false;
  const write = (job: QueuedJob) => {
    savePendingJob(deps.storage, job);
    written.set(job.id, job);
  };
  const sync = () => {
    scheduled = false;
    const gone = new Set(written.keys());
    for (const job of jobs) {
      gone.delete(job.id);
      if (written.get(job.id) !== job) write(job);
    }
    for (const id of gone) {
      removePendingJob(deps.storage, id);
      written.delete(id);
    }
  };
  for (;;) {
    const action = (yield take(changesJobs)) as Action;
    const before = jobs;
    jobs = (yield select(selectPrintJobs)) as QueuedJob[];
    if (jobs === before) continue;
    if (jobDiscarded.match(action)) {
      // 'Descartar' on an interrupted ticket: the person saw it on paper. On an auto-accept
      // ticket: it is not wanted. Either way it is not printed automatically again (auto-accept
      // picks up the accepted orders whose tickets are not in the ledger).
      const discarded = before.find((j) => j.id === action.payload);
      if (discarded && !discarded.reprint && (isInterrupted(discarded, MESSAGES.printInterruptedTitle) || discarded.markPrinted?.obs === 'auto')) {
        deps.ledger.add(discarded.key);
      }
    }
    if (jobStarted.match(action)) {
      const started = jobs.find((j) => j.id === action.payload.id);
      if (started) write(started);
    }
    if (!scheduled) {
      scheduled = true;
      queueMicrotask(sync);
    }
  }
}

/**
 * A job found in storage at start. One whose copy was on its way to the printer when the page
 * went away may or may not be on paper. When the module told which run of it got the copy, the
 * copy goes to it again with the same id: it prints it only if it had not (printOnce), or says
 * it restarted and cannot know. Otherwise printing it again could make a duplicate and dropping
 * it could lose a kitchen ticket, so a person decides (it waits, visible, for 'Tentar novamente').
 */
export const resumed =
  (ledger: PrintLedger) =>
  (job: QueuedJob): QueuedJob => {
    if (job.status === 'printing' && (job.reprint || !ledger.has(job.key))) {
      if (job.sentTo) return { ...job, status: 'waiting', nextAttemptAt: null, resendTo: job.sentTo, sentTo: null };
      return { ...job, status: 'failed', error: MESSAGES.printInterrupted, nextAttemptAt: null };
    }
    return { ...job, status: job.status === 'failed' ? 'failed' : 'waiting', nextAttemptAt: null };
  };

export function* printQueueSaga(deps: QueueDeps) {
  const requests = (yield actionChannel([printJobsRequested.type, retryRequested.type], buffers.expanding(16))) as Channel<UnknownAction>;
  const lanes = new Map<string, Channel<string>>();
  /** jobs a worker holds (queued in a lane or printing) */
  const busy = new Set<string>();

  function* toLane(job: QueuedJob) {
    let lane = lanes.get(job.printer);
    if (!lane) {
      lane = channel<string>(buffers.expanding(16));
      lanes.set(job.printer, lane);
      yield fork(laneWorker, lane, busy, deps);
    }
    busy.add(job.id);
    yield put(lane, job.id);
  }

  // The cards say where tickets a backup printed came out, after a reload too.
  const onBackup = loadPrintedOnBackup(deps.storage);
  if (onBackup.length > 0) yield put(printedOnBackupLoaded(onBackup.map(({ orderId, redirect }) => ({ orderId, redirect }))));
  // What a reload or a crash left in the queue goes back in (the ledger skips what had printed).
  const stored = loadPendingJobs(deps.storage);
  yield fork(persistJobs, deps, stored.map((j) => j.id));
  // Jobs already in the state: this saga crashed and rootSaga started it again. The lanes that
  // held them are gone; they go back in as after a reload.
  const held = ((yield select(selectPrintJobs)) as QueuedJob[]).map(resumed(deps.ledger));
  if (held.length > 0) {
    yield put(jobsResumed(held));
    for (const job of held) if (job.status !== 'failed') yield* toLane(job);
  }
  const heldIds = new Set(held.map((j) => j.id));
  const left = stored.filter((j) => !heldIds.has(j.id)).map(resumed(deps.ledger));
  if (left.length > 0) yield put(printJobsRequested(left));

  for (;;) {
    const action = (yield take(requests)) as UnknownAction;
    const queued = (yield select(selectPrintJobs)) as QueuedJob[];
    if (printJobsRequested.match(action)) {
      // The same ticket already waiting (a double click, the same order asked twice): once.
      const waiting = new Set(queued.filter((j) => !j.reprint).map((j) => j.key));
      const known = new Set(queued.map((j) => j.id));
      const fresh = action.payload.filter((j) => !known.has(j.id) && (j.reprint || !waiting.has(j.key)));
      if (fresh.length === 0) continue;
      yield put(jobsQueued(fresh));
      for (const job of fresh) if (job.status !== 'failed') yield* toLane(job);
    } else {
      // 'Tentar novamente': the jobs that had stopped go back to their printer's lane.
      for (const job of queued) if (!busy.has(job.id) && job.status !== 'failed') yield* toLane(job);
    }
  }
}
