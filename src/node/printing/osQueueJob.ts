/**
 * A ticket through an operating system queue (CUPS, the Windows spooler), followed as far as the
 * queue can tell, with the states and causes of the network printers (shared/printing/status.ts)
 * and the same queue behaviour as confirmedTcp.ts:
 * - the queue stopped before the ticket (paused, out of paper, cover open, error, offline):
 *   nothing is sent, 'não impresso' with the cause (PrinterError 'not-ready', tried again);
 * - the job left the queue completed: printed ('fila');
 * - the queue stopped with the job still in it: the queue keeps it and prints it when it is ready
 *   again, so it is waited for (the state told meanwhile) up to holdMs; then the job is cancelled:
 *   one that had not started is proven not printed ('not-ready', tried again), one that had
 *   started may be half on paper ('interrupted': a person chooses 'Reimprimir' or 'Já saiu');
 * - the queue cannot say (no job id, no status command): handed over counts, 'sem-confirmacao'.
 * A completed job is on its way to the printer, not proven on paper: the queue knows what the
 * printer's driver reported (the USB backend reports paper end where the printer tells it).
 */
import { type DecodedStatus, type PrinterHealth, type QueueCondition, decodeQueueCondition, printerCause } from '../../shared/printing/status';
import { PrinterError } from './errors';

/** Where a job is: still in the queue (started: the queue began sending it to the printer), done, or not known. */
export type QueueJob =
  | { state: 'pendente'; started: boolean; reasons: string[] }
  | { state: 'concluido' }
  | { state: 'desconhecido' };

/** The queue's condition, and the job it is sending to the printer now where it says so. */
export type QueueReading = QueueCondition & { printing?: string };

/** What a platform's queue tells, through its own commands. */
export interface QueueDriver {
  /** null when the queue's state cannot be read */
  condition(queue: string): Promise<QueueReading | null>;
  /** sends the bytes raw; the job's id, or null when the queue did not say it */
  send(queue: string, bytes: Uint8Array, title: string): Promise<string | null>;
  job(queue: string, id: string): Promise<QueueJob>;
  /** true once the job is out of the queue */
  cancel(queue: string, id: string): Promise<boolean>;
}

export interface OsQueueOptions {
  printerName?: string;
  /** how often the job and the queue are asked while the job is in the queue */
  pollMs?: number;
  /** the longest a job is waited for on a stopped queue before it is cancelled */
  holdMs?: number;
  /** the longest a job is waited for on a queue that says it is ready */
  confirmTimeoutMs?: number;
  onStatus?: (health: PrinterHealth) => void;
  now?: () => number;
}

export interface OsQueueReport {
  confirmation: 'fila' | 'sem-confirmacao';
  jobId: string | null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The queue's health for the toolbar: the platform's word decoded, or 'sem confirmação'. */
export function queueHealth(name: string, queue: string, condition: QueueCondition | null, at: number): PrinterHealth {
  if (!condition) return { printer: name, state: 'sem-confirmacao', monitored: false, processIds: false, message: printerCause(name, 'sem confirmação'), at, queue };
  const status = decodeQueueCondition(condition);
  return { printer: name, state: status.state, monitored: true, processIds: false, message: printerCause(name, status.cause), at, queue };
}

/** Prints through the queue and follows the job; see the module's comment. */
export async function printToOsQueue(
  driver: QueueDriver,
  queue: string,
  bytes: Uint8Array,
  title: string,
  options: OsQueueOptions = {},
): Promise<OsQueueReport> {
  const name = options.printerName ?? queue;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 500;
  const holdMs = options.holdMs ?? 10 * 60_000;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 2 * 60_000;
  const tell = (condition: QueueCondition | null): DecodedStatus | null => {
    options.onStatus?.(queueHealth(name, queue, condition, now()));
    return condition ? decodeQueueCondition(condition) : null;
  };

  const before = tell(await driver.condition(queue).catch(() => null));
  if (before && !before.canPrint) throw new PrinterError('not-ready', printerCause(name, before.cause));
  const id = await driver.send(queue, bytes, title);
  if (id === null) return { confirmation: 'sem-confirmacao', jobId: null };

  const deadline = now() + confirmTimeoutMs;
  let stoppedAt: number | null = null;
  for (;;) {
    const job = await driver.job(queue, id);
    if (job.state === 'concluido') {
      if (stoppedAt !== null) tell(await driver.condition(queue).catch(() => null));
      return { confirmation: 'fila', jobId: id };
    }
    if (job.state === 'desconhecido') return { confirmation: 'sem-confirmacao', jobId: id };
    const condition = await driver.condition(queue).catch(() => null);
    const started = job.started || condition?.printing === id;
    // the job's own reasons (Windows says paper out on the job) count with the queue's
    const status = tell(condition || job.reasons.length > 0 ? { paused: condition?.paused ?? false, reasons: [...(condition?.reasons ?? []), ...job.reasons] } : null);
    if (status && !status.canPrint) {
      stoppedAt ??= now();
      if (now() - stoppedAt >= holdMs) throw await giveUp(driver, queue, id, started, name, status.cause);
    } else {
      stoppedAt = null;
      if (now() >= deadline) throw await giveUp(driver, queue, id, started, name, 'a fila do sistema não confirmou a impressão');
    }
    await sleep(pollMs);
  }
}

/** The job waited too long: out of the queue, so that nothing prints behind the staff's back. */
async function giveUp(driver: QueueDriver, queue: string, id: string, started: boolean, name: string, cause: string): Promise<PrinterError> {
  const cancelled = await driver.cancel(queue, id).catch(() => false);
  if (cancelled && !started) return new PrinterError('not-ready', printerCause(name, `${cause} (a via foi retirada da fila do sistema)`));
  return new PrinterError('interrupted', printerCause(name, cause));
}
