import type { PrintSettings } from '../../../shared/api/areas/printing';
import type { TicketRedirect } from '../../../shared/printing/redirect';
import { type PrinterHealth, causeOf, isStopped } from '../../../shared/printing/status';
import type { QueuedJob } from './model';

/**
 * The rules of a backup printer (issue 46): when a printer has been stopped long enough with
 * tickets waiting, the tickets it provably did not print go to its backup; when it is ready again,
 * new tickets go back to it. Pure: the print queue (printQueueSaga.ts) asks before each try.
 */

/** A printer stopped since `since` (ms), for `cause` ('sem papel'), as its own status or a refused ticket said. */
export interface PrinterStop {
  since: number;
  cause: string;
}

export interface BackupFacts {
  settings: Pick<PrintSettings, 'metodoImpressao' | 'backupPrinters'>;
  stops: Readonly<Record<string, PrinterStop>>;
  health: readonly PrinterHealth[];
  now: number;
}

/**
 * Print methods whose printers say they stopped and whether a ticket reached them: the local
 * module (Electron's main process, or the print agent in a browser). Nativo and QZ Tray hand a
 * ticket to a driver that cannot say, so a backup could print a ticket twice.
 */
export function backupAllowed(method: PrintSettings['metodoImpressao']): boolean {
  return method === 'local';
}

/**
 * A job whose ticket no printer can hold any part of: never handed over, or refused before its
 * bytes (nothingSent) the last time. A copy on its way, one out already, or one a stopped printer
 * may still hold (a buffering printer mid-ticket, the agent waiting on it) stays where it is.
 */
export function mayMove(job: Pick<QueuedJob, 'kind' | 'status' | 'copiesDone' | 'mayHold'>): boolean {
  return job.kind !== 'teste' && job.status !== 'printing' && job.status !== 'failed' && job.copiesDone === 0 && job.mayHold !== true;
}

/** The printer is stopped now: a refused ticket or its own status said so, and nothing since says it is back. */
export function isPrinterStopped(printer: string, facts: Pick<BackupFacts, 'stops' | 'health'>): boolean {
  return printer in facts.stops || facts.health.some((h) => h.printer === printer && isStopped(h.state));
}

export type BackupDecision =
  /** print on the job's own printer */
  | { kind: 'own' }
  /** print on the backup, the ticket headed with this */
  | { kind: 'backup'; redirect: TicketRedirect }
  /** own printer for now; the backup takes over at this time if the printer is still stopped */
  | { kind: 'own-until'; at: number };

const OWN: BackupDecision = { kind: 'own' };

/** Where a job's next try goes. */
export function backupDecision(job: Pick<QueuedJob, 'printer' | 'kind' | 'status' | 'copiesDone' | 'mayHold' | 'redirect'>, facts: BackupFacts): BackupDecision {
  // a ticket the backup may hold part of stays with the backup (a person decides, as for any printer)
  if (job.redirect && job.mayHold === true) return { kind: 'backup', redirect: job.redirect };
  if (!backupAllowed(facts.settings.metodoImpressao) || !mayMove(job)) return OWN;
  const backup = facts.settings.backupPrinters[job.printer];
  const stop = facts.stops[job.printer];
  if (!backup || backup.printer === job.printer || !stop) return OWN;
  // no chains of backups: a backup that is itself stopped is not used
  if (isPrinterStopped(backup.printer, facts)) return OWN;
  const at = stop.since + backup.afterSeconds * 1000;
  if (facts.now < at) return { kind: 'own-until', at };
  return { kind: 'backup', redirect: { station: job.printer, printedOn: backup.printer, cause: stop.cause } };
}

/** The cause alone out of a refusal or a status ('Cozinha: sem papel' -> 'sem papel'; 'Impressora offline: ...' -> 'offline'). */
export function stopCause(printer: string, message: string): string {
  if (message.startsWith('Impressora offline')) return 'offline';
  return causeOf(printer, message);
}

/** The printer a try goes to. */
export function targetPrinter(job: Pick<QueuedJob, 'printer' | 'redirect'>): string {
  return job.redirect?.printedOn ?? job.printer;
}
