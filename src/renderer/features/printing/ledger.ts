import type { QueuedJob } from './model';

/**
 * What survives a reload, a crash or a restart (local storage):
 * - the ledger of printed jobs (key: order, revision, ticket kind, printer; see printJobKey),
 *   written once a job's last copy came out: a job found there is never printed again;
 * - the jobs still waiting, so a reload resumes them (and the ledger skips whatever had printed).
 */
export const LEDGER_KEY = 'painel.printLedger';
export const PENDING_KEY = 'painel.printPending';
/** Entries older than this are dropped: an order is not printed again days later. */
export const LEDGER_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const LEDGER_MAX_ENTRIES = 5000;

export interface PrintLedger {
  has(key: string): boolean;
  add(key: string): void;
}

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function createLedger(storage: Storage, now: () => number = Date.now): PrintLedger {
  const entries = (): Record<string, number> => {
    const value = read<unknown>(storage, LEDGER_KEY, {});
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, number>) : {};
  };
  return {
    // Read from storage every time: another window of the panel may have printed it.
    has: (key) => key in entries(),
    add(key) {
      const cutoff = now() - LEDGER_TTL_MS;
      const kept = Object.entries({ ...entries(), [key]: now() })
        .filter(([, at]) => typeof at === 'number' && at >= cutoff)
        .sort((a, b) => b[1] - a[1])
        .slice(0, LEDGER_MAX_ENTRIES);
      try {
        storage.setItem(LEDGER_KEY, JSON.stringify(Object.fromEntries(kept)));
      } catch (error) {
        console.error('[printing] registro de impressões não gravado', error);
      }
    },
  };
}

export function loadPendingJobs(storage: Storage): QueuedJob[] {
  const value = read<unknown>(storage, PENDING_KEY, []);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (j): j is QueuedJob =>
      typeof j === 'object' && j !== null && typeof (j as QueuedJob).id === 'string' && typeof (j as QueuedJob).printer === 'string',
  );
}

export function savePendingJobs(storage: Storage, jobs: QueuedJob[]): void {
  try {
    if (jobs.length === 0) storage.removeItem(PENDING_KEY);
    else storage.setItem(PENDING_KEY, JSON.stringify(jobs));
  } catch (error) {
    console.error('[printing] fila de impressão não gravada', error);
  }
}
