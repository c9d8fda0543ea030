/**
 * A ticket to a network ESC/POS printer, confirmed by the printer itself (STACK.md, "Printing
 * facts"): on one connection, DLE EOT 1..4 (and a GS ( H probe) before the ticket, then the
 * ticket, its GS ( H process ID and DLE EOT 1..4 after its cut, no new connection. The status before
 * is not asked again when the printer said it was ready within freshStatusMs (the previous ticket's
 * status after its cut, in a rush): the bytes then go as soon as the connection is open, as a bare
 * send's do, and a stop in between is caught after the cut as a stop mid-ticket is.
 *
 * - A printer that never answers status (within statusTimeoutMs) is printed to as before and is
 *   'sem-confirmacao'; it is not asked again for a minute, so it does not pay the wait per ticket.
 *   One that has answered and now does not is not taken for such a printer at its first slow
 *   answer (a busy machine, a network hiccup): nothing is sent, 'não impresso' ('Caixa: sem
 *   resposta'), until it answers again, or until it has not answered for a minute.
 * - Stopped before the ticket (paper end, cover open, error, offline): nothing is sent, the
 *   ticket is 'não impresso' with the cause (PrinterError 'not-ready', tried again by the queue).
 * - Ready after the cut and, where the printer answers GS ( H, its ID came back: printed.
 * - Stopped after the ticket went: where the printer answers GS ( H, the connection stays open
 *   (asking status every pollMs) until the ID comes back (it printed once the paper was changed:
 *   nothing is sent again), or the printer is ready and the ID does not come (its buffer was lost:
 *   the ticket is sent again, once); where it does not, a person decides (PrinterError
 *   'interrupted' with the cause: 'Impressão interrompida', 'Reimprimir' or 'Já saiu').
 */
import {
  FULL_STATUS_REQUEST,
  type DecodedStatus,
  type PrinterHealth,
  decodeStatus,
  printerCause,
  processIdFor,
  processIdRequest,
} from '../../shared/printing/status';
import { PrinterError } from './errors';
import { PrinterLink } from './printerLink';
import { offlineMessage } from './tcp';

export interface ConfirmedTcpOptions {
  printerName?: string;
  connectTimeoutMs?: number;
  /** how long a printer may take to answer DLE EOT (and the GS ( H probe) */
  statusTimeoutMs?: number;
  /** while the printer is ready: how long its ID may take to come back after the cut (a long ticket) */
  confirmTimeoutMs?: number;
  /** how often status is asked while waiting on a stopped printer */
  pollMs?: number;
  /** ready again after a stop: how long the ID may take before the ticket is sent again */
  readyGraceMs?: number;
  /** the longest a ticket is kept waiting on a stopped printer before a person decides */
  holdMs?: number;
  /**
   * a printer that said it was ready this recently (after the previous ticket's cut, on the same
   * lane) is not asked again before the next ticket: the status after its cut still judges it
   */
  freshStatusMs?: number;
  /** told every status read */
  onStatus?: (health: PrinterHealth) => void;
  memory?: TcpPrinterMemory;
  now?: () => number;
}

/** How the ticket was confirmed: by its process ID, by the status after its cut, or not at all. */
export type Confirmation = 'papel' | 'status' | 'sem-confirmacao';

export interface TcpPrintReport {
  confirmation: Confirmation;
  /** the printer lost its buffer while stopped: the ticket was sent again, once */
  resent: boolean;
}

/** What this process learnt of each printer (by host:port), and one connection at a time to each. */
export interface TcpPrinterMemory {
  silentUntil: Map<string, number>;
  /** printers that answered status, and since when one of them has not */
  answered: Set<string>;
  unansweredSince: Map<string, number>;
  processIds: Map<string, boolean>;
  /** the latest status each printer answered, and when */
  lastStatus: Map<string, { status: DecodedStatus; at: number }>;
  lanes: Map<string, Promise<unknown>>;
  nextId: number;
}

export function createTcpPrinterMemory(): TcpPrinterMemory {
  return { silentUntil: new Map(), answered: new Set(), unansweredSince: new Map(), processIds: new Map(), lastStatus: new Map(), lanes: new Map(), nextId: Math.floor(Math.random() * 1_000_000) };
}

