import type { PrintSettings } from '../../../shared/api';
import type { CodePage } from '../../../shared/printing/codePages';
import { codePageOf } from './model';
import type { PrintSettingsState } from './printSettingsSlice';

type WithPrintSettings = { printSettings: PrintSettingsState };

/** The print settings in effect on this machine (always complete: defaults filled in). */
export const selectPrintSettings = (s: WithPrintSettings): PrintSettings => s.printSettings.settings;

/** What local storage holds; null when nothing was saved on this machine yet. */
export const selectSavedPrintSettings = (s: WithPrintSettings): PrintSettings | null => s.printSettings.saved;

export const selectAutoAcceptPrint = (s: WithPrintSettings): boolean => s.printSettings.settings.autoAceiteImprimir;

/** Code page a printer is driven with (CP850 unless set on the print settings screen). */
export const selectPrinterCodePage = (s: WithPrintSettings, printer: string): CodePage => codePageOf(s.printSettings.settings, printer);

export const selectPrintSettingsScreen = (s: WithPrintSettings) => s.printSettings;

const NO_UNROUTED: PrintSettingsState['productionUnrouted'] = [];
/** Orders printed without the production ticket of some of their categories (no printer chosen). */
export const selectUnroutedProduction = (s: Partial<WithPrintSettings>) => s.printSettings?.productionUnrouted ?? NO_UNROUTED;
