/**
 * Secrets (the session, the QZ Tray private key) kept encrypted with the OS's safe storage
 * (DPAPI on Windows, the keyring on Linux) in <userData>/segredos.json. Only names of
 * SECRET_KEYS are accepted; values never reach the log.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SafeStorage } from 'electron';
import type { SecretKey } from '../shared/ipc';
import log from './log';

export const SECRETS_FILE = 'segredos.json';

export interface SecretStore {
  get(key: SecretKey): string | null;
  set(key: SecretKey, value: string): void;
  delete(key: SecretKey): void;
}

export function secretsPath(userDataDir: string): string {
  return join(userDataDir, SECRETS_FILE);
}

type SafeStorageLike = Pick<SafeStorage, 'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'>;

export function createSecretStore(file: string, safeStorage: SafeStorageLike): SecretStore {
  let warnedBackend = false;

  const requireEncryption = (): void => {
    if (!safeStorage.isEncryptionAvailable()) {
      // Never fall back to plain text on disk.
      throw new Error('O armazenamento seguro do sistema não está disponível: o dado não foi salvo.');
    }
    if (process.platform === 'linux' && !warnedBackend) {
      warnedBackend = true;
      const backend = safeStorage.getSelectedStorageBackend();
      if (backend === 'basic_text') log.warn('Sem chaveiro do sistema (basic_text): os segredos ficam cifrados com uma senha fixa do Chromium.');
    }
  };

  const readAll = (): Record<string, string> => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  };

  const writeAll = (all: Record<string, string>): void => {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(all), { mode: 0o600 });
    renameSync(tmp, file);
  };

  return {
    get(key) {
      const stored = readAll()[key];
      if (typeof stored !== 'string') return null;
      if (!safeStorage.isEncryptionAvailable()) return null;
      try {
        return safeStorage.decryptString(Buffer.from(stored, 'base64'));
      } catch (err) {
        // Another user's or machine's file: as good as absent.
        log.warn(`Segredo '${key}' ilegível; ignorado.`, (err as Error).message);
        return null;
      }
    },
    set(key, value) {
      requireEncryption();
      const all = readAll();
      all[key] = safeStorage.encryptString(value).toString('base64');
      writeAll(all);
    },
    delete(key) {
      const all = readAll();
      if (!(key in all)) return;
      delete all[key];
      writeAll(all);
    },
  };
}
