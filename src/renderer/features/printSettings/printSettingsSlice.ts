import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../session/sessionSlice';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../../shared/api';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** An order whose categories a production ticket did not carry: its code and the categories' names. */
export interface UnroutedProduction {
  orderId: number;
  order: string;
  categories: string[];
}

/** How many such orders the warning keeps (the newest). */
const UNROUTED_KEPT = 5;

export interface PrintSettingsState {
  /** the settings in effect on this machine: what printing uses */
  settings: PrintSettings;
  /** what local storage holds; null until something is saved (or synced) on this machine */
  saved: PrintSettings | null;
  /** the check of the cloud copy (estabelecimentosimpressao/listar) */
  status: LoadStatus;
  /** the cloud has no settings for this store: the warning of spec 02 §8 shows */
  cloudMissing: boolean;
  saving: boolean;
  syncing: boolean;
  /**
   * The latest orders printed while production tickets are on and some of their categories have
   * no production printer (their kitchen ticket did not come out): said on the orders screen.
   */
  productionUnrouted: UnroutedProduction[];
  /**
   * Counts what was saved or synced: the form starts again from `saved` at each one, even when the
   * values are the same as before (a sync that brings back what was saved must drop an unsaved edit).
   */
  revision: number;
}

export const initialPrintSettingsState: PrintSettingsState = {
  settings: DEFAULT_PRINT_SETTINGS,
  saved: null,
  status: 'idle',
  cloudMissing: false,
  saving: false,
  syncing: false,
  productionUnrouted: [],
  revision: 0,
};

const printSettingsSlice = createSlice({
  name: 'printSettings',
  initialState: initialPrintSettingsState,
  reducers: {
    /** read from local storage when the panel starts */
    printSettingsRestored(state, action: PayloadAction<PrintSettings | null>) {
      state.saved = action.payload;
      state.settings = action.payload ?? DEFAULT_PRINT_SETTINGS;
    },
    printSettingsCloudCheckRequested(state) {
      state.status = 'loading';
    },
    printSettingsCloudChecked(state, action: PayloadAction<{ exists: boolean }>) {
      state.status = 'ready';
      state.cloudMissing = !action.payload.exists;
    },
    printSettingsCloudCheckFailed(state) {
      state.status = 'failed';
    },
    /** the form's values (Salvar Alterações on either screen) */
    printSettingsSaveRequested(state, _action: PayloadAction<PrintSettings>) {
      state.saving = true;
    },
    /** saved to the cloud and to local storage, or replaced by the cloud's: now in effect */
    printSettingsSaved(state, action: PayloadAction<PrintSettings>) {
      state.settings = action.payload;
      state.saved = action.payload;
      state.cloudMissing = false;
      state.productionUnrouted = [];
      state.revision += 1;
    },
    /** an order was printed without the production ticket of some of its categories (no printer) */
    productionPrinterMissing(state, action: PayloadAction<UnroutedProduction>) {
      const others = state.productionUnrouted.filter((u) => u.orderId !== action.payload.orderId);
      state.productionUnrouted = [...others, action.payload].slice(-UNROUTED_KEPT);
    },
    productionPrinterWarningClosed(state) {
      state.productionUnrouted = [];
    },
    printSettingsSaveFinished(state) {
      state.saving = false;
    },
    printSettingsSyncRequested(state) {
      state.syncing = true;
    },
    printSettingsSyncFinished(state) {
      state.syncing = false;
    },
  },
  // The settings are this computer's (its printers): they outlive the session, in local storage
  // too (sessionStorage.keptAcrossSessions); only the screen's state goes back to its start.
  extraReducers: (builder) => {
    builder.addMatcher(sessionEnded, (state) => ({ ...initialPrintSettingsState, settings: state.settings, saved: state.saved, revision: state.revision }));
  },
});

export const {
  printSettingsRestored,
  printSettingsCloudCheckRequested,
  printSettingsCloudChecked,
  printSettingsCloudCheckFailed,
  printSettingsSaveRequested,
  printSettingsSaved,
  productionPrinterMissing,
  productionPrinterWarningClosed,
  printSettingsSaveFinished,
  printSettingsSyncRequested,
  printSettingsSyncFinished,
} = printSettingsSlice.actions;
export const printSettingsReducer = printSettingsSlice.reducer;
