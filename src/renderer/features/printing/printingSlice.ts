import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PIPELINE_META, pipelineAction } from '../../app/pipelineNotifications';
import { sessionEnded } from '../session/sessionSlice';
import type { PrinterInfo } from './drivers/types';
import { MESSAGES } from '../../ui/messages';
import { isInterrupted, isVisiblyPending, printedNothing, type QueuedJob } from './model';
import { type PrinterHealth, isStopped } from '../../../shared/printing/status';
import { missingPrinters } from '../printSettings/model';
import type { TicketRedirect } from '../../../shared/printing/redirect';
import { type PrinterStop, stopCause, targetPrinter } from './backup';
import { selectPrintSettings } from '../printSettings/selectors';

export interface PrintingState {
  /** jobs not printed yet, in the order they were queued */
  jobs: QueuedJob[];
  /** moduleVersion: the print module's, when it tells it (the print agent) */
  printers: { status: 'idle' | 'loading' | 'loaded' | 'failed'; list: PrinterInfo[]; error: string | null; moduleVersion: string | null };
  /** another tab of this machine does the printing (printingTab.ts); this one waits to take over */
  printingElsewhere: boolean;
  /** the configured network printers' states, as they say them (print module's GET /estado, print:status) */
  health: PrinterHealth[];
  /** orders a person gave up a ticket of before it printed: not marked printed (auto-accept lets them go) */
  givenUpOrders: number[];
  /** printers stopped now, since when and why: a refused ticket or their own status said so (backup.ts) */
  stops: Record<string, PrinterStop>;
  /** printer -> the backup its tickets go to, while it lasts (the toolbar: 'Cozinha → Caixa') */
  redirects: Record<string, string>;
  /** the latest tickets that printed on a backup, by order (the order's card says where) */
  printedOnBackup: { orderId: number; redirect: TicketRedirect }[];
}

/** How many tickets printed on a backup are remembered for the cards. */
export const PRINTED_ON_BACKUP_KEPT = 200;

export const initialPrintingState: PrintingState = {
  jobs: [],
  printers: { status: 'idle', list: [], error: null, moduleVersion: null },
  printingElsewhere: false,
  health: [],
  givenUpOrders: [],
  stops: {},
  redirects: {},
  printedOnBackup: [],
};

/** The printer is back: it is no longer stopped, and its tickets no longer go to its backup. */
function printerBack(state: PrintingState, printer: string): void {
  delete state.stops[printer];
  delete state.redirects[printer];
}

function update(state: PrintingState, id: string, change: Partial<QueuedJob>): void {
  const job = state.jobs.find((j) => j.id === id);
  if (job) Object.assign(job, change);
}

/** a printer that had stopped says it is ready again (printerHealthSaga): its waiting tickets go at once */
export const printerReadyAgain = createAction<string>('printing/printerReadyAgain');

