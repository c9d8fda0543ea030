import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../shared/api/printing';

/**
 * The ONE place the printing feature reads the print settings from: the printSettings slice
 * (features/printSettings, another feature's) when the store has it, else the copy this feature
 * loaded from local storage (same key the settings screen writes).
 */
export const PRINT_SETTINGS_KEY = 'painel.printSettings';

type StateWithSettings = {
  printSettings?: { settings?: PrintSettings };
  printing: { storedSettings: PrintSettings };
};

export function selectPrintSettings(state: StateWithSettings): PrintSettings {
  return state.printSettings?.settings ?? state.printing.storedSettings;
}

/** The stored settings over the defaults; broken JSON counts as none. */
export function loadStoredPrintSettings(storage: Storage): PrintSettings {
  try {
    const raw = storage.getItem(PRINT_SETTINGS_KEY);
    if (!raw) return DEFAULT_PRINT_SETTINGS;
    const parsed = JSON.parse(raw) as Partial<PrintSettings>;
    return typeof parsed === 'object' && parsed !== null ? { ...DEFAULT_PRINT_SETTINGS, ...parsed } : DEFAULT_PRINT_SETTINGS;
  } catch {
    return DEFAULT_PRINT_SETTINGS;
  }
}
