import type { CloseGuard } from './closeGuard';
import { handle } from './ipc';
import type { QuitFlow } from './quitFlow';
import type { SecretStore } from './secrets';
import type { AppTray } from './tray';

/** What the desktop channels act on; the window-bound parts exist only once the window does. */
export interface DesktopServices {
  quitFlow: Pick<QuitFlow, 'ready'>;
  closeGuard(): Pick<CloseGuard, 'answer' | 'questionShown'> | null;
  tray(): Pick<AppTray, 'setPendingCount'> | null;
  keepAwake: { set(waiting: boolean): void };
  secrets: SecretStore;
}

/** The desktop host's invoke channels of shared/ipc.ts (close question, tray, power, secrets). */
export function registerDesktopHandlers(services: DesktopServices): void {
  handle('toAppQuit', (choice) => services.closeGuard()?.answer(choice));
  handle('close:question-shown', () => services.closeGuard()?.questionShown());
  handle('app:quit-ready', () => services.quitFlow.ready());
  handle('tray:pending-count', (count) => services.tray()?.setPendingCount(count));
  handle('app:waiting-orders', (waiting) => services.keepAwake.set(waiting));
  handle('secret:get', (key) => services.secrets.get(key));
  handle('secret:set', ({ key, value }) => services.secrets.set(key, value));
  handle('secret:delete', (key) => services.secrets.delete(key));
}
