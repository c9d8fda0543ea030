import type { DesktopApi } from '../shared/ipc';

declare global {
  interface Window {
    /** The Electron host's bridge (see src/preload); absent when the panel runs in a browser. */
    desktop?: DesktopApi;
  }
}

export {};
