/**
 * Builds `window.desktop` from ipcRenderer alone. A sandboxed preload can require nothing but
 * 'electron', and only types come from shared/ipc.ts: the zod schemas stay in main.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { DesktopApi, InvokeArg, InvokeChannel, InvokeResults, RendererEvent } from '../shared/ipc';

const RENDERER_EVENTS: { readonly [E in RendererEvent]: true } = {
  'order:open': true,
  'update-available': true,
  'update-message': true,
  'update-progress': true,
  'on-close-click': true,
  'update-error': true,
  'app:before-quit': true,
};

function invoke<C extends InvokeChannel>(channel: C, ...arg: InvokeArg<C> extends undefined ? [] : [InvokeArg<C>]) {
  return ipcRenderer.invoke(channel, ...arg) as Promise<InvokeResults[C]>;
}

const desktopApi: DesktopApi = {
  getConfig: () => invoke('config:get'),
  getAppInfo: () => invoke('app:info'),
  notifyOrder: (notification) => invoke('notify:order', notification),
  focusWindow: () => invoke('window:focus'),
  toAppQuit: (choice) => invoke('toAppQuit', choice),
  closeQuestionShown: () => invoke('close:question-shown'),
  quitReady: () => invoke('app:quit-ready'),
  setPendingCount: (count) => invoke('tray:pending-count', count),
  setWaitingForOrders: (waiting) => invoke('app:waiting-orders', waiting),
  secrets: {
    get: (key) => invoke('secret:get', key),
    set: (key, value) => invoke('secret:set', { key, value }),
    delete: (key) => invoke('secret:delete', key),
  },
  printList: () => invoke('print:list'),
  printRaw: (job) => invoke('print:raw', job),
  printStatus: () => invoke('print:status'),
  printNativeList: () => invoke('print:native-list'),
  printHtml: (job) => invoke('print:html', job),
  qzSign: (toSign) => invoke('print:qz-sign', { toSign }),
  writeLog: (level, message) => invoke('log:renderer', { level, message }),
  on(event, listener) {
    if (!Object.prototype.hasOwnProperty.call(RENDERER_EVENTS, event)) {
      throw new Error(`Evento desconhecido: ${String(event)}`);
    }
    // The IPC event object (with its sender) never reaches the page.
    const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload as never);
    ipcRenderer.on(event, forward);
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
};

contextBridge.exposeInMainWorld('desktop', desktopApi);
