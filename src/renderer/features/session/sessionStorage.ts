import type { Session } from '../../../shared/api';
import type { DesktopApi } from '../../../shared/ipc';

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

/** Logging out or an expired session clears everything the panel stored for that user. */
export function clearStorage(storage: Storage = localStorage): void {
  storage.clear();
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
