import type { PrintSettings } from '../../../shared/api';
import type { PrintSettingsState } from './printSettingsSlice';

type WithPrintSettings = { printSettings: PrintSettingsState };

/** The print settings in effect on this machine (always complete: defaults filled in). */
export const selectPrintSettings = (s: WithPrintSettings): PrintSettings => s.printSettings.settings;

export const selectPrintSettingsScreen = (s: WithPrintSettings) => s.printSettings;

const NO_UNROUTED: PrintSettingsState['productionUnrouted'] = [];
/** Orders printed without the production ticket of some of their categories (no printer chosen). */
export const selectUnroutedProduction = (s: Partial<WithPrintSettings>) => s.printSettings?.productionUnrouted ?? NO_UNROUTED;
