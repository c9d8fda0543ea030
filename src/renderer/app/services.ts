import type { PlatformConfig } from '../../shared/config';
import type { ApiClients } from '../api/clients';
import type { SessionVault } from '../features/session/sessionStorage';

/**
 * What the sagas reach the outside world through (redux-saga context). Tests hand in their own
 * storage or point the clients at a sandbox; nothing else is global.
 */
export interface Services {
  config: PlatformConfig;
  api: ApiClients;
  storage: Storage;
  /** where the session is kept: local storage, or the OS's safe storage in Electron */
  vault: SessionVault;
  /** navigation outside React (after logout, session expiry ...) */
  navigate(path: string): void;
  /** full reload ('Tentar novamente', f5 after recovery) */
  reload(): void;
}

export const SERVICES = 'services';
