import type { QueuedJob } from './model';
import type { TicketRedirect } from '../../../shared/printing/redirect';

/**
 * What survives a reload, a crash or a restart (local storage), one key per entry so that a
 * change writes only what changed (a burst must not rewrite the whole queue per ticket):
 * - the ledger of printed jobs, `painel.printLedger.<key>` = printed-at (key: order number and
 *   code, revision, ticket kind, printer; see printJobKey), written once a job's last copy came
 *   out: a job found there is never printed again. A ticket its printer's backup printed is
 *   `{"at":…,"redirect":{station,printedOn,cause}}`: which printer printed it;
 * - the jobs still waiting, `painel.printJob.<id>`, so a reload resumes them (and the ledger
 *   skips whatever had printed);
 * - the PI marks owed (printOwedMarks) and the orders auto-accept accepted (printAutoAccepted).
 */
export const LEDGER_PREFIX = 'painel.printLedger.';
export const JOB_PREFIX = 'painel.printJob.';
/** the single keys of earlier versions, read once and rewritten per entry (migration) */
export const LEDGER_KEY = 'painel.printLedger';
export const PENDING_KEY = 'painel.printPending';
/** orderId -> { obs, since }: the PI marks owed for batches that printed (see owedMarksSaga) */
export const OWED_MARKS_KEY = 'painel.printOwedMarks';
/** orderId -> since: orders auto-accept is accepting or accepted, to be printed even after a reload */
export const AUTO_ACCEPTED_KEY = 'painel.printAutoAccepted';
/** Entries older than this are dropped: an order is not printed again days later. */
export const LEDGER_TTL_MS = 3 * 24 * 60 * 60 * 1000;
export const LEDGER_MAX_ENTRIES = 5000;

/** What logging out keeps: tickets out must never come out again, tickets owed still come out. */
export function keptByPrintQueue(key: string): boolean {
  return (
    key === LEDGER_KEY ||
    key === PENDING_KEY ||
    key === OWED_MARKS_KEY ||
    key === AUTO_ACCEPTED_KEY ||
    key.startsWith(LEDGER_PREFIX) ||
    key.startsWith(JOB_PREFIX)
  );
}

export interface PrintLedger {
  has(key: string): boolean;
  /** redirect: it printed on its printer's backup */
  add(key: string, redirect?: TicketRedirect | null): void;
}

interface BackupEntry {
  at: number;
  redirect: TicketRedirect;
}

const isRedirect = (r: unknown): r is TicketRedirect =>
  typeof r === 'object' && r !== null && ['station', 'printedOn', 'cause'].every((k) => typeof (r as Record<string, unknown>)[k] === 'string');

/** A ledger entry's time and, for a ticket a backup printed, where (null: not an entry this version reads). */
function readEntry(raw: string | null): { at: number; redirect: TicketRedirect | null } | null {
  if (raw === null) return null;
  const at = Number(raw);
  if (Number.isFinite(at)) return { at, redirect: null };
  try {
    const value = JSON.parse(raw) as Partial<BackupEntry>;
    return typeof value.at === 'number' && isRedirect(value.redirect) ? { at: value.at, redirect: value.redirect } : null;
  } catch {
    return null;
  }
}

function read<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