const printingSlice = createSlice({
  name: 'printing',
  initialState: initialPrintingState,
  reducers: {
    jobsQueued: {
      reducer(state, action: PayloadAction<QueuedJob[]>) {
        const known = new Set(state.jobs.map((j) => j.id));
        state.jobs.push(...action.payload.filter((j) => !known.has(j.id)));
      },
      prepare: pipelineAction<QueuedJob[]>,
    },
    /** a copy is on its way to the printer, handed to this module run (null: not known) */
    /** the queue restarted (its saga crashed and was started again): these jobs, as resumed, replace theirs */
    jobsResumed(state, action: PayloadAction<QueuedJob[]>) {
      const resumed = new Map(action.payload.map((j) => [j.id, j]));
      state.jobs = state.jobs.map((j) => resumed.get(j.id) ?? j);
    },
    jobStarted: {
      reducer(state, action: PayloadAction<{ id: string; sentTo: string | null }>) {
        update(state, action.payload.id, { status: 'printing', nextAttemptAt: null, sentTo: action.payload.sentTo, mayHold: true });
      },
      prepare: (id: string, sentTo: string | null = null) => ({ payload: { id, sentTo }, meta: PIPELINE_META }),
    },
    jobCopyPrinted: {
      reducer(state, action: PayloadAction<string>) {
        const job = state.jobs.find((j) => j.id === action.payload);
        if (!job) return;
        // a ticket came out of it: whatever it said before, it prints
        printerBack(state, targetPrinter(job));
        job.copiesDone += 1;
        job.status = 'waiting';
        job.sentTo = null;
        job.resendTo = null;
      },
      prepare: pipelineAction<string>,
    },
    /** refusedAt: the printer provably got none of it (refused before its bytes, unreachable) at that time */
    jobRetrying(state, action: PayloadAction<{ id: string; error: string; attempts: number; nextAttemptAt: number; refusedAt?: number }>) {
      const { id, refusedAt, ...rest } = action.payload;
      const job = state.jobs.find((j) => j.id === id);
      if (!job) return;
      Object.assign(job, { status: 'retrying', ...rest, mayHold: refusedAt === undefined });
      const printer = targetPrinter(job);
      if (refusedAt !== undefined) state.stops[printer] ??= { since: refusedAt, cause: stopCause(printer, rest.error) };
    },
    /** the job's next tries go to its printer's backup (redirect), or back to its own printer (null) */
    jobRedirected(state, action: PayloadAction<{ id: string; redirect: TicketRedirect | null }>) {
      const { id, redirect } = action.payload;
      update(state, id, { redirect });
      if (redirect) state.redirects[redirect.station] = redirect.printedOn;
    },
    /** a failure retrying will not fix (printer unknown, module error): waits for 'Tentar novamente' */
    jobFailed(state, action: PayloadAction<{ id: string; error: string; attempts: number }>) {
      const { id, ...rest } = action.payload;
      update(state, id, { status: 'failed', nextAttemptAt: null, ...rest });
    },
    /** printed, or found in the ledger (already printed before a reload) */
    jobFinished: {
      reducer(state, action: PayloadAction<{ id: string; outcome: 'printed' | 'skipped' }>) {
        const job = state.jobs.find((j) => j.id === action.payload.id);
        state.jobs = state.jobs.filter((j) => j.id !== action.payload.id);
        if (action.payload.outcome === 'printed' && job?.redirect && job.orderId !== null) {
          state.printedOnBackup = [...state.printedOnBackup, { orderId: job.orderId, redirect: job.redirect }].slice(-PRINTED_ON_BACKUP_KEPT);
        }
      },
      prepare: pipelineAction<{ id: string; outcome: 'printed' | 'skipped' }>,
    },
    /** 'Tentar novamente': every pending job (no id) but the interrupted ones, or one */
    retryRequested(state, action: PayloadAction<{ id?: string } | undefined>) {
      const id = action.payload?.id;
      for (const job of state.jobs) {
        if (id !== undefined ? job.id !== id : isInterrupted(job, MESSAGES.printInterruptedTitle)) continue;
        if (job.status === 'failed') Object.assign(job, { status: 'waiting', nextAttemptAt: null });
      }
    },
    /**
     * 'Descartar': the person gives up on a job. One that printed nothing (waiting for paper, a
     * printer not found) leaves its order unprinted: the rest of its batch no longer marks it
     * printed, and auto-accept lets the order go (givenUpOrders) instead of marking it.
     */
    jobDiscarded(state, action: PayloadAction<string>) {
      const job = state.jobs.find((j) => j.id === action.payload);
      state.jobs = state.jobs.filter((j) => j.id !== action.payload);
      if (!job || job.reprint || !printedNothing(job, MESSAGES.printInterruptedTitle)) return;
      for (const other of state.jobs) if (other.batchId === job.batchId) other.markPrinted = null;
      if (job.orderId !== null && !state.givenUpOrders.includes(job.orderId)) state.givenUpOrders.push(job.orderId);
    },
    printingElsewhereChanged(state, action: PayloadAction<boolean>) {
      state.printingElsewhere = action.payload;
    },
    printersLoading(state) {
      state.printers = { ...state.printers, status: 'loading', error: null };
    },
    printersListed: {
      reducer(state, action: PayloadAction<{ list: PrinterInfo[]; moduleVersion: string | null }>) {
        state.printers = { status: 'loaded', list: action.payload.list, error: null, moduleVersion: action.payload.moduleVersion };
      },
      prepare: (list: PrinterInfo[], moduleVersion: string | null = null) => ({ payload: { list, moduleVersion } }),
    },
    printerHealthChanged(state, action: PayloadAction<PrinterHealth[]>) {
      state.health = action.payload;
      for (const h of action.payload) {
        const stop = state.stops[h.printer];
        if (isStopped(h.state)) state.stops[h.printer] = stop ?? { since: h.at, cause: stopCause(h.printer, h.message) };
        // a reading older than the refusal that marked the stop does not end it
        else if (stop && h.at >= stop.since) printerBack(state, h.printer);
      }
    },
    /** tickets that printed on a backup, read back from the ledger after a reload (the cards say where) */
    printedOnBackupLoaded(state, action: PayloadAction<PrintingState['printedOnBackup']>) {
      state.printedOnBackup = [...action.payload, ...state.printedOnBackup].slice(-PRINTED_ON_BACKUP_KEPT);
    },
    printersListFailed(state, action: PayloadAction<string>) {
      state.printers = { status: 'failed', list: [], error: action.payload, moduleVersion: null };
    },
  },
  // not resetOnSessionEnd: whether another panel prints for this computer outlives the session
  extraReducers: (builder) => {
    builder.addCase(printerReadyAgain, (state, action) => printerBack(state, action.payload));
    builder.addMatcher(sessionEnded, (state) => ({ ...initialPrintingState, printingElsewhere: state.printingElsewhere }));
  },
});

