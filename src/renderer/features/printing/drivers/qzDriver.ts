import type * as Qz from 'qz-tray';
import type { PrintSettings } from '../../../../shared/api/areas/printing';
import { DEFAULT_CODE_PAGE } from '../../../../shared/printing/codePages';
import { renderEscPos } from '../../../../shared/printing/render/escpos';
import { MESSAGES } from '../../../ui/messages';
import { PrintFailure } from '../model';
import { type PrintDriver, toBase64 } from './types';

export type QzApi = Pick<typeof Qz, 'websocket' | 'security' | 'configs' | 'printers' | 'print'>;

/** Signs what QZ Tray asks to sign; rejects with a PrintFailure. */
export type QzSigner = (toSign: string) => Promise<string>;

export interface QzDriverOptions {
  /** the qz-tray module (loaded on first use so the bundle carries it only for QZ users) */
  loadQz?: () => Promise<QzApi>;
  settings: () => PrintSettings;
  /** Electron: main signs with the key it keeps; browser: Web Crypto with settings.qzPrivate */
  sign: QzSigner;
}

export async function loadQzTray(): Promise<QzApi> {
  const mod = (await import('qz-tray')) as QzApi & { default?: QzApi };
  return mod.default ?? mod;
}

function pemBody(pem: string, label: string): Uint8Array<ArrayBuffer> {
  const match = new RegExp(`-----BEGIN ${label}-----([\\s\\S]+?)-----END ${label}-----`).exec(pem);
  if (!match?.[1]) throw new PrintFailure(MESSAGES.printQzMissingPrivate, false, 'use uma chave PKCS#8 (-----BEGIN PRIVATE KEY-----)');
  return Uint8Array.from(atob(match[1].replace(/\s+/g, '')), (c) => c.charCodeAt(0));
}

/** The browser's signer: SHA512 with RSA (QZ's setSignatureAlgorithm('SHA512')) over Web Crypto. */
export function webCryptoSigner(privateKey: () => string, subtle: SubtleCrypto = crypto.subtle): QzSigner {
  return async (toSign) => {
    const pem = privateKey().trim();
    if (pem === '') throw new PrintFailure(MESSAGES.printQzMissingPrivate, false);
    const key = await subtle.importKey('pkcs8', pemBody(pem, 'PRIVATE KEY'), { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' }, false, ['sign']);
    const signature = new Uint8Array(await subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(toSign)));
    return toBase64(signature);
  };
}

/** Method QZ Tray: ESC/POS bytes (raw, base64) through the QZ Tray program on this machine. */
export function createQzDriver({ loadQz = loadQzTray, settings, sign }: QzDriverOptions): PrintDriver {
  let ready: Promise<QzApi> | null = null;

  const connect = async (): Promise<QzApi> => {
    if (settings().qzCertificate.trim() === '') throw new PrintFailure(MESSAGES.printQzMissingCertificate, false);
    ready ??= loadQz().then((qz) => {
      qz.security.setCertificatePromise((resolve) => resolve(settings().qzCertificate));
      qz.security.setSignatureAlgorithm('SHA512');
      qz.security.setSignaturePromise((toSign: string) => sign(toSign));
      return qz;
    });
    const qz = await ready;
    if (!qz.websocket.isActive()) {
      try {
        await qz.websocket.connect({ retries: 1, delay: 1 });
      } catch (error) {
        throw new PrintFailure(MESSAGES.printModuleUnreachable, true, `QZ Tray não respondeu (${(error as Error).message})`);
      }
    }
    return qz;
  };

  const qzError = (error: unknown): PrintFailure =>
    error instanceof PrintFailure ? error : new PrintFailure(MESSAGES.printModuleError, false, error instanceof Error ? error.message : String(error));

  return {
    async listPrinters() {
      try {
        const qz = await connect();
        const found = await qz.printers.find();
        return (Array.isArray(found) ? found : [found]).map((name) => ({ name }));
      } catch (error) {
        throw new PrintFailure(MESSAGES.printModuleFailure, false, qzError(error).text);
      }
    },
    async print({ printer, ticket, codePage }) {
      if (printer.trim() === '') throw new PrintFailure(MESSAGES.printerNotSelected, false);
      const qz = await connect();
      try {
        const config = qz.configs.create(printer);
        const data = toBase64(renderEscPos(ticket, { codePage: codePage ?? DEFAULT_CODE_PAGE }));
        await qz.print(config, [{ type: 'raw', format: 'command', flavor: 'base64', data }]);
      } catch (error) {
        throw qzError(error);
      }
    },
  };
}