function keysWithPrefix(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && key.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

function write(storage: Storage, key: string, value: string, what: string): void {
  try {
    storage.setItem(key, value);
  } catch (error) {
    console.error(`[printing] ${what} não gravado`, error);
  }
}

/** At start: the old single-key ledger becomes one key per entry; expired and excess entries go. */
function sweepLedger(storage: Storage, now: number): void {
  const old = read<unknown>(storage, LEDGER_KEY, null);
  if (typeof old === 'object' && old !== null && !Array.isArray(old)) {
    for (const [key, at] of Object.entries(old as Record<string, unknown>)) {
      if (typeof at === 'number' && storage.getItem(LEDGER_PREFIX + key) === null) {
        write(storage, LEDGER_PREFIX + key, String(at), 'registro de impressões');
      }
    }
  }
  storage.removeItem(LEDGER_KEY);
  const cutoff = now - LEDGER_TTL_MS;
  const entries = keysWithPrefix(storage, LEDGER_PREFIX).map((key) => [key, readEntry(storage.getItem(key))?.at ?? Number.NaN] as const);
  const kept = entries.filter(([key, at]) => {
    if (Number.isFinite(at) && at >= cutoff) return true;
    storage.removeItem(key);
    return false;
  });
  if (kept.length > LEDGER_MAX_ENTRIES) {
    for (const [key] of [...kept].sort((a, b) => b[1] - a[1]).slice(LEDGER_MAX_ENTRIES)) storage.removeItem(key);
  }
}

/**
 * The key an earlier version wrote for the same job: the order by its number alone
 * ('117550.XTPZHQWZ:1:caixa:Caixa' -> '117550:1:caixa:Caixa'); null for a key without a code.
 */
export function keyWithoutCode(key: string): string | null {
  const match = /^(\d+)\.[^:]+(:.*)$/.exec(key);
  return match ? `${match[1]}${match[2]}` : null;
}

/** Whether the ledger still holds entries written by number alone (they expire with LEDGER_TTL_MS). */
function hasNumberOnlyEntries(storage: Storage): boolean {
  return keysWithPrefix(storage, LEDGER_PREFIX).some((key) => /^\d+:/.test(key.slice(LEDGER_PREFIX.length)));
}

export function createLedger(storage: Storage, now: () => number = Date.now): PrintLedger {
  sweepLedger(storage, now());
  // Entries an earlier version keyed by the order's number alone count for that number until they
  // expire: a ticket printed just before the update is not printed again after it.
  const numberOnly = hasNumberOnlyEntries(storage);
  const found = (key: string) => storage.getItem(LEDGER_PREFIX + key) !== null;
  return {
    // Read from storage every time (one key): another window of the panel may have printed it.
    has: (key) => {
      if (found(key)) return true;
      const old = numberOnly ? keyWithoutCode(key) : null;
      return old !== null && found(old);
    },
    add: (key, redirect) =>
      write(storage, LEDGER_PREFIX + key, redirect ? JSON.stringify({ at: now(), redirect } satisfies BackupEntry) : String(now()), 'registro de impressões'),
  };
}

/** The tickets the ledger says a backup printed, oldest first, by order (the key starts with the order's number). */
export function loadPrintedOnBackup(storage: Storage): { orderId: number; redirect: TicketRedirect; at: number }[] {
  const found: { orderId: number; redirect: TicketRedirect; at: number }[] = [];
  for (const key of keysWithPrefix(storage, LEDGER_PREFIX)) {
    const entry = readEntry(storage.getItem(key));
    const orderId = Number(/^(\d+)[.:]/.exec(key.slice(LEDGER_PREFIX.length))?.[1]);
    if (entry?.redirect && Number.isFinite(orderId)) found.push({ orderId, redirect: entry.redirect, at: entry.at });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** A stored job: `n` keeps the queue's order across a reload. */
interface StoredJob {
  n: number;
  job: QueuedJob;
}

const isJob = (j: unknown): j is QueuedJob =>
  typeof j === 'object' && j !== null && typeof (j as QueuedJob).id === 'string' && typeof (j as QueuedJob).printer === 'string';

let jobSequence = 0;
/** the queue position of each stored job (kept in memory: no read before a write) */
const positions = new Map<string, number>();

/** Writes one job (queued or changed). */
export function savePendingJob(storage: Storage, job: QueuedJob): void {
  let n = positions.get(job.id);
  if (n === undefined) {
    n = ++jobSequence;
    positions.set(job.id, n);
  }
  write(storage, JOB_PREFIX + job.id, JSON.stringify({ n, job } satisfies StoredJob), 'fila de impressão');
}

/** A job printed, skipped or discarded. */
export function removePendingJob(storage: Storage, id: string): void {
  positions.delete(id);
  storage.removeItem(JOB_PREFIX + id);
}

/** The jobs left in storage, in queue order (the old single-key list is migrated to one key per job). */
export function loadPendingJobs(storage: Storage): QueuedJob[] {
  const stored: StoredJob[] = [];
  for (const key of keysWithPrefix(storage, JOB_PREFIX)) {
    const value = read<Partial<StoredJob> | null>(storage, key, null);
    if (value && typeof value.n === 'number' && isJob(value.job)) stored.push(value as StoredJob);
    else storage.removeItem(key);
  }
  stored.sort((a, b) => a.n - b.n);
  let n = stored.reduce((max, s) => Math.max(max, s.n), 0);
  const old = read<unknown>(storage, PENDING_KEY, []);
  if (Array.isArray(old)) {
    for (const job of old.filter(isJob)) {
      n += 1;
      stored.push({ n, job });
      write(storage, JOB_PREFIX + job.id, JSON.stringify({ n, job }), 'fila de impressão');
    }
  }
  storage.removeItem(PENDING_KEY);
  jobSequence = Math.max(jobSequence, n);
  for (const s of stored) positions.set(s.job.id, s.n);
  return stored.map((s) => s.job);
}

/** A small persisted map orderId -> value (owed PI marks, auto-accepted orders). */
export interface OrderSet<T> {
  get(orderId: number): T | undefined;
  set(orderId: number, value: T): void;
  delete(orderId: number): void;
  ids(): number[];
}

/** Read once (at start), then kept in memory and written through on every change. */
export function persistedOrderMap<T>(storage: Storage, key: string, valid: (v: unknown) => v is T): OrderSet<T> {
  const stored = read<unknown>(storage, key, {});
  const map = new Map<number, T>();
  if (typeof stored === 'object' && stored !== null && !Array.isArray(stored)) {
    for (const [id, v] of Object.entries(stored)) if (Number.isFinite(Number(id)) && valid(v)) map.set(Number(id), v);
  }
  const save = () => {
    if (map.size === 0) storage.removeItem(key);
    else write(storage, key, JSON.stringify(Object.fromEntries(map)), key);
  };
  return {
    get: (orderId) => map.get(orderId),
    set(orderId, value) {
      map.set(orderId, value);
      save();
    },
    delete(orderId) {
      if (map.delete(orderId)) save();
    },
    ids: () => [...map.keys()],
  };
}