export const {
  jobsQueued,
  jobsResumed,
  jobStarted,
  jobCopyPrinted,
  jobRetrying,
  jobRedirected,
  jobFailed,
  jobFinished,
  retryRequested,
  jobDiscarded,
  printingElsewhereChanged,
  printersLoading,
  printersListed,
  printersListFailed,
  printerHealthChanged,
  printedOnBackupLoaded,
} = printingSlice.actions;
export const printingReducer = printingSlice.reducer;

// Optional: screens that show the queue (the orders toolbar) render in tests without this slice.
type WithPrinting = { printing?: PrintingState };
const NO_JOBS: QueuedJob[] = [];
const sameJobs = (a: QueuedJob[], b: QueuedJob[]) => a.length === b.length && a.every((job, i) => job === b[i]);
export const selectPrintJobs = (s: WithPrinting) => s.printing?.jobs ?? NO_JOBS;
// Every step of every job is a new jobs array: the same visible jobs keep the same array, so the
// toolbar does not re-render for each ticket of a burst.
export const selectVisiblePendingJobs = createSelector([selectPrintJobs], (jobs) => jobs.filter(isVisiblyPending), {
  memoizeOptions: { resultEqualityCheck: sameJobs },
});
const NO_ORDERS: number[] = [];
export const selectGivenUpOrders = (s: WithPrinting) => s.printing?.givenUpOrders ?? NO_ORDERS;
export const selectPrintingElsewhere = (s: WithPrinting) => s.printing?.printingElsewhere ?? false;
export const selectPrinters = (s: WithPrinting) => s.printing?.printers.list ?? initialPrintingState.printers.list;
export const selectPrintersStatus = (s: WithPrinting) => s.printing?.printers.status ?? 'idle';
export const selectPrintersError = (s: WithPrinting) => s.printing?.printers.error ?? null;

const NO_NAMES: string[] = [];
/**
 * The printers the settings in effect name but this computer's print module does not list:
 * known once the module listed its printers (and kept while it is asked again, so the warning
 * does not blink); none before, or when the module failed.
 */
export const selectMissingPrinters = createSelector(
  [selectPrintSettings, (s: WithPrinting) => s.printing?.printers],
  (settings, printers) => {
    const known = printers?.status === 'loaded' || (printers?.status === 'loading' && printers.list.length > 0);
    return known ? missingPrinters(settings, printers.list.map((p) => p.name)) : NO_NAMES;
  },
  { memoizeOptions: { resultEqualityCheck: (a: string[], b: string[]) => a.length === b.length && a.every((n, i) => n === b[i]) } },
);

const NO_HEALTH: PrinterHealth[] = [];
export const selectPrinterHealth = (s: WithPrinting) => s.printing?.health ?? NO_HEALTH;
/**
 * The printers that stopped (sem papel, tampa aberta, erro, offline) with tickets waiting for
 * them: the alert sounds and a notification goes out, as for a pending order.
 */
export const selectStoppedPrintersWithJobs = createSelector(
  [selectPrinterHealth, selectPrintJobs],
  // a ticket its backup took does not wait on it
  (health, jobs) => health.filter((h) => isStopped(h.state) && jobs.some((j) => targetPrinter(j) === h.printer)),
  { memoizeOptions: { resultEqualityCheck: (a: PrinterHealth[], b: PrinterHealth[]) => a.length === b.length && a.every((h, i) => h === b[i]) } },
);

const NO_REDIRECTS: Record<string, string> = {};
/** printer -> its backup, while its tickets go there */
export const selectPrinterRedirects = (s: WithPrinting) => s.printing?.redirects ?? NO_REDIRECTS;
const NO_BACKUP_PRINTS: PrintingState['printedOnBackup'] = [];
export const selectPrintedOnBackup = (s: WithPrinting) => s.printing?.printedOnBackup ?? NO_BACKUP_PRINTS;
/** The tickets of one order that printed on a backup. */
export const selectOrderPrintedOnBackup = createSelector([selectPrintedOnBackup, (_: WithPrinting, orderId: number) => orderId], (list, orderId) =>
  list.filter((p) => p.orderId === orderId).map((p) => p.redirect),
  { memoizeOptions: { resultEqualityCheck: (a: TicketRedirect[], b: TicketRedirect[]) => a.length === b.length && a.every((r, i) => r === b[i]) } },
);
const NO_STOPS: PrintingState['stops'] = {};
export const selectPrinterStops = (s: WithPrinting) => s.printing?.stops ?? NO_STOPS;
