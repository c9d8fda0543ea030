import type { PrintJob } from '../../../shared/printing/jobs';
import type { Ticket } from '../../../shared/printing/model';
import type { CodePage } from '../../../shared/printing/codePages';
import type { TicketRedirect } from '../../../shared/printing/redirect';

/** Pure rules of the print queue. */

export type JobStatus = 'waiting' | 'printing' | 'retrying' | 'failed';

/** A ticket in the queue (kept in the store and in local storage until it printed). */
export interface QueuedJob {
  id: string;
  /** ledger key (printJobKey); a test page's is unique, it never repeats a print */
  key: string;
  orderId: number | null;
  kind: 'caixa' | 'producao' | 'teste' | 'fechamento';
  printer: string;
  title: string;
  /** reprints and test pages bypass the ledger */
  reprint: boolean;
  ticket: Ticket;
  /** a test page may try a code page before it is saved; otherwise the printer's setting */
  codePage?: CodePage;
  copies: number;
  /** copies already out (a reload resumes after them) */
  copiesDone: number;
  /** the jobs of one print of an order */
  batchId: string;
  /** when the whole batch printed: mark the order PI with this note ('auto' for auto-accept) */
  markPrinted: { obs: string } | null;
  status: JobStatus;
  attempts: number;
  error: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
  /** while a copy is on its way: the print module run it was handed to, when the module tells (see resumed) */
  sentTo?: string | null;
  /** the copy a reload interrupted goes again to this module run, which prints it only if it had not */
  resendTo?: string | null;
  /** its printer is stopped: it goes to that printer's backup, headed so (backup.ts) */
  redirect?: TicketRedirect | null;
  /** a printer may hold part of it (handed over and not refused before its bytes): it never moves to another printer */
  mayHold?: boolean;
}

/** Retry delays while a printer or the module is unreachable: 1 s, 2 s, 4 s ... at most 30 s. */
export const RETRY_BASE_MS = 1000;
export const RETRY_MAX_MS = 30_000;
/** Failures in a row before a retrying job shows as pending (a one-off blip stays quiet; it keeps retrying). */
export const VISIBLE_AFTER_ATTEMPTS = 2;

export function retryDelay(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(RETRY_BASE_MS * 2 ** (n - 1), RETRY_MAX_MS);
}

/**
 * Why a print failed, in the words the store's staff read; retryable: the queue tries again;
 * nothingSent: the printer provably got none of it (it said it was stopped before the bytes, or
 * could not be reached), so it may go to a backup printer (backup.ts).
 */
export class PrintFailure extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly detail?: string,
    readonly nothingSent = false,
  ) {
    super(message);
    this.name = 'PrintFailure';
  }

  /** The message and, when it adds something, the module's own words. */
  get text(): string {
    if (!this.detail || this.detail === this.message) return this.message;
    return this.detail.startsWith(this.message) ? this.detail : `${this.message}: ${this.detail}`;
  }
}

export function failureOf(error: unknown, fallback: string): PrintFailure {
  if (error instanceof PrintFailure) return error;
  return new PrintFailure(fallback, false, error instanceof Error ? error.message : String(error));
}

let sequence = 0;
/** Unique enough for one machine's queue: time + counter + random. */
export function newJobId(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** What a job brings when it enters the queue; the rest is its start: no copy out, not tried yet. */
export type NewQueuedJob = Omit<QueuedJob, 'copiesDone' | 'status' | 'attempts' | 'error' | 'nextAttemptAt' | 'createdAt' | 'sentTo' | 'resendTo' | 'redirect' | 'mayHold'>;

export function queuedJob(job: NewQueuedJob, now: number): QueuedJob {
  return { ...job, copiesDone: 0, status: 'waiting', attempts: 0, error: null, nextAttemptAt: null, createdAt: now };
}

export function queuedFromPrintJobs(
  jobs: PrintJob[],
  options: { copies: number; markPrinted: QueuedJob['markPrinted']; now: number },
): QueuedJob[] {
  const batchId = newJobId(options.now);
  return jobs.map((job) =>
    queuedJob(
      {
        id: newJobId(options.now),
        key: job.key,
        orderId: job.orderId,
        kind: job.kind,
        printer: job.printer,
        title: job.ticket.title,
        reprint: job.reprint,
        ticket: job.ticket,
        copies: Math.max(1, Math.floor(options.copies) || 1),
        batchId,
        markPrinted: options.markPrinted,
      },
      options.now,
    ),
  );
}

/**
 * A job whose copy may or may not be on paper: it was on its way to the printer when the page went
 * away (see resumed), or the printer stopped after it went and cannot tell (its message starts
 * with the same words, `interruptedTitle`). Only a person who looked at the printer sends it
 * again, one by one, never a 'retry all'.
 */
export function isInterrupted(job: Pick<QueuedJob, 'status' | 'error'>, interruptedTitle: string): boolean {
  return job.status === 'failed' && job.error !== null && job.error.startsWith(interruptedTitle);
}

/**
 * A job the person should see: it failed for good, or failed VISIBLE_AFTER_ATTEMPTS times and is
 * still not printed, also while the queue tries it again (the banner does not blink with each try).
 */
export function isVisiblyPending(job: QueuedJob): boolean {
  return job.status === 'failed' || job.attempts >= VISIBLE_AFTER_ATTEMPTS;
}

/** A job that printed nothing yet, and not one a stopped printer may have put on paper: giving it up prints nothing. */
export function printedNothing(job: QueuedJob, interruptedTitle: string): boolean {
  return job.copiesDone === 0 && job.status !== 'printing' && !isInterrupted(job, interruptedTitle);
}
