import type { PrintSettings } from '../../../shared/api';
import { normalizeSettings } from './model';

/**
 * The print settings of this machine (spec 02 §3: kept in local storage, synchronised with the
 * cloud). The print queue reads the same key when the slice is not there yet.
 */
export const PRINT_SETTINGS_KEY = 'painel.printSettings';

/** null: nothing saved on this machine yet. */
export function loadPrintSettings(storage: Storage): PrintSettings | null {
  const raw = storage.getItem(PRINT_SETTINGS_KEY);
  if (!raw) return null;
  try {
    return normalizeSettings(JSON.parse(raw));
  } catch {
    storage.removeItem(PRINT_SETTINGS_KEY);
    return null;
  }
}

export function storePrintSettings(storage: Storage, settings: PrintSettings): void {
  storage.setItem(PRINT_SETTINGS_KEY, JSON.stringify(settings));
}
