import { powerSaveBlocker } from 'electron';
import log from './log';

/**
 * While the store is logged in and waiting for orders, the system must not suspend the app
 * (the socket, the alert sound and the print queue keep running with the window hidden).
 * 'prevent-app-suspension' keeps the app running but lets the screen turn off.
 */
export function createKeepAwake(): { set(waiting: boolean): void; active(): boolean } {
  let id: number | null = null;
  return {
    set(waiting) {
      if (waiting && id === null) {
        id = powerSaveBlocker.start('prevent-app-suspension');
        log.info('Aguardando pedidos: suspensão do aplicativo bloqueada.');
      } else if (!waiting && id !== null) {
        if (powerSaveBlocker.isStarted(id)) powerSaveBlocker.stop(id);
        id = null;
        log.info('Sem sessão: suspensão do aplicativo liberada.');
      }
    },
    active: () => id !== null,
  };
}