const SHARED_MEMORY = createTcpPrinterMemory();
/**
 * A printer that did not answer status is printed to without asking for this long; and one that
 * answered before counts as one that does not answer only once it has been silent this long.
 */
const SILENT_FOR_MS = 60_000;
/** a rush's tickets come closer than this: the previous ticket's status after the cut stands for the next one's before */
const FRESH_STATUS_MS = 500;

function inLane<T>(memory: TcpPrinterMemory, address: string, job: () => Promise<T>): Promise<T> {
  const run = (memory.lanes.get(address) ?? Promise.resolve()).then(job);
  const tail = run.catch(() => undefined);
  memory.lanes.set(address, tail);
  void tail.then(() => {
    if (memory.lanes.get(address) === tail) memory.lanes.delete(address);
  });
  return run;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function connect(host: string, port: number, name: string, timeoutMs: number): Promise<PrinterLink> {
  try {
    return await PrinterLink.open(host, port, timeoutMs);
  } catch (error) {
    throw new PrinterError('offline', offlineMessage(name, host, port, (error as NodeJS.ErrnoException).code, timeoutMs), { cause: error });
  }
}

interface Session {
  link: PrinterLink;
  name: string;
  address: string;
  options: Required<Pick<ConfirmedTcpOptions, 'statusTimeoutMs' | 'now'>> & ConfirmedTcpOptions;
  memory: TcpPrinterMemory;
}

function report(session: Session, status: DecodedStatus | null): void {
  const { onStatus, now } = session.options;
  if (status) session.memory.lastStatus.set(session.address, { status, at: now() });
  else session.memory.lastStatus.delete(session.address);
  if (!onStatus) return;
  const processIds = session.memory.processIds.get(session.address) === true;
  if (!status) {
    onStatus({ printer: session.name, state: 'sem-confirmacao', monitored: false, processIds: false, message: printerCause(session.name, 'sem confirmação'), at: now() });
    return;
  }
  onStatus({ printer: session.name, state: status.state, monitored: true, processIds, message: printerCause(session.name, status.cause), at: now() });
}

function heard(session: Session): void {
  const { memory, address } = session;
  memory.answered.add(address);
  memory.unansweredSince.delete(address);
  memory.silentUntil.delete(address);
}

/**
 * No answer to status from a printer that has answered before: it stays monitored (tickets wait,
 * 'sem resposta') until it has been silent for SILENT_FOR_MS, after which it is one that does not
 * answer. False for a printer that never answered.
 */
function stillMonitored(session: Session): boolean {
  const { memory, address, options } = session;
  if (!memory.answered.has(address)) return false;
  const since = memory.unansweredSince.get(address) ?? options.now();
  memory.unansweredSince.set(address, since);
  if (options.now() - since < SILENT_FOR_MS) return true;
  memory.answered.delete(address);
  memory.unansweredSince.delete(address);
  return false;
}

const NO_ANSWER = 'sem resposta';

/**
 * A monitored printer that did not answer: its tickets wait, but nothing says it stopped (it may
 * be printing a long ticket, or a status-less print server now): 'sem confirmação' with the cause
 * 'sem resposta', not 'offline' with the alarm, for the minute before it counts as one that does
 * not answer.
 */
function reportNoAnswer(session: Session): PrinterError {
  const { onStatus, now } = session.options;
  session.memory.lastStatus.delete(session.address);
  const message = printerCause(session.name, NO_ANSWER);
  onStatus?.({ printer: session.name, state: 'sem-confirmacao', monitored: true, processIds: session.memory.processIds.get(session.address) === true, message, at: now() });
  return new PrinterError('not-ready', message);
}

/** DLE EOT 1..4 (and, with `probeId`, a GS ( H the printer answers at once when it is idle). */
async function askStatus(session: Session, timeoutMs: number, probeId?: string): Promise<DecodedStatus | null> {
  const { link } = session;
  const asked = link.statuses.length;
  const request = probeId ? concat(FULL_STATUS_REQUEST, processIdRequest(probeId)) : FULL_STATUS_REQUEST;
  if (!(await link.write(request))) return null;
  await link.waitFor(() => link.statusFrom(asked) !== null, timeoutMs);
  const bytes = link.statusFrom(asked);
  return bytes ? decodeStatus(bytes) : null;
}

function nextId(memory: TcpPrinterMemory): string {
  memory.nextId += 1;
  return processIdFor(memory.nextId);
}

/** Prints `bytes` to host:port and says how the printer confirmed it; see the module's comment. */
export function printOverTcp(host: string, port: number, bytes: Uint8Array, options: ConfirmedTcpOptions = {}): Promise<TcpPrintReport> {
  const memory = options.memory ?? SHARED_MEMORY;
  const address = `${host}:${port}`;
  return inLane(memory, address, () => printInLane(host, port, bytes, options, memory, address));
}

async function printInLane(
  host: string,
  port: number,
  bytes: Uint8Array,
  options: ConfirmedTcpOptions,
  memory: TcpPrinterMemory,
  address: string,
): Promise<TcpPrintReport> {
  const name = options.printerName ?? 'Impressora';
  const now = options.now ?? Date.now;
  const statusTimeoutMs = options.statusTimeoutMs ?? 800;
  const link = await connect(host, port, name, options.connectTimeoutMs ?? 5000);
  const session: Session = { link, name, address, options: { ...options, statusTimeoutMs, now }, memory };
  try {
    if ((memory.silentUntil.get(address) ?? 0) > now()) return await sendUnconfirmed(session, bytes);
    // Ready a moment ago (the previous ticket's status after its cut): the bytes go at once, with the
    // after-status request; a stop in between is caught by that status (and the ID) as mid-ticket.
    const last = memory.lastStatus.get(address);
    if (last?.status.canPrint && memory.processIds.has(address) && now() - last.at <= (options.freshStatusMs ?? FRESH_STATUS_MS)) {
      return await sendConfirmed(session, bytes, last.status);
    }
    const probeId = memory.processIds.get(address) === false ? undefined : nextId(memory);
    const before = await askStatus(session, statusTimeoutMs, probeId);
    if (!before) {
      if (link.closed) throw new PrinterError('offline', `Impressora offline: ${name} (${address}) encerrou a conexão antes de receber a impressão.`);
      if (stillMonitored(session)) throw reportNoAnswer(session);
      memory.silentUntil.set(address, now() + SILENT_FOR_MS);
      return await sendUnconfirmed(session, bytes);
    }
    heard(session);
    if (probeId && before.canPrint) {
      // an idle printer answers the probe at once; one that never does has no GS ( H
      const known = memory.processIds.get(address) === true;
      const answered = await link.waitFor(() => link.ids.has(probeId), known ? statusTimeoutMs * 4 : statusTimeoutMs);
      memory.processIds.set(address, answered);
    }
    report(session, before);
    if (!before.canPrint) throw new PrinterError('not-ready', printerCause(name, before.cause));
    return await sendConfirmed(session, bytes, before);
  } finally {
    link.close();
  }
}

/** Today's behaviour for a printer that does not answer: the bytes handed over count as printed. */
async function sendUnconfirmed(session: Session, bytes: Uint8Array): Promise<TcpPrintReport> {
  report(session, null);
  if (!(await session.link.write(bytes))) {
    throw new PrinterError('offline', `Impressora offline: ${session.name} (${session.address}) parou de receber dados durante a impressão.`, { partlySent: true });
  }
  return { confirmation: 'sem-confirmacao', resent: false };
}

async function sendConfirmed(session: Session, bytes: Uint8Array, before: DecodedStatus): Promise<TcpPrintReport> {
  const { link, name, memory, address, options } = session;
  const { now, statusTimeoutMs } = options;
  const pollMs = options.pollMs ?? 500;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? 20_000;
  const readyGraceMs = options.readyGraceMs ?? 3000;
  const holdMs = options.holdMs ?? 10 * 60_000;
  const withIds = memory.processIds.get(address) === true;
  const ids: string[] = [];
  let resent = false;

  const send = async () => {
    const id = nextId(memory);
    ids.push(id);
    const ok = await link.write(withIds ? concat(bytes, processIdRequest(id), FULL_STATUS_REQUEST) : concat(bytes, FULL_STATUS_REQUEST));
    if (!ok) throw new PrinterError('offline', `Impressora offline: ${name} (${address}) parou de receber dados durante a impressão.`, { partlySent: true });
    return link.statuses.length;
  };
  const confirmed = () => ids.some((id) => link.ids.has(id));
  const interrupted = (cause: string) => new PrinterError('interrupted', printerCause(name, cause));

  let asked = await send();
  let lastStatus: DecodedStatus | null = null;
  let stoppedAt: number | null = null;
  let readyAgainAt: number | null = null;
  let deadline = now() + confirmTimeoutMs;
  for (;;) {
    const due = asked;
    await link.waitFor(() => confirmed() || link.statusFrom(due) !== null, withIds ? pollMs : statusTimeoutMs);
    if (confirmed()) {
      // the status after the cut went in the same write: it is on its way
      await link.waitFor(() => link.statusFrom(due) !== null, statusTimeoutMs);
      const bytesBack = link.statusFrom(due);
      report(session, bytesBack ? decodeStatus(bytesBack) : (lastStatus ?? before));
      return { confirmation: 'papel', resent };
    }
    const bytesBack = link.statusFrom(due);
    if (!bytesBack) {
      if (link.closed) throw interrupted(lastStatus && !lastStatus.canPrint ? lastStatus.cause : 'a conexão caiu antes da confirmação');
      // it answered before the ticket and not after: handed over counts, as for a printer that never answers
      if (!withIds) return { confirmation: 'sem-confirmacao', resent };
      if (now() > deadline) throw interrupted('a impressora não confirmou a impressão');
      continue;
    }
    lastStatus = decodeStatus(bytesBack);
    report(session, lastStatus);
    if (!withIds) {
      if (lastStatus.canPrint) return { confirmation: 'status', resent };
      // nothing can prove whether it came out: a person looks at the printer
      throw interrupted(lastStatus.cause);
    }
    if (!lastStatus.canPrint) {
      readyAgainAt = null;
      stoppedAt ??= now();
      if (now() - stoppedAt > holdMs) throw interrupted(lastStatus.cause);
    } else if (stoppedAt !== null) {
      readyAgainAt ??= now();
      if (now() - readyAgainAt >= readyGraceMs) {
        // ready again and the ID will not come: the printer dropped what it held; sent once more
        if (resent) throw interrupted('a impressora não confirmou a via enviada de novo');
        resent = true;
        stoppedAt = null;
        readyAgainAt = null;
        deadline = now() + confirmTimeoutMs;
        asked = await send();
        continue;
      }
    } else if (now() > deadline) {
      throw interrupted('a impressora não confirmou a impressão');
    }
    // the ID may still come during the pause; then status is asked again
    await link.waitFor(confirmed, pollMs);
    if (confirmed()) continue;
    asked = link.statuses.length;
    if (!(await link.write(FULL_STATUS_REQUEST))) throw interrupted(lastStatus.canPrint ? 'a conexão caiu antes da confirmação' : lastStatus.cause);
  }
}

/** A ticket is being printed to host:port (its connection is open, or waits for its turn). */
export function isPrinterBusy(host: string, port: number, memory: TcpPrinterMemory = SHARED_MEMORY): boolean {
  return memory.lanes.has(`${host}:${port}`);
}

/** The printer's state now, on a connection of its own (the toolbar asks while nothing prints). */
export function probeTcpStatus(host: string, port: number, options: ConfirmedTcpOptions = {}): Promise<PrinterHealth> {
  const memory = options.memory ?? SHARED_MEMORY;
  const address = `${host}:${port}`;
  const name = options.printerName ?? 'Impressora';
  const now = options.now ?? Date.now;
  return inLane(memory, address, async () => {
    let link: PrinterLink;
    try {
      link = await PrinterLink.open(host, port, options.connectTimeoutMs ?? 3000);
    } catch {
      return { printer: name, state: 'offline', monitored: true, processIds: false, message: printerCause(name, 'offline (sem conexão)'), at: now() };
    }
    let health: PrinterHealth | null = null;
    const session: Session = { link, name, address, options: { ...options, statusTimeoutMs: options.statusTimeoutMs ?? 800, now, onStatus: (h) => (health = h) }, memory };
    try {
      const status = await askStatus(session, session.options.statusTimeoutMs);
      if (status) heard(session);
      if (!status && stillMonitored(session)) reportNoAnswer(session);
      else report(session, status);
      return health as unknown as PrinterHealth;
    } finally {
      link.close();
    }
  });
}
