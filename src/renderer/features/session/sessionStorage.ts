import type { Session } from '../../../shared/api';

/**
 * The logged-in session lives in local storage (spec 01 §3): logged in means a stored hash.
 * In Electron the main process may additionally keep it with the OS's safe storage.
 */
const KEY = 'painel.session';

export function loadSession(storage: Storage = localStorage): Session | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.hash !== 'string' || value.hash === '') return null;
    return value as Session;
  } catch {
    storage.removeItem(KEY);
    return null;
  }
}

export function saveSession(session: Session, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(session));
}

/** Logging out or an expired session clears everything the panel stored for that user. */
export function clearStorage(storage: Storage = localStorage): void {
  storage.clear();
}
