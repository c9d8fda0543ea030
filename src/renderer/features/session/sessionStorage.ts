import type { Session } from '../../../shared/api';
import type { DesktopApi } from '../../../shared/ipc';
import { keptByPrintQueue } from '../printing/ledger';
import { PRINT_SETTINGS_KEY } from '../printSettings/storage';

/**
 * Where the logged-in session is kept (spec 01 §3: logged in means a stored hash).
 * In a browser: local storage. In Electron: the OS's safe storage through main (the hash never
 * lands on disk in plain text); a copy lives in memory so the guard and the clients can read it
 * synchronously.
 */
export interface SessionVault {
  load(): Session | null;
  save(session: Session): void;
  clear(): void;
}

const KEY = 'painel.session';

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.hash !== 'string' || value.hash === '') return null;
    return value as Session;
  } catch {
    return null;
  }
}

export function loadSession(storage: Storage = localStorage): Session | null {
  const session = parseSession(storage.getItem(KEY));
  if (!session) storage.removeItem(KEY);
  return session;
}

export function saveSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

/**
 * What a session's end keeps: the print ledger and the unprinted jobs (tickets already out must
 * never come out again, tickets still owed are printed after the next login rather than lost) and
 * this computer's print settings (its printers: a new login must not leave the kitchen silent).
 */
export function keptAcrossSessions(key: string): boolean {
  return keptByPrintQueue(key) || key === PRINT_SETTINGS_KEY;
}

/** Logging out or an expired session clears what the panel stored for that user, but what it keeps (above). */
export function clearStorage(storage: Storage = localStorage, keep: (key: string) => boolean = keptAcrossSessions): void {
  const kept: (readonly [string, string | null])[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && keep(key)) kept.push([key, storage.getItem(key)]);
  }
  storage.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}

export function browserSessionVault(storage: Storage): SessionVault {
  return {
    load: () => loadSession(storage),
    save: (session) => saveSession(session, storage),
    clear: () => storage.removeItem(KEY),
  };
}

/** Reads the session from the OS's safe storage once at start; writes go through to it. */
export async function desktopSessionVault(
  desktop: Pick<DesktopApi, 'secrets'>,
  onError: (e: unknown) => void = (e) => console.error('[sessão]', e),
): Promise<SessionVault> {
  let current: Session | null = null;
  try {
    current = parseSession(await desktop.secrets.get('session'));
  } catch (e) {
    onError(e);
  }
  return {
    load: () => current,
    save: (session) => {
      current = session;
      desktop.secrets.set('session', JSON.stringify(session)).catch(onError);
    },
    clear: () => {
      current = null;
      desktop.secrets.delete('session').catch(onError);
    },
  };
}
