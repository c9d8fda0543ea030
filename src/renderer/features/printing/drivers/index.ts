import type { PrintSettings } from '../../../../shared/api/areas/printing';
import type { PlatformConfig } from '../../../../shared/config';
import type { DesktopApi } from '../../../../shared/ipc';
import { MESSAGES } from '../../../ui/messages';
import { PrintFailure } from '../model';
import { createAgentDriver } from './agentDriver';
import { createDesktopLocalDriver, createNativeDriver } from './desktopDrivers';
import { type QzSigner, createQzDriver, webCryptoSigner } from './qzDriver';
import type { PrintDriver } from './types';

export type { PrintDriver } from './types';

export interface DriverEnvironment {
  config: Pick<PlatformConfig, 'printAgentUrl' | 'printAgentLegacyUrl'>;
  /** window.desktop: present in Electron */
  desktop?: DesktopApi;
  settings: () => PrintSettings;
}

/** Electron's QZ signer: main signs with the key it keeps (the page never holds it). */
export function desktopQzSigner(desktop: Pick<DesktopApi, 'qzSign'>): QzSigner {
  return async (toSign) => {
    const result = await desktop.qzSign(toSign);
    if (result.ok) return result.signature;
    throw new PrintFailure(result.code === 'no-key' ? MESSAGES.printQzMissingPrivate : MESSAGES.printModuleError, false, result.message);
  };
}

/** A driver that refuses everything with one message (a method this host cannot use). */
function unavailable(message: string): PrintDriver {
  const fail = () => Promise.reject(new PrintFailure(message, false));
  return { listPrinters: fail, print: fail };
}

/**
 * The driver of a print method (metodoImpressao): 'local' is main's raw printing in Electron and
 * the print agent in a browser; 'nat' is Electron's native printing; 'qz' is QZ Tray.
 */
export function createDriver(method: PrintSettings['metodoImpressao'], env: DriverEnvironment): PrintDriver {
  const { desktop } = env;
  switch (method) {
    case 'nat':
      return desktop ? createNativeDriver(desktop) : unavailable(MESSAGES.printNativeDesktopOnly);
    case 'qz':
      return createQzDriver({
        settings: env.settings,
        sign: desktop ? desktopQzSigner(desktop) : webCryptoSigner(() => env.settings().qzPrivate),
      });
    default:
      return desktop
        ? createDesktopLocalDriver(desktop)
        : createAgentDriver({ url: env.config.printAgentUrl, legacyUrl: env.config.printAgentLegacyUrl });
  }
}
